"""What the table says in words: the decision in the top bar, where the round is, and
the action bar along the bottom — who has the word and how to take part — with the
tip on how a round goes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import PiratesGoldContent
from tabletop.games.pirates_gold.phases import CARD_PHASES, Phase
from tabletop.games.pirates_gold.table.choices import Step, playable_cards
from tabletop.games.pirates_gold.table.words import PHASE_NAMES, Words
from tabletop.games.pirates_gold.view import PiratesGoldView
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, fitting_font


@dataclass(frozen=True)
class Situation:
    """What the words describe: the view, what the viewer may do now, the card chosen
    with its choices so far (and what it asks next), and whom the table passes for."""

    view: PiratesGoldView
    legal: tuple[Action, ...]
    words: Words
    names: list[str]
    selected: str | None
    prefix: tuple
    step: Step | None
    auto_passing: int | None


def extra_steps(view: PiratesGoldView, content: PiratesGoldContent) -> int:
    """The active ship's sail cards waiting for its next sailing phase."""
    return sum(content.card(c).effect.steps for c in view.reminders[view.active]
               if content.card(c).effect.type == "extra_sail")


def round_info(view: PiratesGoldView) -> str:
    if view.phase == Phase.OVER:
        return "Final position"
    return f"Round {view.round} · {PHASE_NAMES.get(view.phase, view.phase)}"


def decision(situation: Situation) -> str:
    """The decision in one sentence, for the top bar."""
    view, words = situation.view, situation.words
    if view.phase == Phase.OVER or view.to_act is None:
        return ""
    auto = situation.auto_passing
    if auto is not None:
        if view.phase == Phase.WINDOW:
            return f"{{P{auto}}} cannot answer and lets it stand"
        return f"{{P{auto}}} has nothing to play and passes"
    who = f"{{P{view.to_act}}}"
    if situation.selected:
        return f"{who}: choose for {words.name(situation.selected)}"
    phase = view.phase
    if phase in CARD_PHASES:
        return f"{who} has the word: play a card or pass"
    if phase == Phase.WINDOW:
        seat, card_id, _ = view.stack[-1]
        return f"{who}: answer {{P{seat}}}'s {words.name(card_id)} with Counter Magic?"
    return {
        Phase.SAIL: f"{who}: sail with the wind, or stay put",
        Phase.WIND_CHOICE: f"{who}: choose where the wind blows",
        Phase.TOSS: f"{who}: toss one ducat overboard",
        Phase.DISCARD: f"{who}: discard a card (hand limit)",
        Phase.SWAP: f"{who}: swap a card for a new one, or keep your hand",
    }.get(phase, f"{who} is to act")


def card_phase_detail(legal: tuple[Action, ...]) -> str:
    """What the seat with the word may do: a tutorial step may allow only a card, or only
    Pass, and the sentence must not offer what is not there."""
    kinds = {action.kind for action in legal}
    if "play" in kinds and "pass" in kinds:
        return "Click a lit card in your hand to play it, or Pass."
    if "play" in kinds:
        return "Click the lit card in your hand to play it."
    return "Pass: the word goes round to the next player."


def value_name(value: object, situation: Situation) -> str:
    """A choice already made for the chosen card: a player's name or a direction."""
    if isinstance(value, str):
        return situation.words.direction(value)
    assert isinstance(value, int)
    return situation.names[value]


FACE_DOWN_DETAIL = {
    Phase.CARDS1: "Your cards lie face down: click them to look and play one, or Pass.",
    Phase.CARDS2: "Your cards lie face down: click them to look and play one, or Pass.",
    Phase.WINDOW: "Your cards lie face down: click them to look for Counter Magic, or let it stand.",
    Phase.SWAP: "Your cards lie face down: click them to look and swap one, or keep them.",
}
"""How to take part while the hand is face down, where a card could be the answer."""


def bar_text(situation: Situation) -> tuple[str, str]:
    """Two lines: what is happening, and how to take part (or whom we wait for)."""
    title, detail = _bar_text(situation)
    view = situation.view
    if situation.legal and view.face_down and view.phase in FACE_DOWN_DETAIL:
        passed = detail.partition(" Passed since")[1:]
        detail = FACE_DOWN_DETAIL[view.phase] + "".join(passed)
    return title, detail


