"""One seat's piles, summarised for the bots: what the quick judgement (`bots.card_gain`)
and the evaluation (`evaluation.py`) read of them, built once and extended card by card.

A playout adds one card at a time to a seat's piles, so a summary is extended by the
card taken (`Piles.taking`) rather than built again, and is kept in the state beside the
piles it summarises (`piles_of`). The playouts of a search that start from the same
piles share their first summary (`first_summary`) and the summaries its takes make. The
scores it needs (gems, animals) come from the real scorers, memoised by all they depend
on: a search asks about the same few piles thousands of times.
"""

from __future__ import annotations

from tabletop.games.golden_sails.animals import SequenceScorer
from tabletop.games.golden_sails.final_scorer import FinalScorer
from tabletop.games.golden_sails.holdings import Holdings, spell_card
from tabletop.games.golden_sails.model import ANIMALS, EXPERTS, GOOD_TYPES, Area, Card, SpellPower
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.state import GoldenSailsState

SPICES_I, GEMS_I, ANIMALS_I, WEAPONS_I, SPELLS_I = range(5)
TYPE_INDEX = {good: i for i, good in enumerate(GOOD_TYPES)}
ANIMAL_INDEX = {animal: i for i, animal in enumerate(ANIMALS)}
EXPERT_INDEXES = range(len(EXPERTS))


class Piles:
    """One seat's piles as the quick judgement needs them: area values, counts, and the
    spells that change what a new card is worth. Scores are worked out only when asked.
    A summary is never changed once built (`taking` makes a new one; only what it works
    out when asked is filled in), so the summaries of two states that share its piles
    may share it."""

    __slots__ = ("rounds_left", "scorer", "players", "spell_cards", "spices", "gems", "animals", "weapons",
                 "powers", "counts", "kinds", "shifts", "spell_counters", "pile_bonus", "gem_counts", "_gem_now",
                 "_animal_now", "_gem_gains", "_animal_gains", "card_index", "keys", "gains", "round", "new_kind",
                 "spice_pairs", "animal_kinds", "boosts", "_arms", "evens_piles", "children")

    def __init__(self, state: GoldenSailsState | None = None, seat: int = 0) -> None:
        """The summary of `seat`'s piles in `state`; without a state, an empty one that
        `_extended` fills in (a compiled class cannot be made without its `__init__`)."""
        if state is None:
            return
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
        # The summaries `taking` made, by what was taken (None: made afresh each time).
        self.children: dict[tuple[int, str, int], Piles] | None = None

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
                assert power.type is not None       # each power carries its parameter (the loader checks)
                bonus[TYPE_INDEX[power.type]] += points["goods_count"]
            elif kind == "five_types":
                for i, count in enumerate(counts):
                    if count == smallest:
                        bonus[i] += points["five_types"] / tied
        return bonus

    def taking(self, good: int, card: Card, round: int) -> "Piles":
        """These piles with `card` put on the pile of GOOD_TYPES[good], in `round`: the
        summary `Piles` would build from the card ids. A summary that keeps its
        `children` (a playout's first, see `first_summary`) hands out the one it made
        before for the same take, gains and all: the playouts that start from the same
        piles mostly take one of the same few cards next."""
        children = self.children
        if children is None:
            return self._extended(good, card, round)
        key = (good, card.id, round)
        child = children.get(key)
        if child is None:
            child = children[key] = self._extended(good, card, round)
        return child

    def _extended(self, good: int, card: Card, round: int) -> "Piles":
        """`taking`, made from this summary: copying only the pile that grew and keeping
        the gem and animal scores that did not change."""
        other = Piles()
        other.children = None
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
            assert card.spell.type is not None
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
            assert power.weapon is not None
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
        scorer = self.scorer.animal_scorer
        if isinstance(scorer, SequenceScorer):   # only the step from the current last animal changes
            return scorer.values[self.animals[-1]][animal] if self.animals else 0
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
            shape: str | tuple[int, ...] | None
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


def piles_of(state: GoldenSailsState, seat: int) -> Piles:
    """`Piles(state, seat)`, with the card gains worked out for it, kept in the state's
    `summaries`: a seat's piles change only when it takes a card, and the state then
    extends the summary it keeps (`Piles.taking`, made for the next round, the only
    one the seat asks about next), so a rollout move finds its summary (and the gains)
    already built. A state that kept none, or one for another round (a caller asking
    about a seat between its take and the round's end), gets a first summary."""
    kept = state.summaries[seat]
    if isinstance(kept, Piles) and kept.round == state.round:     # or None: none kept
        return kept
    p = state.summaries[seat] = first_summary(state, seat)
    return p


def area_keys(game: GoldenSailsRules) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...]]:
    """Per card id, the index of each of its areas among that good's different areas (in
    GOOD_TYPES order), and how many different areas each good has. A card's gain as one
    good reads only its area of that good, so the policy keeps gains by these indices:
    a later round's card with the same spice, say, finds its gain already worked out."""
    kept = _area_keys.get(game)
    if kept is None:
        seen: list[dict[Area, int]] = [{} for _ in GOOD_TYPES]
        keys = {card.id: tuple(index.setdefault(card.area(good), len(index)) for good, index in zip(GOOD_TYPES, seen))
                for card in game.content.cards}
        kept = _area_keys[game] = (keys, tuple(len(index) for index in seen))
    return kept


_area_keys: dict[GoldenSailsRules, tuple[dict[str, tuple[int, ...]], tuple[int, ...]]] = {}
"""By game object (one per loaded content), which it keeps alive."""


_first_summaries: dict[tuple, Piles] = {}
FIRST_SUMMARIES = 64
"""Small on purpose: what it keeps are the piles the playouts of one search start from,
which the tree's few paths make alike (two thirds of the summaries a search builds
afresh were built before), and a large memo keeps summaries alive for the garbage
collector to scan again and again. Each keeps the summaries its takes made (`children`),
but those do not keep theirs: sharing the first generation cut the search bench's
instructions by 1.2 %, sharing the second too gained nothing more."""


def first_summary(state: GoldenSailsState, seat: int) -> Piles:
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
        p.children = {}
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


def gain_spice_kind(table: tuple[int, ...], kinds: int) -> int:
    """What one more spice kind adds, with `kinds` kinds held."""
    if kinds >= len(table):
        return 0
    return table[kinds] - (table[kinds - 1] if kinds else 0)


def weapon_worth(left: int, right: int, players: int) -> float:
    """What a working weapon steals: both sides from two neighbours, one chosen side in a duel."""
    return float(max(left, right) if players == 2 else left + right)
