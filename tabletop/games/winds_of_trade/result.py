"""Who wins: Order (the council's faction, or a coalition when it is hung) or Anarchy.

Order (Hegemon, Stable Markets): the holder of the controlling faction's superiority
wins. A hung council: the faction with the fewest advisors (among those seated; ties
broken by the faction order) allies with the first faction of its coalition preference
among those with the most advisors. If the two superiorities are held by two captains,
the Anarchy order decides between them (DESIGN.md, Tuning: shared wins); if they name
nobody, the Anarchy order decides among everyone.
Anarchy (Revolt, Collapse): most islands controlled, then most gold, then most cargo,
then control of the Golden Isle; still tied, all tied players win.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.game import Result
from tabletop.games.winds_of_trade.model import FACTIONS
from tabletop.games.winds_of_trade.phases import Phase

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition

ORDER = ("hegemon", "stable_markets")
REASONS = {
    "hegemon": "Hegemon: one faction has held the council {streak} round ends running (Order).",
    "stable_markets": "Stable Markets: the last round has ended (Order).",
    "revolt": "Revolt: {revolt} islands have risen up (Anarchy).",
    "collapse": "Collapse: the Golden Isle has risen up (Anarchy).",
}
"""How each ending is told; the numbers come from the content (`reason`)."""


def reason(state: "WindsOfTradePosition") -> str:
    """Why the game ended, in words, with the content's numbers filled in."""
    numbers = state.game.numbers
    return REASONS[state.end or ""].format(streak=numbers.hegemon_streak, revolt=numbers.revolt_at[state.players])


def coalition(state: "WindsOfTradePosition") -> tuple[str, ...]:
    """The factions whose superiority holders win an Order ending."""
    counts = state.council_counts()
    leader = state.council_controller()
    if leader is not None:
        return (leader,)
    seated = [f for f in FACTIONS if counts[f] > 0]
    if not seated:
        return ()
    fewest = min(seated, key=lambda f: (counts[f], FACTIONS.index(f)))
    most = max(counts.values())
    biggest = [f for f in FACTIONS if counts[f] == most and f != fewest]
    for partner in state.game.content.factions[fewest].coalition:
        if partner in biggest:
            return (fewest, partner)
    return (fewest,)


def coalition_holders(state: "WindsOfTradePosition") -> list[int]:
    """The captains holding a superiority of the winning faction or coalition."""
    seats = {state.holder[FACTIONS.index(f)] for f in coalition(state)}
    return sorted(s for s in seats if s is not None)


def order_winners(state: "WindsOfTradePosition") -> list[int]:
    """The coalition's holders; when two captains hold its two superiorities, the one
    the Anarchy order prefers (they share only if that order cannot part them)."""
    holders = coalition_holders(state)
    return _anarchy(state, holders)[0] if len(holders) > 1 else holders


def anarchy_winners(state: "WindsOfTradePosition") -> list[int]:
    return _anarchy(state, list(range(state.players)))[0]


def _anarchy(state: "WindsOfTradePosition", tied: list[int]) -> tuple[list[int], str | None]:
    """The Anarchy order's winners among `tied` and the measure that singled one out
    (None: still tied)."""
    for what, measure in (("most islands controlled", state.islands_controlled),
                          ("most gold", lambda s: state.gold[s]), ("most cargo", state.cargo_total)):
        best = max(measure(s) for s in tied)
        tied = [s for s in tied if measure(s) == best]
        if len(tied) == 1:
            return tied, what
    golden = state.controller(state.game.map.golden)
    return ([golden], "control of the Golden Isle") if golden in tied else (tied, None)


def _anarchy_note(state: "WindsOfTradePosition", among: list[int]) -> str:
    """Why the Anarchy order picked its winners among `among`, for the results screen."""
    _, decided_by = _anarchy(state, among)
    order = "most islands controlled, then gold, then cargo, then the Golden Isle"
    if decided_by is None:
        return f"Anarchy order ({order}): still tied, so they share the victory."
    return f"Anarchy order ({order}): decided by {decided_by}."


def winners(state: "WindsOfTradePosition") -> list[int]:
    if state.end in ORDER:
        found = order_winners(state)
        if found:
            return found
    return anarchy_winners(state)


FIGURES = ["islands", "gold", "cargo", "golden_isle", "coalition"]
"""What decides a game, in the order the results show it: Anarchy's measures in their
tie-break order, then whether the seat holds a superiority of the winning coalition."""


def final_result(state: "WindsOfTradePosition") -> Result:
    """A win is 1 point, a loss 0; the figures are the numbers that decided it and the
    notes say how the game ended and why (not in a world a bot plays out in its head,
    which writes no words: `WindsOfTradePosition.narrates`)."""
    if state.phase != Phase.OVER:
        raise ValueError("the game is not over yet")
    won = [1 if s in state.winners else 0 for s in range(state.players)]
    factions = coalition(state) if state.end in ORDER else ()
    notes = _notes(state, factions) if state.narrates else []
    golden = state.controller(state.game.map.golden)
    figures = []
    for s in range(state.players):
        held = [f for f, h in zip(FACTIONS, state.holder) if h == s]
        figures.append({"islands": state.islands_controlled(s), "gold": state.gold[s], "cargo": state.cargo_total(s),
                        "golden_isle": int(golden == s), "coalition": int(any(f in factions for f in held))})
    return Result(totals=won, breakdown=[{"won": w} for w in won], winners=list(state.winners),
                  categories=["won"], notes=notes, ending=state.end or "", rounds=state.round,
                  figure_names=list(FIGURES), figures=figures,
                  turn_order=[(state.start + k) % state.players for k in range(state.players)])


def _notes(state: "WindsOfTradePosition", factions: tuple[str, ...]) -> list[str]:
    """How the game ended and why, in words, for the results screen (`factions`: the
    winning faction or coalition of an Order ending)."""
    notes = [reason(state)]
    if state.end in ORDER:
        notes.append(f"Winning faction{'' if len(factions) == 1 else 's'}: "
                     + (", ".join(state.game.name_of(f) for f in factions) or "none") + ".")
    holders = coalition_holders(state) if state.end in ORDER else []
    if len(holders) > 1:
        notes.append("Two captains hold the coalition's superiorities; between them the " + _anarchy_note(state, holders))
    elif not holders:
        notes.append(_anarchy_note(state, list(range(state.players))))
    if state.end in ORDER:      # superiorities decide only an Order ending
        for s in range(state.players):
            held = [f for f, h in zip(FACTIONS, state.holder) if h == s]
            if held:
                notes.append(f"{{P{s}}} holds the superiority of {', '.join(state.game.name_of(f) for f in held)}.")
    return notes
