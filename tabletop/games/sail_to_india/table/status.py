"""What the Sail to India table says in words beside the board: the line of the action bar
(the question asked, the sale so far, whose turn it is) and where the game stands in the
top bar (turns and towns found, or the rounds left once the round limit nears)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.action import Action
import tabletop.games.sail_to_india.table.choices as choices
from tabletop.games.sail_to_india.table.choices import Target
from tabletop.games.sail_to_india.view import SailToIndiaView

ROUND_LIMIT_WARNING = 5
"""The status line counts the rounds, instead of turns and towns, once the round limit is
this close (earlier it would only be noise: games end long before it)."""


def round_info(view: SailToIndiaView, round_limit: int) -> str:
    """Where the game is: the turn and the towns found, the last round, or how near the
    round limit is."""
    if view.phase == "over":
        return "Final position"
    found = f"{view.revealed}/{len(view.towns)} towns found"
    if view.ending is not None:
        return f"Turn {view.turn_number + 1} · {found} · last round"
    round_number = view.turn_number // view.players + 1
    if round_number > round_limit - ROUND_LIMIT_WARNING:
        return f"Round {round_number} of at most {round_limit}"
    return f"Turn {view.turn_number + 1} · {found}"


def bar_text(view: SailToIndiaView, legal: tuple[Action, ...], mode: str | None, origin: int | None,
             confirming: Target | None, names: Callable[[str], str]) -> str:
    """The line beside the buttons: the question asked, the sale so far, or whose turn.
    `names` fills the seats' names into a sentence."""
    if confirming is not None:
        return confirming.confirm or ""
    if view.phase == "over":
        return "The voyages are over."
    if not legal:
        return names(f"{{P{view.to_act}}}'s turn.") if view.to_act is not None else ""
    if mode == choices.RETURN_MODE:
        return "Click a lit marker to send it home."
    if mode == choices.GEOGRAPHY_MODE:
        return "Click a lit marker to make it a ship again."
    if choices.gain_waits(view):
        kind, amount = view.gains[0]
        word, role = ("wealth", "banker") if kind == "wealth" else ("VP", "historian")
        verb = "does" if amount == 1 else "do"
        if any(a.kind == "hire" for a in view.legal):
            return f"{amount} {word} {verb} not fit: take a new {role} from Lisboa, or lose it."
        return f"{amount} {word} {verb} not fit and nobody is on Lisboa: return a marker first, or lose it."
    if view.phase == "sell" and view.sale:
        kinds, wealth, vp = view.sale
        return f"{kinds} kind{'s' if kinds != 1 else ''} (with marketplaces): {wealth} wealth, {vp} VP"
    if view.phase == "move" and not any(a.kind == "sail" for a in view.legal):
        return "Every ship has sailed as far as it can this move."
    if view.phase == "move":
        return "Pick a ship (or Lisboa), then a lit town." if origin is None else \
            "Click a lit town (right-click to put the ship back)."
    if view.phase == "claim":
        return "Click empty goods spaces to unload ships as trade goods."
    if view.phase == "main" and mode is None:
        return f"{view.ap} action{'s' if view.ap != 1 else ''} left"
    return ""
