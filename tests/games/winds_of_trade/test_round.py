"""Winds of Trade: the round boundary (checks, upkeep, upheaval, election) and the winners."""

from __future__ import annotations

import copy
import dataclasses

import pytest

from tabletop.engine import Action
from tabletop.games.winds_of_trade import boundary
from tabletop.games.winds_of_trade.result import coalition
from tabletop.games.winds_of_trade.model import FACTIONS
from tests.games.winds_of_trade.support import GOLDEN, NORTH, act, end_round, finish_election, set_island, started

COUNCIL = {f: [f"c{6 * i + k + 1:02d}" for k in range(6)] for i, f in enumerate(FACTIONS)}


def seat_council(state, **counts: int) -> None:
    """Put `counts` advisors per faction on the council (left to right, factions in order)."""
    cards = [card for f in FACTIONS for card in COUNCIL[f][: counts.get(f, 0)]]
    state.council = cards
    used = set(cards)
    state.council_deck = [c for c in state.council_deck + state.council_discard if c not in used]
    state.council_discard = []


def stock_all_buy_tracks(state) -> None:
    """Fill every buy track so upkeep upheaves nothing (for tests of other parts)."""
    for spot in range(len(state.card)):
        state.buy[spot] = [1] * len(state.buy[spot])


# ---------------------------------------------------------------- end-of-round checks

def test_hegemon_after_the_streak_of_round_ends_the_content_names():
    state = started()
    seat_council(state, navy=3, pirates=2)
    for round_number in range(1, state.game.numbers.hegemon_streak):
        stock_all_buy_tracks(state)
        end_round(state)
        assert state.streak_faction == "navy" and state.streak == round_number
        assert state.phase == "election"
        finish_election(state)
        seat_council(state, navy=3, pirates=2)    # whoever was elected, navy keeps control
    stock_all_buy_tracks(state)
    events = end_round(state)
    assert state.is_over() and state.end == "hegemon"
    assert any(e.kind == "game_over" for e in events)


def test_a_hung_council_breaks_the_hegemon_streak():
    state = started()
    state.streak_faction, state.streak = "navy", state.game.numbers.hegemon_streak - 1
    seat_council(state, navy=2, pirates=2, merchants=1)
    stock_all_buy_tracks(state)
    end_round(state)
    assert not state.is_over() and state.streak_faction is None and state.streak == 0


def test_stable_markets_after_the_last_round():
    state = started()
    seat_council(state, navy=2, pirates=2, merchants=1)
    state.round = state.game.numbers.rounds[state.players]
    stock_all_buy_tracks(state)
    end_round(state)
    assert state.is_over() and state.end == "stable_markets"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rounds_advance_until_the_player_count_s_last_round_then_the_game_ends(players):
    state = started(players)
    last = state.game.numbers.rounds[players]
    while not state.is_over():
        seat_council(state, navy=2, pirates=2, merchants=1)
        stock_all_buy_tracks(state)
        end_round(state)
        finish_election(state)
        assert state.round <= last
    assert state.end == "stable_markets" and state.round == last
    assert state.view(0).rounds == last                         # what the table's round track shows


@pytest.mark.parametrize("players", [2, 3, 4])
def test_who_leads_each_round_and_moves_first(players):
    """With two captains the lead passes to the other captain each round (content:
    lead.passes); with three or four, nobody controlling an island and gold equal, it
    stays with the start player, the first clockwise from it among the tied
    (lead.by_standing). A round ends when the turn comes back to its lead, and the log
    names the new lead."""
    state = started(players)
    numbers = state.game.numbers
    assert numbers.lead_by_standing[players] == (players > 2) and numbers.lead_passes[players] == (players == 2)
    for round_number in range(1, numbers.hegemon_streak):    # no Hegemon can end it yet
        lead = (round_number - 1) % 2 if players == 2 else 0
        assert state.round == round_number and state.lead == lead and state.to_act() == lead
        movers = []
        stock_all_buy_tracks(state)
        while state.round == round_number:
            movers.append(state.current)
            events = act(state, "end_turn")
        assert movers == [(lead + k) % players for k in range(players)]  # every captain once, lead first
        said = next(e.text for e in events if e.kind == "round")
        assert f"{{P{state.lead}}} leads it" in said                     # the log names the lead
        finish_election(state)


