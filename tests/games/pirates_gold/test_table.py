"""The Pirates' Gold table: a whole game clicked through, sailing lights exactly the
reachable cells, hidden hands are never drawn, auto-pass answers forced passes without a
curtain, and the table fits at 2/3/4 players at 1280×720 and 1024×600.

Screenshots go to /tmp/tabletop-shots/ (look at them: that is what they are for).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.state import PiratesGoldState
from tabletop.games.pirates_gold.table.layout import build_layout
from tabletop.games.pirates_gold.table.table import PiratesGoldTable
from tabletop.games.pirates_gold.table import make_table
from tabletop.registry import load_game
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.headless import headless_app, init_headless, save_png
from tabletop.ui.scenes.table_host import TABLE_AREA
from tests.games.table_support import NAMES, SHOTS, SnapshotHost


@pytest.fixture(scope="module")
def game():
    init_headless()
    return load_game("pirates_gold")


class Driver:
    """Plays a match and keeps a SnapshotHost showing the seat to act (pass and play)."""

    def __init__(self, game, players: int, seed: int = 4, size=(1280, 720)) -> None:
        self.match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], seed)
        self.host = SnapshotHost(game, players)
        self.table: PiratesGoldTable = make_table(self.host)
        self.surface = pygame.Surface(size)
        self.canvas = Canvas(self.surface)
        self.refresh()

    @property
    def state(self) -> PiratesGoldState:
        return self.match.state

    def refresh(self) -> None:
        seat = self.state.to_act()
        self.host.viewer = seat if seat is not None else 0
        self.host.view = self.state.view(self.host.viewer)
        self.host.legal = tuple(self.state.legal_actions()) if seat is not None else ()

    def draw(self) -> None:
        self.table.update(0.0)
        self.table.draw(self.canvas)

    def play(self, action: Action) -> None:
        events = self.match.apply(action)
        self.refresh()
        self.table.on_events(events)
        self.table.skip_animations()
        self.draw()

    def motion(self, pos) -> None:
        self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos) -> None:
        if self.table.busy():
            self.table.skip_animations()
            self.draw()
        self.motion(pos)
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.draw()

    def layout(self):
        return self.table.layout(self.host.view)

    def cell_pos(self, rc):
        return self.layout().cell_rect(*rc).center

    def card_pos(self, card_id: str):
        spot = next(s for s in self.table._spots if s.kind == "card" and s.data["card"] == card_id)
        return spot.rect.center

    def button_pos(self, pick):
        index = self.table.button_picks.index(pick)
        return self.table.buttons[index].rect.center

    def click_action(self, action: Action) -> None:
        """Make `action` with the mouse, as a person would."""
        self.draw()
        if action.kind == "sail":
            self.click(self.cell_pos(action.args))
        elif action.kind in ("discard", "swap"):
            self.click(self.card_pos(action.args[0]))
        elif action.kind == "play":
            self.click(self.card_pos(action.args[0]))
            rest = list(action.args[1:])
            while not self.host.submitted:
                step = self.table.step()
                assert step is not None and self.table.selected == action.args[0], (action, step)
                if step.kind == "cell":
                    self.click(self.cell_pos((rest[0], rest[1])))
                    rest = rest[2:]
                else:
                    self.click(self.button_pos(rest[0]))
                    rest = rest[1:]
        else:
            self.click(self.button_pos(action))
        assert self.host.submitted == [action], (action, self.host.submitted)
        self.host.submitted.clear()


def advance_to(driver: Driver, test, limit: int = 3000, seed: int = 11) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if test(driver.state):
            return
        assert not driver.state.is_over(), "the game ended before the position came up"
        driver.play(rng.choice(driver.state.legal_actions()))
    raise AssertionError("the position never came up")


# --- a whole game with the mouse ------------------------------------------------------------------

def test_a_whole_game_is_played_by_clicking_legal_things(game):
    d = Driver(game, 2, seed=5)
    rng = Rng(5)
    kinds = set()
    for _ in range(1500):
        if d.state.is_over():
            break
        action = rng.choice(list(d.host.legal))
        kinds.add(action.kind)
        d.click_action(action)
        d.play(action)
    assert d.state.is_over()
    assert {"sail", "pass", "play"} <= kinds
    d.draw()
    assert d.table.decision() == ""


@pytest.mark.parametrize("players,seed", [(3, 5), (4, 1)])
def test_every_kind_of_choice_can_be_clicked(game, players, seed):
    """A long stretch of random play at 3 and 4 players: every legal choice drawn is
    reachable with the mouse (cards with follow-up players, directions and cells)."""
    d = Driver(game, players, seed=seed)
    rng = Rng(seed)
    for _ in range(400):
        if d.state.is_over():
            break
        action = rng.choice(list(d.host.legal))
        d.click_action(action)
        d.play(action)


# --- sailing ----------------------------------------------------------------------------------------

def test_lit_cells_are_exactly_the_reachable_ones(game):
    d = Driver(game, 4, seed=3)
    rng = Rng(4)
    seen = 0
    for _ in range(600):
        if d.state.is_over():
            break
        d.draw()
        view = d.host.view
        lit = d.table.lit_cells()
        if view.phase == "sail":
            reach = game.reachable(view)
            assert set(lit) == set(reach)
            assert {a.args for a in d.host.legal if a.kind == "sail"} == set(reach)
            seen += 1
        for action in lit.values():
            assert action in d.host.legal
        d.play(rng.choice(d.state.legal_actions()))
    assert seen > 5


def test_the_route_previews_and_the_ship_sails_step_by_step(game):
    d = Driver(game, 3, seed=6)
    advance_to(d, lambda s: s.phase == "sail" and any(len(p) >= 2 for p in s.reachable().values()))
    view = d.host.view
    target, path = next((rc, p) for rc, p in game.reachable(view).items() if len(p) >= 2)
    d.motion(d.cell_pos(target))
    d.draw()
    assert "Click to sail here" in d.table.tooltip_at(d.cell_pos(target))
    d.click(d.cell_pos(target))
    assert d.host.submitted == [Action("sail", target)]
    d.host.submitted.clear()
    events = d.match.apply(Action("sail", target))
    d.refresh()
    d.table.on_events(events)
    assert d.table.busy()
    seat = view.active
    d.table.update(0.16)
    d.draw()
    row, col = d.table.motion.sailing()[seat]
    assert (round(row), round(col)) != target          # still on its way
    d.table.update(5.0)
    assert not d.table.busy() and not d.table.motion.sailing()


def test_ducats_fly_when_hauled_up_or_unloaded(game):
    d = Driver(game, 2, seed=4)
    rng = Rng(6)
    for _ in range(3000):
        events = d.match.apply(rng.choice(d.state.legal_actions()))
        d.refresh()
        d.table.on_events(events)
        if any(e.kind in ("load", "unload") for e in events):
            break
        d.table.skip_animations()
        d.table._shown = d.host.view
    else:
        raise AssertionError("nobody hauled up a ducat")
    assert d.table.motion.coins
    for _ in range(6):
        d.table.update(0.1)
        d.draw()
    d.table.update(5.0)
    assert not d.table.motion.coins and not d.table.busy()


def test_the_dice_tumble_then_settle(game):
    d = Driver(game, 2, seed=8)
    advance_to(d, lambda s: s.phase == "swap" or (s.phase == "cards2" and s.to_act() == s.active and
                                                 s.legal_actions() == [Action("pass")] and s.hands[s.active]))
    rolled = False
    for _ in range(40):
        events = d.match.apply(d.state.legal_actions()[0])
        d.refresh()
        d.table.on_events(events)
        if any(e.kind == "roll" for e in events):
            rolled = True
            break
        d.table.skip_animations()
    assert rolled and d.table.busy() and d.table.motion.roll is not None
    d.table.update(0.1)
    d.draw()
    d.table.update(2.0)
    assert not d.table.busy() and d.table.motion.roll is None


def test_the_wind_die_shows_the_wind_a_card_turned(game):
    """The dice rolled south, then Storm turned the wind west: the die says W ("turned"),
    never the stale S, and the rose's tooltip tells both."""
    from dataclasses import replace

    from tabletop.games.pirates_gold.table.pieces import dice_faces

    d = Driver(game, 2)
    rolled = replace(d.host.view, roll=("S", 3), wind="S", strength=3)
    assert dice_faces(rolled, None) == [("S", "wind", False), ("3", "strength", False)]
    stormed = replace(rolled, wind="W", strength=1)
    assert dice_faces(stormed, None) == [("W", "turned", True), ("1", "set", True)]
    assert dice_faces(stormed, ("N", 2))[0] == ("N", "wind", False)   # while the roll animates
    sentence = d.table.words.roll_sentence(stormed)
    assert "showed the wind turns toward the south" in sentence and "turned the wind toward the west" in sentence
    d.host.view = stormed
    d.draw()
    pygame.image.save(d.surface, str(SHOTS / "pg_table_wind_turned.png"))


