"""The one random number generator a game state carries.

Python only promises that `random.random()` stays the same across versions, and a save
is replayed from its seed, so we keep our own tiny generator (SplitMix64): its whole
state is one integer, which makes clones cheap and saves small, and every shuffle or
die roll is a function written here, never the `random` module's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
_FLOAT_SPAN = float(1 << 53)


class Rng:
    """SplitMix64 with unbiased bounded draws.

    `below`, `choice`, `shuffle` and `random` repeat `next64`'s three lines inline (and
    `choice` and `shuffle` repeat `below`'s loop): the bots' playouts and determinizations
    draw hundreds of thousands of numbers per decision, and the calls saved are a tenth of
    their cost. The sequence is fixed forever (saves and strength runs replay it);
    tests/engine/test_rng.py pins it against the plain definition."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        self.state = (seed * _GAMMA + 0x632BE59BD9B4E019) & _MASK if state is None else state & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        state = self.state
        while True:
            state = z = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def choice(self, items: Sequence[T]) -> T:
        """One of `items`, uniformly: `items[self.below(len(items))]`, with `below` inline."""
        n = len(items)
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        state = self.state
        while True:
            state = z = (state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return items[z % n]

    def roll(self, sides: int = 6) -> int:
        """A die roll from 1 to `sides`."""
        return self.below(sides) + 1

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place: `j = self.below(i + 1)` for each i from the top, with
        `below` inline and the generator's state kept in a local until the end."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - _SPAN % n
            while True:
                state = z = (state + _GAMMA) & _MASK
                z = ((z ^ (z >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits (`next64` inline, as in `below`)."""
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return ((z ^ (z >> 31)) >> 11) / _FLOAT_SPAN

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one (for determinizations)."""
        return Rng(state=self.next64())

    def clone(self) -> "Rng":
        return Rng(state=self.state)
