"""A player's tableau: name and seat mark, remaining experts, the first-player card, and
the five piles fanned as chips so every card in them can be read.

Each chip shows only the area its pile uses (a spice in the Spice pile, a weapon's two
values in the Weapon pile). Gems of other players are backs unless the view shows them.
`seat_spots` lists what lies in a seat's area and where, with its explanation, from the
layout and the view; `draw_seat` paints it (through the table's layer cache) and returns
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES, GoldenSailsContent
import tabletop.games.golden_sails.table.pieces as pieces
from tabletop.games.golden_sails.table.layout import SeatPanel
from tabletop.games.golden_sails.table.words import GOOD_SINGULAR, Words
from tabletop.games.golden_sails.view import SeatView
import tabletop.ui.text as text_sizes
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.spots import Spot
from tabletop.ui.widgets.icon import NAME_SIZES, badge_font, draw_seat_badge

PANEL = theme.hex_colour("#EFE3C6")
PANEL_OWN = theme.hex_colour("#F4EAD2")
PILE_GROUND = theme.hex_colour("#E4D4AE")


@dataclass
class SeatLook:
    """How to draw one seat this frame (everything not in the view itself)."""

    name: str
    style: theme.SeatStyle
    colour_index: int
    to_act: bool = False
    first: bool = False
    is_viewer: bool = False
    glow_experts: frozenset[str] = frozenset()
    selected_expert: str | None = None
    hidden_chips: dict[int, int] = field(default_factory=dict)
    """Per pile, how many newest chips are still flying in (not drawn yet)."""
    hidden_experts: frozenset[str] = frozenset()
    """Experts still flying back to this seat."""
    gem_tip: str = ""
    neighbours: str = ""
    """Who this seat's weapons point at, in words."""
    hint: str = ""
    """How to make the current choice, shown in the viewer's header."""

    def key(self) -> tuple:
        """Everything here as a hashable value, for the layer cache."""
        return (self.name, self.style, self.colour_index, self.to_act, self.first, self.is_viewer,
                self.glow_experts, self.selected_expert, tuple(sorted(self.hidden_chips.items())),
                self.hidden_experts, self.gem_tip, self.neighbours, self.hint)


def pile_cards(sv: SeatView, good: str) -> tuple[str, ...] | None:
    """The card ids of one pile, or None for a gem pile the viewer may not see."""
    return {"spices": sv.spices, "gems": sv.gems, "animals": sv.animals, "weapons": sv.weapons,
            "spells": sv.spells}[good]


def pile_count(sv: SeatView, good: str) -> int:
    cards = pile_cards(sv, good)
    return sv.gem_count if cards is None else len(cards)


def draw_seat(canvas: Canvas, panel: SeatPanel, sv: SeatView, look: SeatLook, words: Words,
              content: GoldenSailsContent) -> None:
    rect = panel.rect
    canvas.shade(theme.SHADOW, 60, rect.move(3, 4), 10)
    canvas.fill(PANEL_OWN if panel.own else PANEL, rect, 10)
    canvas.fill(look.style.colour, (rect.x, rect.y, rect.w, 5), 10)
    if look.to_act:
        canvas.frame(theme.GLOW, rect.inflate(4, 4), 3, 12)
    else:
        canvas.frame(theme.PARCHMENT_EDGE, rect, 1.5, 10)
    _header(canvas, panel, sv, look, words)
    for index, good in enumerate(GOOD_TYPES):
        _pile(canvas, panel, index, good, sv, look, words, content)


def seat_spots(panel: SeatPanel, sv: SeatView, look: SeatLook, words: Words,
               content: GoldenSailsContent) -> list[Spot]:
    """What lies in one seat's area and where, topmost last: the name, the first-player
    card, the experts (with whether each may be sent now: `look.glow_experts`) and every
    pile's label and chips, each with its explanation."""
    h = panel.header
    label = look.name + (" (you)" if look.is_viewer and panel.own else "")
    room = _name_right(panel, look) - h.x - 2
    font = next((f for f in _name_sizes(panel) if _badge_width(label, f) <= room), _name_sizes(panel)[-1])
    spots = [Spot(pygame.FRect(h.x, h.y, min(room, _badge_width(label, font)), h.h), "seat",
                  f"{look.name} — {look.style.name} {look.style.shape}. Piles: "
                  + ", ".join(f"{pile_count(sv, g)} {words.name(g).lower()}" for g in GOOD_TYPES)
                  + f". {look.neighbours}")]
    if look.first:
        spots.append(Spot(panel.crown, "crown",
                          f"First player: {look.name} sends an expert first this round and takes the last card, "
                          "with the right to swap the expert on it for one of their own."))
    spots += _expert_spots(panel, sv, look, words)
    for index, good in enumerate(GOOD_TYPES):
        spots += _pile_spots(panel, index, good, sv, look, words, content)
    return spots


