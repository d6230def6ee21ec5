"""The Sail to India table: whole games clicked through, every legal choice reachable by
a click and nothing else lit, tooltips on everything, face-down towns never drawn, and
screenshots at 3 and 4 players (1280×720 and 1024×600) to look at.

Screenshots go to /tmp/tabletop-shots/ (look at them: that is what they are for).
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.state import SailToIndiaState
import tabletop.games.sail_to_india.table.choices as choices
from tabletop.games.sail_to_india.table.layout import build_layout
from tabletop.games.sail_to_india.table.table import SailToIndiaTable
from tabletop.games.sail_to_india.table import make_table
from tabletop.registry import load_game
from tabletop.ui import theme
from tabletop.ui.headless import headless_app, init_headless, save_png
from tabletop.ui.layers import LayerCache
from tabletop.ui.scenes.table_layout import TABLE_AREA
from tests.games.table_support import NAMES, SHOTS, TableDriver

FREE = frozenset({"recall", "return", "geography", "lift"})


@pytest.fixture(scope="module")
def game():
    init_headless()
    return load_game("sail_to_india")


class Driver(TableDriver):
    table: SailToIndiaTable
    state: SailToIndiaState

    def __init__(self, game, players: int, seed: int = 4, size=(1280, 720)) -> None:
        super().__init__(game, players, make_table, seed, size)

    def spot_point(self, rect: pygame.FRect) -> tuple[float, float]:
        return _inside(rect)

    def lean(self, options, rng):
        """Calling a choice off, or a free return, is fine once in a while, but a game has
        to move on (random returns make it drag)."""
        return [o for o in options if o[0] not in ("button:Cancel", "button:Keep it")
                and (not o[0].endswith("…") or rng.random() < 0.05)]


def _inside(rect: pygame.FRect) -> tuple[float, float]:
    """A point surely inside `rect` and not on a cell drawn over it (a town's name strip)."""
    return rect.centerx, rect.y + min(10.0, rect.h / 2)


def reachable(table: SailToIndiaTable) -> set[Action]:
    """Every action some sequence of clicks plays now (the first action of each)."""
    view = table.view
    words = table.words
    found: set[Action] = set()
    for mode in (None, choices.RETURN_MODE, choices.GEOGRAPHY_MODE):
        for origin in [None, *choices.origins(view.legal)]:
            for target in choices.targets(view, mode, origin, words).values():
                found.update(target.actions[:1])
        for spec in choices.buttons(view, mode, words):
            if spec.enabled:
                found.update(spec.actions[:1])
    return found


# --- whole games ---------------------------------------------------------------------------------

@pytest.mark.parametrize("players,seed", [(3, 2), (4, 7)])
def test_a_whole_game_is_played_by_clicking(game, players, seed):
    d = Driver(game, players, seed=seed)
    clicks = d.random_play(seed, 40_000)
    assert d.state.is_over(), f"the game did not end in {clicks} clicks"
    assert d.host.submitted and not d.table.buttons
    d.save(f"sti_table_{players}p_end.png")


def test_every_legal_action_is_reachable_and_nothing_else(game):
    d = Driver(game, 4, seed=3)
    rng = Rng(8)
    seen: set[str] = set()
    seen_free_inside_actions = False
    for _ in range(900):
        if d.state.is_over():
            break
        legal = set(d.host.legal)
        assert reachable(d.table) == legal
        seen.update(a.kind for a in legal)
        seen_free_inside_actions |= d.state.phase != "main" and Action("recall") in legal
        d.play(rng.choice(sorted(legal, key=str)))
    assert {"employ", "move", "sail", "done", "claim", "sell", "pick", "recall"} <= seen
    assert seen_free_inside_actions, "no free action came up inside an action"


def test_lit_things_are_legal_all_along(game):
    d = Driver(game, 3, seed=5)
    rng = Rng(2)
    for _ in range(400):
        if d.state.is_over():
            break
        for spot in d.table.spots():
            target = spot.data.get("target")
            if target is not None and target.actions:
                assert target.actions[0] in d.host.legal
        d.play(rng.choice(d.state.legal_actions()))


# --- choosing --------------------------------------------------------------------------------------

def _advance(d: Driver, test, seed: int = 11, limit: int = 3000) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if test(d.state):
            d.draw()
            return
        d.play(rng.choice(d.state.legal_actions()))
    raise AssertionError("the position never came up")


def _spot(d: Driver, key):
    for spot in d.table.spots():
        if spot.data.get("key") == key and spot.data.get("target") is not None:
            return spot
    raise AssertionError(f"{key} is not lit: {[s.data.get('key') for s in d.table.spots() if s.data.get('target')]}")


def _button(d: Driver, label: str):
    for button in d.table.buttons:
        if button.label.startswith(label):
            return button
    raise AssertionError(f"no button {label!r}: {[b.label for b in d.table.buttons]}")


def _uncached_pixels(d: Driver) -> bytes:
    """The table drawn now with an empty layer cache; its own cache is put back after."""
    kept = d.table.layers
    d.table.layers = LayerCache()
    d.draw()
    pixels = pygame.image.tobytes(d.surface, "RGB")
    d.table.layers = kept
    return pixels


def test_the_cached_layers_always_show_what_a_fresh_drawing_shows(game):
    """After each move of a seeded game, and while markers fly, the table drawn from its
    long-lived layers (Lisboa, each town, the technologies, each seat, keyed by what each
    draws rather than by who is to act) equals one painted from nothing. Seat 0 watches
    throughout, so most moves leave most layers as they were."""
    d = Driver(game, 4, seed=9)
    rng = Rng(9)
    d.watch_from_seat_zero()
    for move in range(200):
        if d.state.is_over():
            break
        d._apply(rng.choice(d.state.legal_actions()))
        d.table.update(0.2)          # part-way through the move's animation (markers flying)
        for _ in range(2):
            d.surface.fill(theme.SEA_DEEP)
            d.table.draw(d.canvas)
            assert pygame.image.tobytes(d.surface, "RGB") == _uncached_pixels(d), f"move {move}: a stale layer"
            d.table.skip_animations()


def test_drawing_changes_nothing_of_the_table(game):
    """The hotspots and the bar are built when what they show changes (`update`, a click);
    drawing only reads them: no attribute of the table is set anew by a draw, nor is a
    button's ring for the computer's advice, moves after moves, with markers in flight."""
    d = Driver(game, 4, seed=3)
    rng = Rng(5)
    for move in range(80):
        if d.state.is_over():
            break
        d.table.update(0.0)
        if move % 7 == 0:
            d.table.show_suggestion(rng.choice(list(d.host.legal)) if d.host.legal else None)
        before = dict(vars(d.table))
        rings = [b.selected for b in d.table.buttons]
        d.surface.fill(theme.SEA_DEEP)
        d.table.draw(d.canvas)
        assert vars(d.table).keys() == before.keys(), f"move {move}"
        assert all(vars(d.table)[name] is value for name, value in before.items()), f"move {move}"
        assert [b.selected for b in d.table.buttons] == rings, f"move {move}"
        d._apply(rng.choice(d.state.legal_actions()))
        d.table.update(0.05)


def test_moving_ships_is_a_ship_then_a_lit_town(game):
    d = Driver(game, 4, seed=1)
    d.click(_button(d, "Move ships").rect.center)
    assert d.state.phase == "move"
    seat = d.state.current
    assert d.table.origin == 0                     # only Lisboa can send a ship: it is picked
    lit = {key[1] for key in d.table.targets() if key[0] == "town"}
    assert lit == {a.args[1] for a in d.host.legal if a.kind == "sail"}
    assert "lit town" in d.table.decision()
    d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=_spot(d, ("town", 1)).rect.center,
                                            rel=(0, 0), buttons=(0, 0, 0)))
    d.save("sti_table_move_choice.png")
    d.click(_spot(d, ("town", 1)).rect.center)
    assert d.host.submitted[-1] == Action("sail", (0, 1))
    assert d.state.sea[seat][1] == 1
    d.click(_button(d, "Done sailing").rect.center)
    assert d.state.phase == "claim"
    good = _spot(d, ("good", 1, 0))
    d.click(good.rect.center)
    assert d.host.submitted[-1] == Action("claim", (1, 0))


