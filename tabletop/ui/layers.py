"""Cached layers: a tableau or a card is drawn once into its own surface at the window's
real scale and then only blitted, until something it shows changes.

A four-player table has well over a hundred chips, each several shapes, an icon and a
line of text; drawing all of that every frame costs more than a frame has. Each layer
is keyed by everything it depends on (the part of the view it shows, glow, the
rectangle and the scale), so a stale picture is never kept (one may stand in for a few
frames while its successor waits to be painted: see below). Two things keep a still
frame cheap: what changes as the pointer moves (the hover glow) is drawn over the
layers each frame rather than baked into them, and a layer that depends on a whole view
is keyed by the view's `version` instead of the view, whose hash means walking all of it.
A big picture is split into parts, each keyed by a `Part` (its own small piece of the
view, hashed once a view), so a move repaints only the parts it changed.

A move still changes several pictures at once (a seat, an island, the status board, the
log), and painting them all inside the frame the move lands in made that frame two or
three times as long as any other. So the window's frame loop gives painting a budget
(`paint_budget`): past it, a picture not yet painted is stood in for by the last picture
painted at the same place, and the window draws again at once, painting the rest, until
none is left — a move's pictures arrive over a few frames (tens of milliseconds), never a
frame too long. Outside that loop (screenshots, tests, replays to PNG) every picture is
painted when it is asked for.

A table's parts are in turn composed into one opaque still picture (`draw_still`), so a
frame blits one plain copy rather than some twenty per-pixel-alpha layers; after a move
it is painted again only where the parts that changed lie, over a copy of the one before.
A new picture is painted on the surface of the one its cache dropped: a fresh surface is
memory the system zeroes as it is first written, milliseconds for a table-sized one.
"""

from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
import time
from typing import Callable, Hashable, Iterator, TypeVar

import pygame

from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, RectLike

T = TypeVar("T")

VERSIONS_KEPT = 64
"""Objects a cache remembers a version number or a `Part` for; past that it starts afresh (a
forgotten object only gets a new number: its layers are painted again, never wrongly)."""


PAINT_WINDOW_MS = 3.0
"""New pictures are painted only in a frame's first milliseconds of main-thread time (the
frame starts with its input and update): past them, the rest of a frame (3–5 ms at a
four-seat table) and one picture begun in time still end it under 8 ms."""


MOST_CHANGED_PARTS = 4
"""A picture of layers with more parts changed than this is painted whole (see `_changed`)."""

Blit = tuple[Hashable, tuple[int, int, int, int]]
"""A part blitted into a picture: its layer's key and place (x, y, width, height)."""

_gathering: pygame.Surface | None = None
"""The surface a picture of layers is painted on; the layers blitted on it are noted in
`_gathered` (see `_noting`)."""
_gathered: list[Blit] = []


class _PutOff(Exception):
    """Raised inside a picture's painting when a picture it is made of must wait: the
    enclosing picture that has a stand-in catches it, so no stale part is baked in."""


class _Budget:
    """The frame loop's allowance for painting, shared by every cache: `paint_budget`
    opens it for one frame; closed, nothing is ever put off."""

    def __init__(self) -> None:
        self.deadline: float | None = None   # thread_time past which pictures wait
        self.window = 0.0                    # ... that many seconds after the frame began
        self.painted = 0                     # pictures finished this frame
        self.put_off = False                 # a stand-in was shown this frame
        self.owed = False                    # ... in the frame before: paint at least one now
        self.depth = 0                       # pictures being painted (one inside another)
        self.covers = 0                      # ... of them, those that have a stand-in

    def allows(self) -> bool:
        """Whether a new picture may be painted now. After a frame that put one off, the
        first picture is painted whatever the time, so every frame makes progress."""
        return (self.deadline is None or self.window > 0 and time.thread_time() < self.deadline
                or (self.owed and self.painted == 0))


_budget = _Budget()


@contextmanager
def paint_budget(milliseconds: float = PAINT_WINDOW_MS) -> Iterator[None]:
    """One frame of the window, painting allowed in its first `milliseconds` (see the
    module's docstring); afterwards `pictures_owed()` says whether another must follow."""
    _budget.window, _budget.painted = milliseconds / 1000, 0
    _budget.deadline = time.thread_time() + _budget.window
    _budget.owed, _budget.put_off = _budget.put_off, False
    try:
        yield
    finally:
        _budget.deadline = None


