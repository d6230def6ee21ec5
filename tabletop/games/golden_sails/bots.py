"""What a sensible Golden Sails player values, for the bots (see tabletop/ai/hooks.py).

`evaluate` estimates a seat's final score from a (determinized) position: the points its
piles score now, counted as the real scorer counts them, plus the promise of the cards
it will still take — more when its piles are half-built sets that one more card would
lift (a fifth spice kind, a gem that extends a run). `rollout_policy` is the quick
judgement the search uses for everyone's moves in its playouts: take the card whose
area adds most to your own piles and send your experts to the cards you would most
like, with some randomness so that playouts differ. The hard level's playouts
(`denying_rollout_policy`) also weigh, in two-player games, what a take leaves the rival.

These functions read the state's piles, market, experts and round, and are only ever
called on determinized states: what they see is what the deciding seat could know.
The playout policy runs thousands of times per decision, so it works on small counts
and memoised scores rather than calling the full scorer.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.package import BotHooks
from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.model import ANIMALS, EXPERT_INDEX, EXPERTS, GOOD_TYPES, Card, SpellPower
from tabletop.games.golden_sails.final_scorer import FinalScorer
from tabletop.games.golden_sails.holdings import Holdings, spell_card
from tabletop.games.golden_sails.pile_scores import animal_trios, spell_points, spice_points
from tabletop.games.golden_sails.weapons import weapon_table
from tabletop.games.golden_sails.phases import ASSIGNING

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

PROMISE = 0.5
"""Share of the average best next gain a seat is credited with for each card it will still take."""

UNIVERSAL_VALUE = 3.0
"""A universal good still in the Spell pile: about what a good placement adds at the end."""

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

SPICES_I, GEMS_I, ANIMALS_I, WEAPONS_I, SPELLS_I = range(5)
TYPE_INDEX = {good: i for i, good in enumerate(GOOD_TYPES)}
ANIMAL_INDEX = {animal: i for i, animal in enumerate(ANIMALS)}
EXPERT_INDEXES = range(len(EXPERTS))
_held: dict[tuple[int, ...], list[int]] = {}
"""The experts each hand (a count per expert) holds, in order: few hands ever occur."""


def horizon(state) -> int:
    """Greedy judges an action once the round it belongs to has been played out."""
    return state.round


# ---------------------------------------------------------------- one seat's piles, summarised

class Piles:
    """One seat's piles as the quick judgement needs them: area values, counts, and the
    spells that change what a new card is worth. Scores are worked out only when asked.
    A summary is never changed once built (`taking` makes a new one), so the summaries
    of two states that share its piles may share it."""

    __slots__ = ("rounds_left", "scorer", "players", "spell_cards", "spices", "gems", "animals", "weapons",
                 "powers", "counts", "kinds", "shifts", "spell_counters", "pile_bonus", "gem_counts", "_gem_now",
                 "_animal_now", "_gem_gains", "_animal_gains", "card_index", "keys", "gains", "round", "new_kind",
                 "spice_pairs", "animal_kinds", "boosts", "_arms", "evens_piles")

    def __init__(self, state, seat: int) -> None:
        game = state.game
        card = game.content.card_index
        piles = state.piles[seat]
        spice_ids, gem_ids, animal_ids, weapon_ids, spell_ids = piles
        self.round = state.round
        self.rounds_left = game.content.setup.rounds - state.round
        self.scorer: FinalScorer = game.scorer(state.reference)
        self.players = state.players
        self.spices = [card[c].spice for c in spice_ids]
        self.gems = [card[c].gem for c in gem_ids]
        self.animals = [card[c].animal for c in animal_ids]
        self.weapons = [card[c].weapon for c in weapon_ids]
        self.spell_cards = [card[c] for c in spell_ids]
        self.powers = [c.spell for c in self.spell_cards]
        self.counts = [len(spice_ids), len(gem_ids), len(animal_ids), len(weapon_ids), len(spell_ids)]
        self.kinds = len(set(self.spices))
        self.new_kind = gain_spice_kind(self.scorer.numbers.spice_kinds, self.kinds)
        self._read_spells()
        self.pile_bonus = self._pile_bonus()
        self._arms: dict[str, tuple[int, int, float]] = {}
        self.gem_counts = gem_counts = [0] * 8
        for g in self.gems:
            gem_counts[g - 1] += 1
        self._gem_now: int | None = None
        self._animal_now: int | None = None
        self._gem_gains: tuple[int, ...] | None = None
        self._animal_gains: tuple[int, ...] | None = None
        self.card_index = card
        self.keys, sizes = area_keys(game)
        # Per good, card_gain() by the card's area of that good (`keys`), filled by the policy.
        self.gains: list[list[float | None]] = [[None] * size for size in sizes]

    def _read_spells(self) -> None:
        """What the spells held change in the gains: gem shifts, spell counters, the spice
        pairs and animal kinds they count and the weapon kinds they boost (in pile order)."""
        powers = self.powers
        self.shifts = sum(1 for power in powers if power.power == "gem_shift")
        self.spell_counters = sum(1 for power in powers if power.power == "spell_count")
        self.spice_pairs = tuple(power.spices for power in powers if power.power == "spice_pair")
        self.animal_kinds = tuple(power.animal for power in powers if power.power == "animal_kind")
        self.boosts = tuple(power.weapon for power in powers if power.power == "weapon_boost")
        self.evens_piles = any(power.power == "five_types" for power in powers)   # the bonus follows the counts

    def arm(self, kind: str) -> tuple[int, int, float]:
        """For a weapon card of `kind`: how many of that kind the pile holds, the boost its
        spells give that kind, and what the one working weapon of it steals (when one)."""
        arm = self._arms.get(kind)
        if arm is None:
            same = [w for w in self.weapons if w.kind == kind]
            boost = self.scorer.numbers.weapon_boost * self.boosts.count(kind)
            lost = weapon_worth(same[0].left + boost, same[0].right + boost, self.players) if len(same) == 1 else 0.0
            arm = self._arms[kind] = (len(same), boost, lost)
        return arm

    def _arms_but(self, kind: str) -> dict[str, tuple[int, int, float]]:
        """The arms worked out, but for `kind`: a weapon or a boost of one kind changes
        only that kind's arm."""
        arms = dict(self._arms)
        arms.pop(kind, None)
        return arms

    def _pile_bonus(self) -> list[float]:
        """Per good type, what the spells held add for one more card in that pile."""
        points = self.scorer.numbers.power_points
        counts = self.counts
        smallest = min(counts)
        tied = counts.count(smallest)
        bonus = [0.0] * len(GOOD_TYPES)
        for power in self.powers:
            kind = power.power
            if kind == "goods_count":
                bonus[TYPE_INDEX[power.type]] += points["goods_count"]
            elif kind == "five_types":
                for i, count in enumerate(counts):
                    if count == smallest:
                        bonus[i] += points["five_types"] / tied
        return bonus

    def taking(self, good: int, card: Card, round: int) -> "Piles":
        """These piles with `card` put on the pile of GOOD_TYPES[good], in `round`: the
        summary `Piles` would build from the card ids, made from this one, copying only
        the pile that grew and keeping the gem and animal scores that did not change."""
        other = Piles.__new__(Piles)
        other.round = round
        other.rounds_left = self.rounds_left - (round - self.round)
        other.scorer = self.scorer
        other.players = self.players
        other.card_index, other.keys = self.card_index, self.keys
        # New gain tables for the good taken and for spells, whose gains read the rounds
        # left and every pile (see `_forget_gains`); the others are shared.
        gains = other.gains = list(self.gains)
        gains[good] = [None] * len(gains[good])
        gains[SPELLS_I] = [None] * len(gains[SPELLS_I])
        other.spices, other.gems, other.animals = self.spices, self.gems, self.animals
        other.weapons, other.spell_cards, other.powers = self.weapons, self.spell_cards, self.powers
        other.kinds, other.new_kind, other.shifts, other.spell_counters = (self.kinds, self.new_kind, self.shifts,
                                                                          self.spell_counters)
        other.spice_pairs, other.animal_kinds, other.boosts = self.spice_pairs, self.animal_kinds, self.boosts
        other.evens_piles, other.pile_bonus = self.evens_piles, self.pile_bonus
        other._arms = self._arms
        other.gem_counts = self.gem_counts
        other._gem_now, other._gem_gains = self._gem_now, self._gem_gains
        other._animal_now, other._animal_gains = self._animal_now, self._animal_gains
        if good == SPICES_I:
            if card.spice not in self.spices:
                other.kinds += 1
                other.new_kind = gain_spice_kind(self.scorer.numbers.spice_kinds, other.kinds)
            other.spices = self.spices + [card.spice]
        elif good == GEMS_I:
            other.gems = self.gems + [card.gem]
            other.gem_counts = list(self.gem_counts)
            other.gem_counts[card.gem - 1] += 1
            other._gem_now = other._gem_gains = None
        elif good == ANIMALS_I:
            other.animals = self.animals + [card.animal]
            other._animal_now = other._animal_gains = None
        elif good == WEAPONS_I:
            other.weapons = self.weapons + [card.weapon]
            other._arms = self._arms_but(card.weapon.kind)
        else:
            other.spell_cards = self.spell_cards + [card]
            other.powers = self.powers + [card.spell]
            other._read_spell(card.spell)
        other.counts = list(self.counts)
        other.counts[good] += 1
        if other.evens_piles:       # the bonus follows the counts
            other.pile_bonus = other._pile_bonus()
        elif good == SPELLS_I and card.spell.power == "goods_count":
            other.pile_bonus = list(self.pile_bonus)
            other.pile_bonus[TYPE_INDEX[card.spell.type]] += self.scorer.numbers.power_points["goods_count"]
        if other.pile_bonus is not self.pile_bonus and other.pile_bonus != self.pile_bonus:
            for kind in EXPERT_INDEXES:     # every gain starts from its pile's bonus
                other._forget_gains(kind)
        return other

    def _forget_gains(self, good: int) -> None:
        """Start a new gain table for `good`, whose gains what was taken changed. The
        others stay shared with the summary this one was made from: their gains read
        nothing that changed, so both would work out the same numbers."""
        self.gains[good] = [None] * len(self.gains[good])

    def _read_spell(self, power: SpellPower) -> None:
        """`_read_spells` once `power` joined a pile already read: only what it adds changes
        (each kept in pile order, so the new one goes last), and the gains it alters are
        forgotten. The `_pile_bonus` of spells without five_types is a sum of whole numbers,
        so adding the new goods_count's points gives the same float."""
        kind = power.power
        if kind == "gem_shift":
            self.shifts += 1
            self._gem_now = self._gem_gains = None
            self._forget_gains(GEMS_I)
        elif kind == "spell_count":
            self.spell_counters += 1
        elif kind == "spice_pair":
            self.spice_pairs += (power.spices,)
            self._forget_gains(SPICES_I)
        elif kind == "animal_kind":
            self.animal_kinds += (power.animal,)
            self._forget_gains(ANIMALS_I)
        elif kind == "weapon_boost":
            self.boosts += (power.weapon,)
            self._arms = self._arms_but(power.weapon)
            self._forget_gains(WEAPONS_I)
        elif kind == "five_types":
            self.evens_piles = True

    def holdings(self) -> Holdings:
        return Holdings(list(self.spices), list(self.gems), list(self.animals), list(self.weapons),
                        [spell_card(c) for c in self.spell_cards])

    @property
    def gem_now(self) -> int:
        if self._gem_now is None:
            self._gem_now = gem_points(self.scorer, tuple(self.gem_counts), self.shifts)
        return self._gem_now

    def gem_with(self, gem: int, extra_shifts: int = 0) -> int:
        """The gem score with one more gem of class `gem` (0: none) and `extra_shifts` more shifts."""
        counts = list(self.gem_counts)
        if gem:
            counts[gem - 1] += 1
        return gem_points(self.scorer, tuple(counts), self.shifts + extra_shifts)

    @property
    def animal_now(self) -> int:
        if self._animal_now is None:
            self._animal_now = animal_points(self.scorer, self.animals)
        return self._animal_now

    def animal_gain(self, animal: str) -> int:
        if self.scorer.sequence_reference:   # only the step from the current last animal changes
            return self.scorer.animal_scorer.values[self.animals[-1]][animal] if self.animals else 0
        return animal_points(self.scorer, self.animals + [animal]) - self.animal_now

    def gem_gains(self) -> tuple[int, ...]:
        """`gem_with(g) - gem_now` for the classes g = 1..8: all that a gem card's gain
        needs, and the same for every seat holding these class counts and shifts, so it
        is worked out once per search for all of them."""
        if self._gem_gains is None:
            key = (tuple(self.gem_counts), self.shifts)
            gains = _gem_gains.get(key)
            if gains is None:
                gains = _gem_gains[key] = tuple(self.gem_with(g) - self.gem_now for g in range(1, 9))
            self._gem_gains = gains
        return self._gem_gains

    def animal_gains(self) -> tuple[int, ...]:
        """`animal_gain(a)` for each animal in ANIMALS order, shared like `gem_gains` by every
        seat whose animals score alike: the same kind counts (sets, squares) or the same
        last animal (a sequence)."""
        if self._animal_gains is None:
            scorer = self.scorer
            if scorer.sequence_reference:
                shape = self.animals[-1] if self.animals else None
            else:
                shape = tuple(map(self.animals.count, ANIMALS))
            key = (scorer, shape)
            gains = _animal_gains.get(key)
            if gains is None:
                gains = _animal_gains[key] = tuple(self.animal_gain(a) for a in ANIMALS)
            self._animal_gains = gains
        return self._animal_gains