def test_once_no_ship_can_sail_only_done_sailing_is_offered(game):
    """A player whose ships have all sailed was told to click a ship or Lisboa, and
    neither did anything."""
    d = Driver(game, 4, seed=1)
    d.play(Action("move"))
    d.click(_spot(d, ("town", 1)).rect.center)
    assert not any(a.kind == "sail" for a in d.host.legal)
    words = d.table.decision() + " " + d.table._bar_text(d.table.view)
    assert "Done sailing" in words
    assert "Lisboa" not in words and "lit town" not in words


def test_moving_with_nothing_to_sail_warns_in_its_tip(game):
    """Move ships stays legal with no ship and nobody on Lisboa; a new player spent an
    action on it for nothing, so its tip says so."""
    d = Driver(game, 4, seed=1)
    assert "only use up" not in _button(d, "Move ships").tooltip
    seat = d.state.current
    d.play(Action("move"))
    d.play(Action("sail", (0, 1)))
    d.play(Action("done"))
    d.play(Action("claim", (1, 0)))
    assert d.state.current == seat and not any(d.state.sea[seat])
    assert "only use up the action" in _button(d, "Move ships").tooltip


def test_selling_previews_the_sale_before_it_is_made(game):
    d = Driver(game, 3, seed=9)
    _advance(d, lambda s: s.phase == "main" and "sell" in {a.kind for a in s.legal_actions()}
             and len(s.goods_of(s.current)) >= 2)
    d.click(_button(d, "Sell goods").rect.center)
    assert d.state.phase == "sell"
    assert not _button(d, "Pick goods").enabled
    mine = d.state.goods_of(d.state.current)
    d.click(_spot(d, ("good", *mine[0])).rect.center)
    d.click(_spot(d, ("good", *mine[1])).rect.center)
    kinds, wealth, vp = d.host.view.sale
    button = _button(d, "Sell:")
    assert f"+{wealth} wealth" in button.label and (vp == 0 or f"+{vp} VP" in button.label)
    assert f"{kinds} kind" in d.table._bar_text(d.host.view)
    d.save("sti_table_sale_preview.png")
    before = d.state.wealth[d.state.current]
    seller = d.state.current
    d.click(button.rect.center)
    assert d.host.submitted[-1] == Action("done")
    assert d.state.wealth[seller] >= min(before + wealth, before) or d.state.gains


