"""The end of a Pirates' Gold game, scored: only the home coves count.

The winner is whoever first unloaded the value needed for the player count (the game
ends on the spot); a position scored before anyone did (a game cut short) goes to the
most at home. The breakdown shows each cove by ducat value (the results screen's bars);
the notes say what was needed and what was still at sea.
"""

from __future__ import annotations

from tabletop.engine.game import Result
from tabletop.games.pirates_gold.model import worth
from tabletop.games.pirates_gold.position import PiratesGoldPosition


def final_result(state: PiratesGoldPosition) -> Result:
    totals = [sum(h) for h in state.home]
    if state.winner is not None:
        winners = [state.winner]
    else:
        best = max(totals)
        winners = [s for s, t in enumerate(totals) if t == best]
    values = sorted(state.game.content.numbers.ducats)
    categories = [f"{value}-ducats" for value in values]
    breakdown = [{f"{value}-ducats": value * home.count(value) for value in values} for home in state.home]
    needed = state.game.content.numbers.win_value[state.players]
    notes = [f"{worth(needed)} unloaded at home wins with {state.players} players."]
    notes += [f"{{P{seat}}} still had {worth(sum(cargo))} aboard (cargo does not count)."
              for seat, cargo in enumerate(state.cargo) if cargo]
    return Result(totals=totals, breakdown=breakdown, winners=winners, categories=categories, notes=notes)
