"""Golden Sails final scoring, in the booklet's order: spells, gems, spices, animals, weapons.

End-of-game choices (universal goods, gem shifts, the kinds the shields ward, the
two-player weapon side, animal splits) are made for each player to maximise that
player's own total, in seat order from the last round's first player, as the rulebook's
FAQ orders them, each seat seeing the choices already made. As in the booklet, universal
goods move first (seat by seat, each seat reckoning the weapons that would follow), then
the weapons are scored with their own round of choices in the same order. Gem shifts and
animal splits touch only their owner's score, so their order cannot matter; with three or
more players neither can the shields' (a shield only changes what its holder loses). What
the order settles is where universal goods go and, in a duel, shields against sides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, permutations, product

from tabletop.engine.game import Result
from tabletop.games.golden_sails.animals import AnimalScorer
from tabletop.games.golden_sails.model import (
    ANIMALS, GOOD_TYPES, WEAPONS, Card, ScoringNumbers, SpellPower, WeaponArea,
)

PILE_INDEX = {good: i for i, good in enumerate(GOOD_TYPES)}
SPELLS_INDEX = PILE_INDEX["spells"]
CATEGORIES = list(GOOD_TYPES)
"""The result's categories in the order the table lays out the piles (spices, gems,
animals, weapons, spells), so the results read beside the table; the scoring itself
keeps the booklet's order."""


@dataclass(frozen=True, slots=True)
class SpellCard:
    """A card in a Spell pile. `card` is the whole card, needed when a universal good moves."""

    power: SpellPower
    card: Card | None = None


@dataclass(slots=True)
class Holdings:
    """One player's five piles as area values, bottom (oldest) first."""

    spices: list[str] = field(default_factory=list)
    gems: list[int] = field(default_factory=list)
    animals: list[str] = field(default_factory=list)
    weapons: list[WeaponArea] = field(default_factory=list)
    spells: list[SpellCard] = field(default_factory=list)

    def pile(self, good_type: str) -> list:
        return getattr(self, good_type)

    @classmethod
    def from_ids(cls, piles: list[list[str]], card: dict[str, Card]) -> "Holdings":
        """The holdings of one seat's five piles of card ids (in GOOD_TYPES order)."""
        spices, gems, animals, weapons, spells = piles
        return cls([card[c].spice for c in spices], [card[c].gem for c in gems], [card[c].animal for c in animals],
                   [card[c].weapon for c in weapons], [spell_card(card[c]) for c in spells])


def spell_card(card: Card) -> SpellCard:
    """The card as it lies in a Spell pile. SpellCards never change, so each card's is
    made once (every game's end, thousands per search, builds the piles anew)."""
    kept = _spell_cards.get(card.id)
    if kept is None or kept.card is not card:
        kept = _spell_cards[card.id] = SpellCard(card.spell, card)
    return kept


_spell_cards: dict[str, SpellCard] = {}


# ---------------------------------------------------------------- gems