def test_return_can_be_called_off_and_a_banker_asks_first(game):
    d = Driver(game, 4, seed=1)
    d.click(_button(d, "Return").rect.center)
    assert d.table.mode == choices.RETURN_MODE and d.host.submitted == []
    assert "send it home" in d.table._bar_text(d.host.view)       # the bar says what to click
    d.click(_button(d, "Cancel").rect.center)
    assert d.table.mode is None and d.host.submitted == []
    d.click(_button(d, "Return").rect.center)
    d.click(_spot(d, ("banker",)).rect.center)
    assert d.host.submitted == [] and "lost" in d.table._bar_text(d.host.view)
    seat = d.state.current
    d.click(_button(d, "Yes, send it home").rect.center)
    assert d.host.submitted == [Action("recall"), Action("return", ("banker",))]
    assert d.state.wealth[seat] == 0 and d.state.phase == "main"


def test_an_overflowing_gain_asks_with_two_buttons(game):
    d = Driver(game, 4, seed=6)
    _advance(d, lambda s: bool(s.gains))
    labels = [b.label for b in d.table.buttons]
    assert labels[0].startswith("New ") and labels[1].startswith("Let ")
    assert "fit" in d.table.decision()


def test_nothing_is_lit_when_it_is_not_the_viewers_move(game):
    d = Driver(game, 3, seed=2)
    d.host.legal = ()
    d.host.view = d.state.view((d.state.current + 1) % 3)
    d.draw()
    assert not d.table.targets() and not d.table.buttons
    assert "is taking a turn" in d.table.decision()
    d.click(d.table.layout().town[0].column.center)
    assert d.host.submitted == []


