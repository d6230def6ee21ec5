"""The Sail to India table: what the players look at and click during a game.

It draws only what the host hands it — the seat's `SailToIndiaView`, the legal actions
and the public content (towns by id, technologies, names, icons) — and answers with
`host.submit(action)`. Moving ships is a run of clicks (a ship or Lisboa, then a lit
town, again and again, then Done sailing); building, unloading goods, picking goods to
sell and acquiring technologies are clicks on the space itself; the other actions and
the questions of the rules are buttons in the action bar. What can be clicked is
exactly what is legal, framed in brass and glowing under the pointer.

The path runs one way: the hit areas and the bar's buttons are built (`build_spots`)
when the view, the legal actions, the area or the table's own half-made choice
(`choice_key`: the return or Geography chosen, the ship picked, a question asked, and
whether markers are still flying) change; drawing, hover, clicks and tutorials read them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace

import pygame

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import View
from tabletop.games.sail_to_india.model import SailToIndiaContent
import tabletop.games.sail_to_india.table.choices as choices
import tabletop.games.sail_to_india.table.status as status
from tabletop.games.sail_to_india.table.board import BoardLook, board_spots, draw_board
from tabletop.games.sail_to_india.table.choices import Key, Target
from tabletop.games.sail_to_india.table.layout import TableLayout, build_layout, tech_rows
from tabletop.games.sail_to_india.table.motion import Motion
from tabletop.games.sail_to_india.table.seats import SeatLook, draw_seat, seat_spots
from tabletop.games.sail_to_india.table.words import Words
from tabletop.games.sail_to_india.view import SailToIndiaView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.layers import LayerCache
from tabletop.ui.spots import Spot, target_at, tip_at
from tabletop.ui.table import AnimatedTable, TableHost
from tabletop.ui.widgets import Button
from tabletop.ui.widgets.focus import regions_first
from tabletop.ui.widgets.action_bar import ButtonSpec, draw_bar, place_sentence, slot_buttons, slot_grid
from tabletop.ui.widgets.base import is_press

Choice = tuple[str | None, int | None, Target | None]
"""The table's half-made choice: the mode (a return or a Geography use), the ship picked
for a move (0 = Lisboa) and the click that asked "are you sure?"."""


class SailToIndiaTable(AnimatedTable):
    motion: Motion

    def __init__(self, host: TableHost) -> None:
        super().__init__(host, Motion(host.animation_speed))
        content = getattr(host.game, "content", None)
        if not isinstance(content, SailToIndiaContent):
            raise TypeError("the Sail to India table needs Sail to India content")
        self.content = content
        self.words = Words(content)
        self.mode: str | None = None           # choices.RETURN_MODE / GEOGRAPHY_MODE, before anything is played
        self.origin: int | None = None         # the ship picked in a move (0 = Lisboa)
        self.confirming: Target | None = None  # a click that asked "are you sure?"
        self.pointer: tuple[float, float] | None = None
        self.buttons: list[Button] = []
        self.button_specs: list[ButtonSpec] = []
        self._button_key: tuple | None = None
        self._targets: dict[Key, Target] = {}
        self._shown: SailToIndiaView | None = None
        self._narrowed: tuple[object, tuple[Action, ...], SailToIndiaView] | None = None
        self._layout: tuple[tuple, TableLayout] | None = None
        self.layers = LayerCache()

    # --- what the host reads --------------------------------------------------------------

    @property
    def view(self) -> SailToIndiaView:
        """The host's view, its `legal` narrowed to what the host lets this person click
        (a tutorial step allows one move): every choice the table lights, every button
        and every sentence of the bar is read from it, so nothing else lights up."""
        return self._narrow(self.host.view)

    def _narrow(self, view: View) -> SailToIndiaView:
        if not isinstance(view, SailToIndiaView):
            raise TypeError("the Sail to India table draws Sail to India views only")
        legal = self.legal()
        if view.legal == legal:
            return view
        kept = self._narrowed
        if kept is None or kept[0] is not view or kept[1] != legal:
            kept = self._narrowed = (view, legal, replace(view, legal=legal))
        return kept[2]

    def on_reset(self) -> None:
        self.motion.reset()
        self._clear_choice()
        self.suggestion = None

    def round_info(self) -> str:
        return status.round_info(self.view, self.content.numbers.round_limit)

    def decision(self) -> str:
        # The kept choice as it was last settled (`update`): a picture drawn without an
        # update first (a screenshot) says "click a ship", as it always has.
        return choices.decision(self.view, self.mode, self.origin)

    # --- layout and choices ---------------------------------------------------------------

    def layout(self, view: SailToIndiaView | None = None) -> TableLayout:
        view = view or self.view
        key = (tuple(self.host.area), view.players, len(view.towns))
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, build_layout(self.host.area, view.players, len(view.towns), len(self.content.cards)))
        return self._layout[1]

    def targets(self) -> dict[Key, Target]:
        view = self.view
        if not self.legal() or self.motion.busy:
            return {}
        mode, origin, _ = self._choice()
        return choices.targets(view, mode, origin, self.words)

    def tech_row(self, tech_id: str) -> pygame.FRect:
        layout = self.layout()
        for card, rect in zip(self.content.cards, layout.cards):
            if tech_id in card.technologies:
                return tech_rows(rect, len(card.technologies))[card.technologies.index(tech_id)]
        return pygame.FRect(layout.bar)

    def _clear_choice(self) -> None:
        self.mode = None
        self.origin = None
        self.confirming = None

    def _choice(self) -> Choice:
        """The kept choice as it stands against what may be played now: a mode, a ship or
        a question that no longer applies is dropped, and when only one ship can sail in
        a move it is picked."""
        view = self.view
        legal = self.legal()
        origins = choices.origins(legal)
        origin = self.origin if self.origin in origins else None
        if view.phase == "move" and origin is None and len(origins) == 1:
            origin = next(iter(origins))    # only one ship can move: it is picked
        mode = self.mode if self.mode is not None and choices.OPENS[self.mode] in {a.kind for a in legal} else None
        confirming = self.confirming
        if confirming is not None and not all(a in legal for a in confirming.actions[:1]):
            confirming = None
        return mode, origin, confirming

    def _sync(self) -> None:
        """Keep the choice as it stands now (`_choice`), so a dropped one stays dropped."""
        self.mode, self.origin, self.confirming = self._choice()

    def choice_key(self) -> Hashable:
        """The lit targets depend on the mode and the ship picked, and go out while markers
        fly; the bar's buttons on the mode and the question asked."""
        return self._choice(), self.motion.busy

    def build_spots(self, view: View) -> list[Spot]:
        """Every hotspot of the board and the seats' panels, from the layout; and the bar's
        buttons when what they show has changed."""
        shown = self._narrow(view)
        layout = self.layout(shown)
        self._targets = self.targets()
        names = [self.host.seat(i).name for i in range(shown.players)]
        spots = board_spots(layout, shown, names, self._targets, self.words)
        for seat, panel in enumerate(layout.seats):
            spots += seat_spots(panel, shown, self._seat_look(shown, seat, None), self.words)
        self._build_buttons(shown)
        self._shown = shown
        return spots

    def _build_buttons(self, view: SailToIndiaView) -> None:
        """The bar's buttons, made anew only when what they say changed. The whole view is
        in the key: a button's label, tip and reason read the seat's wealth, goods and
        speed, which may change while the moves on offer stay the same."""
        mode, _, confirming = self._choice()
        key = (view, self.legal(), mode, confirming, tuple(self.host.area))
        if key == self._button_key:
            return
        self._button_key = key
        specs = choices.confirm_buttons(confirming) if confirming is not None else \
            choices.buttons(view, mode, self.words)
        self.button_specs = specs
        grid = slot_grid(self.layout().bar, choices.SLOTS)
        self.buttons = slot_buttons(specs, grid, theme.SMALL_BOLD, self._press, padding=(50, 24),
                                    pointer=self.pointer, say=self.host.say)
        self._mark_suggestion()

    def _seat_look(self, view: SailToIndiaView, seat: int, hovered: Key | None) -> SeatLook:
        info = self.host.seat(seat)
        return SeatLook(seat, info.name, info.style, info.colour_index, seat == view.seat, self._targets, hovered)

    # --- where to click (tutorials) ---------------------------------------------------------

    def clicks_for(self, action: Action) -> list[pygame.FRect] | None:
        """Where a person clicks, in order, to make `action` from the table as it is now.

        A bar button that plays it; a space, a technology or a marker to send home; for a
        sail the ship (or Lisboa) and then the town, the town alone once that ship is
        picked. A kept choice that is in the way is called off first (the mode's Cancel,
        a confirmation's Keep it), and a return or a Geography use starts with its button;
        inside that mode any marker opens it (the next move names which one)."""
        if self.view.seat is None or action not in self.legal():
            return None
        self._sync()
        self.spots()
        if self.confirming is not None:
            label = "Yes, send it home" if action in self.confirming.actions else "Keep it"
            return self._button_rects(lambda spec: spec.label == label)
        mode = next((m for m, kind in choices.OPENS.items() if kind == action.kind), None)
        if self.mode is not None and mode != self.mode:
            return self._button_rects(lambda spec: spec.command == "cancel")
        if mode is not None:
            if self.mode is None:
                return self._button_rects(lambda spec: spec.command == mode)
            return next(([rect] for key, rect in self._target_spots() if key[0] != "town"), None)
        played = self._button_rects(lambda spec: bool(spec.actions) and spec.actions[0] == action)
        if played:
            return played
        if action.kind == "sail":
            start, end = action.args
            town = pygame.FRect(self.layout().town[end - 1].column)
            if self.origin == start:
                return [town]
            origin = self._spot_rect(("lisboa",) if start == 0 else ("sea", start))
            return None if origin is None else [origin, town]
        key = choices.action_key(action)
        rect = self._spot_rect(key) if key is not None else None
        return None if rect is None else [rect]

    def action_at(self, pos: tuple[float, float]) -> Action | None:
        """An enabled button's move (the bar's buttons are not spots), else a lit spot's."""
        self.spots()
        for button, spec in zip(self.buttons, self.button_specs):
            if button.contains(pos):
                return spec.actions[0] if button.enabled and spec.actions else None
        return super().action_at(pos)

    def _button_rects(self, wanted: Callable[[ButtonSpec], bool]) -> list[pygame.FRect] | None:
        for button, spec in zip(self.buttons, self.button_specs):
            if wanted(spec):
                return [pygame.FRect(button.rect)]
        return None

    def _target_spots(self) -> list[tuple[Key, pygame.FRect]]:
        return [(spot.data["key"], spot.rect) for spot in self.spots() if spot.data.get("target") is not None]

    def _spot_rect(self, key: Key) -> pygame.FRect | None:
        return next((pygame.FRect(rect) for found, rect in self._target_spots() if found == key), None)

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
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 3:
            if self.origin is not None or self.mode is not None or self.confirming is not None:
                self._clear_choice()         # right click calls the kept choice off
                return True
        return False

    def _click(self, pos: tuple[float, float]) -> bool:
        if self.motion.busy:
            return False
        spot = next((s for s in reversed(self.spots()) if s.data.get("target") is not None and s.contains(pos)),
                    None)
        if spot is None:
            return False
        target = spot.data["target"]
        if target.select is not None:
            self.origin = None if self.origin == target.select else target.select
            return True
        if target.confirm:
            self.confirming = target
            return True
        if spot.action is not None:         # a lit spot's move is legal: it is played as it is
            self._clear_choice()
            self.host.submit(spot.action)
            return True
        self._play(target.actions)
        return True

    def _press(self, spec: ButtonSpec) -> None:
        if spec.command == "cancel":
            self._clear_choice()
        elif spec.command == "unconfirm":
            self.confirming = None
        elif spec.command is not None:
            self.mode, self.origin = spec.command, None
        else:
            self._play(spec.actions)

    def _play(self, actions: tuple[Action, ...]) -> None:
        """Submit `actions` in order; each must be legal when its turn comes (a button
        may be one the last move has not yet replaced, and a mode's pick follows the move
        that opens it)."""
        self._clear_choice()
        for action in actions:
            if action not in self.legal():
                return
            self.host.submit(action)

    # --- time -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.motion.update(dt, self.host.animation_speed)
        if self.motion.layout is not None and self.motion.layout is not self.layout():
            self.motion.skip()              # the flights were laid out on another table
        self._sync()
        self.spots()

    def on_events(self, events: list[Event]) -> None:
        view = self.view
        n = self.content.numbers
        self.motion.play(events, layout=self.layout(view), styles=self._styles(view), tech_row=self.tech_row,
                         speeds=list(range(n.start_speed, n.max_speed + 1)), before=self._shown)
        self.suggestion = None

    def show_suggestion(self, action: Action | None) -> None:
        super().show_suggestion(action)
        self._mark_suggestion()

    def _mark_suggestion(self) -> None:
        """Ring the bar's button the computer's advice would press (it is never pressed)."""
        action = self.suggestion
        if action is None or action not in self.legal():
            return
        for button, spec in zip(self.buttons, self.button_specs):
            opens = choices.OPENS.get(spec.command) if spec.command is not None else None
            button.selected = action in spec.actions or opens == action.kind

    # --- drawing ----------------------------------------------------------------------------

    def _styles(self, view: SailToIndiaView) -> list[theme.SeatStyle]:
        return [self.host.seat(i).style for i in range(view.players)]

    def draw(self, canvas: Canvas) -> None:
        self.spots()
        view = self.view
        layout = self.layout(view)
        mode, origin, confirming = self._choice()
        targets = self._targets
        hovered = self._hovered(targets)
        names = [self.host.seat(i).name for i in range(view.players)]
        look = BoardLook(self._styles(view), names, view.seat, targets, hovered, origin, self._suggested(),
                         self.motion.incoming)
        draw_board(canvas, layout, view, look, self.words, self.layers)
        for seat, panel in enumerate(layout.seats):
            seat_look = self._seat_look(view, seat, hovered)
            acting = view.to_act == seat and view.phase != "over"     # only the seat to act shows its points
            key = ("seat", seat_look.key(), self.layers.part(view.seats[seat]), self.layers.part(view.towns),
                   self.layers.part(view.techs), acting, view.ap if acting else None)
            self.layers.draw(canvas, key, panel.rect, 8,
                             lambda layer, panel=panel, seat_look=seat_look:
                             draw_seat(layer, panel, view, seat_look, self.words))
        line, shorter, spare = self._bar_sentence(view)
        draw_bar(canvas, layout.bar, line, self.buttons, shorter=shorter, spare=spare)
        self.motion.draw(canvas)

    def drawn_over(self, canvas: Canvas) -> list[pygame.FRect]:
        self.spots()
        line, shorter, spare = self._bar_sentence(self.view)
        place = place_sentence(canvas, self.layout(self.view).bar, line, self.buttons, shorter=shorter, spare=spare)
        return [place.tab] if place is not None and place.tab is not None else []

    def _bar_sentence(self, view: SailToIndiaView) -> tuple[str, list[str], bool]:
        """The bar's sentence, its shorter wordings, and whether it is spare. The count of
        actions left, and a gain's question, repeat the top bar: with every slot taken they
        give way rather than cover the technologies."""
        mode, origin, confirming = self._choice()
        line, *shorter = status.bar_wordings(view, self.legal(), mode, origin, confirming, self.host.names,
                                             self.words)
        asking = mode is None and confirming is None
        return line, shorter, asking and (choices.gain_waits(view) or view.phase == "main" and not view.gains)

    def _hovered(self, targets: dict[Key, Target]) -> Key | None:
        if self.pointer is None:
            return None
        hit = target_at(self.spots(), self.pointer)
        return hit[0] if hit is not None and hit[0] in targets else None

    def _suggested(self) -> set[Key]:
        """The things the computer's advice would click (brass-ringed, never played)."""
        action = self.suggestion
        if action is None or action not in self.legal():
            return set()
        found = {key for key, target in choices.targets(self.view, None, None, self.words).items()
                 if action in target.actions}
        if action.kind == "sail":
            found.add(("lisboa",) if action.args[0] == 0 else ("sea", action.args[0]))
            found.add(("town", action.args[1]))
        return found

    def _bar_text(self, view: SailToIndiaView) -> str:
        """The line beside the buttons: the question asked, the sale so far, or whose turn."""
        mode, origin, confirming = self._choice()
        return status.bar_text(view, self.legal(), mode, origin, confirming, self.host.names, self.words)

    def keyboard_order(self, targets: list[pygame.FRect]) -> list[pygame.FRect]:
        """Your own panel first (what you employ, build, sell from), then the coast
        from Lisboa on, then the technology cards."""
        view = self.view
        layout = self.layout(view)
        own = [(layout.seats[view.seat].rect, None)] if view.seat is not None else []
        return regions_first(targets, [*own, (layout.coast, lambda r: (r.centerx, r.centery))])

    def key_buttons(self) -> list[Button]:
        return list(self.buttons)

    def tooltip_at(self, pos: tuple[float, float]) -> str | None:
        return tip_at(self.buttons, self.spots(), pos)