def _name_right(panel: SeatPanel, look: SeatLook) -> float:
    """Where the name must end: before the first-player card, or the experts."""
    return panel.crown.x - 8 if look.first else panel.expert_centres[0][0] - panel.expert_r - 10


def _name_sizes(panel: SeatPanel) -> tuple[theme.Font, ...]:
    """The sizes a seat's name may take, largest first (a small rival panel with the crown is narrow)."""
    return NAME_SIZES if panel.own else (*NAME_SIZES[1:], theme.Font("text_bold", 13), theme.Font("text_bold", 12))


def _badge_width(label: str, font: theme.Font) -> float:
    """The seat badge's width (mark, gap and name) at the logical size, as `badge_width` measures it."""
    return theme.text_px(font) * 1.1 + 8 + logical_width(label, font)


def _text_box(content: str, font: theme.Font, pos: tuple[float, float], anchor: str) -> pygame.FRect:
    """Where `canvas.text` puts one line at the logical size (a spot's rectangle, before any canvas)."""
    box = pygame.Rect((0, 0), text_sizes.size(font.role, theme.text_px(font), content))
    setattr(box, anchor, (round(pos[0]), round(pos[1])))
    return pygame.FRect(box)


HINT_FONTS = (theme.SMALL, theme.Font("text", 13))


def _hint(canvas: Canvas, hint: str, left: float, right: float, header: pygame.FRect) -> None:
    """The how-to line beside the viewer's name. It gives way rather than being cut: a
    smaller size first, then two lines (a long name leaves little room beside it)."""
    room = right - left
    for font in HINT_FONTS:
        if canvas.measure(hint, font)[0] <= room:
            canvas.text(hint, font, theme.INK_MUTED, (left, header.centery), "midleft")
            return
    font = HINT_FONTS[-1]
    lines = canvas.wrap(hint, font, room)
    step = canvas.line_height(font) * 0.9
    top = header.centery - step / 2
    for k, line in enumerate(lines[:2]):
        shown = " ".join(lines[1:]) if k == 1 else line
        canvas.text(shown, font, theme.INK_MUTED, (left, top + k * step), "midleft", max_width=room)


def _header(canvas: Canvas, panel: SeatPanel, sv: SeatView, look: SeatLook, words: Words) -> None:
    h = panel.header
    name_right = _name_right(panel, look)
    label = look.name + (" (you)" if look.is_viewer and panel.own else "")
    font = badge_font(canvas, label, name_right - h.x - 2, _name_sizes(panel))
    width = draw_seat_badge(canvas, look.colour_index, label, (h.x + 2, h.centery), font, theme.INK,
                            max_width=name_right - h.x - 2)
    if look.hint and panel.own:
        _hint(canvas, look.hint, h.x + width + 18, name_right, h)
    if look.first:
        pieces.draw_first_player(canvas, panel.crown)
    _experts(canvas, panel, sv, look, words)


SECRET_EXPERTS_FONT = theme.SMALL_BOLD


def _secret_experts(sv: SeatView) -> str:
    return f"{sv.expert_count} expert{'s' if sv.expert_count != 1 else ''} in hand"


def _experts(canvas: Canvas, panel: SeatPanel, sv: SeatView, look: SeatLook, words: Words) -> None:
    r = panel.expert_r
    if sv.experts is None:   # secret experts: only how many are left
        cx, cy = panel.expert_centres[-1]
        canvas.text(_secret_experts(sv), SECRET_EXPERTS_FONT, theme.INK_MUTED, (cx + r, cy), "midright")
        return
    for expert, count, centre in zip(EXPERTS, sv.experts, panel.expert_centres):
        if count > 0 and expert not in look.hidden_experts:
            pieces.draw_expert(canvas, centre, r, expert, words, look.style, glow=expert in look.glow_experts,
                               selected=expert == look.selected_expert)
            if count > 1:   # a last-card swap can bring a second one home: say how many
                _count_badge(canvas, (centre[0] + r * 0.75, centre[1] + r * 0.75), count)
        else:
            canvas.circle(theme.mix(PANEL, theme.INK, 0.12), centre, r)
            canvas.icon(words.icon(expert, words.expert_good(expert)), (centre[0] - r * 0.6, centre[1] - r * 0.6,
                                                                        r * 1.2, r * 1.2),
                        theme.mix(PANEL, theme.INK, 0.3))


