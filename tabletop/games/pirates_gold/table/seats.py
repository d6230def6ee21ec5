"""Each seat's own area: its row beside the chart — name and tags (active, has the word,
passed), the auto-pass toggle, cargo, home cove, hand size and the cards lying in front
of it — and the viewer's hand below the rows.

Each part has its hit areas (`seat_spots`, `hand_spots`), laid out when what they show
changes, and its drawing (`draw_seat`, `draw_hand`), which changes nothing; both place
things by the same geometry.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import worth
from tabletop.games.pirates_gold.phases import CARD_PHASES, Phase
from tabletop.games.pirates_gold.table.choices import card_actions, complete, plays_of
from tabletop.games.pirates_gold.table.layout import TableLayout
from tabletop.games.pirates_gold.table.pieces import GOLD, GOLD_EDGE, draw_card, measuring_canvas
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.table import SeatInfo
from tabletop.ui.widgets import draw_panel
from tabletop.ui.widgets.icon import badge_font, badge_width, draw_seat_badge

TAG = theme.Font("text_bold", 13)


def cargo_slot(rect: pygame.FRect, index: int) -> tuple[float, float]:
    """Centre of the `index`-th ducat of a seat row's cargo (where a hauled ducat lands)."""
    return rect.x + 40 + index * 21, rect.y + 45


def home_centre(rect: pygame.FRect, slots: int) -> tuple[float, float]:
    """Centre of a seat row's home-cove chest, right of `slots` cargo places."""
    x, y = cargo_slot(rect, slots)
    return x + 19, y


Tag = tuple[str, theme.Colour, theme.Colour, str]
"""A tag after a seat's name: its label, fill, ink and tip."""


@dataclass
class SeatLook:
    info: SeatInfo
    active: bool
    has_word: bool
    passed: bool
    asked: bool
    is_viewer: bool
    auto_pass: bool | None           # None: a computer seat (no such setting)
    win: int

    def key(self) -> tuple:
        """Everything here as a hashable value, for the layer cache."""
        return (self.info, self.active, self.has_word, self.passed, self.asked, self.is_viewer, self.auto_pass,
                self.win)


def seat_look(view: PiratesGoldView, seat: int, info: SeatInfo, auto_pass: bool | None, win: int) -> SeatLook:
    """How `seat`'s row looks in `view` (`auto_pass` None: a computer seat)."""
    in_cards = view.phase in CARD_PHASES
    return SeatLook(info=info, active=view.active == seat and view.phase != Phase.OVER,
                    has_word=in_cards and view.to_act == seat, passed=in_cards and seat in view.passed,
                    asked=view.phase == Phase.WINDOW and view.to_act == seat, is_viewer=view.seat == seat,
                    auto_pass=auto_pass, win=win)


# --- a seat's row: where things go -------------------------------------------------------------

def _tags(look: SeatLook) -> list[Tag]:
    name = look.info.name
    tags: list[Tag] = []
    if look.active:
        tags.append(("active", theme.BRASS, theme.INK, f"{name} is the active player this round: they roll, sail "
                                                      "and have the last word in each card phase."))
    if look.has_word:
        tags.append(("has the word", theme.GLOW, theme.INK, f"{name} may play a card or pass now."))
    elif look.asked:
        tags.append(("asked", theme.GLOW, theme.INK, f"{name} is asked whether to answer with Counter Magic."))
    elif look.passed:
        tags.append(("passed", theme.PARCHMENT_DARK, theme.INK_MUTED, f"{name} has passed since the last card."))
    return tags


def _toggle_width() -> float:
    """The auto-pass box: its tick and its word at the chosen text size (104 at 100 %;
    at 150 % the word ran past the panel's edge)."""
    return max(104.0, 30 + logical_width("auto-pass", TAG) * 1.04)


def _toggle_left(rect: pygame.FRect) -> float:
    return rect.right - 8 - _toggle_width()


def _name_room(canvas: Canvas, rect: pygame.FRect, tags: list[Tag]) -> float:
    """How wide the name may be: the name first, then its tags, before the toggle."""
    tags_w = sum(canvas.measure(label, TAG)[0] + 20 for label, *_ in tags)
    return max(150.0, _toggle_left(rect) - 4 - tags_w - (rect.x + 20))


def _pills(canvas: Canvas, rect: pygame.FRect, tags: list[Tag], used: float) -> list[tuple[Tag, pygame.FRect]]:
    """Each tag that fits between the name (`used` wide) and the toggle, with its pill."""
    x = rect.x + 10 + used + 10
    out = []
    for tag in tags:
        w = canvas.measure(tag[0], TAG)[0] + 14
        if x + w > _toggle_left(rect) - 4:
            break
        out.append((tag, pygame.FRect(x, rect.y + 7, w, 20)))
        x += w + 6
    return out


