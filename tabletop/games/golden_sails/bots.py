"""What the bots know of Golden Sails (`HOOKS`, see tabletop/engine/package.py): the
quick judgement of what a card adds to a seat's piles, and the playout policy built on it.
What an unfinished position is worth is `evaluation.py`'s; the summary of a seat's piles
that both read is `pile_summary.py`'s.

`rollout_policy` is the quick judgement the search uses for everyone's moves in its
playouts: take the card whose area adds most to your own piles and send your experts to
the cards you would most like, with some randomness so that playouts differ. The hard
level's playouts (`denying_rollout_policy`) also weigh, in two-player games, what a take
leaves the rival. The constants here are what tools/hard_variants.py may change
(`--constant`) while a variant searches.

These functions read the state's piles, market, experts and round, and are only ever
called on determinized states: what they see is what the deciding seat could know.
The playout policy runs thousands of times per decision, so it works on small counts
and memoised scores rather than calling the full scorer.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import cast

from tabletop.engine.action import Action
from tabletop.engine.game import State
from tabletop.engine.package import BotHooks, Evaluate, Policy
from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.evaluation import UNIVERSAL_VALUE, evaluate, evaluate_all
from tabletop.games.golden_sails.model import EXPERT_INDEX, EXPERTS, GOOD_TYPES, Card
from tabletop.games.golden_sails.phases import ASSIGNING, TAKING
from tabletop.games.golden_sails.pile_scores import animal_trios
from tabletop.games.golden_sails.pile_summary import (
    ANIMAL_INDEX, ANIMALS_I, EXPERT_INDEXES, GEMS_I, SPELLS_I, SPICES_I, TYPE_INDEX, WEAPONS_I, Piles, piles_of,
    weapon_worth,
)
from tabletop.games.golden_sails.state import GoldenSailsState

SCORE_SCALE = 8.0
"""A lead of about 8 VP is a comfortable one."""

ROLLOUT_DEPTH = None
"""Playouts run to the real final score (a game is only 12 rounds). Cutting them short
searches much faster (4 players, median over 5 positions: 388 it/s to the end, 1,216 cut
at 16 actions, 2,256 cut at 8) but plays worse in the same 0.5 s: against greedy, 2
players, the same 20 rotated seeds, normal won 20/20 with full playouts (235 iterations),
17/20 cut at 16 (600) and 15/20 cut at 8 (1,100). `evaluate` cannot yet tell what the
rest of a game is worth as well as playing it out does."""

EPSILON = 0.15
"""How often a playout move is uniformly random instead of the quick judgement's best."""

DENIAL = 1.0
"""The hard level's playouts, two players, the first to take: the share of the rival's
gain from a card that taking it is worth, since the rival takes the card left. At 1.0
the take is the one that best widens the mover's lead (the rival's gains from the two
cards sum to the same whichever is taken). Normal's playouts, and greedy, look at the
mover's own gain only. Measured: see `LEVEL_ROLLOUT_POLICIES`."""

SWAP_COST = 0.5
"""Taking the last card under another expert spends that expert: a small price."""

NO_VALUE = float("-inf")
"""Below every gain: where the policy's scans for the best move start."""

_held: dict[tuple[int, ...], list[int]] = {}
"""The experts each hand (a count per expert) holds, in order: few hands ever occur."""


_swaps: dict[tuple[tuple[int, ...], str], list[int]] = {}
"""The experts a hand (a count per expert) may swap for the one on the last card, in
order: like `_held`, few pairs ever occur."""


def horizon(state: GoldenSailsState) -> int:
    """Greedy judges an action once the round it belongs to has been played out."""
    return state.round


# ---------------------------------------------------------------- the quick judgement

def gain(p: Piles, card: Card, good: str) -> float:
    """A quick estimate of what taking `card` as `good` adds to the seat whose piles are `p`."""
    return card_gain(p, card, TYPE_INDEX[good])


