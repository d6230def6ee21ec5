"""`python -m tabletop score FILE`: score a final position described in a YAML file.

The file names its game (`game: golden_sails`); the game's own `scenario` module reads
the rest (`GamePackage.scenario`). Any problem becomes a ScenarioError naming the file, the line and the field.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.yamlio import read_yaml
from tabletop.engine.match import fill_names
from tabletop.engine.package import ScenarioProblem
from tabletop.registry import GAME_IDS, RULES, load_game, package


class ScenarioError(Exception):
    """A scenario that cannot be scored; str() lists every problem as file:line: field: message."""

    def __init__(self, errors: list[ContentError]) -> None:
        self.errors = errors
        super().__init__("\n".join(str(e) for e in errors))


def score_scenario_file(path: Path) -> dict:
    try:
        doc = read_yaml(Path(path))
    except ContentErrors as problem:
        raise ScenarioError(problem.errors) from None
    if doc.errors:
        raise ScenarioError(doc.errors)
    if not isinstance(doc.data, dict):
        raise ScenarioError([doc.error((), "expected a mapping with `game`, `players`, …")])
    game_id = doc.data.get("game")
    if game_id not in RULES:
        known = ", ".join(RULES)
        reason = "is not built yet" if game_id in GAME_IDS else "is not a game"
        raise ScenarioError([doc.error(("game",), f"{game_id!r} {reason}; scenarios can be scored for: {known}")])
    score_scenario = package(game_id).scenario()
    try:
        report = score_scenario(doc.data, load_game(game_id))
    except ScenarioProblem as problem:
        raise ScenarioError([doc.error(problem.path, str(problem))]) from None
    return with_names(report, [player["name"] for player in report["players"]])


def with_names(value: Any, names: list[str]) -> Any:
    """The report with every `{P0}` the rules wrote (notes, choices) replaced by the
    player's name, as the app does before it shows a line: a reader never sees a seat token."""
    if isinstance(value, str):
        return fill_names(value, names)
    if isinstance(value, list):
        return [with_names(item, names) for item in value]
    if isinstance(value, dict):
        return {key: with_names(item, names) for key, item in value.items()}
    return value


def add_parser(sub: argparse._SubParsersAction) -> None:
    score = sub.add_parser("score", help="score a final position described in a scenario file")
    score.add_argument("scenario", type=Path)
    score.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    try:
        report = score_scenario_file(args.scenario)
    except ScenarioError as error:
        print(error, file=sys.stderr)
        return 1
    print(json.dumps(report, indent=2) if args.json else format_score(report))
    return 0


def format_score(report: dict) -> str:
    lines = []
    for player in report["players"]:
        parts = ", ".join(f"{k} {v}" for k, v in player["breakdown"].items())
        lines.append(f"{player['name']}: {player['total']} VP ({parts})")
    lines.append("Winner(s): " + ", ".join(report["winners"]))
    lines.extend(report.get("notes") or ())
    return "\n".join(lines)
