"""A table's own keys: the focus walks exactly the legal moves' first clicks and the bar's
buttons, in the game's order; number keys press the bar's buttons; S, L, ? / F1,
Ctrl+Z and Backspace."""

from __future__ import annotations

import pygame

from tabletop.engine.match import Match, Seat
from tabletop.registry import load_game
from tabletop.ui.controller import MatchController
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.dialog import DialogScene
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.table_keys import bar_order
from tests.ui.support import FakeBot, frame, key


def _table(game_id: str, players: int = 2, seed: int = 3):
    game = load_game(game_id)
    players = max(players, game.min_players)
    return _open(Match(game, [Seat(f"P{i}", "human" if i == 0 else "ai:easy", i) for i in range(players)], seed))


def _open(match: Match):
    """The table of `match` in a headless window, with no curtain and animations off."""
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    controller = MatchController(match, FakeBot(), app.settings, autosave=False)
    controller.handoff_to = None
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    frame(app)
    return app, scene


def _until_mine(app, scene) -> None:
    for _ in range(600):
        if scene.controller.legal_for_display() and not scene.table.busy():
            return
        frame(app, (), 1 / 10)
    raise AssertionError("never the person's move")


def _type(app, code: int, text: str = "", mod: int = 0) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=text, scancode=0)])


def test_the_table_stops_are_each_legal_moves_first_click_and_the_bar():
    for game_id in ("golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade"):
        app, scene = _table(game_id)
        _until_mine(app, scene)
        firsts = {tuple(round(v) for v in scene.table.clicks_for(a)[0]) for a in scene.controller.legal_for_display()}
        bar = {tuple(round(v) for v in b.rect) for b in bar_order(scene.table)}
        chrome = {tuple(round(v) for v in w.rect) for w in (scene.menu, scene.suggest, scene.undo)}
        extras = {tuple(round(v) for v in r) for r in scene.table.key_extras()}   # a setting, a box folded
        stops = [tuple(round(v) for v in s.rect) for s in scene.focus_stops()]
        assert len(stops) == len(set(stops)), f"{game_id}: a stop is listed twice"
        assert firsts <= set(stops), f"{game_id}: a legal move's first click is not a stop"
        assert set(stops) <= firsts | bar | chrome | extras, f"{game_id}: a stop plays nothing"


def test_golden_sails_walks_the_market_after_an_expert_is_taken_up():
    app, scene = _table("golden_sails")
    _until_mine(app, scene)
    key(app, pygame.K_TAB)
    assert scene.table.selected is None
    key(app, pygame.K_RETURN)                      # the first expert is taken up ...
    assert scene.table.selected is not None
    kinds = {s.kind for s in scene.table.spots() if s.rect.collidepoint(scene.ring.rect.center)}
    assert "market" in kinds                       # ... and focus is on the first card it may claim
    _type(app, pygame.K_BACKSPACE)
    assert scene.table.selected is None            # Backspace puts it back, as a right click does


def test_a_number_key_presses_the_bar_button_and_its_tip_names_the_key():
    app, scene = _table("pirates_gold")
    _until_mine(app, scene)
    buttons = bar_order(scene.table)
    assert buttons and buttons[0].enabled
    stop = next(s for s in scene.focus_stops() if s.rect == buttons[0].rect)
    assert stop.tip.endswith("(key 1)")
    moves = len(scene.controller.match.history)
    _type(app, pygame.K_1, "1")
    frame(app)
    assert len(scene.controller.match.history) > moves


def test_f1_and_question_mark_show_the_keys_and_l_the_log():
    app, scene = _table("golden_sails")
    for code, text in ((pygame.K_F1, ""), (pygame.K_SLASH, "?")):
        _type(app, code, text)
        sheet = app.scenes.top
        assert isinstance(sheet, DialogScene) and sheet.title == "Keys" and "Tab" in sheet.message
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is scene
    _type(app, pygame.K_l, "l")
    assert isinstance(app.scenes.top, DialogScene) and app.scenes.top.title == "Log"


def test_s_asks_for_advice_on_ones_own_move():
    app, scene = _table("golden_sails")
    _until_mine(app, scene)
    worker = scene.controller.worker
    asked = len(worker.requests)
    _type(app, pygame.K_s, "s")
    assert len(worker.requests) == asked + 1