# --- cards ------------------------------------------------------------------------------------------

def test_only_playable_cards_light_up_and_pass_is_a_button(game):
    d = Driver(game, 4, seed=9)
    advance_to(d, lambda s: s.phase in ("cards1", "cards2") and len(s.legal_actions()) > 1)
    d.draw()
    playable = {a.args[0] for a in d.host.legal if a.kind == "play"}
    assert set(d.table.card_actions()) == playable
    assert Action("pass") in d.table.button_actions
    assert "has the word" in d.table.decision()
    d.click(d.button_pos(Action("pass")))
    assert d.host.submitted == [Action("pass")]


def test_a_dimmed_card_says_why_it_cannot_be_played(game):
    """A card in hand that is not lit explains itself in its tip, and a click on it
    says why in the status line instead of doing nothing."""
    d = Driver(game, 4, seed=9)

    def stuck(s) -> bool:
        seat = s.to_act()
        playable = {a.args[0] for a in s.legal_actions() if a.kind == "play"}
        return s.phase in ("cards1", "cards2") and any(c not in playable for c in s.hands[seat])

    advance_to(d, stuck)
    d.draw()
    playable = {a.args[0] for a in d.host.legal if a.kind == "play"}
    card = next(c for c in d.host.view.hand if c not in playable)
    spot = next(s for s in d.table._spots if s.kind == "card" and s.data["card"] == card)
    assert "Not now: " in spot.tip
    d.click(d.card_pos(card))
    assert d.host.submitted == [] and d.host.said[-1].startswith("Not now: ")
    assert d.host.said[-1] == d.table.words.why_not(d.host.view, card)