def _toggle_box(rect: pygame.FRect) -> pygame.FRect:
    return pygame.FRect(_toggle_left(rect), rect.y + 5, _toggle_width(), 24)


def _second_line(rect: pygame.FRect, view: PiratesGoldView, seat: int, words: Words) -> tuple[float, int, float, float]:
    """The cargo line's centre height, its cargo places, and where the home cove and the
    hand size start."""
    y = cargo_slot(rect, 0)[1]
    slots = max(words.content.numbers.ship_capacity, len(view.cargo[seat]))   # a fifth ducat shows until tossed
    hx = home_centre(rect, slots)[0] - 11
    return y, slots, hx, hx + 76


def _reminders(canvas: Canvas, rect: pygame.FRect, view: PiratesGoldView, seat: int, words: Words,
               x: float, y: float) -> list[tuple[str, pygame.FRect]]:
    """The cards lying in front of the seat that fit its row, with their pills."""
    out = []
    for card_id in view.reminders[seat]:
        w = min(canvas.measure(words.name(card_id), TAG)[0] + 14, rect.right - 8 - x)
        if w < 30:
            break
        out.append((card_id, pygame.FRect(x, y - 10, w, 20)))
        x += w + 4
    return out


# --- a seat's row: hit areas and drawing ------------------------------------------------------

def seat_spots(rect: pygame.FRect, view: PiratesGoldView, seat: int, look: SeatLook, words: Words) -> list[Spot]:
    """The row's hit areas. Text is measured at the logical size (the drawing measures at
    the window's), so at another window size a tag's area may be a pixel off its pill."""
    name = look.info.name
    style = look.info.style
    spots: list[Spot] = [Spot(pygame.FRect(rect), "seat",
                              f"{name}: the {style.name} {style.shape}. {name}'s ship sails from the {style.name} "
                              f"home port, which only it may enter; {look.win} ducats' worth unloaded there wins.")]
    measure = measuring_canvas()
    tags = _tags(look)
    room = _name_room(measure, rect, tags)
    used = min(room, badge_width(measure, name, badge_font(measure, name, room)))
    spots += [Spot(pill, "tag", tag[3]) for tag, pill in _pills(measure, rect, tags, used)]
    if look.auto_pass is not None:
        state = "on" if look.auto_pass else "off"
        tip = (f"Auto-pass is {state} for {name}. When it is on and passing is all {name} may do (no card that can "
               "be played, no Counter Magic to answer with), the table passes for them after a moment, without "
               "passing the screen. The others then see that {name} had nothing; with it off, {name} is always "
               "asked in person and gives nothing away.").replace("{name}", name)
        if look.is_viewer:
            tip += " Click to turn it " + ("off." if look.auto_pass else "on.")
        spots.append(Spot(_toggle_box(rect), "toggle" if look.is_viewer else "tag", tip, {"seat": seat}))
    y, slots, hx, kx = _second_line(rect, view, seat, words)
    cargo = view.cargo[seat]
    capacity = words.content.numbers.ship_capacity
    cargo_tip = (f"{name}'s ship carries {len(cargo)} of {capacity} ducats"
                 + (f" worth {sum(cargo)} ({', '.join(map(str, cargo))})" if cargo else "")
                 + ". Cargo counts only once it is unloaded in the home port.")
    spots.append(Spot(pygame.FRect(rect.x + 6, y - 12, 40 + slots * 21, 24), "seat", cargo_tip))
    home = sum(view.home[seat])
    spots.append(Spot(pygame.FRect(hx, y - 12, 66, 24), "seat",
                      f"{name}'s home cove holds {worth(home)}; {look.win} wins."))
    count = view.hand_counts[seat]
    spots.append(Spot(pygame.FRect(kx, y - 12, 44, 24), "seat", f"{name} holds {count} action card"
                      + ("" if count == 1 else "s") + " (hidden from the others)."))
    for card_id, pill in _reminders(measure, rect, view, seat, words, kx + 50, y):
        spots.append(Spot(pill, "seat", f"Lies in front of {name}: {words.card_tip(card_id, None)}"))
    return spots


