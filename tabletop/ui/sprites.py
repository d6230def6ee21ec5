"""SVG sprites (game-icons.net), rasterised at the exact pixel size they are drawn at.

SVGs are loaded on demand — never at start-up — with `pygame.image.load_sized_svg`, so an
icon is sharp at every window scale; each (name, size, tint) is cached. Tinting keeps
the icon's alpha and replaces its colour, because game-icons are single-colour shapes.
"""

from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.ui.theme import Colour

_cache: dict[tuple[str, int, int, Colour | None], pygame.Surface] = {}


def load_icon(name: str, width: int, height: int, tint: Colour | None = None) -> pygame.Surface:
    """The sprite `name` at `width`×`height` real pixels, optionally recoloured.

    Raises FileNotFoundError (from `paths.sprite_path`) for an unknown sprite, so a typo
    in content is found by the smoke test rather than shown as a blank.
    """
    width, height = max(1, width), max(1, height)
    key = (name, width, height, tint)
    surface = _cache.get(key)
    if surface is None:
        surface = pygame.image.load_sized_svg(str(paths.sprite_path(name)), (width, height))
        if surface.get_size() != (width, height):
            # load_sized_svg keeps the aspect ratio; centre it in the requested box.
            boxed = pygame.Surface((width, height), pygame.SRCALPHA)
            boxed.blit(surface, surface.get_rect(center=(width // 2, height // 2)))
            surface = boxed
        if tint is not None:
            surface = _tinted(surface, tint)
        _cache[key] = surface
    return surface


def _tinted(surface: pygame.Surface, tint: Colour) -> pygame.Surface:
    """Same alpha, every pixel `tint`: zero the colour channels, then add the tint."""
    out = surface.copy()
    out.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    out.fill((*tint, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out


def clear_cache() -> None:
    _cache.clear()
