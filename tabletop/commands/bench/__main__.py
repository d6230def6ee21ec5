"""`python -m tabletop.commands.bench --table-child …`: the bench's measuring children."""

import sys

from tabletop.commands.bench import child_main

sys.exit(child_main(sys.argv[1:]))