def test_a_counter_window_is_shown_to_the_seat_asked(game):
    d = Driver(game, 4, seed=10)
    advance_to(d, lambda s: s.phase == "window" and any(a.kind == "play" for a in s.legal_actions()), limit=8000)
    d.draw()
    stack = [s for s in d.table._spots if s.kind == "stack"]
    assert len(stack) == len(d.host.view.stack)
    assert "Counter Magic" in d.table.decision()
    assert [b.label for b in d.table.buttons] == ["Let it stand", "Counter Magic"]
    _save(d, "pg_table_counter_window.png")
    # Another seat looking at the same moment sees no window and no buttons.
    asked = d.host.viewer
    d.host.viewer = (asked + 1) % 4
    d.host.view = d.state.view(d.host.viewer)
    d.host.legal = ()
    d.draw()
    assert not [s for s in d.table._spots if s.kind == "stack"] and not d.table.buttons
    assert "Waiting" in d.table.bar_text(d.host.view)[1]


def test_auto_pass_toggle_is_the_viewers_own(game):
    d = Driver(game, 3, seed=2)
    d.draw()
    toggles = [s for s in d.table._spots if s.kind == "toggle"]
    assert [s.data["seat"] for s in toggles] == [d.host.viewer]
    assert "Auto-pass is on" in toggles[0].tip
    d.click(toggles[0].rect.center)
    assert d.host.viewer not in d.host.auto
    d.draw()
    assert "Auto-pass is off" in d.table.tooltip_at(toggles[0].rect.center)


# --- nothing hidden is drawn ---------------------------------------------------------------------

def _pixels(driver: Driver, view) -> bytes:
    driver.host.view = view
    driver.surface.fill(theme.SEA_DEEP)
    driver.table.draw(driver.canvas)
    return pygame.image.tobytes(driver.surface, "RGB")