def piles_of(state, seat: int) -> Piles:
    """`Piles(state, seat)`, with the card gains worked out for it, kept in the state's
    `summaries`: a seat's piles change only when it takes a card, and the state then
    extends the summary it keeps (`Piles.taking`, made for the next round, the only
    one the seat asks about next), so a rollout move finds its summary (and the gains)
    already built. A state that kept none, or one for another round (a caller asking
    about a seat between its take and the round's end), gets a first summary."""
    kept = state.summaries[seat]
    if kept is not None and kept.round == state.round:
        return kept
    p = state.summaries[seat] = first_summary(state, seat)
    return p


def area_keys(game) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...]]:
    """Per card id, the index of each of its areas among that good's different areas (in
    GOOD_TYPES order), and how many different areas each good has. A card's gain as one
    good reads only its area of that good, so the policy keeps gains by these indices:
    a later round's card with the same spice, say, finds its gain already worked out."""
    kept = _area_keys.get(game)
    if kept is None:
        seen: list[dict] = [{} for _ in GOOD_TYPES]
        keys = {card.id: tuple(index.setdefault(card.area(good), len(index)) for good, index in zip(GOOD_TYPES, seen))
                for card in game.content.cards}
        kept = _area_keys[game] = (keys, tuple(len(index) for index in seen))
    return kept


