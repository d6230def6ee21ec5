"""The Winds of Trade table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `WindsOfTradeView`, the legal actions and the
public content (island cards, advisors, upgrades, names, colours, pictures) — and
answers with `host.submit(action)`. Sailing is a click on a lit island, trading a click
on goods on the tracks, swaying a click on the locals; the election and a recruit are
panels over the chart; what has nothing to point at is a button of the action bar.
What can be clicked is exactly what the host allows (every legal move, or the one a
tutorial expects; `clicks_for` says where it is), framed in brass and glowing under the
pointer; tossing a good or dismissing an advisor asks first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import WindsContent
from tabletop.games.winds_of_trade.phases import Phase
import tabletop.games.winds_of_trade.table.choices as choices
from tabletop.games.winds_of_trade.table.board import BoardKeys, board_keys, draw_board
from tabletop.games.winds_of_trade.table.choices import Key, Target
from tabletop.games.winds_of_trade.table.layout import TableLayout, build_layout
from tabletop.games.winds_of_trade.table.look import Look, draw_hover
from tabletop.games.winds_of_trade.table.motion import Motion
from tabletop.games.winds_of_trade.table.overlay import draw_overlay
from tabletop.games.winds_of_trade.table.seats import draw_seat, seat_key
from tabletop.games.winds_of_trade.table.status import draw_status
from tabletop.games.winds_of_trade.table.words import END_WORDS, Words
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache, Part
from tabletop.ui.spots import Spot, target_at, tip_at
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.action_bar import ButtonSpec, bar_buttons, draw_bar
from tabletop.ui.widgets.base import is_press

BUTTON_GAP = 6
BUTTON_FONT = theme.Font("text_bold", 14)


MARGIN = 8  # room around a cached layer for shadows and glows


class WindsOfTradeTable(AnimatedTable):
    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        content = host.game.content
        if not isinstance(content, WindsContent):
            raise TypeError("the Winds of Trade table needs Winds of Trade content")
        self.content = content
        self.words = Words(content)
        self.confirming: Target | None = None  # a click that asked "are you sure?"
        self.pointer: tuple[float, float] | None = None
        self.buttons: list[Button] = []
        self.button_specs: list[ButtonSpec] = []
        self._button_key: tuple | None = None
        self._spots: list[Spot] = []
        self._layout: tuple[tuple, TableLayout] | None = None
        self._shown: WindsOfTradeView | None = None
        self._positions = [content.map.positions[s] for s in content.map.spots]
        self.layers = LayerCache(limit=64)     # the chart is one layer per island and route marker
        # the chart's and the panels' layer keys, worked out once per view and look
        self._keys: tuple[tuple, BoardKeys, tuple[Part, ...]] | None = None

    # --- what the host reads --------------------------------------------------------------

    @property
    def view(self) -> WindsOfTradeView:
        view = self.host.view
        if not isinstance(view, WindsOfTradeView):
            raise TypeError("the Winds of Trade table draws Winds of Trade views only")
        return view

    def on_reset(self) -> None:
        self.motion.reset()
        self.confirming = None
        self.suggestion = None

    def on_events(self, events: list[Event]) -> None:
        view = self.view
        self.motion.play(events, self.layout(view), view, self._shown)
        self.suggestion = None

    def round_info(self) -> str:
        view = self.view
        if view.phase == Phase.OVER:
            return "Final position"
        n = self.words.numbers
        return f"Round {view.round} of {view.rounds} · upheavals {view.upheavals}/{n.revolt_at[view.players]}"

    def decision(self) -> str:
        return choices.decision(self.view, self.words)

    # --- layout and choices ---------------------------------------------------------------

    def layout(self, view: WindsOfTradeView | None = None) -> TableLayout:
        view = view or self.view
        key = (tuple(self.host.area), view.players)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, build_layout(self.host.area, view.players, self._positions))
        return self._layout[1]

    def targets(self) -> dict[Key, Target]:
        if not self.legal():
            return {}
        return choices.targets(self._clickable(), self.words)

    def _clickable(self) -> WindsOfTradeView:
        """The view with its legal moves narrowed to what the host lets be clicked: the
        same list in a game, the one expected move in a tutorial, so only that is lit."""
        view, legal = self.view, self.legal()
        return view if view.legal == legal else replace(view, legal=legal)

    def _sync(self) -> None:
        """Drop a question that no longer applies; rebuild the bar when the choice changes."""
        legal = self.legal()
        if self.confirming is not None and not all(a in legal for a in self.confirming.actions[:1]):
            self.confirming = None
        key = (legal, self.confirming, tuple(self.host.area), self.view.steps)
        if key != self._button_key:
            self._button_key = key
            self._build_buttons()

    def _build_buttons(self) -> None:
        if self.confirming is not None:
            # Yes rightmost, where the election's Pass sits: a turn's last click is often
            # the one that opens the election, and a second click must not land on a bid.
            specs = [ButtonSpec("Keep it", "Change nothing.", command="unconfirm", style="quiet", icon="cancel"),
                     ButtonSpec("Yes", self.confirming.confirm or "", self.confirming.actions, style="danger",
                                icon="check-mark")]
        else:
            specs = choices.buttons(self._clickable(), self.words) if self.legal() else []
        self.button_specs = specs
        self.buttons = bar_buttons(specs, self.layout().bar, BUTTON_FONT, self._press, widths=(84, 190),
                                   padding=(50, 24), inset=3, gap=BUTTON_GAP, pointer=self.pointer,
                                   say=self.host.say)

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks now to make `action` (a tutorial spotlights it, its check
        clicks it): the lit thing that plays it (an island, goods on a track, the locals, a
        candidate...), else its button on the bar. Where a click asks first (tossing a
        good, ending a turn with wind left), this names the question's Yes once it is up;
        a question about another move is called off first (Keep it)."""
        if action not in self.legal():
            return None
        self._sync()
        if self.confirming is not None:
            answer = self.confirming.actions[:1] == (action,)
            return self._button_rect(lambda spec: bool(spec.actions) == answer)
        for spot in reversed(self._spots):
            target = spot.data.get("target")
            if target is not None and target.actions[:1] == (action,):
                return [pygame.FRect(spot.rect)]
        return self._button_rect(lambda spec: spec.actions[:1] == (action,))

    def _button_rect(self, wanted: Callable[[ButtonSpec], bool]) -> list[pygame.FRect] | None:
        for button, spec in zip(self.buttons, self.button_specs):
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
        hit = target_at(self._spots, pos)
        if hit is None:
            return False
        _, target = hit
        if target.confirm:
            self.confirming = target
            return True
        self._play(target.actions)
        return True

    def _press(self, spec: ButtonSpec) -> None:
        if spec.command == "unconfirm":
            self.confirming = None
        elif spec.confirm:
            self.confirming = Target(spec.actions, spec.confirm)
        else:
            self._play(spec.actions)

    def _play(self, actions: tuple[Action, ...]) -> None:
        """Submit `actions` in order; each must be legal when its turn comes."""
        self.confirming = None
        for action in actions:
            if action not in self.legal():
                return
            self.host.submit(action)

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        self._sync()

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        view = self.view
        layout = self.layout(view)
        self._sync()
        targets = self.targets()
        styles = [self.host.seat(i).style for i in range(view.players)]
        names = [self.host.seat(i).name for i in range(view.players)]
        look = Look(styles, names, view.seat, targets, None, self._suggested(targets), set(self.motion.sailing))
        # The chart's parts (each island, the sea, the route markers), the status board and
        # the panels are cached pictures: the chart alone is hundreds of shapes. The parts
        # and panels are keyed by what each draws, so a move repaints only what it changed.
        # They are painted with nothing hovered; the glow under the pointer goes over them.
        drawn = (self.layers.version(view), look.key())
        if self._keys is None or self._keys[0] != drawn:
            seat_keys = tuple(Part(("seat", seat_key(view, seat, look))) for seat in range(len(layout.seats)))
            self._keys = (drawn, board_keys(view, look, self.words), seat_keys)
        _, chart_parts, seat_parts = self._keys
        spots = draw_board(canvas, self.layers, chart_parts, layout, view, look, self.words)
        if layout.status is not None:
            status = layout.status
            spots += self.layers.draw(canvas, ("status", drawn), status.rect, MARGIN,
                                      lambda layer: draw_status(layer, status, view, look, self.words))
        for seat, panel in enumerate(layout.seats):
            colour = self.host.seat(seat).colour_index
            spots += self.layers.draw(canvas, (seat_parts[seat], colour), panel.rect, MARGIN,
                                      lambda layer, panel=panel, seat=seat, colour=colour:
                                      draw_seat(layer, panel, view, seat, colour, look, self.words))
        look.hovered = self._hovered(targets)
        draw_hover(canvas, spots, look.hovered)
        spots += draw_overlay(canvas, layout, view, look, self.words)
        self._spots = spots
        draw_bar(canvas, layout.bar, self._bar_text(view), self.buttons)
        self.motion.draw(canvas, styles, self.words)
        self._shown = view

    def _hovered(self, targets: dict[Key, Target]) -> Key | None:
        if self.pointer is None:
            return None
        hit = target_at(self._spots, self.pointer)
        return hit[0] if hit is not None and hit[0] in targets else None

    def _suggested(self, targets: dict[Key, Target]) -> set[Key]:
        """The things the computer's advice would click (brass-ringed, never played)."""
        action = self.suggestion
        if action is None or action not in self.legal():
            for button in self.buttons:
                button.selected = False
            return set()
        for button, spec in zip(self.buttons, self.button_specs):
            button.selected = action in spec.actions
        return {key for key, target in targets.items() if action in target.actions}

    def _bar_text(self, view: WindsOfTradeView) -> str:
        """The line beside the buttons: the question asked, or what the moment is."""
        if self.confirming is not None:
            return self.confirming.confirm or ""
        if view.phase == Phase.OVER:
            names = " and ".join(self.host.seat(w).name for w in view.winners)
            return f"{END_WORDS.get(view.end or '', 'The end')}: {names} win{'s' if len(view.winners) == 1 else ''}."
        if not self.legal():
            return self.host.names(f"{{P{view.to_act}}}'s move.") if view.to_act is not None else ""
        preview = self._preview()
        if preview:
            return preview
        if view.phase == Phase.PLACE:
            return "Click a lit island to place your ship."
        if view.phase == Phase.RECRUIT:
            return "Keep one advisor."
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
        for spot in reversed(self._spots):
            if spot.data.get("target") is not None and spot.contains(self.pointer):
                return (spot.tip or "").split(". ")[0].rstrip(".")
        return ""

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        return tip_at(self.buttons, self._spots, pos)
