""""Obvious move" puzzles: saved positions where one move is clearly right.

Each game's folder under PUZZLE_ROOT holds ordinary save files (open one in the app to
look at the position) and a `puzzles.yaml` listing, per save, the move the seat to act
should make and a line saying why. The saves are written by tools/make_puzzles.py,
which also checks that the move really is clearly right; the expectations live beside
the saves rather than inside them so the save format stays exactly the app's own.

A bot solves a puzzle when it picks the expected move from the deciding seat's view.
`normal_bot` is the normal level pinned to the iterations it reaches in its 0.5 s on the
benchmark machine, so the check is deterministic and does not depend on machine load.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from tabletop.runtime import paths
from tabletop.ai.bot import Bot, make_bot, pinned_name
from tabletop.content.yamlio import read_content_text
from tabletop.engine.action import Action
from tabletop.engine.game import Game, State
from tabletop.engine.rng import Rng
from tabletop.persistence.saves import load_match

PUZZLE_ROOT = paths.resource_root() / "tests" / "puzzles"
MANIFEST = "puzzles.yaml"

@dataclass(frozen=True)
class Puzzle:
    """One saved position, the move expected from the seat to act, and why it is right."""

    game: str
    name: str
    save: Path
    expect: Action
    why: str

    def position(self) -> tuple[Game, State]:
        """The game and the true state of the saved position (the bot only gets its view)."""
        match = load_match(self.save)
        return match.game, match.state


def load_puzzles(root: Path = PUZZLE_ROOT) -> list[Puzzle]:
    """Every puzzle under `root`, game by game in folder order."""
    puzzles = []
    for manifest in sorted(Path(root).glob(f"*/{MANIFEST}")):
        game_id = manifest.parent.name
        for entry in yaml.safe_load(read_content_text(manifest)) or []:
            save = manifest.parent / entry["save"]
            puzzles.append(Puzzle(game_id, save.stem, save, Action.parse(entry["expect"]), entry["why"]))
    return puzzles


def write_manifest(path: Path, entries: list[dict]) -> None:
    """Write a game's puzzles.yaml: one `save`, `expect` (action text) and `why` per puzzle."""
    header = "# Written by tools/make_puzzles.py: the move each saved position asks for, and why.\n"
    body = yaml.safe_dump(entries, sort_keys=False, allow_unicode=True, width=120)
    path.write_text(header + body, encoding="utf-8")


def normal_bot(game_id: str) -> Bot:
    """The normal level at the iteration count it reaches in its time budget."""
    return make_bot(pinned_name("normal", game_id))


def solve(puzzle: Puzzle, bot: Bot, seed: int = 1) -> Action:
    """The move `bot` makes in the puzzle's position, seeing only the deciding seat's view."""
    game, state = puzzle.position()
    seat = state.to_act()
    return bot.choose(game, state.view(seat), Rng(seed))


def run_puzzles(root: Path = PUZZLE_ROOT, bot_name: str | None = None, seeds: int = 1) -> dict:
    """Solved/total per game (a puzzle counts as solved only if every seed solves it), and the misses."""
    games: dict[str, dict] = {}
    for puzzle in load_puzzles(root):
        bot = make_bot(bot_name) if bot_name else normal_bot(puzzle.game)
        row = games.setdefault(puzzle.game, {"bot": bot.name, "solved": 0, "total": 0, "missed": []})
        row["total"] += 1
        answers = [solve(puzzle, bot, seed) for seed in range(1, seeds + 1)]
        wrong = [str(a) for a in answers if a != puzzle.expect]
        if wrong:
            row["missed"].append({"puzzle": puzzle.name, "expect": str(puzzle.expect), "played": wrong,
                                  "why": puzzle.why})
        else:
            row["solved"] += 1
    return games


def format_puzzles(report: dict) -> str:
    lines = []
    for game_id, row in report.items():
        lines.append(f"{game_id}: {row['solved']}/{row['total']} solved by {row['bot']}")
        for miss in row["missed"]:
            lines.append(f"  missed {miss['puzzle']}: expected {miss['expect']}, played {', '.join(miss['played'])}")
    return "\n".join(lines) if lines else "no puzzles found"
