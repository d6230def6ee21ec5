"""Issue #51, defects 1 and 4 through the real scenes: every unfinished game is kept and
listed on the title screen (Continue, a list, Discard that asks), Quit to menu says where
the game is kept, a game open in another window is refused, and a full disk is told
without stopping the game — a finished game whose history entry failed stays kept."""

from __future__ import annotations

import errno

import pygame
import pytest

from tabletop.persistence import history, kept_games
from tabletop.persistence.slot_lock import SlotLock
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.dialog import DialogScene
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.kept import OPEN_ELSEWHERE, KeptGamesScene, KeptRow
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.select import SelectScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.title import TitleScene
from tests.ui.support import SHOTS, FakeBot, ListTable, click_widget, find_button, frame, key, pump


def make_app(table=ListTable):
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.table_factory = table
    app.to_title()
    app.scenes.apply_pending()
    return app


def top(app):
    return app.scenes.top


def title_checked(app) -> TitleScene:
    title = top(app)
    assert isinstance(title, TitleScene)
    pump(app, 0.05)   # the title looks for kept games once its first frame is on screen
    return title


def start_game(app, game_id: str) -> TableHostScene:
    """Title → New game → the game's Play → Start the game, by clicks."""
    click_widget(app, find_button(top(app), "New game"))
    select = top(app)
    assert isinstance(select, SelectScene)
    card = select.cards[[entry.id for entry in select.entries].index(game_id)]
    play = next(w for w in select.widgets if getattr(w, "label", "") == "Play" and card.contains(w.rect))
    click_widget(app, play)
    assert isinstance(top(app), SetupScene)
    click_widget(app, find_button(top(app), "Start the game"))
    table = top(app)
    assert isinstance(table, TableHostScene) and table.controller.game_id == game_id
    return table


def play_moves(app, table: TableHostScene, moves: int) -> None:
    """Click the person's first legal action `moves` times (the bots play between)."""
    for _ in range(moves * 50):
        if moves == 0:
            return
        scene = top(app)
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
        elif scene is table and table.table.buttons:
            click_widget(app, table.table.buttons[0])
            moves -= 1
        else:
            frame(app)


def quit_to_menu(app) -> TitleScene:
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), PauseScene)
    click_widget(app, find_button(top(app), "Quit to menu"))
    return title_checked(app)


def rows(title: TitleScene) -> list[KeptRow]:
    return [w for w in title.widgets if isinstance(w, KeptRow)]


def test_a_new_game_of_another_kind_leaves_the_unfinished_one_on_the_title_screen():
    app = make_app()
    india = start_game(app, "sail_to_india")
    play_moves(app, india, 3)
    india_moves = len(india.controller.match.history)
    title = quit_to_menu(app)
    assert title.notice and "Sail to India game is kept" in title.notice and "Continue" in title.notice
    save_png(app, f"{SHOTS}/kept-quit-notice.png")
    winds = start_game(app, "winds_of_trade")
    play_moves(app, winds, 2)
    title = quit_to_menu(app)
    assert [game.game_id for game in title.kept] == ["winds_of_trade", "sail_to_india"], "newest first"
    assert [row.game.game_id for row in rows(title)] == ["winds_of_trade", "sail_to_india"]
    assert title.picked is not None and title.picked.game_id == "winds_of_trade"   # the one this window left
    save_png(app, f"{SHOTS}/kept-title-two-games.png")
    click_widget(app, rows(title)[1])   # the older game, from the list
    table = top(app)
    assert isinstance(table, TableHostScene) and table.controller.game_id == "sail_to_india"
    assert len(table.controller.match.history) == india_moves
    title = quit_to_menu(app)
    assert len(title.kept) == 2, "continuing a kept game writes into its own slot, not a new one"
    assert title.picked is not None and title.picked.game_id == "sail_to_india"


def test_discard_asks_first_and_only_then_deletes():
    app = make_app()
    for game_id in ("golden_sails", "sail_to_india"):
        play_moves(app, start_game(app, game_id), 1)
        quit_to_menu(app)
    title = title_checked(app)
    assert len(title.kept) == 2
    click_widget(app, find_button(title, "All unfinished games (2)…"))
    listing = top(app)
    assert isinstance(listing, KeptGamesScene)
    save_png(app, f"{SHOTS}/kept-list.png")
    click_widget(app, listing.rows[0][1])    # Discard on the newest
    assert isinstance(top(app), DialogScene) and "deleted for good" in top(app).message
    save_png(app, f"{SHOTS}/kept-discard-confirm.png")
    click_widget(app, find_button(top(app), "Keep it"))
    assert len(kept_games.kept_games()) == 2, "nothing goes without the person saying so"
    click_widget(app, listing.rows[0][1])
    doomed = listing.games[0].folder
    click_widget(app, find_button(top(app), "Discard"))
    assert not doomed.exists()
    assert [game.game_id for game in kept_games.kept_games()] == ["golden_sails"]
    assert [game.game_id for game in listing.games] == ["golden_sails"]
    assert [game.game_id for game in title.kept] == ["golden_sails"]


