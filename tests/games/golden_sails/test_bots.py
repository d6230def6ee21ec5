"""Golden Sails bot heuristics, and "obvious move" positions the normal bot must solve.

Each puzzle is a final-round position where one move is clearly right; an exhaustive
search of the rest of the round (exact, as nothing is hidden any more) checks that the
expected move really is the best before the bots are asked.
"""

from __future__ import annotations

import pytest

from tabletop.ai.greedy import GreedyBot
from tabletop.ai.hooks import hooks_for
from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine import Action, Rng
from tabletop.games.golden_sails import bots, evaluation, pile_summary
from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES, WEAPONS
from tests.games.golden_sails import support


@pytest.fixture(scope="module")
def game():
    return support.game()


def position(game, *, players=2, reference="I", round=12, phase="take", first=1, turn=0, market, piles,
             spent=None):
    """A hand-built position: `piles[seat]` maps good types to card ids (bottom first),
    `market` lists (card, expert, placed_by), `spent[seat]` the experts already used."""
    state = game.new_state(players, seed=1)
    used = {c for seat in piles for ids in seat.values() for c in ids} | {slot[0] for slot in market}
    unused = [c.id for c in game.content.cards if c.id not in used]
    state.deck = unused[: game.content.setup.deck_size[players] - players * round]
    state.reference, state.round, state.phase, state.first, state.turn = reference, round, phase, first, turn
    state.market = [list(slot) for slot in market]
    state.piles = [[list(seat.get(good, [])) for good in GOOD_TYPES] for seat in piles]
    state.announced = [[game.content.card(c).gem for c in seat.get("gems", [])] for seat in piles]
    state.experts = [[0 if e in (spent or {}).get(seat, ()) else 1 for e in EXPERTS] for seat in range(players)]
    return state


def margin(state, seat: int) -> int:
    totals = state.result().totals
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def exact_value(state, seat: int) -> int:
    """Two players, final round: the seat's final margin with best play by both."""
    if state.is_over():
        return margin(state, seat)
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(exact_value(child, seat))
    return max(values) if state.to_act() == seat else min(values)


def exact_best(state) -> set[Action]:
    seat = state.to_act()
    scored = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        scored[action] = exact_value(child, seat)
    best = max(scored.values())
    return {a for a, v in scored.items() if v == best}


FIVE_SPICES = ["gs01", "gs02", "gs04", "gs05", "gs07"]          # anise, pepper, cloves, juniper, mint
RIVAL = {"animals": ["gs10", "gs14"], "gems": ["gs38", "gs37"], "spells": ["gs25"], "weapons": ["gs27"]}

PUZZLES = {
    # The sixth spice kind is worth 10 VP; the other card is worth 1.
    "take the sixth spice": dict(
        market=[("gs11", "cook", 0), ("gs13", "jeweler", 1)],
        piles=[{"spices": FIVE_SPICES, "animals": ["gs03"]}, RIVAL],
        first=1, expect=Action("take", (0,))),
    # A second boomerang would switch off the first one.
    "do not double a weapon": dict(
        market=[("gs29", "armourer", 0), ("gs06", "hunter", 1)],
        piles=[{"weapons": ["gs21"], "animals": ["gs03"], "spices": FIVE_SPICES[:3]}, RIVAL],
        first=1, expect=Action("take", (1,))),
    # Gems 1-2-3-4 and a 5 on offer: the run grows from 16 to 25 VP.
    "extend the gem run": dict(
        market=[("gs42", "jeweler", 0), ("gs08", "sorcerer", 1)],
        piles=[{"gems": ["gs19", "gs06", "gs11", "gs09"], "spices": FIVE_SPICES[:2]}, RIVAL],
        first=1, expect=Action("take", (0,))),
    # The last taker may swap the expert: a useless double weapon becomes the sixth spice.
    "use the swap right": dict(
        market=[(None, None, None), ("gs46", "armourer", 1)],
        piles=[{"spices": ["gs01", "gs04", "gs05", "gs07", "gs11"], "weapons": ["gs13"]}, RIVAL],
        first=0, turn=1, spent={0: ("jeweler",)}, expect=Action("swap", (1, "cook"))),
    # Last to assign means first to take: make the lotus card a spice, then take it.
    "assign the cook where it pays": dict(
        phase="assign", turn=1,
        market=[("gs11", None, None), ("gs16", "sorcerer", 1)],
        piles=[{"spices": FIVE_SPICES}, RIVAL],
        first=1, spent={1: ("sorcerer",)}, expect=Action("assign", ("cook", 0))),
    # Deny the rival its sixth spice kind: the other card helps me less than it would help it.
    "deny the rival its sixth spice": dict(
        market=[("gs17", "cook", 0), ("gs48", "jeweler", 1)],
        piles=[{"animals": ["gs03", "gs12"], "gems": ["gs19", "gs06"]},
               {"spices": FIVE_SPICES, "animals": ["gs10"]}],
        first=1, expect=Action("take", (0,))),
}