def test_pirates_gold_walks_the_hand_then_the_cells_nearest_the_ship():
    app, scene = _table("pirates_gold")
    for _ in range(40):
        _until_mine(app, scene)
        table = scene.table
        layout = table.layout(table.view)
        stops = [s.rect for s in scene.focus_stops() if isinstance(s.key, tuple) and s.key[0] == "table"]
        places = ["hand" if layout.hand.collidepoint(r.center) else "chart" if layout.board.collidepoint(r.center)
                  else "other" for r in stops]
        assert places == sorted(places, key=["hand", "chart", "other"].index)
        cells = [r for r, p in zip(stops, places) if p == "chart"]
        if len(cells) > 1:
            ship = pygame.Vector2(layout.cell_centre(*table.board.rc(table.view.ships[table.view.active])))
            distances = [ship.distance_to(r.center) for r in cells]
            assert distances == sorted(distances)
            return
        scene.controller.submit(scene.controller.legal_for_display()[0])
    raise AssertionError("no turn with two cells to sail to")


def test_the_table_shows_the_focused_thing_as_if_the_pointer_rested_there():
    app, scene = _table("golden_sails")
    _until_mine(app, scene)
    key(app, pygame.K_TAB)
    assert scene.table.pointer == scene.ring.rect.center
    key(app, pygame.K_TAB)
    assert scene.table.pointer == scene.ring.rect.center


def _focus_on(app, scene, rect) -> None:
    """Tab until the ring is on `rect`."""
    for _ in range(len(scene.focus_stops()) + 2):
        key(app, pygame.K_TAB)
        if scene.ring is not None and scene.ring.rect == rect:
            return
    raise AssertionError(f"Tab never came to {rect}")


def test_pirates_gold_auto_pass_box_is_switched_by_keys():
    app, scene = _table("pirates_gold")
    _until_mine(app, scene)
    boxes = scene.table.key_extras()
    assert len(boxes) == 1, "the viewer's own box (a computer seat has none; another person's is theirs)"
    before = scene.table.host.auto_pass_on(0)
    _focus_on(app, scene, boxes[0])
    assert "Auto-pass is" in scene.ring.tip
    key(app, pygame.K_RETURN)
    assert scene.table.host.auto_pass_on(0) is not before


def _winds_of_trade_election():
    """A Winds of Trade table at an election the person at the screen bids in."""
    from tabletop.engine.rng import Rng
    from tabletop.games.winds_of_trade.phases import Phase

    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    game = load_game("winds_of_trade")
    match = Match(game, [Seat(f"P{i}", "human", i) for i in range(3)], 7)
    rng = Rng(7)
    for _ in range(3000):
        state = match.state
        if state.phase == Phase.ELECTION and not state.is_over():
            break
        match.apply(rng.choice(state.legal_actions()))
    else:
        raise AssertionError("no election in 3000 moves")
    controller = MatchController(match, FakeBot(), app.settings, autosave=False)
    controller.handoff_to = None
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    frame(app)
    return app, scene


def test_winds_of_trade_election_box_folds_and_opens_by_keys():
    app, scene = _winds_of_trade_election()
    folded = scene.table.election_folded()
    (fold,) = scene.table.key_extras()
    _focus_on(app, scene, fold)
    key(app, pygame.K_RETURN)
    assert scene.table.election_folded() is not folded
    (again,) = scene.table.key_extras()
    _focus_on(app, scene, again)
    key(app, pygame.K_RETURN)
    assert scene.table.election_folded() is folded


def test_a_focused_things_tip_is_its_own_not_that_of_what_lies_over_its_centre():
    """A Winds of Trade island's stop showed the tip of the buy slot over its centre."""
    from tabletop.ui.spots import Spot

    for game_id in ("pirates_gold", "winds_of_trade"):
        app, scene = _table(game_id, players=3)
        for _ in range(12):
            _until_mine(app, scene)
            spots: list[Spot] = scene.table.spots()
            for stop in scene.focus_stops():
                if not (isinstance(stop.key, tuple) and stop.key[0] == "table"):
                    continue
                own = [spot.tip for spot in spots if spot.tip and spot.rect == stop.rect]
                if own:
                    assert stop.tip == own[-1], f"{game_id}: {stop.rect} shows {stop.tip!r}"
            scene.controller.submit(scene.controller.legal_for_display()[0])


class HeldBot(FakeBot):
    """A computer that, while `held`, thinks for ever: the table stays at its move."""

    held = False

    def poll(self):
        return None if self.held else super().poll()


def _pirates_gold_two_people():
    """Two people and a computer at one Pirates' Gold table, with no curtain between the
    people (each finds their hand face down and looks at it by a press)."""
    return _open(Match(load_game("pirates_gold"), [Seat("Ana", "human", 0), Seat("Tomas", "human", 1),
                                                   Seat("Ines", "greedy", 2)], 5))


def _auto_pass_boxes(table) -> list[pygame.FRect]:
    return [spot.rect for spot in table.spots() if spot.kind == "toggle"]


