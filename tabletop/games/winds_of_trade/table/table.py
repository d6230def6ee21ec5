"""The Winds of Trade table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `WindsOfTradeView`, the legal actions
and the public content (island cards, advisors, upgrades, names, colours, pictures) — and
answers with `host.submit(action)`. Sailing is a click on a lit island, trading a click
on goods on the tracks, swaying a click on the locals; the election and a recruit are
panels over the chart; what has nothing to point at is a button of the action bar.
What can be clicked is exactly what the host allows (every legal move, or the one a
tutorial expects; `clicks_for` says where it is), framed in brass and glowing under the
pointer; tossing a good or dismissing an advisor asks first.

The path runs one way (`AnimatedTable`): `build_spots` lays out the hit areas, the lit
targets, the bar's buttons and the layer keys when the view, the legal actions, the area
or the table's own state (`choice_key`: a question asked, the advice, ships under way)
change; `draw` paints from them and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace

import pygame

import tabletop.games.winds_of_trade.table.choices as choices
from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import View
from tabletop.games.winds_of_trade.model import WindsContent
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.table.board import BoardKeys, IslandSpots, board_keys, board_spots, draw_board
from tabletop.games.winds_of_trade.table.choices import Target
from tabletop.games.winds_of_trade.table.layout import SeatPanel, TableLayout, build_layout
from tabletop.games.winds_of_trade.table.motion import Motion
from tabletop.games.winds_of_trade.table.overlay import FACES, draw_overlay, overlay_spots
from tabletop.games.winds_of_trade.table.pieces import Key, Look, draw_hover
from tabletop.games.winds_of_trade.table.seats import draw_seat, seat_key, seat_spots
from tabletop.games.winds_of_trade.table.status import draw_status, status_spots
from tabletop.games.winds_of_trade.table.words import END_WORDS, Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.layers import LayerCache, Part, draw_still
from tabletop.ui.spots import Spot, spot_at, tip_at, tip_for
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.focus import regions_first
from tabletop.ui.widgets.action_bar import ButtonSpec, bar_buttons, draw_bar, place_sentence
from tabletop.ui.widgets.base import is_press

BUTTON_GAP = 6
BUTTON_FONT = theme.Font("text_bold", 14)


def _label_fits(button: Button) -> bool:
    """Whether the button shows its label whole (as `Button.draw` makes room for it)."""
    room = button.rect.width - 12 - (min(button.rect.height - 10, 28) + 8 if button.icon else 0)
    return logical_width(button.label, button.font) * 1.04 <= room


def _without_cost(label: str) -> str:
    """"Trade (2 wind)" as "Trade", "Buy Spices: 4 gold" as "Buy Spices": where the bar is
    short at a larger text size, the cost stays in the button's tooltip, which always
    states it."""
    return label.split(" (")[0].split(": ")[0]


MARGIN = 8  # room around a cached layer for shadows and glows


@dataclass(frozen=True)
class Built:
    """What one build of the hit areas made besides them: the view and layout it was made
    for, the look and lit targets the drawing reads, the layer keys of the cached parts
    (each keyed by exactly what it draws, so a move repaints only what it changed), where
    the overlay's hit areas start, and the action bar."""

    view: WindsOfTradeView
    layout: TableLayout
    look: Look
    targets: dict[Key, Target]
    board: BoardKeys
    status: Hashable
    seats: tuple[Part, ...]
    overlay_from: int
    buttons: list[Button]
    button_specs: list[ButtonSpec]


