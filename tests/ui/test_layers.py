"""The layer cache's keys: a part of a view is hashed once, not every frame, and an equal
part of the next view keeps its picture while a changed one is painted again. In the
window's frame loop, pictures past the frame's painting budget wait for the next frame
with the last picture at their place standing in; a table's still picture is composed
from its parts only once they are all painted, and is the same pixels as the parts."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache, draw_still, paint_budget, pictures_owed

HASHES = 0


@dataclass(frozen=True)
class Counted:
    """A part of a view that counts how often it is hashed."""
    value: int

    def __hash__(self) -> int:
        global HASHES
        HASHES += 1
        return hash(self.value)



@pytest.fixture(autouse=True)
def _nothing_owed():
    """The painting budget is one for the whole window, so a test that left a picture owed
    would let the next test's first frame paint past its budget: start after a frame that
    painted nothing and owed nothing."""
    with paint_budget():
        pass
    with paint_budget():
        pass

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


# --- the frame loop's painting budget -------------------------------------------------------

def _seat(layers: LayerCache, canvas: Canvas, value: int, painted: list[int], colour=(200, 40, 40)) -> None:
    def paint(layer: Canvas) -> None:
        painted.append(value)
        layer.fill(colour, (10, 10, 40, 20))
    layers.draw(canvas, ("seat", value), (10, 10, 40, 20), 2, paint)


def test_past_the_budget_the_last_picture_at_its_place_stands_in_and_the_next_frame_paints():
    canvas = Canvas(pygame.Surface((100, 60)), (100, 60))
    layers, painted = LayerCache(), []
    _seat(layers, canvas, 1, painted, (200, 40, 40))
    with paint_budget(0):
        _seat(layers, canvas, 2, painted, (40, 200, 40))
    assert painted == [1]                               # no time left: the old picture shows
    assert canvas.surface.get_at((20, 20))[:3] == (200, 40, 40)
    assert pictures_owed()                              # ... and another frame is asked for
    with paint_budget(0):
        _seat(layers, canvas, 2, painted, (40, 200, 40))
    assert painted == [1, 2]                            # a frame after a put-off paints at least one
    assert canvas.surface.get_at((20, 20))[:3] == (40, 200, 40)
    assert not pictures_owed()


def test_a_picture_with_nothing_to_stand_in_for_it_is_painted_whatever_the_budget():
    canvas = Canvas(pygame.Surface((100, 60)), (100, 60))
    layers, painted = LayerCache(), []
    with paint_budget(0):
        _seat(layers, canvas, 1, painted)
    assert painted == [1] and not pictures_owed()


def test_outside_the_frame_loop_every_picture_is_painted_when_asked_for():
    canvas = Canvas(pygame.Surface((100, 60)), (100, 60))
    layers, painted = LayerCache(), []
    for value in range(5):
        _seat(layers, canvas, value, painted)
    assert painted == [0, 1, 2, 3, 4] and not pictures_owed()


def test_a_new_picture_reuses_the_surface_of_the_one_dropped_and_shows_nothing_of_it():
    """A fresh surface is memory the system zeroes as it is first written (2.4 ms for a
    table's still picture): the cache paints on the one it dropped, cleared first."""
    canvas = Canvas(pygame.Surface((100, 60), pygame.SRCALPHA), (100, 60))
    layers = LayerCache(limit=1)
    surfaces = []

    def paint(value: int, spot: tuple[int, int, int, int]) -> None:
        def painter(layer: Canvas) -> None:
            surfaces.append(layer.surface)
            layer.fill((200, 40, 40), spot)
        layers.draw(canvas, ("seat", value), (10, 10, 40, 20), 2, painter)

    paint(1, (10, 10, 40, 20))
    paint(2, (10, 10, 10, 10))        # the cache holds one: the first picture is dropped
    paint(3, (40, 20, 10, 10))
    assert surfaces[2] is surfaces[0]
    canvas.surface.fill((0, 0, 0, 0))
    paint(3, (40, 20, 10, 10))        # the third picture, blitted: the first's red is gone
    assert canvas.surface.get_at((15, 15)).a == 0 and canvas.surface.get_at((45, 25))[:3] == (200, 40, 40)


def _table(layers: LayerCache, pictures: LayerCache, canvas: Canvas, values: tuple[int, ...],
           painted: list[int]) -> None:
    """A still picture of three parts side by side, each with a shadow reaching out of it."""
    def part(layer: Canvas, value: int, x: float) -> None:
        painted.append(value)
        layer.shade((0, 0, 0), 90, (x - 3, 7, 31, 31), 6)
        layer.fill((value * 40 % 256, 90, 160), (x, 4, 25, 25), 5)

    def parts(layer: Canvas) -> None:
        for i, value in enumerate(values):
            layers.draw(layer, ("part", i, value), (10 + 40 * i, 4, 25, 25), 4,
                        lambda c, value=value, x=10 + 40 * i: part(c, value, x))

    draw_still(pictures, canvas, values, (2.7, 0.7, 131, 45), parts)


def _surface(size=(141, 51)) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(theme.SEA_DEEP)
    return surface


def test_a_still_picture_is_the_same_pixels_as_its_parts_blitted_one_by_one_at_any_scale():
    for scale, offset in ((1.0, (0.0, 0.0)), (1.0, (0.5, 0.5)), (1.25, (1.5, 0.5)), (1.5, (3.0, 1.0))):
        composed, loose = (Canvas(_surface(), (141, 51), scale=scale, offset=offset),
                           Canvas(_surface(), (141, 51), scale=scale, offset=offset))
        _table(LayerCache(), LayerCache(limit=2), composed, (1, 2, 3), [])
        with loose.clip((2.7, 0.7, 131, 45)):
            layers = LayerCache()
            for i, value in enumerate((1, 2, 3)):
                layers.draw(loose, ("part", i, value), (10 + 40 * i, 4, 25, 25), 4,
                            lambda c, value=value, x=10 + 40 * i: (
                                c.shade((0, 0, 0), 90, (x - 3, 7, 31, 31), 6),
                                c.fill((value * 40 % 256, 90, 160), (x, 4, 25, 25), 5)))
        assert pygame.image.tobytes(composed.surface, "RGB") == pygame.image.tobytes(loose.surface, "RGB"), scale


def test_a_still_picture_waits_for_all_its_new_parts_and_never_bakes_in_an_old_one():
    canvas = Canvas(_surface(), (141, 51))
    layers, pictures, painted = LayerCache(), LayerCache(limit=2), []
    _table(layers, pictures, canvas, (1, 2, 3), painted)
    before = pygame.image.tobytes(canvas.surface, "RGB")
    painted.clear()
    frames = 0
    while True:                                          # a move changed two parts
        frames += 1
        with paint_budget(0):
            _table(layers, pictures, canvas, (1, 5, 6), painted)
        if not pictures_owed():
            break
        assert pygame.image.tobytes(canvas.surface, "RGB") == before     # the whole old picture meanwhile
    assert painted == [5, 6] and frames == 4             # none in time, one part a frame, then composed
    fresh = Canvas(_surface(), (141, 51))
    _table(LayerCache(), LayerCache(limit=2), fresh, (1, 5, 6), [])
    assert pygame.image.tobytes(canvas.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB")


def test_outside_the_frame_loop_a_still_picture_whose_part_changed_is_composed_at_once():
    """A screenshot or a replay written to PNG draws each position once: the picture must
    be the new one, not the last one standing in for it (Winds of Trade's replay frames
    showed the position before)."""
    canvas = Canvas(_surface(), (141, 51))
    layers, pictures = LayerCache(), LayerCache(limit=2)
    _table(layers, pictures, canvas, (1, 2, 3), [])
    _table(layers, pictures, canvas, (1, 5, 3), [])
    fresh = Canvas(_surface(), (141, 51))
    _table(LayerCache(), LayerCache(limit=2), fresh, (1, 5, 3), [])
    assert pygame.image.tobytes(canvas.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB")
    assert not pictures_owed()


def test_a_still_picture_with_a_part_changed_is_painted_again_there_only_and_is_the_same_pixels():
    """The next still picture is the last one with only the changed part's place painted
    again (its neighbours' shadows reach into it: they are blitted there too); the same
    pixels as one composed whole, at any scale. Two parts changed: two places."""
    for scale, offset in ((1.0, (0.0, 0.0)), (1.25, (1.5, 0.5))):
        canvas = Canvas(_surface(), (141, 51), scale=scale, offset=offset)
        layers, pictures = LayerCache(), LayerCache(limit=2)
        _table(layers, pictures, canvas, (1, 2, 3), [])
        areas: list = []
        changed = pictures._changed
        pictures._changed = lambda *args: areas.append(changed(*args)) or areas[-1]   # type: ignore[method-assign]
        for values in ((1, 5, 3), (7, 5, 8)):
            _table(layers, pictures, canvas, values, [])
            fresh = Canvas(_surface(), (141, 51), scale=scale, offset=offset)
            _table(LayerCache(), LayerCache(limit=2), fresh, values, [])
            assert pygame.image.tobytes(canvas.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB"), scale
        assert [len(found or []) for found in areas] == [1, 2], areas
