"""Issue #20, items 6–10: deep nesting, control characters, huge inputs and stale temp
files each end in a clear message (or a clean load), with nothing on disk changed.
The wider fault battery over the same paths is in test_fault_battery.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tabletop import registry
from tabletop.commands.validate import validate_root
from tabletop.engine.match import Match, Seat
from tabletop.persistence import atomic, autosave, settings, userdirs
from tabletop.persistence.saves import SaveError, document_checksum, list_saves, load_match, read_save, save_match
from tabletop.runtime import limits
from tabletop.runtime.paths import content_root
from tabletop.runtime.safetext import clean_name, drawable
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.headless import headless_app, play_random, save_png
from tests.ui.support import SHOTS, FakeBot, click_widget, find_button, frame, type_text

HOSTILE_NAMES = {
    "nul": "An\x00a",
    "bidi": "Ana\u202etxt.exe\u202c",
    "zero_width": "\u200b\u200d\ufeff",
    "combining": "Z" + "\u0301\u0302\u0303" * 300,
    "surrogate": "Bo\ud800b",
    "newlines": "Ana\nBram\r\n\tCora",
    "huge": "W" * 20_000,
}


def a_match(seats: list[Seat] | None = None, actions: int = 8) -> Match:
    game = registry.load_game("golden_sails")
    match = Match(game, seats or [Seat("Ana", "human", 0), Seat("Bram", "ai:normal", 1)], 3)
    play_random(match, actions, 3)
    return match


def rewrite(path: Path, edit) -> Path:
    """Edit a save's document and sign it again, so only the edit is wrong."""
    document = json.loads(path.read_text(encoding="utf-8"))
    edit(document)
    document["checksum"] = document_checksum(document)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def app_with_title():
    app = headless_app(bot_worker=FakeBot())
    app.to_title()
    app.scenes.apply_pending()
    return app


# ---- 6. deeply nested JSON ---------------------------------------------------------


def test_deeply_nested_json_is_a_save_error_and_the_load_screen_lists_it(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 200_000, encoding="utf-8")
    with pytest.raises(SaveError, match="nested more than 16 deep") as caught:
        read_save(deep)
    assert "deep.json" in str(caught.value) and "line 1" in str(caught.value)
    [info] = list_saves(tmp_path)
    assert not info.ok and "nested" in info.error.message


def test_nesting_under_the_decoder_limit_is_refused_too(tmp_path):
    """Deep enough to parse, too deep for the recursive steps after (a checksum's dumps)."""
    path = tmp_path / "deep.json"
    path.write_text('{"format_version": 1, "x": ' + "[" * 500 + "]" * 500 + "}", encoding="utf-8")
    with pytest.raises(SaveError, match="nested more than"):
        read_save(path)


def test_continue_falls_back_to_the_newest_autosave_that_loads_and_says_so():
    autosave.write_autosave(a_match(actions=4))
    autosave.write_autosave(a_match(actions=6))
    newest = autosave.autosave_path(1)
    newest.write_text("[" * 200_000, encoding="utf-8")
    before = newest.read_bytes()
    app = app_with_title()
    frame(app)
    frame(app)  # the title checks the autosaves once its first frame is on screen
    title = app.scenes.top
    slot = title.autosave.path.parent   # the old top-level autosaves moved, as they were, into a slot
    assert title.autosave.path == autosave.autosave_path(2, slot)
    assert "autosave-1.json" in title.autosave.notice() and "autosave-2.json" in title.autosave.notice()
    save_png(app, Path(SHOTS) / "robust-continue-fallback.png")
    click_widget(app, find_button(title, "Continue"))
    assert len(app.scenes.top.controller.match.history) == 4  # the older of the two
    assert autosave.autosave_path(1, slot).read_bytes() == before


# ---- 7. deeply nested YAML ---------------------------------------------------------


