"""The Golden Sails table: screenshots at 2 and 4 players (1280×720 and 1024×600), clicks
that make the right actions, nothing lit that is not legal, animations that finish, and
proof that the table is never handed — and never touches — a game State.

Screenshots go to /tmp/tabletop-shots/ (look at them: that is what they are for).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.model import EXPERTS
from tabletop.games.golden_sails.state import GoldenSailsState
from tabletop.games.golden_sails.table.layout import build_layout
from tabletop.games.golden_sails.table.table import GoldenSailsTable
from tabletop.games.golden_sails.table import make_table
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width, recording_cuts
from tabletop.ui.headless import headless_app, init_headless, save_png
from tabletop.ui.scenes.table_host import TABLE_AREA
from tests.games.golden_sails import support
from tests.games.table_support import NAMES, SHOTS, SnapshotHost


@pytest.fixture(scope="module")
def game():
    init_headless()
    return support.game()


# --- a host that hands the table snapshots only ---------------------------------------------

class Driver:
    """Plays a match and keeps a SnapshotHost showing the seat to act (pass and play)."""

    def __init__(self, game, players: int, seed: int = 4, options=None) -> None:
        self.match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], seed, options or {})
        self.host = SnapshotHost(game, players)
        self.table: GoldenSailsTable = make_table(self.host)
        self.surface = pygame.Surface((1280, 720))
        self.canvas = Canvas(self.surface)
        self.refresh()

    @property
    def state(self) -> GoldenSailsState:
        return self.match.state

    def refresh(self) -> None:
        seat = self.state.to_act()
        viewer = seat if seat is not None else 0
        self.host.viewer = viewer
        self.host.view = self.state.view(viewer)
        self.host.legal = tuple(self.state.legal_actions()) if seat is not None else ()
        self.host.over = self.state.is_over()

    def draw(self) -> None:
        self.table.update(0.0)
        self.table.draw(self.canvas)

    def play(self, action: Action) -> None:
        events = self.match.apply(action)
        self.refresh()
        self.table.on_events(events)
        self.table.skip_animations()
        self.draw()

    def play_random(self, count: int, seed: int = 9) -> None:
        rng = Rng(seed)
        for _ in range(count):
            self.play(rng.choice(self.state.legal_actions()))

    def flush(self) -> list[Action]:
        """Apply what the table submitted (outside the table's own calls)."""
        done = list(self.host.submitted)
        self.host.submitted.clear()
        for action in done:
            self.play(action)
        return done

    # Synthetic input, in logical coordinates (the host maps window pixels before us).
    def motion(self, pos, held: bool = False) -> None:
        buttons = (1, 0, 0) if held else (0, 0, 0)
        self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def click(self, pos) -> None:
        if self.table.busy():              # as the host does: a click first ends the animations
            self.table.skip_animations()
            self.draw()
        self.motion(pos)
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.draw()

    def layout(self):
        return self.table.layout(self.host.view)


def expert_pos(driver: Driver, expert: str):
    panel = driver.layout().seats[driver.host.viewer]
    return panel.expert_centres[EXPERTS.index(expert)]


def card_pos(driver: Driver, slot: int):
    return driver.layout().slots[slot].card.center


def advance_to(driver: Driver, test, limit: int = 200, seed: int = 11) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if test(driver.state):
            return
        driver.play(rng.choice(driver.state.legal_actions()))
    raise AssertionError("the position never came up")


# --- clicks -------------------------------------------------------------------------------------

def test_click_an_expert_then_a_card_assigns_it(game):
    d = Driver(game, 3)
    d.draw()
    legal = set(d.host.legal)
    d.click(expert_pos(d, "jeweler"))
    assert d.table.selected == "jeweler"
    assert "Jeweler" in d.table.decision()
    d.click(card_pos(d, 1))
    assert d.host.submitted == [Action("assign", ("jeweler", 1))]
    assert Action("assign", ("jeweler", 1)) in legal


def test_drag_an_expert_onto_a_card(game):
    d = Driver(game, 4)
    d.draw()
    start, target = expert_pos(d, "hunter"), card_pos(d, 2)
    d.motion(start)
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        d.motion((start[0] + (target[0] - start[0]) * k / 5, start[1] + (target[1] - start[1]) * k / 5), held=True)
    d.draw()
    assert d.table.dragging
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    assert d.host.submitted == [Action("assign", ("hunter", 2))]


def test_a_drag_released_off_the_table_keeps_the_expert_chosen(game):
    d = Driver(game, 2)
    d.draw()
    start = expert_pos(d, "armourer")
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    d.motion((start[0], start[1] - 80), held=True)
    assert d.table.dragging
    d.motion((1100, 300))                 # over the log: the release went elsewhere
    assert not d.table.dragging and d.table.selected == "armourer"
    d.click(card_pos(d, 1))
    assert d.host.submitted == [Action("assign", ("armourer", 1))]


def test_a_card_that_already_has_an_expert_never_lights_up(game):
    d = Driver(game, 3)
    d.draw()
    d.click(expert_pos(d, "cook"))
    d.click(card_pos(d, 0))
    d.flush()                                     # the next seat now chooses
    d.click(expert_pos(d, "cook"))
    d.motion(card_pos(d, 0))
    d.draw()
    assert d.table._glowing(d.host.view, d.layout()) == frozenset()
    d.click(card_pos(d, 0))
    assert d.host.submitted == []
    assert d.host.said[-1].startswith(f"That card already holds {NAMES[0]}'s Cook")   # refused, and says why
    d.motion(card_pos(d, 1))
    d.draw()
    assert d.table._glowing(d.host.view, d.layout()) == {1}


def test_nothing_lights_up_or_clicks_when_it_is_not_the_viewers_move(game):
    d = Driver(game, 2)
    d.host.legal = ()                             # a computer's turn, seen by a person
    d.draw()
    d.click(expert_pos(d, "cook"))
    assert d.table.selected is None
    for slot in range(2):
        d.motion(card_pos(d, slot))
        d.draw()
        assert d.table._glowing(d.host.view, d.layout()) == frozenset()
        d.click(card_pos(d, slot))
    assert d.host.submitted == []
    assert "is sending an expert" in d.table.decision()


def test_lit_targets_are_always_legal(game):
    """Sweep the pointer over every card with every expert chosen, all game long."""
    d = Driver(game, 4, seed=8)
    rng = Rng(3)
    while not d.state.is_over():
        d.draw()
        view = d.host.view
        experts = [None] + sorted({a.args[0] for a in d.host.legal if a.kind == "assign"})
        for expert in experts:
            d.table.selected = expert
            for slot in range(view.players):
                d.motion(card_pos(d, slot))
                for lit in d.table._glowing(view, d.layout()):
                    action = Action("assign", (expert, lit)) if view.phase == "assign" else Action("take", (lit,))
                    assert action in d.host.legal
        d.table.selected = None
        d.play(rng.choice(d.state.legal_actions()))


def test_click_a_card_to_take_it(game):
    d = Driver(game, 3)
    advance_to(d, lambda s: s.phase == "take" and len(s.legal_actions()) > 1)
    d.draw()
    slot = next(a.args[0] for a in d.host.legal if a.kind == "take")
    assert "take a card" in d.table.decision()
    d.click(card_pos(d, slot))
    assert d.host.submitted == [Action("take", (slot,))]


def test_the_swap_right_is_a_clear_choice_of_buttons(game):
    d = Driver(game, 3, seed=7)   # its longest label is "Swap to Armourer: weapon Boomerang"
    advance_to(d, lambda s: any(a.kind == "swap" for a in s.legal_actions()))
    d.draw()
    view = d.host.view
    swaps = [a for a in d.host.legal if a.kind == "swap"]
    slot = swaps[0].args[0]
    labels = [b.label for b in d.table.choice_buttons]
    assert labels[0].startswith("Take as ")
    assert len(labels) == 1 + len(swaps)
    assert all(label.startswith("Swap to ") for label in labels[1:])
    assert "swap" in d.table.decision()
    with recording_cuts() as cuts:
        _save(d, "gs_table_swap_choice.png")
    assert not cuts, f"cut on the swap buttons: {cuts}"
    for button in d.table.choice_buttons:   # icon, gap and label inside the button
        assert 28 + 8 + logical_width(button.label, button.font) + 12 <= button.rect.width, button.label
    target = swaps[-1]
    button = d.table.choice_buttons[-1]
    assert d.table.words.name(target.args[1]) in button.label
    # the tip names whose expert comes off the card (issue #50, item 13): here the taker's own
    owner = view.market[slot].placed_by
    current = d.table.words.name(view.market[slot].expert)
    assert owner == view.seat and button.tooltip.startswith(f"Take back your {current} "), button.tooltip
    d.click(button.rect.center)
    assert d.host.submitted == [target]
    assert view.market[slot].card is not None


def test_a_swap_names_the_player_whose_expert_comes_off_the_card(game):
    """Issue #50, item 13: "Take back the Cook" when the Cook was Tomas's."""
    d = Driver(game, 3, seed=1)
    advance_to(d, lambda s: any(a.kind == "swap" and s.market[a.args[0]][2] != s.to_act()
                                for a in s.legal_actions()))
    d.draw()
    view = d.host.view
    slot = next(a.args[0] for a in d.host.legal if a.kind == "swap")
    owner, current = view.market[slot].placed_by, d.table.words.name(view.market[slot].expert)
    tips = [b.tooltip for b in d.table.choice_buttons[1:]]
    assert tips and all(t.startswith(f"Take {d.host.seat(owner).name}'s {current} into your supply") for t in tips)


def test_an_expert_held_twice_shows_its_count(game):
    """A last-card swap can bring a second expert of a kind home: the tableau says ×2."""
    d = Driver(game, 3, seed=1)
    advance_to(d, lambda s: any(max(s.view(i).seats[i].experts) > 1 for i in range(3)))
    seat = next(i for i in range(3) if max(d.state.view(i).seats[i].experts) > 1)
    d.draw()
    expert_spots = [s for s in d.table.spots() if s.data.get("seat") == seat and s.data.get("available")]
    assert any("2 in hand" in s.tip for s in expert_spots), [s.tip for s in expert_spots]
    _save(d, "gs_table_expert_twice.png")
    for players in (2, 3, 4):                # the "×2" disc (radius 9) stays inside every panel
        for panel in build_layout(TABLE_AREA, players, 0).seats.values():
            x, _ = panel.expert_centres[-1]
            assert x + panel.expert_r * 0.75 + 9 <= panel.rect.right - 3, (players, panel.seat)


def test_the_take_button_keeps_the_expert(game):
    d = Driver(game, 2, seed=6)
    advance_to(d, lambda s: any(a.kind == "swap" for a in s.legal_actions()))
    d.draw()
    d.click(d.table.choice_buttons[0].rect.center)
    assert len(d.host.submitted) == 1 and d.host.submitted[0].kind == "take"


# --- animations -----------------------------------------------------------------------------------

def test_animations_run_from_events_and_can_be_skipped(game):
    d = Driver(game, 4)
    d.draw()
    events = d.match.apply(d.state.legal_actions()[0])
    d.refresh()
    d.table.on_events(events)
    assert d.table.busy()
    d.draw()                                      # mid-flight frames draw without error
    d.table.update(0.1)
    d.draw()
    d.table.update(2.0)
    assert not d.table.busy()
    # A whole round's last take: the card flies to the pile, new cards fly from the deck.
    advance_to(d, lambda s: s.phase == "take" and sum(1 for m in s.market if m[0]) == 1)
    events = d.match.apply(d.state.legal_actions()[0])
    d.refresh()
    d.table.on_events(events)
    kinds = {f.kind for f in d.table.motion.flights}
    assert "card" in kinds or "back" in kinds
    for _ in range(5):
        d.table.update(0.05)
        d.draw()
    d.table.skip_animations()
    assert not d.table.busy()
    assert not d.table.motion.flights


def test_spent_experts_walk_home_when_a_round_ends(game):
    d = Driver(game, 2)
    d.draw()
    returns_after = game.content.setup.experts_return_after
    advance_to(d, lambda s: s.phase == "take" and sum(1 for m in s.market if m[0]) == 1 and s.round in returns_after)
    d.draw()
    before = d.host.view
    events = d.match.apply(d.state.legal_actions()[0])
    d.refresh()
    d.table.on_events(events)
    assert any(e.kind == "experts_return" for e in events)
    layout = d.layout()
    walkers = [f for f in d.table.motion.flights if f.kind == "expert"]
    spent = {(seat, expert) for seat, sv in enumerate(before.seats)
             for expert, count in zip(EXPERTS, sv.experts) if count == 0}
    assert spent and {(next(s for s, panel in layout.seats.items() if f.end.center in panel.expert_centres),
                       f.expert) for f in walkers} == spent
    for seat, expert in spent:                   # drawn away from home until each one lands
        assert expert in d.table.motion.hidden.experts_of(seat)
    for _ in range(30):
        d.table.update(0.1)
        d.draw()
    assert not d.table.busy() and all(not d.table.motion.hidden.experts_of(s) for s in range(2))


def test_no_animation_at_speed_off(game):
    d = Driver(game, 2)
    d.host.animation_speed = 0.0
    d.table = make_table(d.host)
    d.draw()
    events = d.match.apply(d.state.legal_actions()[0])
    d.refresh()
    d.table.on_events(events)
    d.table.update(0.0)
    assert not d.table.busy()


# --- the table never reads the State ---------------------------------------------------------

def test_the_table_never_touches_a_state(game, monkeypatch):
    """Every call into the table runs with State attribute access forbidden; a whole game
    is clicked through (with animations playing) and nothing trips the guard."""
    guard = {"on": False}
    original = GoldenSailsState.__getattribute__

    def guarded(self, name):
        if guard["on"]:
            raise AssertionError(f"the table read State.{name}")
        return original(self, name)

    monkeypatch.setattr(GoldenSailsState, "__getattribute__", guarded)
    d = Driver(game, 3, seed=12)
    rng = Rng(5)

    def in_table(fn, *args):
        guard["on"] = True
        try:
            return fn(*args)
        finally:
            guard["on"] = False

    while not d.state.is_over():
        in_table(d.table.update, 0.016)
        in_table(d.table.draw, d.canvas)
        action = rng.choice(list(d.host.legal))
        if action.kind == "assign":
            in_table(d.click, expert_pos(d, action.args[0]))
            in_table(d.click, card_pos(d, action.args[1]))
        elif action.kind == "take" and not any(a.kind == "swap" for a in d.host.legal):
            in_table(d.click, card_pos(d, action.args[0]))
        else:
            button = next(b for b in d.table.choice_buttons
                          if (action.kind == "take" and b.label.startswith("Take"))
                          or (action.kind == "swap" and d.table.words.name(action.args[1]) in b.label))
            in_table(d.click, button.rect.center)
        assert d.host.submitted == [action]
        d.host.submitted.clear()
        events = d.match.apply(action)
        d.refresh()
        in_table(d.table.on_events, events)
        in_table(d.table.decision)
        in_table(d.table.tooltip_at, card_pos(d, 0))
    in_table(d.table.update, 5.0)
    in_table(d.table.draw, d.canvas)
    # Structurally, too: nothing the table holds leads to a State.
    assert not _reaches_state(d.table, skip=d.host)


def _reaches_state(root, skip) -> bool:
    import gc

    seen, todo = {id(skip)}, [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, type(gc))):
            continue
        seen.add(id(obj))
        if isinstance(obj, GoldenSailsState):
            return True
        todo.extend(gc.get_referents(obj))
    return False