def test_a_suggestion_is_shown_not_played(game):
    d = Driver(game, 3, seed=2)
    advice = Action("move")
    d.table.show_suggestion(advice)
    d.draw()
    assert any(b.selected for b in d.table.buttons)
    assert d.host.submitted == []
    d.click(_button(d, "Move ships").rect.center)
    sail = next(a for a in d.host.legal if a.kind == "sail")
    d.table.show_suggestion(sail)
    d.draw()
    assert {("lisboa",), ("town", sail.args[1])} <= d.table._suggested()
    assert d.host.submitted == [Action("move")]


# --- hidden towns, tooltips, animations -------------------------------------------------------------

def test_face_down_towns_are_never_drawn(game):
    """Two matches that differ only in which towns lie face down look exactly alike."""
    one = Driver(game, 4, seed=3)
    two = Driver(game, 4, seed=3)
    state = two.state
    hidden = state.line[state.revealed:]
    state.line[state.revealed:] = list(reversed(hidden))
    state.legal_cache = None
    assert one.state.line != two.state.line
    two.refresh()
    for d in (one, two):
        d.draw()
    assert pygame.image.tobytes(one.surface, "RGB") == pygame.image.tobytes(two.surface, "RGB")
    hidden_tips = [s.tip for s in one.table.spots() if s.kind == "hidden_town"]
    assert hidden_tips and not any(game.content.name(t) in tip for tip in hidden_tips for t in hidden)


def test_everything_has_a_tooltip(game):
    d = Driver(game, 4, seed=5)
    _advance(d, lambda s: s.turn_number >= 12 and s.phase == "main")
    layout = d.table.layout()
    assert all(spot.tip for spot in d.table.spots())
    for town in layout.town[:d.state.revealed]:
        for rect in (*town.buildings, *town.goods):
            assert d.table.tooltip_at(rect.center)
    tech = d.table.tooltip_at(d.table.tech_row("bank_system").center)
    assert "Bank System" in tech and game.content.presentation.texts["bank_system"] in tech
    building = d.table.tooltip_at(layout.town[0].buildings[0].center)
    kind = game.content.town(d.state.line[0]).buildings[0].kind
    assert game.content.name(kind) in building
    for panel in layout.seats:
        for rect in (panel.wealth, panel.vp, panel.speed, panel.scientists, panel.header):
            assert d.table.tooltip_at((rect.x + 10, rect.centery)), rect
    for button in d.table.buttons:
        assert d.table.tooltip_at(button.rect.center)


def test_a_technology_tip_gives_the_viewers_discounted_price(game):
    from tests.games.sail_to_india.support import give_tech

    d = Driver(game, 4, seed=5)
    seat = d.state.to_act()
    give_tech(d.state, seat, "metallurgy")
    d.refresh()
    d.draw()
    assert "(cost 3 wealth, 2 for you," in d.table.tooltip_at(d.table.tech_row("bank_system").center)
    assert "Owned by" in d.table.tooltip_at(d.table.tech_row("metallurgy").center)


def test_animations_run_from_events_and_can_be_skipped(game):
    d = Driver(game, 4, seed=1)
    d.host.submitted.clear()
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_button(d, "Move ships").rect.center,
                                            button=1))
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_button(d, "Move ships").rect.center,
                                            button=1))
    d.table.update(0.0)
    d.draw()
    target = _spot(d, ("town", 1)).rect.center
    seat = d.state.current
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    assert d.table.busy() and d.table.motion.flights
    assert d.table.motion.incoming[("cell", 1, seat)] == 1     # not drawn in the sea until it lands
    for _ in range(4):
        d.table.update(0.05)
        d.draw()
    d.table.skip_animations()
    assert not d.table.busy() and not d.table.motion.flights
    assert not +d.table.motion.incoming


# --- layout and pictures -----------------------------------------------------------------------------