class GemScorer:
    """Best split of gems into runs of adjacent classes (8 and 1 adjacent), each run
    scoring its length squared, with up to k optional ±1 shifts (stackable)."""

    def __init__(self) -> None:
        self._runs: dict[tuple[int, ...], tuple[int, tuple[tuple[int, ...], ...]]] = {}
        self._shifted: dict[tuple[tuple[int, ...], int], tuple[int, tuple[tuple[int, int], ...]]] = {}
        self._points: dict[tuple[tuple[int, ...], int], int] = {}

    def score(self, gems: list[int], shifts: int) -> tuple[int, list[str], list[str]]:
        counts = tuple(gems.count(c) for c in range(1, 9))
        points, moves = self._best_shifted(counts, shifts)
        for src, dst in moves:
            counts = _move(counts, src, dst)
        _, runs = self._best_runs(counts)
        return points, ["–".join(str(c) for c in run) + f" ({len(run) ** 2} VP)" for run in runs], \
            [f"gem {src} → {dst}" for src, dst in moves]

    def best(self, counts: tuple[int, ...], shifts: int) -> int:
        """The points of `score` for these class counts, without describing the runs."""
        return self._best_shifted(counts, shifts)[0]

    def points(self, gems: list[int], shifts: int) -> int:
        """The points of `score`, without describing the runs. Memoised by the sorted pile
        (cheaper to make than the class counts): the final scorer asks again for every
        universal placement it weighs, and the bots' playouts end thousands of games."""
        key = (tuple(sorted(gems)), shifts)
        points = self._points.get(key)
        if points is None:
            points = self._points[key] = self.best(tuple(gems.count(c) for c in range(1, 9)), shifts)
        return points

    def _best_shifted(self, counts: tuple[int, ...], shifts: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        key = (counts, shifts)
        if key in self._shifted:
            return self._shifted[key]
        best = (self._best_runs(counts)[0], ())
        if shifts:
            for cls in range(1, 9):
                if counts[cls - 1]:
                    for dst in (cls % 8 + 1, (cls - 2) % 8 + 1):
                        points, moves = self._best_shifted(_move(counts, cls, dst), shifts - 1)
                        if points > best[0]:
                            best = (points, ((cls, dst),) + moves)
        self._shifted[key] = best
        return best

    def _best_runs(self, counts: tuple[int, ...]) -> tuple[int, tuple[tuple[int, ...], ...]]:
        if counts in self._runs:
            return self._runs[counts]
        first = next((i for i, c in enumerate(counts) if c), None)
        if first is None:
            return 0, ()
        best: tuple[int, tuple[tuple[int, ...], ...]] = (-1, ())
        # The run holding one gem of the first present class: extend back then forward.
        back = 0
        while back < 7 and counts[(first - back - 1) % 8]:
            back += 1
        for start_offset in range(back + 1):
            start = (first - start_offset) % 8
            length = start_offset + 1
            while True:
                members = [(start + k) % 8 for k in range(length)]
                rest = list(counts)
                for m in members:
                    rest[m] -= 1
                points, runs = self._best_runs(tuple(rest))
                total = points + length * length
                if total > best[0]:
                    best = (total, (tuple(m + 1 for m in members),) + runs)
                if length == 8 or not counts[(start + length) % 8]:
                    break
                length += 1
        self._runs[counts] = best
        return best


def _move(counts: tuple[int, ...], src: int, dst: int) -> tuple[int, ...]:
    out = list(counts)
    out[src - 1] -= 1
    out[dst - 1] += 1
    return tuple(out)


# ---------------------------------------------------------------- spells, spices

def animal_trios(animals: list[str]) -> int:
    """How many disjoint sets of three different animals the pile holds."""
    k = len(animals) // 3
    if not k:
        return 0
    counts = list(map(animals.count, ANIMALS))
    while k and sum([c if c < k else k for c in counts]) < 3 * k:
        k -= 1
    return k


def spell_points(h: Holdings, numbers: ScoringNumbers) -> int:
    return counted_points([s.power for s in h.spells], [len(h.pile(t)) for t in GOOD_TYPES], h.spices, h.animals,
                          numbers)


def counted_points(powers: list[SpellPower], sizes: list[int], spices: list[str], animals: list[str],
                   numbers: ScoringNumbers) -> int:
    """What the spells with these `powers` score, from the piles' sizes (GOOD_TYPES order)
    and the spice and animal piles: all they count. Kept apart from the Holdings so the
    bots' totals (totals.py) can weigh a universal good's placement by the sizes it makes
    without building the placed piles."""
    pts = numbers.power_points
    total = 0
    for p in powers:
        kind = p.power
        if kind == "goods_count":
            total += pts["goods_count"] * sizes[PILE_INDEX[p.type]]
        elif kind == "spell_count":
            total += pts["spell_count"] * sizes[SPELLS_INDEX]
        elif kind == "animal_kind":
            total += pts["animal_kind"] * animals.count(p.animal)
        elif kind == "spice_pair":
            a, b = p.spices
            total += pts["spice_pair"] * min(spices.count(a), spices.count(b))
        elif kind == "five_types":
            total += pts["five_types"] * min(sizes)
        elif kind == "animal_trio":
            total += pts["animal_trio"] * animal_trios(animals)
    return total


def spice_points(spices: list[str], numbers: ScoringNumbers) -> int:
    kinds = len(set(spices))
    return numbers.spice_kinds[kinds - 1] if kinds else 0


# ---------------------------------------------------------------- weapons

def working_weapons(h: Holdings, numbers: ScoringNumbers) -> dict[str, tuple[int, int]]:
    """Kind -> (left, right) for kinds held exactly once, boosts added."""
    return armed(h.weapons, boosted_kinds(h), numbers.weapon_boost)


def boosted_kinds(h: Holdings) -> list[str]:
    """The weapon kind each of the pile's boost spells names, one per spell."""
    return [s.power.weapon for s in h.spells if s.power.power == "weapon_boost"]


def armed(weapons: list[WeaponArea], boosted: list[str], boost: int) -> dict[str, tuple[int, int]]:
    """`working_weapons` of a weapons pile whose spells boost the kinds `boosted` by `boost`
    each, for a final scorer weighing the weapons pile with and without universal goods."""
    out = {}
    if not weapons:
        return out
    kinds = [w.kind for w in weapons]
    for w in weapons:
        kind = w.kind
        if kinds.count(kind) == 1:
            if boosted:
                added = boost * boosted.count(kind)
                out[kind] = (w.left + added, w.right + added)
            else:
                out[kind] = (w.left, w.right)
    return out


def shields_held(h: Holdings) -> int:
    """How many weapon kinds this player wards off: one per Protection spell, as each card
    names its own kind (there are only four kinds to name)."""
    return min(len(WEAPONS), sum(1 for s in h.spells if s.power.power == "weapon_shield"))


@dataclass(slots=True)
class WeaponTable:
    """Who steals what from whom once shields and (two players) sides are chosen.
    `shields[seat]` lists the kinds that seat wards off, one per Protection spell;
    `steals[seat]` what it takes: (left, right) with three or more players, (with its
    side,) in a duel. The words of `detail` are written only when asked (a result that
    explains), as a final scorer works out several tables for every game's end."""

    net: list[int]
    shields: list[tuple[str, ...]]
    sides: list[str | None]
    steals: list[tuple[int, ...]]
    first_player: int

    @property
    def detail(self) -> list[str]:
        """Per seat, what it steals and loses, in words."""
        if len(self.net) == 2:
            gains = [steals[0] for steals in self.steals]
            order = {self.first_player: "chose first", 1 - self.first_player: "chose second, seeing the other's choice"}
            return [f"steals {gains[p]} with the {self.sides[p] or 'left'} values, loses {gains[1 - p]} ({order[p]})"
                    for p in range(2)]
        return [f"steals {left} left and {right} right, loses {left + right - net}"
                for (left, right), net in zip(self.steals, self.net)]


def weapon_table(holdings: list[Holdings], numbers: ScoringNumbers, first_player: int) -> WeaponTable:
    """The weapon scores, with every shield and side chosen in seat order from `first_player`.

    With three or more players a shield changes only what its holder loses, so each
    holder's best kinds are the same whoever chose before: the order cannot matter. In a
    duel the shield and the side answer each other, so the order decides (see `_duel`)."""
    return armed_table([working_weapons(h, numbers) for h in holdings], [shields_held(h) for h in holdings],
                       first_player)


def armed_table(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], first_player: int) -> WeaponTable:
    """`weapon_table` from each seat's working weapons and shield count, which a final
    scorer weighing many placements of universal goods works out once per seat."""
    n = len(arms)
    if n == 2:
        return _duel(arms, shield_counts, first_player)
    shields = [_wards(arms, shield_counts, q) if shield_counts[q] else () for q in range(n)]
    # What each player loses is what its neighbours steal from it: each steal is worked out
    # once, both sides in one pass over the thief's weapons (`_steal`'s sums, as every
    # game's end in a search works a table out).
    gives_left, gives_right = [], []
    for p in range(n):
        left_wards, right_wards = shields[(p + 1) % n], shields[p - 1]
        left = right = 0
        for kind, (to_left, to_right) in arms[p].items():
            if kind not in left_wards:
                left += to_left
            if kind not in right_wards:
                right += to_right
        gives_left.append(left)
        gives_right.append(right)
    net = [gives_left[p] + gives_right[p] - gives_right[(p + 1) % n] - gives_left[(p - 1) % n] for p in range(n)]
    return WeaponTable(net, shields, [None] * n, list(zip(gives_left, gives_right)), first_player)


