"""`python -m tabletop` entry point."""

import sys

from tabletop.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing  # only the packaged build needs it here, so source starts stay quick

        multiprocessing.freeze_support()  # bot workers in the packaged build
    raise SystemExit(main())