@pytest.fixture
def content_copy(tmp_path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(content_root(), root)
    return root


def test_deeply_nested_yaml_is_a_content_error_with_file_and_line(content_copy):
    cards = content_copy / "golden_sails" / "cards.yaml"
    cards.write_text("# deep\ncards:\n  " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    errors = validate_root(content_copy)
    [error] = [e for e in errors if e.file.endswith("cards.yaml")]
    assert error.line == 3 and "nested more than 32 deep" in error.message


# ---- 8. control characters in text ---------------------------------------------------


@pytest.mark.parametrize("kind", sorted(HOSTILE_NAMES))
def test_canvas_draws_any_string(kind):
    pygame.font.init()
    canvas = Canvas(pygame.Surface((640, 360)))
    content = HOSTILE_NAMES[kind]
    canvas.text(content, theme.BODY, theme.INK, (10, 10))
    canvas.text(content, theme.NAME, theme.INK, (10, 40), max_width=120)
    canvas.paragraph(content, theme.SMALL, theme.INK, (10, 80, 200, 100))


def test_ellipsizing_a_huge_name_measures_a_few_prefixes(monkeypatch):
    """It used to measure one prefix per character cut: 20,000 for a 20,000-letter name."""
    pygame.font.init()
    canvas = Canvas(pygame.Surface((640, 360)))
    measured = []
    original = canvas.measure
    monkeypatch.setattr(canvas, "measure", lambda content, font: measured.append(content) or original(content, font))
    shown = canvas.ellipsize("W" * 20_000, theme.NAME, 120)
    assert shown.endswith("…") and canvas.measure(shown, theme.NAME)[0] <= 120
    assert len(measured) < 40


def test_drawable_and_clean_name_remove_what_misleads_the_eye():
    assert drawable("An\x00a") == "Ana"
    assert drawable("Ana\u202etxt.exe") == "Anatxt.exe"
    assert drawable("a\u200bb\ufeff") == "ab"
    assert drawable("Bo\ud800b") == "Bo?b"
    assert drawable("e" + "\u0301" * 50) == "e" + "\u0301" * limits.MAX_COMBINING_MARKS
    assert len(drawable("W" * 20_000)) == limits.MAX_DRAWN_CHARS
    assert clean_name("  Ana\n\tBram  ") == "Ana Bram"
    assert drawable("Chloé Ng") == "Chloé Ng"


def test_a_save_with_a_nul_in_a_name_loads_and_its_table_draws(tmp_path):
    path = tmp_path / "nul.json"
    save_match(a_match(), path)
    rewrite(path, lambda d: d["seats"][0].__setitem__("name", "An\x00a\u202e"))
    before = path.read_bytes()
    match = load_match(path)
    assert match.seats[0].name == "Ana"
    app = headless_app(bot_worker=FakeBot())
    app.play(match)
    app.scenes.apply_pending()
    frame(app)
    assert path.read_bytes() == before


def test_typing_nul_into_a_name_field_keeps_the_setup_scene_drawing():
    from tabletop.ui.scenes.setup import SetupScene

    app = headless_app(bot_worker=FakeBot())
    app.scenes.reset(SetupScene(app, "golden_sails"))
    app.scenes.apply_pending()
    scene = app.scenes.top
    field = scene.rows[0][1]
    click_widget(app, field)
    type_text(app, "\x00\u202e\u200b")
    type_text(app, "Zoë\x00")
    frame(app)
    assert field.value.endswith("Zoë") and "\x00" not in field.value
    assert scene.plan.final_seats()[0].name == field.value.strip()


# ---- 9. huge inputs ----------------------------------------------------------------


def test_a_huge_seat_name_is_refused_at_load_with_its_field(tmp_path):
    path = tmp_path / "long.json"
    save_match(a_match(), path)
    rewrite(path, lambda d: d["seats"][0].__setitem__("name", "W" * 20_000))
    with pytest.raises(SaveError) as caught:
        load_match(path)
    assert caught.value.field == "seats[0].name" and "20,000 characters" in caught.value.message


def test_a_huge_save_is_refused_before_it_is_parsed(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (limits.MAX_SAVE_BYTES + 1))

    def never(*args, **kwargs):
        raise AssertionError("a file over the limit must not reach the JSON parser")

    monkeypatch.setattr(json, "loads", never)
    with pytest.raises(SaveError, match="a save is at most 2,048 KB"):
        read_save(path)


def test_a_huge_content_file_is_refused_before_it_is_parsed(content_copy):
    cards = content_copy / "golden_sails" / "cards.yaml"
    cards.write_bytes(b"cards:\n" + b"  - {id: x}\n" * (limits.MAX_CONTENT_FILE_BYTES // 12 + 1))
    started = time.perf_counter()
    errors = validate_root(content_copy)
    [error] = [e for e in errors if e.file.endswith("cards.yaml")]
    assert "a content file is at most 1,024 KB" in error.message
    assert time.perf_counter() - started < 30  # generous: a guard against parsing it, not a speed target


def test_save_error_messages_stay_short_whatever_the_file_holds(tmp_path):
    path = tmp_path / "action.json"
    save_match(a_match(), path)
    rewrite(path, lambda d: d["actions"].__setitem__(0, ["x" * 100_000, {"a": 1}]))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert len(caught.value.message) <= limits.MAX_MESSAGE_CHARS


# ---- 10. temp files ----------------------------------------------------------------


def test_stale_temp_files_are_removed_at_start_and_fresh_ones_kept():
    folder = userdirs.autosave_dir()
    stale = folder / ".autosave-1.json.k1ll3d.tmp"
    fresh = folder / ".autosave-1.json.wr1t1ng.tmp"
    settings_temp = userdirs.config_dir() / ".settings.json.abc.tmp"
    for path in (stale, fresh, settings_temp):
        path.write_bytes(b"{half")
    old = time.time() - limits.STALE_TEMP_AGE_S - 5
    os.utime(stale, (old, old))
    os.utime(settings_temp, (old, old))
    userdirs.remove_stale_temp_files()
    assert not stale.exists() and not settings_temp.exists() and fresh.exists()
    assert atomic.remove_stale_temp_files(folder, max_age_s=0) == [fresh]


def _stale_autosave_temp(home: Path) -> Path:
    """A temp file a killed autosave left in `home`, old enough to be cleared."""
    folder = home / "autosave"
    folder.mkdir()
    stale = folder / ".autosave-1.json.k1ll3d.tmp"
    stale.write_bytes(b"{half")
    old = time.time() - limits.STALE_TEMP_AGE_S - 5
    os.utime(stale, (old, old))
    return stale


def test_the_app_start_removes_stale_temp_files(tmp_path):
    stale = _stale_autosave_temp(tmp_path)
    env = dict(os.environ, TABLETOP_BENCH_FIRST_FRAME="1", TABLETOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tabletop"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not stale.exists()


def test_the_first_frame_does_not_wait_for_the_stale_temp_files(tmp_path):
    """Clearing them walks every kept game's folder: it is done once the title is on
    screen, before the kept games are listed (the test notes, at the first frame, whether
    the stale file was still there)."""
    stale = _stale_autosave_temp(tmp_path)
    code = ("import sys\n"
            "from pathlib import Path\n"
            "from tabletop.ui import app\n"
            "seen = []\n"
            "app._first_frame_told = lambda: seen.append(Path(sys.argv[1]).exists()) or True\n"
            "app.run_app()\n"
            "print(seen)\n")
    env = dict(os.environ, TABLETOP_BENCH_FIRST_FRAME="1", TABLETOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code, str(stale)], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[True]" and not stale.exists()


# ---- the settings file, the other file read from the user folder --------------------


@pytest.mark.parametrize("content, expected", [
    (b"[" * 50_000, "nests lists or objects more than"),
    (b'{"handoff_screens": ' + b"[" * 100 + b"]" * 100 + b"}", "nests lists or objects more than"),
    (b" " * (limits.MAX_SETTINGS_BYTES + 1), "larger than 64 KB"),
    (json.dumps({"last_seats": [{"name": "W" * 20_000}]}).encode(), "names have at most 64"),
])
def test_a_damaged_settings_file_means_defaults_and_a_message(content, expected):
    path = settings.settings_path()
    path.write_bytes(content)
    problems: list[str] = []
    assert settings.load_settings(problems) is not None
    assert any(expected in problem for problem in problems), problems
    assert path.read_bytes() == content


def test_names_from_the_settings_file_are_cleaned():
    path = settings.settings_path()
    path.write_text(json.dumps({"last_game": "golden_sails",
                                "last_seats": [{"name": "A\x00na\u202e"}, {"name": "Bo\ud800"}]}),
                    encoding="utf-8")
    loaded = settings.load_settings()
    assert [seat.name for seat in loaded.last_seats] == ["Ana", "Bo?"]


# ---- every scene that draws names, with hostile names that skipped the cleaning ----------

RAW_HOSTILE = ["An\x00a\u202eevil\u202c", "Z" + "\u0301\u0302\u0303" * 200, "W" * 20_000, "\u200b\ud800\ufeff"]


@pytest.mark.parametrize("game_id", sorted(registry.PLAYABLE))
def test_scenes_that_draw_names_survive_hostile_names(game_id):
    """Names are cleaned where they enter, but the canvas must not depend on it: every
    scene that shows a name draws these raw ones (PNGs in SHOTS, robust-names-*)."""
    from tabletop.persistence.saves import SaveInfo
    from tabletop.ui.controller import MatchController
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.saves import LoadScene, SaveList
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table_host import TableHostScene

    game = registry.load_game(game_id)
    players = game.max_players
    seats = [Seat(RAW_HOSTILE[i], "human", i) for i in range(players)]
    app = headless_app(bot_worker=FakeBot())
    shots = Path(SHOTS)

    def show(*scenes, name: str) -> None:
        app.scenes.reset(scenes[0])
        for scene in scenes[1:]:
            app.scenes.push(scene)
        app.scenes.apply_pending()
        frame(app)
        save_png(app, shots / f"robust-names-{game_id}-{name}.png")

    match = Match(game, list(seats), 5)
    play_random(match, 3 * players, 5)
    controller = MatchController(match, app.bot_worker, app.settings, autosave=False)
    show(TableHostScene(app, controller), name="table")
    show(HandoffScene(app, MatchController(Match(game, list(seats), 5), app.bot_worker, app.settings,
                                           autosave=False)), name="handoff")
    finished = Match(game, list(seats), 5)
    play_random(finished, 100_000, 5)
    show(ResultsScene(app, finished), name="results")
    app.settings.last_game, app.settings.last_seats = game_id, tuple(seats)
    show(SetupScene(app, game_id), name="setup")
    load = LoadScene(app)
    load.infos[:] = [SaveInfo(Path(f"{RAW_HOSTILE[0]}.json"), game_id, tuple(RAW_HOSTILE), "2026-01-01T10:00:00+00:00",
                              9)]
    load.list = SaveList(load, load.list.area, load.infos, load.pick)
    show(load, name="saves")
