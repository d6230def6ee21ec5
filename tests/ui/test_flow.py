"""Click through the app headless with synthetic mouse events: title → game select → seat
setup → table → (played to the end) → results → menu; plus pause, save, load, continue,
hand-off and resizing."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from tabletop import __version__
from tabletop.ui.app import MIN_WINDOW, fit_window
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.dialog import DialogScene
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.saves import LoadScene, SaveScene, safe_file_name, save_name
from tabletop.ui.scenes.select import SelectScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import SHOTS, FakeBot, ListTable, click, click_widget, find_button, frame, key, pump, type_text


def make_app(size=(1280, 720), speed=0.0):
    app = headless_app(size, bot_worker=FakeBot())
    app.settings.animation_speed = speed
    app.table_factory = ListTable
    app.to_title()
    app.scenes.apply_pending()
    return app


def top(app):
    return app.scenes.top


def to_setup(app):
    click_widget(app, find_button(top(app), "New game"))
    assert isinstance(top(app), SelectScene)
    click_widget(app, find_button(top(app), "Play"))
    assert isinstance(top(app), SetupScene)
    return top(app)


def play_to_end(app, max_frames=20000):
    """Click the first legal action whenever one is offered; let the bots play between."""
    for _ in range(max_frames):
        scene = top(app)
        if isinstance(scene, ResultsScene):
            return scene
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
            continue
        assert isinstance(scene, TableHostScene), type(scene).__name__
        if scene.table.buttons:
            click_widget(app, scene.table.buttons[0])
        else:
            frame(app)
    raise AssertionError("the game did not reach the results")


def test_title_to_results_with_clicks():
    app = make_app()
    title = top(app)
    assert [b.label for b in title.widgets] == ["Continue", "New game", "Learn to play", "Load", "History", "Rules",
                                                "Settings", "Quit", f"About · {__version__}"]
    frame(app)
    frame(app)   # the autosave check, after the first frame: none, so Continue stays greyed in its place
    assert not find_button(title, "Continue").enabled
    assert find_button(title, "Continue").tooltip.startswith("No game to continue")
    setup = to_setup(app)
    click_widget(app, find_button(setup, "Start the game"))
    table = top(app)
    assert isinstance(table, TableHostScene)
    assert table.controller.seats[0].kind == "human" and table.controller.seats[1].kind == "ai:normal"
    results = play_to_end(app)
    assert results.result.winners
    save_png(app, f"{SHOTS}/flow-results.png")
    click_widget(app, find_button(results, "Menu"))
    assert isinstance(top(app), TitleScene)
    assert not find_button(top(app), "Continue").enabled  # a finished game is not resumable
    from tabletop.persistence.history import list_history

    assert [e.result.winners for e in list_history()] == [tuple(results.result.winners)]   # but it is history


def test_setup_edits_seats_names_colours_and_variants():
    app = make_app()
    setup = to_setup(app)
    plus = setup.widgets[0].plus
    click_widget(app, plus)
    click_widget(app, plus)
    assert setup.plan.players == 4
    assert not plus.enabled  # Golden Sails is for at most 4
    # seat 2 becomes a person and gets a typed name
    kinds = setup.rows[1][2]
    click_widget(app, kinds.segments[0])
    name = setup.rows[1][1]
    click_widget(app, name)
    for _ in range(len(name.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Bea")
    key(app, pygame.K_RETURN)
    # seat 1 changes colour: still unique
    click_widget(app, setup.rows[0][0])
    colours = [s.colour for s in setup.plan.seats[:4]]
    assert len(set(colours)) == 4
    # a variant
    toggle = next(w for w in setup.widgets if type(w).__name__ == "Toggle")
    click_widget(app, toggle)
    save_png(app, f"{SHOTS}/flow-setup-4.png")
    click_widget(app, find_button(setup, "Start the game"))
    match = top(app).controller.match
    assert [s.name for s in match.seats][:2] == ["Player 1", "Bea"]
    assert [s.kind for s in match.seats] == ["human", "human", "ai:normal", "ai:normal"]
    assert any(match.options.values())
    assert app.settings.last_game == "golden_sails"
    # the next setup, of another game too, starts from these seats and names
    for game_id in ("golden_sails", "sail_to_india"):
        again = SetupScene(app, game_id)
        assert [row[1].value for row in again.rows[:4]][:2] == ["Player 1", "Bea"]
        assert again.plan.players == 4 and [s.kind for s in again.plan.seats[:2]] == ["human", "human"]
    app.scenes.push(again)
    app.scenes.apply_pending()
    save_png(app, f"{SHOTS}/flow-setup-remembered.png")


def test_two_people_get_a_handoff_curtain_that_hides_the_table():
    app = make_app()
    setup = to_setup(app)
    click_widget(app, setup.rows[1][2].segments[0])   # seat 2: a person
    secret = next(w for w in setup.widgets if type(w).__name__ == "Toggle" and w.label == "Secret experts")
    click_widget(app, secret)                          # each person's experts: private from the start
    click_widget(app, find_button(setup, "Start the game"))
    frame(app)
    curtain = top(app)
    assert isinstance(curtain, HandoffScene)
    assert app.scenes.stack[-1].overlay is False  # nothing of the table is drawn under it
    save_png(app, f"{SHOTS}/flow-handoff.png")
    first = curtain.seat.name
    click(app, (200, 200))   # anywhere counts
    table = top(app)
    assert isinstance(table, TableHostScene)
    assert table.controller.seats[table.controller.viewer].name == first
    pump(app, 0.1)
    click_widget(app, table.table.buttons[0])
    frame(app)
    curtain = top(app)
    assert isinstance(curtain, HandoffScene) and curtain.seat.name != first
    # the person who just moved may take it back from the curtain
    click_widget(app, curtain.undo)
    frame(app)
    assert isinstance(top(app), TableHostScene)
    assert not table.controller.match.history


def test_esc_on_the_curtain_opens_the_pause_menu_without_showing_the_table():
    app = make_app()
    setup = to_setup(app)
    click_widget(app, setup.rows[1][2].segments[0])
    click_widget(app, next(w for w in setup.widgets if type(w).__name__ == "Toggle" and w.label == "Secret experts"))
    click_widget(app, find_button(setup, "Start the game"))
    frame(app)
    curtain = top(app)
    assert isinstance(curtain, HandoffScene)
    controller = curtain.controller
    incoming = controller.handoff_to
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    assert app.scenes.stack[-2] is curtain            # drawn over the curtain, not the table
    assert controller.handoff_to == incoming and controller.viewer != incoming
    save_png(app, f"{SHOTS}/flow-handoff-pause.png")
    key(app, pygame.K_ESCAPE)                          # Resume: back to the curtain
    assert top(app) is curtain and controller.viewer != incoming


def test_ctrl_z_with_nothing_to_undo_says_why():
    app = make_app()
    click_widget(app, find_button(to_setup(app), "Start the game"))
    table = top(app)
    pump(app, 0.2)
    assert table.controller.legal_for_display() and not table.controller.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.host.notice == table.controller.why_no_undo() and table.host.notice.startswith("Nothing to undo")
    save_png(app, f"{SHOTS}/flow-nothing-to-undo.png")
    click_widget(app, table.table.buttons[0])
    assert table.host.notice is None                      # a move answers the notice
    match = table.controller.match
    for _ in range(600):                                  # until the computer has answered
        frame(app)
        if table.controller.legal_for_display() and not match.seats[match.history[-1].seat].is_human:
            break
        if table.controller.legal_for_display():
            click_widget(app, table.table.buttons[0])
    assert not table.controller.can_undo()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert "(computer) moved last" in table.host.notice
    pump(app, 5.0)
    assert table.host.notice is None                      # and it goes by itself


def test_handoffs_can_be_turned_off():
    app = make_app()
    app.settings.handoff_screens = False
    setup = to_setup(app)
    click_widget(app, setup.rows[1][2].segments[0])
    click_widget(app, find_button(setup, "Start the game"))
    pump(app, 0.2)
    assert isinstance(top(app), TableHostScene)


def test_pause_save_then_load_and_continue():
    from tabletop.persistence.userdirs import save_dir

    app = make_app()
    click_widget(app, find_button(to_setup(app), "Start the game"))
    table = top(app)
    pump(app, 0.1)
    click_widget(app, table.table.buttons[0])
    pump(app, 0.5)
    played = len(table.controller.match.history)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    save_png(app, f"{SHOTS}/flow-pause.png")
    click_widget(app, find_button(top(app), "Save"))
    saver = top(app)
    assert isinstance(saver, SaveScene)
    saver.name.value = "Ana's game: evening"
    click_widget(app, find_button(saver, "Save"))
    assert [p.name for p in save_dir().glob("Ana*")] == ["Ana's game%3A evening.json"]
    assert isinstance(top(app), DialogScene)
    click_widget(app, find_button(top(app), "OK"))
    key(app, pygame.K_ESCAPE)   # Esc at the table opens the pause menu again
    click_widget(app, find_button(top(app), "Quit to menu"))
    title = top(app)
    assert isinstance(title, TitleScene)
    pump(app, 0.05)   # Continue appears once the autosave is checked, after the first frame
    click_widget(app, find_button(title, "Continue"))
    assert isinstance(top(app), TableHostScene)
    assert len(top(app).controller.match.history) == played
    key(app, pygame.K_ESCAPE)
    click_widget(app, find_button(top(app), "Load"))
    loader = top(app)
    assert isinstance(loader, LoadScene)
    save_png(app, f"{SHOTS}/flow-load.png")
    row = next(r for r in loader.list.rows if save_name(r.info.path) == "Ana's game: evening")
    click_widget(app, row)
    assert isinstance(top(app), TableHostScene)
    assert len(top(app).controller.match.history) == played


def test_the_load_list_names_each_game_as_the_game_names_itself():
    """"Winds of Trade", not "Winds Of Trade" (the id title-cased)."""
    from tabletop.engine.match import Match, Seat
    from tabletop.persistence.saves import save_match
    from tabletop.persistence.userdirs import save_dir
    from tabletop.registry import load_game
    from tabletop.ui.canvas import Canvas

    match = Match(load_game("winds_of_trade"), [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 3)
    save_match(match, save_dir() / "islands.json")
    app = make_app()
    click_widget(app, find_button(top(app), "Load"))
    row = next(r for r in top(app).list.rows if save_name(r.info.path) == "islands")
    drawn = []
    canvas = Canvas(pygame.Surface((1280, 720)))
    real = canvas.text
    canvas.text = lambda content, *rest, **kw: drawn.append(content) or real(content, *rest, **kw)
    row.draw(canvas)
    assert "Winds of Trade · Ana, Ben" in drawn


@pytest.mark.parametrize("typed", ["Pirates' Gold 2026-11-25 02.17", 'a/b\\c:d*e?f"g<h>i|j', "100% done",
                                   " leading and trailing. ", "con", "Nul.txt", "Schätze & Gewürze", "tab\there"])
def test_a_save_is_listed_under_the_name_typed_and_its_file_name_is_safe(typed, tmp_path):
    stem = safe_file_name(typed)
    assert not set(stem) & set('<>:"/\\|?*') and stem.isprintable() and stem.strip(" .") == stem
    assert stem.split(".")[0].upper() not in {"CON", "NUL"}
    path = tmp_path / f"{stem}.json"
    path.write_text("{}", encoding="utf-8")   # the system accepts it
    assert save_name(path) == typed.replace("\t", "?")


def test_a_broken_save_shows_a_message_and_the_app_keeps_running():
    from tabletop.persistence.userdirs import save_dir

    broken = save_dir() / "broken.json"
    broken.write_text('{"format_version": 1, "game": "golden_sails", "seats": [', encoding="utf-8")
    before = broken.read_bytes()
    app = make_app()
    click_widget(app, find_button(top(app), "Load"))
    loader = top(app)
    row = next(r for r in loader.list.rows if r.info.path.stem == "broken")
    assert not row.enabled
    save_png(app, f"{SHOTS}/flow-load-broken.png")
    from tabletop.ui.loading import load_match_or_explain

    assert load_match_or_explain(app, broken) is None
    app.scenes.apply_pending()
    assert isinstance(top(app), DialogScene)
    assert "broken.json" in top(app).message
    save_png(app, f"{SHOTS}/flow-load-error.png")
    click_widget(app, find_button(top(app), "OK"))
    assert app.running and broken.read_bytes() == before


def test_play_again_keeps_seats_and_variants():
    app = make_app()
    setup = to_setup(app)
    click_widget(app, next(w for w in setup.widgets if type(w).__name__ == "Toggle"))
    click_widget(app, find_button(setup, "Start the game"))
    first = top(app).controller.match
    results = play_to_end(app)
    click_widget(app, find_button(results, "Play again"))
    again = top(app).controller.match
    assert isinstance(top(app), TableHostScene)
    assert again.seats == first.seats and again.options == first.options and not again.history


def test_clicks_land_where_they_should_in_a_small_window():
    app = make_app(size=(1024, 600))
    assert app.canvas.scale == pytest.approx(0.8)
    setup = to_setup(app)   # clicks are mapped from window pixels to the logical canvas
    save_png(app, f"{SHOTS}/flow-setup-1024x600.png")
    click_widget(app, find_button(setup, "Start the game"))
    assert isinstance(top(app), TableHostScene)


def test_window_resize_rescales_the_canvas():
    app = make_app()
    surface = pygame.display.set_mode((900, 700))
    app.handle_window_event(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=700, size=(900, 700)))
    app.set_surface(surface)
    assert app.canvas.scale == pytest.approx(900 / 1280)
    assert app.canvas.offset[0] == pytest.approx(0) and app.canvas.offset[1] > 0  # letterboxed


def test_first_frame_benchmark_hook(tmp_path):
    env = dict(os.environ, TABLETOP_BENCH_FIRST_FRAME="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TABLETOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tabletop"], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    line = [ln for ln in done.stdout.splitlines() if ln.startswith("FIRST_FRAME ")]
    assert line and int(line[0].split()[1]) > 0 and int(line[0].split()[2]) > 0   # the time, and the CPU used


@pytest.mark.parametrize("args", [
    ["play", "golden_sails", "--seats", "human,random", "--seed", "3"],
    ["play", "--load", "missing-save.json"],
    ["play", "no_such_game"],
])
def test_command_line_starts_draw_a_frame_without_crashing(tmp_path, args):
    env = dict(os.environ, TABLETOP_BENCH_FIRST_FRAME="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TABLETOP_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tabletop", *args], env=env, capture_output=True, text=True,
                          timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "FIRST_FRAME" in done.stdout


def test_first_scene_explains_a_bad_command_line():
    from tabletop.ui.app import _first_scene

    app = make_app()
    _first_scene(app, "no_such_game", None, None, 1, None)
    app.scenes.apply_pending()
    assert isinstance(top(app), DialogScene) and "no_such_game" in top(app).message
    _first_scene(app, "golden_sails", None, ["human", "random"], 1, None)
    app.scenes.apply_pending()
    assert isinstance(top(app), TableHostScene)


def test_f11_toggles_fullscreen_and_back():
    app = make_app()
    key(app, pygame.K_F11)
    assert app.fullscreen and app.canvas.surface is app.surface
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.surface.get_size() == (1280, 720)


def test_a_game_with_broken_content_shows_its_errors_and_cannot_start(tmp_path, monkeypatch):
    import shutil

    from tabletop.runtime import paths

    root = tmp_path / "content"
    shutil.copytree(paths.content_root(), root)
    cards = root / "golden_sails" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("spice: anise", "spice: aniseed", 1),
                     encoding="utf-8")
    monkeypatch.setenv(paths.CONTENT_ENV, str(root))
    app = make_app()
    click_widget(app, find_button(top(app), "New game"))
    select = top(app)
    entry = next(e for e in select.entries if e.id == "golden_sails")
    assert entry.problems and "cards.yaml" in str(entry.problems[0])
    play = next(b for b in select.widgets if getattr(b, "label", "") == "Cannot start")
    assert not play.enabled
    save_png(app, f"{SHOTS}/flow-select-broken-content.png")
    click_widget(app, play)
    assert top(app) is select


def test_the_window_never_opens_larger_than_the_screen():
    """On a 1024×600 screen the default 1280×720 window lost the log and the action bar."""
    assert fit_window((1280, 720), [(1024, 600)]) == (1024, 600)
    assert fit_window((1280, 720), [(1920, 1080), (1024, 600)]) == (1280, 720)
    assert fit_window((1280, 720), []) == (1280, 720)
    assert fit_window((1280, 720), [(320, 200)]) == MIN_WINDOW
