"""The Pirates' Gold table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `PiratesGoldView`, the legal actions
and the game's public content — and answers with `host.submit(action)`. Sailing: the
cells `Game.reachable(view)` lists light up and the route previews under the pointer;
a click sails. Cards: a lit card in hand is clicked, then any choice it needs (a lit
cell, or a button naming a player or a direction). Everything else — pass, stay, keep,
the wind, what to toss — is a button in the bar along the bottom, which also says who
has the word. Only what is in `host.legal` ever lights up.

The path runs one way: `build_spots` lays out the hit areas — every cell of the chart
(a lit one carrying its action), the ships, the rose, the seats' rows, the hand's cards,
the bar and its buttons, the cards being answered — when the view, the legal actions,
the area or `choice_key` change; hover, clicks, tooltips and tutorials read them, and
`draw` reads them with the view and the animations and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import View
from tabletop.games.pirates_gold.game import PiratesGoldGame
from tabletop.games.pirates_gold.model import PiratesGoldContent
from tabletop.games.pirates_gold.phases import Phase
import tabletop.games.pirates_gold.table.board as board
import tabletop.games.pirates_gold.table.choices as choices
import tabletop.games.pirates_gold.table.counter_window as counter_window
import tabletop.games.pirates_gold.table.pieces as pieces
import tabletop.games.pirates_gold.table.seats as seats
import tabletop.games.pirates_gold.table.status as status
from tabletop.games.pirates_gold.table.choices import BACK, Cell, Step
from tabletop.games.pirates_gold.table.layout import TableLayout, build_layout
from tabletop.games.pirates_gold.table.motion import Motion, draw_coins
from tabletop.games.pirates_gold.table.pictures import Pictures
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.spots import Spot, spot_at, tip_at, tip_for
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.focus import left_to_right, regions_first
from tabletop.ui.widgets.base import is_press

SEAT_MARGIN = 8
"""Room around a seat's row in its cached layer, for the shadow drawn below and right of it."""