def seat_net(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], seat: int) -> int:
    """`armed_table(...).net[seat]` with three or more players, working out only what it
    depends on: the seat's steals past its neighbours' shields, and theirs past its own
    (a seat weighing its universal goods needs no more)."""
    n = len(arms)
    left, right = (seat + 1) % n, (seat - 1) % n
    own = _wards(arms, shield_counts, seat)
    return (_steal(arms[seat], "left", _wards(arms, shield_counts, left))
            + _steal(arms[seat], "right", _wards(arms, shield_counts, right))
            - _steal(arms[left], "right", own) - _steal(arms[right], "left", own))


def _wards(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], seat: int) -> tuple[str, ...]:
    """The kinds a seat's shields ward with three or more players: those its neighbours
    aim at it hardest (what it would lose to them), the earlier kind among equals."""
    count = shield_counts[seat]
    if not count:
        return ()
    n = len(arms)
    left, right = arms[(seat + 1) % n], arms[(seat - 1) % n]
    incoming = {k: left.get(k, (0, 0))[1] + right.get(k, (0, 0))[0] for k in WEAPONS}
    worst_first = sorted(WEAPONS, key=lambda k: (-incoming[k], WEAPONS.index(k)))
    return tuple(k for k in WEAPONS if k in worst_first[:count])