def test_another_seats_hand_is_never_drawn(game):
    d = Driver(game, 3, seed=5)
    advance_to(d, lambda s: s.to_act() is not None and s.hands[s.to_act()] and s.hands[(s.to_act() + 1) % 3])
    viewer = d.host.viewer
    other = (viewer + 1) % 3
    twin = d.state.clone()
    kinds = sorted({c.id for c in game.content.cards} - set(twin.hands[other]))
    twin.hands[other] = sorted(kinds[:len(twin.hands[other])])
    twin.deck = list(reversed(twin.deck))
    twin.spots = [(v % 3) + 1 if v else 0 for v in twin.spots]
    d.host.legal = ()
    d.table.update(0.0)
    assert _pixels(d, d.state.view(viewer)) == _pixels(d, twin.view(viewer))
    # ...while the viewer's own hand is drawn: change it and the picture changes.
    mine = d.state.clone()
    mine.hands[viewer] = sorted(kinds[-len(mine.hands[viewer]):])
    assert _pixels(d, d.state.view(viewer)) != _pixels(d, mine.view(viewer))


def test_the_table_never_touches_a_state(game, monkeypatch):
    guard = {"on": False}
    original = PiratesGoldState.__getattribute__

    def guarded(self, name):
        if guard["on"]:
            raise AssertionError(f"the table read State.{name}")
        return original(self, name)

    d = Driver(game, 3, seed=12)
    monkeypatch.setattr(PiratesGoldState, "__getattribute__", guarded)
    rng = Rng(5)
    for _ in range(200):
        if d.state.is_over():
            break
        action = rng.choice(list(d.host.legal))
        guard["on"] = True
        try:
            d.click_action(action)
            d.table.decision()
            d.table.tooltip_at(d.cell_pos((0, 0)))
        finally:
            guard["on"] = False
        d.play(action)


# --- tooltips ------------------------------------------------------------------------------------------

def test_things_on_the_table_explain_themselves(game):
    d = Driver(game, 4, seed=3)
    advance_to(d, lambda s: s.round >= 2 and s.hands[s.to_act()] if s.to_act() is not None else False)
    d.draw()
    board = game.content.board
    for kind in ("land", "small_island", "ducat", "card", "home_port_1", "sea"):
        cell = next(i for i, k in enumerate(board.kinds) if k == kind and i not in d.state.ships)
        tip = d.table.tooltip_at(d.cell_pos(board.rc(cell)))
        assert tip and "Row" in tip, kind
    for spot in d.table._spots:
        assert spot.tip, spot.kind
        assert d.table.tooltip_at(spot.rect.center), spot.kind
    assert "wind" in d.table.tooltip_at(d.layout().rose.move(30, 0).midleft)
    for seat, row in d.layout().seats.items():
        assert NAMES[seat] in d.table.tooltip_at((row.x + 60, row.y + 17))
    assert "only" in d.table.tooltip_at((d.layout().hand.x + 40, d.layout().hand.y + 12))
    for button in d.table.buttons:
        assert button.tooltip
    kinds = {s.kind for s in d.table._spots}
    assert {"ship", "card", "rose", "pile", "toggle"} <= kinds


# --- layout -----------------------------------------------------------------------------------------

def test_the_counter_window_shows_where_the_card_would_move_a_ship(game):
    """"to row 10, column 6" names a cell on a chart without numbers: the asked player sees
    the cell ringed with the ship's ghost on it, and the window steps aside to show it."""
    d = Driver(game, 4, seed=10)
    advance_to(d, lambda s: s.phase == "window" and any(a.kind == "play" for a in s.legal_actions()), limit=8000)
    layout = d.table.layout(d.host.view)
    centre = layout.cell_at(layout.window.center)
    player = (d.host.viewer + 1) % 4
    d.host.view = replace(d.host.view, stack=((player, "great_captain", centre),))
    assert d.table.stack_marks(d.host.view) == [(player, centre)]
    d.draw()
    cards = [s.rect for s in d.table._spots if s.kind == "stack"]
    assert cards and not any(c.colliderect(layout.cell_rect(*centre)) for c in cards)
    ring = layout.cell_rect(*centre)
    assert tuple(d.surface.get_at((int(ring.x + 2), int(ring.centery))))[:3] == theme.GLOW[:3]
    _save(d, "pg_table_counter_window_target.png")
    d.host.view = replace(d.host.view, stack=((player, "treasure_island", centre),))
    assert d.table.stack_marks(d.host.view) == [(None, centre)]