_area_keys: dict = {}
"""By game object (one per loaded content), which it keeps alive."""


_first_summaries: dict[tuple, Piles] = {}
FIRST_SUMMARIES = 64
"""Small on purpose: what it keeps are the piles the playouts of one search start from,
which the tree's few paths make alike (two thirds of the summaries a search builds
afresh were built before), and a large memo keeps summaries alive for the garbage
collector to scan again and again."""


def first_summary(state, seat: int) -> Piles:
    """`Piles(state, seat)` for a state that kept none yet (a new playout), shared with
    the states that had the same piles before, gains and all: a Piles depends on nothing
    but the game, the reference, the player count, the round and the seat's piles, which
    is the key. The memo is emptied when full."""
    key = (state.game, state.reference, state.players, state.round, tuple(map(tuple, state.piles[seat])))
    p = _first_summaries.get(key)
    if p is None:
        if len(_first_summaries) >= FIRST_SUMMARIES:
            _first_summaries.clear()
        p = _first_summaries[key] = Piles(state, seat)
    return p


_gem_memo: dict[tuple, int] = {}
_animal_memo: dict[tuple, int] = {}
_gem_gains: dict[tuple, tuple[int, ...]] = {}
_animal_gains: dict[tuple, tuple[int, ...]] = {}


def gem_points(scorer: FinalScorer, counts: tuple[int, ...], shifts: int) -> int:
    """Best gem score for the given class counts (all it depends on), memoised."""
    key = (counts, shifts)
    points = _gem_memo.get(key)
    if points is None:
        points = _gem_memo[key] = scorer.gems.best(counts, shifts)
    return points