def _steal(arms: dict[str, tuple[int, int]], side: str | None, warded: tuple[str, ...]) -> int:
    """What these working weapons take with one side's values from a player warding `warded`."""
    if side is None:
        return 0
    index = 0 if side == "left" else 1
    total = 0
    for kind, values in arms.items():
        if kind not in warded:
            total += values[index]
    return total


def _duel(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], first: int) -> WeaponTable:
    """Two players: each picks one side for the whole weapon pile and the kinds its shields
    ward. The first player (of the last round) picks first, knowing the other will answer
    with the side that steals most past those shields and the shields that stop most of
    that side; the other then answers so. Among equal choices the shields ward what the
    other's whole pile aims (what a player would name), then the earlier kind, the left."""
    def exposure(p: int, kinds: tuple[str, ...]) -> int:
        return _steal(arms[1 - p], "left", kinds) + _steal(arms[1 - p], "right", kinds)

    def sides(p: int) -> tuple[str | None, ...]:
        return ("left", "right") if arms[p] else (None,)

    def options(p: int) -> list[tuple[tuple[str, ...], str | None]]:
        return [(kinds, side) for kinds in combinations(WEAPONS, shield_counts[p]) for side in sides(p)]

    def answer(p: int, their_kinds: tuple[str, ...], their_side: str | None) -> tuple[tuple[str, ...], str | None]:
        kinds = min(combinations(WEAPONS, shield_counts[p]),
                    key=lambda kinds: (_steal(arms[1 - p], their_side, kinds), exposure(p, kinds)))
        side = max(sides(p), key=lambda side: _steal(arms[p], side, their_kinds))
        return kinds, side

    second = 1 - first
    chosen: list[tuple[tuple[str, ...], str | None]] = [((), None), ((), None)]
    best = None
    for option in options(first):
        reply = answer(second, *option)
        net = _steal(arms[first], option[1], reply[0]) - _steal(arms[second], reply[1], option[0])
        key = (net, -exposure(first, option[0]))
        if best is None or key > best:
            best, chosen[first], chosen[second] = key, option, reply
    gains = [_steal(arms[p], chosen[p][1], chosen[1 - p][0]) for p in range(2)]
    return WeaponTable([gains[0] - gains[1], gains[1] - gains[0]], [c[0] for c in chosen], [c[1] for c in chosen],
                       [(gains[0],), (gains[1],)], first)


