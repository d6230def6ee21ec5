"""The Golden Sails table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `GoldenSailsView`, the legal actions
and the public content of the game (cards by id, references, names and icons) — and
answers with `host.submit(action)`. Choosing works by clicking an expert and then a
card, or by dragging the expert onto the card; taking by clicking a card; the first
player's swap right on the last card is a panel of buttons beside it. A card the pointer
rests on is shown enlarged, its areas explained.

The table path runs one way: `build_spots` lists the hit areas from the layout (the seats'
and the board's, with the action a click makes, and the swap buttons) when the view, the
legal actions, the area or the expert chosen change; hover, clicks, tooltips and the
tutorials read them, and `draw` paints from them and the view, changing nothing. Only
legal actions become targets, so a click submits its target's action as it is.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import View
from tabletop.games.golden_sails.model import EXPERT_GOOD, EXPERTS, GOOD_TYPES, GoldenSailsContent
from tabletop.games.golden_sails.phases import ASSIGN, SWAP, TAKE, Phase
import tabletop.games.golden_sails.table.choices as choices
import tabletop.games.golden_sails.table.pieces as pieces
import tabletop.games.golden_sails.table.status as status
from tabletop.games.golden_sails.table.board import BoardLook, board_spots, draw_board
from tabletop.games.golden_sails.table.inspector import INSPECT_DELAY, paint_inspector
from tabletop.games.golden_sails.table.layout import SeatPanel, TableLayout, build_layout
from tabletop.games.golden_sails.table.motion import Motion
from tabletop.games.golden_sails.table.seats import SeatLook, draw_seat, seat_spots
from tabletop.games.golden_sails.table.words import Words, gem_tip, neighbours
from tabletop.games.golden_sails.view import GoldenSailsView, SeatView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.keyed_cache import KeyedCache
from tabletop.ui.layers import LayerCache
from tabletop.ui.pacing import earliest
from tabletop.ui.spots import Spot, spot_at
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.focus import left_to_right, regions_first
from tabletop.ui.widgets.base import is_press, is_release

DRAG_START = 6
"""Logical pixels the pointer must move with the button down before a press is a drag."""


class GoldenSailsTable(AnimatedTable):
    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        self.motion: Motion
        content = getattr(host.game, "content", None)
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
        self._shown: GoldenSailsView | None = None    # the view on screen until now (animations start there)
        self._layouts = KeyedCache()
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
        return status.round_info(self.view)

    def decision(self) -> str:
        view = self.view
        if view.phase == Phase.OVER or view.to_act is None:
            return ""
        return status.decision(view, self.legal(), self.selected, self.host.seat(view.to_act).name, self.words)

    def layout(self, view: GoldenSailsView) -> TableLayout:
        bottom = view.seat if view.seat is not None else 0
        return self._layouts.get("layout", (tuple(self.host.area), view.players, bottom),
                                 lambda: build_layout(self.host.area, view.players, bottom))

    # --- hit areas ------------------------------------------------------------------------

    def choice_key(self) -> Hashable:
        """The expert chosen (where a click on a card sends it) and the computer's advice
        (shown on the swap buttons)."""
        return self.selected, self.suggestion

    def build_spots(self, view: View) -> list[Spot]:
        """Every seat's area, then the board, then the swap buttons (topmost last)."""
        if not isinstance(view, GoldenSailsView):
            raise TypeError("the Golden Sails table draws Golden Sails views only")
        layout = self.layout(view)
        legal = self.legal()
        names = [self.host.seat(i).name for i in range(view.players)]
        assignable = frozenset(choices.assignable(legal))
        spots: list[Spot] = []
        for seat, panel in layout.seats.items():
            info = self.host.seat(seat)
            look = SeatLook(name=info.name, style=info.style, colour_index=info.colour_index,
                            first=view.first_player == seat, is_viewer=view.seat == seat,
                            glow_experts=assignable if seat == view.seat else frozenset(),
                            gem_tip=gem_tip(names[seat], view.seats[seat].announced_gems),
                            neighbours=neighbours(view.players, seat, names))
            spots += seat_spots(panel, view.seats[seat], look, self.words, self.content)
        clicks, drops = choices.slot_targets(view, legal, self.selected)
        spots += board_spots(layout, view, names, self.words, self.content, clicks, drops)
        for button, action in choices.swap_buttons(view, legal, layout, self.host.area, self.words,
                                                   self.content.card, self._submit, self.suggestion, names):
            spots.append(Spot(button.rect, "choice", button.tooltip, {"button": button}, action))
        return spots

    @property
    def choice_buttons(self) -> list[Button]:
        """The last card's buttons, while the first player chooses how to take it."""
        return [spot.data["button"] for spot in self.spots() if spot.kind == "choice"]

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """The expert then the card (the card alone once that expert is chosen); a take is
        the card, or its button when the last card offers the swap right; a swap its button."""
        view = self.view
        if view.seat is None or action.kind not in (ASSIGN, TAKE, SWAP):
            return None
        spots = self.spots()
        for spot in spots:
            if spot.kind == "choice" and spot.action == action:
                return [pygame.FRect(spot.rect)]
        if action.kind == SWAP:
            return None
        slot = action.args[1] if action.kind == ASSIGN else action.args[0]
        card = next((s.rect for s in spots if s.kind == "market" and s.data["slot"] == slot), None)
        if card is None:
            return None
        if action.kind == TAKE or self.selected == action.args[0]:
            return [pygame.FRect(card)]
        expert = next((s.rect for s in spots if s.kind == "expert" and s.data["seat"] == view.seat
                       and s.data["expert"] == action.args[0]), None)
        return None if expert is None else [expert.inflate(-4, -4), pygame.FRect(card)]

    def focus_rect(self, name: str) -> pygame.FRect | None:
        """market, card N (a market slot, as actions number them), experts, piles, a good's
        pile (spices … spells) or two of them ("gems and spices"), opponent, first player,
        reference, deck: the viewer's own where a seat is meant."""
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
        named = name.split(" and ")
        if len(named) > 1 and all(good in piles for good in named):    # a note about two goods outlines both
            first, *rest = (piles[good] for good in named)
            return pygame.FRect(first.unionall(rest))
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
        spot = spot_at(self.spots(), pos, "market")
        slot = spot.data["slot"] if spot else None
        if slot != self.rest_slot:
            self.rest_slot, self.rest = slot, 0.0

    def _press(self, pos: tuple[float, float]) -> bool:
        self.rest = 0.0
        spot = spot_at(self.spots(), pos, "expert")
        if spot and spot.data["assignable"]:
            expert = spot.data["expert"]
            self.selected = None if self.selected == expert and not self.dragging else expert
            self.press = (expert, pos)
            self.dragging = False
            return True
        spot = spot_at(self.spots(), pos, "market")
        if spot:
            if spot.action is not None:
                self._submit(spot.action)
            elif self.legal() and (reason := self._refusal(spot.data["slot"])):
                self.host.say(reason)
            return True
        return False

    def _refusal(self, slot: int) -> str | None:
        view = self.view
        placed_by = view.market[slot].placed_by
        placer = self.host.seat(placed_by).name if placed_by is not None else None
        return status.refusal(view, slot, self.selected, placer, self.words)

    def _release(self, pos: tuple[float, float]) -> bool:
        if self.press is None:
            return False
        expert, _ = self.press
        dragged = self.dragging
        self.press, self.dragging = None, False
        if not dragged:
            return True
        spot = spot_at(self.spots(), pos, "market")
        action = spot.data["drops"].get(expert) if spot else None
        if action is not None:
            self._submit(action)
        else:
            self.selected = expert      # dropped elsewhere: keep it in hand, still chosen
        return True

    def _submit(self, action: Action) -> None:
        self.selected = None
        self.host.submit(action)

    # --- time -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        view = self.view
        if self.motion.layout is not None and self.motion.layout is not self.layout(view):
            self.motion.skip()          # the screen passed to another seat mid-flight
        if self.rest_slot is not None:
            self.rest += dt
        if self.selected and self.selected not in choices.assignable(self.legal()):
            self.selected = None
        self._shown = view
        self.spots()

    def wake_in(self) -> float | None:
        """While the pointer rests on a market card, when its enlarged view is due."""
        if self.rest_slot is not None and self.rest < INSPECT_DELAY:
            return earliest(super().wake_in(), INSPECT_DELAY - self.rest)
        return super().wake_in()

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
        hidden = self.motion.hidden
        assignable = frozenset(choices.assignable(self.legal()))
        hint = status.hint(view, self.legal(), self.selected)
        names = [self.host.seat(i).name for i in range(view.players)]
        for seat, panel in layout.seats.items():
            sv = view.seats[seat]
            info = self.host.seat(seat)
            hidden_experts = hidden.experts_of(seat)
            if self.dragging and self.press and seat == view.seat:
                hidden_experts = hidden_experts | {self.press[0]}
            look = SeatLook(
                name=info.name, style=info.style, colour_index=info.colour_index,
                to_act=view.to_act == seat and view.phase != Phase.OVER,
                first=view.first_player == seat and hidden.crowns[seat] <= 0,
                is_viewer=view.seat == seat,
                glow_experts=assignable if seat == view.seat else frozenset(),
                selected_expert=self.selected if seat == view.seat else None,
                hidden_chips=hidden.chips_of(seat), hidden_experts=hidden_experts,
                gem_tip=gem_tip(names[seat], sv.announced_gems),
                neighbours=neighbours(view.players, seat, names),
                hint=hint if seat == view.seat else "",
            )

            def paint(layer: Canvas, panel: SeatPanel = panel, sv: SeatView = sv, look: SeatLook = look) -> None:
                draw_seat(layer, panel, sv, look, self.words, self.content)

            self.layers.draw(canvas, ("seat", seat, self.layers.part(sv), look.key()), panel.rect, 8, paint)
        board_look = BoardLook(
            styles=[self.host.seat(i).style for i in range(view.players)], glow_slots=self._glowing(view, layout),
            preview=self._preview(view), hidden_cards=frozenset(s for s, n in hidden.cards.items() if n > 0),
            hidden_tokens=frozenset(s for s, n in hidden.tokens.items() if n > 0), deck_extra=hidden.deck,
        )
        draw_board(canvas, layout, view, board_look, self.words, self.content, self.layers)
        self.motion.draw(canvas, self.words)
        self._draw_suggestion(canvas, view, layout)
        choices.draw_choice(canvas, self.choice_buttons)
        self._draw_drag(canvas, view)
        self._draw_inspector(canvas, view, layout)

    def _glowing(self, view: GoldenSailsView, layout: TableLayout) -> frozenset[int]:
        """The market slot under the pointer, if a click (or drop) there is legal now."""
        if self.pointer is None or self.motion.busy:
            return frozenset()
        spot = spot_at(self.spots(), self.pointer, "market")
        if spot is None:
            return frozenset()
        if self.dragging and self.press:
            return frozenset({spot.data["slot"]}) if self.press[0] in spot.data["drops"] else frozenset()
        return frozenset({spot.data["slot"]}) if spot.action is not None else frozenset()

    def _preview(self, view: GoldenSailsView) -> tuple[int, str] | None:
        """The chosen expert shown as a ghost beside the hovered card it could claim."""
        expert = self.press[0] if self.dragging and self.press else self.selected
        if expert is None or self.pointer is None:
            return None
        spot = spot_at(self.spots(), self.pointer, "market")
        if spot and expert in spot.data["drops"]:
            return spot.data["slot"], expert
        return None

    def _draw_suggestion(self, canvas: Canvas, view: GoldenSailsView, layout: TableLayout) -> None:
        """The computer's advice: the card (and expert) it would choose, ringed in brass."""
        action = self.suggestion
        if action is None or action not in self.legal() or self.motion.busy:
            return
        slot = action.args[1] if action.kind == ASSIGN else action.args[0]
        whole = layout.slots[slot].whole.inflate(12, 12)
        canvas.frame(theme.BRASS, whole, 3, 12)     # the table scene adds the "Suggested" tag
        expert = action.args[0] if action.kind == ASSIGN else action.args[1] if action.kind == SWAP else None
        if expert is not None and view.seat is not None:
            panel = layout.seats[view.seat]
            centre = panel.expert_centres[EXPERTS.index(expert)]
            canvas.circle(theme.BRASS, centre, panel.expert_r + 7, 3)
            if action.kind == ASSIGN:
                token = layout.slots[slot].token_centre(GOOD_TYPES.index(EXPERT_GOOD[expert]))
                pieces.draw_expert(canvas, token, 15, expert, self.words, self.host.seat(view.seat).style, faded=True)

    def _draw_drag(self, canvas: Canvas, view: GoldenSailsView) -> None:
        if not (self.dragging and self.press and self.pointer) or view.seat is None:
            return
        pieces.draw_expert(canvas, self.pointer, 19, self.press[0], self.words, self.host.seat(view.seat).style,
                           selected=True)

    def _draw_inspector(self, canvas: Canvas, view: GoldenSailsView, layout: TableLayout) -> None:
        """The hovered market card, enlarged, with every area explained in words."""
        slot = self.rest_slot
        if (slot is None or self.rest < INSPECT_DELAY or self.dragging or self.selected or self.motion.busy
                or slot >= len(view.market)):
            return
        market = view.market[slot]
        if market.card is None:
            return
        card = self.content.card(market.card)
        glow = slot in self._glowing(view, layout)
        base = layout.slots[slot].card
        placer = self.host.seat(market.placed_by) if market.placed_by is not None else None
        name, colour = (placer.name, placer.colour) if placer is not None else (None, None)

        def paint(layer: Canvas) -> None:
            paint_inspector(layer, self.host.area, market, card, base, glow, self.words, name, colour)

        self.layers.draw(canvas, ("inspect", market, glow, tuple(base)), self.host.area, 0, paint)

    def keyboard_order(self, targets: list[pygame.FRect]) -> list[pygame.FRect]:
        """The market's cards left to right, then your experts left to right."""
        layout = self.layout(self.view)
        own = layout.seats.get(self.view.seat if self.view.seat is not None else -1)
        regions = [(layout.market_row, left_to_right)] + ([(own.header, left_to_right)] if own is not None else [])
        return regions_first(targets, regions)

    def key_buttons(self) -> list[Button]:
        return self.choice_buttons

    def choice_box(self) -> pygame.FRect | None:
        """The panel of the last card's buttons, with its title (None while there is none)."""
        return choices.choice_box(self.choice_buttons)

    def tooltip_keep_clear(self, pos: tuple[float, float]) -> pygame.FRect | None:
        """A button's tip at the last card stands beside the panel, never over the other
        choices."""
        box = self.choice_box()
        return box if box is not None and box.collidepoint(pos) else None

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        for spot in reversed(self.spots()):
            # Market cards explain themselves enlarged; what stands on them has a tip.
            if spot.kind != "market" and spot.tip and spot.contains(pos):
                return spot.tip
        return None
