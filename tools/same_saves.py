"""Whether two folders of saves hold the same games, move for move.

`tabletop sim … --save-dir DIR` writes each game it plays as a save, named by its game,
seed and seats. Played once by the checkout and once by the executable (whose search
runs compiled, packaging/compiled.py), the two folders must match: every save in one has
its twin in the other with the same actions and the same position after each.

    python tools/same_saves.py PURE_DIR COMPILED_DIR

Prints one line a game and exits 1 on the first difference (or a game missing).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def moves(path: Path) -> tuple[list, list]:
    """A save's actions and the position hash after each."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["actions"], data["hashes"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path)
    parser.add_argument("second", type=Path)
    args = parser.parse_args()
    names = sorted({path.name for folder in (args.first, args.second) for path in folder.glob("*.json")})
    if not names:
        print("no saves to compare")
        return 1
    for name in names:
        one, two = args.first / name, args.second / name
        if not one.is_file() or not two.is_file():
            print(f"{name}: only in {args.first if one.is_file() else args.second}")
            return 1
        if moves(one) != moves(two):
            print(f"{name}: different games")
            return 1
        print(f"{name}: the same {len(moves(one)[0])} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
