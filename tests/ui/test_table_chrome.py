"""The table's top bar in every game: Undo and Suggest keep their slots all game (greyed,
with the reason, when they do not apply), and a move passed on with no curtain can still
be taken back until the next person moves."""

from __future__ import annotations

import pytest

from tabletop.engine.match import Match, Seat
from tabletop.registry import GAME_IDS, load_game
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.handoff import HandoffScene
from tabletop.ui.scenes.table_host import SUGGEST_TIP, UNDO_TIP, TableHostScene
from tests.ui.support import SHOTS, FakeBot, ListTable, click, click_widget, frame, pump

PEOPLE_AND_COMPUTER = (("Ana", "human"), ("Bram", "human"), ("Cora", "random"))


class AnyGameTable(ListTable):
    """The test table, for games whose views count rounds differently (or not at all)."""

    def round_info(self) -> str:
        return ""


def table_of(game_id: str, seed: int = 4):
    app = headless_app(bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.table_factory = AnyGameTable
    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(PEOPLE_AND_COMPUTER)]
    app.play(Match(load_game(game_id), seats, seed, {}))
    app.scenes.apply_pending()
    frame(app)
    return app, app.scenes.stack[0]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_and_suggest_keep_their_slots_all_game(game_id):
    app, table = table_of(game_id)
    assert isinstance(table, TableHostScene)
    slots = (table.undo.rect.copy(), table.suggest.rect.copy())
    seen = set()
    for _ in range(160):
        scene = app.scenes.top
        if isinstance(scene, HandoffScene):
            click_widget(app, scene.widgets[0])          # "I am ready"
            continue
        if scene is not table or table.controller.is_over():
            break
        frame(app)
        assert table.undo.visible and table.suggest.visible
        assert (table.undo.rect, table.suggest.rect) == slots
        assert not table.undo.rect.colliderect(table.suggest.rect)
        if table.undo.enabled:
            assert table.undo.tooltip.startswith("Take back")
        else:
            assert table.undo.tooltip == table.controller.why_no_undo()
        mine = bool(table.controller.legal_for_display())
        assert table.suggest.enabled == (mine and not table.controller.suggesting)
        assert table.suggest.tooltip == (SUGGEST_TIP if mine else table._no_suggestion())
        seen.add((table.undo.enabled, table.suggest.enabled))
        if mine:
            click_widget(app, table.table.buttons[0])
        else:
            pump(app, 0.1)
    assert (False, True) in seen and (True, True) in seen, seen   # both looks of Undo were met


def test_a_greyed_undo_says_why_when_clicked():
    app, table = table_of("golden_sails")
    pump(app, 0.2)
    assert not table.controller.can_undo()
    click_widget(app, table.undo)
    assert table.host.notice == table.controller.why_no_undo()
    save_png(app, f"{SHOTS}/chrome-greyed-undo.png")


def test_a_greyed_suggest_says_why_when_clicked():
    app, table = table_of("sail_to_india")
    app.settings.animation_speed = 1.0        # a computer's move is shown a while before it lands
    controller = table.controller
    for _ in range(600):
        frame(app)
        if controller.thinking is not None:
            break
        if controller.legal_for_display():
            click_widget(app, table.table.buttons[0])
    assert controller.thinking is not None and not table.suggest.enabled
    click(app, table.suggest.rect.center)
    assert table.host.notice == table._no_suggestion()
    assert not controller.suggesting


