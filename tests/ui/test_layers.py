"""The layer cache's keys: a part of a view is hashed once, not every frame, and an equal
part of the next view keeps its picture while a changed one is painted again."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache

HASHES = 0


@dataclass(frozen=True)
class Counted:
    """A part of a view that counts how often it is hashed."""
    value: int

    def __hash__(self) -> int:
        global HASHES
        HASHES += 1
        return hash(self.value)


def _draw(layers: LayerCache, canvas: Canvas, part: Counted, painted: list[int]) -> None:
    layers.draw(canvas, ("seat", layers.part(part)), (10, 10, 40, 20), 2,
                lambda layer: painted.append(part.value))


def test_a_still_part_is_hashed_once_and_painted_once():
    canvas = Canvas(pygame.Surface((100, 60)))
    layers, painted = LayerCache(), []
    part = Counted(1)
    before = HASHES
    for _ in range(50):
        _draw(layers, canvas, part, painted)
    assert HASHES - before == 1
    assert painted == [1]


def test_an_equal_part_of_the_next_view_keeps_its_picture_and_a_changed_one_is_repainted():
    canvas = Canvas(pygame.Surface((100, 60)))
    layers, painted = LayerCache(), []
    _draw(layers, canvas, Counted(1), painted)
    _draw(layers, canvas, Counted(1), painted)      # another object, equal: the next view, this part unchanged
    assert painted == [1]
    _draw(layers, canvas, Counted(2), painted)
    assert painted == [1, 2]
