"""Recruit: a Recruit costs its wind up front and draws advisors (more with a bonus); the
recruiting captain alone sees them and keeps one in a free cabin, the rest going to
the discards face up, and the turn goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.boundary import draw_some
from tabletop.games.winds_of_trade.phases import RECRUITING, TURN

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition


def keeping_actions(state: "WindsOfTradePosition") -> list[Action]:
    """One `keep` per drawn advisor."""
    return state.game.turn_actions.keep[:len(state.drawn)]


def recruit(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    state.wind[seat] -= state.game.numbers.wind_cost["recruit"]
    count = state.game.numbers.recruit_draw + state.bonus(seat, "recruit_draw")
    state.drawn = draw_some(state, state.advisor_deck, state.advisor_discard, count)
    state.phase = RECRUITING
    if not state.narrates:
        return []
    names = ", ".join(state.game.name_of(a) for a in state.drawn)
    drawn = len(state.drawn)
    said = f"{drawn} advisor is" if drawn == 1 else f"{drawn} advisors are"
    return [Event("recruit", f"{{P{seat}}} recruits: {said} drawn.", data={"seat": seat}),
            Event("drawn", f"You draw {names}.", audience=frozenset({seat}), reveals=True,
                  data={"seat": seat, "cards": list(state.drawn)})]


def keep(state: "WindsOfTradePosition", seat: int, index: int) -> list[Event]:
    kept = state.drawn.pop(index)
    state.cabins[seat].append(kept)
    state.loadout_changed(seat)
    state.advisor_discard.extend(state.drawn)
    discarded = state.drawn
    state.drawn = []
    state.phase = TURN
    if not state.narrates:
        return []
    rest = f" and discards {', '.join(state.game.name_of(a) for a in discarded)}" if discarded else ""
    return [Event("keep", f"{{P{seat}}} takes {state.game.name_of(kept)} into the cabins{rest}.",
                  reveals=True, data={"seat": seat, "card": kept})]
