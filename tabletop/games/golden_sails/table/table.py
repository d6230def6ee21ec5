"""The Golden Sails table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `GoldenSailsView`, the legal actions
and the public content of the game (cards by id, references, names and icons) — and
answers with `host.submit(action)`. Choosing works by clicking an expert and then a
card, or by dragging the expert onto the card; taking by clicking a card; the first
player's swap right on the last card is a row of buttons beside it. Only targets that
are in `host.legal` ever light up.
"""

from __future__ import annotations

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.golden_sails.model import EXPERT_GOOD, EXPERTS, GOOD_TYPES, GoldenSailsContent
import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.layout import TableLayout, build_layout
from tabletop.games.golden_sails.table.board import MarketLook, draw_market
from tabletop.games.golden_sails.table.motion import Motion
from tabletop.games.golden_sails.table.seats import SeatLook, draw_seat
from tabletop.games.golden_sails.table.words import GOOD_SINGULAR, Words
from tabletop.games.golden_sails.view import GoldenSailsView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.layers import LayerCache
from tabletop.ui.pacing import earliest
from tabletop.ui.spots import Spot, spot_at
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.base import is_press, is_release

INSPECT_DELAY = 0.5
"""Seconds the pointer rests on a market card before it is shown enlarged."""
INSPECT_SCALE = 1.45
DRAG_START = 6
"""Logical pixels the pointer must move with the button down before a press is a drag."""


