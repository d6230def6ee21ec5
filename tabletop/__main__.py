"""`python -m tabletop` entry point."""

import multiprocessing

from tabletop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # bot workers in the packaged build
    raise SystemExit(main())