def puzzle_state(game, name: str):
    spec = dict(PUZZLES[name])
    expect = spec.pop("expect")
    return position(game, **spec), expect


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_puzzles_have_one_clearly_right_move(game, name):
    state, expect = puzzle_state(game, name)
    assert state.to_act() == 0 and expect in state.legal_actions()
    assert exact_best(state) == {expect}


@pytest.mark.parametrize("name", sorted(PUZZLES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_normal_bot_solves_the_puzzles(game, name, seed):
    state, expect = puzzle_state(game, name)
    assert IsmctsBot(iterations=200).choose(game, state.view(0), Rng(seed)) == expect


@pytest.mark.parametrize("name", sorted(PUZZLES))
def test_greedy_bot_solves_the_puzzles(game, name):
    state, expect = puzzle_state(game, name)
    assert GreedyBot().choose(game, state.view(0), Rng(1)) == expect


def random_positions(game, players: int, count: int, seed: int = 1):
    chooser = Rng(seed)
    for n in range(count):
        state = game.new_state(players, seed + n)
        for _ in range(chooser.below(players * 24)):
            state.apply(chooser.choice(state.legal_actions()))
        yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_policy_is_legal_and_the_evaluation_sane(game, players):
    rng = Rng(players)
    for state in random_positions(game, players, 40):
        values = evaluation.evaluate_all(state)
        assert len(values) == players and all(v == v and abs(v) < 1000 for v in values)
        assert values[0] == evaluation.evaluate(state, 0)
        if state.is_over():
            assert values == [float(t) for t in state.result().totals]
            continue
        assert bots.rollout_policy(state, rng) in state.legal_actions()
        assert sum(evaluation.picks_left(state)) == players * (12 - state.round) + players - (
            state.turn if state.phase == "take" else 0)


def plain_rollout_policy(state, rng, denial=0.0):
    """The rollout policy's definition: scan the legal actions in order, keep the first
    with the best gain (a swap costs SWAP_COST), or with EPSILON pick one at random.
    With two players, the first take also counts `denial` times the rival's gain."""
    legal = state.legal_actions()
    if len(legal) == 1 or rng.random() < bots.EPSILON:
        return rng.choice(legal)
    seat = state.to_act()
    p = pile_summary.Piles(state, seat)
    rival = pile_summary.Piles(state, 1 - seat) if state.players == 2 and state.turn == 0 else None
    best, best_value = None, float("-inf")
    for action in legal:
        if action.kind == "assign":
            (expert, slot), cost = action.args, 0.0
        elif action.kind == "take":
            slot, expert, cost = action.args[0], state.market[action.args[0]][1], 0.0
        else:
            (slot, expert), cost = action.args, bots.SWAP_COST
        card = state.game.content.card(state.market[slot][0])
        good = GOOD_TYPES[EXPERTS.index(expert)]
        value = bots.gain(p, card, good) - cost
        if action.kind == "take" and rival is not None:
            value += denial * bots.gain(rival, card, good)
        if value > best_value:
            best, best_value = action, value
    return best


@pytest.mark.parametrize("denial", [0.0, bots.DENIAL])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rollout_policy_makes_the_plain_scans_choice(game, players, denial):
    """The policy skips building the action list; it must still choose, and draw, as the scan does."""
    for state in random_positions(game, players, 100, seed=7):
        if state.is_over():
            continue
        fast, plain = Rng(state.round), Rng(state.round)
        for _ in range(5):
            assert bots.rollout_policy(state, fast, denial) == plain_rollout_policy(state, plain, denial)
        assert fast.state == plain.state


def test_denial_changes_some_two_player_takes(game):
    """Weighing the rival's gain is not a no-op: among many first takes of two-player
    games, some pick another card than the mover's own gain alone would."""
    differ = 0
    for state in random_positions(game, 2, 200, seed=11):
        if not state.is_over() and state.phase == "take" and state.turn == 0:
            differ += plain_rollout_policy(state, Rng(1), bots.DENIAL) != plain_rollout_policy(state, Rng(1), 0.0)
    assert differ > 0


def test_only_the_hard_level_plays_out_with_denial(game):
    hooks = hooks_for(game)
    assert hooks.rollout_policy_for("hard") is bots.denying_rollout_policy
    assert hooks.rollout_policy_for("normal") is bots.rollout_policy
    assert hooks.rollout_policy_for(None) is bots.rollout_policy


SUMMARY_FIELDS = ("round", "rounds_left", "scorer", "players", "spices", "gems", "animals", "weapons", "spell_cards",
                  "powers", "counts", "kinds", "shifts", "spell_counters", "pile_bonus", "gem_counts",
                  "gem_now", "animal_now", "new_kind", "spice_pairs", "animal_kinds", "boosts",
                  "evens_piles")


def summary(p) -> dict:
    """A Piles summary's contents, with the gem and animal gains it can work out."""
    fields = {name: getattr(p, name) for name in SUMMARY_FIELDS}
    return fields | {"gem_gains": p.gem_gains(), "animal_gains": p.animal_gains(),
                     "arms": [p.arm(kind) for kind in WEAPONS]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_kept_summaries_equal_fresh_ones(game, players):
    """A take extends the taker's kept summary card by card along a playout (`piles_of`
    reads it), and a clone made on the way goes on from the summaries it copied: at
    every move, for the mover or (every other position) a seat drawn at random, the
    summary kept must equal the one built afresh from the card ids."""
    rng = Rng(players)
    checked = 0
    for n, start in enumerate(random_positions(game, players, 30, seed=11)):
        states = [start]
        while states:
            state = states.pop()
            while not state.is_over():
                seat = rng.below(players) if n % 2 else state.to_act()
                assert summary(pile_summary.piles_of(state, seat)) == summary(pile_summary.Piles(state, seat))
                checked += 1
                if rng.random() < 0.05:
                    states.append(state.clone())
                state.apply(bots.rollout_policy(state, rng))
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 4])
def test_kept_gains_equal_fresh_ones(game, players):
    """The policy keeps each card's gain by the card's area in its summary, and a take
    shares the tables whose gains it cannot change with the summary it extends: every
    gain kept, at every move along a playout, must equal the one worked out afresh for
    each card with that area."""
    keys, _ = pile_summary.area_keys(game)
    cards = game.content.cards
    rng = Rng(players)
    checked = 0
    for state in random_positions(game, players, 20, seed=5):
        while not state.is_over():
            seat = state.to_act()
            kept, fresh = pile_summary.piles_of(state, seat), pile_summary.Piles(state, seat)
            for good, table in enumerate(kept.gains):
                for card in cards:
                    value = table[keys[card.id][good]]
                    if value is not None:
                        assert value == bots.card_gain(fresh, card, good)
                        checked += 1
            state.apply(bots.rollout_policy(state, rng))
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 4])
def test_summaries_handed_out_again_equal_fresh_ones(game, players):
    """A playout's first summary keeps what `taking` made of it, and the next playouts
    from the same piles are handed the same summary for the same take, with the gains
    the earlier ones filled in: every summary and gain kept, at every move of several
    playouts from one position, must equal those worked out afresh, and some must have
    been handed out again."""
    keys, _ = pile_summary.area_keys(game)
    cards = game.content.cards
    rng = Rng(players)
    seen: dict[int, pile_summary.Piles] = {}      # by id, each held so that no id is used again
    again = 0
    for start in random_positions(game, players, 8, seed=9):
        for _ in range(3):
            state = start.clone()
            while not state.is_over():
                seat = state.to_act()
                kept, fresh = pile_summary.piles_of(state, seat), pile_summary.Piles(state, seat)
                assert summary(kept) == summary(fresh)
                for good, table in enumerate(kept.gains):
                    for card in cards:
                        value = table[keys[card.id][good]]
                        if value is not None:
                            assert value == bots.card_gain(fresh, card, good)
                again += id(kept) in seen and kept.children is None     # a child, not the first itself
                seen[id(kept)] = kept
                state.apply(bots.rollout_policy(state, rng))
    assert again > 10


