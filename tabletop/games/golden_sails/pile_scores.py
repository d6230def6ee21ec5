"""The pile scorers: what a Gem pile, a Spell pile and a Spice pile score on their own
(the Animal pile's scorers are `animals.py`'s, the weapons' `weapons.py`'s).

Each reads only its owner's piles; the end-of-game choices that touch them (gem shifts,
universal goods joining a pile) are weighed by the final scorer, which asks these for
every option.
"""

from __future__ import annotations

from tabletop.games.golden_sails.holdings import PILE_INDEX, SPELLS_INDEX, Holdings
from tabletop.games.golden_sails.model import ANIMALS, GOOD_TYPES, ScoringNumbers, SpellPower


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
        best: tuple[int, tuple[tuple[int, int], ...]] = (self._best_runs(counts)[0], ())
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
    bots' totals (bot_totals.py) can weigh a universal good's placement by the sizes it makes
    without building the placed piles."""
    pts = numbers.power_points
    total = 0
    for p in powers:
        kind = p.power
        if kind == "goods_count":
            assert p.type is not None       # each power carries its parameter (the loader checks)
            total += pts["goods_count"] * sizes[PILE_INDEX[p.type]]
        elif kind == "spell_count":
            total += pts["spell_count"] * sizes[SPELLS_INDEX]
        elif kind == "animal_kind":
            assert p.animal is not None
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
