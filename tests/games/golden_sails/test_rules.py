"""Golden Sails round structure: the rulebook's Andy/Bob/Cathy round, experts, the
first-player card, hidden gems and the two variants."""

from __future__ import annotations

import pytest

from tabletop.engine import Action, IllegalAction, Rng
from tabletop.engine.match import Match, Seat
from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES
from tabletop.games.golden_sails.state import SampledState
from tests.games.golden_sails import support

ANDY, BOB, CATHY = 0, 1, 2


@pytest.fixture(scope="module")
def game():
    return support.game()


def fresh(game, players: int, first: int = 0, **options):
    state = game.new_state(players, seed=3, options=options)
    state.first = first
    return state


def counts(state, seat) -> dict[str, int]:
    return {e: c for e, c in zip(EXPERTS, state.experts[seat]) if c}


def pile(state, seat, good) -> list[str]:
    return state.piles[seat][GOOD_TYPES.index(good)]


def test_set_up_deals_one_card_per_player_from_the_right_deck_size(game):
    for players, size in ((2, 24), (3, 36), (4, 48)):
        state = game.new_state(players, seed=1)
        assert len(state.deck) == size - players
        assert len(state.market) == players and state.round == 1
        assert all(sum(hand) == 5 for hand in state.experts)
        assert state.reference in {"I", "II", "III", "IV", "V"}


def test_rulebook_round_andy_bob_cathy(game):
    """Andy sends his Armourer to the middle card, Bob his Hunter to the right one, Cathy
    her Cook to the last; Cathy takes the weapon, Bob the animal, and Andy changes the
    spice into a gem by swapping the Cook for his Jeweler."""
    state = fresh(game, 3, first=ANDY)
    left_card, middle, right_card = (slot[0] for slot in state.market)
    assert state.to_act() == ANDY
    state.apply(Action("assign", ("armourer", 1)))
    assert state.to_act() == BOB                      # clockwise
    with pytest.raises(IllegalAction):                 # a card with an expert is taken
        state.apply(Action("assign", ("hunter", 1)))
    state.apply(Action("assign", ("hunter", 2)))
    state.apply(Action("assign", ("cook", 0)))
    assert state.phase == "take" and state.to_act() == CATHY   # last assigner takes first
    state.apply(Action("take", (1,)))
    assert pile(state, CATHY, "weapons") == [middle]
    assert state.to_act() == BOB                      # counter-clockwise
    state.apply(Action("take", (2,)))
    assert pile(state, BOB, "animals") == [right_card]
    assert state.to_act() == ANDY
    legal = state.legal_actions()
    assert Action("take", (0,)) in legal
    assert Action("swap", (0, "jeweler")) in legal
    assert Action("swap", (0, "cook")) not in legal    # swapping a Cook for a Cook changes nothing
    assert Action("swap", (0, "armourer")) not in legal  # Andy already spent it
    events = state.apply(Action("swap", (0, "jeweler")))
    assert pile(state, ANDY, "gems") == [left_card]
    assert counts(state, ANDY) == {"cook": 2, "hunter": 1, "sorcerer": 1}
    gem = game.content.card(left_card).gem
    assert any(f"class {gem}" in e.text and e.audience is None for e in events)
    # the Cook was Cathy's: the log names her, not Andy, as its owner (issue #50, item 13)
    assert f"{{P{ANDY}}} takes {{P{CATHY}}}'s Cook into their own supply and plays the Jeweler instead." \
        in [e.text for e in events]
    assert state.round == 2 and state.first == BOB


def test_only_the_last_taker_may_swap(game):
    state = fresh(game, 3)
    for seat_expert, slot in (("cook", 0), ("cook", 1), ("cook", 2)):
        state.apply(Action("assign", (seat_expert, slot)))
    assert not any(a.kind == "swap" for a in state.legal_actions())
    state.apply(state.legal_actions()[0])
    assert not any(a.kind == "swap" for a in state.legal_actions())
    state.apply(state.legal_actions()[0])
    assert any(a.kind == "swap" for a in state.legal_actions())


def play_round(state, chooser: Rng) -> None:
    start = state.round
    while state.round == start and not state.is_over():
        legal = [a for a in state.legal_actions() if a.kind != "swap"]
        state.apply(chooser.choice(legal))


@pytest.mark.parametrize("players,skips", [(2, False), (3, False), (4, True)])
def test_experts_return_after_rounds_4_and_8_and_four_players_skip_a_seat(game, players, skips):
    state = fresh(game, players, first=0)
    chooser = Rng(2)
    firsts = [state.first]
    for round_number in range(1, 12):
        play_round(state, chooser)
        firsts.append(state.first)
        if round_number in (4, 8):
            assert all(sum(hand) == 5 for hand in state.experts), "experts come back"
            assert all(max(hand) == 1 for hand in state.experts), "a full set of five different experts"
        else:
            assert all(sum(hand) == 5 - (round_number % 4) for hand in state.experts)
    steps = [(b - a) % players for a, b in zip(firsts, firsts[1:])]
    expected = [2 if skips and r in (4, 8) else 1 for r in range(1, 12)]
    assert steps == [e % players for e in expected]
    play_round(state, chooser)
    assert state.is_over() and state.round == 12


def test_game_ends_after_twelve_rounds_with_empty_deck(game):
    for players in (2, 3, 4):
        state = game.new_state(players, seed=5)
        chooser = Rng(1)
        while not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
        assert state.deck == []
        assert sum(len(p) for seat in state.piles for p in seat) == 12 * players