def test_quick_gains_follow_the_rules(game):
    state = position(game, market=[("gs11", "cook", 0), ("gs13", "jeweler", 1)],
                     piles=[{"spices": FIVE_SPICES, "weapons": ["gs21"], "gems": ["gs19", "gs06"]}, RIVAL])
    p = pile_summary.Piles(state, 0)
    card = game.content.card
    assert bots.gain(p, card("gs11"), "spices") == 10          # lotus: 20 → 30 VP
    assert bots.gain(p, card("gs13"), "spices") == 0           # mint again
    assert bots.gain(p, card("gs29"), "weapons") < 0           # a second boomerang
    assert bots.gain(p, card("gs11"), "gems") == 5             # 1-2-3: 4 → 9 VP
    assert bots.gain(p, card("gs13"), "gems") == 5             # 8-1-2 wraps round: 4 → 9 VP


@pytest.mark.parametrize("options", [{"open_gems": True}, {"secret_experts": True}])
def test_bots_play_the_variants(game, options):
    """With secret experts a bot must guess its rivals' hands; it still only plays legal moves."""
    state = game.new_state(3, seed=21, options=options)
    bots_by_seat = [GreedyBot(), IsmctsBot(iterations=15), GreedyBot()]
    rng = Rng(21)
    while not state.is_over():
        seat = state.to_act()
        action = bots_by_seat[seat].choose(game, state.view(seat), rng)
        assert action in state.legal_actions()
        state.apply(action)