@pytest.mark.parametrize("players", [3, 4])
def test_the_captain_with_most_islands_then_most_gold_leads_the_next_round(players):
    """The leader moves first, so the captain ahead gives the others the last turns
    before the round's end; it bids first in the election that opens the round too."""
    state = started(players)
    stock_all_buy_tracks(state)
    state.gold = [5] * players
    state.gold[1] = 9                                  # most gold, but islands come first
    state.locals[NORTH] = 0
    state.crew[NORTH] = [0] * players
    state.crew[NORTH][2] = 1                           # seat 2 controls the north island
    events = end_round(state)
    assert state.lead == 2 and state.to_act() == 2     # bids first ...
    assert "{P2} leads it" in next(e.text for e in events if e.kind == "round")
    finish_election(state)
    assert state.to_act() == 2                         # ... and moves first
    movers = []
    stock_all_buy_tracks(state)
    state.crew[NORTH][2] = 0                           # nobody controls anything now
    state.gold = [5] * players
    state.gold[1] = 9
    while state.round == 2:
        movers.append(state.current)
        act(state, "end_turn")
    assert movers == [(2 + k) % players for k in range(players)]
    assert state.lead == 1                             # the most gold decides the tie


def test_a_tie_in_islands_and_gold_goes_to_the_first_clockwise_from_the_start_player():
    state = started(players=4)
    state.start = state.lead = 2
    state.current = 2
    stock_all_buy_tracks(state)
    state.gold = [6, 6, 5, 6]                          # seats 3, 0 and 1 tie on gold
    state.locals[NORTH] = 0
    state.crew[NORTH] = [0, 0, 0, 0]
    end_round(state)
    assert state.lead == 3


# ---------------------------------------------------------------- upkeep

def test_upkeep_produces_and_consumes():
    state = started()
    set_island(state, NORTH, "saltmarsh", buy=[1, 1, 0, 0], sell=2)
    state.buy[GOLDEN] = [1, 1, 1, 0, 0, 0]
    end_round(state)
    assert state.round == 2
    assert state.sell[NORTH] == 3 and state.buy[NORTH] == [1, 0, 0, 0]
    assert state.buy[GOLDEN] == [1, 1, 0, 0, 0, 0]


def test_a_full_sell_track_produces_nothing_and_extra_production_adds_one():
    state = started()
    set_island(state, NORTH, "saltmarsh", buy=[1, 1, 1, 1], sell=4)
    set_island(state, 1, "grogholm", buy=[1, 1, 1], sell=1)      # extra production
    end_round(state)
    assert state.sell[NORTH] == 4 and state.sell[1] == 3


def test_upheaval_replaces_the_card_resets_tracks_sends_crew_home_and_keeps_outrage():
    state = started(players=3)
    stock_all_buy_tracks(state)
    set_island(state, NORTH, "saltmarsh", buy=[0, 0, 0, 0], sell=1)
    state.outrage[NORTH] = 2
    state.locals[NORTH] = 1
    state.crew[NORTH] = [3, 1, 0]
    state.supply = [3, 5, 6]
    top = state.island_deck[-1]
    events = end_round(state)
    assert "4 crew go home" in " ".join(e.text for e in events)
    assert state.card[NORTH] == top and "saltmarsh" in state.island_discard
    slots, filled = len(state.game.content.island_index[top].buys), state.game.numbers.upheaval_buy_goods
    assert state.buy[NORTH] == [1 if i < filled else 0 for i in range(slots)]
    assert state.sell[NORTH] == 4
    assert state.crew[NORTH] == [0, 0, 0] and state.supply == [6, 6, 6]
    assert state.locals[NORTH] == 1 + 4
    assert state.outrage[NORTH] == 2
    assert state.upheavals == 1 and not state.is_over()


