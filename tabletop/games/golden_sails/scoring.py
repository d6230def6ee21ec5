"""Golden Sails final scoring, in the booklet's order: spells, gems, spices, animals, weapons.

End-of-game choices (universal goods, gem shifts, the shield's weapon kind, the two-player
weapon side) are made for each player to maximise that player's own total, in seat order
from the last round's first player, as the rulebook's FAQ orders them. Gem shifts touch
only their owner's gems, and shields and sides are pure best responses, so the only
choice that interacts across players is where universal goods go; that is what the seat
order settles.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations, product

from tabletop.engine.game import Result
from tabletop.games.golden_sails.animals import AnimalScorer
from tabletop.games.golden_sails.model import (
    ANIMALS, GOOD_TYPES, WEAPONS, Card, ScoringNumbers, SpellPower, WeaponArea,
)

CATEGORIES = ["spells", "gems", "spices", "animals", "weapons"]


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

    def copy(self) -> "Holdings":
        return Holdings(list(self.spices), list(self.gems), list(self.animals), list(self.weapons), list(self.spells))

    @classmethod
    def from_cards(cls, piles: dict[str, list[Card]]) -> "Holdings":
        return cls(
            [c.spice for c in piles["spices"]], [c.gem for c in piles["gems"]],
            [c.animal for c in piles["animals"]], [c.weapon for c in piles["weapons"]],
            [SpellCard(c.spell, c) for c in piles["spells"]],
        )


# ---------------------------------------------------------------- gems

class GemScorer:
    """Best split of gems into runs of adjacent classes (8 and 1 adjacent), each run
    scoring its length squared, with up to k optional ±1 shifts (stackable)."""

    def __init__(self) -> None:
        self._runs: dict[tuple[int, ...], tuple[int, tuple[tuple[int, ...], ...]]] = {}
        self._shifted: dict[tuple[tuple[int, ...], int], tuple[int, tuple[tuple[int, int], ...]]] = {}

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
    counts = [animals.count(kind) for kind in ANIMALS]
    k = len(animals) // 3
    while k and sum(min(c, k) for c in counts) < 3 * k:
        k -= 1
    return k


def spell_points(h: Holdings, numbers: ScoringNumbers) -> int:
    pts = numbers.power_points
    total = 0
    for spell in h.spells:
        p = spell.power
        if p.power == "goods_count":
            total += pts["goods_count"] * len(h.pile(p.type))
        elif p.power == "spell_count":
            total += pts["spell_count"] * len(h.spells)
        elif p.power == "animal_kind":
            total += pts["animal_kind"] * h.animals.count(p.animal)
        elif p.power == "spice_pair":
            a, b = p.spices
            total += pts["spice_pair"] * min(h.spices.count(a), h.spices.count(b))
        elif p.power == "five_types":
            total += pts["five_types"] * min(len(h.pile(t)) for t in GOOD_TYPES)
        elif p.power == "animal_trio":
            total += pts["animal_trio"] * animal_trios(h.animals)
    return total


def spice_points(spices: list[str], numbers: ScoringNumbers) -> int:
    kinds = len(set(spices))
    return numbers.spice_kinds[kinds - 1] if kinds else 0


# ---------------------------------------------------------------- weapons

def working_weapons(h: Holdings, numbers: ScoringNumbers) -> dict[str, tuple[int, int]]:
    """Kind -> (left, right) for kinds held exactly once, boosts added."""
    out = {}
    for w in h.weapons:
        if sum(1 for x in h.weapons if x.kind == w.kind) == 1:
            boost = numbers.weapon_boost * sum(1 for s in h.spells if s.power.power == "weapon_boost" and s.power.weapon == w.kind)
            out[w.kind] = (w.left + boost, w.right + boost)
    return out


def has_shield(h: Holdings) -> bool:
    return any(s.power.power == "weapon_shield" for s in h.spells)


@dataclass(slots=True)
class WeaponTable:
    """Who steals what from whom once shields and (two players) sides are chosen."""

    net: list[int]
    shields: list[str | None]
    sides: list[str | None]
    detail: list[str]


def weapon_table(holdings: list[Holdings], numbers: ScoringNumbers) -> WeaponTable:
    n = len(holdings)
    arms = [working_weapons(h, numbers) for h in holdings]

    def steal(p: int, q: int, side: str, shield: str | None) -> int:
        index = 0 if side == "left" else 1
        return sum(values[index] for kind, values in arms[p].items() if kind != shield)

    if n == 2:
        def best_side(p: int, shield: str | None) -> tuple[int, str]:
            return max((steal(p, 1 - p, s, shield), s) for s in ("left", "right"))

        shields: list[str | None] = []
        for q in range(2):
            # The shield is chosen knowing the opponent will then pick its best side.
            options = [(best_side(1 - q, k)[0], WEAPONS.index(k), k) for k in WEAPONS] if has_shield(holdings[q]) else []
            shields.append(min(options)[2] if options else None)
        sides, gains = [], []
        for p in range(2):
            gain, side = best_side(p, shields[1 - p])
            sides.append(side if arms[p] else None)
            gains.append(gain)
        net = [gains[0] - gains[1], gains[1] - gains[0]]
        detail = [f"steals {gains[p]} with the {sides[p] or 'left'} values, loses {gains[1 - p]}" for p in range(2)]
        return WeaponTable(net, shields, sides, detail)

    def left(p: int) -> int:
        return (p + 1) % n

    def right(p: int) -> int:
        return (p - 1) % n

    shields = []
    for q in range(n):
        if not has_shield(holdings[q]):
            shields.append(None)
            continue
        incoming = {k: arms[left(q)].get(k, (0, 0))[1] + arms[right(q)].get(k, (0, 0))[0] for k in WEAPONS}
        shields.append(max(WEAPONS, key=lambda k: (incoming[k], -WEAPONS.index(k))))
    net, detail = [], []
    for p in range(n):
        gives_left = steal(p, left(p), "left", shields[left(p)])
        gives_right = steal(p, right(p), "right", shields[right(p)])
        loses = steal(left(p), p, "right", shields[p]) + steal(right(p), p, "left", shields[p])
        net.append(gives_left + gives_right - loses)
        detail.append(f"steals {gives_left} left and {gives_right} right, loses {loses}")
    return WeaponTable(net, shields, [None] * n, detail)


# ---------------------------------------------------------------- universal goods

@dataclass(frozen=True, slots=True)
class Placement:
    """Where each universal good in a Spell pile goes, in moving order ('spells' = stays)."""

    moves: tuple[tuple[int, str], ...] = ()   # (index in the spell pile, target pile)
    # The moves that add a weapon: all that a placement changes in the weapon table.
    weapon_moves: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "weapon_moves", tuple(m for m in self.moves if m[1] == "weapons"))

    def apply(self, h: Holdings) -> Holdings:
        if not self.moves:
            return h
        out = h.copy()
        moved = {index for index, target in self.moves if target != "spells"}
        out.spells = [s for i, s in enumerate(h.spells) if i not in moved]
        for index, target in self.moves:
            if target != "spells":
                card = h.spells[index].card
                out.pile(target).append(card.area(target))
        return out


def placements(h: Holdings, animal_order_matters: bool) -> list[Placement]:
    universals = [i for i, s in enumerate(h.spells) if s.power.power == "universal" and s.card is not None]
    if not universals:
        return [Placement()]
    out = []
    for targets in product(("spells", "spices", "gems", "animals", "weapons"), repeat=len(universals)):
        base = list(zip(universals, targets))
        to_animals = [m for m in base if m[1] == "animals"]
        orders = permutations(to_animals) if animal_order_matters and len(to_animals) > 1 else [tuple(to_animals)]
        others = tuple(m for m in base if m[1] != "animals")
        for order in orders:
            out.append(Placement(others + tuple(order)))
    return out


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

    def score(self, holdings: list[Holdings], first_player: int = 0) -> Result:
        n = len(holdings)
        chosen = [Placement() for _ in range(n)]
        order = [(first_player + k) % n for k in range(n)]
        tables: dict[tuple, WeaponTable] = {}
        for seat in order:
            options = placements(holdings[seat], self.sequence_reference)
            if len(options) == 1:
                continue
            best_total, best = None, chosen[seat]
            for option in options:
                trial = list(chosen)
                trial[seat] = option
                total = self._seat_total(holdings, trial, seat, tables)
                if best_total is None or total > best_total:
                    best_total, best = total, option
            chosen[seat] = best
        return self._result(holdings, chosen, tables)

    def _seat_total(self, holdings: list[Holdings], chosen: list[Placement], seat: int,
                    tables: dict[tuple, WeaponTable]) -> int:
        """The seat's total under these placements. Universal goods leave the Spell pile,
        but no universal is a shield or a boost, so only moves *into* a weapons pile change
        the weapon table: tables are shared between placements that agree on those moves
        (this loop is most of the cost of a game's end, and the bots end thousands)."""
        final = chosen[seat].apply(holdings[seat])
        return self.own_total(final) + self._weapons(holdings, chosen, tables).net[seat]

    def _weapons(self, holdings: list[Holdings], chosen: list[Placement],
                 tables: dict[tuple, WeaponTable]) -> WeaponTable:
        key = tuple(p.weapon_moves for p in chosen)
        table = tables.get(key)
        if table is None:
            table = tables[key] = weapon_table([p.apply(h) for p, h in zip(chosen, holdings)], self.numbers)
        return table

    def own_total(self, h: Holdings) -> int:
        """The sum of `own_points`' breakdown, without writing its explanations."""
        shifts = sum(1 for s in h.spells if s.power.power == "gem_shift")
        counts = tuple(h.gems.count(c) for c in range(1, 9))
        return (spell_points(h, self.numbers) + self.gems.best(counts, shifts) + spice_points(h.spices, self.numbers)
                + self.animal_scorer.score(h.animals)[0])

    def _result(self, holdings: list[Holdings], chosen: list[Placement], tables: dict[tuple, WeaponTable]) -> Result:
        final = [p.apply(h) for p, h in zip(chosen, holdings)]
        table = self._weapons(holdings, chosen, tables)
        breakdowns, choices, totals = [], [], []
        for seat, h in enumerate(final):
            breakdown, notes = self.own_points(h)
            breakdown["weapons"] = table.net[seat]
            breakdowns.append({k: breakdown[k] for k in CATEGORIES})
            totals.append(sum(breakdown.values()))
            universal = [f"{holdings[seat].spells[i].card.id if holdings[seat].spells[i].card else 'card'} → {target}"
                         for i, target in chosen[seat].moves]
            choices.append({
                "universal": universal,
                "gem_shifts": notes["gem_shifts"],
                "gem_runs": notes["gem_runs"],
                "animal_sets": notes["animal_sets"],
                "shield": table.shields[seat],
                "weapon_side": table.sides[seat],
                "weapons": table.detail[seat],
            })
        winners = _winners(totals, [b["weapons"] for b in breakdowns], [len(h.weapons) for h in final])
        return Result(totals=totals, breakdown=breakdowns, winners=winners, categories=list(CATEGORIES), choices=choices)


def _winners(totals: list[int], weapon_vp: list[int], weapon_cards: list[int]) -> list[int]:
    """Most VP; then fewest VP from weapons; then fewest weapon cards; else shared."""
    keys = [(t, -w, -c) for t, w, c in zip(totals, weapon_vp, weapon_cards)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