class PiratesGoldTable(AnimatedTable):
    motion: Motion

    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        game = host.game
        if not isinstance(game, PiratesGoldGame):
            raise TypeError("the Pirates' Gold table needs the Pirates' Gold game")
        self.game = game
        self.content: PiratesGoldContent = game.content
        self.board = game.board
        self.words = Words(self.content)
        self.pictures = Pictures()                  # the chart and ducats, the hand, the bar's words
        self.seat_layers = LayerCache(limit=8)      # a row per seat, painted again when the view changes
        self.rose_layer = LayerCache(limit=2)       # the rose between rolls: see `_draw_rose`
        self.chart_cells = board.ChartCells()        # the cells' hit areas and tips, between moves
        self.selected: str | None = None         # the card chosen, waiting for its choices
        self.prefix: tuple = ()                  # the choices made for it so far
        self.pointer: tuple[float, float] | None = None
        self._shown: PiratesGoldView | None = None   # the view on screen before a move's events arrive
        self._order_from: int | None = None      # whose row comes first

    # --- what the host reads --------------------------------------------------------------

    @property
    def view(self) -> PiratesGoldView:
        view = self.host.view
        if not isinstance(view, PiratesGoldView):
            raise TypeError("the Pirates' Gold table draws Pirates' Gold views only")
        return view

    def on_reset(self) -> None:
        self.suggestion = None
        self.motion.reset()
        self._clear_choice()

    def names(self) -> list[str]:
        return [self.host.seat(i).name for i in range(self.view.players)]

    def situation(self, view: PiratesGoldView | None = None) -> status.Situation:
        """What the words of the bar and the top bar describe: `view` (default: the one
        shown now), what the viewer may do, the card chosen, whom the table passes for."""
        return status.Situation(view or self.view, self.legal(), self.words, self.names(), self.selected, self.prefix,
                                self.step(), getattr(self.host, "auto_passing", None))

    def round_info(self) -> str:
        return status.round_info(self.view)

    def decision(self) -> str:
        return status.decision(self.situation())

    def bar_text(self, view: PiratesGoldView) -> tuple[str, str]:
        """The action bar's two lines for `view`: what is happening, and how to take part."""
        return status.bar_text(self.situation(view))

    # --- layout ---------------------------------------------------------------------------

    def layout(self, view: PiratesGoldView) -> TableLayout:
        """The rows start with the viewer's; while nobody's view is shown (the table
        passing for someone) they keep the last person's order, so they do not jump
        about in between."""
        first = view.seat if view.seat is not None else self._order_from
        return build_layout(self.host.area, view.players, first, self.board.height, self.board.width)

    # --- the half-made choice ---------------------------------------------------------------

    def step(self) -> Step | None:
        """What the chosen card asks for next (None: no card chosen)."""
        if self.selected is None:
            return None
        return choices.next_step(choices.plays_of(self.legal(), self.selected), self.prefix)

    def card_actions(self) -> dict[str, str | Action]:
        return choices.card_actions(self.legal())

    def choice_key(self) -> Hashable:
        """What of the table's own the hit areas show: the card chosen and its choices so
        far, whose row comes first, whom auto-pass is on for (the toggles' tips), and the
        computer's advice (its button is framed)."""
        auto = tuple(self.host.auto_pass_on(seat.index) for seat in self.host.seats)
        return self.selected, self.prefix, self._order_from, auto, self.suggestion

    # --- hit areas --------------------------------------------------------------------------

    def build_spots(self, view: View) -> list[Spot]:
        """Every hit area of `view`, topmost last: the chart's cells, the ships, the rose,
        the seats' rows, the hand, the bar and, over the chart, the cards being answered;
        the bar's buttons last, as `Spot`s holding their `Button`."""
        assert isinstance(view, PiratesGoldView)
        layout = self.layout(view)
        legal = self.legal()
        names = self.names()
        step = self.step()
        lit = choices.lit_cells(legal, self.selected, self.prefix, step, self.game.reachable(view))
        spots = board.cell_spots(self.chart_cells, view, layout, self.board, self.words, names, lit)
        spots += board.ship_spots(view, layout, self.board, names)
        spots += pieces.rose_spots(layout.rose, view, self.words, status.extra_steps(view, self.content))
        for seat, rect in layout.seats.items():
            spots += seats.seat_spots(rect, view, seat, self._seat_look(view, seat), self.words)
        viewer = names[view.seat] if view.seat is not None else ""
        spots += seats.hand_spots(layout, view, viewer, self.words, legal, self.selected)
        spots.append(Spot(status.bar_tip_rect(layout.bar), "bar", status.phase_tip(view)))
        if view.phase == Phase.WINDOW and legal:
            marks = board.stack_marks(view, self.game.sea, self.words)
            spots += counter_window.stack_spots(view, layout, marks, self.words, names)
        spots += self._button_spots(view, layout, legal, step, names)
        return spots

    def _button_spots(self, view: PiratesGoldView, layout: TableLayout, legal: tuple[Action, ...],
                      step: Step | None, names: list[str]) -> list[Spot]:
        """The bar's buttons: exactly the choices open to the viewer now."""
        wanted = choices.bar_buttons(view, legal, self.selected, step, self.words, names if legal else [])
        spots = []
        for want, rect in zip(wanted, choices.button_rects(wanted, layout.bar)):
            handler: Callable[[], None]
            if want.action is not None:
                handler = partial(self._submit, want.action)
            elif want.pick == BACK:
                handler = self._clear_choice
            else:
                handler = partial(self._pick, want.pick)
            button = Button(rect, want.label, handler, style=want.style, tooltip=want.tip,
                            selected=self.suggestion is not None and want.action == self.suggestion)
            spots.append(Spot(rect, "button", want.tip, {"button": button, "pick": want.pick}, want.action))
        return spots

    def _button_spots_now(self) -> list[Spot]:
        return [spot for spot in self.spots() if spot.kind == "button"]

    @property
    def buttons(self) -> list[Button]:
        return [spot.data["button"] for spot in self._button_spots_now()]

    @property
    def button_actions(self) -> list[Action | None]:
        return [spot.action for spot in self._button_spots_now()]

    @property
    def button_picks(self) -> list[object]:
        """Per button: its action, a follow-up value (a player, a direction), or BACK."""
        return [spot.data["pick"] for spot in self._button_spots_now()]

    def lit_cells(self) -> dict[Cell, Action]:
        """Cells a click would act on now, with the action it makes (the cell spots carry
        the same), in the order the rules list them."""
        return choices.lit_cells(self.legal(), self.selected, self.prefix, self.step(), self.game.reachable(self.view))

    def stack_marks(self, view: PiratesGoldView) -> list[board.Mark]:
        return board.stack_marks(view, self.game.sea, self.words)

    def play_marks(self, view: PiratesGoldView, seat: int, card_id: str, args: tuple) -> list[board.Mark]:
        return board.play_marks(view, seat, card_id, args, self.game.sea, self.words)

    def _seat_look(self, view: PiratesGoldView, seat: int) -> seats.SeatLook:
        info = self.host.seat(seat)
        return seats.seat_look(view, seat, info, self.host.auto_pass_on(seat) if info.is_human else None,
                               self.words.win_value(view.players))

    # --- where to click (tutorials) ---------------------------------------------------------

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks, in order, to make `action` (the tutorial spotlights the
        first): its button in the bar (pass, stay, keep, the wind, a toss, Counter Magic);
        a cell of the chart to sail; a card in hand to discard or swap; for a card to
        play, the card and then each choice it still needs (a lit cell, or the button of
        a player or a direction). While another card is half chosen, Back comes first."""
        view = self.view
        if view.seat is None or action not in self.legal():
            return None
        if self.selected is not None:
            args = tuple(action.args[1:])
            if action.kind == "play" and action.args[0] == self.selected and args[:len(self.prefix)] == self.prefix:
                return self._choice_clicks(args[len(self.prefix):])
            return self._button_picking(BACK)
        for spot in self._button_spots_now():
            if spot.action == action:
                return [pygame.FRect(spot.rect)]
        if action.kind == "sail":
            return [self._cell_rect(action.args)]
        if action.kind not in ("play", "discard", "swap"):
            return None
        card_id, args = action.args[0], tuple(action.args[1:])
        card = self._card_rect(card_id)
        if card is None:
            return None
        step = choices.next_step(choices.plays_of(self.legal(), card_id), ()) if action.kind == "play" else None
        if step is not None and step.kind == "cell":
            return [card, self._cell_rect(args[:2])]
        return [card]

    def focus_rect(self, name: str) -> pygame.FRect | None:
        """The part of the table a tutorial note is about: chart, wind (the rose and the
        dice), rows (every pirate's row), my row, hand, home (the viewer's home port)."""
        view = self.view
        layout = self.layout(view)
        own = view.seat if view.seat is not None else 0
        if name == "chart":
            return pygame.FRect(layout.board)
        if name == "wind":
            return pygame.FRect(layout.rose)
        if name == "rows":
            rows = list(layout.seats.values())
            return rows[0].unionall(rows)
        if name == "my row":
            return pygame.FRect(layout.seats[own])
        if name == "hand":
            return pygame.FRect(layout.hand)
        if name == "home":
            return self._cell_rect(self.board.rc(self.board.ports[own]))
        return None

    def _choice_clicks(self, rest: tuple) -> list[pygame.FRect] | None:
        """The click that makes the chosen card's next choice: a cell, or a button."""
        step = self.step()
        if step is None or not rest:
            return None
        if step.kind == "cell":
            return [self._cell_rect((rest[0], rest[1]))]
        return self._button_picking(rest[0])

    def _button_picking(self, pick: object) -> list[pygame.FRect] | None:
        for spot in self._button_spots_now():
            if spot.data["pick"] == pick:
                return [pygame.FRect(spot.rect)]
        return None

    def _cell_rect(self, rc: tuple) -> pygame.FRect:
        return self.layout(self.view).cell_rect(rc[0], rc[1])

    def _card_rect(self, card_id: str) -> pygame.FRect | None:
        for spot in self.spots():
            if spot.kind == "card" and spot.data["card"] == card_id:
                return pygame.FRect(spot.rect)
        return None

    # --- input ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and event.type == pygame.MOUSEMOTION:
            self.pointer = pos
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3 and self.selected:
            self._clear_choice()
            return True
        if is_press(event):
            return self._press(event.pos)
        return False

    def _press(self, pos: tuple[float, float]) -> bool:
        self.pointer = pos
        spots = self.spots()
        spot = spot_at(spots, pos, "toggle")
        if spot is not None:
            seat = spot.data["seat"]
            self.host.set_auto_pass(seat, not self.host.auto_pass_on(seat))
            return True
        if spot_at(spots, pos, "look") is not None:
            self.host.look()
            return True
        spot = spot_at(spots, pos, "card")
        if spot is not None:
            card_id = spot.data["card"]
            if spot.action is not None:
                self._submit(spot.action)
            elif spot.data["choose"]:
                self._choose_card(card_id)
            elif self.legal() and (why := self.words.why_not(self.view, card_id)):
                self.host.say(why)
            return True
        spot = spot_at(spots, pos, "cell")
        if spot is not None:
            if spot.action is not None:
                self._submit(spot.action)
            return True
        return False

    def _choose_card(self, card_id: str) -> None:
        """Choose a card that asks for more (a second click puts it back)."""
        if self.selected == card_id:
            self._clear_choice()
        else:
            self.selected, self.prefix = card_id, ()

    def _pick(self, value: object) -> None:
        """A follow-up button (a player, a direction) for the chosen card."""
        step = self.step()
        if self.selected is None or step is None:
            return
        self.prefix = self.prefix + step.options[value]
        action = choices.complete(self.selected, choices.plays_of(self.legal(), self.selected), self.prefix)
        if action is not None:
            self._submit(action)

    def _clear_choice(self) -> None:
        self.selected, self.prefix = None, ()

    def _submit(self, action: Action) -> None:
        """Play a lit target's action: only legal actions become targets."""
        self._clear_choice()
        self.host.submit(action)

    # --- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Advance the animations; drop a chosen card that may no longer be played; note
        the view on screen (a move's animations start from it) and whose row comes first."""
        self.motion.update(dt, self.host.animation_speed)
        if self.selected and self.selected not in choices.playable_cards(self.legal()):
            self._clear_choice()
        view = self.view
        self._shown = view
        if view.seat is not None:
            self._order_from = view.seat

    def on_events(self, events: list[Event]) -> None:
        self.motion.play(events, self._shown, self.board.rc)
        self.suggestion = None
        self._clear_choice()

    # --- drawing --------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        view = self.view
        layout = self.layout(view)
        spots = self.spots()
        players = [self.host.seat(i) for i in range(view.players)]
        styles = [seat.style for seat in players]
        ports = [styles[i] if i < view.players else None for i in range(len(self.board.ports))]
        self.pictures.draw_board(canvas, self.host.area, layout, self.board, ports, view.spots)
        busy = self.motion.busy
        lit = {} if busy else self.lit_cells()
        pointed = spot_at(spots, self.pointer, "cell") if self.pointer else None
        hovered = pointed.data["cell"] if pointed is not None else None
        board.draw_lit(canvas, layout, list(lit), hovered if hovered in lit else None, edges=False)
        if hovered in lit and lit[hovered].kind == "sail":
            path = self.game.reachable(view).get(hovered, [])
            board.draw_path(canvas, layout, self.board.rc(view.ships[view.active]), path)
        preview = self._preview_marks(view)
        window = self.stack_marks(view) if view.phase == Phase.WINDOW and self.legal() else None
        board.draw_ships(canvas, view, layout, self.board, styles, self.motion.sailing(), preview + (window or []))
        board.draw_lit(canvas, layout, list(lit), hovered if hovered in lit else None, edges=True)
        board.draw_marks(canvas, view, layout, self.board, preview, styles)
        self._draw_rose(canvas, view, layout)
        version = self.seat_layers.version(view)
        for seat, rect in layout.seats.items():
            look = self._seat_look(view, seat)
            self.seat_layers.draw(canvas, (seat, version, look.key()), rect, SEAT_MARGIN,
                                  partial(seats.draw_seat, rect=rect, view=view, seat=seat, look=look, words=self.words),
                                  exact=True)
        situation = self.situation()
        card = spot_at(spots, self.pointer, "card") if self.pointer else None
        hovered = card.data["index"] if card is not None else None
        if self.pointer and spot_at(spots, self.pointer, "look") is not None:
            hovered = 0     # a face-down hand is one thing to click
        self.pictures.draw_hand(canvas, layout, view, self.names()[view.seat] if view.seat is not None else "",
                                self.words, status.hand_hint(situation), self.legal(), self.selected, hovered, busy)
        title, detail = status.bar_text(situation)
        self.pictures.draw_bar(canvas, layout.bar, bool(self.legal()), self.host.names(title), self.host.names(detail),
                               self.buttons)
        if window is not None:
            counter_window.draw_window(canvas, view, layout, self.board, window, self.words, players)
        draw_coins(canvas, self.motion, layout, self.content.numbers.ship_capacity)
        self._draw_suggestion(canvas, view, layout)

    def _draw_rose(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> None:
        """The wind rose with the dice and piles: a cached picture per position (some
        twenty shapes and texts, half a millisecond a frame), drawn afresh only while
        the dice roll."""
        extra = status.extra_steps(view, self.content)
        dice = self.motion.dice(self.content.numbers)
        if dice is not None:
            pieces.draw_rose(canvas, layout.rose, view, self.words, extra, dice)
            return
        self.rose_layer.draw(canvas, (self.rose_layer.version(view), extra), layout.rose, SEAT_MARGIN,
                             partial(pieces.draw_rose, rect=layout.rose, view=view, words=self.words, extra_steps=extra,
                                     dice=None))

    def _preview_marks(self, view: PiratesGoldView) -> list[board.Mark]:
        """While a direction for the chosen card is pointed at, where it would push the ship."""
        if self.selected is None or view.seat is None:
            return []
        for spot in self._button_spots_now():
            pick = spot.data["pick"]
            if spot.data["button"].hovered and isinstance(pick, str) and pick != BACK:
                return self.play_marks(view, view.seat, self.selected, self.prefix + (pick,))
        return []

    def _draw_suggestion(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> None:
        """The computer's advice, ringed in brass: a cell or a card (its button is framed
        where the buttons are built)."""
        action = self.suggestion
        if action is None or action not in self.legal() or self.motion.busy:
            return
        if action.kind == "sail":
            canvas.frame(theme.BRASS, layout.cell_rect(*action.args).inflate(4, 4), 4, 6)
        elif action.kind in ("play", "discard", "swap") and view.hand:
            for card_id, rect in zip(view.hand, layout.card_rects(len(view.hand))):
                if card_id == action.args[0]:
                    canvas.frame(theme.BRASS, rect.inflate(10, 10), 3, 9)
                    break

    # --- tooltips -------------------------------------------------------------------------

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """A tip about the hand (or one of its cards) stands beside the hand, never over
        the cards the person is choosing among; the curtain's "I am ready" lies over the
        hand's title, so that tip came up over the cards after every hand-over."""
        hand = self.layout(self.view).hand
        return hand if hand.collidepoint(pos) else None

    def keyboard_order(self, targets: list[pygame.FRect]) -> list[pygame.FRect]:
        """The hand left to right — its cards, or the face-down hand a press looks at —
        then the lit cells of the chart nearest the ship that moves first, then the rest
        as a page is read (the viewer's auto-pass box in their row); the bar's buttons
        follow. The extras (`key_extras`) are placed here with the moves: after them
        all, the face-down hand, where a turn starts, came after the chart."""
        view = self.view
        layout = self.layout(view)
        ship = pygame.Vector2(layout.cell_centre(*self.board.rc(view.ships[view.active])))

        def by_distance(rect: pygame.FRect) -> tuple[float, float, float]:
            return ship.distance_squared_to(rect.center), rect.centery, rect.centerx

        extras = [rect for rect in self.key_extras() if rect not in targets]
        return regions_first(targets + extras, [(layout.hand, left_to_right), (layout.board, by_distance)])

    def key_buttons(self) -> list[Button]:
        return list(self.buttons)

    def key_extras(self) -> list[pygame.FRect]:
        """The face-down hand (a click asks to look at it), then the auto-pass boxes: a
        person who came to the screen face down could only pass by keys before."""
        spots = self.spots()
        return [spot.rect for kind in ("look", "toggle") for spot in spots if spot.kind == kind]

    def key_settings(self) -> list[pygame.FRect]:
        """The auto-pass box: switched by keys while others move, as by the mouse."""
        return [spot.rect for spot in self.spots() if spot.kind == "toggle"]

    def tooltip_for(self, rect: pygame.FRect) -> str | None:
        return tip_for([], self.spots(), rect)

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        """The topmost hit area's tip: a button's, a card's, ..., else the cell's."""
        return tip_at([], self.spots(), pos)
