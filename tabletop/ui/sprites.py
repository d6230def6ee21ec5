"""SVG sprites (game-icons.net), rasterised at the exact pixel size they are drawn at.

SVGs are loaded on demand — never at start-up — with `pygame.image.load_sized_svg`, so an
icon is sharp at every window scale; each (name, size, tint) is cached. Tinting keeps
the icon's alpha and replaces its colour, because game-icons are single-colour shapes.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from tabletop.runtime import paths
from tabletop.ui.theme import Colour

_cache: OrderedDict[tuple[str, int, int, Colour | None], pygame.Surface] = OrderedDict()
_CACHE_SIZE = 600
_files: dict[str, str] = {}


def bucket(length: int) -> int:
    """Round a size down to a step (2 px, 4 px above 64), so an icon that grows during
    an animation reuses a few rasters instead of one per frame; at most 3 px smaller."""
    step = 2 if length <= 64 else 4
    return max(1, length - length % step)


def load_icon(name: str, width: int, height: int, tint: Colour | None = None) -> pygame.Surface:
    """The sprite `name` at about `width`×`height` real pixels (see `bucket`), recoloured
    with `tint` if given.

    Raises FileNotFoundError (from `paths.sprite_path`) for an unknown sprite, so a typo
    in content is found by the smoke test rather than shown as a blank.
    """
    width, height = bucket(max(1, width)), bucket(max(1, height))
    key = (name, width, height, tint)
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    if name not in _files:
        _files[name] = str(paths.sprite_path(name))
    surface = pygame.image.load_sized_svg(_files[name], (width, height))
    if surface.get_size() != (width, height):
        # load_sized_svg keeps the aspect ratio; centre it in the requested box.
        boxed = pygame.Surface((width, height), pygame.SRCALPHA)
        boxed.blit(surface, surface.get_rect(center=(width // 2, height // 2)))
        surface = boxed
    if tint is not None:
        surface = _tinted(surface, tint)
    _cache[key] = surface
    if len(_cache) > _CACHE_SIZE:
        _cache.popitem(last=False)
    return surface


def _tinted(surface: pygame.Surface, tint: Colour) -> pygame.Surface:
    """Same alpha, every pixel `tint`: zero the colour channels, then add the tint."""
    out = surface.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*tint, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out
