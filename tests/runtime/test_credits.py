"""The About screen's asset credits come from the credit files beside the assets."""

from __future__ import annotations

from tabletop.runtime import credits, paths


def test_credits_name_the_authors_and_licences_of_each_kind():
    pictures, sounds, fonts = credits.asset_credits()
    assert "Lorc" in pictures.by and "Delapouite" in pictures.by and pictures.licences == "CC BY 3.0"
    assert "Janis Lukss" in sounds.by and "Nuno Filipe Póvoa" in sounds.by and '"' not in sounds.by
    assert set(sounds.licences.split(", ")) == {"CC BY 3.0", "CC BY-SA 3.0", "CC0 1.0", "LGPL 3.0 or later"}
    readme = (paths.fonts_root() / "README.md").read_text(encoding="utf-8")
    assert "Philipp H. Poll" in readme and "Łukasz Dziedzic" in readme and fonts.licences == "SIL Open Font License 1.1"


def test_missing_credit_files_say_less_but_do_not_fail(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "sprites_root", lambda: tmp_path)
    monkeypatch.setattr(paths, "sounds_root", lambda: tmp_path)
    pictures, sounds, _ = credits.asset_credits()
    assert pictures.by == "game-icons.net icons by " and sounds.licences == ""
