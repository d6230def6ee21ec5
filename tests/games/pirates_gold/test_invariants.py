"""Random games never lose or invent a card or a ducat, and the limits always hold."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine.rng import Rng
from tests.games.pirates_gold.support import real_game


def check(state) -> None:
    game = state.game
    cards = Counter(state.deck) + Counter(state.discard)
    for seat in range(state.players):
        cards += Counter(state.hands[seat]) + Counter(state.reminders[seat])
    cards += Counter(card for _, card, _ in state.stack)
    assert cards == Counter(game.content.deck())
    ducats = Counter(state.reserve) + Counter(v for v in state.spots if v)
    for seat in range(state.players):
        ducats += Counter(state.cargo[seat]) + Counter(state.home[seat])
    assert ducats == Counter(game.all_ducats)
    numbers = game.content.numbers
    for seat in range(state.players):
        assert len(state.cargo[seat]) <= numbers.ship_capacity + (state.phase == "toss" and state.pending == seat)
        assert len(state.hands[seat]) <= numbers.hand_limit + (state.phase == "discard" and state.pending == seat)
        owner = game.board.port_owner(state.ships[seat])
        assert owner is None or owner == seat
        assert not game.board.is_land(state.ships[seat])
    assert sorted(state.hands[0]) == state.hands[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_card_and_ducat(players):
    game = real_game()
    for seed in range(6):
        state, chooser = game.new_state(players, seed), Rng(seed + 50)
        check(state)
        while not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
            check(state)
        assert sum(state.home[state.winner]) >= game.content.numbers.win_value[players]


def test_the_rules_run_without_pygame():
    """The rules package is pure Python: sim, score and the bots never need a display."""
    import subprocess
    import sys

    code = ("import sys; from tabletop.registry import load_game; "
            "g = load_game('pirates_gold'); s = g.new_state(3, 1); s.view(0).to_json(); "
            "import tabletop.games.pirates_gold.bots, tabletop.games.pirates_gold.scenario; "
            "assert 'pygame' not in sys.modules, 'pygame was imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
