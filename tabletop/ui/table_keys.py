"""Playing at a table by keys: where focus may go on the table, and the key sheet.

What may be clicked now is exactly what each legal action is clicked at first
(`TableView.clicks_for`), the action bar's buttons (`TableView.key_buttons`) and the few
things a click changes that are not moves (`TableView.key_extras`: Pirates' Gold's
auto-pass, Winds of Trade's election box folded or open; after the moves, unless the
game's `keyboard_order` places them among them), so the keyboard walks the same
things a click lights, no more. A stop's tip is its own (`TableView.tooltip_for`). A key press on a stop is a click
at its centre through the table scene (`keyed` events), so every table's own logic —
a multi-step choice, a lesson refusing what its step did not ask — answers it as it
answers the mouse. Each game puts the stops in its reading order (`keyboard_order`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.action import Action
from tabletop.ui.table import TableView
from tabletop.ui.widgets.button import Button
from tabletop.ui.widgets.focus import Stop

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
               pygame.K_9)
KEY_SHEET = """Tab / Shift+Tab: next / previous thing you may click
Arrow keys: the nearest thing that way
Enter or Space: click what has focus
1 – 9: the action bar's buttons, left to right
Backspace: take back half a choice (put a chosen card back)
Ctrl+Z: undo    S: suggest a move    L: read the log
Esc: the menu (save, load, rules, settings, leave)
? or F1: this sheet    F11: full screen    M: sound on or off

Menus and dialogs: Tab and the arrows move, Enter or Space chooses, Esc goes back."""


def _place(rect: pygame.FRect) -> tuple[int, int, int, int]:
    return round(rect.x), round(rect.y), round(rect.w), round(rect.h)


def table_stops(table: TableView, legal: tuple[Action, ...], click: Callable[[tuple[float, float]], None]) -> list[Stop]:
    """The table's stops in its reading order, then the bar's buttons left to right
    (each tip names its number key)."""
    targets: dict[tuple, pygame.FRect] = {}
    for action in legal:
        rects = table.clicks_for(action)
        if rects:
            targets.setdefault(_place(rects[0]), pygame.FRect(rects[0]))
    buttons = bar_order(table)
    for button in buttons:
        targets.pop(_place(button.rect), None)
    ordered = table.keyboard_order(list(targets.values()))
    placed = {_place(rect) for rect in ordered}
    ordered += [pygame.FRect(rect) for rect in table.key_extras() if _place(rect) not in placed]
    stops = [Stop(rect, lambda r=rect: click(r.center), table.tooltip_for(rect), key=("table", _place(rect)))
             for rect in ordered]
    for number, button in enumerate(buttons, start=1):
        if button.enabled or button.on_refused is not None:
            tip = button.tooltip or button.label
            if number <= len(NUMBER_KEYS):
                tip = f"{tip} (key {number})"
            stops.append(Stop(pygame.FRect(button.rect), lambda b=button: click(b.rect.center), tip,
                              key=("bar", number, button.label)))
    return stops


def is_setting(table: TableView, key: object) -> bool:
    """Whether the stop `key` is one of the table's settings (`TableView.key_settings`)."""
    return any(key == ("table", _place(rect)) for rect in table.key_settings())


def bar_order(table: TableView) -> list[Button]:
    """The bar's shown buttons left to right: the order of their number keys."""
    return sorted((b for b in table.key_buttons() if b.visible), key=lambda b: (b.rect.x, b.rect.y))


def number_button(table: TableView, key: int) -> Button | None:
    """The bar's button a number key presses (1 the leftmost); None for no such button."""
    if key not in NUMBER_KEYS:
        return None
    buttons = bar_order(table)
    index = NUMBER_KEYS.index(key)
    return buttons[index] if index < len(buttons) else None