def test_one_crew_sent_home_by_an_upheaval_is_singular():
    state = started(players=3)
    set_island(state, NORTH, "saltmarsh", buy=[0, 0, 0, 0], sell=1)
    state.outrage[NORTH] = 2
    state.crew[NORTH] = [1, 0, 0]
    events = end_round(state)
    assert "1 crew goes home" in " ".join(e.text for e in events)


def test_revolt_at_the_upheaval_the_content_names_ends_the_game_at_once():
    state = started()
    stock_all_buy_tracks(state)
    revolt_at = state.game.numbers.revolt_at[state.players]
    state.upheavals = revolt_at - 1
    state.buy[NORTH] = [0] * len(state.buy[NORTH])
    state.buy[1] = [0] * len(state.buy[1])         # would be the eighth: never reached
    end_round(state)
    assert state.is_over() and state.end == "revolt" and state.upheavals == revolt_at
    assert state.phase == "over" and state.candidates == []


def test_collapse_when_the_golden_isle_has_nothing_to_consume():
    state = started()
    stock_all_buy_tracks(state)
    state.buy[GOLDEN] = [0] * 6
    end_round(state)
    assert state.is_over() and state.end == "collapse"


def test_upkeep_effects_pay_controllers_and_owners_and_the_golden_isle_refills():
    state = started()
    stock_all_buy_tracks(state)
    set_island(state, NORTH, "brandywine", buy=[1, 1, 1])   # upkeep gold to controller
    state.crew[NORTH] = [3, 0]
    state.cabins[1] = ["a14"]                            # banker: upkeep gold 1
    state.upgrades[1] = ["m13"]                          # strongbox: upkeep gold 1
    state.locals[GOLDEN] = 2
    end_round(state)
    assert state.gold == [6, 7]
    assert state.locals[GOLDEN] == 5


def test_local_growth_adds_locals():
    state = started()
    stock_all_buy_tracks(state)
    set_island(state, NORTH, "goldsand", buy=[1, 1, 1])
    end_round(state)
    assert state.locals[NORTH] == 3


# ---------------------------------------------------------------- the election

def test_the_election_retires_the_leftmost_and_draws_three():
    state = started()
    stock_all_buy_tracks(state)
    council = list(state.council)
    end_round(state)
    assert state.phase == "election" and state.to_act() == state.lead == 1 - state.start  # the new lead bids first
    assert state.council == council[1:] and state.council_discard == [council[0]]
    assert len(state.candidates) == 3 and state.bids == [0, 0, 0]


def test_open_bidding_with_re_entry_until_everyone_passes_in_a_row():
    state = started(players=3)
    stock_all_buy_tracks(state)
    end_round(state)
    first, second, third = [(state.lead + k) % 3 for k in range(3)]
    assert state.to_act() == first                   # the new round's lead bids first
    candidates = list(state.candidates)
    act(state, "bid", 0)          # first
    act(state, "pass")            # second
    act(state, "pass")            # third
    act(state, "bid", 0)          # first bids again: the bidding goes on
    act(state, "bid", 2)          # second re-enters after passing
    act(state, "pass")            # third
    act(state, "pass")            # first
    assert state.phase == "election" and state.to_act() == second
    act(state, "pass")            # second: three passes in a row end it
    assert state.phase == "turn" and state.to_act() == first
    assert state.council[-1] == candidates[0]
    assert candidates[1] in state.council_discard and candidates[2] in state.council_discard
    gold = [5, 5, 5]
    gold[first], gold[second] = 3, 4
    assert state.gold == gold     # the gold went to the bank


def test_a_player_without_gold_can_only_pass():
    state = started()
    stock_all_buy_tracks(state)
    state.gold[1] = 0
    end_round(state)
    assert state.to_act() == 1 and state.legal_actions() == [Action("pass")]