@pytest.mark.parametrize("players,towns", [(3, 9), (4, 12)])
def test_nothing_overlaps_and_targets_are_big_enough(game, players, towns):
    layout = build_layout(TABLE_AREA, players, towns, 3)
    boxes = [layout.lisboa] + [t.column for t in layout.town] + layout.cards + [layout.bar] + [
        p.rect for p in layout.seats]
    for box in boxes:
        assert TABLE_AREA.inflate(0.01, 0.01).contains(box), box
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for town in layout.town:
        for rect in (*town.buildings, *town.goods, *town.cells):
            assert rect.w >= 31 and rect.h >= 31, rect
            assert town.card.contains(rect) or town.sea.contains(rect)


def test_the_rules_package_never_imports_pygame():
    import subprocess
    import sys

    code = ("import sys; import tabletop.games.sail_to_india.game, tabletop.games.sail_to_india.view; "
            "from tabletop.registry import load_game; load_game('sail_to_india').new_state(4, 1).view(0); "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def _played(game, players: int, seed: int, turns: int | None) -> Match:
    """Ana (seat 0, a person) at the start of her turn once `turns` turns are played (None:
    the game played to its end), every seat playing as the greedy bot would."""
    from tabletop.ai.bot import make_bot

    bot = make_bot("greedy")
    seats = [Seat(NAMES[i], "human" if i == 0 else "random", i) for i in range(players)]
    match = Match(game, seats, seed)
    rng = Rng(seed)
    state = match.state
    while not state.is_over():
        if turns is not None and state.turn_number >= turns and state.to_act() == 0 and state.phase == "main":
            break
        match.apply(bot.choose(game, state.view(state.to_act()), rng))
        state = match.state
    return match


@pytest.mark.parametrize("players,size,name,turns", [
    (3, (1280, 720), "sti_table_3p.png", 24),
    (4, (1280, 720), "sti_table_4p.png", 32),
    (3, (1024, 600), "sti_table_3p_1024x600.png", 24),
    (4, (1024, 600), "sti_table_4p_1024x600.png", 32),
    (3, (1280, 720), "sti_table_3p_over.png", None),
    (4, (1280, 720), "sti_table_4p_over.png", None),
])
def test_screenshots(game, players, size, name, turns):
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    match = _played(game, players, seed=21, turns=turns)
    assert match.state.is_over() == (turns is None)
    app = headless_app(size)
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    table = scene.table
    assert isinstance(table, SailToIndiaTable)
    app.render()
    # The pointer rests on a building space: its explanation shows.
    space = table.layout().town[1].buildings[1].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point(space), rel=(0, 0),
                                 buttons=(0, 0, 0))], 0.016)
    for _ in range(40):
        app.step([], 0.02)
        app.render()
    assert app.scenes.top.tooltips.showing
    path = save_png(app, SHOTS / name)
    assert path.stat().st_size > 10_000


def test_results_show_the_breakdown(game):
    from tabletop.ui.scenes.results import ResultsScene

    match = _played(game, 4, seed=5, turns=None)
    app = headless_app((1280, 720))
    app.scenes.reset(ResultsScene(app, match))
    app.scenes.apply_pending()
    path = save_png(app, SHOTS / "sti_results.png")
    assert path.stat().st_size > 10_000
    assert match.state.result().categories == ["historians", "buildings", "technologies"]