def test_pointing_at_a_curse_direction_shows_where_the_ship_would_end(game):
    """A curse's direction buttons said only "toward the north": pointing at one now rings
    the cell the cursed ship would be pushed to, with the ship's ghost on it."""
    d = Driver(game, 4, seed=10)
    advance_to(d, lambda s: s.phase == "cards1" and s.to_act() is not None)
    me, target = d.host.viewer, (d.host.viewer + 1) % 4
    steps = game.content.card("great_curse").effect.steps
    ends = {code: game.sea.line(d.state.ships[target], code, steps) for code in ("N", "E", "S", "W")}
    ends = {code: path[-1] for code, path in ends.items() if path}
    assert ends, "the cursed ship can go nowhere from here"
    d.host.legal = tuple(Action("play", ("great_curse", target, code)) for code in ends)
    d.table.selected, d.table.prefix = "great_curse", (target,)
    d.table.update(0.0)
    code, button = next((p, b) for p, b in zip(d.table.button_picks, d.table.buttons) if p in ends)
    assert d.table.play_marks(d.host.view, me, "great_curse", (target, code)) == [(target, game.board.rc(ends[code]))]
    ring = d.table.layout(d.host.view).cell_rect(*game.board.rc(ends[code]))
    at = (int(ring.x + 2), int(ring.centery))
    d.draw()
    assert tuple(d.surface.get_at(at))[:3] != theme.GLOW[:3]
    button.hovered = True
    d.draw()
    assert tuple(d.surface.get_at(at))[:3] == theme.GLOW[:3]
    _save(d, "pg_table_curse_preview.png")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_overlaps_and_everything_fits(game, players):
    board = game.content.board
    for viewer in [None, *range(players)]:
        layout = build_layout(TABLE_AREA, players, viewer, board.height, board.width)
        boxes = [layout.board, layout.rose, layout.hand, layout.bar, *layout.seats.values()]
        for box in boxes:
            assert TABLE_AREA.contains(box), box
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert not a.colliderect(b), (a, b)
        assert layout.cell >= theme.MIN_TARGET
        assert layout.board.contains(layout.window)
        for count in range(1, 8):
            cards = layout.card_rects(count)
            assert all(layout.hand.contains(c) for c in cards)
            assert not any(a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:])


# --- screenshots through the real host scene ------------------------------------------------------