def animal_points(scorer: FinalScorer, animals: list[str]) -> int:
    """Animal score; set and square references depend only on the counts, so those are memoised
    (keyed by the scorer object itself, which the memo keeps alive)."""
    if scorer.sequence_reference:
        return scorer.animal_scorer.points(animals)
    counts = [0] * len(ANIMALS)
    for a in animals:
        counts[ANIMAL_INDEX[a]] += 1
    key = (scorer, tuple(counts))
    points = _animal_memo.get(key)
    if points is None:
        points = _animal_memo[key] = scorer.animal_scorer.points(animals)
    return points


# ---------------------------------------------------------------- evaluation

def evaluate(state, seat: int) -> float:
    return evaluate_all(state)[seat]


def evaluate_all(state) -> list[float]:
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


def picks_left(state) -> list[int]:
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


def gain_spice_kind(table: tuple[int, ...], kinds: int) -> int:
    """What one more spice kind adds, with `kinds` kinds held."""
    if kinds >= len(table):
        return 0
    return table[kinds] - (table[kinds - 1] if kinds else 0)


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


def weapon_worth(left: int, right: int, players: int) -> float:
    """What a working weapon steals: both sides from two neighbours, one chosen side in a duel."""
    return float(max(left, right) if players == 2 else left + right)