def test_a_tied_election_is_settled_at_random_among_the_tied():
    winners = set()
    for seed in range(12):
        state = started(seed=seed)
        stock_all_buy_tracks(state)
        end_round(state)
        candidates = list(state.candidates)
        act(state, "bid", 0)
        act(state, "bid", 1)
        act(state, "pass")
        act(state, "pass")
        assert state.council[-1] in candidates[:2]
        winners.add(candidates.index(state.council[-1]))
    assert winners == {0, 1}


def test_nobody_bidding_ties_all_three():
    seen = set()
    for seed in range(15):
        state = started(seed=seed)
        stock_all_buy_tracks(state)
        end_round(state)
        candidates = list(state.candidates)
        finish_election(state)
        seen.add(candidates.index(state.council[-1]))
    assert seen == {0, 1, 2}


# ---------------------------------------------------------------- winners: Order

def _end(state, reason: str) -> list[int]:
    boundary.finish(state, reason)
    return state.winners


def test_order_the_holder_of_the_controlling_faction_wins():
    state = started(players=3)
    seat_council(state, pirates=3, navy=2)
    state.holder = [0, 2, 1, None]
    assert _end(state, "hegemon") == [2]
    result = state.result()
    assert result.winners == [2] and result.totals == [0, 0, 1]


@pytest.mark.parametrize("council,expected", [
    # The fewest seated faction allies with the first of its preferences among the biggest.
    ({"navy": 1, "merchants": 2, "people": 2}, ("navy", "merchants")),       # navy: merchants, people, pirates
    ({"navy": 1, "people": 2, "pirates": 2}, ("navy", "people")),
    ({"pirates": 1, "merchants": 2, "navy": 2}, ("pirates", "merchants")),   # pirates: people, merchants, navy
    ({"pirates": 1, "people": 2, "navy": 2}, ("pirates", "people")),
    ({"merchants": 1, "pirates": 2, "people": 2}, ("merchants", "pirates")),  # merchants: pirates, navy, people
    ({"merchants": 1, "navy": 2, "people": 2}, ("merchants", "navy")),
    ({"people": 1, "navy": 2, "pirates": 2}, ("people", "navy")),             # people: navy, merchants, pirates
    ({"people": 1, "merchants": 2, "pirates": 2}, ("people", "merchants")),
])
def test_a_hung_council_is_resolved_by_the_weakest_factions_coalition_preference(council, expected):
    state = started(players=4)
    seat_council(state, **council)
    assert state.council_controller() is None
    assert coalition(state) == expected
    state.holder = [FACTIONS.index(f) for f in FACTIONS]     # seat i holds faction i
    winners = _end(state, "stable_markets")
    assert winners == sorted(FACTIONS.index(f) for f in expected)


def test_two_captains_holding_a_coalition_s_superiorities_are_parted_by_the_anarchy_order():
    """A hung council's coalition names two superiorities; held by two captains, the one
    with more islands (then gold, cargo, the Golden Isle) wins, and only a tie that
    order cannot break is shared."""
    state = started(players=4)
    seat_council(state, navy=1, merchants=2, people=2)           # navy allies with merchants
    state.holder = [FACTIONS.index(f) for f in FACTIONS]          # seat 0 navy, seat 2 merchants
    state.gold = [5, 9, 6, 5]                                     # seat 1 is richest but holds nothing that counts
    assert _end(state, "stable_markets") == [2]
    notes = " ".join(state.result().notes)
    assert "Two captains hold the coalition's superiorities" in notes and "decided by most gold" in notes
    state = started(players=4)
    seat_council(state, navy=1, merchants=2, people=2)
    state.holder = [FACTIONS.index(f) for f in FACTIONS]
    state.gold = [5, 5, 9, 5]
    state.locals[NORTH] = 0
    state.crew[NORTH] = [1, 0, 0, 0]                              # islands come before gold
    assert _end(state, "stable_markets") == [0]
    state = started(players=4)
    seat_council(state, navy=1, merchants=2, people=2)
    state.holder = [FACTIONS.index(f) for f in FACTIONS]
    assert _end(state, "stable_markets") == [0, 2]                # nothing parts them: shared
    assert "still tied" in " ".join(state.result().notes)


