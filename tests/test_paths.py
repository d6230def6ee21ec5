"""paths.py finds content/sprites/fonts both in the source tree and in a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tabletop import paths

REPO = Path(__file__).resolve().parent.parent


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