class WindsOfTradeTable(AnimatedTable):
    motion: Motion

    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        content = getattr(host.game, "content", None)
        if not isinstance(content, WindsContent):
            raise TypeError("the Winds of Trade table needs Winds of Trade content")
        self.content = content
        self.words = Words(content)
        self.confirming: Target | None = None  # a click that asked "are you sure?"
        self.election_fold: bool | None = None
        """The viewer's own choice to fold or open the election box; None: folded exactly
        while they have no bid to make. Forgotten when the election ends."""
        self.pointer: tuple[float, float] | None = None
        self._built: Built | None = None
        self._layout: tuple[tuple, TableLayout] | None = None
        self._positions = [content.map.positions[s] for s in content.map.spots]
        self.layers = LayerCache(limit=64)     # the chart is one layer per island and route marker
        self.pictures = LayerCache(limit=2)    # ... all of them composed: see `draw_still`
        self.island_spots = IslandSpots()       # each island's hit areas, kept while it is unchanged

    # --- what the host reads --------------------------------------------------------------

    @property
    def view(self) -> WindsOfTradeView:
        return _own(self.host.view)

    def on_reset(self) -> None:
        self.motion.reset()
        self.confirming = None
        self.suggestion = None
        self.election_fold = None

    def on_events(self, events: list[Event]) -> None:
        view = self.view
        before = self._built.view if self._built is not None else None     # the position last laid out
        self.motion.play(events, self.layout(view), view, before)
        self.suggestion = None
        if view.phase != Phase.ELECTION:
            self.election_fold = None

    def faces_ahead(self) -> tuple[theme.Font, ...]:
        return FACES     # the election's and the recruit's panels

    def round_info(self) -> str:
        view = self.view
        if view.phase == Phase.OVER:
            return "Final position"
        n = self.words.numbers
        return f"Round {view.round} of {view.rounds} · upheavals {view.upheavals}/{n.revolt_at[view.players]}"

    def decision(self) -> str:
        broke = self.host.auto_passing
        if broke is not None and self.view.phase == Phase.ELECTION:
            return f"{{P{broke}}} has no gold to bid: passing for them"
        return choices.decision(self.view, self.words)

    # --- the hit areas ----------------------------------------------------------------------

    def layout(self, view: WindsOfTradeView | None = None) -> TableLayout:
        view = view or self.view
        key = (tuple(self.host.area), view.players)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, build_layout(self.host.area, view.players, self._positions))
        return self._layout[1]

    def choice_key(self) -> Hashable:
        """The question asked (a toss, a dismissal, ending a turn with wind left), the
        computer's advice (ringed, its button lit) and the ships under way (left out of
        their new harbour until they land)."""
        return self._question(), self.suggestion, frozenset(self.motion.sailing), self.election_folded()

    def election_folded(self) -> bool:
        """Whether the election box is folded away now (see `election_fold`)."""
        return self.election_fold if self.election_fold is not None else not self.legal()

    def build_spots(self, view: View) -> list[Spot]:
        view = _own(view)
        layout = self.layout(view)
        legal = self.legal()
        clickable = self._clickable(view)
        targets = choices.targets(clickable, self.words) if legal else {}
        advice = self.suggestion if self.suggestion in legal else None
        look = Look(tuple(self.host.seat(i).style for i in range(view.players)),
                    tuple(self.host.seat(i).name for i in range(view.players)), view.seat, frozenset(targets),
                    frozenset(key for key, target in targets.items() if advice in target.actions),
                    frozenset(self.motion.sailing))
        words = self.words
        keys = board_keys(view, look, words)
        spots = board_spots(layout, view, look, targets, words, keys, self.island_spots)
        if layout.status is not None:
            spots += status_spots(layout.status, view, look, targets, words)
        for seat, panel in enumerate(layout.seats):
            spots += seat_spots(panel, view, seat, look, targets, words)
        overlay_from = len(spots)
        spots += overlay_spots(layout, view, look, targets, words, self.election_folded())
        specs = self._button_specs(clickable)
        buttons = self._bar(specs, layout)
        if not all(_label_fits(button) for button in buttons):   # a larger text size: the costs go to the tips
            specs = [replace(spec, label=_without_cost(spec.label), sized_as=_without_cost(spec.sized_as))
                     for spec in specs]
            buttons = self._bar(specs, layout)
        for button, spec in zip(buttons, specs):
            button.selected = advice is not None and advice in spec.actions
        self._built = Built(view, layout, look, targets, keys,
                            ("status", (self.layers.version(view), look.key())),
                            tuple(Part(("seat", seat_key(view, seat, look))) for seat in range(len(layout.seats))),
                            overlay_from, buttons, specs)
        return spots

    def _bar(self, specs: list[ButtonSpec], layout: TableLayout) -> list[Button]:
        return bar_buttons(specs, layout.bar, BUTTON_FONT, self._press, widths=(84, 190), padding=(50, 24),
                           inset=3, gap=BUTTON_GAP, pointer=self.pointer, say=self.host.say)

    def _built_now(self) -> Built:
        """The build for the table as it is now (made if anything it depends on changed)."""
        self.spots()
        assert self._built is not None, "spots() builds"
        return self._built

    @property
    def buttons(self) -> list[Button]:
        return self._built_now().buttons

    @property
    def button_specs(self) -> list[ButtonSpec]:
        return self._built_now().button_specs

    def targets(self) -> dict[Key, Target]:
        """The lit things, by key, and what a click on each does."""
        return self._built_now().targets

    def _clickable(self, view: WindsOfTradeView) -> WindsOfTradeView:
        """The view with its legal moves narrowed to what the host lets be clicked: the
        same list in a game, the one expected move in a tutorial, so only that is lit."""
        legal = self.legal()
        return view if view.legal == legal else replace(view, legal=legal)

    def _question(self) -> Target | None:
        """The question asked, while its move is still to be made."""
        confirming = self.confirming
        if confirming is not None and all(a in self.legal() for a in confirming.actions[:1]):
            return confirming
        return None

    def _button_specs(self, clickable: WindsOfTradeView) -> list[ButtonSpec]:
        question = self._question()
        if question is not None:
            # Yes rightmost, where the election's Pass sits: a turn's last click is often
            # the one that opens the election, and a second click must not land on a bid.
            return [ButtonSpec("Keep it", "Change nothing.", command="unconfirm", style="quiet", icon="cancel"),
                    ButtonSpec("Yes", question.confirm or "", question.actions, style="danger", icon="check-mark")]
        return choices.buttons(clickable, self.words) if self.legal() else []

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks now to make `action` (a tutorial spotlights it, its check
        clicks it): the lit thing that plays it (an island, goods on a track, the locals, a
        candidate...), else its button on the bar. Where a click asks first (tossing a
        good, ending a turn with wind left), this names the question's Yes once it is up;
        a question about another move is called off first (Keep it)."""
        if action not in self.legal():
            return None
        spots = self.spots()
        question = self._question()
        if question is not None:
            answer = question.actions[:1] == (action,)
            return self._button_rect(lambda spec: bool(spec.actions) == answer)
        for spot in reversed(spots):
            target = spot.data.get("target")
            if target is not None and target.actions[:1] == (action,):
                return [pygame.FRect(spot.rect)]
        return self._button_rect(lambda spec: spec.actions[:1] == (action,))

    def action_at(self, pos: tuple[float, float]) -> Action | None:
        """An enabled button's move (the bar lies over the chart), else the lit thing's,
        whether it plays at once or asks first (a toss, ending a turn with wind left)."""
        built = self._built_now()
        for button, spec in zip(built.buttons, built.button_specs):
            if button.contains(pos):
                return spec.actions[0] if button.enabled and spec.actions else None
        for spot in reversed(self.spots()):
            target = spot.data.get("target")
            if target is not None and target.actions and spot.contains(pos):
                return target.actions[0]
        return None

    def shows_at(self, pos: tuple[float, float]) -> bool:
        """The election box's Fold / Open."""
        return spot_at(self.spots(), pos, "fold") is not None

    def _button_rect(self, wanted: Callable[[ButtonSpec], bool]) -> list[pygame.FRect] | None:
        built = self._built_now()
        for button, spec in zip(built.buttons, built.button_specs):
            if button.enabled and wanted(spec):
                return [pygame.FRect(button.rect)]
        return None

    # --- events ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and event.type == pygame.MOUSEMOTION:
            self.pointer = pos
        for button in list(self.buttons):
            if button.handle_event(event):
                return True
        if is_press(event):
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3 and self.confirming:
            self.confirming = None           # right click calls the question off
            return True
        return False

    def _click(self, pos: tuple[float, float]) -> bool:
        """A click on a lit thing plays its move, or asks first where the move loses something;
        the election box's Fold / Open folds it or opens it."""
        spots = self.spots()
        if spot_at(spots, pos, "fold") is not None:
            self.election_fold = not self.election_folded()
            return True
        for spot in reversed(spots):
            target = spot.data.get("target")
            if target is None or not spot.contains(pos):
                continue
            if spot.action is not None:
                self._play((spot.action,))
            else:
                self.confirming = target
            return True
        return False

    def _press(self, spec: ButtonSpec) -> None:
        if spec.command == "unconfirm":
            self.confirming = None
        elif spec.confirm:
            self.confirming = Target(spec.actions, spec.confirm)
        else:
            self._play(spec.actions)

    def _play(self, actions: tuple[Action, ...]) -> None:
        """Submit `actions` in order: only legal moves are lit or enabled, so the host (the
        controller) is the one to check them."""
        self.confirming = None
        for action in actions:
            self.host.submit(action)

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        if self.confirming is not None and self._question() is None:
            self.confirming = None           # its move was made, or cannot be made any more

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        spots = self.spots()
        built = self._built
        assert built is not None, "spots() builds"
        view, layout, look, words = built.view, built.layout, built.look, self.words
        # The chart's parts (each island, the sea, the route markers), the status board and
        # the panels are cached pictures: the chart alone is hundreds of shapes. They are
        # painted with nothing hovered; the glow under the pointer goes over them.
        # They are composed into one still picture, blitted whole while none of them changes.
        colours = tuple(self.host.seat(seat).colour_index for seat in range(len(layout.seats)))
        draw_still(self.pictures, canvas, (built.board, built.status, built.seats, colours), self.host.area,
                   lambda layer: self._draw_parts(layer, built, colours))
        hovered = self._hovered()
        draw_hover(canvas, spots[:built.overlay_from], hovered)
        draw_overlay(canvas, layout, view, look, words, hovered, self.election_folded())
        draw_bar(canvas, layout.bar, self._bar_text(view), built.buttons)
        self.motion.draw(canvas, list(look.styles), words)

    def _draw_parts(self, canvas: Canvas, built: Built, colours: tuple[int, ...]) -> None:
        """The chart, the status board and the seats' panels, each from its cached layer."""
        view, layout, look, words = built.view, built.layout, built.look, self.words
        draw_board(canvas, self.layers, built.board, layout, view, look, words)
        status = layout.status
        if status is not None:
            self.layers.draw(canvas, built.status, status.rect, MARGIN,
                             lambda layer: draw_status(layer, status, view, look, words))
        for seat, panel in enumerate(layout.seats):
            self.layers.draw(canvas, (built.seats[seat], colours[seat]), panel.rect, MARGIN,
                             _seat_painter(panel, view, seat, colours[seat], look, words))

    def _hovered(self) -> Key | None:
        """The key of the lit thing under the pointer, if any."""
        if self.pointer is None:
            return None
        for spot in reversed(self.spots()):
            if spot.data.get("target") is not None and spot.contains(self.pointer):
                return spot.data["key"]
        return None

    def drawn_over(self, canvas: Canvas) -> list[pygame.FRect]:
        self.spots()
        built = self._built
        assert built is not None, "spots() builds"
        place = place_sentence(canvas, built.layout.bar, self._bar_text(built.view), built.buttons)
        return [place.tab] if place is not None and place.tab is not None else []

    def _bar_text(self, view: WindsOfTradeView) -> str:
        """The line beside the buttons: the question asked, or what the moment is."""
        question = self._question()
        if question is not None:
            return question.confirm or ""
        if view.phase == Phase.OVER:
            names = " and ".join(self.host.seat(w).name for w in view.winners)
            return f"{END_WORDS.get(view.end or '', 'The end')}: {names} win{'s' if len(view.winners) == 1 else ''}."
        if not self.legal():
            if self.host.auto_passing is not None and view.phase == Phase.ELECTION:
                return self.host.names(f"{{P{self.host.auto_passing}}} has no gold to bid: passing for them.")
            return self.host.names(f"{{P{view.to_act}}}'s move.") if view.to_act is not None else ""
        preview = self._preview()
        if preview:
            return preview
        if view.phase == Phase.PLACE:
            return "Click a lit island to place your ship."
        if view.phase == Phase.RECRUIT:
            return "Keep one advisor."
        assert view.seat is not None, "a spectator has no moves"
        if view.phase == Phase.ELECTION:
            return f"{view.seats[view.seat].gold} gold"
        if view.phase == Phase.TRADE:
            return "Click lit goods" if choices.can_trade(view) else "Nothing more to buy or sell here"
        wind = view.seats[view.seat].wind
        claim = any(a.kind == "claim" for a in self.legal())
        return f"Wind {wind}" + (" · a superiority is yours to claim (lit)" if claim else "")

    def _preview(self) -> str:
        """What a click on the lit thing under the pointer would do, with its price (the
        first sentence of its explanation), so a cost is seen before the click."""
        if self.pointer is None:
            return ""
        for spot in reversed(self.spots()):
            if spot.data.get("target") is not None and spot.contains(self.pointer):
                return (spot.tip or "").split(". ")[0].rstrip(".")
        return ""

    def keyboard_order(self, targets: list[pygame.FRect]) -> list[pygame.FRect]:
        """The chart as a page is read (its islands, a panel over it), then the seats."""
        return regions_first(targets, [(self.layout().chart, None)])

    def key_buttons(self) -> list[Button]:
        return list(self.buttons)

    def key_extras(self) -> list[pygame.FRect]:
        """The election box's Fold / Open: a click folds it away or opens it again."""
        return [spot.rect for spot in self.spots() if spot.kind == "fold"]

    def tooltip_for(self, rect: pygame.FRect) -> str | None:
        """The focused thing's own tip: an island's, not the buy slot over its centre."""
        return tip_for(self.buttons, self.spots(), rect)

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        return tip_at(self.buttons, self.spots(), pos)


def _seat_painter(panel: SeatPanel, view: WindsOfTradeView, seat: int, colour: int, look: Look,
                  words: Words) -> Callable[[Canvas], None]:
    return lambda layer: draw_seat(layer, panel, view, seat, colour, look, words)


def _own(view: View) -> WindsOfTradeView:
    if not isinstance(view, WindsOfTradeView):
        raise TypeError("the Winds of Trade table draws Winds of Trade views only")
    return view