# ---------------------------------------------------------------- universal goods

def universal_move(card: Card | None, target: str) -> str:
    """A universal good's move in the player's words: the area it now counts as, never
    the card's content id ("its pepper counts as spices", not "gs30 → spices")."""
    if card is None or target == "spells":
        return f"counts in {target}"
    area = card.area(target)
    shown = {"gems": f"gem {area}", "weapons": getattr(area, "kind", area)}.get(target, area)
    return f"its {shown} counts in {target}"


@dataclass(frozen=True, slots=True)
class Placement:
    """Where each universal good in a Spell pile goes, in moving order ('spells' = stays)."""

    moves: tuple[tuple[int, str], ...] = ()   # (index in the spell pile, target pile)
    # The moves that add a weapon: all that a placement changes in the weapon table.
    weapon_moves: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False)
    # The moves out of the Spell pile, and the indices they empty, last first: all that `apply` reads.
    leaving: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False)
    left: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # The piles goods move into: the only ones whose scores the placement changes, beside the spells'.
    targets: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "weapon_moves", tuple(m for m in self.moves if m[1] == "weapons"))
        object.__setattr__(self, "leaving", tuple(m for m in self.moves if m[1] != "spells"))
        object.__setattr__(self, "left", tuple(sorted((index for index, _ in self.leaving), reverse=True)))
        object.__setattr__(self, "targets", frozenset(target for _, target in self.leaving))

    def apply(self, h: Holdings) -> Holdings:
        """`h` with the universal goods moved. The piles no good moves into are `h`'s own,
        not copies: the scorer weighs every placement, and no score changes a pile."""
        if not self.leaving:
            return h
        spices, gems, animals, weapons, spells = h.spices, h.gems, h.animals, h.weapons, h.spells
        for index, target in self.leaving:
            area = spells[index].card.area(target)
            if target == "spices":
                spices = spices + [area]
            elif target == "gems":
                gems = gems + [area]
            elif target == "animals":
                animals = animals + [area]
            else:
                weapons = weapons + [area]
        spells = list(spells)
        for index in self.left:     # last first, so the indices still to go stay put
            del spells[index]
        return Holdings(spices, gems, animals, weapons, spells)


NO_PLACEMENT = Placement()
"""Every universal good stays in the Spell pile (the only choice for a pile without one)."""


def placements(h: Holdings, animal_order_matters: bool) -> tuple[Placement, ...]:
    """Every way to place the pile's universal goods (they stay, NO_PLACEMENT, when there are none)."""
    universals = tuple(i for i, s in enumerate(h.spells) if s.power.power == "universal" and s.card is not None)
    key = (universals, animal_order_matters)
    options = _placements.get(key)
    if options is None:
        options = _placements[key] = _all_placements(universals, animal_order_matters)
    return options


_placements: dict[tuple[tuple[int, ...], bool], tuple[Placement, ...]] = {}
"""A placement names spell-pile indices only, so piles whose universals lie at the same
places share one list (there are few such lists, and every game's end asks for them)."""


def _all_placements(universals: tuple[int, ...], animal_order_matters: bool) -> tuple[Placement, ...]:
    if not universals:
        return (NO_PLACEMENT,)
    out = []
    for targets in product(("spells", "spices", "gems", "animals", "weapons"), repeat=len(universals)):
        base = list(zip(universals, targets))
        to_animals = [m for m in base if m[1] == "animals"]
        orders = permutations(to_animals) if animal_order_matters and len(to_animals) > 1 else [tuple(to_animals)]
        others = tuple(m for m in base if m[1] != "animals")
        for order in orders:
            out.append(Placement(others + tuple(order)))
    return tuple(out)


# ---------------------------------------------------------------- the whole table