def _bar_text(situation: Situation) -> tuple[str, str]:
    view, words, legal = situation.view, situation.words, situation.legal
    numbers = words.content.numbers
    if view.phase == Phase.OVER:
        return "The game is over.", ""
    who = f"{{P{view.to_act}}}" if view.to_act is not None else ""
    mine = bool(legal)
    phase = PHASE_NAMES.get(view.phase, view.phase)
    auto = situation.auto_passing
    if auto is not None:
        return (f"{phase}: {{P{auto}}} passes",
                f"{{P{auto}}} can only pass, and auto-pass is on: the table passes for them.")
    if situation.selected is not None:
        step = situation.step
        what = {"cell": "click a lit cell on the chart", "seat": "choose a player",
                "direction": "choose a direction"}.get(step.kind if step else "", "")
        chosen = "".join(f" · {value_name(v, situation)}" for v in situation.prefix)
        return (f"{words.name(situation.selected)}{chosen}: {what}", words.card_tip(situation.selected, None))
    if view.phase in CARD_PHASES:
        passed = ", ".join(f"{{P{s}}}" for s in view.passed)
        if mine:
            detail = card_phase_detail(legal)
        elif view.to_act == view.seat:   # a tutorial's note holds the move back: the panel speaks
            detail = ""
        else:
            detail = f"Waiting for {who} to play a card or pass."
        if passed:
            detail = f"{detail} Passed since the last card: {passed}.".strip()
        return f"{phase}: {who} has the word", detail
    if view.phase == Phase.WINDOW:
        seat, card_id, args = view.stack[-1]
        played = words.play_sentence(card_id, args, situation.names)
        if mine:
            return (f"{{P{seat}}} played {played}",
                    "Answer with Counter Magic to cancel it, or let it stand.")
        return (f"{{P{seat}}} played {played}", f"Waiting: {who} may answer with Counter Magic.")
    if view.phase == Phase.SAIL:
        steps = view.strength + extra_steps(view, words.content)
        if mine:
            return (f"Sailing: up to {steps} space{'s' if steps != 1 else ''} toward the "
                    f"{words.direction(view.wind)} or 45° off it",
                    "Lit cells can be reached; point at one to see the route, click to sail. Or stay put.")
        return f"Sailing: {who} sails", f"Up to {steps} space{'s' if steps != 1 else ''} with the wind."
    if view.phase == Phase.WIND_CHOICE:
        return f"{who} may choose the wind", "The wind die showed free choice."
    if view.phase == Phase.TOSS:
        return f"{who}'s ship is over capacity", "A ship carries at most "\
               f"{numbers.ship_capacity} ducats: one goes overboard."
    if view.phase == Phase.DISCARD:
        return f"{who} holds too many cards", f"The hand limit is {numbers.hand_limit}."
    if view.phase == Phase.SWAP:
        return (f"Card swap: {who} may swap one card",
                "The active player who neither played, sailed nor was moved may swap a card for a new one.")
    return phase, ""


def phase_tip(view: PiratesGoldView) -> str:
    """How the round goes, with where we are in it."""
    return (f"Now: {PHASE_NAMES.get(view.phase, view.phase)}. A round: the active player rolls the wind "
            "dice; card phase I; the active ship sails; card phase II; then ships act on their spaces (load "
            "a ducat, draw a card, unload at home). In a card phase the word goes clockwise from the active "
            "player, who always has the last word; every card played may be answered with Counter Magic.")


def bar_tip_rect(bar: pygame.FRect) -> pygame.FRect:
    """The bar's words, which explain the round when pointed at (the buttons lie beyond)."""
    return pygame.FRect(bar.x, bar.y, bar.w * 0.38, bar.h)


def hand_hint(situation: Situation) -> str:
    """The hint beside the hand's title: what a click in the hand does now."""
    legal = situation.legal
    if not legal:
        return ""
    step = situation.step
    if step is not None:
        return {"cell": "Click a lit cell.", "seat": "Pick a player below.",
                "direction": "Pick a direction below."}[step.kind]
    if situation.view.phase == Phase.DISCARD:
        return "Click a card to discard."
    if situation.view.phase == Phase.SWAP:
        return "Click a card to swap it."
    if playable_cards(legal):
        return "Lit cards can be played."
    return ""


TITLE_FONTS = (theme.BODY_BOLD, theme.SMALL_BOLD, theme.Font("text_bold", 13))
"""The bar's first line: a size or two smaller where a larger text size and the wind's
four buttons leave it short ("… may choose the wind" was cut at 150 %)."""
DETAIL_FONTS = (theme.SMALL, theme.Font("text", 13), theme.Font("text", 12))
"""The bar's second line: a size smaller where a larger text size needs a second line."""


def draw_bar_face(canvas: Canvas, bar: pygame.FRect, mine: bool, title: str, detail: str, buttons_x: float | None
                  ) -> None:
    """The action bar under its buttons: parchment while the viewer may act, sea while
    others do, and the two lines of words (names filled in) left of `buttons_x`, where
    the buttons begin (None: there are none)."""
    canvas.fill(theme.PARCHMENT if mine else theme.SEA, bar, 10)
    canvas.frame(theme.GLOW if mine else theme.SEA_LIGHT, bar, 2, 10)
    ink, muted = (theme.INK, theme.INK_MUTED) if mine else (theme.FOAM, theme.FOAM_MUTED)
    left = buttons_x - 16 if buttons_x is not None else bar.right - 16
    width = left - bar.x - 16
    canvas.text(title, fitting_font(title, TITLE_FONTS, width), ink, (bar.x + 16, bar.y + 14), max_width=width)
    room = (bar.x + 16, bar.y + 40, width, 40)
    canvas.paragraph(detail, canvas.paragraph_font(detail, DETAIL_FONTS, room), muted, room)
