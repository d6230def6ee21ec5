"""Draw Tabletop's app icon from our own sprites: `python tools/make_icon.py`.

The house style's menu look at icon size: the caravel sprite in foam on the deep sea of
the menus, in a brass ring. Writes the one picture in every form a system asks for, all
committed (the program and its builds never run this):

- sprites/app-icon.png (256 px): the window's icon, set by the app at start;
- packaging/tabletop.png (512 px): the Linux desktop entry's icon (hicolor 512x512);
- packaging/tabletop.ico: the Windows executable's icon (PNG entries, 16 to 256 px);
- packaging/tabletop.icns: the macOS app bundle's icon (PNG entries, 32 to 1024 px).

ICO and ICNS files holding PNG images are small containers, written here with struct, so
no image library beyond pygame-ce is needed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from tabletop.runtime.paths import sprite_path
from tabletop.ui import theme

SPRITE = "caravel"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {32: b"ic11", 64: b"ic12", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}
"""ICNS entry types holding PNG data, by pixel size (ic11/ic12 are the 16 and 32 pt @2x)."""


def draw(size: int) -> pygame.Surface:
    """The icon at `size` px, drawn at 4× and scaled down smoothly, so small sizes keep
    clean edges."""
    big = size * 4
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    margin = big * 0.04
    rect = pygame.Rect(margin, margin, big - 2 * margin, big - 2 * margin)
    pygame.draw.rect(surface, theme.SEA, rect, border_radius=int(big * 0.22))
    pygame.draw.rect(surface, theme.BRASS, rect, width=max(2, int(big * 0.045)), border_radius=int(big * 0.22))
    inner = rect.inflate(-big * 0.14, -big * 0.14)
    pygame.draw.rect(surface, theme.mix(theme.SEA, theme.BRASS, 0.45), inner, width=max(1, int(big * 0.012)),
                     border_radius=int(big * 0.16))
    ship_size = int(big * 0.62)
    ship = pygame.image.load_sized_svg(str(sprite_path(SPRITE)), (ship_size, ship_size))
    ship.fill((*theme.FOAM, 255), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(ship, ship.get_rect(center=(big / 2, big * 0.49)))
    return pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon: a header, one 16-byte entry per image, then the PNG data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon: 'icns' and the total length, then typed, length-prefixed PNGs."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data
                    for size, data in sorted(images.items()))
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main() -> None:
    pygame.init()
    (ROOT / "sprites" / "app-icon.png").write_bytes(png_bytes(draw(256)))
    (ROOT / "packaging" / "tabletop.png").write_bytes(png_bytes(draw(512)))
    (ROOT / "packaging" / "tabletop.ico").write_bytes(ico({size: png_bytes(draw(size)) for size in ICO_SIZES}))
    (ROOT / "packaging" / "tabletop.icns").write_bytes(icns({size: png_bytes(draw(size)) for size in ICNS_TYPES}))
    print("wrote sprites/app-icon.png and packaging/tabletop.png, .ico, .icns")


if __name__ == "__main__":
    main()