def _expert_spots(panel: SeatPanel, sv: SeatView, look: SeatLook, words: Words) -> list[Spot]:
    r = panel.expert_r
    if sv.experts is None:
        cx, cy = panel.expert_centres[-1]
        return [Spot(_text_box(_secret_experts(sv), SECRET_EXPERTS_FONT, (cx + r, cy), "midright"), "experts",
                     f"{look.name} has {sv.expert_count} experts left; which ones is secret in this variant.")]
    spots = []
    for expert, count, centre in zip(EXPERTS, sv.experts, panel.expert_centres):
        available = count > 0
        if not available:
            state = "already sent out this cycle (experts return after rounds 4 and 8)"
        else:   # a last-card swap can bring a second one home: say how many
            state = f"{count} in hand" if count > 1 else "in hand"
        spots.append(Spot(pygame.FRect(centre[0] - r - 2, centre[1] - r - 2, 2 * r + 4, 2 * r + 4), "expert",
                          f"{words.expert_sentence(expert)} {look.name}'s {words.name(expert)}: {state}.",
                          {"seat": panel.seat, "expert": expert, "available": available,
                           "assignable": expert in look.glow_experts}))
    return spots


def _count_badge(canvas: Canvas, centre: tuple[float, float], count: int) -> None:
    """A small "×2" disc on an expert held more than once."""
    canvas.circle(theme.INK, centre, 9)
    canvas.text(f"×{count}", theme.Font("text_bold", 11), theme.FOAM, centre, "center")


def _pile(canvas: Canvas, panel: SeatPanel, index: int, good: str, sv: SeatView, look: SeatLook,
          words: Words, content: GoldenSailsContent) -> None:
    rect = panel.piles[index]
    cards = pile_cards(sv, good)
    shown = max(0, pile_count(sv, good) - look.hidden_chips.get(index, 0))
    colour = pieces.good_colour(words, good)
    canvas.fill(PILE_GROUND, rect, 6)
    label = _pile_label(panel, index)
    canvas.fill(theme.mix(colour, PILE_GROUND, 0.25), label, 6)
    icon = panel.LABEL_H - 6
    canvas.icon(words.icon(good), (label.x + 4, label.centery - icon / 2, icon, icon), theme.FOAM)
    canvas.text(str(shown), theme.SMALL_BOLD, theme.FOAM, (label.right - 6, label.centery), "midright")
    if rect.w >= 120:
        canvas.text(words.name(good), theme.SMALL_BOLD, theme.FOAM, (label.x + icon + 8, label.centery), "midleft",
                    max_width=label.w - icon - 36)
    chips = panel.chip_rects(index, shown)
    names = rect.w >= 90
    for i, chip in enumerate(chips):
        if cards is None:
            pieces.draw_hidden_gem(canvas, chip, words)
            continue
        pieces.draw_area(canvas, chip, content.card(cards[i]), good, words, names=names)
        canvas.frame(theme.mix(colour, theme.INK, 0.3), chip, 1, min(6, chip.h / 4))
    if not chips:
        body = panel.pile_body(index)
        canvas.text("empty", theme.SMALL, theme.mix(PILE_GROUND, theme.INK, 0.45), (body.centerx, body.y + 12),
                    "center")


def _pile_label(panel: SeatPanel, index: int) -> pygame.FRect:
    """A pile's label strip, across its top."""
    rect = panel.piles[index]
    return pygame.FRect(rect.x, rect.y, rect.w, panel.LABEL_H)


def _pile_spots(panel: SeatPanel, index: int, good: str, sv: SeatView, look: SeatLook, words: Words,
                content: GoldenSailsContent) -> list[Spot]:
    cards = pile_cards(sv, good)
    count = pile_count(sv, good)
    tip = f"{look.name}'s {words.name(good)} pile: {count} card{'s' if count != 1 else ''}."
    if cards is None:
        tip += f" Gems lie face down; {look.gem_tip}"
    if good == "weapons":
        tip += f" {look.neighbours}"
    spots = [Spot(_pile_label(panel, index), "pile", tip)]
    for i, chip in enumerate(panel.chip_rects(index, count)):
        if cards is None:
            spots.append(Spot(chip, "chip", f"A face-down gem of {look.name}. {look.gem_tip}"))
        else:
            spots.append(Spot(chip, "chip", f"{words.area_sentence(content.card(cards[i]), good)} "
                                            f"({GOOD_SINGULAR[good]} {i + 1} of {count}, oldest first.)"))
    return spots