def test_coalition_ties_for_fewest_go_by_faction_order():
    state = started(players=4)
    # A five-seat council can only hang 2-2-1; smaller councils (content may shrink it)
    # can tie for fewest. One each: navy is first in faction order, and its first choice
    # among the others is merchants.
    state.council = [COUNCIL[f][0] for f in FACTIONS]
    assert state.council_controller() is None
    assert coalition(state) == ("navy", "merchants")
    # Two pirates, two people: pirates come first; their partner is the people.
    state.council = COUNCIL["people"][:2] + COUNCIL["pirates"][:2]
    assert coalition(state) == ("pirates", "people")


def test_order_falls_back_to_anarchy_when_nobody_holds_the_superiorities():
    state = started(players=3)
    seat_council(state, merchants=3, navy=2)
    state.holder = [0, 1, None, None]
    state.gold = [3, 9, 4]
    assert _end(state, "stable_markets") == [1]


# ---------------------------------------------------------------- winners: Anarchy

def test_anarchy_most_islands_controlled_wins():
    state = started(players=3)
    state.locals[NORTH] = 0
    state.crew[NORTH] = [1, 0, 0]
    state.gold = [0, 20, 20]
    assert _end(state, "revolt") == [0]


def test_anarchy_ties_go_to_gold_then_cargo_then_the_golden_isle_then_all():
    state = started(players=3)
    state.gold = [5, 7, 7]
    state.cargo = [[0, 0, 0], [1, 0, 0], [0, 0, 0]]
    assert _end(state, "collapse") == [1]
    state = started(players=3)
    state.gold = [7, 7, 7]
    state.cargo = [[1, 0, 0], [0, 1, 0], [0, 0, 0]]
    state.locals[NORTH] = 0
    state.crew[NORTH] = [0, 1, 0]
    state.locals[GOLDEN] = 0
    state.crew[GOLDEN] = [1, 0, 0]                 # 0 and 1 each control one island
    assert _end(state, "revolt") == [0]            # the Golden Isle decides
    state = started(players=3)
    state.gold = [7, 7, 2]
    assert _end(state, "revolt") == [0, 1]         # still tied: both win


def test_the_result_says_how_the_game_ended():
    state = started()
    state.holder[0] = 0                            # a superiority, which Anarchy ignores
    _end(state, "collapse")
    result = state.result()
    assert "Collapse" in result.notes[0]
    assert any("Anarchy order" in note for note in result.notes)     # which measure decided
    assert not any("superiority" in note for note in result.notes)   # they decide only an Order ending
    assert all(sum(b.values()) == t for b, t in zip(result.breakdown, result.totals))
    assert state.legal_actions() == [] and state.to_act() is None


def test_an_upheaval_with_an_empty_island_deck_reshuffles_the_discards():
    state = started()
    stock_all_buy_tracks(state)
    state.island_discard = list(state.island_deck)
    state.island_deck = []
    pool = set(state.island_discard) | {state.card[NORTH]}
    state.buy[NORTH] = [0] * len(state.buy[NORTH])
    end_round(state)
    assert state.upheavals == 1 and state.island_discard == [] and len(state.island_deck) == 7
    assert set(state.island_deck) | {state.card[NORTH]} == pool



@pytest.mark.parametrize("filled", [0, 2, 4])
def test_a_risen_island_s_new_card_starts_with_the_buy_goods_the_numbers_name(filled):
    state = started(players=3)
    state.game = copy.copy(state.game)                 # the loaded game is shared: edit a copy
    state.game.numbers = dataclasses.replace(state.game.numbers, upheaval_buy_goods=filled)
    stock_all_buy_tracks(state)
    set_island(state, NORTH, "saltmarsh", buy=[0, 0, 0, 0], sell=1)
    top = state.island_deck[-1]
    end_round(state)                                   # the new card is not consumed in the upkeep it arrives in
    slots = len(state.game.content.island_index[top].buys)
    assert state.buy[NORTH] == [1 if i < filled else 0 for i in range(slots)]