def draw_seat(canvas: Canvas, rect: pygame.FRect, view: PiratesGoldView, seat: int, look: SeatLook,
              words: Words) -> None:
    name = look.info.name
    face = theme.mix(theme.PARCHMENT, look.info.colour, 0.18) if look.is_viewer else theme.PARCHMENT
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(face, rect, 10)
    canvas.frame(theme.GLOW if look.has_word or look.asked else theme.PARCHMENT_EDGE, rect,
                 3 if look.has_word or look.asked else 1.5, 10)
    tags = _tags(look)
    room = _name_room(canvas, rect, tags)
    used = draw_seat_badge(canvas, look.info.colour_index, name, (rect.x + 10, rect.y + 17),
                           badge_font(canvas, name, room), max_width=room)
    for (label, fill, ink, _), pill in _pills(canvas, rect, tags, used):
        canvas.fill(fill, pill, 10)
        canvas.text(label, TAG, ink, pill.center, "center")
    if look.auto_pass is not None:
        box = _toggle_box(rect)
        tick = pygame.FRect(box.x + 4, box.y + 4, 16, 16)
        canvas.fill(theme.FOAM, tick, 3)
        canvas.frame(theme.INK, tick, 1.5, 3)
        if look.auto_pass:
            canvas.line(theme.INK, (tick.x + 3, tick.centery), (tick.centerx - 1, tick.bottom - 3), 2)
            canvas.line(theme.INK, (tick.centerx - 1, tick.bottom - 3), (tick.right - 3, tick.y + 3), 2)
        canvas.text("auto-pass", TAG, theme.INK if look.is_viewer else theme.INK_MUTED, (tick.right + 6, box.centery),
                    "midleft")
    # Second line: cargo, home, hand, reminders.
    y, slots, hx, kx = _second_line(rect, view, seat, words)
    cargo = view.cargo[seat]
    canvas.icon("caravel", (rect.x + 8, y - 11, 22, 22), theme.INK)
    cx = cargo_slot(rect, 0)[0]
    for k in range(slots):
        centre = (cx + k * 21, y)
        if k < len(cargo):
            canvas.circle(GOLD, centre, 9)
            canvas.circle(GOLD_EDGE, centre, 9, 1.5)
            canvas.text(str(cargo[k]), TAG, theme.INK, centre, "center")
        else:
            canvas.circle(theme.PARCHMENT_EDGE, centre, 9, 1)
    home = sum(view.home[seat])
    canvas.icon("open-treasure-chest", (hx, y - 11, 22, 22), theme.BRASS)
    canvas.text(f"{home}/{look.win}", theme.BODY_BOLD, theme.INK, (hx + 26, y), "midleft")
    count = view.hand_counts[seat]
    canvas.icon("card-pick", (kx, y - 11, 22, 22), theme.INK)
    canvas.text(str(count), theme.BODY_BOLD, theme.INK, (kx + 25, y), "midleft")
    for card_id, pill in _reminders(canvas, rect, view, seat, words, kx + 50, y):
        canvas.fill(words.group_colour(card_id), pill, 6)
        canvas.text(words.name(card_id), TAG, theme.FOAM, pill.center, "center", max_width=pill.w - 6)


# --- the viewer's hand -------------------------------------------------------------------------

def hand_spots(layout: TableLayout, view: PiratesGoldView, name: str, words: Words, legal: tuple[Action, ...],
               selected: str | None) -> list[Spot]:
    """The hand and each card in it, with its tip. A card one click plays, discards or
    swaps carries that action; one that asks for more is marked `choose`."""
    if view.hand is None or view.seat is None:
        return []
    rect = layout.hand
    if view.face_down:
        return [Spot(pygame.FRect(rect), "look",
                     f"{name}'s cards lie face down, so the screen came to {name} with no hand-off. Click to "
                     f"look at them: the others are asked to look away first.")]
    spots = [Spot(pygame.FRect(rect), "hand",
                  f"{name}'s action cards: only {name} sees them. After drawing on a card space a hand "
                  f"may hold at most {words.content.numbers.hand_limit}.")]
    actions = card_actions(legal)
    for index, (card_id, card_rect) in enumerate(zip(view.hand, layout.card_rects(len(view.hand)))):
        what = actions.get(card_id)
        tip = words.card_tip(card_id, None if not legal else what is not None,
                             words.why_not(view, card_id) if legal and what is None else "")
        if isinstance(what, Action):
            tip = tip.replace(" Click to play it.", "") + (" Click to discard it." if what.kind == "discard"
                                                           else " Click to swap it for a new card.")
        elif card_id == selected:
            tip = tip.replace(" Click to play it.", " Chosen: make its choice, or click it again to put it "
                                                    "back.")
        direct = what if isinstance(what, Action) else None
        if what == "choose":
            direct = complete(card_id, plays_of(legal, card_id), ())     # a card with one way to play it
        spots.append(Spot(card_rect, "card", tip, {"card": card_id, "index": index,
                                                   "choose": what == "choose" and direct is None}, direct))
    return spots


