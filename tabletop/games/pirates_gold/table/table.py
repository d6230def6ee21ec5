"""The Pirates' Gold table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `PiratesGoldView`, the legal actions
and the game's public content — and answers with `host.submit(action)`. Sailing: the
cells `Game.reachable(view)` lists light up and the route previews under the pointer;
a click sails. Cards: a lit card in hand is clicked, then any choice it needs (a lit
cell, or a button naming a player or a direction). Everything else — pass, stay, keep,
the wind, what to toss — is a button in the bar along the bottom, which also says who
has the word. Only what is in `host.legal` ever lights up.
"""

from __future__ import annotations

from functools import partial

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.pirates_gold.model import PiratesGoldContent
import tabletop.games.pirates_gold.table.board as board
from tabletop.games.pirates_gold.table.choices import Step, complete, next_step, playable_cards, plays_of
from tabletop.games.pirates_gold.table.layout import TableLayout, build_layout
from tabletop.games.pirates_gold.table.motion import Motion
from tabletop.games.pirates_gold.table.pieces import GOLD, GOLD_EDGE, draw_card, draw_rose, draw_stack_card, spin_face
from tabletop.games.pirates_gold.table.seats import SeatLook, cargo_slot, draw_seat, home_centre
from tabletop.games.pirates_gold.table.words import PHASE_NAMES, Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import text, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.spots import Spot, spot_at, tip_at
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button, draw_panel
from tabletop.ui.widgets.base import is_press

CARD_PHASES = ("cards1", "cards2")
SHIP_MOVES = ("captain", "freak_wave", "shore_leave")   # cards whose cell is where the player's own ship goes