# --- layout -------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_overlaps_and_everything_fits(players):
    for bottom in range(players):
        layout = build_layout(TABLE_AREA, players, bottom)
        boxes = [p.rect for p in layout.seats.values()] + [s.whole for s in layout.slots] + [
            layout.deck, layout.reference, layout.round_box]
        for box in boxes:
            assert TABLE_AREA.contains(box), box
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert not a.colliderect(b), (a, b)
        for panel in layout.seats.values():
            for index in range(5):
                chips = panel.chip_rects(index, 12)
                assert all(panel.pile_body(index).inflate(0.01, 0.01).contains(chip) for chip in chips)
                assert chips[0].h >= 12
                assert not any(a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1:])
            if panel.own:
                assert panel.expert_r * 2 >= theme.MIN_TARGET    # the viewer clicks these


# --- screenshots ----------------------------------------------------------------------------------

def _save(driver: Driver, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver.surface.fill(theme.SEA_DEEP)
    driver.table.draw(driver.canvas)
    path = SHOTS / name
    pygame.image.save(driver.surface, str(path))
    return path


def _mid_game_match(game, players: int, seed: int) -> Match:
    """Ana (seat 0, a person) about to choose an expert in round 6; the others computers."""
    seats = [Seat(NAMES[i], "human" if i == 0 else "random", i) for i in range(players)]
    match = Match(game, seats, seed)
    rng = Rng(seed)
    while not (match.state.round >= 6 and match.state.phase == "assign" and match.state.to_act() == 0
               and (players == 2 or any(slot[1] for slot in match.state.market))):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("players,size,name", [
    (2, (1280, 720), "gs_table_2p.png"),
    (4, (1280, 720), "gs_table_4p.png"),
    (3, (1280, 720), "gs_table_3p.png"),
    (2, (1024, 600), "gs_table_2p_1024x600.png"),
    (4, (1024, 600), "gs_table_4p_1024x600.png"),
])
def test_screenshots_mid_game(game, players, size, name):
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    match = _mid_game_match(game, players, seed=21)
    app = headless_app(size)
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    table = scene.table
    assert isinstance(table, GoldenSailsTable)
    app.step([], 0.016)
    app.render()
    # Ana picks up her Jeweler and points at a card: it glows, the ghost shows where it goes.
    panel = table.layout(table.view).seats[0]
    expert = next(a.args[0] for a in table.legal() if a.kind == "assign")
    target = next(a.args[1] for a in table.legal() if a.kind == "assign" and a.args[0] == expert)
    centre = panel.expert_centres[EXPERTS.index(expert)]
    to_window = app.canvas.point
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=to_window(centre), button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to_window(centre), button=1)], 0.016)
    card = table.layout(table.view).slots[target].card.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(card), rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    assert table._glowing(table.view, table.layout(table.view)) == {target}
    path = save_png(app, SHOTS / name)
    assert path.stat().st_size > 10_000
    # And the enlarged card with its explanation, after resting on a card with nothing chosen.
    table.selected = None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(card), rel=(0, 0), buttons=(0, 0, 0))], 0.016)
    for _ in range(40):
        app.step([], 0.02)
    save_png(app, SHOTS / name.replace(".png", "_hover.png"))