def test_a_game_open_in_another_window_is_listed_but_not_opened():
    app = make_app()
    play_moves(app, start_game(app, "golden_sails"), 1)
    title = quit_to_menu(app)
    folder = title.kept[0].folder
    elsewhere = SlotLock.acquire(folder)   # as another window holding it (flock locks per open file)
    assert elsewhere is not None
    try:
        app.to_title()
        app.scenes.apply_pending()
        title = title_checked(app)
        assert title.kept[0].open_elsewhere and title.picked is None
        assert not find_button(title, "Continue").enabled
        save_png(app, f"{SHOTS}/kept-open-elsewhere.png")
        click_widget(app, rows(title)[0])
        assert isinstance(top(app), DialogScene) and top(app).message == OPEN_ELSEWHERE
    finally:
        elsewhere.release()


def until_my_move(app, controller) -> None:
    for _ in range(2000):
        if controller.legal_for_display():
            return
        frame(app)
    raise AssertionError("the person never got a move")


def _full_disk(*_args, **_kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_autosave_is_told_beside_the_game_and_the_game_goes_on(monkeypatch):
    from tabletop.persistence import autosave

    app = make_app(table=None)
    app.settings.handoffs = False
    table = start_game(app, "golden_sails")
    controller = table.controller
    person = controller.legal_for_display
    until_my_move(app, controller)
    controller.submit(person()[0])
    controller.flush_saves()
    kept = len(controller.match.history)
    before = {p.name: p.read_bytes() for p in controller.autosaver.folder.glob("autosave-*.json")}
    monkeypatch.setattr(autosave, "save_match", _full_disk)
    until_my_move(app, controller)
    controller.submit(person()[0])
    pump(app, 0.5)
    assert isinstance(top(app), TableHostScene), "a failed autosave never stops the game behind a dialog"
    assert controller.save_trouble and "the disk is full" in controller.save_trouble
    assert f"after move {kept}" in controller.save_trouble
    assert {p.name: p.read_bytes() for p in controller.autosaver.folder.glob("autosave-*.json")} == before
    frame(app)
    save_png(app, f"{SHOTS}/kept-autosave-failed.png")
    key(app, pygame.K_ESCAPE)
    click_widget(app, find_button(top(app), "Quit to menu"))
    title = title_checked(app)
    assert title.notice and f"Golden Sails game is kept as it was after move {kept}, not its later moves" \
        in title.notice and "the disk is full" in title.notice
    assert len(title.kept) == 1 and title.kept[0].where


def test_a_finished_game_whose_history_entry_failed_stays_kept_and_is_filed_later():
    app = make_app()
    full = pytest.MonkeyPatch()
    full.setattr(history, "record_document", _full_disk)
    table = start_game(app, "golden_sails")
    for _ in range(20000):
        scene = top(app)
        if isinstance(scene, (ResultsScene, DialogScene)):
            break
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
        elif table.table.buttons:
            click_widget(app, table.table.buttons[0])
        else:
            frame(app)
    assert isinstance(top(app), DialogScene) and isinstance(app.scenes.stack[-2], ResultsScene)
    assert "could not be added to History" in top(app).message and "the disk is full" in top(app).message
    save_png(app, f"{SHOTS}/kept-history-failed.png")
    click_widget(app, find_button(top(app), "OK"))
    click_widget(app, find_button(top(app), "Menu"))
    title = title_checked(app)
    assert [game.finished for game in title.kept] == [True], "the finished game is not lost"
    assert history.list_history() == []
    full.undo()   # room again: the title files it in History and lets the slot go
    app.to_title()
    app.scenes.apply_pending()
    title = title_checked(app)
    assert title.kept == [] and len(history.list_history()) == 1


def test_the_compass_rose_gives_way_to_the_unfinished_games(monkeypatch):
    """The rose sat under the list of unfinished games, a sliver of it showing at the
    panel's edge: the title draws it only where nothing covers it."""
    from tabletop.ui.scenes import common

    roses: list[tuple[float, float]] = []
    monkeypatch.setattr(common, "draw_compass_rose", lambda canvas, centre, radius: roses.append(centre))
    app = make_app()
    title_checked(app)
    app.render()
    assert roses, "no unfinished game: the rose is drawn"
    india = start_game(app, "sail_to_india")
    play_moves(app, india, 1)
    assert quit_to_menu(app).kept
    roses.clear()
    app.render()
    assert not roses
