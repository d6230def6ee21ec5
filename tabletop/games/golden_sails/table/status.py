"""What the Golden Sails table says in words beside the board: where the game is (the top
bar's round), the decision at hand, how to make it (the hint in the viewer's header), and
why a click on a card did nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.action import Action
from tabletop.games.golden_sails.phases import SWAP, Phase
from tabletop.games.golden_sails.table.words import Words
from tabletop.games.golden_sails.view import GoldenSailsView


def round_info(view: GoldenSailsView) -> str:
    if view.phase == Phase.OVER:
        return f"Final position · Animals {view.reference}"
    return f"Round {view.round} of {view.rounds} · Animals {view.reference}"


def decision(view: GoldenSailsView, legal: Sequence[Action], selected: str | None, name: str, words: Words) -> str:
    """The decision in one sentence, for the top bar; `name` is the seat to act's."""
    if not legal:
        doing = "sending an expert to the market" if view.phase == Phase.ASSIGN else "taking a card"
        return f"{name} is {doing}."
    if view.phase == Phase.ASSIGN:
        if selected:
            return f"{name}: put the {words.name(selected)} beside a card"
        return f"{name}: choose an expert to send to the market"
    if any(a.kind == SWAP for a in legal):
        return f"{name}: take the last card, or swap its expert for one of yours"
    return f"{name}: take a card"


def hint(view: GoldenSailsView, legal: Sequence[Action], selected: str | None) -> str:
    """How to make the choice at hand, in the viewer's own header."""
    if not legal:
        return ""
    if view.phase == Phase.ASSIGN:
        if selected:
            return "Now click a card, or right-click to put the expert back."
        return "Click an expert, then a card — or drag the expert onto a card."
    if any(a.kind == SWAP for a in legal):
        return "Use the buttons by the last card: keep its expert, or swap in one of yours."
    return "Click the card you want."


def refusal(view: GoldenSailsView, slot: int, selected: str | None, placer: str | None, words: Words) -> str | None:
    """Why a click on market slot `slot` does nothing now (a refusal says why); `placer` is
    the name of whoever sent the expert standing there, if anyone did."""
    market = view.market[slot]
    if market.card is None or view.phase != Phase.ASSIGN:
        return None
    if market.expert is not None:
        whose = ("your" if market.placed_by == view.seat else f"{placer}'s" if placer is not None else "an")
        return (f"That card already holds {whose} {words.name(market.expert)}: "
                "choose a card with no expert beside it.")
    if selected is None:
        return "Choose one of your experts first (click it), then the card."
    return None

