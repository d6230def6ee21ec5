"""Final scoring: historian VP, buildings, technologies; then the rulebook's tie-breakers.

The same `score_players` serves a finished match and a `score` scenario file, so the
scenario command always agrees with the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tabletop.engine.game import Result
from tabletop.games.sail_to_india.model import SailToIndiaContent
from tabletop.games.sail_to_india.position import SailToIndiaPosition

CATEGORIES = ["historians", "buildings", "technologies"]


@dataclass(slots=True)
class FinalPosition:
    """What scoring needs of one player."""

    historian_vp: int
    wealth: int
    buildings: dict[str, int] = field(default_factory=dict)    # kind -> count
    technologies: list[str] = field(default_factory=list)
    discovered_india: bool = False


def score_players(content: SailToIndiaContent, players: list[FinalPosition]) -> Result:
    totals, breakdown = [], []
    for p in players:
        buildings = sum(content.building(kind).end_vp * count for kind, count in p.buildings.items())
        techs = sum(content.tech(t).effect.end_vp(p.buildings) for t in p.technologies)
        parts = {"historians": p.historian_vp, "buildings": buildings, "technologies": techs}
        breakdown.append(parts)
        totals.append(sum(parts.values()))
    keys = [(totals[i], p.discovered_india, p.wealth, p.historian_vp) for i, p in enumerate(players)]
    best = max(keys)
    winners = [i for i, key in enumerate(keys) if key == best]
    ranking = sorted(range(len(players)), key=lambda i: keys[i], reverse=True)
    notes = tie_break_notes(keys)
    return Result(totals, breakdown, winners, list(CATEGORIES), [{} for _ in players], notes, ranking=ranking)


TIE_BREAKS: tuple[tuple[str, Callable[[object], str]], ...] = (
    ("discovered India", lambda v: "yes" if v else "no"), ("wealth", str), ("VP on the historian card", str))
"""The rulebook's tie-breakers after VP, in order: what each compares and how it reads."""


def seats_named(seats: list[int]) -> str:
    """"{P0}", "{P0} and {P2}", "{P0}, {P1} and {P2}"."""
    names = [f"{{P{i}}}" for i in seats]
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]


def tie_break_notes(keys: list[tuple]) -> list[str]:
    """Which tie-break decided a tie on VP at the top, and with what values: "Tie on 12
    VP between {P0} and {P2}, decided by wealth: {P0} 7, {P2} 5." (empty when no tie)."""
    best = max(keys)
    tied = [i for i, key in enumerate(keys) if key[0] == best[0]]
    if len(tied) < 2:
        return []
    names = seats_named(tied)
    for level, (what, shown) in enumerate(TIE_BREAKS, start=1):
        values = {i: keys[i][level] for i in tied}
        if len(set(values.values())) > 1:
            said = ", ".join(f"{{P{i}}} {shown(v)}" for i, v in values.items())
            return [f"Tie on {best[0]} VP between {names}, decided by {what}: {said}."]
    return [f"Tie on {best[0]} VP between {names}, still tied after discovered India, wealth and historian "
            "VP: they share the victory."]


def final_result(state: SailToIndiaPosition) -> Result:
    """The match's result, with how it ended (`india`, `empty_stocks` or `round_limit`)
    and the rounds played, which `sim` tallies."""
    players = [FinalPosition(state.vp[s], state.wealth[s], state.building_counts(s),
                             [t for t, owner in state.techs.items() if owner == s], state.india == s)
               for s in range(state.players)]
    result = score_players(state.game.content, players)
    if state.trigger is not None:
        result.ending = "india" if state.india is not None else "empty_stocks"
        who = f"{{P{state.trigger}}}"
        cause = (f"{who} discovered India" if state.india is not None else
                 f"{who}'s turn left {state.numbers.empty_stock_players} players with no markers in stock")
        result.notes.insert(0, f"{cause}, so everyone else had one last turn.")
    else:
        result.ending = "round_limit"
        result.notes.insert(0, f"Nobody caused the end, so the game stopped after round {state.numbers.round_limit}.")
    result.rounds = state.turn_number // state.players + 1
    return result