def test_a_suggestion_is_shown_not_played(game):
    d = Driver(game, 3)
    d.draw()
    advice = d.host.legal[4]
    d.table.show_suggestion(advice)
    d.draw()
    _save(d, "gs_table_suggestion.png")
    assert d.host.submitted == []
    d.play(advice)                    # anything happening clears the advice
    assert d.table.suggestion is None


def test_secret_experts_show_only_a_count(game):
    d = Driver(game, 3, options={"secret_experts": True})
    d.draw()
    viewer = d.host.viewer
    tips = [s.tip for s in d.table.spots() if s.kind == "experts"]
    assert len(tips) == 2 and all("secret" in tip for tip in tips)
    own = [s for s in d.table.spots() if s.kind == "expert"]
    assert {s.data["seat"] for s in own} == {viewer}


def test_hidden_gems_are_backs_with_the_announced_classes_in_the_tip(game):
    d = Driver(game, 2, seed=3)
    advance_to(d, lambda s: s.round >= 4 and all(len(p[1]) for p in s.piles) and s.to_act() == 0)
    d.draw()
    other = 1
    announced = d.host.view.seats[other].announced_gems
    tips = [s.tip for s in d.table.spots() if s.kind == "chip" and "face-down gem" in (s.tip or "")]
    assert len(tips) == len(announced)
    assert all(", ".join(map(str, announced)) in tip for tip in tips)
    # The viewer's own gems are face up: their chips name the class.
    own = d.host.view.seats[0].gems
    assert sum("Gems: class" in (s.tip or "") for s in d.table.spots() if s.kind == "chip") == len(own)