def pictures_owed() -> bool:
    """True when the last frame showed a stand-in: draw another frame now, not when input comes."""
    return _budget.put_off


def start_painting_afresh() -> None:
    """Forget a picture owed by an earlier window: the budget is one per process, and a new
    App (a test's, or the window reopened) starts with nothing owed."""
    global _budget
    _budget = _Budget()


class Part:
    """A layer key for one part of a view, hashed once: a table builds a part's key (a
    small tuple of exactly what the part draws) when the view changes and hands the same
    object in every frame until then, so a still frame hashes no view data. Equal parts
    of two views are equal keys, so an unchanged part keeps its picture across a move."""

    __slots__ = ("value", "_hash")

    def __init__(self, value: Hashable) -> None:
        self.value = value
        self._hash = hash(value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Part) and self._hash == other._hash and self.value == other.value

    def __repr__(self) -> str:
        return f"Part({self.value!r})"


class LayerCache:
    """Pictures by key, the least recently used dropped past `limit` (a table keeps one
    layer per seat, card and town; a log panel only ever needs its newest one)."""

    def __init__(self, limit: int = 96) -> None:
        self.limit = limit
        self._layers: OrderedDict[Hashable, tuple[pygame.Surface, tuple[int, int], object]] = OrderedDict()
        self._versions: dict[int, tuple[object, int]] = {}
        self._parts: dict[int, tuple[object, Part]] = {}
        self._last_version = 0
        self._newest_at: dict[Hashable, Hashable] = {}   # a place → the key last drawn there
        self._spare: pygame.Surface | None = None         # the picture last dropped: see `_blank`
        self._made_of: dict[Hashable, list[Blit]] = {}    # a picture of layers → its parts: see `_changed`

    def version(self, value: object) -> int:
        """A small number standing for `value` in keys: the same while the same object
        comes back (a table's view is one object per position), another for any other
        object, even an equal one. Nothing is hashed or compared but the identity; the
        object is held, so its id cannot be reused by another while it has a number."""
        entry = self._versions.get(id(value))
        if entry is None:
            if len(self._versions) >= VERSIONS_KEPT:
                self._versions.clear()
            self._last_version += 1
            entry = self._versions[id(value)] = (value, self._last_version)
        return entry[1]

    def part(self, value: Hashable) -> Part:
        """`value` (a part of a view: a seat's, a town's) as a `Part`, the same `Part` while
        the same object comes back, so a still frame neither hashes nor compares its fields;
        an equal part of the next view is an equal key, and its picture is kept."""
        entry = self._parts.get(id(value))
        if entry is None:
            if len(self._parts) >= VERSIONS_KEPT:
                self._parts.clear()
            entry = self._parts[id(value)] = (value, Part(value))
        return entry[1]

    def draw(self, canvas: Canvas, key: Hashable, rect: RectLike, margin: float,
             paint: Callable[[Canvas], T], *, opaque: bool = False, exact: bool = False,
             of_layers: bool = False) -> T:
        """Blit the layer for `key`, painting it first with `paint(layer_canvas)` if it is
        new. `rect` grown by `margin` bounds everything `paint` draws (shadows, glows).
        Returns what `paint` returned when the layer was made (e.g. its hotspots).

        An `exact` layer is the same pixels as `paint` drawing on the canvas itself (see
        `_even_corner`; layers older than that option keep their corners, and their
        pictures). An `opaque` layer, always exact, has no alpha: `paint` covers all of
        it (a table's whole picture over its background, made of the cached parts), so it
        blits as a plain copy. An opaque picture `of_layers` — `paint` fills it and then
        draws nothing but cached layers (a table's still picture) — is painted again only
        where its parts changed, over a copy of the picture it replaces (`_changed`).
        Over the frame's painting time (`paint_budget`) the picture last drawn at the
        same place stands in for a new one; inside another picture's painting, that
        picture stands in instead."""
        place = (tuple(rect), margin, canvas.scale, canvas.offset)
        full_key = (key, place)
        entry = self._layers.get(full_key)
        if entry is None:
            stand_key = self._newest_at.get(place)
            stand_in = self._layers.get(stand_key)
            if _budget.allows() or (stand_in is None or _budget.depth) and not _budget.covers:
                entry = self._paint(canvas, full_key, rect, margin, paint, opaque or exact, opaque,
                                    (stand_key, stand_in), of_layers)
            elif _budget.covers:
                raise _PutOff
            else:
                assert stand_in is not None, "painted above when there is none"
                entry, _budget.put_off = stand_in, True
            if entry is not stand_in:
                self._newest_at[place] = full_key
        else:
            self._layers.move_to_end(full_key)
            self._newest_at[place] = full_key
        surface, topleft, result = entry
        canvas.surface.blit(surface, topleft)
        if canvas.surface is _gathering:
            _gathered.append((full_key, (*topleft, *surface.get_size())))
        return result  # type: ignore[return-value]

    def _paint(self, canvas: Canvas, full_key: Hashable, rect: RectLike, margin: float,
               paint: Callable[[Canvas], object], exact: bool, opaque: bool,
               standing_in: tuple[Hashable, tuple[pygame.Surface, tuple[int, int], object] | None],
               of_layers: bool) -> tuple[pygame.Surface, tuple[int, int], object]:
        """A new picture, kept; or, if a part of it must wait (`_PutOff`), the stand-in
        (`standing_in`: its key and entry, the picture last drawn at this place)."""
        stand_key, stand_in = standing_in
        target = canvas.to_screen(pygame.FRect(rect).inflate(2 * margin, 2 * margin))
        if exact:
            _even_corner(target)
        covered = stand_in is not None
        _budget.covers += covered
        _budget.depth += 1
        surface: pygame.Surface | None = None
        parts: list[Blit] | None = None
        try:
            if opaque and covered:
                parts = _gather(paint, canvas, target.topleft)
            surface = self._blank(target.size, opaque)
            layer = _offset_canvas(canvas, surface, target.topleft)
            changed = self._changed(stand_key, parts, target) if of_layers else None
            if changed is None or stand_in is None:
                with _noting(surface) as noted:
                    result = paint(layer)
                parts = noted
            else:
                surface.blit(stand_in[0], (0, 0))
                for area in changed:        # the same pixels there as painting it all would give
                    surface.set_clip(area)
                    result = paint(layer)
                surface.set_clip(None)
        except _PutOff:
            if surface is not None:
                self._spare = surface     # half painted: the next try paints it again
            if stand_in is None:
                raise
            _budget.put_off = True
            return stand_in
        finally:
            _budget.covers -= covered
            _budget.depth -= 1
        surface = _display_format(surface, opaque)
        entry = (surface, target.topleft, result)
        self._layers[full_key] = entry
        if of_layers and parts is not None:
            self._made_of[full_key] = parts
        if len(self._layers) > self.limit:
            dropped, (self._spare, _, _) = self._layers.popitem(last=False)
            self._made_of.pop(dropped, None)
        if len(self._newest_at) > self.limit:
            self._newest_at.clear()
        _budget.painted += 1
        return entry

    def _changed(self, stand_key: Hashable, parts: list[Blit] | None, target: pygame.Rect) -> list[pygame.Rect] | None:
        """Where a picture of layers differs from the one last drawn at its place: the
        places of the parts whose keys differ, when all else (the places, in order) is
        the same and they are few. Elsewhere every pixel is the same fill and the same
        parts blitted in the same order, so the new picture is the old one there; it
        is painted only in these areas (a third of the cost of composing it all).
        None: paint it all."""
        before, old = self._made_of.get(stand_key), self._layers.get(stand_key)
        if (parts is None or before is None or old is None or len(before) != len(parts)
                or old[1] != target.topleft or old[0].get_size() != target.size):
            return None
        areas = []
        for (key, place), (old_key, old_place) in zip(parts, before):
            if place != old_place:
                return None
            if key != old_key:
                areas.append(pygame.Rect(place))
        return areas if 0 < len(areas) <= MOST_CHANGED_PARTS else None

    def _blank(self, size: tuple[int, int], opaque: bool) -> pygame.Surface:
        """A surface to paint a new picture on: the last one dropped when it has this size
        and kind, else a new one. A new surface is fresh memory the system maps and zeroes
        page by page as it is first written — 2.4 ms of the main thread for a table's
        still picture (992×644), a third of a frame, where reusing the one it replaces
        costs nothing (an opaque picture covers all of it; the other kind is cleared)."""
        flags = 0 if opaque else pygame.SRCALPHA
        spare, self._spare = self._spare, None
        if spare is None or spare.get_size() != size or spare.get_flags() & pygame.SRCALPHA != flags:
            return pygame.Surface(size, flags)
        if not opaque:
            spare.fill((0, 0, 0, 0))
        return spare