class PiratesGoldTable(AnimatedTable):
    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        content = host.game.content
        if not isinstance(content, PiratesGoldContent):
            raise TypeError("the Pirates' Gold table needs Pirates' Gold content")
        self.content = content
        self.board = content.board
        self.words = Words(content)
        self.chart_layer = LayerCache(limit=1)
        self.selected: str | None = None         # the card chosen, waiting for its choices
        self.prefix: tuple = ()                  # the choices made for it so far
        self.pointer: tuple[float, float] | None = None
        self.buttons: list[Button] = []
        self.button_actions: list[Action | None] = []
        self.button_picks: list[object] = []     # per button: its action, a follow-up value, or "back"
        self._button_key: tuple | None = None
        self._spots: list[Spot] = []
        self._shown: PiratesGoldView | None = None
        self._layout: tuple[tuple, TableLayout] | None = None
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

    def round_info(self) -> str:
        view = self.view
        if view.phase == "over":
            return "Final position"
        return f"Round {view.round} · {PHASE_NAMES.get(view.phase, view.phase)}"

    def decision(self) -> str:
        view = self.view
        if view.phase == "over" or view.to_act is None:
            return ""
        auto = getattr(self.host, "auto_passing", None)
        if auto is not None:
            if view.phase == "window":
                return f"{{P{auto}}} cannot answer and lets it stand"
            return f"{{P{auto}}} has nothing to play and passes"
        who = f"{{P{view.to_act}}}"
        if self.selected:
            return f"{who}: choose for {self.words.name(self.selected)}"
        phase = view.phase
        if phase in CARD_PHASES:
            return f"{who} has the word: play a card or pass"
        if phase == "window":
            seat, card_id, _ = view.stack[-1]
            return f"{who}: answer {{P{seat}}}'s {self.words.name(card_id)} with Counter Magic?"
        return {
            "sail": f"{who}: sail with the wind, or stay put",
            "wind": f"{who}: choose where the wind blows",
            "toss": f"{who}: toss one ducat overboard",
            "discard": f"{who}: discard a card (hand limit)",
            "swap": f"{who}: swap a card for a new one, or keep your hand",
        }.get(phase, f"{who} is to act")

    # --- layout ---------------------------------------------------------------------------

    def layout(self, view: PiratesGoldView) -> TableLayout:
        """The rows keep the last person's order while nobody's view is shown (the table
        passing for someone), so they do not jump about in between."""
        if view.seat is not None:
            self._order_from = view.seat
        key = (tuple(self.host.area), view.players, self._order_from)
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, build_layout(self.host.area, view.players, self._order_from, self.board.height,
                                              self.board.width))
        return self._layout[1]

    # --- legal targets --------------------------------------------------------------------

    def extra_steps(self, view: PiratesGoldView) -> int:
        """The active ship's sail cards waiting for its next sailing phase."""
        return sum(self.content.card(c).effect.steps for c in view.reminders[view.active]
                   if self.content.card(c).effect.type == "extra_sail")

    def step(self) -> Step | None:
        if self.selected is None:
            return None
        return next_step(plays_of(self.legal(), self.selected), self.prefix)

    def lit_cells(self) -> dict[tuple[int, int], Action]:
        """Cells a click would act on now, with the action it makes."""
        legal = self.legal()
        step = self.step()
        if step is not None and step.kind == "cell" and self.selected:
            return {cell: Action("play", (self.selected, *self.prefix, *cell)) for cell in step.options}
        if self.selected is None and any(a.kind == "sail" for a in legal):
            reach = self.host.game.reachable(self.view)
            return {cell: Action("sail", cell) for cell in reach if Action("sail", cell) in legal}
        return {}

    def card_actions(self) -> dict[str, str | Action]:
        """Card in hand -> what clicking it does: "choose" (a card to play, with or without
        further choices) or the action itself (discard, swap)."""
        legal = self.legal()
        out: dict[str, str | Action] = {c: "choose" for c in playable_cards(legal)}
        for action in legal:
            if action.kind in ("discard", "swap"):
                out[action.args[0]] = action
        return out

    def _card_phase_detail(self) -> str:
        """What the seat with the word may do: a tutorial step may allow only a card, or only
        Pass, and the sentence must not offer what is not there."""
        kinds = {action.kind for action in self.legal()}
        if "play" in kinds and "pass" in kinds:
            return "Click a lit card in your hand to play it, or Pass."
        if "play" in kinds:
            return "Click the lit card in your hand to play it."
        return "Pass: the word goes round to the next player."

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks, in order, to make `action` (the tutorial spotlights the
        first): its button in the bar (pass, stay, keep, the wind, a toss, Counter Magic);
        a cell of the chart to sail; a card in hand to discard or swap; for a card to
        play, the card and then each choice it still needs (a lit cell, or the button of
        a player or a direction). While another card is half chosen, Back comes first."""
        view = self.view
        if view.seat is None or action not in self.legal():
            return None
        self._sync_buttons()
        layout = self.layout(view)
        if self.selected is not None:
            args = tuple(action.args[1:])
            if action.kind == "play" and action.args[0] == self.selected and args[:len(self.prefix)] == self.prefix:
                return self._choice_clicks(layout, args[len(self.prefix):])
            return self._button_picking("back")
        for button, choice in zip(self.buttons, self.button_actions):
            if choice == action:
                return [pygame.FRect(button.rect)]
        if action.kind == "sail":
            return [layout.cell_rect(*action.args)]
        if action.kind not in ("play", "discard", "swap"):
            return None
        card_id, args = action.args[0], tuple(action.args[1:])
        card = self._card_rect(view, layout, card_id)
        if card is None:
            return None
        step = next_step(plays_of(self.legal(), card_id), ()) if action.kind == "play" else None
        if step is not None and step.kind == "cell":
            return [card, layout.cell_rect(*args[:2])]
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
            return layout.cell_rect(*self.board.rc(self.board.ports[own]))
        return None

    def _choice_clicks(self, layout: TableLayout, rest: tuple) -> list[pygame.FRect] | None:
        """The click that makes the chosen card's next choice: a cell, or a button."""
        step = self.step()
        if step is None or not rest:
            return None
        if step.kind == "cell":
            return [layout.cell_rect(rest[0], rest[1])]
        return self._button_picking(rest[0])

    def _button_picking(self, pick: object) -> list[pygame.FRect] | None:
        for button, value in zip(self.buttons, self.button_picks):
            if value == pick:
                return [pygame.FRect(button.rect)]
        return None

    def _card_rect(self, view: PiratesGoldView, layout: TableLayout, card_id: str) -> pygame.FRect | None:
        hand = view.hand or ()
        for held, rect in zip(hand, layout.card_rects(len(hand))):
            if held == card_id:
                return pygame.FRect(rect)
        return None

    # --- events ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and event.type == pygame.MOUSEMOTION:
            self.pointer = pos
        for button in list(self.buttons):
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
        spot = spot_at(self._spots, pos, "toggle")
        if spot is not None:
            seat = spot.data["seat"]
            self.host.set_auto_pass(seat, not self.host.auto_pass_on(seat))
            return True
        spot = spot_at(self._spots, pos, "card")
        if spot is not None:
            what = self.card_actions().get(spot.data["card"])
            if isinstance(what, Action):
                self._submit(what)
            elif what == "choose":
                self._choose_card(spot.data["card"])
            elif self.legal() and (why := self.words.why_not(self.view, spot.data["card"])):
                self.host.say(why)
            return True
        cell = self.layout(self.view).cell_at(pos)
        if cell is not None:
            action = self.lit_cells().get(cell)
            if action is not None:
                self._submit(action)
            return True
        return False

    def _choose_card(self, card_id: str) -> None:
        if self.selected == card_id:
            self._clear_choice()
            return
        action = complete(card_id, plays_of(self.legal(), card_id), ())
        if action is not None:
            self._submit(action)
            return
        self.selected, self.prefix = card_id, ()
        self._button_key = None

    def _pick(self, value) -> None:
        """A follow-up button (a player, a direction) for the chosen card."""
        step = self.step()
        if self.selected is None or step is None:
            return
        self.prefix = self.prefix + step.options[value]
        action = complete(self.selected, plays_of(self.legal(), self.selected), self.prefix)
        if action is not None:
            self._submit(action)
        self._button_key = None

    def _clear_choice(self) -> None:
        self.selected, self.prefix = None, ()
        self._button_key = None

    def _submit(self, action: Action) -> None:
        if action not in self.legal():
            return
        self._clear_choice()
        self.buttons, self.button_actions, self.button_picks = [], [], []
        self.host.submit(action)

    # --- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        if self.selected and self.selected not in playable_cards(self.legal()):
            self._clear_choice()
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """The bar's buttons: exactly the choices open to the viewer now."""
        legal = self.legal()
        key = (legal, self.selected, self.prefix, tuple(self.host.area))
        if key == self._button_key:
            return
        self._button_key = key
        specs: list[tuple[str, Action | None, object, str, str]] = []   # label, action, pick, tip, style
        step = self.step()
        names = self.names() if legal else []
        if self.selected is not None:
            card = self.words.name(self.selected)
            if step is not None and step.kind == "seat":
                for seat in step.options:
                    specs.append((names[seat], None, seat, f"Play {card} on {names[seat]}.", "primary"))
            elif step is not None and step.kind == "direction":
                short = len(step.options) > 4
                for code in step.options:
                    label = code if short else self.words.direction(code).capitalize()
                    specs.append((label, None, code, f"{card}: toward the {self.words.direction(code)}.", "primary"))
            specs.append(("Back", None, "back", "Put the card back and choose again (right-click does it too).",
                          "quiet"))
        else:
            for action in legal:
                spec = self._button_for(action)
                if spec is not None:
                    specs.append(spec)
        self.buttons, self.button_actions, self.button_picks = [], [], []
        bar = self.layout(self.view).bar
        widths = [max(84.0, text.size(theme.BUTTON.role, theme.BUTTON.size, s[0])[0] + 28) for s in specs]
        gap = 8.0
        room = bar.w * 0.62
        if sum(widths) + gap * len(widths) > room:
            widths = [min(w, room / max(1, len(widths)) - gap) for w in widths]
        x = bar.right - 10
        for (label, action, pick, tip, style), width in reversed(list(zip(specs, widths))):
            x -= width
            rect = pygame.FRect(x, bar.centery - 21, width, 42)
            x -= gap
            if action is not None:
                handler = partial(self._submit, action)
            elif pick == "back":
                handler = self._clear_choice
            else:
                handler = partial(self._pick, pick)
            self.buttons.insert(0, Button(rect, label, handler, style=style, tooltip=tip))
            self.button_actions.insert(0, action)
            self.button_picks.insert(0, action if action is not None else pick)

    def _button_for(self, action: Action) -> tuple[str, Action | None, object, str, str] | None:
        kind = self.view.phase
        if action.kind == "pass":
            if kind == "window":
                return ("Let it stand", action, None, "Do not answer with Counter Magic: the card keeps its effect "
                                                      "(unless someone else answers).", "quiet")
            return ("Pass", action, None, "Play no card now; the word goes on clockwise. The phase ends once "
                                          "everyone has passed since the last card, the active player last.", "quiet")
        if action.kind == "play" and kind == "window":
            return ("Counter Magic", action, None, "Answer with Counter Magic: the card just played is cancelled "
                                                   "(unless your Counter Magic is answered in turn).", "primary")
        if action.kind == "stay":
            return ("Stay put", action, None, "Do not sail this round. A ship that stays on a card space draws no "
                                              "card for it.", "quiet")
        if action.kind == "keep":
            return ("Keep my hand", action, None, "Keep every card; the round ends.", "quiet")
        if action.kind == "wind":
            code = action.args[0]
            return (f"Toward {code}", action, None, f"The wind blows toward the {self.words.direction(code)}.",
                    "primary")
        if action.kind == "toss":
            value = action.args[0]
            return (f"Toss a {value}", action, None, f"Throw a {value}-ducat overboard; it sinks back into the "
                                                     "reserve.", "primary")
        return None

    # --- events from the match --------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        self.motion.play(events, self._shown, self.board.rc)
        self.suggestion = None
        self._clear_choice()

    # --- drawing --------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        view = self.view
        layout = self.layout(view)
        spots: list[Spot] = []
        styles = [self.host.seat(i).style if i < view.players else None for i in range(len(self.board.ports))]
        self.chart_layer.draw(canvas, ("chart", tuple(self.host.area), tuple(styles)), layout.board.inflate(16, 16), 0,
                              lambda c: board.paint_chart(c, layout, self.board, styles))
        board.draw_tokens(canvas, layout, self.board, view.spots)
        lit = self.lit_cells() if not self.motion.busy else {}
        hovered = layout.cell_at(self.pointer) if self.pointer else None
        board.draw_lit(canvas, layout, list(lit), hovered if hovered in lit else None, edges=False)
        if hovered in lit and lit[hovered].kind == "sail":
            path = self.host.game.reachable(view).get(hovered, [])
            board.draw_path(canvas, layout, self.board.rc(view.ships[view.active]), path)
        spots += self._draw_ships(canvas, view, layout)
        board.draw_lit(canvas, layout, list(lit), hovered if hovered in lit else None, edges=True)
        self._draw_marks(canvas, view, layout, self._preview_marks(view))
        dice = None
        if self.motion.roll is not None and self.motion.roll_faces is not None:
            t = self.motion.roll.elapsed
            numbers = self.content.numbers
            dice = (spin_face(t, numbers.direction_faces), spin_face(t, numbers.strength_faces, 1)) \
                if self.motion.roll.progress < 1 else self.motion.roll_faces
        spots += draw_rose(canvas, layout.rose, view, self.words, self.extra_steps(view), dice)
        for seat, rect in layout.seats.items():
            spots += draw_seat(canvas, rect, view, seat, self._seat_look(view, seat), self.words)
        spots += self._draw_hand(canvas, view, layout)
        self._draw_bar(canvas, view, layout)
        spots.append(Spot(pygame.FRect(layout.bar.x, layout.bar.y, layout.bar.w * 0.38, layout.bar.h), "bar",
                          self._phase_tip(view)))
        if view.phase == "window" and self.legal():
            spots += self._draw_window(canvas, view, layout)
        self._draw_coins(canvas, layout)
        self._draw_suggestion(canvas, view, layout)
        self._spots = spots
        self._shown = view

    def _draw_coins(self, canvas: Canvas, layout: TableLayout) -> None:
        """Ducats on their way: hauled up into a ship's cargo row, or unloaded into its chest."""
        for coin in self.motion.coins:
            if not coin.tween.started or coin.seat not in layout.seats:
                continue
            t = coin.tween.progress
            start = layout.cell_centre(*coin.cell)
            row = layout.seats[coin.seat]
            capacity = self.content.numbers.ship_capacity
            end = cargo_slot(row, coin.slot) if coin.slot is not None else home_centre(row, capacity)
            lift = 60 * t * (1 - t)
            centre = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t - lift)
            radius = 14 - 5 * t
            canvas.circle(GOLD, centre, radius)
            canvas.circle(GOLD_EDGE, centre, radius, 2)
            canvas.text(str(coin.value), theme.SMALL_BOLD, theme.INK, centre, "center")

    def _seat_look(self, view: PiratesGoldView, seat: int) -> SeatLook:
        info = self.host.seat(seat)
        in_cards = view.phase in CARD_PHASES
        return SeatLook(
            info=info, active=view.active == seat and view.phase != "over",
            has_word=in_cards and view.to_act == seat,
            passed=in_cards and seat in view.passed,
            asked=view.phase == "window" and view.to_act == seat,
            is_viewer=view.seat == seat,
            auto_pass=self.host.auto_pass_on(seat) if info.is_human else None,
            win=self.words.win_value(view.players),
        )

    def _draw_ships(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> list[Spot]:
        spots = []
        moving = self.motion.sailing()
        by_cell: dict[int, list[int]] = {}
        for seat, cell in enumerate(view.ships):
            if seat not in moving:
                by_cell.setdefault(cell, []).append(seat)
        radius = layout.cell * 0.42
        names = self.names()
        for cell, seats in by_cell.items():
            row, col = self.board.rc(cell)
            small = radius * (0.75 if len(seats) > 1 else 1.0)
            for seat, (dx, dy) in zip(seats, board.ship_offsets(len(seats), layout.cell)):
                centre = layout.cell_centre(row, col)
                centre = (centre[0] + dx, centre[1] + dy)
                board.draw_ship(canvas, centre, small, self.host.seat(seat).style, len(view.cargo[seat]))
                spots.append(Spot(pygame.FRect(centre[0] - small, centre[1] - small, 2 * small, 2 * small), "ship",
                                  self._ship_tip(view, seat, names)))
        for seat, (row, col) in moving.items():
            centre = layout.cell_centre(row, col)
            board.draw_ship(canvas, centre, radius, self.host.seat(seat).style, len(view.cargo[seat]))
        return spots

    def _ship_tip(self, view: PiratesGoldView, seat: int, names: list[str]) -> str:
        cargo = view.cargo[seat]
        row, col = self.board.rc(view.ships[seat])
        load = f"carries {len(cargo)} ducat{'s' if len(cargo) != 1 else ''}" + (
            f" ({', '.join(map(str, cargo))})" if cargo else "")
        return f"{names[seat]}'s ship at row {row + 1}, column {col + 1}: {load}. The number on it is its cargo."

    def _draw_hand(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> list[Spot]:
        rect = layout.hand
        draw_panel(canvas, rect)
        spots: list[Spot] = []
        if view.hand is None or view.seat is None:
            canvas.text("Every hand stays hidden until the screen is someone's to play.", theme.SMALL,
                        theme.INK_MUTED, (rect.x + 12, rect.y + 12), max_width=rect.w - 24)
            return spots
        name = self.host.seat(view.seat).name
        canvas.text(f"{name}'s hand", theme.BODY_BOLD, theme.INK, (rect.x + 12, rect.y + 5), max_width=140)
        spots.append(Spot(pygame.FRect(rect), "hand",
                          f"{name}'s action cards: only {name} sees them. After drawing on a card space a hand "
                          f"may hold at most {self.content.numbers.hand_limit}."))
        hint = self._hand_hint(view)
        if hint:
            canvas.text(hint, theme.SMALL, theme.INK_MUTED, (rect.right - 12, rect.y + 7), "topright",
                        max_width=rect.w - 170)
        if not view.hand:
            canvas.text("No cards. Card spaces on the chart give new ones.", theme.SMALL, theme.INK_MUTED,
                        (rect.x + 12, rect.y + 40), max_width=rect.w - 24)
        actions = self.card_actions()
        hovered = spot_at(self._spots, self.pointer, "card") if self.pointer else None
        for index, (card_id, card_rect) in enumerate(zip(view.hand, layout.card_rects(len(view.hand)))):
            lit = card_id in actions and not self.motion.busy
            draw_card(canvas, card_rect, card_id, self.words, lit=lit,
                      hovered=lit and hovered is not None and hovered.data.get("index") == index,
                      selected=self.selected == card_id and view.hand.index(card_id) == index,
                      dim=bool(self.legal()) and not lit)
            what = actions.get(card_id)
            tip = self.words.card_tip(card_id, None if not self.legal() else what is not None,
                                      self.words.why_not(view, card_id) if self.legal() and what is None else "")
            if isinstance(what, Action):
                tip = tip.replace(" Click to play it.", "") + (" Click to discard it." if what.kind == "discard"
                                                               else " Click to swap it for a new card.")
            elif card_id == self.selected:
                tip = tip.replace(" Click to play it.", " Chosen: make its choice, or click it again to put it "
                                                        "back.")
            spots.append(Spot(card_rect, "card", tip, {"card": card_id, "index": index}))
        return spots

    def _hand_hint(self, view: PiratesGoldView) -> str:
        legal = self.legal()
        if not legal:
            return ""
        step = self.step()
        if step is not None:
            return {"cell": "Click a lit cell.", "seat": "Pick a player below.",
                    "direction": "Pick a direction below."}[step.kind]
        if view.phase == "discard":
            return "Click a card to discard."
        if view.phase == "swap":
            return "Click a card to swap it."
        if playable_cards(legal):
            return "Lit cards can be played."
        return ""

    def _draw_bar(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> None:
        bar = layout.bar
        mine = bool(self.legal())
        canvas.fill(theme.PARCHMENT if mine else theme.SEA, bar, 10)
        canvas.frame(theme.GLOW if mine else theme.SEA_LIGHT, bar, 2, 10)
        ink, muted = (theme.INK, theme.INK_MUTED) if mine else (theme.FOAM, theme.FOAM_MUTED)
        left = self.buttons[0].rect.x - 16 if self.buttons else bar.right - 16
        width = left - bar.x - 16
        title, detail = self._bar_text(view)
        canvas.text(self.host.names(title), theme.BODY_BOLD, ink, (bar.x + 16, bar.y + 14), max_width=width)
        canvas.paragraph(self.host.names(detail), theme.SMALL, muted, (bar.x + 16, bar.y + 40, width, 40))
        for button in self.buttons:
            button.draw(canvas)

    def _bar_text(self, view: PiratesGoldView) -> tuple[str, str]:
        """Two lines: what is happening, and how to take part (or whom we wait for)."""
        if view.phase == "over":
            return "The game is over.", ""
        who = f"{{P{view.to_act}}}" if view.to_act is not None else ""
        mine = bool(self.legal())
        phase = PHASE_NAMES.get(view.phase, view.phase)
        auto = getattr(self.host, "auto_passing", None)
        if auto is not None:
            return (f"{phase}: {{P{auto}}} passes",
                    f"{{P{auto}}} can only pass, and auto-pass is on: the table passes for them.")
        if self.selected is not None:
            step = self.step()
            what = {"cell": "click a lit cell on the chart", "seat": "choose a player",
                    "direction": "choose a direction"}.get(step.kind if step else "", "")
            chosen = "".join(f" · {self._value_name(v)}" for v in self.prefix)
            return (f"{self.words.name(self.selected)}{chosen}: {what}", self.words.card_tip(self.selected, None))
        if view.phase in CARD_PHASES:
            passed = ", ".join(f"{{P{s}}}" for s in view.passed)
            if mine:
                detail = self._card_phase_detail()
            elif view.to_act == view.seat:   # a tutorial's note holds the move back: the panel speaks
                detail = ""
            else:
                detail = f"Waiting for {who} to play a card or pass."
            if passed:
                detail = f"{detail} Passed since the last card: {passed}.".strip()
            return f"{phase}: {who} has the word", detail
        if view.phase == "window":
            seat, card_id, args = view.stack[-1]
            played = self.words.play_sentence(card_id, args, self.names())
            if mine:
                return (f"{{P{seat}}} played {played}",
                        "Answer with Counter Magic to cancel it, or let it stand.")
            return (f"{{P{seat}}} played {played}", f"Waiting: {who} may answer with Counter Magic.")
        if view.phase == "sail":
            steps = view.strength + self.extra_steps(view)
            if mine:
                return (f"Sailing: up to {steps} space{'s' if steps != 1 else ''} toward the "
                        f"{self.words.direction(view.wind)} or 45° off it",
                        "Lit cells can be reached; point at one to see the route, click to sail. Or stay put.")
            return f"Sailing: {who} sails", f"Up to {steps} space{'s' if steps != 1 else ''} with the wind."
        if view.phase == "wind":
            return f"{who} may choose the wind", "The wind die showed free choice."
        if view.phase == "toss":
            return f"{who}'s ship is over capacity", "A ship carries at most "\
                   f"{self.content.numbers.ship_capacity} ducats: one goes overboard."
        if view.phase == "discard":
            return f"{who} holds too many cards", f"The hand limit is {self.content.numbers.hand_limit}."
        if view.phase == "swap":
            return (f"Card swap: {who} may swap one card",
                    "The active player who neither played, sailed nor was moved may swap a card for a new one.")
        return phase, ""

    def _phase_tip(self, view: PiratesGoldView) -> str:
        """How the round goes, with where we are in it."""
        return (f"Now: {PHASE_NAMES.get(view.phase, view.phase)}. A round: the active player rolls the wind "
                "dice; card phase I; the active ship sails; card phase II; then ships act on their spaces (load "
                "a ducat, draw a card, unload at home). In a card phase the word goes clockwise from the active "
                "player, who always has the last word; every card played may be answered with Counter Magic.")

    def _value_name(self, value) -> str:
        """A choice already made for the chosen card: a player's name or a direction."""
        return self.words.direction(value) if isinstance(value, str) else self.names()[value]

    def _draw_window(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> list[Spot]:
        """The Counter Magic window, shown to the player being asked: the cards waiting to
        take effect, bottom first, each with who played it."""
        marks = self.stack_marks(view)
        rect = layout.window_clear_of([rc for _, rc in marks])
        canvas.shade(theme.SHADOW, 90, layout.board, 4)
        self._draw_marks(canvas, view, layout, marks)
        draw_panel(canvas, rect, "Answer with Counter Magic?")
        names = self.names()
        spots: list[Spot] = []
        count = len(view.stack)
        card_w, card_h, gap = 72.0, 104.0, 36.0
        total = count * card_w + (count - 1) * gap
        x = rect.centerx - total / 2
        y = rect.y + 52
        for k, (seat, card_id, args) in enumerate(view.stack):
            card_rect = pygame.FRect(x + k * (card_w + gap), y, card_w, card_h)
            draw_stack_card(canvas, card_rect, card_id, self.words, self.host.seat(seat))
            if k:
                tip_x, arrow_y = card_rect.x - gap / 2 - 6, card_rect.centery  # drawn: Lato has no "◀"
                canvas.polygon(theme.DANGER, [(tip_x, arrow_y), (tip_x + 12, arrow_y - 8), (tip_x + 12, arrow_y + 8)])
            spots.append(Spot(card_rect, "stack", f"{names[seat]} played "
                              f"{self.words.play_sentence(card_id, tuple(args), names)}. "
                              f"{self.words.card(card_id).text}"))
        canvas.paragraph("Each Counter Magic cancels the card just before it. Use the buttons below, or click "
                         "your Counter Magic.", theme.SMALL, theme.INK_MUTED,
                         (rect.x + 16, rect.bottom - 44, rect.w - 32, 40), "center")
        return spots

    def stack_marks(self, view: PiratesGoldView) -> list[tuple[int | None, tuple[int, int]]]:
        """The cells the cards being answered point at: the sentence "to row 10, column 6"
        alone leaves a player counting squares on an unnumbered chart."""
        return [mark for seat, card_id, args in view.stack for mark in self.play_marks(view, seat, card_id, args)]

    def play_marks(self, view: PiratesGoldView, seat: int, card_id: str,
                   args: tuple) -> list[tuple[int | None, tuple[int, int]]]:
        """Where `seat` playing `card_id` with `args` would send a ship: (the ship's seat,
        its cell), or (None, cell) for a cell no ship goes to (Treasure Island's ducat space)."""
        effect = self.words.card(card_id).effect
        if effect.type == "ghost_ship" and len(args) == 3:
            return [(args[0], (args[1], args[2]))]
        if effect.type == "curse" and len(args) == 2:
            path = self.host.game.sea.line(view.ships[args[0]], args[1], effect.steps)
            return [(args[0], self.board.rc(path[-1]))] if path else []
        if len(args) == 2 and all(isinstance(a, int) for a in args):
            return [(seat if effect.type in SHIP_MOVES else None, (args[0], args[1]))]
        return []

    def _preview_marks(self, view: PiratesGoldView) -> list[tuple[int | None, tuple[int, int]]]:
        """While a direction for the chosen card is pointed at, where it would push the ship."""
        if self.selected is None or view.seat is None:
            return []
        for button, pick in zip(self.buttons, self.button_picks):
            if button.hovered and isinstance(pick, str) and pick != "back":
                return self.play_marks(view, view.seat, self.selected, self.prefix + (pick,))
        return []

    def _draw_marks(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout,
                    marks: list[tuple[int | None, tuple[int, int]]]) -> None:
        """Each mark as a ringed cell, with a faded copy of the ship that would go there."""
        for mover, rc in marks:
            if mover is not None:
                board.draw_ship(canvas, layout.cell_centre(*rc), layout.cell * 0.42, self.host.seat(mover).style,
                                len(view.cargo[mover]), faded=True)
            canvas.frame(theme.GLOW, layout.cell_rect(*rc).inflate(-2, -2), 3, 5)

    def _draw_suggestion(self, canvas: Canvas, view: PiratesGoldView, layout: TableLayout) -> None:
        """The computer's advice, ringed in brass: a cell, a card or a button."""
        action = self.suggestion
        if action is None or action not in self.legal() or self.motion.busy:
            return
        for button, choice in zip(self.buttons, self.button_actions):
            button.selected = choice == action
        if action.kind == "sail":
            canvas.frame(theme.BRASS, layout.cell_rect(*action.args).inflate(4, 4), 4, 6)
        elif action.kind in ("play", "discard", "swap") and view.hand:
            for card_id, rect in zip(view.hand, layout.card_rects(len(view.hand))):
                if card_id == action.args[0]:
                    canvas.frame(theme.BRASS, rect.inflate(10, 10), 3, 9)
                    break

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """A tip about the hand (or one of its cards) stands beside the hand, never over
        the cards the person is choosing among; the curtain's "I am ready" lies over the
        hand's title, so that tip came up over the cards after every hand-over."""
        hand = self.layout(self.view).hand
        return hand if hand.collidepoint(pos) else None

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        tip = tip_at(self.buttons, self._spots, pos)
        if tip:
            return tip
        cell = self.layout(self.view).cell_at(pos)
        if cell is not None:
            return self._cell_tip(cell)
        return None

    def _cell_tip(self, rc: tuple[int, int]) -> str:
        view = self.view
        cell = self.board.cell(*rc)
        kind = self.board.kinds[cell]
        owner = self.board.port_owner(cell)
        if owner is not None and owner >= view.players:
            return (f"Row {rc[0] + 1}, column {rc[1] + 1}: a home port nobody plays from in a "
                    f"{view.players}-player game. No ship may enter it.")
        owner_name = self.host.seat(owner).name if owner is not None else None
        has_ducat = view.spots[self.board.ducat_spaces.index(cell)] if kind == "ducat" else None
        tip = self.words.cell_tip(kind, rc[0], rc[1], owner_name, has_ducat)
        action = self.lit_cells().get(rc)
        if action is not None:
            tip += " Click to sail here." if action.kind == "sail" else " Click to choose this cell."
        return tip
