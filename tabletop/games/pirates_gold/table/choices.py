"""What a click may do now, read from the legal actions alone: the lit cells and cards,
and the buttons of the action bar.

A `play` action is `play CARD ARG…`; the table asks for the arguments one at a time
after the card is chosen: two numbers in a row are a cell (lit on the chart), a lone
number a player, a word a direction (buttons). Nothing here knows what the cards do,
so every choice offered is exactly one of the legal actions. Everything else — pass,
stay, keep, the wind, what to toss, Counter Magic — is a button in the bar.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import COMPASS
from tabletop.games.pirates_gold.phases import Phase
from tabletop.games.pirates_gold.table.words import Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import text, theme

Cell = tuple[int, int]
"""A chart cell as (row, col)."""

BACK = "back"
"""The pick of the button that puts a chosen card back."""


@dataclass(frozen=True)
class Step:
    """The next thing to pick for the chosen card: `kind` is "cell", "seat" or
    "direction"; `options` maps each pickable value to the arguments it adds."""

    kind: str
    options: dict


def plays_of(legal: tuple[Action, ...], card_id: str) -> list[tuple]:
    """The argument tuples with which `card_id` may be played now."""
    return [tuple(a.args[1:]) for a in legal if a.kind == "play" and a.args[0] == card_id]


def playable_cards(legal: tuple[Action, ...]) -> set[str]:
    return {a.args[0] for a in legal if a.kind == "play"}


def next_step(plays: list[tuple], prefix: tuple) -> Step | None:
    """What to pick after `prefix`; None when `prefix` already makes one whole play."""
    rest = [p[len(prefix):] for p in plays if p[:len(prefix)] == prefix]
    if not rest or rest == [()]:
        return None
    if all(len(r) == 2 and all(isinstance(v, int) for v in r) for r in rest):
        return Step("cell", {(r[0], r[1]): (r[0], r[1]) for r in rest})
    first = {r[0] for r in rest}
    if all(isinstance(v, str) for v in first):      # directions, clockwise from the north
        return Step("direction", {v: (v,) for v in sorted(first, key=_clockwise)})
    return Step("seat", {v: (v,) for v in sorted(first)})


def _clockwise(code: str) -> tuple[int, str]:
    return (COMPASS.index(code), code) if code in COMPASS else (len(COMPASS), code)


def complete(card_id: str, plays: list[tuple], prefix: tuple) -> Action | None:
    """The action `prefix` stands for once it leaves no choice open (a card with a
    single way to play it is played on the first click)."""
    rest = [p for p in plays if p[:len(prefix)] == prefix]
    return Action("play", (card_id, *rest[0])) if len(rest) == 1 else None


def card_actions(legal: tuple[Action, ...]) -> dict[str, str | Action]:
    """Card in hand -> what clicking it does: "choose" (a card to play, with or without
    further choices) or the action itself (discard, swap)."""
    out: dict[str, str | Action] = {c: "choose" for c in playable_cards(legal)}
    for action in legal:
        if action.kind in ("discard", "swap"):
            out[action.args[0]] = action
    return out


def lit_cells(legal: tuple[Action, ...], selected: str | None, prefix: tuple, step: Step | None,
              reachable: dict[Cell, list[Cell]]) -> dict[Cell, Action]:
    """Cells a click would act on now, with the action it makes: the cells the chosen
    card asks for next, or, with no card chosen, where the ship may sail (`reachable`)."""
    if step is not None and step.kind == "cell" and selected:
        return {cell: Action("play", (selected, *prefix, *cell)) for cell in step.options}
    if selected is None and any(a.kind == "sail" for a in legal):
        return {cell: Action("sail", cell) for cell in reachable if Action("sail", cell) in legal}
    return {}


@dataclass(frozen=True)
class BarButton:
    """One button of the action bar: it plays `action`, or picks `pick` for the chosen
    card (a player, a direction, or BACK to put the card back)."""

    label: str
    action: Action | None
    pick: object
    tip: str
    style: str


def bar_buttons(view: PiratesGoldView, legal: tuple[Action, ...], selected: str | None, step: Step | None,
                words: Words, names: list[str]) -> list[BarButton]:
    """The bar's buttons: exactly the choices open to the viewer now. With a card chosen,
    the players or directions it asks for, and Back; otherwise one per legal action that
    is not a click on the chart or on a card."""
    buttons: list[BarButton] = []
    if selected is not None:
        card = words.name(selected)
        if step is not None and step.kind == "seat":
            for seat in step.options:
                buttons.append(BarButton(names[seat], None, seat, f"Play {card} on {names[seat]}.", "primary"))
        elif step is not None and step.kind == "direction":
            short = len(step.options) > 4
            for code in step.options:
                label = code if short else words.direction(code).capitalize()
                buttons.append(BarButton(label, None, code, f"{card}: toward the {words.direction(code)}.",
                                         "primary"))
        buttons.append(BarButton("Back", None, BACK, "Put the card back and choose again (right-click does it "
                                                     "too).", "quiet"))
        return buttons
    for action in legal:
        button = _button_for(view.phase, action, words)
        if button is not None:
            buttons.append(button)
    return buttons


def _button_for(phase: str, action: Action, words: Words) -> BarButton | None:
    if action.kind == "pass":
        if phase == Phase.WINDOW:
            return BarButton("Let it stand", action, action, "Do not answer with Counter Magic: the card keeps its "
                                                             "effect (unless someone else answers).", "quiet")
        return BarButton("Pass", action, action, "Play no card now; the word goes on clockwise. The phase ends once "
                                                 "everyone has passed since the last card, the active player last.",
                         "quiet")
    if action.kind == "play" and phase == Phase.WINDOW:
        return BarButton("Counter Magic", action, action, "Answer with Counter Magic: the card just played is "
                                                          "cancelled (unless your Counter Magic is answered in "
                                                          "turn).", "primary")
    if action.kind == "stay":
        return BarButton("Stay put", action, action, "Do not sail this round. A ship that stays on a card space "
                                                     "draws no card for it.", "quiet")
    if action.kind == "keep":
        return BarButton("Keep my hand", action, action, "Keep every card; the round ends.", "quiet")
    if action.kind == "wind":
        code = action.args[0]
        return BarButton(f"Toward {code}", action, action, f"The wind blows toward the {words.direction(code)}.",
                         "primary")
    if action.kind == "toss":
        value = action.args[0]
        return BarButton(f"Toss a {value}", action, action, f"Throw a {value}-ducat overboard; it sinks back into "
                                                            "the reserve.", "primary")
    return None


BUTTON_GAP = 8.0


def button_rects(buttons: list[BarButton], bar: pygame.FRect) -> list[pygame.FRect]:
    """Where the buttons stand: right-aligned in the bar, each as wide as its label, all
    narrowed together when they would take more than the bar's right 62 %."""
    widths = [max(84.0, text.size(theme.BUTTON.role, theme.text_px(theme.BUTTON), b.label)[0] + 28) for b in buttons]
    room = bar.w * 0.62
    if sum(widths) + BUTTON_GAP * len(widths) > room:
        widths = [min(w, room / max(1, len(widths)) - BUTTON_GAP) for w in widths]
    rects: list[pygame.FRect] = []
    x = bar.right - 10
    for width in reversed(widths):
        x -= width
        rects.insert(0, pygame.FRect(x, bar.centery - 21, width, 42))
        x -= BUTTON_GAP
    return rects
