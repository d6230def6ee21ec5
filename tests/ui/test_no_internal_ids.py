"""No internal id reaches a player (issue #50, item 12): every string any screen of any
game draws — captured where `tabletop/ui/text.py` renders and wraps it, so widgets,
tables, logs and tooltips are all seen — holds no seat token, snake_case key, card id or
renamed id (`tests/ui/internal_ids.py` says what counts).

Each game is played at its fewest and most players by its playout policy (seeded: a game
of a real length, every phase coming up), as people at one screen (all seats human, the
curtain off), and drawn every few moves with the tooltip
of every hit area and widget; then its results, the chart of how it went, the replay
from every viewer, the setup and the rules, the hand-off curtain, and its lesson.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tabletop.ai.hooks import hooks_for
from tabletop.analysis.replay import Replay
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.registry import GAME_IDS, load_game
from tabletop.tutorials.script import games_with_tutorials
from tabletop.ui import text
from tabletop.ui.charts.progress import ProgressScene
from tabletop.ui.controller import MatchController
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.results import ResultsScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.tutorial_check import check_tutorial
from tests.ui.internal_ids import vocabulary
from tests.ui.support import FakeBot

NAMES = ["Ana", "Bram", "Cleo", "Dario"]
EVERY = 9
"""A frame every this many moves: every phase of every game comes up."""
REPLAY_STOPS = 5


@contextmanager
def drawn_strings() -> Iterator[set[str]]:
    """Every string drawn (and every paragraph wrapped before drawing) while the block runs."""
    seen: set[str] = set()
    render, wrap = text.render, text.wrap

    def rendering(role, px, content, colour):
        seen.add(content)
        return render(role, px, content, colour)

    def wrapping(content, width, measure):
        seen.add(content)
        return wrap(content, width, measure)

    text.render, text.wrap = rendering, wrapping
    try:
        yield seen
    finally:
        text.render, text.wrap = render, wrap


def show(app, scene) -> None:
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.render()


def tooltips(scene) -> list[str]:
    """What hovering shows: the tooltip of every hit area of the table and every widget."""
    tips = [w.tooltip for w in scene.widgets if isinstance(getattr(w, "tooltip", None), str)]
    table = getattr(scene, "table", None)
    if table is not None and hasattr(table, "spots"):
        tips += [table.tooltip_at(spot.rect.center) or "" for spot in table.spots()]
    return tips


def play_and_draw(game_id: str, players: int, seen: set[str]) -> None:
    game = load_game(game_id)
    app = headless_app((1280, 720))
    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], 7)
    controller = MatchController(match, FakeBot(), app.settings, autosave=False)
    show(app, HandoffScene(app, controller))
    controller.handoff_to = None   # the table itself from here on
    policy, rng = hooks_for(game).rollout_policy, Rng(7)
    moves = 0
    while not match.state.is_over():
        if moves % EVERY == 0:
            show(app, TableHostScene(app, controller))
            seen.update(tooltips(app.scenes.top))
        match.apply(policy(match.state, rng))
        moves += 1
    show(app, TableHostScene(app, controller))
    show(app, ResultsScene(app, match))
    seen.update(tooltips(app.scenes.top))
    app.scenes.push(ProgressScene(app, match))
    app.scenes.apply_pending()
    app.render()
    replay = Replay(match)
    scene = ReplayScene(app, replay=replay)
    show(app, scene)
    for stop in range(REPLAY_STOPS + 1):
        scene.seek(replay.length * stop // REPLAY_STOPS)
        for viewer in replay.viewers():
            scene.show_viewer(viewer)
            app.render()
    show(app, SetupScene(app, game_id))
    seen.update(tooltips(app.scenes.top))
    show(app, RulesScene(app, game_id))


def leaks(game_id: str, seen: set[str]) -> dict[str, set[str]]:
    words = vocabulary(game_id)
    return {line: found for line in seen if (found := words.leaks(line))}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_screen_of_a_game_shows_an_internal_id(game_id):
    game = load_game(game_id)
    with drawn_strings() as seen:
        for players in sorted({game.min_players, game.max_players}):
            play_and_draw(game_id, players, seen)
    assert len(seen) > 200
    assert not leaks(game_id, seen)


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_no_lesson_shows_an_internal_id(game_id):
    with drawn_strings() as seen:
        check_tutorial(game_id)
    assert not leaks(game_id, seen)


def test_the_check_finds_what_the_results_screen_once_showed():
    """The lines of issue #50 item 12, and a seat token, are leaks; the names are not."""
    words = vocabulary("golden_sails")
    assert words.leaks("• Universal: its mambele counts in weapons") == {"universal"}
    assert words.leaks("{P0} holds the superiority of The Navy.") == {"{P0}"}
    assert words.leaks("gs30 → spices") == {"gs30"}
    assert words.leaks("weapon_shield") == {"weapon_shield"}
    assert not words.leaks("• Shapeshifter: its Cloves counts in Spices")
    assert not words.leaks("Unicorn + Sea serpent (4 VP)")
    assert vocabulary("winds_of_trade").leaks("Ada buys the a07.") == {"a07"}
