"""The seeded generator's sequence never changes: saves and strength runs replay it."""

from __future__ import annotations

import pytest

from tabletop.engine.rng import Rng

MASK = (1 << 64) - 1


def plain_next64(state: int) -> tuple[int, int]:
    """SplitMix64 as published: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def plain_below(rng_state: list[int], n: int) -> int:
    limit = (1 << 64) - (1 << 64) % n
    while True:
        rng_state[0], value = plain_next64(rng_state[0])
        if value < limit:
            return value % n


def test_the_sequence_is_pinned():
    rng = Rng(7)
    assert [rng.next64(), rng.next64()] == [10505089685518035142, 5296779924938651633]
    rng = Rng(7)
    assert [rng.below(10) for _ in range(8)] == [2, 3, 2, 7, 2, 8, 7, 8]
    items = list(range(10))
    Rng(3).shuffle(items)
    assert items == [1, 0, 8, 6, 3, 4, 7, 2, 9, 5]
    assert Rng(5).random() == 0.5381778078026136


@pytest.mark.parametrize("seed", range(20))
def test_the_inlined_draws_match_the_plain_definition(seed):
    rng, state = Rng(seed), [Rng(seed).state]
    for n in (1, 2, 3, 6, 7, 52, 1000, (1 << 63) + 12345):      # the last one rejects draws often
        assert rng.below(n) == plain_below(state, n)
        assert rng.state == state[0]
    items, expected = list(range(40)), list(range(40))
    rng.shuffle(items)
    for i in range(len(expected) - 1, 0, -1):
        j = plain_below(state, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and rng.state == state[0]
    with pytest.raises(ValueError):
        rng.below(0)


@pytest.mark.parametrize("seed", range(20))
def test_the_inlined_choice_matches_the_plain_definition(seed):
    rng, state = Rng(seed), [Rng(seed).state]
    for n in (1, 2, 3, 6, 7, 52, 1000):
        items = list(range(n))
        assert rng.choice(items) == items[plain_below(state, n)]
        assert rng.state == state[0]
    with pytest.raises(ValueError):
        rng.choice([])