def test_sail_to_india_undo_outlives_the_next_turn_until_the_next_person_moves():
    """Sail to India hides nothing, so the screen passes with no curtain: the person who
    just ended their turn may still take it back (the curtain games offer the same on the
    curtain) until the next person moves; then Undo greys with the reason."""
    app, table = table_of("sail_to_india")
    controller = table.controller
    for _ in range(3000):
        frame(app)
        history = controller.match.history
        if (history and controller.viewer is not None and history[-1].seat != controller.viewer
                and controller.seats[history[-1].seat].is_human):
            break
        assert not isinstance(app.scenes.top, HandoffScene)
        if controller.legal_for_display():
            click_widget(app, table.table.buttons[0])
    mover, viewer = controller.match.history[-1].seat, controller.viewer
    assert table.undo.enabled and controller.undo_for() == mover
    assert table.undo.tooltip == (f"Take back {controller.seats[mover].name}'s last move: "
                                  f"{controller.seats[viewer].name} has not moved yet.")
    save_png(app, f"{SHOTS}/chrome-undo-after-the-turn.png")
    played = len(controller.match.history)
    click_widget(app, table.undo)
    assert len(controller.match.history) == played - 1
    assert controller.viewer == mover and controller.to_act() == mover
    # the mover plays again; once the next person has moved, it is theirs to take back
    while controller.viewer == mover:
        click_widget(app, table.table.buttons[0])
        frame(app)
    assert table.undo.enabled
    click_widget(app, table.table.buttons[0])
    frame(app)
    last = controller.match.history[-1].seat
    if last != mover:
        assert controller.undo_for() in (None, last)
        if controller.undo_for() is None:
            assert not table.undo.enabled and table.undo.tooltip == controller.why_no_undo()
    assert UNDO_TIP.startswith("Take back your last move")


def test_a_pass_made_for_another_person_is_named_as_such():
    """Pirates' Gold passes for a person with auto-pass on; the reason Undo is grey names it
    a pass made for them, not a move they made."""
    from tabletop.persistence.settings import Settings
    from tabletop.ui.controller import MatchController

    seats = [Seat(name, kind, i) for i, (name, kind) in enumerate(PEOPLE_AND_COMPUTER)]
    controller = MatchController(Match(load_game("pirates_gold"), seats, 5, {}), FakeBot(),
                                 Settings(animation_speed=0.0), autosave=False)
    for _ in range(3000):
        history = controller.match.history
        if history and len(history) - 1 in controller._auto_moves and history[-1].seat != controller.viewer \
                and controller.viewer is not None:
            break
        if controller.handoff_to is not None:
            controller.accept_handoff()
        elif controller.legal_for_display():
            controller.submit(controller.legal_for_display()[-1])
        else:
            controller.update(1 / 60)
    else:
        pytest.fail("no pass was made for another person")
    name = controller.seats[controller.match.history[-1].seat].name
    assert not controller.can_undo()
    assert controller.why_no_undo() == f"Nothing to undo: the last move was a pass made for {name}, and passes stand."


def test_a_lesson_offers_suggest_again_once_it_reaches_free_play():
    """The lesson hides Suggest while it scripts the moves; the chrome must not keep it
    hidden for good once the learner plays freely."""
    from tabletop.ui.scenes.tutorial import TutorialScene, start_tutorial

    app = headless_app(bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    start_tutorial(app, "golden_sails", keep_progress=False)
    app.scenes.apply_pending()
    lesson = app.scenes.stack[0]
    assert isinstance(lesson, TutorialScene)
    frame(app)
    assert not lesson.run.free_play and not lesson.suggest.visible and not lesson.undo.visible
    lesson.run.index = len(lesson.run.tutorial.steps)       # every step done: free play
    frame(app)
    assert lesson.suggest.visible and not lesson.undo.visible


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("text_size", [125, 150])
def test_a_thinking_computers_long_name_fits_the_top_bar(size, text_size):
    """"Bartholomew is thinking…" was cut at 150 %: the name steps down a size, and where
    "is thinking…" has no room the turning ring says it, beside the name alone."""
    from tabletop.persistence.settings import Settings
    from tabletop.ui import theme
    from tabletop.ui.canvas import recording_cuts

    bot = FakeBot()
    bot.poll = lambda: None      # thinking for ever
    try:
        app = headless_app(size, settings=Settings(text_size=text_size), bot_worker=bot)
        app.settings.animation_speed = 0.0
        seats = [Seat("Ana", "human", 0), Seat("Bartholomew IV", "ai:normal", 1)]   # as long as a name may be
        app.play(Match(load_game("golden_sails"), seats, 5, {}))    # the computer begins: Undo and Suggest shown
        app.scenes.apply_pending()
        scene = app.scenes.top
        with recording_cuts() as cuts:
            for _ in range(10):
                frame(app, (), 1 / 30)
        assert scene.controller.thinking == 1 and scene.suggest.visible
        assert not cuts, cuts
        save_png(app, f"{SHOTS}/thinking-long-name-{size[0]}-{text_size}.png")
    finally:
        theme.set_text_size(100)
