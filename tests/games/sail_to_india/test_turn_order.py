"""Sail to India: who starts, who gets what at the start, and who plays when, checked
against the rulebook line by line (set-up step 5, "How to play", "Game end conditions",
"Acquire technology"). Written when bots in the start seat won far less often than the
others, to rule out a turn-order bug: each rule the seat order touches has its test here."""

from __future__ import annotations

from tests.games.sail_to_india.support import game, legal, play, table, touch


def _start_seats(players: int) -> dict[int, object]:
    """A new match for every seat as the start player (the seeds that give each)."""
    found: dict[int, object] = {}
    seed = 0
    while len(found) < players:
        state = game().new_state(players, seed)
        found.setdefault(state.first, state)
        seed += 1
    return found


def _pass_turn(state) -> None:
    """Spend both action points on moves that sail nothing."""
    play(state, "move", "done", "move", "done")


def test_every_seat_can_start_and_the_wealth_follows_from_the_start_player():
    # Set-up step 5: from the start player clockwise, 2, 2, 3 and 4 wealth, one banker each.
    for players in (3, 4):
        for first, state in _start_seats(players).items():
            assert state.current == first and state.ap == 2
            by_position = [state.wealth[(first + k) % players] for k in range(players)]
            assert by_position == [2, 2, 3, 4][:players]
            assert all(state.bankers(s) == 1 and state.stock[s] == 7 for s in range(players))


def test_turns_go_clockwise_and_the_start_player_opens_every_round():
    # "The starting player takes the first turn ... the next player clockwise": the start
    # player never changes, so every round opens with the same seat.
    state = _start_seats(3)[2]
    seen = []
    for _ in range(3 * 3):
        seen.append(state.current)
        _pass_turn(state)
    assert seen == [2, 0, 1] * 3
    assert state.first == 2 and state.turn_number == 9


def test_there_is_no_income_between_turns():
    # Wealth comes only from sales: a round of turns that sell nothing changes nobody's wealth.
    state = _start_seats(4)[1]
    before = list(state.wealth)
    for _ in range(4):
        _pass_turn(state)
    assert state.wealth == before and state.vp == [0] * 4


def test_an_end_triggered_mid_round_gives_every_other_seat_one_more_turn():
    # "The player who triggered the game end condition finishes his turn. Then every other
    # player gets one final turn each": seat 2 triggers, so 3, then 0 (the start player) and 1 play.
    state = table()
    state.current = 2
    state.stock = [3, 0, 1, 3]
    state.sea[1][0] += 7
    state.sea[2][0] += 6
    touch(state)
    play(state, "employ", "move", "done")
    assert state.trigger == 2 and not state.is_over()
    for seat in (3, 0, 1):
        assert state.current == seat and not state.is_over()
        _pass_turn(state)
    assert state.is_over()


def test_metallurgy_costs_nothing_and_spends_a_scientist():
    # Metallurgy's cost is 0: it can be taken with no wealth at all, and like every
    # technology it takes one of the three scientists for good.
    state = table()
    state.wealth[0] = 0
    state.sea[0][0] += 1                          # its emptied banker stands on Lisboa
    touch(state)
    assert "tech metallurgy" in legal(state) and "tech geography" not in legal(state)
    play(state, "tech metallurgy")
    assert state.wealth[0] == 0 and state.scientists[0] == 2
    assert "tech geography" in legal(state)       # 1 - 1: free now, never below nothing
    play(state, "tech geography")
    assert state.wealth[0] == 0 and state.scientists[0] == 1
    assert state.markers_accounted(0) == 13
