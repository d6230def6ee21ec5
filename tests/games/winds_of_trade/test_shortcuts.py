"""The search's shortcuts (tables built at load, questions answered without the general
helpers) answer exactly what the plain definitions do."""

from __future__ import annotations

import pytest

from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.boundary import draw, draw_some, standing_leader
from tabletop.games.winds_of_trade.model import CLAIMS, FACTIONS
from tabletop.games.winds_of_trade.position import FIELDS
from tabletop.games.winds_of_trade.turn import CLAIM_TESTS, claims
from tests.games.winds_of_trade.support import game


def _positions(players: int, seed: int):
    state = game().new_state(players, seed)
    rng = Rng(seed)
    while not state.is_over():
        yield state
        state.apply(rng.choice(state.legal_actions()))


def plain_claim_met(state, seat: int, claim: str) -> bool:
    """A claim condition by its definition: strictly more than every rival."""
    if claim == "control_golden_isle":
        return state.controller(state.game.golden_spot) == seat
    measure = {"most_islands": state.islands_controlled, "most_gold": lambda s: state.gold[s],
               "most_crew": state.crew_count}[claim]
    mine = measure(seat)
    return (claim != "most_islands" or mine > 0) and all(mine > measure(s) for s in range(state.players) if s != seat)


def plain_claims(state, seat: int) -> list[str]:
    faction_of = {advisor.id: advisor.faction for advisor in state.game.content.advisors}
    mine = {faction_of[a] for a in state.cabins[seat]}
    return [f for i, f in enumerate(FACTIONS) if f in mine and state.holder[i] != seat
            and plain_claim_met(state, seat, state.game.content.factions[f].claim)]


def plain_council_controller(state) -> str | None:
    counts = {f: 0 for f in FACTIONS}
    for card in state.council:
        counts[state.game.content.council_index[card].faction] += 1
    best = max(counts.values())
    leaders = [f for f, c in counts.items() if c == best]
    return leaders[0] if best > 0 and len(leaders) == 1 else None


def plain_standing_leader(state) -> int:
    order = [(state.start + k) % state.players for k in range(state.players)]
    return max(order, key=lambda seat: (state.islands_controlled(seat), state.gold[seat], -order.index(seat)))


def test_the_tables_built_at_load_are_the_contents():
    rules = game()
    for card in rules.content.council:
        assert FACTIONS[rules.council_faction[card.id]] == card.faction
    assert [a.args for a in rules.turn_actions.claim_by_index] == [(f,) for f in FACTIONS]
    assert set(CLAIM_TESTS) == set(CLAIMS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_claims_the_council_and_the_standing_are_their_definitions(players):
    claimed = held = 0
    for seed in range(8):
        for state in _positions(players, seed):
            for seat in range(players):
                found = claims(state, seat)
                assert [a.args[0] for a in found] == plain_claims(state, seat)
                claimed += bool(found)
            assert state.council_controller() == plain_council_controller(state)
            assert state.council_counts() == {f: sum(state.game.content.council_index[c].faction == f
                                                     for c in state.council) for f in FACTIONS}
            assert standing_leader(state) == plain_standing_leader(state)
            held += state.council_controller() is not None
    assert claimed and held, "the games should see a claim open and a council controlled"


def _shares_a_list(a, b, depth: int) -> bool:
    """Whether two values `depth` lists deep share a list at some level."""
    if depth == 0:
        return False
    return a is b or any(_shares_a_list(x, y, depth - 1) for x, y in zip(a, b))


def test_a_clone_copies_every_field_as_deep_as_its_lists_go():
    """`clone` names the fields one by one; FIELDS is what saves and views go by."""
    for state in _positions(4, 5):
        if state.round == 2:        # cards in the cabins, the council and the decks, goods aboard
            break
    copy = state.clone()
    for name, depth in FIELDS.items():
        assert getattr(copy, name) == getattr(state, name), name
        assert not _shares_a_list(getattr(copy, name), getattr(state, name), depth), name
    assert copy.to_json() == state.to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_every_move_carries_at_most_one_argument(players):
    """A sampled world hands a move's argument on alone (`SampledState.apply_trusted`)."""
    for seed in range(3):
        for state in _positions(players, seed):
            assert all(len(action.args) <= 1 for action in state.legal_actions())


@pytest.mark.parametrize("in_pile,in_discard,count", [(5, 3, 3), (3, 2, 3), (2, 4, 3), (0, 4, 3), (1, 1, 3), (0, 0, 2),
                                                      (4, 0, 0)])
def test_drawing_several_cards_is_drawing_them_one_by_one(in_pile, in_discard, count):
    cards = [f"c{i}" for i in range(in_pile + in_discard)]
    fast, plain = game().new_state(2, 1), game().new_state(2, 1)
    for state in (fast, plain):
        state.advisor_deck, state.advisor_discard = cards[:in_pile], cards[in_pile:]
    drawn = draw_some(fast, fast.advisor_deck, fast.advisor_discard, count)
    one_by_one = [draw(plain, plain.advisor_deck, plain.advisor_discard) for _ in range(count)]
    assert drawn == [card for card in one_by_one if card is not None]
    assert (fast.advisor_deck, fast.advisor_discard, fast.rng.state) == (plain.advisor_deck, plain.advisor_discard,
                                                                         plain.rng.state)
