"""What a Golden Sails position is worth to each seat, for the bots that judge unfinished
positions (greedy, and a search whose playouts are cut short).

`evaluate` estimates a seat's final score from a (determinized) position: the points its
piles score now, counted as the real scorer counts them, plus the promise of the cards
it will still take — more when its piles are half-built sets that one more card would
lift (a fifth spice kind, a gem that extends a run). Like the playout policy
(`bots.py`), it is only ever called on determinized states.
"""

from __future__ import annotations

from tabletop.games.golden_sails.model import ANIMALS, GOOD_TYPES
from tabletop.games.golden_sails.pile_scores import spell_points, spice_points
from tabletop.games.golden_sails.pile_summary import Piles, gain_spice_kind
from tabletop.games.golden_sails.phases import ASSIGNING
from tabletop.games.golden_sails.state import GoldenSailsState
from tabletop.games.golden_sails.weapons import weapon_table

PROMISE = 0.5
"""Share of the average best next gain a seat is credited with for each card it will still take."""

UNIVERSAL_VALUE = 3.0
"""A universal good still in the Spell pile: about what a good placement adds at the end."""


def evaluate(state: GoldenSailsState, seat: int) -> float:
    return evaluate_all(state)[seat]


def evaluate_all(state: GoldenSailsState) -> list[float]:
    """Every seat's estimated final score: its points now plus the promise of its picks left."""
    if state.is_over():
        return [float(t) for t in state.result().totals]
    piles = [Piles(state, seat) for seat in range(state.players)]
    holdings = [p.holdings() for p in piles]
    numbers = piles[0].scorer.numbers
    weapons = weapon_table(holdings, numbers, state.first).net
    picks = picks_left(state)
    values = []
    for seat, p in enumerate(piles):
        now = (spell_points(holdings[seat], numbers) + p.gem_now + spice_points(p.spices, numbers) + p.animal_now
               + weapons[seat])
        universal = sum(1 for power in p.powers if power.power == "universal")
        promise = picks[seat] * PROMISE * sum(best_next_gains(p)) / len(GOOD_TYPES)
        values.append(now + UNIVERSAL_VALUE * universal + promise)
    return values


def picks_left(state: GoldenSailsState) -> list[int]:
    """Cards each seat will still take, the current round's included when not yet taken."""
    rounds_after = state.game.content.setup.rounds - state.round
    if state.phase == ASSIGNING:
        return [rounds_after + 1] * state.players
    out = [rounds_after] * state.players
    for k in range(state.turn, state.players):
        out[(state.first - 1 - k) % state.players] += 1
    return out


def best_next_gains(p: Piles) -> list[float]:
    """Per good type, what the best card of that type could add to these piles now."""
    spice = gain_spice_kind(p.scorer.numbers.spice_kinds, p.kinds)
    gem = max(p.gem_with(g) for g in range(1, 9)) - p.gem_now
    animal = max(p.animal_gain(a) for a in ANIMALS)
    kinds = {w.kind for w in p.weapons}
    weapon = (2.0 if p.players == 2 else 3.0) if len(kinds) < 4 else 0.0
    spell = 2.0 + 2.0 * p.spell_counters
    return [spice, gem, animal, weapon, spell]