class FinalScorer:
    """Scores a table of holdings with every end-of-game choice made automatically."""

    def __init__(self, numbers: ScoringNumbers, animal_scorer: AnimalScorer, sequence_reference: bool) -> None:
        self.numbers = numbers
        self.animal_scorer = animal_scorer
        self.sequence_reference = sequence_reference
        self.gems = GemScorer()

    def own_points(self, h: Holdings) -> tuple[dict[str, int], dict[str, object]]:
        """Everything but weapons: depends on this player's piles only."""
        shifts = sum(1 for s in h.spells if s.power.power == "gem_shift")
        gem_vp, runs, moves = self.gems.score(h.gems, shifts)
        animal_vp, sets = self.animal_scorer.score(h.animals)
        breakdown = {"spells": spell_points(h, self.numbers), "gems": gem_vp,
                     "spices": spice_points(h.spices, self.numbers), "animals": animal_vp}
        notes = {"gem_runs": runs, "gem_shifts": moves, "animal_sets": sets}
        return breakdown, notes

    def score(self, holdings: list[Holdings], first_player: int) -> Result:
        """Every seat's final score, with the choices made and explained for the results
        screen; `first_player` (the last round's) makes its choices first. The bots' playouts,
        which need the totals alone, have `totals.points_result`: the same choices, faster.

        A seat weighs each placement of its universal goods by its own total under it.
        Universal goods leave the Spell pile, but no universal is a shield or a boost, so
        only moves *into* a weapons pile change the weapon table: tables are shared between
        placements that agree on those moves (this loop is most of the cost of a game's end)."""
        n = len(holdings)
        chosen = [NO_PLACEMENT] * n
        order = [(first_player + k) % n for k in range(n)]
        tables = WeaponTables(holdings, self.numbers, first_player)
        for seat in order:
            options = placements(holdings[seat], self.sequence_reference)
            if len(options) == 1:
                continue
            h = holdings[seat]
            parts = self._parts(h)
            moves = [p.weapon_moves for p in chosen]
            nets: dict[tuple, int] = {}     # the seat's weapon net by the moves it makes into weapons
            best_total, best = None, chosen[seat]
            for option in options:
                net = nets.get(option.weapon_moves)
                if net is None:
                    moves[seat] = option.weapon_moves
                    net = nets[option.weapon_moves] = tables.net(moves, seat)
                total = self._placed_total(option.apply(h), option.targets, parts) + net
                if best_total is None or total > best_total:
                    best_total, best = total, option
            chosen[seat] = best
        return self._result(holdings, chosen, tables)

    def _parts(self, h: Holdings) -> tuple[int, int, int, int]:
        """The gem shifts of `h` (no universal is one) and its gem, spice and animal points."""
        shifts = sum(1 for s in h.spells if s.power.power == "gem_shift")
        return (shifts, self.gems.points(h.gems, shifts), spice_points(h.spices, self.numbers),
                self.animal_scorer.points(h.animals))

    def _placed_total(self, placed: Holdings, targets: frozenset[str], parts: tuple[int, int, int, int]) -> int:
        """The sum of `own_points`' breakdown for holdings a placement made, whose unplaced
        holdings have the `parts`: only the piles goods moved into and the spells (which
        count piles) are scored again, as the scorer weighs every placement."""
        shifts, gems, spices, animals = parts
        if "gems" in targets:
            gems = self.gems.points(placed.gems, shifts)
        if "spices" in targets:
            spices = spice_points(placed.spices, self.numbers)
        if "animals" in targets:
            animals = self.animal_scorer.points(placed.animals)
        return spell_points(placed, self.numbers) + gems + spices + animals

    def _result(self, holdings: list[Holdings], chosen: list[Placement], tables: "WeaponTables") -> Result:
        final = [p.apply(h) for p, h in zip(chosen, holdings)]
        table = tables.of([p.weapon_moves for p in chosen])
        breakdowns, choices, totals = [], [], []
        for seat, h in enumerate(final):
            breakdown, notes = self.own_points(h)
            breakdown["weapons"] = table.net[seat]
            breakdowns.append({k: breakdown[k] for k in CATEGORIES})
            totals.append(sum(breakdown.values()))
            universal = [universal_move(holdings[seat].spells[i].card, target) for i, target in chosen[seat].moves]
            choices.append({
                "universal": universal,
                "gem_shifts": notes["gem_shifts"],
                "gem_runs": notes["gem_runs"],
                "animal_sets": notes["animal_sets"],
                "shields": list(table.shields[seat]),
                "weapon_side": table.sides[seat],
                "weapons": table.detail[seat],
            })
        winners = winners_of(totals, [b["weapons"] for b in breakdowns], [len(h.weapons) for h in final])
        return Result(totals=totals, breakdown=breakdowns, winners=winners, categories=list(CATEGORIES), choices=choices)


