"""Every scene drawn at 1280×720 and 1024×600 into /tmp/tabletop-shots/ (look at them),
with the checks a picture makes easy to miss: click targets inside the canvas, at least
32 px, never overlapping each other; text colours readable on their backgrounds."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.analysis.replay import Replay
from tabletop.engine.match import Match, Seat
from tabletop.registry import load_game
from tabletop.ui import theme
from tabletop.ui.charts.progress import ProgressScene
from tabletop.ui.controller import MatchController
from tabletop.ui.headless import headless_app, play_random, save_png
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.dialog import DialogScene
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.pause import PauseScene
from tabletop.ui.scenes.replay import ReplayHandoffScene, ReplayScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.saves import LoadScene, SaveScene
from tabletop.ui.scenes.select import SelectScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.widgets import Choice, Clickable, Stepper
from tests.ui.support import SHOTS, FakeBot, ListTable, frame

SIZES = [(1280, 720), (1024, 600)]


def finished_match(players=4, seed=11):
    game = load_game("golden_sails")
    names = ["Ana", "Bartholomew", "Cora", "Dee"]
    match = Match(game, [Seat(names[i], "human" if i == 0 else "random", i) for i in range(players)], seed)
    play_random(match, 100_000, seed)
    return match


def table_scene(app, players=4, actions=14, factory=None):
    game = load_game("golden_sails")
    match = Match(game, [Seat(n, "human" if i == 0 else "ai:normal", i)
                         for i, n in enumerate(["Ana", "Bartholomew", "Cora", "Dee"][:players])], 4)
    play_random(match, actions, 4)
    controller = MatchController(match, FakeBot(), app.settings, autosave=False)
    if factory is None:
        return TableHostScene(app, controller)
    return TableHostScene(app, controller, factory)


def two_people(app):
    game = load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Bartholomew", "human", 1)], 3)
    return HandoffScene(app, MatchController(match, FakeBot(), app.settings, autosave=False))


def replay_scene(app, finished=True):
    """The replay screen halfway through a whole game, or through one stopped after 30 moves."""
    match = finished_match()
    if not finished:
        match = Match(match.game, match.seats, match.seed)
        play_random(match, 30, 11)
    replay = Replay(match)
    scene = ReplayScene(app, replay=replay)
    scene.seek(replay.length // 2)
    return scene


SCENES = {
    "title": lambda app: [TitleScene(app)],
    "select": lambda app: [SelectScene(app)],
    "setup": lambda app: [SetupScene(app, "golden_sails")],
    "settings": lambda app: [TitleScene(app), SettingsScene(app)],
    "rules": lambda app: [TitleScene(app), RulesScene(app)],
    "about": lambda app: [TitleScene(app), AboutScene(app)],
    "load": lambda app: [TitleScene(app), LoadScene(app)],
    "dialog": lambda app: [TitleScene(app), DialogScene(app, "Replace this save?", "A save called “evening” "
                                                        "exists. Replace it with this game?", confirm=lambda: None)],
    "handoff": lambda app: [two_people(app)],
    "results": lambda app: [ResultsScene(app, finished_match())],
    "results-2p": lambda app: [ResultsScene(app, finished_match(players=2))],
    "table-host": lambda app: [table_scene(app, factory=ListTable)],
    "pause": lambda app: (lambda t: [t, PauseScene(app, t.controller)])(table_scene(app, factory=ListTable)),
    "save": lambda app: (lambda t: [t, SaveScene(app, t.controller.match)])(table_scene(app, factory=ListTable)),
    "progress": lambda app: [ResultsScene(app, finished_match()), ProgressScene(app, finished_match())],
    "replay": lambda app: [replay_scene(app)],
    "replay-handoff": lambda app: (lambda r: [r, ReplayHandoffScene(app, r, 0)])(replay_scene(app, finished=False)),
}


def show(app, scenes):
    app.scenes.reset(scenes[0])
    for scene in scenes[1:]:
        app.scenes.push(scene)
    app.scenes.apply_pending()
    frame(app, (), 0)
    frame(app, (), 1 / 60)


def clickables(scene):
    for widget in scene.widgets:
        if not widget.visible:
            continue
        if isinstance(widget, Choice):
            yield from widget.segments
        elif isinstance(widget, Stepper):
            yield from (widget.minus, widget.plus)
        elif isinstance(widget, Clickable):
            yield widget


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCENES))
def test_scene_renders_and_its_targets_fit(name, size):
    app = headless_app(size, bot_worker=FakeBot())
    show(app, SCENES[name](app))
    save_png(app, f"{SHOTS}/{name}-{size[0]}x{size[1]}.png")
    scene = app.scenes.top
    bounds = app.canvas.bounds
    targets = list(clickables(scene))
    for widget in targets:
        assert bounds.contains(widget.rect), f"{widget} leaves the canvas"
        assert min(widget.rect.size) >= theme.MIN_TARGET, f"{getattr(widget, 'label', widget)} is too small"
    for a, b in itertools.combinations(targets, 2):
        assert not a.rect.colliderect(b.rect), f"{getattr(a, 'label', a)} overlaps {getattr(b, 'label', b)}"


def test_rules_tabs_are_named_by_the_games_and_fit():
    """A tab carries the game's name from game.yaml, never a long heading cut short."""
    from tabletop.content.meta import load_meta
    from tabletop.runtime.paths import content_root

    app = headless_app((1280, 720), bot_worker=FakeBot())
    scene = RulesScene(app)
    labels = [tab.label for tab in scene.tabs]
    assert labels == [load_meta(content_root() / game_id / "game.yaml").name for game_id, _, _ in scene.files]
    assert len(labels) >= 2
    for tab in scene.tabs:
        assert app.canvas.measure(tab.label, tab.font)[0] <= tab.rect.width - 16, tab.label