def _save(driver: Driver, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.surface.fill(theme.SEA_DEEP)
    driver.table.draw(driver.canvas)
    path = SHOTS / name
    pygame.image.save(driver.surface, str(path))
    return path


def _mid_game(game, players: int, seed: int) -> Match:
    """Ana (seat 0, a person) about to sail with a few cells to choose; the others computers."""
    seats = [Seat(NAMES[i], "human" if i == 0 else "random", i) for i in range(players)]
    match = Match(game, seats, seed)
    rng = Rng(seed)
    while not (match.state.round >= 4 and match.state.phase == "sail" and match.state.to_act() == 0
               and len(match.state.reachable()) >= 4):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("players,size", [(2, (1280, 720)), (3, (1280, 720)), (4, (1280, 720)),
                                          (2, (1024, 600)), (4, (1024, 600))])
def test_screenshots_mid_game(game, players, size):
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    match = _mid_game(game, players, seed=21)
    app = headless_app(size)
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    table = scene.table
    lit = table.lit_cells()
    assert set(lit) == set(game.reachable(table.view))
    target = max(lit, key=lambda rc: len(game.reachable(table.view)[rc]))
    pos = app.canvas.point(table.layout(table.view).cell_rect(*target).center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    path = save_png(app, SHOTS / f"pg_table_{players}p_{size[0]}x{size[1]}.png")
    assert path.stat().st_size > 10_000


# --- auto-pass in the controller ---------------------------------------------------------------------

def _forced_pass_match(game, kinds):
    """A match at a moment when a person other than the one who just moved may only pass."""
    match = Match(game, [Seat(NAMES[i], k, i) for i, k in enumerate(kinds)], 3)
    rng = Rng(7)
    for _ in range(5000):
        state = match.state
        seat = state.to_act()
        if (seat is not None and kinds[seat] == "human" and state.view(seat).only_pass and match.history
                and match.history[-1].seat != seat):
            return match
        match.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no forced pass came up")


def test_a_forced_pass_is_made_for_a_person_without_a_curtain(game):
    from tabletop.persistence.settings import Settings
    from tabletop.ui.controller import AUTO_PASS_DELAY, MatchController
    from tests.ui.support import FakeBot

    match = _forced_pass_match(game, ["human", "human", "human"])
    seat = match.state.to_act()
    controller = MatchController(match, FakeBot(), Settings(), autosave=False)
    assert controller.auto_passing == seat and controller.handoff_to is None
    assert controller.legal_for_display() == ()
    before = len(match.history)
    controller.update(AUTO_PASS_DELAY / 2)
    assert len(match.history) == before                      # not faster than a person would be
    controller.update(AUTO_PASS_DELAY)
    assert len(match.history) == before + 1 and match.history[-1].action == Action("pass")
    assert match.history[-1].seat == seat
    assert not controller.can_undo() or match.history[-1].seat != controller.viewer


def test_with_auto_pass_off_the_person_is_asked_in_person(game):
    from tabletop.persistence.settings import Settings
    from tabletop.ui.controller import MatchController
    from tests.ui.support import FakeBot

    match = _forced_pass_match(game, ["human", "human", "human"])
    seat = match.state.to_act()
    controller = MatchController(match, FakeBot(), Settings(), autosave=False)
    controller.set_auto_pass(seat, False)
    assert controller.auto_passing is None
    assert controller.handoff_to == seat or controller.viewer == seat
    controller.update(5.0)
    assert match.state.to_act() == seat                      # nobody passed for them


# --- from the title to the results with the mouse -------------------------------------------------

def test_title_to_results_with_the_mouse(game, monkeypatch):
    """The app offers Pirates' Gold; a person plays a whole game against a computer by
    clicking lit things on the real table, and the results show each home cove."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.select import SelectScene
    from tabletop.ui.scenes.table_host import TableHostScene
    from tests.ui.support import FakeBot, click, click_widget, find_button, frame

    monkeypatch.setattr("tabletop.ui.scenes.setup.os.urandom", lambda n: (2).to_bytes(n, "little"))
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.to_title()
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "New game"))
    select = app.scenes.top
    assert isinstance(select, SelectScene)
    index = [e.id for e in select.entries].index("pirates_gold")
    play = next(w for w in select.widgets if getattr(w, "label", "") == "Play" and select.cards[index].contains(w.rect))
    click_widget(app, play)
    click_widget(app, find_button(app.scenes.top, "Start the game"))
    scene = app.scenes.top
    assert isinstance(scene, TableHostScene) and isinstance(scene.table, PiratesGoldTable)
    rng = Rng(1)
    for _ in range(20000):
        scene = app.scenes.top
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
            continue
        legal = scene.controller.legal_for_display()
        if not legal:
            frame(app)
            continue
        table = scene.table
        action = _helmsman(game, scene.controller.match.state, legal, rng)
        before = len(scene.controller.match.history)
        _click_in_app(app, table, action, click)
        assert scene.controller.match.history[before].action == action
    else:
        raise AssertionError("the game never reached the results")
    save_png(app, SHOTS / "pg_results_2p.png")
    assert scene.result.categories and scene.result.winners


def _helmsman(game, state, legal, rng) -> Action:
    """The person's choice in the long flow test: sail straight for a face-down ducat,
    or home with cargo; anything else at random. (Only to keep the game short.)"""
    from tabletop.games.pirates_gold.sailing import distances

    sails = [a for a in legal if a.kind == "sail"]
    if not sails:
        return rng.choice([a for a in legal if a.kind != "play"] or list(legal))
    board, seat = game.board, state.active
    if state.cargo[seat]:
        targets = [board.ports[seat]]
    else:
        targets = [cell for i, cell in enumerate(board.ducat_spaces) if state.spots[i]] or [board.ports[seat]]

    def far(action: Action) -> int:
        cell = board.cell(*action.args)
        return min(distances(game.sea, t, seat)[cell] for t in targets)
    return min(sails, key=far)


def _click_in_app(app, table: PiratesGoldTable, action: Action, click) -> None:
    """Make `action` on the real table with window clicks."""
    from tests.ui.support import frame

    frame(app)
    layout = table.layout(table.view)
    if action.kind == "sail":
        click(app, layout.cell_rect(*action.args).center)
    elif action.kind in ("discard", "swap", "play"):
        spot = next(s for s in table._spots if s.kind == "card" and s.data["card"] == action.args[0])
        click(app, spot.rect.center)
        rest = list(action.args[1:])
        while action.kind == "play" and table.selected == action.args[0]:
            step = table.step()
            if step.kind == "cell":
                click(app, layout.cell_rect(rest[0], rest[1]).center)
                rest = rest[2:]
            else:
                click(app, table.buttons[table.button_picks.index(rest[0])].rect.center)
                rest = rest[1:]
    else:
        click(app, table.buttons[table.button_picks.index(action)].rect.center)


def test_four_people_pass_the_screen_only_for_real_choices(game):
    """Pass and play with four people: every hand-off curtain leads to a choice that is
    more than a forced pass, and forced passes happen with no curtain at all."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.table_host import HANDOVER_GUARD, TableHostScene
    from tests.ui.support import FakeBot, click, click_widget, find_button, frame

    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.play(Match(game, [Seat(NAMES[i], "human", i) for i in range(4)], 9))
    app.scenes.apply_pending()
    rng = Rng(4)
    curtains = made = looks = 0
    for _ in range(3000):
        scene = app.scenes.top
        if isinstance(scene, HandoffScene):
            curtains += 1
            click_widget(app, find_button(scene, "I am ready"))
            assert app.scenes.top.controller.legal_for_display() not in ((), (Action("pass"),))
            continue
        assert isinstance(scene, TableHostScene)
        if scene.controller.is_over() or made >= 60:
            break
        legal = scene.controller.legal_for_display()
        if scene.controller.auto_passing is not None:
            # Nobody's hand shows while the table passes for someone.
            assert scene.controller.viewer in (None, scene.controller.auto_passing)
        if not legal:
            frame(app, dt=0.5)
            continue
        every = tuple(scene.controller.match.state.legal_actions())   # the face-down hand's moves too
        assert every != (Action("pass"),)          # a forced pass is never put to a person
        action = rng.choice(list(every))
        if action not in legal:      # a card of the hand lying face down: look at it first
            frame(app, dt=HANDOVER_GUARD)      # the screen may have just come to them
            click(app, scene.table.layout(scene.table.view).hand.center)
            assert isinstance(app.scenes.top, HandoffScene)
            looks += 1
            continue
        _click_in_app(app, scene.table, action, click)
        made += 1
    assert curtains > 3 and made >= 30 and 0 < looks <= curtains
    auto = [i for i in scene.controller._auto_moves]
    assert auto and all(scene.controller.match.history[i].action == Action("pass") for i in auto)


@pytest.mark.parametrize("players", [2, 4])
def test_the_results_show_home_coves_by_ducat_value(game, players):
    from tabletop.ui.headless import render_scene_png
    from tabletop.ui.scenes.results import ResultsScene

    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], 5)
    rng = Rng(1)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    result = match.state.result()
    assert result.categories == ["1-ducats", "2-ducats", "3-ducats"]
    assert [sum(b.values()) for b in result.breakdown] == result.totals
    assert "wins with" in result.notes[0]
    path = render_scene_png(lambda a: ResultsScene(a, match), SHOTS / f"pg_results_{players}p_final.png")
    assert path.stat().st_size > 10_000


