"""A named pipe where a save, an autosave, a history entry or settings should be: every path
the app reads it through answers at once, naming it, and the rest still works (issue #51).

Each case runs in a child process (tests/isolated.py), so a path that waits on the pipe
fails the test instead of hanging the suite.
"""

from __future__ import annotations

from pathlib import Path

from tabletop import registry
from tabletop.engine.match import Match, Seat
from tabletop.persistence import autosave, history, userdirs
from tabletop.persistence.saves import save_match
from tabletop.ui.headless import play_random
from tests.isolated import make_fifo, run_isolated
from tests.ui.support import SHOTS


def _match(actions: int, seed: int = 3) -> Match:
    match = Match(registry.load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], seed)
    play_random(match, actions, seed)
    return match


def _finished() -> Match:
    match = _match(0)
    play_random(match, 10_000, 3)
    assert match.state.is_over()
    return match


def test_a_pipe_as_the_newest_autosave_leaves_continue_on_the_one_before():
    save_match(_match(4), autosave.autosave_path(2))
    make_fifo(autosave.autosave_path(1))
    answer = run_isolated("""
        from tabletop.persistence.autosave import find_continue
        started = time.perf_counter()
        point = find_continue()
        report(path=point.path.name, notice=point.notice(), seconds=time.perf_counter() - started)
    """)
    assert answer["path"] == "autosave-2.json"
    assert "autosave-1.json" in answer["notice"] and "named pipe" in answer["notice"]


def test_the_title_screen_offers_continue_past_a_pipe_and_says_why():
    save_match(_match(4), autosave.autosave_path(2))
    make_fifo(autosave.autosave_path(1))
    shot = Path(SHOTS) / "title-continue-past-a-pipe.png"
    answer = run_isolated(f"""
        from tabletop.ui.headless import headless_app, save_png
        from tabletop.ui.scenes.title import TitleScene
        app = headless_app()
        title = TitleScene(app)
        app.scenes.reset(title)
        app.scenes.apply_pending()
        app.render()
        title._drawn = True
        title.update(0.0)
        save_png(app, {str(shot)!r})
        report(path=title.autosave.path.name, notice=title.autosave.notice())
    """)
    assert answer["path"] == "autosave-2.json" and "named pipe" in answer["notice"]


def test_the_load_list_names_a_pipe_and_lists_the_saves_beside_it():
    folder = userdirs.save_dir()
    save_match(_match(3), folder / "good.json")
    make_fifo(folder / "pipe.json")
    shot = Path(SHOTS) / "load-list-with-a-pipe.png"
    answer = run_isolated(f"""
        from tabletop.persistence.saves import list_saves
        from tabletop.persistence.userdirs import save_dir
        from tabletop.ui.headless import headless_app, save_png
        from tabletop.ui.scenes.saves import LoadScene
        infos = list_saves(save_dir())
        app = headless_app()
        app.scenes.push(LoadScene(app))
        app.scenes.apply_pending()
        save_png(app, {str(shot)!r})
        report(listed={{info.path.name: (str(info.error) if info.error else "ok") for info in infos}})
    """)
    assert answer["listed"] == {"good.json": "ok", "pipe.json": "save 'pipe.json': this is a named pipe, not a save file"}


def test_history_names_a_pipe_and_lists_the_games_beside_it():
    folder = userdirs.history_dir()
    entry = history.record_game(_finished(), folder)
    assert entry is not None
    make_fifo(folder / "20250101T000000Z-golden_sails-000000000000.json")
    shot = Path(SHOTS) / "history-with-a-pipe.png"
    answer = run_isolated(f"""
        from tabletop.persistence.history import list_history, prune, refresh_index
        from tabletop.persistence.userdirs import history_dir
        from tabletop.ui.headless import headless_app, save_png
        from tabletop.ui.scenes.history import HistoryScene
        entries = list_history()
        refresh_index(history_dir())
        deleted = prune(history_dir(), max_games=1)
        app = headless_app()
        app.scenes.push(HistoryScene(app))
        app.scenes.apply_pending()
        save_png(app, {str(shot)!r})
        report(listed={{e.path.name: (e.error.message if e.error else "ok") for e in entries}},
               deleted=[p.name for p in deleted])
    """)
    assert answer["listed"] == {entry.name: "ok",
                                "20250101T000000Z-golden_sails-000000000000.json": "this is a named pipe, not a save file"}
    assert answer["deleted"] == [], "prune deletes only regular files"


def test_a_pipe_as_settings_gives_the_defaults_and_says_so():
    make_fifo(userdirs.config_dir() / "settings.json")
    answer = run_isolated("""
        from tabletop.persistence.settings import Settings, load_settings
        problems = []
        report(default=load_settings(problems) == Settings(), problems=problems)
    """)
    assert answer["default"]
    assert answer["problems"] == ["settings.json could not be read: it is not a regular file (a named pipe); "
                                  "using the default settings"]


def test_pipes_as_the_small_files_read_as_absent():
    make_fifo(userdirs.data_dir() / "stats-resets.json")
    make_fifo(userdirs.history_dir() / ".index.json")
    (userdirs.data_dir() / "tutorials").mkdir()
    make_fifo(userdirs.data_dir() / "tutorials" / "golden_sails.json")
    answer = run_isolated("""
        from tabletop.persistence.history_index import load_index
        from tabletop.persistence.stats_resets import load_resets
        from tabletop.persistence.userdirs import history_dir
        from tabletop.tutorials.progress import saved_step
        report(resets=load_resets(), index=load_index(history_dir()), step=saved_step("golden_sails"))
    """)
    assert answer == {"resets": {}, "index": {}, "step": None}