def test_golden_sails_table_in_the_host():
    pytest.importorskip("tabletop.games.golden_sails.table")
    for size in SIZES:
        for players in (2, 4):
            app = headless_app(size, bot_worker=FakeBot())
            show(app, [table_scene(app, players=players, actions=4 * players + 3)])
            save_png(app, f"{SHOTS}/golden-sails-table-{players}p-{size[0]}x{size[1]}.png")


@pytest.mark.parametrize("fg,bg", [
    (theme.INK, theme.PARCHMENT), (theme.INK_MUTED, theme.PARCHMENT), (theme.INK_MUTED, theme.PARCHMENT_DARK),
    (theme.INK, theme.PARCHMENT_DARK), (theme.FOAM, theme.SEA), (theme.FOAM_MUTED, theme.SEA),
    (theme.FOAM, theme.SEA_LIGHT), (theme.BUTTON_TEXT, theme.BUTTON_FACE), (theme.BUTTON_TEXT, theme.BUTTON_FACE_HOVER),
    (theme.FOAM, theme.DANGER), (theme.INK, theme.GLOW), (theme.DANGER, theme.PARCHMENT),
])
def test_text_colours_meet_contrast(fg, bg):
    assert theme.contrast(fg, bg) >= 4.5


def test_seat_styles_are_distinct_and_okabe_ito():
    colours = [s.colour for s in theme.SEAT_STYLES]
    shapes = [s.shape for s in theme.SEAT_STYLES]
    assert len(set(colours)) == len(colours) and len(set(shapes)) == len(shapes)
    assert colours[:4] == [theme.hex_colour(h) for h in ("#E69F00", "#56B4E9", "#009E73", "#D55E00")]
    assert shapes[:4] == ["circle", "square", "triangle", "diamond"]


def test_screenshot_command_writes_the_table_png(tmp_path):
    pytest.importorskip("tabletop.games.golden_sails.table")
    from tabletop.ui.headless import screenshot

    out = screenshot("golden_sails", seed=2, actions=9, players=3, seat=1, size=(1024, 600),
                     out=tmp_path / "shot.png")
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1024, 600)
    with pytest.raises(ValueError):
        screenshot("golden_sails", seed=2, players=2, seat=5, out=tmp_path / "no.png")