def take_a_gem(game, **options):
    state = fresh(game, 2, first=0, **options)
    state.apply(Action("assign", ("jeweler", 0)))
    state.apply(Action("assign", ("cook", 1)))
    state.apply(Action("take", (0,)))       # seat 1 takes first: the gem
    return state


def test_gems_are_hidden_from_opponents_but_their_class_is_announced(game):
    state = take_a_gem(game)
    gem_card = state.piles[1][1][0]
    own, other = state.view(1), state.view(0)
    assert own.seats[1].gems == (gem_card,)
    assert other.seats[1].gems is None and other.seats[1].gem_count == 1
    assert other.seats[1].announced_gems == (game.content.card(gem_card).gem,)
    assert gem_card not in str(other.to_json())
    assert state.view(None).seats[1].gems is None


def test_private_gem_event_only_for_its_owner(game):
    match = Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], seed=3)
    match.state.first = 0
    for action in (Action("assign", ("jeweler", 0)), Action("assign", ("cook", 1)), Action("take", (0,))):
        match.apply(action)
    assert any(line.startswith("Your new gem") for line in match.log_for(1))
    assert not any(line.startswith("Your new gem") for line in match.log_for(0))
    assert any(line.startswith("Ben takes a gem and announces class") for line in match.log_for(0))


def test_open_gems_variant_shows_everyone(game):
    state = take_a_gem(game, open_gems=True)
    assert state.view(0).seats[1].gems == tuple(state.piles[1][1])


def test_secret_experts_variant_hides_remaining_experts(game):
    state = fresh(game, 3, secret_experts=True)
    view = state.view(0)
    assert view.seats[0].experts is not None
    assert view.seats[1].experts is None and view.seats[1].expert_count == 5
    assert fresh(game, 3).view(0).seats[1].experts == (1, 1, 1, 1, 1)


def test_determinized_gems_match_the_announced_classes(game):
    state = take_a_gem(game)
    for seed in range(20):
        sample = state.determinize(0, Rng(seed))
        card = sample.piles[1][1][0]
        assert game.content.card(card).gem == state.announced[1][0]
        assert sorted(sample.deck) != sorted(state.deck) or sample.deck != state.deck


@pytest.mark.parametrize("options", [{}, {"secret_experts": True}])
def test_samples_of_one_view_do_not_share_their_parts(game, options):
    """A search samples thousands of worlds from one view, built from one kept template:
    playing a world out must leave the next world drawn with the same numbers unchanged."""
    state = take_a_gem(game, **options)
    view = state.view(0)
    first = game.determinize(view, Rng(5)).to_json()
    world = game.determinize(view, Rng(5))
    chooser = Rng(1)
    while not world.is_over():
        world.apply(chooser.choice(world.legal_actions()))
    assert game.determinize(view, Rng(5)).to_json() == first


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sampled_world_plays_and_scores_alike_but_tells_nothing(game, players):
    """A bot's world (SampledState) skips events and the result's explanations, nothing else."""
    for seed in range(1, 13):
        state = game.new_state(players, seed=seed)
        world = SampledState(game, players, state.rng.clone(), state.options)
        world.load_json(state.to_json())
        chooser = Rng(seed)
        while not state.is_over():
            action = chooser.choice(state.legal_actions())
            assert state.apply(action) and world.apply(action) == []
            assert world.to_json() == state.to_json()
        told, quiet = state.result(), world.result()
        assert (quiet.totals, quiet.breakdown, quiet.winners) == (told.totals, told.breakdown, told.winners)
        assert told.choices and quiet.choices == []
    assert type(state.determinize(0, Rng(1))) is SampledState


def test_unknown_option_is_refused(game):
    with pytest.raises(ValueError):
        game.new_state(2, 1, {"no_such_variant": True})
    with pytest.raises(ValueError):
        game.new_state(5, 1)


def test_apply_accepts_exactly_the_legal_actions(game):
    """apply() checks legality without listing actions; it must agree with legal_actions()."""
    universe = ([Action("assign", (e, i)) for e in EXPERTS for i in range(5)]
                + [Action("take", (i,)) for i in range(5)]
                + [Action("swap", (i, e)) for i in range(5) for e in EXPERTS]
                + [Action("take", ("0",)), Action("assign", ("cook",)), Action("swap", (0,))])
    for players in (2, 3, 4):
        state = game.new_state(players, seed=players)
        chooser = Rng(players)
        while not state.is_over():
            legal = set(state.legal_actions())
            for action in universe:
                trial = state.clone()
                try:
                    trial.apply(action)
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == (action in legal), action
            state.apply(chooser.choice(sorted(legal, key=str)))


def test_final_scoring_starts_with_the_last_rounds_first_player(game):
    # A duel of Ana's shield against Ben's side: who chooses first is the state's first player.
    cards = game.content.cards
    shield = next(c.id for c in cards if c.spell.power == "weapon_shield")
    katar = next(c.id for c in cards if (c.weapon.kind, c.weapon.left, c.weapon.right) == ("katar", 2, 0))
    mambele = next(c.id for c in cards if (c.weapon.kind, c.weapon.left, c.weapon.right) == ("mambele", 0, 2))
    weapons = []
    for first in (0, 1):
        state = fresh(game, 2, first=first)
        pile(state, 0, "spells").append(shield)
        pile(state, 1, "weapons").extend([katar, mambele])
        weapons.append(state.result().breakdown[0]["weapons"])
    assert weapons == [-2, 0]