class GoldenSailsTable(AnimatedTable):
    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        content = host.game.content
        if not isinstance(content, GoldenSailsContent):
            raise TypeError("the Golden Sails table needs Golden Sails content")
        self.content = content
        self.words = Words(content)
        self.selected: str | None = None
        self.pointer: tuple[float, float] | None = None
        self.rest = 0.0                     # seconds the pointer has rested on one market card
        self.rest_slot: int | None = None
        self.press: tuple[str, tuple[float, float]] | None = None   # (expert, where pressed)
        self.dragging = False
        self.choice_buttons: list[Button] = []
        self.choice_actions: list[Action] = []
        self._choice_key: tuple | None = None
        self._shown: GoldenSailsView | None = None    # the view last drawn (animations start there)
        self._spots: list[Spot] = []
        self.layers = LayerCache()

    # --- what the host reads --------------------------------------------------------------

    @property
    def view(self) -> GoldenSailsView:
        view = self.host.view
        if not isinstance(view, GoldenSailsView):
            raise TypeError("the Golden Sails table draws Golden Sails views only")
        return view

    def on_reset(self) -> None:
        self.suggestion = None
        self.motion.reset()
        self.selected = None
        self.press = None
        self.dragging = False

    def round_info(self) -> str:
        view = self.view
        if view.phase == "over":
            return f"Final position · Animals {view.reference}"
        return f"Round {view.round} of {view.rounds} · Animals {view.reference}"

    def decision(self) -> str:
        view = self.view
        if view.phase == "over" or view.to_act is None:
            return ""
        name = self.host.seat(view.to_act).name
        legal = self.legal()
        if not legal:
            doing = "sending an expert to the market" if view.phase == "assign" else "taking a card"
            return f"{name} is {doing}."
        if view.phase == "assign":
            if self.selected:
                return f"{name}: put the {self.words.name(self.selected)} beside a card"
            return f"{name}: choose an expert to send to the market"
        if any(a.kind == "swap" for a in legal):
            return f"{name}: take the last card, or swap its expert for one of yours"
        return f"{name}: take a card"

    # --- layout ---------------------------------------------------------------------------

    def layout(self, view: GoldenSailsView) -> TableLayout:
        bottom = view.seat if view.seat is not None else 0
        key = (tuple(self.host.area), view.players, bottom)
        cached = getattr(self, "_layout", None)
        if cached is None or cached[0] != key:
            self._layout = (key, build_layout(self.host.area, view.players, bottom))
        return self._layout[1]

    # --- legal targets --------------------------------------------------------------------

    def _assignable(self) -> dict[str, set[int]]:
        """Expert -> the slots it may be sent to now."""
        out: dict[str, set[int]] = {}
        for action in self.legal():
            if action.kind == "assign":
                out.setdefault(action.args[0], set()).add(action.args[1])
        return out

    def _takeable(self) -> set[int]:
        return {a.args[0] for a in self.legal() if a.kind == "take"}

    def _swaps(self) -> list[Action]:
        return [a for a in self.legal() if a.kind == "swap"]

    def _target(self, slot: int) -> Action | None:
        """The action a click on market slot `slot` would make now, if any."""
        view = self.view
        if view.phase == "assign":
            expert = self.selected
            if expert and slot in self._assignable().get(expert, set()):
                return Action("assign", (expert, slot))
            return None
        if slot in self._takeable():
            return Action("take", (slot,))
        return None

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """The expert then the card (the card alone once that expert is chosen); a take is
        the card, or its button when the last card offers the swap right; a swap its button."""
        view = self.view
        if view.seat is None or action.kind not in ("assign", "take", "swap"):
            return None
        layout = self.layout(view)
        self._sync_choice()
        for button, choice in zip(self.choice_buttons, self.choice_actions):
            if choice == action:
                return [pygame.FRect(button.rect)]
        if action.kind == "swap":
            return None
        slot = action.args[1] if action.kind == "assign" else action.args[0]
        if not 0 <= slot < len(layout.slots):
            return None
        card = pygame.FRect(layout.slots[slot].whole)
        if action.kind == "take" or self.selected == action.args[0]:
            return [card]
        panel = layout.seats[view.seat]
        x, y = panel.expert_centres[EXPERTS.index(action.args[0])]
        r = panel.expert_r
        return [pygame.FRect(x - r, y - r, 2 * r, 2 * r), card]

    def focus_rect(self, name: str) -> pygame.FRect | None:
        """market, card N (a market slot, as actions number them), experts, piles, a good's
        pile (spices … spells), opponent, first player, reference, deck: the viewer's own
        where a seat is meant."""
        view = self.view
        layout = self.layout(view)
        own = layout.seats[view.seat if view.seat is not None else 0]
        piles = dict(zip(GOOD_TYPES, own.piles))
        words = name.split()
        if name == "market" and layout.slots:
            return layout.slots[0].whole.unionall([s.whole for s in layout.slots])
        if len(words) == 2 and words[0] == "card" and words[1].isdigit() and int(words[1]) < len(layout.slots):
            return pygame.FRect(layout.slots[int(words[1])].whole)
        if name == "experts":
            r = own.expert_r + 4
            (x0, y), (x1, _) = own.expert_centres[0], own.expert_centres[-1]
            return pygame.FRect(x0 - r, y - r, x1 - x0 + 2 * r, 2 * r)
        if name == "piles":
            return own.piles[0].unionall(own.piles)
        if name in piles:
            return pygame.FRect(piles[name])
        if name == "opponent":
            others = [p.rect for seat, p in layout.seats.items() if seat != own.seat]
            return others[0].unionall(others) if others else None
        if name == "first player":
            return pygame.FRect(layout.seats[view.first_player].crown.inflate(6, 6))
        if name == "reference":
            return pygame.FRect(layout.reference)
        if name == "deck":
            return layout.deck.union(layout.round_box)
        return None

    # --- events ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        if pos is not None and event.type == pygame.MOUSEMOTION:
            if self.press and not getattr(event, "buttons", (1,))[0]:
                # The button came up outside the table (the host keeps that release):
                # end the drag, keeping the expert chosen.
                self.selected, self.press, self.dragging = self.press[0], None, False
            self._move(pos)
        for button in self.choice_buttons:
            if button.handle_event(event):
                return True
        if is_press(event):
            return self._press(event.pos)
        if is_release(event):
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3 and self.selected:
            self.selected = None        # right click puts the expert back
            return True
        return False

    def _move(self, pos: tuple[float, float]) -> None:
        self.pointer = pos
        if self.press and not self.dragging:
            start = self.press[1]
            if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START:
                self.dragging = True
        spot = spot_at(self._spots, pos, "market")
        slot = spot.data["slot"] if spot else None
        if slot != self.rest_slot:
            self.rest_slot, self.rest = slot, 0.0

    def _press(self, pos: tuple[float, float]) -> bool:
        self.rest = 0.0
        spot = spot_at(self._spots, pos, "expert")
        view = self.view
        if spot and spot.data.get("seat") == view.seat and spot.data["expert"] in self._assignable():
            expert = spot.data["expert"]
            self.selected = None if self.selected == expert and not self.dragging else expert
            self.press = (expert, pos)
            self.dragging = False
            return True
        spot = spot_at(self._spots, pos, "market")
        if spot:
            action = self._target(spot.data["slot"])
            if action is not None:
                self._submit(action)
            elif self.legal() and (reason := self._why_not(spot.data["slot"])):
                self.host.say(reason)
            return True
        return False

    def _why_not(self, slot: int) -> str | None:
        """Why a click on market slot `slot` does nothing now (a refusal says why)."""
        view = self.view
        market = view.market[slot]
        if market.card is None or view.phase != "assign":
            return None
        if market.expert is not None:
            whose = ("your" if market.placed_by == view.seat else
                     f"{self.host.seat(market.placed_by).name}'s" if market.placed_by is not None else "an")
            return (f"That card already holds {whose} {self.words.name(market.expert)}: "
                    "choose a card with no expert beside it.")
        if self.selected is None:
            return "Choose one of your experts first (click it), then the card."
        return None

    def _release(self, pos: tuple[float, float]) -> bool:
        if self.press is None:
            return False
        expert, _ = self.press
        dragged = self.dragging
        self.press, self.dragging = None, False
        if not dragged:
            return True
        spot = spot_at(self._spots, pos, "market")
        slot = spot.data["slot"] if spot else None
        if slot is not None and slot in self._assignable().get(expert, set()):
            self._submit(Action("assign", (expert, slot)))
        else:
            self.selected = expert      # dropped elsewhere: keep it in hand, still chosen
        return True

    def _submit(self, action: Action) -> None:
        if action not in self.legal():
            return
        self.selected = None
        self.choice_buttons, self.choice_actions = [], []
        self._choice_key = None
        self.host.submit(action)

    # --- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        if self.rest_slot is not None:
            self.rest += dt
        if self.selected and self.selected not in self._assignable():
            self.selected = None
        self._sync_choice()

    def wake_in(self) -> float | None:
        """While the pointer rests on a market card, when its enlarged view is due."""
        if self.rest_slot is not None and self.rest < INSPECT_DELAY:
            return earliest(super().wake_in(), INSPECT_DELAY - self.rest)
        return super().wake_in()

    def _sync_choice(self) -> None:
        """Show the swap-right buttons exactly while that choice is open to the viewer."""
        swaps = self._swaps()
        takes = sorted(self._takeable())
        key = (tuple(swaps), tuple(takes), tuple(self.host.area))
        if key == self._choice_key:
            return
        self._choice_key = key
        self.choice_buttons = []
        self.choice_actions = []
        if not swaps or len(takes) > 1:
            return
        view = self.view
        slot = swaps[0].args[0]
        card = self.content.card(view.market[slot].card)
        current = view.market[slot].expert
        # Without the take (a tutorial that asks for one swap lights only that), only swaps.
        options = [(Action("take", (slot,)), current)] * len(takes) + [(a, a.args[1]) for a in swaps]
        labels = [self._choice_label(card, action, expert) for action, expert in options]
        width = max(300.0, max(logical_width(label, theme.SMALL_BOLD) for label in labels) + 28 + 8 + 24)
        rects = self._choice_rects(slot, len(options), width)
        for (action, expert), rect, label in zip(options, rects, labels):
            good = EXPERT_GOOD[expert]
            if action.kind == "take":
                tip = (f"Keep the {self.words.name(expert)} on the card and put it on your "
                       f"{self.words.name(good)} pile.")
            else:
                tip = (f"Take back the {self.words.name(current)} and play your {self.words.name(expert)} instead: "
                       f"the card goes on your {self.words.name(good)} pile.")
            self.choice_actions.append(action)
            self.choice_buttons.append(Button(rect, label, lambda a=action: self._submit(a),
                                              style="primary" if action.kind == "take" else "quiet",
                                              tooltip=tip, icon=self.words.icon(expert, good),
                                              font=theme.SMALL_BOLD))

    def _choice_label(self, card, action: Action, expert: str) -> str:
        good = EXPERT_GOOD[expert]
        value = self.words.area_short(card, good) if good != "gems" else f"class {card.gem}"
        if action.kind == "take":
            return f"Take as {GOOD_SINGULAR[good]}: {value}"
        return f"Swap to {self.words.name(expert)}: {GOOD_SINGULAR[good]} {value}"

    def _choice_rects(self, slot: int, count: int, width: float) -> list[pygame.FRect]:
        """Beside the last card, `width` wide: as wide as the longest label needs."""
        layout = self.layout(self.view)
        whole = layout.slots[slot].whole
        height, gap = 34.0, 5.0
        title = 26.0
        total = title + count * (height + gap)
        row = layout.market_row
        # Beside the last card, on the side with more room (the other slots are empty now).
        right_room = layout.reference.x - whole.right
        left_room = whole.x - layout.deck.right
        x = whole.right + 12 if right_room >= min(width + 24, left_room) else whole.x - width - 12
        x = max(self.host.area.x + 4, min(x, self.host.area.right - width - 4))
        y = max(self.host.area.y + 4, min(row.centery - total / 2 + title, self.host.area.bottom - total))
        return [pygame.FRect(x, y + i * (height + gap), width, height) for i in range(count)]

    # --- events from the match --------------------------------------------------------------

    def on_events(self, events: list[Event]) -> None:
        view = self.view
        self.motion.play(events, layout=self.layout(view), words=self.words, card_of=self.content.card,
                         styles=[self.host.seat(i).style for i in range(view.players)], before=self._shown,
                         after=view)
        self.rest_slot = None
        self.suggestion = None

    # --- drawing --------------------------------------------------------------------------

    def draw(self, canvas: Canvas) -> None:
        view = self.view
        layout = self.layout(view)
        if self.motion.layout is not None and self.motion.layout is not layout:
            self.motion.skip()          # the screen passed to another seat mid-flight
        spots: list[Spot] = []
        hidden = self.motion.hidden
        assignable = self._assignable()
        styles = [self.host.seat(i).style for i in range(view.players)]
        names = [self.host.seat(i).name for i in range(view.players)]
        for seat, panel in layout.seats.items():
            sv = view.seats[seat]
            info = self.host.seat(seat)
            look = SeatLook(
                name=info.name, style=info.style, colour_index=info.colour_index,
                to_act=view.to_act == seat and view.phase != "over",
                first=view.first_player == seat and hidden.crowns[seat] <= 0,
                is_viewer=view.seat == seat,
                glow_experts=frozenset(assignable) if seat == view.seat else frozenset(),
                selected_expert=self.selected if seat == view.seat else None,
                hidden_chips=hidden.chips_of(seat), hidden_experts=hidden.experts_of(seat),
                gem_tip=self._gem_tip(view, seat, names[seat]),
                neighbours=self._neighbours(view, seat, names),
                hint=self._hint(view) if seat == view.seat else "",
            )
            if self.dragging and self.press and seat == view.seat:
                look.hidden_experts = look.hidden_experts | {self.press[0]}
            spots += self.layers.draw(canvas, ("seat", seat, self.layers.part(sv), look.key()), panel.rect, 8,
                                      lambda c, p=panel, v=sv, k=look: draw_seat(c, p, v, k, self.words, self.content))
        market_look = MarketLook(
            styles=styles, names=names, glow_slots=self._glowing(view, layout),
            preview=self._preview(view), hidden_cards=frozenset(s for s, n in hidden.cards.items() if n > 0),
            hidden_tokens=frozenset(s for s, n in hidden.tokens.items() if n > 0), deck_extra=hidden.deck,
        )
        spots += draw_market(canvas, layout, view, market_look, self.words, self.content, self.layers)
        self._spots = spots
        self.motion.draw(canvas, self.words)
        self._draw_suggestion(canvas, view, layout)
        self._draw_choice(canvas, view, layout)
        self._draw_drag(canvas, view)
        self._draw_inspector(canvas, view, layout)
        self._shown = view

    def _gem_tip(self, view: GoldenSailsView, seat: int, name: str) -> str:
        announced = view.seats[seat].announced_gems
        if not announced:
            return f"{name} has no gems yet."
        return f"Classes {name} announced when taking them: {', '.join(str(g) for g in announced)}."

    @staticmethod
    def _neighbours(view: GoldenSailsView, seat: int, names: list[str]) -> str:
        """Who a seat's weapons steal from: left is the next seat clockwise."""
        if view.players == 2:
            return (f"With two players, each weapon pile points at {names[1 - seat]} from whichever side "
                    "scores more for its owner.")
        left, right = (seat + 1) % view.players, (seat - 1) % view.players
        return (f"{names[seat]}'s left neighbour is {names[left]}, the right neighbour {names[right]}: "
                "a weapon's left value is taken from the left neighbour, its right value from the right one.")

    def _hint(self, view: GoldenSailsView) -> str:
        """How to make the choice at hand, in the viewer's own header."""
        legal = self.legal()
        if not legal:
            return ""
        if view.phase == "assign":
            if self.selected:
                return "Now click a card, or right-click to put the expert back."
            return "Click an expert, then a card — or drag the expert onto a card."
        if any(a.kind == "swap" for a in legal):
            return "Use the buttons by the last card: keep its expert, or swap in one of yours."
        return "Click the card you want."

    def _glowing(self, view: GoldenSailsView, layout: TableLayout) -> frozenset[int]:
        """The market slot under the pointer, if a click (or drop) there is legal now."""
        if self.pointer is None or self.motion.busy:
            return frozenset()
        spot = spot_at(self._spots, self.pointer, "market")
        if spot is None:
            return frozenset()
        slot = spot.data["slot"]
        if self.dragging and self.press:
            return frozenset({slot}) if slot in self._assignable().get(self.press[0], set()) else frozenset()
        return frozenset({slot}) if self._target(slot) is not None else frozenset()

    def _preview(self, view: GoldenSailsView) -> tuple[int, str] | None:
        """The chosen expert shown as a ghost beside the hovered card it could claim."""
        expert = self.press[0] if self.dragging and self.press else self.selected
        if expert is None or self.pointer is None:
            return None
        spot = spot_at(self._spots, self.pointer, "market")
        if spot and spot.data["slot"] in self._assignable().get(expert, set()):
            return spot.data["slot"], expert
        return None

    def _draw_suggestion(self, canvas: Canvas, view: GoldenSailsView, layout: TableLayout) -> None:
        """The computer's advice: the card (and expert) it would choose, ringed in brass."""
        action = self.suggestion
        if action is None or action not in self.legal() or self.motion.busy:
            return
        slot = action.args[1] if action.kind == "assign" else action.args[0]
        whole = layout.slots[slot].whole.inflate(12, 12)
        canvas.frame(theme.BRASS, whole, 3, 12)
        tag = canvas.text("Suggested", theme.SMALL_BOLD, theme.INK, (whole.centerx, whole.y + 2), "midbottom")
        canvas.fill(theme.GLOW, tag.inflate(12, 4), 6)
        canvas.text("Suggested", theme.SMALL_BOLD, theme.INK, (whole.centerx, whole.y + 2), "midbottom")
        expert = action.args[0] if action.kind == "assign" else action.args[1] if action.kind == "swap" else None
        if expert is not None and view.seat is not None:
            panel = layout.seats[view.seat]
            centre = panel.expert_centres[EXPERTS.index(expert)]
            canvas.circle(theme.BRASS, centre, panel.expert_r + 7, 3)
            if action.kind == "assign":
                token = layout.slots[slot].token_centre(GOOD_TYPES.index(EXPERT_GOOD[expert]))
                pieces.draw_expert(canvas, token, 15, expert, self.words, self.host.seat(view.seat).style, faded=True)
        for button, choice in zip(self.choice_buttons, self.choice_actions):
            button.selected = choice == action

    def _draw_drag(self, canvas: Canvas, view: GoldenSailsView) -> None:
        if not (self.dragging and self.press and self.pointer) or view.seat is None:
            return
        pieces.draw_expert(canvas, self.pointer, 19, self.press[0], self.words, self.host.seat(view.seat).style,
                          selected=True)

    def _choice_box(self) -> pygame.FRect | None:
        """The panel of the last card's buttons, with its title."""
        if not self.choice_buttons:
            return None
        box = self.choice_buttons[0].rect.unionall([b.rect for b in self.choice_buttons]).inflate(16, 16)
        box.y -= 26
        box.h += 26
        return box

    def _draw_choice(self, canvas: Canvas, view: GoldenSailsView, layout: TableLayout) -> None:
        box = self._choice_box()
        if box is None:
            return
        canvas.shade(theme.SHADOW, 80, box.move(3, 4), 10)
        canvas.fill(theme.PARCHMENT, box, 10)
        canvas.frame(theme.BRASS, box, 2, 10)
        canvas.text("The last card is yours:", theme.SMALL_BOLD, theme.INK, (box.x + 10, box.y + 8))
        for button in self.choice_buttons:
            button.draw(canvas)

    def _draw_inspector(self, canvas: Canvas, view: GoldenSailsView, layout: TableLayout) -> None:
        """The hovered market card, enlarged, with every area explained in words."""
        slot = self.rest_slot
        if (slot is None or self.rest < INSPECT_DELAY or self.dragging or self.selected or self.motion.busy
                or slot >= len(view.market) or view.market[slot].card is None):
            return
        market = view.market[slot]
        glow = slot in self._glowing(view, layout)
        base = layout.slots[slot].card
        key = ("inspect", market, glow, tuple(base))
        self.layers.draw(canvas, key, self.host.area, 0,
                         lambda c: self._paint_inspector(c, market, base, glow))

    def _paint_inspector(self, canvas: Canvas, market, base: pygame.FRect, glow: bool) -> None:
        card = self.content.card(market.card)
        area = self.host.area
        big = pygame.FRect(0, 0, base.w * INSPECT_SCALE, base.h * INSPECT_SCALE)
        big.center = base.center
        big.clamp_ip(area)
        lines = self.words.card_sentences(card)
        if market.expert is not None:
            who = self.host.seat(market.placed_by).name if market.placed_by is not None else "Someone"
            good = EXPERT_GOOD[market.expert]
            lines.append(f"{who}'s {self.words.name(market.expert)} claims it as a {GOOD_SINGULAR[good]}.")
        text_w = 300.0
        body_h = sum(canvas.paragraph_height(line, theme.SMALL, text_w - 28) + 6 for line in lines) + 16
        panel = pygame.FRect(big.right + 8, big.y, text_w, max(body_h, 60))
        if panel.right > area.right:
            panel.x = big.x - 8 - text_w
        panel.clamp_ip(area)
        selected = EXPERT_GOOD[market.expert] if market.expert else None
        mark = self.host.seat(market.placed_by).colour if market.placed_by is not None else None
        pieces.draw_card(canvas, big, card, self.words, selected_good=selected, mark=mark, glow=glow)
        canvas.shade(theme.SHADOW, 80, panel.move(3, 4), 8)
        canvas.fill(theme.PARCHMENT, panel, 8)
        canvas.frame(theme.BRASS, panel, 1.5, 8)
        y = panel.y + 10
        for good, line in zip((*GOOD_TYPES, None), lines):
            if good is not None:
                canvas.fill(pieces.good_colour(self.words, good), (panel.x + 8, y + 3, 5, 12), 2)
            used = canvas.paragraph(line, theme.SMALL, theme.INK, (panel.x + 18, y, text_w - 28, panel.bottom - y))
            y += used + 6

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """A button's tip at the last card stands beside the panel, never over the other
        choices."""
        box = self._choice_box()
        return box if box is not None and box.collidepoint(pos) else None

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        for button in self.choice_buttons:
            tip = button.tooltip_at(pos)
            if tip:
                return tip
        for spot in reversed(self._spots):
            # Market cards explain themselves enlarged; what stands on them has a tip.
            if spot.kind != "market" and spot.tip and spot.contains(pos):
                return spot.tip
        return None
