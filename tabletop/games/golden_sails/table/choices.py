"""The legal actions as things to click: which experts may be sent and where, which card a
click takes, and the first player's choice on the last card as a panel of buttons beside
it (take it as it is, or swap its expert for one of their own).

Everything here is built from `host.legal`, so only legal actions ever become targets;
the table builds it with its hit areas (`build_spots`), never while drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.engine.action import Action
from tabletop.games.golden_sails.model import EXPERT_GOOD, Card
from tabletop.games.golden_sails.phases import ASSIGN, SWAP, TAKE, Phase
from tabletop.games.golden_sails.table.layout import TableLayout
from tabletop.games.golden_sails.table.words import GOOD_SINGULAR, Words
from tabletop.games.golden_sails.view import GoldenSailsView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, logical_width
from tabletop.ui.widgets import Button

BUTTON_H, BUTTON_GAP, TITLE_H = 34.0, 5.0, 26.0
"""The last card's buttons: their height, the gap between them, and the panel's title above."""


def assignable(legal: Sequence[Action]) -> dict[str, set[int]]:
    """Expert -> the market slots it may be sent to now."""
    out: dict[str, set[int]] = {}
    for action in legal:
        if action.kind == ASSIGN:
            out.setdefault(action.args[0], set()).add(action.args[1])
    return out


def takeable(legal: Sequence[Action]) -> set[int]:
    """The market slots whose card may be taken now."""
    return {a.args[0] for a in legal if a.kind == TAKE}


def swaps(legal: Sequence[Action]) -> list[Action]:
    return [a for a in legal if a.kind == SWAP]


def slot_targets(view: GoldenSailsView, legal: Sequence[Action],
                 selected: str | None) -> tuple[dict[int, Action], dict[int, dict[str, Action]]]:
    """Per market slot, the action a click on its card makes now (the chosen expert sent
    there, or the card taken), and the assignment each expert dropped on it makes."""
    clicks: dict[int, Action] = {}
    drops: dict[int, dict[str, Action]] = {}
    for action in legal:
        if action.kind == ASSIGN:
            expert, slot = action.args
            drops.setdefault(slot, {})[expert] = action
            if view.phase == Phase.ASSIGN and expert == selected:
                clicks[slot] = action
        elif action.kind == TAKE and view.phase != Phase.ASSIGN:
            clicks[action.args[0]] = action
    return clicks, drops


def swap_buttons(view: GoldenSailsView, legal: Sequence[Action], layout: TableLayout, area: pygame.FRect,
                 words: Words, card_of: Callable[[str], Card], submit: Callable[[Action], None],
                 suggestion: Action | None, names: Sequence[str]) -> list[tuple[Button, Action]]:
    """The swap-right buttons, exactly while that choice is open to the viewer: keep the
    last card's expert (take it), or swap in one of one's own; each with its action. The
    computer's advice, when it is one of them, is shown selected. A swap's tooltip names
    whose expert comes off the card (`names`: the seats')."""
    offered = swaps(legal)
    takes = sorted(takeable(legal))
    if not offered or len(takes) > 1:
        return []
    slot = offered[0].args[0]
    card_id = view.market[slot].card
    current = view.market[slot].expert
    if card_id is None or current is None:
        return []
    card = card_of(card_id)
    # Without the take (a tutorial that asks for one swap lights only that), only swaps.
    options = [(Action(TAKE, (slot,)), current)] * len(takes) + [(a, a.args[1]) for a in offered]
    labels = [_label(card, action, expert, words) for action, expert in options]
    width = max(300.0, max(logical_width(label, theme.SMALL_BOLD) for label in labels) + 28 + 8 + 24)
    rects = _rects(layout, area, slot, len(options), width)
    buttons = []
    for (action, expert), rect, label in zip(options, rects, labels):
        good = EXPERT_GOOD[expert]
        if action.kind == TAKE:
            tip = f"Keep the {words.name(expert)} on the card and put it on your {words.name(good)} pile."
        else:
            owner = view.market[slot].placed_by
            off = (f"Take back your {words.name(current)}" if owner is None or owner == view.seat
                   else f"Take {names[owner]}'s {words.name(current)} into your supply")
            tip = f"{off} and play your {words.name(expert)} instead: the card goes on your {words.name(good)} pile."
        button = Button(rect, label, lambda a=action: submit(a), style="primary" if action.kind == TAKE else "quiet",
                        tooltip=tip, icon=words.icon(expert, good), font=theme.SMALL_BOLD,
                        selected=action == suggestion)
        buttons.append((button, action))
    return buttons


def _label(card: Card, action: Action, expert: str, words: Words) -> str:
    good = EXPERT_GOOD[expert]
    value = words.area_short(card, good) if good != "gems" else f"class {card.gem}"
    if action.kind == TAKE:
        return f"Take as {GOOD_SINGULAR[good]}: {value}"
    return f"Swap to {words.name(expert)}: {GOOD_SINGULAR[good]} {value}"


def _rects(layout: TableLayout, area: pygame.FRect, slot: int, count: int, width: float) -> list[pygame.FRect]:
    """Beside the last card, `width` wide: as wide as the longest label needs."""
    whole = layout.slots[slot].whole
    total = TITLE_H + count * (BUTTON_H + BUTTON_GAP)
    row = layout.market_row
    # Beside the last card, on the side with more room (the other slots are empty now).
    right_room = layout.reference.x - whole.right
    left_room = whole.x - layout.deck.right
    x = whole.right + 12 if right_room >= min(width + 24, left_room) else whole.x - width - 12
    x = max(area.x + 4, min(x, area.right - width - 4))
    y = max(area.y + 4, min(row.centery - total / 2 + TITLE_H, area.bottom - total))
    return [pygame.FRect(x, y + i * (BUTTON_H + BUTTON_GAP), width, BUTTON_H) for i in range(count)]


def choice_box(buttons: Sequence[Button]) -> pygame.FRect | None:
    """The panel of the last card's buttons, with its title."""
    if not buttons:
        return None
    box = buttons[0].rect.unionall([b.rect for b in buttons]).inflate(16, 16)
    box.y -= TITLE_H
    box.h += TITLE_H
    return box


def draw_choice(canvas: Canvas, buttons: Sequence[Button]) -> None:
    box = choice_box(buttons)
    if box is None:
        return
    canvas.shade(theme.SHADOW, 80, box.move(3, 4), 10)
    canvas.fill(theme.PARCHMENT, box, 10)
    canvas.frame(theme.BRASS, box, 2, 10)
    canvas.text("The last card is yours:", theme.SMALL_BOLD, theme.INK, (box.x + 10, box.y + 8))
    for button in buttons:
        button.draw(canvas)
