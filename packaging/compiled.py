"""The search's hottest modules, compiled for the packaged program with mypyc.

A computer seat's search plays thousands of games in its head per decision, and Golden
Sails' playouts are pure Python that a profile shows flat: no one line to make faster.
mypyc (part of mypy, the type checker the code is already held to) compiles these
modules, typed as they are, to C extensions; the search then plays the very same games
(the search fingerprints agree, and CI compares games move by move), Golden Sails' nearly
twice as fast, Sail to India's 1.4 times as fast, and every game's a little faster.

Only the executable carries them (`make exe` builds them beside the sources, packages
them and removes them again): a checkout stays plain Python, so an edited module is never
shadowed by a stale compiled one. Without a C compiler the executable is built without
them and the build says so.

    python packaging/compiled.py build    # the extensions, beside their sources
    python packaging/compiled.py clean    # every compiled module and build file gone
    python packaging/compiled.py list     # what is compiled, one path a line
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMPILED = (
    "tabletop/ai/ismcts.py",
    "tabletop/ai/reward.py",
    "tabletop/games/golden_sails/bots.py",
    "tabletop/games/golden_sails/bot_totals.py",
    "tabletop/games/golden_sails/determinize.py",
    "tabletop/games/golden_sails/holdings.py",
    "tabletop/games/golden_sails/pile_scores.py",
    "tabletop/games/golden_sails/pile_summary.py",
    "tabletop/games/golden_sails/position.py",
    "tabletop/games/golden_sails/result.py",
    "tabletop/games/golden_sails/state.py",
    "tabletop/games/golden_sails/universals.py",
    "tabletop/games/golden_sails/weapons.py",
    "tabletop/games/sail_to_india/actions.py",
    "tabletop/games/sail_to_india/bots.py",
    "tabletop/games/sail_to_india/purse.py",
    "tabletop/games/sail_to_india/trade.py",
    "tabletop/games/sail_to_india/turn.py",
    "tabletop/games/sail_to_india/voyage.py",
)
"""The modules compiled: the search's tree and rewards (every game's), Golden Sails'
moves, playout policy, summaries, determinization and end scoring, and Sail to India's
turn flow, actions, voyages, sales, purse and playout policy (not its position: its
copy is made field by field through `__new__`, which a compiled class refuses). Not the
random numbers (`engine/rng.py`): SplitMix64's 64-bit arithmetic runs on Python's big
integers either way, and compiled it drew 40 % slower. Not Golden Sails' scorers
(`animals.py`, `final_scorer.py`): the game object holds them, and a compiled class
with required `__init__` arguments cannot be unpickled. The classes compiled are never
pickled whole (the bot worker and the review's children are sent views)."""
GROUP = "tabletop_compiled"
"""The name of the shared runtime library the compiled modules load (`GROUP__mypyc`)."""
RUNTIME = f"{GROUP}__mypyc"
BUILD = ROOT / "build" / "mypyc"
LIBRARY_SUFFIXES = (".so", ".pyd")


def extensions() -> list[Path]:
    """The compiled modules and their runtime library lying in the checkout now: every
    extension module under tabletop/ (the package has none of its own), so that one
    dropped from COMPILED since it was built goes too."""
    found = [lib for lib in sorted((ROOT / "tabletop").rglob("*")) if lib.suffix in LIBRARY_SUFFIXES]
    return found + [lib for lib in sorted(ROOT.glob(f"{RUNTIME}.*")) if lib.suffix in LIBRARY_SUFFIXES]


def build() -> None:
    """Compile COMPILED beside their sources; where this machine cannot (no C compiler, or
    mypyc refused a module), say so and leave nothing behind: the build goes on in plain
    Python."""
    from mypyc.build import mypycify
    from setuptools import setup

    clean()
    os.chdir(ROOT)      # mypyc reads pyproject.toml's [tool.mypy] and writes beside the sources from here
    try:
        setup(name="tabletop-compiled", ext_modules=mypycify([str(ROOT / path) for path in COMPILED],
                                                             group_name=GROUP, target_dir=str(BUILD / "c")),
              script_args=["--quiet", "build_ext", "--inplace", "--build-temp", str(BUILD / "temp"),
                           "--build-lib", str(BUILD / "lib")])
    except (Exception, SystemExit) as error:   # distutils reports a failed compiler by SystemExit
        clean()
        print(f"packaging/compiled.py: the search is packaged as plain Python ({error})", file=sys.stderr)


def clean() -> None:
    for path in extensions():
        path.unlink()
    shutil.rmtree(BUILD, ignore_errors=True)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "build":
        build()
        return 0
    if command == "clean":
        clean()
        return 0
    if command == "list":
        print("\n".join(COMPILED))
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