HAND_TITLE_WIDTH = 170.0
"""Room for "<name>'s hand" at the hand's top left (a 12-letter name fits); the hint or the
face-down caption takes what is left on the right."""


CAPTION_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The hand's hint or caption, a size smaller where a larger text size leaves it short."""
FACE_DOWN_CAPTIONS = ("Face down · click to look", "Click to look")
"""The face-down hand's caption, in fewer words where a larger text size leaves it short
(the cards say "face down" themselves)."""


TITLE_FONTS = (theme.BODY_BOLD, theme.SMALL_BOLD)
"""The hand's title, a size smaller where a long name leaves it short."""


def _right_of_title(rect: pygame.FRect, title: str, font: theme.Font) -> float:
    """What the hand's title leaves its hint or caption: measured on the title itself, so
    a short name gives a larger text size the room ("Lit cards can be…" was cut at 150 %)."""
    used = min(hand_title_width(), logical_width(title, font) * 1.04)
    return rect.w - used - 36


def hand_title_width() -> float:
    """`HAND_TITLE_WIDTH` at the chosen text size."""
    return HAND_TITLE_WIDTH * theme.text_scale()


def draw_hand(canvas: Canvas, layout: TableLayout, view: PiratesGoldView, name: str, words: Words, hint: str,
              legal: tuple[Action, ...], selected: str | None, hovered: int | None, busy: bool) -> None:
    """The hand: its cards lit when a click on them does something (not while things
    move), the `hovered` one (by its place in the hand) raised, the chosen one framed."""
    rect = layout.hand
    draw_panel(canvas, rect)
    if view.hand is None or view.seat is None:
        hidden, room = "Every hand stays hidden until the screen is someone's to play.", (rect.x + 12, rect.y + 12,
                                                                                        rect.w - 24, rect.h - 24)
        canvas.paragraph(hidden, canvas.paragraph_font(hidden, CAPTION_FONTS, room), theme.INK_MUTED, room)
        return
    title = f"{name}'s hand"
    title_font = fitting_font(title, TITLE_FONTS, hand_title_width())
    canvas.text(title, title_font, theme.INK, (rect.x + 12, rect.y + 5), max_width=hand_title_width())
    room = _right_of_title(rect, title, title_font)
    if view.face_down:
        draw_face_down(canvas, layout, view.hand_counts[view.seat], hovered is not None, room)
        return
    if hint:
        canvas.text(hint, fitting_font(hint, CAPTION_FONTS, room), theme.INK_MUTED, (rect.right - 12, rect.y + 7),
                    "topright", max_width=room)
    if not view.hand:
        empty, room = "No cards. Card spaces on the chart give new ones.", (rect.x + 12, rect.y + 40, rect.w - 24,
                                                                            rect.bottom - rect.y - 48)
        canvas.paragraph(empty, canvas.paragraph_font(empty, CAPTION_FONTS, room), theme.INK_MUTED, room)
    actions = card_actions(legal)
    for index, (card_id, card_rect) in enumerate(zip(view.hand, layout.card_rects(len(view.hand)))):
        lit = card_id in actions and not busy
        draw_card(canvas, card_rect, card_id, words, lit=lit, hovered=lit and hovered == index,
                  selected=selected == card_id and view.hand.index(card_id) == index, dim=bool(legal) and not lit)


def draw_face_down(canvas: Canvas, layout: TableLayout, count: int, hovered: bool, room: float) -> None:
    """The viewer's cards face down, and how to turn them over: the screen came to them
    with no curtain, so nothing of the hand may show until they ask. `room`: what the
    hand's title leaves the caption."""
    rect = layout.hand
    caption = next((c for c in FACE_DOWN_CAPTIONS if logical_width(c, fitting_font(c, CAPTION_FONTS, room)) * 1.04
                    <= room), FACE_DOWN_CAPTIONS[-1])
    canvas.text(caption, fitting_font(caption, CAPTION_FONTS, room), theme.INK_MUTED, (rect.right - 12, rect.y + 7),
                "topright", max_width=room)
    if not count:
        canvas.text("No cards.", theme.SMALL, theme.INK_MUTED, (rect.x + 12, rect.y + 40), max_width=rect.w - 24)
    for card_rect in layout.card_rects(count):
        card = card_rect.move(0, -4) if hovered else card_rect
        canvas.fill(theme.SEA, card, 8)
        canvas.frame(theme.BRASS if hovered else theme.SEA_LIGHT, card, 2.5, 8)
        canvas.icon("skull-crossed-bones", card.inflate(-card.w * 0.35, -card.h * 0.45), theme.FOAM_MUTED)