def test_sail_to_india_is_played_from_the_title_to_the_results_with_the_mouse():
    """The real app and table: New game, Sail to India, Start, then only clicks on lit
    things (the computer seats answer at once) until the results, and back to the title."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.select import SelectScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.scenes.title import TitleScene
    from tests.ui.support import FakeBot, click, click_widget, find_button, frame

    class PlainBot(FakeBot):
        """Random, but rarely a free action (random returns make a game drag on)."""

        def request(self, game_id, view, seat_kind, seed, ask="decide") -> None:
            super().request(game_id, view, seat_kind, seed, ask)
            paid = [a for a in view.legal if a.kind not in FREE]
            if paid and Rng(seed).random() > 0.05:
                self._answer = Rng(seed + 1).choice(paid)

    app = headless_app((1280, 720), bot_worker=PlainBot())
    app.settings.animation_speed = 0.0
    app.to_title()
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "New game"))
    select = app.scenes.top
    assert isinstance(select, SelectScene)
    card = next(c for c, e in zip(select.cards, select.entries) if e.id == "sail_to_india")
    play = next(w for w in select.widgets if getattr(w, "label", "") == "Play" and card.contains(w.rect))
    click_widget(app, play)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    click_widget(app, find_button(setup, "Start the game"))
    rng = Rng(4)
    for _ in range(60_000):
        scene = app.scenes.top
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
            continue
        assert isinstance(scene, TableHostScene), type(scene).__name__
        table = scene.table
        assert isinstance(table, SailToIndiaTable)
        lit = [b.rect.center for b in table.buttons if b.enabled and b.label not in ("Cancel", "Keep it")
               and (not b.label.endswith("…") or rng.random() < 0.05)]
        lit += [_inside(s.rect) for s in table.spots() if s.data.get("target") is not None]
        if lit and not table.busy():
            click(app, rng.choice(lit))
        else:
            frame(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.result.winners
    save_png(app, SHOTS / "sti_flow_results.png")
    click_widget(app, find_button(results, "Menu"))
    assert isinstance(app.scenes.top, TitleScene)


def test_sail_to_india_is_offered():
    from tabletop.registry import PLAYABLE, catalogue

    assert "sail_to_india" in PLAYABLE
    entry = next(e for e in catalogue() if e.id == "sail_to_india")
    assert entry.playable and not entry.problems


def test_geography_lifts_a_marker_back_to_sea_by_clicking_it(game):
    d = Driver(game, 4, seed=1)
    state = d.state
    seat = state.current
    state.techs["geography"] = seat
    state.scientists[seat] -= 1
    state.goods_owner[0][0] = seat
    state.goods_owner[1][1] = seat
    state.stock[seat] -= 2
    state.legal_cache = None
    d.refresh()
    d.draw()
    d.click(_button(d, "Geography").rect.center)
    assert d.table.mode == choices.GEOGRAPHY_MODE and d.host.submitted == []
    assert {k for k in d.table.targets()} == {("good", 1, 0), ("good", 2, 1)}
    d.click(_spot(d, ("good", 1, 0)).rect.center)
    assert d.host.submitted == [Action("geography"), Action("lift", ("good", 1, 0))]
    assert d.state.sea[seat][1] == 1 and d.state.phase == "lift"
    d.click(_button(d, "Done lifting").rect.center)
    assert d.host.submitted[-1] == Action("done") and d.state.phase == "main"


def test_a_gain_without_room_lets_a_marker_go_home_first_by_clicking(game):
    """A discovery VP with a full historian and nobody on Lisboa: the bar offers Return…
    beside letting the VP go; a good clicked home can then be hired as a historian."""
    d = Driver(game, 4, seed=1)
    state = d.state
    seat = state.current
    state.vp[seat] = 5
    state.stock[seat] -= state.sea[seat][0] + 1
    state.sea[seat][3] = state.sea[seat][0]
    state.sea[seat][0] = 0
    state.goods_owner[0][0] = seat
    state.stock[seat] -= 1
    state.legal_cache = None
    d.refresh()
    for action in ("move", "sail 3 4", "done"):
        d.play(Action.parse(action))
    assert state.gains == [["vp", 1]]
    assert [b.label for b in d.table.buttons][:2] == ["Let 1 VP go", "Return…"]
    assert "nobody is on Lisboa" in d.table._bar_text(d.host.view)
    d.save("sti_table_gain_waits_for_a_return.png")
    d.click(_button(d, "Return").rect.center)
    d.click(_spot(d, ("good", 1, 0)).rect.center)
    assert d.host.submitted[-2:] == [Action("recall"), Action("return", ("good", 1, 0))]
    d.click(_button(d, "New historian").rect.center)
    assert d.host.submitted[-1] == Action("hire", ("vp",)) and state.vp[seat] == 6 and not state.gains


def test_free_actions_sit_in_the_bar_inside_a_move(game):
    d = Driver(game, 4, seed=1)
    d.play(Action("move"))
    assert "Return…" in [b.label for b in d.table.buttons]
    assert reachable(d.table) == set(d.host.legal)


def test_the_status_line_counts_rounds_only_near_the_round_limit(game):
    d = Driver(game, 3, seed=5)
    limit = game.content.numbers.round_limit
    assert d.table.round_info().startswith("Round 1 ·")
    d.state.turn_number = (limit - 1) * 3            # the first turn of the last round
    d.state.legal_cache = None
    d.refresh()
    assert d.table.round_info() == f"Round {limit} of at most {limit}"



@pytest.mark.parametrize("scientists,wealth,why", [(0, 30, "you have no scientist left"),
                                                   (1, 0, "and you have 0.")])
def test_an_unlit_technology_on_your_turn_says_why(game, scientists, wealth, why):
    """A free technology the person cannot take now explains itself: no scientist left
    (even with wealth enough), or not enough wealth."""
    d = Driver(game, 3)
    seat = d.state.to_act()
    d.state.scientists[seat], d.state.wealth[seat] = scientists, wealth
    d.state.legal_cache = None                      # a hand-edited position is asked afresh
    d.refresh()
    d.draw()
    tips = [s.tip for s in d.table.spots()
            if s.kind == "tech" and s.data["target"] is None and "Owned by" not in s.tip]
    assert tips and all(why in tip for tip in tips)


# --- where to click, and a narrowed list (tutorials) ---------------------------------------------

def _follow_clicks(d: Driver, action: Action) -> list[Action]:
    """Click where `clicks_for` says, asking again after each click, until something is
    played; what was played."""
    before = len(d.host.submitted)
    for _ in range(4):
        rects = d.table.clicks_for(action)
        assert rects, f"the table cannot say where to click for {action} (phase {d.state.phase})"
        d.click(rects[0].center)
        if len(d.host.submitted) > before:
            return d.host.submitted[before:]
    raise AssertionError(f"clicking where the table said never played {action}")


def test_clicks_for_leads_to_every_legal_action(game):
    d = Driver(game, 3, seed=6)
    rng = Rng(4)
    seen: set[str] = set()
    for _ in range(700):
        if d.state.is_over():
            break
        action = rng.choice(sorted(d.host.legal, key=str))
        seen.add(action.kind)
        assert _follow_clicks(d, action)[0] == action
    assert {"employ", "move", "sail", "done", "claim", "sell", "pick", "recall", "hire"} <= seen


def test_clicks_for_calls_a_kept_choice_off_first(game):
    d = Driver(game, 4, seed=1)
    d.click(_button(d, "Return").rect.center)
    assert d.table.clicks_for(Action("move")) == [pygame.FRect(_button(d, "Cancel").rect)]
    d.click(_spot(d, ("banker",)).rect.center)
    assert d.table.clicks_for(Action("move")) == [pygame.FRect(_button(d, "Keep it").rect)]
    assert d.table.clicks_for(Action("recall")) == [pygame.FRect(_button(d, "Yes, send it home").rect)]


def test_a_sail_is_the_ship_then_the_town_and_the_town_alone_once_picked(game):
    d = Driver(game, 3, seed=2)
    _advance(d, lambda s: s.phase == "move" and len(choices.origins(tuple(s.legal_actions()))) > 1)
    sail = next(a for a in d.host.legal if a.kind == "sail")
    first, town = d.table.clicks_for(sail)
    d.click(first.center)
    assert d.table.origin == sail.args[0]
    assert d.table.clicks_for(sail) == [town]


def test_a_narrowed_list_lights_only_its_move(game):
    """A tutorial step allows one move: only it is lit and only its button is enabled."""
    d = Driver(game, 3, seed=2)
    d.host.legal = (Action("move"),)
    d.draw()
    assert not d.table.targets()
    assert [b.label for b in d.table.buttons if b.enabled] == ["Move ships"]
    d.click(_button(d, "Employ").rect.center)
    assert d.host.submitted == []
    d.click(d.table.clicks_for(Action("move"))[0].center)
    assert d.host.submitted == [Action("move")]
    sail = next(a for a in d.state.legal_actions() if a.kind == "sail")
    d.host.legal = (sail,)
    d.draw()
    assert set(d.table.targets()) <= {("lisboa",), ("sea", sail.args[0]), ("town", sail.args[1])}
    assert not any(b.enabled for b in d.table.buttons)
    d.host.legal = (Action("hire", ("wealth",)),)       # a gain's question narrowed to one answer
    d.host.view = replace(d.state.view(d.state.current), gains=(("wealth", 3),), phase="main")
    d.draw()
    assert [b.label for b in d.table.buttons if b.enabled] == ["New banker from Lisboa"]


def _slot_of(d: Driver) -> dict[tuple, tuple[float, float, float, float]]:
    """Each button of the bar now, by what it does, with where it sits."""
    out = {}
    for button, spec in zip(d.table.buttons, d.table.button_specs):
        what = spec.actions[0].kind if spec.actions else (spec.command, d.table.mode)
        out[what] = tuple(button.rect)
    return out


def test_every_button_keeps_its_slot_all_game(game):
    """Return…, Geography… and Bank System come and go beside the actions; no button
    moves when they do, so a click aimed from memory lands on what was aimed at. Every
    position of a seeded game is looked at, with the return and Geography choices opened
    where they are offered, and Ana owning both free-action technologies."""
    d = Driver(game, 3, seed=11)
    for tech in ("geography", "bank_system"):
        d.state.techs[tech] = 0
    d.state.legal_cache = None
    d.refresh()
    rng = Rng(4)
    where: dict[tuple, tuple] = {}
    seen: set = set()
    for _ in range(700):
        if d.state.is_over():
            break
        for mode, opens in ((None, None), *choices.OPENS.items()):
            if opens is not None and Action(opens) not in d.host.legal:
                continue
            d.table.mode = mode
            d.draw()
            for what, rect in _slot_of(d).items():
                assert where.setdefault(what, rect) == rect, f"{what} moved"
                seen.add(what)
            for spec in d.table.button_specs:
                assert spec.enabled or spec.why.startswith("Not "), f"{spec.label} is greyed without a reason"
        d.table.mode = None
        d.play(rng.choice(sorted(d.host.legal, key=str)))
    assert {"employ", "move", "sell", "speed", "bank", "done", "forgo", ("return", None), ("geography", None),
            ("cancel", "return"), ("cancel", "geography")} <= seen


def test_a_greyed_button_says_why_in_its_tip_and_when_clicked(game):
    d = Driver(game, 3, seed=2)
    sell = _button(d, "Sell goods")
    assert not sell.enabled and "no goods" in sell.tooltip
    d.click(sell.rect.center)
    assert d.host.submitted == [] and d.host.said and "no goods" in d.host.said[-1]
    seat = d.state.current
    d.state.wealth[seat] = 0
    d.state.legal_cache = None
    d.refresh()
    d.draw()
    employ = _button(d, "Employ")
    assert not employ.enabled and "you have 0" in employ.tooltip
    d.click(employ.rect.center)
    assert d.host.submitted == [] and "you have 0" in d.host.said[-1]


def test_a_button_greyed_for_another_cause_claims_no_reason_of_the_rules(game):
    """Reasons are read from the position, not from the greying: with goods on a town,
    a Sell goods greyed because the moves on offer were narrowed (a guided step) does not
    say "you have no goods"."""
    d = Driver(game, 3, seed=2)
    seat = d.state.current
    d.state.goods_owner[0][0] = seat
    d.state.legal_cache = None
    d.refresh()
    d.host.legal = tuple(a for a in d.host.legal if a.kind != "sell")
    d.host.view = replace(d.host.view, legal=d.host.legal)
    d.draw()
    sell = _button(d, "Sell goods")
    assert not sell.enabled and "no goods" not in sell.tooltip
    d.click(sell.rect.center)
    assert d.host.said == []
