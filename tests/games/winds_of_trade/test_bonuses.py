"""The looked-up modifiers (a seat's bonus table, kept per loadout; an island card's)
answer exactly what asking every effect would: the search reads the tables, the
effects stay the definition."""

from __future__ import annotations

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade import position
from tabletop.games.winds_of_trade.effects import QUANTITIES, Effect
from tabletop.games.winds_of_trade.model import GOODS
from tests.games.winds_of_trade.support import game


def _asked(state, seat: int, quantity: str, good: str | None) -> int:
    return sum(e.bonus(quantity, good) for e in state.ship_effects(seat))


def _positions(players: int, seed: int, steps: int = 400):
    state = game().new_state(players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over():
            return
        yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("memo_limit", [position.BONUS_MEMO_LIMIT, 2])
def test_a_seats_bonus_is_the_sum_of_its_effects(monkeypatch, memo_limit):
    monkeypatch.setattr(position, "BONUS_MEMO_LIMIT", memo_limit)
    game().bonus_memo.clear()           # the loaded game is shared: start from no loadouts
    seen_bonus = False
    for seed in (1, 2, 3):
        for state in _positions(4, seed):
            for seat in range(state.players):
                for quantity in QUANTITIES:
                    for good in (None, *GOODS):
                        expected = _asked(state, seat, quantity, good)
                        assert state.bonus(seat, quantity, good) == expected, (seed, seat, quantity, good)
                        seen_bonus |= expected != 0
    assert seen_bonus, "the games should give some seat a modifier"
    assert 0 < len(game().bonus_memo) <= memo_limit


def test_a_quantity_no_effect_names_is_asked_of_the_effects():
    state = next(_positions(2, 1))
    assert state.bonus(0, "no_such_quantity") == 0


def test_an_islands_bonus_is_its_effects_answer():
    checked = 0
    for state in _positions(3, 4, steps=200):
        for spot in range(len(state.card)):
            effect = state.island_effect(spot)
            for quantity in QUANTITIES:
                for good in (None, *GOODS):
                    expected = effect.bonus(quantity, good) if effect else 0
                    assert state.island_bonus(spot, quantity, good) == expected
                    checked += effect is not None
    assert checked


def test_upkeeps_tables_answer_what_the_cards_say():
    """Upkeep reads an island's production and the effects that act then from tables the
    game builds at load: every effect that does something at upkeep is in them, and
    production is the numbers' plus the island's own bonus."""
    rules = game()
    base_upkeep = Effect.upkeep
    for card, effect in rules.effects.items():
        acts = type(effect).upkeep is not base_upkeep
        assert (card in rules.upkeep_effects) == acts, card
    for f, power in enumerate(rules.faction_effects.values()):
        assert (rules.faction_upkeep[f] is power) == (type(power).upkeep is not base_upkeep)
    for island in rules.content.islands:
        effect = rules.effects.get(island.id)
        extra = effect.bonus("production") if effect else 0
        assert rules.production[island.id] == rules.numbers.produce + extra
    assert rules.upkeep_effects, "some card should act at upkeep"


def test_the_wind_table_by_cargo_is_the_numbers_wind():
    rules = game()
    table = rules.wind_by_cargo
    for cargo in range(30):
        assert table[min(cargo, len(table) - 1)] == rules.numbers.wind_for(cargo)
