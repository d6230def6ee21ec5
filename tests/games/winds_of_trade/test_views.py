"""Winds of Trade hidden information and determinism: views leak nothing, determinize
rebuilds from a view alone, same seed and actions give the same game."""

from __future__ import annotations

import json

from tabletop.engine import Action, Rng
from tabletop.engine.match import Match, Seat
from tests.games.winds_of_trade.support import NORTH, act, game, started


def view_text(state, seat) -> str:
    return json.dumps(state.view(seat).to_json(), sort_keys=True)


def hidden_ids(state, seat) -> set[str]:
    """Card ids the seat may not see: deck contents, unpeeked market cards, another's draw."""
    ids = set(state.island_deck) | set(state.advisor_deck) | set(state.council_deck) | set(state.market_deck)
    for spot in range(8):
        for card, peekers in state.market[spot]:
            if card is not None and seat not in peekers:
                ids.add(card)
    if state.phase == "recruit" and state.current != seat:
        ids |= set(state.drawn)
    return ids


def test_views_contain_no_hidden_card_ids_through_a_whole_game():
    state = game().new_state(3, seed=4)
    chooser = Rng(9)
    checked = 0
    while not state.is_over():
        for seat in (0, 1, 2, None):
            text = view_text(state, seat)
            for card in hidden_ids(state, seat):
                assert f'"{card}"' not in text, (card, seat)
            checked += 1
        state.apply(chooser.choice(state.legal_actions()))
    assert checked > 30


def test_recruit_draw_is_seen_by_the_recruiter_only():
    state = started()
    act(state, "recruit")
    drawn = tuple(state.drawn)
    assert state.view(0).drawn == drawn
    assert state.view(1).drawn is None and state.view(1).drawn_count == 3
    assert state.view(None).drawn is None
    for card in drawn:
        assert f'"{card}"' not in view_text(state, 1)


def test_legal_actions_are_shown_only_to_the_seat_to_act():
    state = started()
    assert state.view(0).legal and state.view(1).legal == () and state.view(None).legal == ()


def test_determinize_keeps_what_the_seat_knows_and_resamples_the_rest():
    state = started()
    act(state, "peek", 0)
    act(state, "recruit")
    known = state.market[NORTH][0][0]
    for seed in range(5):
        mine = game().determinize(state.view(0), Rng(seed))
        assert mine.market[NORTH][0][0] == known and mine.drawn == state.drawn
        theirs = game().determinize(state.view(1), Rng(seed))
        assert len(theirs.drawn) == 3 and theirs.view(1).to_json() == state.view(1).to_json()
        # a face-down card is replaced by one with the same public price
        price = state.game.content.market_index
        for spot in range(9):
            for (a, _), (b, _) in zip(state.market[spot], theirs.market[spot]):
                assert (a is None) == (b is None) and (a is None or price[a].cost == price[b].cost)
    samples = {tuple(game().determinize(state.view(1), Rng(s)).advisor_deck) for s in range(5)}
    assert len(samples) > 1


def test_same_seed_and_actions_give_the_same_state_hashes():
    def run(seed: int) -> list[str]:
        match = Match(game(), [Seat(f"P{i}", "random", i) for i in range(4)], seed=seed)
        chooser = Rng(17)
        while not match.state.is_over():
            match.apply(chooser.choice(match.state.legal_actions()))
        return [entry.state_hash for entry in match.history]

    first = run(5)
    assert first == run(5)
    assert first != run(6)


def test_json_round_trip_mid_recruit_and_mid_election():
    state = started()
    act(state, "recruit")
    back = game().state_from_json(json.loads(json.dumps(state.to_json())))
    assert back.to_json() == state.to_json() and back.legal_actions() == state.legal_actions()
    act(state, "keep", 0)
    act(state, "end_turn")
    act(state, "end_turn")
    if state.phase == "election":
        act(state, "bid", 1)
        back = game().state_from_json(json.loads(json.dumps(state.to_json())))
        assert back.to_json() == state.to_json() and back.view(1).to_json() == state.view(1).to_json()


def test_clone_copies_every_field_to_its_depth():
    from tabletop.games.winds_of_trade.position import FIELDS

    def fresh(mine, theirs, depth: int, name: str) -> None:
        if depth == 0:
            return
        assert mine == theirs and mine is not theirs, name
        for a, b in zip(mine, theirs):
            fresh(a, b, depth - 1, name)

    state = game().new_state(3, 2)
    rng = Rng(2)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    for name, depth in FIELDS.items():
        fresh(getattr(state, name), getattr(copy, name), depth, name)


def test_clone_is_independent():
    state = started()
    copy = state.clone()
    act(copy, "land")
    act(copy, "sail", "northeast")
    assert state.aboard[0] == 2 and state.ship[0] == NORTH and state.crew[NORTH][0] == 0
    assert copy.to_json() != state.to_json()
    assert state.legal_actions() != copy.legal_actions()
    assert Action("end_turn") in state.legal_actions()
