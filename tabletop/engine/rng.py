"""The one random number generator a game state carries.

Python only promises that `random.random()` stays the same across versions, and a save
is replayed from its seed, so we keep our own tiny generator (SplitMix64): its whole
state is one integer, which makes clones cheap and saves small, and every shuffle or
die roll is a function written here, never the `random` module's.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64 with unbiased bounded draws."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK if state is None else state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def choice(self, items):
        return items[self.below(len(items))]

    def roll(self, sides: int = 6) -> int:
        """A die roll from 1 to `sides`."""
        return self.below(sides) + 1

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) / float(1 << 53)

    def spawn(self) -> "Rng":
        """An independent generator seeded from this one (for determinizations)."""
        return Rng(state=self.next64())

    def clone(self) -> "Rng":
        return Rng(state=self.state)
