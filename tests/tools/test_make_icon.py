"""The committed icons are what tools/make_icon.py draws, in containers Windows and macOS
read: an ICO of PNG entries 16–256 px, an ICNS of typed PNG entries 32–1024 px."""

from __future__ import annotations

import io
import struct

import pygame

from tests import REPO
from tests.tools.support import load_tool

PNG = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG)
    return struct.unpack(">II", data[16:24])


def test_the_ico_holds_a_png_of_every_size_windows_asks_for():
    tool = load_tool("make_icon")
    data = (REPO / "packaging" / "tabletop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(tool.ICO_SIZES))
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        size = _png_size(data[offset:offset + length])
        assert size[0] == (width or 256) and (planes, bits) == (1, 32)
        sizes.append(size[0])
    assert sizes == list(tool.ICO_SIZES)


def test_the_icns_holds_typed_pngs_and_its_length_is_right():
    tool = load_tool("make_icon")
    data = (REPO / "packaging" / "tabletop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    at, found = 8, {}
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = _png_size(data[at + 8:at + length])[0]
        at += length
    assert found == {kind: size for size, kind in tool.ICNS_TYPES.items()}


def test_the_window_icon_is_the_drawing_of_today():
    tool = load_tool("make_icon")
    pygame.init()
    drawn = tool.draw(256)
    committed = pygame.image.load(io.BytesIO((REPO / "sprites" / "app-icon.png").read_bytes()), "icon.png")
    assert committed.get_size() == (256, 256)
    for point in ((128, 128), (40, 200), (200, 60), (5, 5), (128, 20)):
        # a few levels of leeway: smooth scaling rounds differently on other processors
        assert all(abs(a - b) <= 8 for a, b in zip(drawn.get_at(point), committed.get_at(point))), \
            "run python tools/make_icon.py"