def card_gain(p: Piles, card: Card, good: int) -> float:
    """`gain` by the good's index in GOOD_TYPES (an expert's index in EXPERTS is its
    good's): the policy's hottest call, so one function without further calls for the
    common goods. Each good's value starts from its pile's spell bonus and adds the
    rest in one fixed order, so the floats never change with the code around them."""
    value = p.pile_bonus[good]
    if good == SPICES_I:           # a new kind, and the spice-pair spells it evens up
        spice = card.spice
        spices = p.spices
        if spice not in spices:
            value += p.new_kind
        for a, b in p.spice_pairs:
            if spice == a or spice == b:
                if spices.count(spice) < spices.count(b if spice == a else a):
                    value += p.scorer.numbers.power_points["spice_pair"]
        return value
    if good == GEMS_I:             # what the gem adds to the best runs
        return value + (p._gem_gains or p.gem_gains())[card.gem - 1]
    if good == ANIMALS_I:          # what the animal adds to the sets and the spells that count it
        animal = card.animal
        value += (p._animal_gains or p.animal_gains())[ANIMAL_INDEX[animal]]
        for counted in p.animal_kinds:
            if counted == animal:
                value += p.scorer.numbers.power_points["animal_kind"]
        return value
    if good == WEAPONS_I:          # what the weapon steals, or minus the working weapon it doubles
        weapon = card.weapon
        same, boost, lost = p._arms.get(weapon.kind) or p.arm(weapon.kind)
        if same == 1:
            value -= lost
        elif not same:
            value += weapon_worth(weapon.left + boost, weapon.right + boost, p.players)
        return value
    return value + spell_gain(p, card)


def spell_gain(p: Piles, card: Card) -> float:
    """What a spell adds now, plus a little for what it will count later in the game."""
    numbers = p.scorer.numbers
    pts = numbers.power_points
    spell = card.spell
    value = float(pts["spell_count"] * p.spell_counters)      # existing spell counters count this card too
    later = p.rounds_left / len(GOOD_TYPES)
    power = spell.power
    if power == "goods_count":
        assert spell.type is not None       # each power carries its parameter (the loader checks)
        value += pts["goods_count"] * (p.counts[TYPE_INDEX[spell.type]] + later)
    elif power == "spell_count":
        value += pts["spell_count"] * (p.counts[SPELLS_I] + 1 + later)
    elif power == "animal_kind":
        assert spell.animal is not None
        value += pts["animal_kind"] * (p.animals.count(spell.animal) + later / 2)
    elif power == "spice_pair":
        a, b = spell.spices
        value += pts["spice_pair"] * (min(p.spices.count(a), p.spices.count(b)) + 0.25)
    elif power == "five_types":
        counts = list(p.counts)
        counts[SPELLS_I] += 1
        value += pts["five_types"] * (min(counts) + (0.5 if later > 0.5 else 0.0))
    elif power == "animal_trio":
        value += pts["animal_trio"] * (animal_trios(p.animals) + later / 3)
    elif power == "gem_shift":
        value += p.gem_with(0, extra_shifts=1) - p.gem_now + 0.5
    elif power == "weapon_boost":
        same = sum(1 for w in p.weapons if w.kind == spell.weapon)
        value += (2 if p.players > 2 else 1) * numbers.weapon_boost if same == 1 else 0.5
    elif power == "weapon_shield":
        value += 2.0
    else:  # universal
        value += UNIVERSAL_VALUE
    return value