def draw_still(pictures: LayerCache, canvas: Canvas, key: Hashable, area: RectLike,
               paint: Callable[[Canvas], None]) -> None:
    """A table's still picture — what `paint` draws (its cached parts, in order) over the
    window's colour, keyed by the parts' keys — as one opaque layer filling `area`: a
    plain copy a frame instead of a per-pixel-alpha blit per part (some twenty at a
    four-seat table), composed again only when a part changes. `pictures` holds only
    these (two are plenty: the newest stands in while the next is put together)."""
    def whole(layer: Canvas) -> None:
        layer.fill(theme.SEA_DEEP)     # what the window is filled with under every table
        paint(layer)

    with canvas.clip(area):            # the picture may start a pixel early (`_even_corner`)
        pictures.draw(canvas, key, area, 0, whole, opaque=True, of_layers=True)


def _display_format(surface: pygame.Surface, opaque: bool) -> pygame.Surface:
    """`surface` in the display's pixel layout, which blits fastest; as it is when it has
    that layout already (it usually has: converting would only copy it, a millisecond
    for a table-sized picture, inside the frame that paints it)."""
    display = pygame.display.get_surface()
    if display is None or display.get_masks()[:3] == surface.get_masks()[:3]:
        return surface
    return surface.convert() if opaque else surface.convert_alpha()


