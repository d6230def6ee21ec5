"""Animal scoring: one small class per kind of reference card, driven by its content data.

A reference's `scoring` names the class (`sets`, `squares`, `sequence`); its numbers come
from `content/golden_sails/references.yaml`. Where the split into sets is a choice, the
scorer finds the best split and reports it, so the results screen can show why.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations, combinations_with_replacement
from typing import Protocol

from tabletop.games.golden_sails.model import ANIMALS, AnimalReference, SetPattern


class AnimalScorer(Protocol):
    def score(self, animals: list[str]) -> tuple[int, list[str]]:
        """VP for a pile (bottom first) and a few words per set explaining them."""

    def points(self, animals: list[str]) -> int:
        """The VP of `score` alone: the final scorer weighs every end-of-game choice with
        it, and the bots' playouts end thousands of games, so no words are written."""


def _counts(animals: list[str]) -> tuple[int, ...]:
    """How many of each kind, in ANIMALS order (`map`, not a generator: every game's end
    in a search asks, once per placement of universal goods weighed)."""
    return tuple(map(animals.count, ANIMALS))


class SetsScorer:
    """Split the pile into the reference's sets, best split first; leftovers score `leftover`."""

    def __init__(self, reference: AnimalReference, name: Callable[[str], str] = str) -> None:
        self.name = name
        self.patterns = reference.patterns
        self.leftover = reference.leftover
        self._memo: dict[tuple[int, ...], tuple[int, tuple[str, ...]]] = {}

    def score(self, animals: list[str]) -> tuple[int, list[str]]:
        points, sets = self._best(_counts(animals))
        return points, list(sets)

    def points(self, animals: list[str]) -> int:
        return self._best(_counts(animals))[0]

    def _best(self, counts: tuple[int, ...]) -> tuple[int, tuple[str, ...]]:
        """Best VP for these counts, with one description per set or leftover."""
        if counts in self._memo:
            return self._memo[counts]
        first = next((i for i, c in enumerate(counts) if c), None)
        if first is None:
            return 0, ()
        # Some animal of the first present kind is either left over or in a set with it.
        options: list[tuple[int, tuple[str, ...], tuple[int, ...], str]] = [
            (self.leftover, (self.name(ANIMALS[first]),), self._minus(counts, (first,)), "leftover")]
        for pattern in self.patterns:
            for members in self._sets_with(first, counts, pattern):
                options.append((pattern.points, tuple(self.name(ANIMALS[m]) for m in members), self._minus(counts, members), "set"))
        best: tuple[int, tuple[str, ...]] = (-1, ())
        for points, names, rest, label in options:
            rest_points, rest_sets = self._best(rest)
            total = points + rest_points
            if total > best[0]:
                described = (f"{' + '.join(names)} ({points} VP)" if label == "set" else f"{names[0]} alone ({points} VP)",)
                best = (total, described + rest_sets)
        self._memo[counts] = best
        return best

    @staticmethod
    def _minus(counts: tuple[int, ...], members: tuple[int, ...]) -> tuple[int, ...]:
        out = list(counts)
        for m in members:
            out[m] -= 1
        return tuple(out)

    @staticmethod
    def _sets_with(first: int, counts: tuple[int, ...], pattern: SetPattern) -> Iterator[tuple[int, ...]]:
        others = pattern.size - 1
        if pattern.shape == "identical":
            if counts[first] >= pattern.size:
                yield (first,) * pattern.size
        elif pattern.shape == "distinct":
            present = [k for k in range(len(counts)) if counts[k] and k != first]
            for rest in combinations(present, others):
                yield (first, *rest)
        else:  # any
            present = [k for k in range(len(counts)) if counts[k]]
            for rest in combinations_with_replacement(present, others):
                members = (first, *rest)
                if all(members.count(k) <= counts[k] for k in set(members)):
                    yield members


class SquaresScorer:
    """Each kind scores its count squared."""

    def __init__(self, reference: AnimalReference, name: Callable[[str], str] = str) -> None:
        self.name = name
        self.multiplier = reference.multiplier

    def score(self, animals: list[str]) -> tuple[int, list[str]]:
        parts = [(kind, animals.count(kind)) for kind in ANIMALS if kind in animals]
        return (sum(self.multiplier * c * c for _, c in parts),
                [f"{c} × {self.name(kind)} ({self.multiplier * c * c} VP)" for kind, c in parts])

    def points(self, animals: list[str]) -> int:
        return sum(self.multiplier * c * c for c in map(animals.count, ANIMALS))


SEQUENCE_MEMO = 50_000
"""Sequences a SequenceScorer remembers before it starts afresh: a search's playouts end
in a few thousand different piles, while the pile orders possible are without end."""


class SequenceScorer:
    """Each animal scores by the animal taken after it; the last scores nothing."""

    def __init__(self, reference: AnimalReference, name: Callable[[str], str] = str) -> None:
        self.name = name
        self.values = reference.values
        self._memo: dict[tuple[str, ...], int] = {}

    def score(self, animals: list[str]) -> tuple[int, list[str]]:
        steps = [(a, b, self.values[a][b]) for a, b in zip(animals, animals[1:])]
        return sum(v for _, _, v in steps), [f"{self.name(a)} → {self.name(b)} ({v} VP)" for a, b, v in steps]

    def points(self, animals: list[str]) -> int:
        """Memoised by the pile: the final scorer asks again for every universal placement
        it weighs, and the piles of a search's playouts repeat."""
        key = tuple(animals)
        points = self._memo.get(key)
        if points is None:
            if len(self._memo) >= SEQUENCE_MEMO:
                self._memo.clear()
            values = self.values
            points = self._memo[key] = sum(values[a][b] for a, b in zip(animals, animals[1:]))
        return points


SCORERS: dict[str, Callable[[AnimalReference, Callable[[str], str]], AnimalScorer]] = {
    "sets": SetsScorer, "squares": SquaresScorer, "sequence": SequenceScorer}


def scorer_for(reference: AnimalReference, name: Callable[[str], str] = str) -> AnimalScorer:
    """The reference's scorer, writing each animal in its words with `name` (the game's
    display names; the id itself where only the points matter)."""
    return SCORERS[reference.scoring](reference, name)
