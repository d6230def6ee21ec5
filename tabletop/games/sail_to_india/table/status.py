"""What the Sail to India table says in words beside the board: the line of the action bar
(the question asked, the sale so far, whose turn it is) and where the game stands in the
top bar (the round and the towns found, or how near the round limit is)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.action import Action
import tabletop.games.sail_to_india.table.choices as choices
from tabletop.games.sail_to_india.table.choices import Target
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView

ROUND_LIMIT_WARNING = 5
"""The top bar counts down to the round limit, instead of naming the towns found, once
it is this close (earlier it would only be noise: games end long before it)."""


def round_info(view: SailToIndiaView, round_limit: int) -> str:
    """Where the game is: the round (every seat's turn once, the first player's first; the
    turns themselves are not counted, so the number means the same with 3 or 4 players)
    and the towns found, the last round, or how near the round limit is."""
    if view.phase == "over":
        return "Final position"
    found = f"{view.revealed}/{len(view.towns)} towns found"
    round_number = view.turn_number // view.players + 1
    if view.ending is not None:
        return f"Round {round_number} · {found} · last round"
    if round_number > round_limit - ROUND_LIMIT_WARNING:
        return f"Round {round_number} of at most {round_limit}"
    return f"Round {round_number} · {found}"


def gain_wordings(view: SailToIndiaView) -> tuple[str, ...]:
    """What the bar says of a gain without room, fullest first: with Bank System and
    Geography owned the bar's buttons leave little room, or none (the top bar asks the
    same question, so the bar may then say nothing rather than cover the technologies)."""
    kind, amount = view.gains[0]
    word, role = ("wealth", "banker") if kind == "wealth" else ("VP", "historian")
    fits = f"{amount} {word} {'does' if amount == 1 else 'do'} not fit"
    if any(a.kind == "hire" for a in view.legal):
        return (f"{fits}: take a new {role} from Lisboa, or lose it.", f"{fits}: take a new {role}, or lose it.",
                f"{fits}.")
    return (f"{fits} and nobody is on Lisboa: return a marker, or lose it.",
            f"{fits}: return a marker first, or lose it.", f"{fits}.")


def bar_text(view: SailToIndiaView, legal: tuple[Action, ...], mode: str | None, origin: int | None,
             confirming: Target | None, names: Callable[[str], str], words: Words) -> str:
    """The line beside the buttons: the question asked, the sale so far, or whose turn.
    `names` fills the seats' names into a sentence."""
    return bar_wordings(view, legal, mode, origin, confirming, names, words)[0]


def bar_wordings(view: SailToIndiaView, legal: tuple[Action, ...], mode: str | None, origin: int | None,
                 confirming: Target | None, names: Callable[[str], str], words: Words) -> tuple[str, ...]:
    """`bar_text`, then shorter ways to say it for a bar whose buttons leave little room
    (`draw_bar` draws the first that fits)."""
    if confirming is not None:
        return (confirming.confirm or "",)
    if view.phase == "over":
        return ("The voyages are over.",)
    if not legal:
        return (names(f"{{P{view.to_act}}}'s turn.") if view.to_act is not None else "",)
    if mode == choices.RETURN_MODE:
        return ("Click a lit marker to send it home.",)
    if mode == choices.GEOGRAPHY_MODE:
        return ("Click a lit marker to make it a ship again.",)
    if choices.gain_waits(view):
        return gain_wordings(view)
    if view.phase == "sell" and not view.picked:
        return ("Click your goods markers on the towns to pick them for the sale.", "Click your goods to pick them.")
    if view.phase == "sell" and view.sale:
        kinds, wealth, vp = view.sale
        bonus = choices.sale_bonus(view, words)
        earned = f"{wealth} wealth" + (f" ({bonus})" if bonus else "") + (f", {vp} VP" if vp else "")
        short = f"{wealth} wealth" + (f", {vp} VP" if vp else "")
        return (f"{choices.sale_kinds(view, words)}: {earned}", f"{kinds} kind{'s' if kinds != 1 else ''}: {earned}",
                f"{kinds} kind{'s' if kinds != 1 else ''}: {short}")
    if view.phase == "move" and not any(a.kind == "sail" for a in view.legal):
        return ("Every ship has sailed as far as it can this move.",)
    if view.phase == "move":
        return ("Pick a ship (or Lisboa), then a lit town." if origin is None else
                "Click a lit town (right-click to put the ship back).",)
    if view.phase == "claim":
        return ("Click empty goods spaces to unload ships as trade goods.",)
    if view.phase == "main" and mode is None:
        return (f"{view.ap} action{'s' if view.ap != 1 else ''} left",)
    return ("",)