def _gather(paint: Callable[[Canvas], object], canvas: Canvas, topleft: tuple[int, int]) -> list[Blit]:
    """Before a picture made of parts is composed: its painting run drawing nowhere, so
    each part not yet cached is painted (as time allows: `_PutOff` past it). Composing
    (a blit of every part, a few milliseconds) waits for a frame that paints no part:
    done in a frame that painted one, it would make that frame the longest of all, and
    done before all are ready it would be thrown away. Returns the parts the run blitted,
    in order, each as its key and place in the picture."""
    painted = _budget.painted
    nowhere = pygame.Surface((1, 1))
    with _noting(nowhere) as parts:
        paint(_offset_canvas(canvas, nowhere, topleft))
    if _budget.deadline is not None and (_budget.painted > painted or not _budget.allows()):
        raise _PutOff        # in the frame loop only: outside it every picture is painted when asked for
    return parts


@contextmanager
def _noting(surface: pygame.Surface) -> Iterator[list[Blit]]:
    """Note the layers blitted on `surface` while the block runs (not those blitted into
    them), in order: the parts of a picture of layers."""
    global _gathering, _gathered
    outer = _gathering, _gathered
    _gathering, _gathered = surface, []
    try:
        yield _gathered
    finally:
        _gathering, _gathered = outer


def _even_corner(target: pygame.Rect) -> None:
    """Move `target`'s top-left corner up and left to even pixels, keeping its far edges.
    Parts painted inside it round their coordinates (`round`, halves to even) shifted by
    its corner; an even shift rounds every half exactly as on the screen, so the picture
    is the same pixels as the parts blitted one by one."""
    dx, dy = target.x % 2, target.y % 2
    target.update(target.x - dx, target.y - dy, target.width + dx, target.height + dy)


def _offset_canvas(canvas: Canvas, surface: pygame.Surface, topleft: tuple[int, int]) -> Canvas:
    """A canvas with the same logical coordinates and scale that draws into `surface`,
    whose top-left corner sits at real pixel `topleft` of the original."""
    layer = Canvas.__new__(Canvas)
    layer.surface = surface
    layer.logical = canvas.logical
    layer.scale = canvas.scale
    layer.offset = (canvas.offset[0] - topleft[0], canvas.offset[1] - topleft[1])
    return layer
