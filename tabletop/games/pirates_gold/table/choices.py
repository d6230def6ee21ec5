"""What a click may do now, read from the legal actions alone.

A `play` action is `play CARD ARG…`; the table asks for the arguments one at a time
after the card is chosen: two numbers in a row are a cell (lit on the chart), a lone
number a player, a word a direction (buttons). Nothing here knows what the cards do,
so every choice offered is exactly one of the legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import COMPASS


@dataclass(frozen=True)
class Step:
    """The next thing to pick for the chosen card: `kind` is "cell", "seat" or
    "direction"; `options` maps each pickable value to the arguments it adds."""

    kind: str
    options: dict


def plays_of(legal: tuple[Action, ...], card_id: str) -> list[tuple]:
    """The argument tuples with which `card_id` may be played now."""
    return [tuple(a.args[1:]) for a in legal if a.kind == "play" and a.args[0] == card_id]


def playable_cards(legal: tuple[Action, ...]) -> set[str]:
    return {a.args[0] for a in legal if a.kind == "play"}


def next_step(plays: list[tuple], prefix: tuple) -> Step | None:
    """What to pick after `prefix`; None when `prefix` already makes one whole play."""
    rest = [p[len(prefix):] for p in plays if p[:len(prefix)] == prefix]
    if not rest or rest == [()]:
        return None
    if all(len(r) == 2 and all(isinstance(v, int) for v in r) for r in rest):
        return Step("cell", {(r[0], r[1]): (r[0], r[1]) for r in rest})
    first = {r[0] for r in rest}
    if all(isinstance(v, str) for v in first):      # directions, clockwise from the north
        return Step("direction", {v: (v,) for v in sorted(first, key=_clockwise)})
    return Step("seat", {v: (v,) for v in sorted(first)})


def _clockwise(code: str) -> tuple[int, str]:
    return (COMPASS.index(code), code) if code in COMPASS else (len(COMPASS), code)


def complete(card_id: str, plays: list[tuple], prefix: tuple) -> Action | None:
    """The action `prefix` stands for once it leaves no choice open (a card with a
    single way to play it is played on the first click)."""
    rest = [p for p in plays if p[:len(prefix)] == prefix]
    return Action("play", (card_id, *rest[0])) if len(rest) == 1 else None