class WeaponTables:
    """The weapon tables of one game's end by the universal goods each seat moves into its
    weapons pile (all that a placement changes in them), each worked out once, from
    each seat's working weapons under its moves, also worked out once."""

    def __init__(self, holdings: list[Holdings], numbers: ScoringNumbers, first_player: int,
                 read: tuple[list[int], list[list[str]]] | None = None) -> None:
        """`read` gives each seat's `shields_held` and `boosted_kinds` when the caller has
        read the spells already (no universal is a shield or a boost, so they stay)."""
        self.holdings = holdings
        self.numbers = numbers
        self.first_player = first_player
        if read is None:
            read = [shields_held(h) for h in holdings], [boosted_kinds(h) for h in holdings]
        self.shield_counts, self.boosted = read
        self.tables: dict[tuple, WeaponTable] = {}
        self.nets: dict[tuple, int] = {}
        self.arms: dict[tuple, dict[str, tuple[int, int]]] = {}
        self.unmoved: list[dict[str, tuple[int, int]] | None] = [None] * len(holdings)

    def of(self, moves: list[tuple[tuple[int, str], ...]]) -> WeaponTable:
        """The table with `moves[seat]`, a placement's `weapon_moves`, made by each seat."""
        key = tuple(moves)
        table = self.tables.get(key)
        if table is None:
            table = self.tables[key] = armed_table([self._arms(seat, m) for seat, m in enumerate(moves)],
                                                   self.shield_counts, self.first_player)
        return table

    def net(self, moves: list[tuple[tuple[int, str], ...]], seat: int) -> int:
        """`of(moves).net[seat]`; with three or more players, without the whole table unless
        it was worked out already or moves nothing into weapons (only the placements chosen
        at last need a whole table, and most games end with no such move)."""
        key = tuple(moves)
        table = self.tables.get(key)
        if table is not None:
            return table.net[seat]
        if len(moves) == 2 or not any(moves):   # most games end with no move into weapons
            return self.of(moves).net[seat]
        net = self.nets.get((key, seat))
        if net is None:
            net = self.nets[key, seat] = seat_net([self._arms(s, m) for s, m in enumerate(moves)],
                                                  self.shield_counts, seat)
        return net

    def _arms(self, seat: int, moves: tuple[tuple[int, str], ...]) -> dict[str, tuple[int, int]]:
        """The seat's working weapons once its universal goods in `moves` join its weapons
        (a universal that leaves the Spell pile is neither shield nor boost, so the spells
        the weapons read stay as they are)."""
        if not moves:       # most seats move nothing into weapons: their arms are kept by seat
            arms = self.unmoved[seat]
            if arms is None:
                arms = self.unmoved[seat] = armed(self.holdings[seat].weapons, self.boosted[seat],
                                                  self.numbers.weapon_boost)
            return arms
        arms = self.arms.get((seat, moves))
        if arms is None:
            h = self.holdings[seat]
            weapons = h.weapons + [h.spells[index].card.weapon for index, _ in moves]
            arms = self.arms[seat, moves] = armed(weapons, self.boosted[seat], self.numbers.weapon_boost)
        return arms


def winners_of(totals: list[int], weapon_vp: list[int], weapon_cards: list[int]) -> list[int]:
    """Most VP; then fewest VP from weapons; then fewest weapon cards; else shared."""
    keys = [(t, -w, -c) for t, w, c in zip(totals, weapon_vp, weapon_cards)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
