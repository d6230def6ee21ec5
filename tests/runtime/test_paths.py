"""paths.py finds content/sprites/fonts both in the source tree and in a PyInstaller bundle."""

from __future__ import annotations

import sys

import pytest

from tabletop.runtime import paths
from tests import REPO
from tests.isolated import make_fifo, run_isolated


@pytest.fixture
def no_override(monkeypatch):
    monkeypatch.delenv(paths.CONTENT_ENV, raising=False)


def test_source_layout_is_repo_root(no_override, monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert not paths.is_frozen()
    assert paths.resource_root() == REPO
    assert paths.content_root() == REPO / "content"
    assert paths.sprites_root() == REPO / "sprites"
    assert paths.fonts_root() == REPO / "fonts"


def test_frozen_layout_uses_meipass(no_override, monkeypatch, tmp_path):
    bundle = tmp_path / "Täble top" / "_internal"
    (bundle / "sprites").mkdir(parents=True)
    (bundle / "fonts").mkdir()
    (bundle / "sprites" / "anchor.svg").write_text("<svg/>", encoding="utf-8")
    (bundle / "fonts" / "Lato-Regular.ttf").write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.is_frozen()
    assert paths.resource_root() == bundle
    assert paths.content_root() == bundle / "content"
    assert paths.sprite_path("anchor") == bundle / "sprites" / "anchor.svg"
    assert paths.sprite_path("anchor.svg") == bundle / "sprites" / "anchor.svg"
    assert paths.font_path("Lato-Regular.ttf") == bundle / "fonts" / "Lato-Regular.ttf"


def test_installed_wheel_uses_the_package_assets(no_override, monkeypatch, tmp_path):
    """A wheel has no folder above the package of its own: setup.py copies the data into
    tabletop/assets/, and that copy wins over the folder above (site-packages)."""
    package = tmp_path / "site-packages" / "tabletop"
    (package / "runtime").mkdir(parents=True)
    (package / "assets" / "content").mkdir(parents=True)
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(paths, "__file__", str(package / "runtime" / "paths.py"))
    assert paths.resource_root() == package / "assets"
    assert paths.content_root() == package / "assets" / "content"
    assert paths.sounds_root() == package / "assets" / "sounds"


def test_frozen_flag_without_meipass_is_source_layout(no_override, monkeypatch):
    # Some other freezers set sys.frozen only; we only know PyInstaller's layout.
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.resource_root() == REPO


def test_content_override(monkeypatch, tmp_path):
    monkeypatch.setenv(paths.CONTENT_ENV, str(tmp_path))
    assert paths.content_root() == tmp_path
    monkeypatch.setenv(paths.CONTENT_ENV, "")
    assert paths.content_root() == paths.resource_root() / "content"


def test_missing_assets_name_themselves(no_override):
    with pytest.raises(FileNotFoundError, match="no-such-icon"):
        paths.sprite_path("no-such-icon")
    with pytest.raises(FileNotFoundError, match="Nope.ttf"):
        paths.font_path("Nope.ttf")


# --- the shipped assets themselves -------------------------------------------------

FONT_FILES = ("LinLibertine_R.otf", "LinLibertine_RB.otf", "Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Black.ttf")


def _credited_sprites() -> set[str]:
    import re

    text = (REPO / "sprites" / "CREDITS.md").read_text(encoding="utf-8")
    return set(re.findall(r"^\| `([a-z0-9-]+)\.svg` \| [^|]+ \| https://game-icons\.net/", text, re.M))


def test_every_sprite_is_credited_and_every_credit_shipped():
    shipped = {p.stem for p in (REPO / "sprites").glob("*.svg")}
    assert shipped, "no sprites shipped"
    assert shipped == _credited_sprites()
    assert (REPO / "sprites" / "LICENSE-CC-BY-3.0.txt").read_text(encoding="utf-8").startswith(
        "Creative Commons Legal Code")


def test_fonts_and_licences_are_shipped(no_override):
    for name in FONT_FILES:
        assert paths.font_path(name).stat().st_size > 10_000
    for licence in ("OFL-LinuxLibertine.txt", "OFL-Lato.txt"):
        assert "SIL OPEN FONT LICENSE" in (REPO / "fonts" / licence).read_text(encoding="utf-8")


def test_sprites_render_and_tint(no_override):
    """Each SVG loads in pygame-ce, is white on transparent, and takes a tint by multiply."""
    pygame = pytest.importorskip("pygame")
    pygame.init()
    for name in sorted(_credited_sprites()):
        surface = pygame.image.load_sized_svg(str(paths.sprite_path(name)), (32, 32))
        assert surface.get_size() == (32, 32)
        bounds = surface.get_bounding_rect()
        assert bounds.width > 8 and bounds.height > 8, f"{name} renders (almost) empty"
        opaque = [(i, j) for i in range(32) for j in range(32) if surface.get_at((i, j)).a == 255]
        assert opaque, f"{name} has no solid pixel at 32 px"
        assert all(surface.get_at(p)[:3] == (255, 255, 255) for p in opaque), f"{name} is not plain white"
        tinted = surface.copy()
        tinted.fill((230, 159, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
        assert tinted.get_at(opaque[0])[:3] == (230, 159, 0)


def test_fonts_load_in_pygame(no_override):
    pygame = pytest.importorskip("pygame")
    pygame.font.init()
    for name in FONT_FILES:
        font = pygame.font.Font(str(paths.font_path(name)), 20)
        assert font.size("Golden Sails 12")[0] > 50


def _icon_ids(node, under_icons: bool = False):
    """String leaves under any `icon`/`icons` key of a YAML document."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _icon_ids(value, under_icons or key in ("icon", "icons"))
    elif isinstance(node, list):
        for value in node:
            yield from _icon_ids(value, under_icons)
    elif under_icons and isinstance(node, str):
        yield node


def test_every_icon_named_in_content_is_shipped(no_override):
    """Content picks pictures by sprite id; a missing one would draw as a blank."""
    import yaml

    missing = []
    for path in sorted((REPO / "content").rglob("*.yaml")):
        for icon in _icon_ids(yaml.safe_load(path.read_text(encoding="utf-8"))):
            if not (REPO / "sprites" / f"{icon}.svg").is_file():
                missing.append(f"{path.relative_to(REPO)}: {icon}")
    assert not missing, "add these to tools/fetch_assets.py ICONS (with the author) and re-run it: " + ", ".join(missing)


def test_a_pipe_as_a_sprite_or_font_is_refused_before_pygame_opens_it(tmp_path):
    make_fifo(tmp_path / "sailboat.svg")
    make_fifo(tmp_path / "Lato-Regular.ttf")
    answer = run_isolated(f"""
        from pathlib import Path
        from tabletop.runtime import paths
        paths.sprites_root = paths.fonts_root = lambda: Path({str(tmp_path)!r})
        messages = []
        for find, name in ((paths.sprite_path, "sailboat"), (paths.font_path, "Lato-Regular.ttf")):
            try:
                find(name)
            except FileNotFoundError as error:
                messages.append(str(error))
        report(messages=messages)
    """)
    assert answer["messages"] == [f"the sprite 'sailboat' in {tmp_path} is not a regular file (a named pipe)",
                                  f"the font 'Lato-Regular.ttf' in {tmp_path} is not a regular file (a named pipe)"]