def rollout_policy(state: GoldenSailsState, rng: Rng, denial: float = 0.0) -> Action:
    """Mostly the move with the best quick gain for the mover, sometimes (EPSILON) a random one.

    With two players and `denial` > 0, the first to take also counts that share of what
    the card would give the rival, who takes the other card (`denying_rollout_policy`).

    The same choice as scanning `state.legal_actions()` in order and keeping the first
    move with the highest gain (a swap costing SWAP_COST), and the same random numbers;
    but the scan runs over the market's slots and the mover's experts directly, so that
    no move builds the list of actions: the random one draws its index in that list
    (`rng.below` draws as `rng.choice` does) and reads the action off the slots and
    experts in the list's order. An assignment is scanned slot by slot, so among equal
    gains it keeps the lowest expert, then the lowest slot: the first in the list's order.
    tests/games/golden_sails/test_bots.py pins it against the plain scan."""
    market = state.market
    if state.phase == ASSIGNING:       # a slot's expert is set by each assignment, so players - turn are free
        seat = (state.first + state.turn) % state.players       # `to_act`, as in every branch below
        hand = tuple(state.experts[seat])
        experts = _held.get(hand)
        if experts is None:
            experts = _held[hand] = [e for e in EXPERT_INDEXES if hand[e]]
        if (state.players - state.turn) * len(experts) == 1 or rng.random() < EPSILON:
            free = [i for i, entry in enumerate(market) if entry[1] is None]
            k = rng.below(len(experts) * len(free))     # rng.choice(state.legal_actions()), unlisted
            return state.game.assign_actions[experts[k // len(free)]][free[k % len(free)]]
        p = piles_of(state, seat)
        card, keys_of, gains = p.card_index, p.keys, p.gains
        best_value, best_e, best_i = NO_VALUE, 0, 0
        for i, (card_id, placed, _) in enumerate(market):
            if placed is not None:
                continue
            keys = keys_of[card_id]
            for e in experts:
                value = gains[e][keys[e]]
                if value is None:
                    value = gains[e][keys[e]] = card_gain(p, card[card_id], e)
                if value > best_value or (value == best_value and e < best_e):
                    best_value, best_e, best_i = value, e, i
        return state.game.assign_actions[best_e][best_i]
    assert state.phase == TAKING        # a playout stops when the game is over
    seat = (state.first - 1 - state.turn) % state.players
    swaps = None
    if state.turn == state.players - 1:     # each take empties a slot: one card left
        for last, entry in enumerate(market):      # the slot of that card (a loop: no generator to build)
            if entry[0] is not None:
                break
        swap_key = (tuple(state.experts[seat]), market[last][1])
        swaps = _swaps.get(swap_key)
        if swaps is None:
            swaps = _swaps[swap_key] = [e for e in EXPERT_INDEXES if swap_key[0][e] and EXPERTS[e] != swap_key[1]]
        if not swaps or rng.random() < EPSILON:     # the take, then the swaps, as legal_actions lists them
            k = rng.below(1 + len(swaps))
            return state.game.swap_actions[last][swaps[k - 1]] if k else state.game.take_actions[last]
    elif rng.random() < EPSILON:
        open_slots = [i for i, entry in enumerate(market) if entry[0] is not None]
        return state.game.take_actions[open_slots[rng.below(len(open_slots))]]
    p = piles_of(state, seat)
    card, keys_of, gains = p.card_index, p.keys, p.gains
    take_actions = state.game.take_actions
    rival = piles_of(state, 1 - seat) if denial and state.players == 2 and swaps is None else None
    best, best_value = None, NO_VALUE
    for i, (card_id, expert, _) in enumerate(market):
        if card_id is None:
            continue
        e = EXPERT_INDEX[expert]
        value = gains[e][keys_of[card_id][e]]
        if value is None:
            value = gains[e][keys_of[card_id][e]] = card_gain(p, card[card_id], e)
        if rival is not None:
            denied = rival.gains[e][keys_of[card_id][e]]
            if denied is None:
                denied = rival.gains[e][keys_of[card_id][e]] = card_gain(rival, card[card_id], e)
            value += denial * denied
        if value > best_value:
            best, best_value = take_actions[i], value
    if swaps:           # only with one card left, in slot `last`
        card_id = market[last][0]
        keys = keys_of[card_id]
        for e in swaps:
            value = gains[e][keys[e]]
            if value is None:
                value = gains[e][keys[e]] = card_gain(p, card[card_id], e)
            value -= SWAP_COST
            if value > best_value:
                best, best_value = state.game.swap_actions[last][e], value
    assert best is not None     # a card is left to take
    return best


def denying_rollout_policy(state: GoldenSailsState, rng: Rng) -> Action:
    """The hard level's playouts: `rollout_policy` weighing what a take denies the rival
    (DENIAL, read at each call so that tools/hard_variants.py can try other shares)."""
    return rollout_policy(state, rng, DENIAL)


LEVEL_ROLLOUT_POLICIES: dict[str, Policy] = {"hard": cast(Policy, denying_rollout_policy)}
"""In two-player games hard plays its playouts' takes as a player who watches the rival.
Against pinned normal on the strength matrix's seeds and seatings (tools/hard_variants.py
with `--constant DENIAL=1.0`): 81 of 120 games, 67.5 % (95 %: 59–75 %); on the matrix
row's 60 games 68.3 %, where hard with normal's playouts had won 60.0 %. Changing how
hard searches had not bought that: on the row's first 40 games, where hard had won 50.0 %
and wins 70.0 % with these playouts, win weight 0.9 won 57.5 %, EPSILON 0.05 57.5 % and
both 51.2 %. It costs no measurable time (the rival's gains are memoised like the
mover's: 20 positions, 400 iterations, medians of 3, 2.25 s either way), so hard's pin
is unchanged."""


# The engine's hooks name the abstract State; the bots only ever hand them Golden Sails states
# (determinized worlds), so each function says so in its own signature and is cast here
# (as the hard level's policy is above).
HOOKS = BotHooks(
    evaluate=cast(Evaluate, evaluate), evaluate_all=cast(Callable[[State], list[float]], evaluate_all),
    rollout_policy=cast(Policy, rollout_policy), horizon=cast(Callable[[State], Hashable], horizon),
    score_scale=SCORE_SCALE, rollout_depth=ROLLOUT_DEPTH,
    level_rollout_policies=LEVEL_ROLLOUT_POLICIES)
"""What the bots know of Golden Sails: the hooks above, as `GamePackage.bots` hands them out."""
