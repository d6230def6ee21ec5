"""The protocol between the common table chrome and each game's own table.

Every built game's `table/` package provides (`GamePackage.table`, reached through the
registry)

    def make_table(host: TableHost) -> TableView

The host (the table scene) draws what every game shares — the top bar with the game's
name, the round and the current decision, the log panel, Undo and Menu, who is thinking —
and gives the game's table a rectangle (`host.area`) to draw the game in. The table reads
the current view and legal actions from the host each frame and submits the player's
choice with `host.submit(action)`. It never sees the State or the Match.

What can be clicked on a table is exactly `host.legal`; a table lights up only those.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Hashable
from typing import Callable, Protocol, Sequence

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game, View
from tabletop.engine.match import fill_names
from tabletop.ui import sprites, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.spots import Spot
from tabletop.ui.widgets.anim import TableMotion, speed_factor
from tabletop.ui.widgets.button import Button
from tabletop.ui.widgets.focus import reading_order


NOTICE_SECONDS = 4.0
"""How long a refusal's reason stays in the top bar."""


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat as the table draws it: name, kind, colour and shape."""

    index: int
    name: str
    kind: str
    colour_index: int

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    @property
    def style(self) -> theme.SeatStyle:
        return theme.seat_style(self.colour_index)

    @property
    def colour(self) -> theme.Colour:
        return self.style.colour

    @property
    def shape(self) -> str:
        return self.style.shape


class TableSource(Protocol):
    """Where a TableHost gets what it hands the table: a MatchController in play, a
    ReplaySource (read-only: nothing is legal, nothing can be submitted) in a replay."""

    settings: object
    viewer: int | None
    thinking: int | None
    auto_passing: int | None
    auto_pass: set[int]

    @property
    def game(self) -> Game: ...

    @property
    def seats(self) -> Sequence: ...

    def view_for_display(self) -> View: ...

    def legal_for_display(self) -> tuple[Action, ...]: ...

    def submit(self, action: Action) -> object: ...

    def set_auto_pass(self, seat: int, on: bool) -> None: ...

    def uncover(self) -> None: ...

    def log_lines(self) -> list[str]: ...


class TableHost:
    """What a game's table may ask of the app. Created by the table scene."""

    theme = theme
    """The house style (palette, fonts, seat styles), so tables need no import of their own."""

    def __init__(self, controller: TableSource, area: pygame.FRect) -> None:
        self._controller = controller
        self.area = pygame.FRect(area)
        """The logical rectangle the table draws in (the chrome is outside it)."""
        self.seats = [SeatInfo(i, s.name, s.kind, s.colour) for i, s in enumerate(controller.seats)]
        self.notice: str | None = None
        """Why the person's last click or key did nothing; the top bar shows it for a while."""
        self.notice_left = 0.0

    def say(self, text: str) -> None:
        """Say why a click or key was refused ("That card already holds an expert"), in
        the top bar in place of the decision for a few seconds, or until a move lands:
        a refusal is never silent."""
        self.notice, self.notice_left = text, NOTICE_SECONDS

    def tick(self, dt: float) -> None:
        self.notice_left = max(0.0, self.notice_left - dt)
        if self.notice_left == 0.0:
            self.notice = None

    @property
    def game(self) -> Game:
        """The built Game: its content and presentation (names, icons, colours)."""
        return self._controller.game

    @property
    def view(self) -> View:
        """What the seat at the screen may see now."""
        return self._controller.view_for_display()

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes are on the screen; None for a spectator (only computers play)."""
        return self._controller.viewer

    @property
    def legal(self) -> tuple[Action, ...]:
        """Exactly what may be clicked now (empty while it is not this person's move)."""
        return self._controller.legal_for_display()

    @property
    def thinking(self) -> int | None:
        """The computer seat deciding right now, if any."""
        return self._controller.thinking

    @property
    def auto_passing(self) -> int | None:
        """The person whose forced pass is about to be made for them, if any."""
        return self._controller.auto_passing

    def auto_pass_on(self, seat: int) -> bool:
        """Whether `seat` lets the app pass for them when passing is all they may do."""
        return seat in self._controller.auto_pass

    def set_auto_pass(self, seat: int, on: bool) -> None:
        self._controller.set_auto_pass(seat, on)

    def look(self) -> None:
        """The person at the screen asks to see what is theirs alone, shown face down
        (a view's `face_down`): the hand-off curtain comes first, so others look away."""
        self._controller.uncover()

    @property
    def animation_speed(self) -> float:
        """Speed factor for the table's tweens (0 = no animation)."""
        return speed_factor(self._controller.settings)

    def submit(self, action: Action) -> None:
        """Play the person's choice; it must be one of `legal`."""
        self._controller.submit(action)

    def log_lines(self) -> list[str]:
        return self._controller.log_lines()

    def names(self, text: str) -> str:
        """Fill `{P<seat>}` tokens of a rules sentence with the seats' names."""
        return fill_names(text, [s.name for s in self.seats])

    def seat(self, index: int) -> SeatInfo:
        return self.seats[index]

    @staticmethod
    def sprite(name: str, width: int, height: int, tint: theme.Colour | None = None) -> pygame.Surface:
        """An SVG sprite rasterised at about `width`×`height` real pixels (`sprites.bucket`);
        tables usually call `canvas.icon`, which centres it in a rectangle."""
        return sprites.load_icon(name, width, height, tint)


class TableView:
    """Base class of a game's table. Override what the game needs; the defaults do nothing.

    The host calls, every frame: `handle_event` (logical positions; return True when
    consumed), `update(dt)`, then `draw(canvas)` inside `host.area`. After each applied
    action it calls `on_events(events)` (start animations from the events' data), and
    after an undo or a load `on_reset()` (drop animations, redraw from the view). While
    `busy()` is True the host holds the next computer move; a click during an animation
    calls `skip_animations()`. The window draws only after input or when `wake_in` asks,
    so a table with a timer of its own (a hover delay) says so there.
    """

    def __init__(self, host: TableHost) -> None:
        self.host = host

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance animations and hover fades."""

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def on_events(self, events: list[Event]) -> None:
        """React to what just happened (animations)."""

    def on_reset(self) -> None:
        """The position changed without events (undo): forget running animations."""

    def busy(self) -> bool:
        return False

    def wake_in(self) -> float | None:
        """Seconds until time alone changes the picture: 0 while animating, None when
        only input or a new position can (the host redraws for those)."""
        return 0.0 if self.busy() else None

    def show_suggestion(self, action: Action | None) -> None:
        """Highlight `action` as the computer's advice ("Suggest a move"); None clears it.
        The advice is never played for the person."""

    def skip_animations(self) -> None:
        """Jump running animations to their end."""

    def decision(self) -> str:
        """The current decision in one sentence, for the top bar ("Ana: choose an expert")."""
        return ""

    def round_info(self) -> str:
        """Where the game is ("Round 3 of 12")."""
        return ""

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        """The explanation of what lies under `pos`."""
        return None

    def tooltip_for(self, rect: pygame.FRect) -> str | None:
        """The explanation of the thing at `rect` that has keyboard focus: its own, not
        that of something smaller lying over its centre (a table whose things nest
        overrides this: `tabletop.ui.spots.tip_for`)."""
        return self.tooltip_at(rect.center)

    def key_extras(self) -> list[pygame.FRect]:
        """Things a click changes that are not moves (a seat's setting, a box folded away):
        the keyboard stops at them too, after the moves in the game's reading order — or
        where `keyboard_order` puts them, when a game places them among the moves."""
        return []

    def faces_ahead(self) -> tuple[theme.Font, ...]:
        """Faces this table draws only now and then (an overlay's), which the host loads
        when the table opens: a face loaded and its glyphs drawn for the first time cost
        about a millisecond each, in the frame the overlay first shows."""
        return ()

    def key_settings(self) -> list[pygame.FRect]:
        """Those of `key_extras` that are settings (Pirates' Gold's auto-pass box): the
        keys switch them at any time, as the mouse may, even while others move; focus
        never starts on one, so an Enter meant for a move cannot change how one plays."""
        return []

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks, in order, from the table as it is now, to make `action`
        (Golden Sails: the expert, then the card; once the expert is chosen, the card
        alone). Tutorials spotlight the first rectangle and refuse presses outside it;
        `tutorial --check` clicks its centre. None: the table cannot say (a tutorial then
        lets every press through, and --check fails naming the action)."""
        return None

    def action_at(self, pos: tuple[float, float]) -> Action | None:
        """The move a press at `pos` plays now, or asks to play (a lit thing on the board,
        an enabled button of the bar); None where a press plays none. A tutorial lets a
        press through when this is the move its step asks for: every way the table offers
        that move is accepted, not only the one `clicks_for` spotlights."""
        return None

    def shows_at(self, pos: tuple[float, float]) -> bool:
        """Whether a press at `pos` only changes how the table shows itself (folds a
        panel away), playing nothing: a tutorial lets such a press through at any step."""
        return False

    def focus_rect(self, name: str) -> pygame.FRect | None:
        """The part of the table a tutorial note is about, by a name the game chooses
        ("reference", "market", ...); None for a name the table does not know (`tutorial
        --check` then fails, naming the step and its line)."""
        return None

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """A group of choices at `pos` the tooltip must not cover (None: anywhere)."""
        return None

    def drawn_over(self, canvas: Canvas) -> list[pygame.FRect]:
        """What the table draws over its own parts outside its spots as it stands (the
        action bar's sentence in a tab, when the bar has no room for it: `place_sentence`):
        the advice's tags keep clear of it, as of the spots."""
        return []

    def key_buttons(self) -> list[Button]:
        """The action bar's buttons left to right, as the number keys press them."""
        return []

    def keyboard_order(self, targets: list[pygame.FRect]) -> list[pygame.FRect]:
        """The order Tab walks the table's lit targets in (each a first click of a legal
        move): by default as a page is read; a game orders them as its play reads."""
        return reading_order(targets)


class AnimatedTable(TableView):
    """A game's table with animations (`motion`), room for the computer's advice
    (`suggestion`) and its hit areas (`spots`): the answers to the host that every game's
    table gives alike.

    The table path runs one way: the hit areas are built from the layout by `build_spots`
    when what they show changes — the view, the legal actions, the area, or the table's
    own half-made choice (`choice_key`) — and `draw`, hover, tooltips, clicks, tutorials
    and keys read them. Only legal actions become targets, so a click on one is submitted
    as it is; the controller is the one place the UI checks it (`MatchController.submit`).
    """

    def __init__(self, host: TableHost, motion: TableMotion) -> None:
        super().__init__(host)
        self.motion = motion
        self.suggestion: Action | None = None
        self._spots: list[Spot] = []
        self._spots_for: tuple | None = None

    def spots(self) -> list[Spot]:
        """What is on the table now and where, topmost last: rebuilt only when the view
        (a new object whenever the position or the viewer changes), the legal actions,
        the area or `choice_key()` differ from the last build."""
        view, legal = self.host.view, self.host.legal
        rest = (legal, tuple(self.host.area), self.choice_key())
        built = self._spots_for
        if built is None or built[0] is not view or built[1:] != rest:
            self._spots = self.build_spots(view)
            self._spots_for = (view, *rest)
        return self._spots

    def build_spots(self, view: View) -> list[Spot]:
        """The hit areas of `view` as the table lays it out (tooltips, lit targets)."""
        return []

    def choice_key(self) -> Hashable:
        """The table's own state the hit areas depend on (a card chosen, the steps of a
        longer choice made so far); None when there is none."""
        return None

    def action_at(self, pos: tuple[float, float]) -> Action | None:
        """The topmost lit spot's move under `pos` (a table whose bar buttons are not
        spots adds them)."""
        for spot in reversed(self.spots()):
            if spot.action is not None and spot.contains(pos):
                return spot.action
        return None

    def legal(self) -> tuple[Action, ...]:
        """What the viewer may do now; empty while another seat decides."""
        return tuple(self.host.legal)

    def busy(self) -> bool:
        return self.motion.busy

    def skip_animations(self) -> None:
        self.motion.skip()

    def show_suggestion(self, action: Action | None) -> None:
        self.suggestion = action


TableFactory = Callable[[TableHost], TableView]
"""What builds a table for the host: `make_table`, or a stand-in in tests."""


def make_table(host: TableHost) -> TableView:
    """The game's own table (`tabletop/games/<id>/table/`)."""
    from tabletop import registry

    table: TableView = registry.package(host.game.id).table().make_table(host)
    return table
