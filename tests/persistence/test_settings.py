"""Settings: defaults, round trip, and a broken file that never stops the app or gets rewritten."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from dataclasses import replace

import pytest

from tabletop.engine.match import Seat
from tabletop.persistence import settings as settings_module
from tabletop.persistence.settings import Settings, load_settings, save_settings, settings_path
from tests import REPO


def test_defaults_when_there_is_no_file():
    problems: list[str] = []
    assert load_settings(problems) == Settings()
    assert problems == [], "a first run is not a problem"
    assert not settings_path().exists(), "reading never creates the file"


def in_a_child(code: str, home) -> str:
    """What `code` prints in a fresh interpreter whose TABLETOP_HOME is `home` (what a
    start imports can only be seen in a process that has imported nothing yet)."""
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "TABLETOP_HOME": str(home)})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_first_start_reads_no_file_and_imports_no_json(tmp_path):
    """The settings are read before the title's first frame: with no file there is
    nothing to parse, so the parser is not imported (a child: the tests import json);
    with one, it is read as ever."""
    code = ("import sys\n"
            "from tabletop.persistence.settings import load_settings, save_settings\n"
            "first = load_settings()\n"
            "imported_first = 'json' in sys.modules\n"
            "first.text_size = 125\n"
            "save_settings(first)\n"
            "print(imported_first, load_settings().text_size)")
    assert in_a_child(code, tmp_path).split() == ["False", "125"]


def test_saved_seats_are_read_without_the_engines_contract(tmp_path):
    """A returning player's settings hold the last game's seats, read before the title's
    first frame: that takes `engine.seat` alone, not the rest of the engine (about 12 ms)."""
    (tmp_path / "settings.json").write_text(json.dumps({"last_seats": [
        {"name": "Ana", "kind": "human", "colour": 0}, {"name": "Bo", "kind": "ai:hard", "colour": 2}]}),
        encoding="utf-8")
    code = ("import sys\n"
            "from tabletop.persistence.settings import load_settings\n"
            "seats = load_settings().last_seats\n"
            "print([s.name for s in seats], sorted(m for m in sys.modules if m.startswith('tabletop.engine')))")
    assert in_a_child(code, tmp_path).strip() == "['Ana', 'Bo'] ['tabletop.engine', 'tabletop.engine.seat']"


def test_the_defaults_are_the_documented_ones():
    s = Settings()
    assert (s.handoff_screens, s.animation_speed, s.fullscreen, s.window_size) == (True, 1.0, False, (1280, 720))
    assert s.last_game == "" and s.last_seats == ()


def test_save_then_load_round_trips():
    chosen = Settings(handoff_screens=False, animation_speed=0.0, fullscreen=True, window_size=(1920, 1080),
                      last_game="golden_sails",
                      last_seats=(Seat("Zoë", "human", 0), Seat("Bot", "ai:hard", 3)))
    save_settings(chosen)
    problems: list[str] = []
    assert load_settings(problems) == chosen and problems == []
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["window_size"] == [1920, 1080] and data["last_seats"][0] == {"name": "Zoë", "kind": "human",
                                                                             "colour": 0}
    assert "Zoë" in settings_path().read_text(encoding="utf-8")


def test_saving_is_atomic_and_leaves_no_temp_files():
    save_settings(Settings())
    save_settings(replace(Settings(), fullscreen=True))
    assert [p.name for p in settings_path().parent.iterdir() if p.is_file()] == ["settings.json"]
    assert load_settings().fullscreen


def test_settings_use_the_shared_atomic_writer(monkeypatch):
    written = []
    monkeypatch.setattr(settings_module, "atomic_write_text", lambda path, text: written.append(path))
    save_settings(Settings())
    assert written == [settings_path()]


def test_a_missing_key_takes_its_default():
    settings_path().write_text(json.dumps({"fullscreen": True}), encoding="utf-8")
    assert load_settings() == Settings(fullscreen=True)


def test_unknown_keys_are_ignored():
    settings_path().write_text(json.dumps({"fullscreen": True, "from_the_future": 3}), encoding="utf-8")
    problems: list[str] = []
    assert load_settings(problems) == Settings(fullscreen=True) and problems == []


@pytest.mark.parametrize("content, expected", [
    (b"", "settings.json could not be read"),
    (b"{\"fullscreen\": tru", "settings.json could not be read (Expecting value: line 1 column 16"),
    (b"\xff\xfe\x00garbage", "settings.json could not be read"),
    (b"[true, false]", "settings.json does not hold settings (expected a JSON object)"),
    (b"null", "does not hold settings"),
])
def test_a_broken_file_gives_defaults_a_message_and_stays_untouched(content, expected, caplog):
    path = settings_path()
    path.write_bytes(content)
    mtime = path.stat().st_mtime_ns
    problems: list[str] = []
    with caplog.at_level(logging.WARNING, logger="tabletop.persistence.settings"):
        assert load_settings(problems) == Settings()
    assert len(problems) == 1 and expected in problems[0] and "using the default settings" in problems[0]
    assert problems[0] in caplog.text, "the message is logged too"
    assert path.read_bytes() == content and path.stat().st_mtime_ns == mtime


def test_a_settings_path_that_is_a_folder_gives_defaults():
    settings_path().mkdir()
    problems: list[str] = []
    assert load_settings(problems) == Settings() and "could not be read" in problems[0]


@pytest.mark.parametrize("key, value, expected", [
    ("handoff_screens", "no", "handoff_screens: expected true or false, found 'no'; using true"),
    ("fullscreen", 1, "fullscreen: expected true or false, found 1; using false"),
    ("animation_speed", "fast", "animation_speed: expected a number from 0 to 4, found 'fast'; using 1.0"),
    ("animation_speed", -1, "animation_speed: expected a number from 0 to 4, found -1; using 1.0"),
    ("animation_speed", 100, "found 100; using 1.0"),
    ("animation_speed", True, "found True; using 1.0"),
    ("window_size", [100, 100], "window_size: expected [width, height] of at least 640×360, found [100, 100]; "
                                "using 1280×720"),
    ("window_size", [1280], "found [1280]; using 1280×720"),
    ("window_size", [1280.5, 720], "found [1280.5, 720]"),
    ("window_size", "1280x720", "found '1280x720'"),
    ("last_game", 5, "last_game: expected text, found 5; using \"\""),
    ("last_seats", [{"name": "Ana", "kind": "wizard"}], "last_seats: unknown seat kind 'wizard'"),
    ("last_seats", ["Ana"],
     "last_seats: expected a list of seats with names and colour numbers, found ['Ana']; using none"),
    ("last_seats", [{"name": "Ana", "colour": "red"}], "found [{'name': 'Ana', 'colour': 'red'}]"),
    ("last_seats", {"name": "Ana"}, "expected a list of seats"),
    ("last_game", "x" * 200, None),
])
def test_one_bad_value_resets_only_itself(key, value, expected):
    path = settings_path()
    content = json.dumps({"fullscreen": True, key: value})
    path.write_text(content, encoding="utf-8")
    problems: list[str] = []
    loaded = load_settings(problems)
    if expected is None:
        assert problems == [] and loaded.last_game == value
        return
    assert len(problems) == 1 and problems[0].startswith("settings.json: ") and expected in problems[0], problems
    assert getattr(loaded, key) == getattr(Settings(), key)
    if key != "fullscreen":
        assert loaded.fullscreen, "the good values next to the bad one are kept"
    assert path.read_text(encoding="utf-8") == content


def test_a_setting_from_an_older_version_is_ignored():
    """`show_hints` was a setting nothing read; files that still have it load cleanly."""
    settings_path().write_text(json.dumps({"show_hints": False, "fullscreen": True}), encoding="utf-8")
    problems: list[str] = []
    assert load_settings(problems) == Settings(fullscreen=True) and problems == []


def test_long_bad_values_are_shortened_in_the_message():
    settings_path().write_text(json.dumps({"last_game": ["x" * 500]}), encoding="utf-8")
    problems: list[str] = []
    load_settings(problems)
    assert len(problems[0]) < 150 and "..." in problems[0]


def test_animation_speed_accepts_whole_numbers_and_zero():
    settings_path().write_text(json.dumps({"animation_speed": 0}), encoding="utf-8")
    loaded = load_settings()
    assert loaded.animation_speed == 0.0 and isinstance(loaded.animation_speed, float)


def test_settings_live_in_the_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "elsewhere"))
    save_settings(Settings())
    assert (tmp_path / "elsewhere" / "settings.json").is_file()


def test_the_text_size_is_kept_and_a_bad_one_resets_only_itself():
    save_settings(Settings(text_size=150, fullscreen=True))
    assert load_settings().text_size == 150
    settings_path().write_text(json.dumps({"text_size": 175, "fullscreen": True}), encoding="utf-8")
    problems: list[str] = []
    loaded = load_settings(problems)
    assert loaded.text_size == 100 and loaded.fullscreen
    assert problems == ["settings.json: text_size: expected one of 100, 125, 150, found 175; using 100"]