def test_every_card_explains_itself_in_words(game):
    from tabletop.games.golden_sails.table.words import Words

    words = Words(game.content)
    for card in game.content.cards:
        sentences = words.card_sentences(card)
        assert len(sentences) == 5
        for sentence in sentences:
            assert "{" not in sentence and "}" not in sentence and "None" not in sentence, sentence
        assert words.power_sentence(card.spell).endswith(".")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_reference_v_draws_its_table_and_its_tip_gives_every_value(game, size):
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    match = _mid_game_match(game, 4, seed=21)
    match.state.reference = "V"
    app = headless_app(size)
    scene = TableHostScene(app, MatchController(match, _NoBot(), app.settings, autosave=False))
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    app.render()
    card = scene.table.layout(scene.table.view).reference
    tip = scene.table.tooltip_at(card.center)
    values = game.content.reference("V").values
    for this, name in (("unicorn", "Unicorn"), ("spider", "Spider"), ("phoenix", "Phoenix"),
                       ("serpent", "Sea serpent")):
        assert f"{name}: {' · '.join(str(values[this][after]) for after in values[this])}" in tip
    assert "unicorn, spider, phoenix, sea serpent" in tip
    save_png(app, SHOTS / f"gs_reference_v_{size[0]}x{size[1]}.png")
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point(card.center), rel=(0, 0),
                                 buttons=(0, 0, 0))], 0.016)
    for _ in range(40):
        app.step([], 0.02)
    save_png(app, SHOTS / f"gs_reference_v_{size[0]}x{size[1]}_tip.png")