def test_turning_auto_pass_off_is_saved_with_the_game(game, tmp_path):
    from tabletop.persistence.saves import load_match, save_match
    from tabletop.persistence.settings import Settings
    from tabletop.ui.controller import MatchController
    from tests.ui.support import FakeBot

    match = _forced_pass_match(game, ["human", "human", "human"])
    seat = match.state.to_act()
    MatchController(match, FakeBot(), Settings(), autosave=False).set_auto_pass(seat, False)
    save_match(match, tmp_path / "game.json")
    loaded = load_match(tmp_path / "game.json")
    assert [s.auto_pass for s in loaded.seats] == [i != seat for i in range(3)]
    controller = MatchController(loaded, FakeBot(), Settings(), autosave=False)
    assert controller.auto_passing is None and seat not in controller.auto_pass


# --- where to click (tutorials spotlight it) ---------------------------------------------------------

def _click_where_told(d: Driver, action: Action) -> None:
    """Click the first place `clicks_for` names, asking again after each click, until
    `action` is made: what a tutorial's spotlight and `tutorial --check` do."""
    for _ in range(4):
        d.draw()
        rects = d.table.clicks_for(action)
        assert rects, f"the table cannot say where to click for {action}"
        d.click(rects[0].center)
        if d.host.submitted:
            break
    assert d.host.submitted == [action], (action, d.host.submitted)
    d.host.submitted.clear()


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 1)])
def test_clicks_for_names_the_spots_that_make_each_move(game, players, seed):
    """Every legal move, made by clicking only where `clicks_for` points: bar buttons,
    cells, cards and the players, directions and cells a card asks for next."""
    d = Driver(game, players, seed=seed)
    rng = Rng(seed)
    kinds = set()
    for _ in range(400):
        if d.state.is_over():
            break
        action = rng.choice(list(d.host.legal))
        kinds.add(action.kind)
        _click_where_told(d, action)
        d.play(action)
    assert {"sail", "pass", "play"} <= kinds