def _region(table, rect) -> str:
    layout = table.layout(table.view)
    if layout.hand.collidepoint(rect.center):
        return "hand"
    return "chart" if layout.board.collidepoint(rect.center) else "row"


def test_pirates_gold_tab_reads_the_hand_face_down_or_not_then_the_chart_then_the_auto_pass_box():
    """The face-down hand (a press looks at it) came after the chart's cells, and the
    auto-pass box after the hand though it lies in the row above: Tab walks the hand,
    the chart nearest the ship, the box, then the bar, and starts on the move."""
    app, scene = _pirates_gold_two_people()
    face_down_with_cells = False
    for _ in range(60):
        _until_mine(app, scene)
        table = scene.table
        stops = [s for s in scene.focus_stops() if isinstance(s.key, tuple) and s.key[0] == "table"]
        places = [_region(table, s.rect) for s in stops]
        assert places == sorted(places, key=["hand", "chart", "row"].index), places
        boxes = _auto_pass_boxes(table)
        assert len(boxes) == 1 and [s.rect for s in stops if s.rect in boxes] == boxes, \
            "the viewer's auto-pass box is a stop"
        face_down_with_cells |= table.view.face_down and "chart" in places
        scene.controller.submit(scene.controller.legal_for_display()[0])
    assert face_down_with_cells, "no turn with the hand face down and cells to sail to"


def test_pirates_gold_focus_starts_on_the_move_not_the_auto_pass_box():
    """With a wind direction from the bar as the move, the box came first: the Enter
    meant for the wind turned auto-pass off."""
    app, scene = _pirates_gold_two_people()
    controller = scene.controller
    for _ in range(200):
        _until_mine(app, scene)
        if controller.covered:      # the person looks at their hand, as a press on it does
            controller.uncover()
            controller.accept_handoff()
            frame(app)
        table = scene.table
        if not [s for s in scene.focus_stops() if isinstance(s.key, tuple) and s.key[0] == "table"
                and s.rect not in _auto_pass_boxes(table)]:
            break
        controller.submit(controller.legal_for_display()[-1])
    else:
        raise AssertionError("no turn whose moves are all on the bar")
    seat, moves = controller.viewer, len(controller.match.history)
    auto = table.host.auto_pass_on(seat)
    key(app, pygame.K_TAB)          # shows the ring where focus starts
    assert scene.ring is not None and scene.ring.key[0] == "bar"
    key(app, pygame.K_RETURN)
    assert len(controller.match.history) > moves and table.host.auto_pass_on(seat) is auto


def test_pirates_gold_auto_pass_box_is_switched_by_enter_and_space_while_another_moves():
    """The mouse may switch it while the computer thinks; the keys could reach it but
    focus waited (no ring, Enter pressed nothing)."""
    app, scene = _pirates_gold_two_people()
    controller = scene.controller
    controller.worker = bot = HeldBot()
    for _ in range(600):
        if controller.thinking is not None:
            if controller.viewer is not None and scene.table.key_extras():
                break
            bot.held = False
        if controller.legal_for_display() and not scene.table.busy():
            bot.held = True         # the computer's next move waits, a person at the screen
            controller.submit(controller.legal_for_display()[0])
        frame(app, (), 1 / 10)
    else:
        raise AssertionError("never a computer's move with a person at the screen")
    seat = controller.viewer
    (box,) = _auto_pass_boxes(scene.table)
    _focus_on(app, scene, box)
    before = scene.table.host.auto_pass_on(seat)
    key(app, pygame.K_RETURN)
    assert scene.table.host.auto_pass_on(seat) is not before
    key(app, pygame.K_SPACE)
    assert scene.table.host.auto_pass_on(seat) is before
    assert controller.thinking is not None, "the computer is still at its move"


def test_an_enter_too_many_does_not_press_for_the_next_person():
    """Two people with no curtain between them: focus stayed on Pass as the screen
    passed, and the first person's second Enter passed for the second. The next person
    finds the ring hidden; their first key shows it."""
    app, scene = _pirates_gold_two_people()
    controller = scene.controller
    for _ in range(200):
        _until_mine(app, scene)
        pass_button = next((b for b in bar_order(scene.table) if b.label == "Pass"), None)
        if pass_button is not None and controller.holder is not None:
            break
        controller.submit(controller.legal_for_display()[0])
    else:
        raise AssertionError("no Pass in 200 moves")
    first = controller.holder
    _focus_on(app, scene, pass_button.rect)
    key(app, pygame.K_RETURN)
    frame(app)
    _until_mine(app, scene)
    assert controller.holder != first, "the word went on to the other person"
    moves = len(controller.match.history)
    key(app, pygame.K_RETURN)
    assert len(controller.match.history) == moves and scene.ring is not None