def spell_gain(p: Piles, card: Card) -> float:
    """What a spell adds now, plus a little for what it will count later in the game."""
    numbers = p.scorer.numbers
    pts = numbers.power_points
    spell = card.spell
    value = pts["spell_count"] * p.spell_counters       # existing spell counters count this card too
    later = p.rounds_left / len(GOOD_TYPES)
    power = spell.power
    if power == "goods_count":
        value += pts["goods_count"] * (p.counts[TYPE_INDEX[spell.type]] + later)
    elif power == "spell_count":
        value += pts["spell_count"] * (p.counts[SPELLS_I] + 1 + later)
    elif power == "animal_kind":
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


def rollout_policy(state, rng: Rng, denial: float = 0.0) -> Action:
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
    tests/test_ai_golden_sails.py pins it against the plain scan."""
    market = state.market
    if state.phase == ASSIGNING:       # a slot's expert is set by each assignment, so players - turn are free
        seat = state.to_act()
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
    seat = state.to_act()
    swaps = None
    if state.turn == state.players - 1:     # each take empties a slot: one card left
        last = next(i for i, entry in enumerate(market) if entry[0] is not None)
        hand = state.experts[seat]
        on_last = market[last][1]
        swaps = [e for e in EXPERT_INDEXES if hand[e] and EXPERTS[e] != on_last]
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
    return best


def denying_rollout_policy(state, rng: Rng) -> Action:
    """The hard level's playouts: `rollout_policy` weighing what a take denies the rival
    (DENIAL, read at each call so that tools/hard_variants.py can try other shares)."""
    return rollout_policy(state, rng, DENIAL)


LEVEL_ROLLOUT_POLICIES = {"hard": denying_rollout_policy}
"""In two-player games hard plays its playouts' takes as a player who watches the rival.
Against pinned normal on the strength matrix's seeds and seatings (tools/hard_variants.py
with `--constant DENIAL=1.0`): 81 of 120 games, 67.5 % (95 %: 59–75 %); on the matrix
row's 60 games 68.3 %, where hard with normal's playouts had won 60.0 %. Changing how
hard searches had not bought that: on the row's first 40 games, where hard had won 50.0 %
and wins 70.0 % with these playouts, win weight 0.9 won 57.5 %, EPSILON 0.05 57.5 % and
both 51.2 %. It costs no measurable time (the rival's gains are memoised like the
mover's: 20 positions, 400 iterations, medians of 3, 2.25 s either way), so hard's pin
is unchanged."""


HOOKS = BotHooks(
    evaluate=evaluate, evaluate_all=evaluate_all, rollout_policy=rollout_policy, horizon=horizon,
    score_scale=SCORE_SCALE, rollout_depth=ROLLOUT_DEPTH, level_rollout_policies=LEVEL_ROLLOUT_POLICIES)
"""What the bots know of Golden Sails: the hooks above, as `GamePackage.bots` hands them out."""