def test_clicks_for_puts_back_a_half_chosen_card_first(game):
    """With a card chosen that still waits for a player or a direction, the way to any
    other move starts with Back."""
    d = Driver(game, 2, seed=4)
    advance_to(d, lambda s: s.phase in ("cards1", "cards2") and any(
        a.kind == "play" and len(a.args) > 2 for a in s.legal_actions()) and Action("pass") in s.legal_actions())
    play = next(a for a in d.host.legal if a.kind == "play" and len(a.args) > 2)
    d.draw()
    d.click(d.card_pos(play.args[0]))
    assert d.table.selected == play.args[0] and not d.host.submitted
    back = d.table.buttons[d.table.button_picks.index("back")].rect
    assert d.table.clicks_for(Action("pass")) == [back]
    _click_where_told(d, Action("pass"))
    assert d.table.clicks_for(Action("sail", (0, 0))) is None


def test_focus_rect_names_the_parts_a_tutorial_note_is_about(game):
    d = Driver(game, 2, seed=4)
    d.draw()
    layout = d.layout()
    area = pygame.FRect(d.host.area)
    for name in ("chart", "wind", "rows", "my row", "hand", "home"):
        rect = d.table.focus_rect(name)
        assert rect is not None and rect.w > 0 and rect.h > 0 and area.contains(rect), name
    assert d.table.focus_rect("home") == layout.cell_rect(*game.board.rc(game.board.ports[d.host.viewer]))
    assert d.table.focus_rect("my row") == layout.seats[d.host.viewer]
    assert d.table.focus_rect("the moon") is None


def test_a_tip_in_the_hand_never_covers_its_cards(game):
    """The hand's title lies under the curtain's "I am ready", and a card's tip covered
    the cards beside it: a tip about the hand now stands beside the hand."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.widgets.tooltip import DELAY

    match = Match(game, [Seat(NAMES[i], "human" if i == 0 else "random", i) for i in range(3)], 5)
    rng = Rng(5)
    while not (match.state.to_act() == 0 and len(match.state.hands[0]) >= 2):
        match.apply(rng.choice(match.state.legal_actions()))
    app = headless_app((1280, 720))
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    app.render()
    table = scene.table
    hand = table.layout(table.view).hand
    cards = [s for s in table._spots if s.kind == "card"]
    assert cards
    for pos in [(hand.x + 40, hand.y + 12), cards[0].rect.center]:
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point(pos), rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.016)
        for _ in range(int(DELAY / 0.02) + 5):
            app.step([], 0.02)
        tip, _ = scene.tooltips.box(app.canvas)
        assert not tip.colliderect(hand), pos
    save_png(app, SHOTS / "pg_table_card_tip.png")


def test_directions_are_offered_clockwise_and_a_chosen_card_says_how_to_put_it_back(game):
    d = Driver(game, 4, seed=9)

    def storm(s) -> bool:
        """One wind card to play, with two directions or more to choose from."""
        plays = [a for a in s.legal_actions() if a.kind == "play"]
        winds = {a.args[0] for a in plays if game.content.card(a.args[0]).effect.type == "set_wind"}
        return len(winds) == 1 and sum(a.args[0] in winds for a in plays) >= 2

    advance_to(d, storm)
    d.draw()
    card = next(a.args[0] for a in d.host.legal
                if a.kind == "play" and game.content.card(a.args[0]).effect.type == "set_wind")
    d.click(d.card_pos(card))
    assert d.table.selected == card
    codes = [p for p in d.table.button_picks if p != "back"]
    order = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    assert codes == sorted(codes, key=order.index), codes
    tip = next(s.tip for s in d.table._spots if s.kind == "card" and s.data["card"] == card)
    assert "click it again to put it back" in tip and "Click to play it" not in tip
