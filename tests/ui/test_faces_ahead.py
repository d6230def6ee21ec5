"""A table's `faces_ahead` are loaded with the table's first frame (once, not in every
frame), so the frame an overlay first shows loads no font."""

from __future__ import annotations

from tabletop.engine.match import Match, Seat
from tabletop.registry import load_game
from tabletop.ui import text
from tabletop.ui.controller import MatchController
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.table_host import TableHostScene
from tests.ui.support import FakeBot, frame


def test_the_faces_a_table_names_are_loaded_when_it_opens(monkeypatch):
    app = headless_app((1280, 720), bot_worker=FakeBot())
    match = Match(load_game("winds_of_trade"), [Seat(f"P{i}", "human", i) for i in range(3)], 4)
    controller = MatchController(match, FakeBot(), app.settings, autosave=False)
    controller.handoff_to = None
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    loaded = []
    plain_font = text.font
    monkeypatch.setattr(text, "font", lambda role, px: loaded.append((role, px)) or plain_font(role, px))
    frame(app)
    faces = scene.table.faces_ahead()
    assert faces and {(face.role, app.canvas.font_px(face)) for face in faces} <= set(loaded)
    again = []
    monkeypatch.setattr(app.canvas, "load_faces", again.append)
    frame(app)
    assert again == []      # once, not every frame