def test_things_on_the_table_have_tooltips(game):
    d = Driver(game, 4, seed=2)
    advance_to(d, lambda s: s.round == 3 and s.phase == "assign" and s.turn == 2)
    d.draw()
    layout = d.layout()
    view = d.host.view
    tips = {
        "reference": d.table.tooltip_at(layout.reference.center),
        "deck": d.table.tooltip_at(layout.deck.center),
        "crown": d.table.tooltip_at(layout.seats[view.first_player].crown.center),
        "expert": d.table.tooltip_at(expert_pos(d, "hunter")),
    }
    assert view.reference in tips["reference"] and "deck" in tips["deck"]
    assert "First player" in tips["crown"] and "Hunter" in tips["expert"]
    placed = next(i for i, slot in enumerate(view.market) if slot.expert)
    token = layout.slots[placed].token_centre(["spices", "gems", "animals", "weapons", "spells"].index(
        {"cook": "spices", "jeweler": "gems", "hunter": "animals", "armourer": "weapons",
         "sorcerer": "spells"}[view.market[placed].expert]))
    assert "claims" in d.table.tooltip_at(token)
    chips = [s for s in d.table.spots() if s.kind == "chip"]
    assert chips and all(d.table.tooltip_at(s.rect.center) for s in chips)


def test_a_tip_at_the_last_card_never_covers_the_other_choices(game):
    """Pointing at one of the last card's buttons explains it beside their panel, where
    the other buttons stay readable and clickable."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    d = Driver(game, 3, seed=7)
    advance_to(d, lambda s: any(a.kind == "swap" for a in s.legal_actions()))
    app = headless_app((1280, 720))
    controller = MatchController(d.match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    table = scene.table
    assert len(table.choice_buttons) >= 2
    for button in table.choice_buttons:
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point(button.rect.center), rel=(0, 0),
                                     buttons=(0, 0, 0))], 0.016)
        for _ in range(30):
            app.step([], 0.02)
        assert scene.tooltips.showing and scene.tooltips.text == button.tooltip
        tip, _ = scene.tooltips.box(app.canvas)
        assert not tip.colliderect(table.choice_box()), button.label
    save_png(app, SHOTS / "gs_table_swap_tip.png")


def test_a_two_line_card_name_breaks_between_words_at_a_larger_text_size():
    """"Shapeshif / ter" was drawn on a market card at 125 and 150 %: the two lines step
    down a size until the longest word fits, never below the house size."""
    from tabletop.games.golden_sails.table.pieces import _two_line_font
    from tabletop.persistence.settings import Settings
    from tabletop.ui import theme
    from tabletop.ui.headless import headless_app

    try:
        canvas = headless_app(settings=Settings(text_size=100)).canvas
        room = canvas.measure("Shapeshifter", theme.Font("text_bold", 13))[0] * 1.1
        assert _two_line_font(canvas, "Shapeshifter", room, 40).size == 13, "the house size at 100 %"
        canvas = headless_app(settings=Settings(text_size=150)).canvas
        font = _two_line_font(canvas, "Shapeshifter", room, 40)
        assert canvas.measure("Shapeshifter", font)[0] <= room and theme.text_size(font) >= 13
    finally:
        theme.set_text_size(100)
