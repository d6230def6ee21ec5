"""The action bar of a game's table: the buttons for what is not a click on the board
(end the turn, pick a kind of action, answer a question), laid out right-aligned in one
strip, each as wide as its label and all shrunk together when they do not fit — or, for
a table whose buttons come and go, in fixed slots (`slot_buttons`), so a button never
moves under a click aimed from memory. A greyed button says why, in its tooltip and in
the status line when it is clicked.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine.action import Action
from tabletop.ui import text, theme
from tabletop.ui.canvas import Canvas
from tabletop.ui.theme import Font, text_px
from tabletop.ui.widgets.button import Button

GAP = 8
MIN_SENTENCE_ROOM = 70
"""A stretch of the bar narrower than this is no room for its sentence."""
SENTENCE_MARGIN = 26
"""What `draw_bar` keeps between the bar's left end, the sentence and the first button."""


@dataclass(frozen=True)
class ButtonSpec:
    """One button: play `actions` in order, or run a table-local `command` (a step of
    the table's own, such as calling a question off). With `confirm`, the table asks
    that question first (a move that throws something away)."""

    label: str
    tip: str
    actions: tuple[Action, ...] = ()
    command: str | None = None
    enabled: bool = True
    style: str = "primary"
    icon: str | None = None
    confirm: str | None = None
    why: str = ""
    """Why the button is greyed ("Not now: you have no goods to sell."): added to its
    tip, and said in the status line when the greyed button is clicked."""
    slot: tuple[int, int] | None = None
    """For `slot_buttons`: the first and last fixed slot the button covers."""
    sized_as: str = ""
    """For `bar_buttons`: the longest label this button may show ("Sway (1 wind, 10
    gold)"); it is always as wide as that, so a number in its label growing a digit
    moves no button beside it."""

    @property
    def tooltip(self) -> str:
        return f"{self.tip} {self.why}" if self.why and not self.enabled else self.tip


Say = Callable[[str], None]
"""Where a refusal's reason goes (`TableHost.say`: the status line)."""


SCALED_TEXT_SLACK = 1.06
"""Labels are measured at the logical size, but drawn at the window's real pixel size,
which rounds (14 px at 1024×600 is 11 real px, relatively wider): room for that."""


def bar_buttons(specs: list[ButtonSpec], bar: pygame.FRect, font: Font, press: Callable[[ButtonSpec], None], *,
                widths: tuple[float, float], padding: tuple[float, float], inset: float = 2,
                gap: float = GAP, pointer: tuple[float, float] | None = None,
                say: Say | None = None) -> list[Button]:
    """Buttons for `specs` along the right of `bar`; a button is as wide as its label plus
    `padding` (with an icon, without), kept within `widths` (least, most). When they do not
    all fit the bar, the font steps down a pixel, then the icons go (the label says it all),
    then the font steps down again, and only then are the buttons squeezed: a squeezed
    button cuts its label. A button built under a still `pointer` glows at once, as its
    tooltip will show. A greyed button clicked tells `say` why."""
    least, most = widths
    base = font.size
    steps = ((base, True), (base - 1, True), (base, False), (base - 1, False), (base - 2, False))
    room = bar.w - 8
    for size, icons in steps:
        font = Font(font.role, size)
        sizes = [min(most, max(least, _label_width(font, s) * SCALED_TEXT_SLACK
                               + (padding[0] if s.icon and icons else padding[1]))) for s in specs]
        total = sum(sizes) + gap * max(0, len(sizes) - 1)
        if total <= room:
            break
    scale = min(1.0, (bar.w - 8) / total) if total else 1.0
    x = bar.right - 4 - total * scale
    buttons = []
    for spec, width in zip(specs, sizes):
        rect = pygame.FRect(x, bar.y + inset, width * scale, bar.h - 2 * inset)
        buttons.append(_button(spec, rect, font, spec.icon if icons else None, press, pointer, say))
        x += (width + gap) * scale
    return buttons


def _label_width(font: Font, spec: ButtonSpec) -> float:
    return max(text.size(font.role, text_px(font), label)[0] for label in (spec.label, spec.sized_as) if label)


def _button(spec: ButtonSpec, rect: pygame.FRect, font: Font, icon: str | None, press: Callable[[ButtonSpec], None],
            pointer: tuple[float, float] | None, say: Say | None) -> Button:
    refused = (lambda: say(spec.why)) if say is not None and spec.why and not spec.enabled else None
    button = Button(rect, spec.label, lambda: press(spec), style=spec.style, tooltip=spec.tooltip, icon=icon,
                    font=font, on_refused=refused)
    button.enabled = spec.enabled
    button.hovered = pointer is not None and button.contains(pointer)
    return button


def slot_grid(bar: pygame.FRect, count: int, *, gap: float = 6, inset: float = 2) -> list[pygame.FRect]:
    """`count` equal slots filling `bar` from end to end: where slotted buttons go,
    whatever else the bar holds at the moment."""
    width = (bar.w - 8 - gap * (count - 1)) / count
    return [pygame.FRect(bar.x + 4 + i * (width + gap), bar.y + inset, width, bar.h - 2 * inset)
            for i in range(count)]


def slot_buttons(specs: list[ButtonSpec], grid: list[pygame.FRect], font: Font,
                 press: Callable[[ButtonSpec], None], *, padding: tuple[float, float],
                 pointer: tuple[float, float] | None = None, say: Say | None = None) -> list[Button]:
    """Buttons for `specs`, each over its own `slot` of `grid` (a span of slots for a
    longer question), so a button sits in the same place whatever comes and goes beside
    it. Every label keeps its icon at the font's size, or a pixel smaller; failing that,
    the font steps down until every label fits its slot without an icon, and a button
    keeps its icon only if its label still fits beside it (`padding` with and without an
    icon, as in `bar_buttons`)."""
    rects = [grid[spec.slot[0]].union(grid[spec.slot[1]]) for spec in specs if spec.slot is not None]
    assert len(rects) == len(specs), "every slotted button needs a slot"

    def fits(spec: ButtonSpec, rect: pygame.FRect, size: int, icon: bool) -> bool:
        need = (text.size(font.role, text_px(Font(font.role, size)), spec.label)[0] * SCALED_TEXT_SLACK
                + (padding[0] if icon and spec.icon else padding[1]))
        return need <= rect.w

    placed = list(zip(specs, rects))
    size = next((s for s in (font.size, font.size - 1) if all(fits(p, r, s, True) for p, r in placed)), None)
    if size is None:
        size = next((s for s in range(font.size, font.size - 3, -1) if all(fits(p, r, s, False) for p, r in placed)),
                    font.size - 2)
    font = Font(font.role, size)
    return [_button(spec, rect, font, spec.icon if fits(spec, rect, size, True) else None, press, pointer, say)
            for spec, rect in placed]


def draw_bar(canvas: Canvas, bar: pygame.FRect, line: str, buttons: list[Button], *, spare: bool = False,
             shorter: Sequence[str] = ()) -> None:
    """The strip itself: `line` (the question asked, a preview, whose turn) in the room the
    buttons leave — left of them, or in the first gap between slotted buttons it fits —
    then the buttons. A sentence too long for one line takes two; failing that, the
    `shorter` wordings are tried in turn. When no room left holds any (a turn that offers
    everything), it sits in a tab just above the bar's left end instead of shrinking to
    "…" — or, `spare` (it only repeats what the top bar says), it is left out rather than
    laid over the table (`place_sentence`)."""
    canvas.fill(theme.SEA_LIGHT, bar, 8)
    words = place_sentence(canvas, bar, line, buttons, spare=spare, shorter=shorter)
    font = theme.SMALL_BOLD
    if words is not None and words.tab is not None:
        tab = words.tab
        canvas.fill(theme.SEA_LIGHT, tab, 6)
        canvas.text(words.lines[0], font, theme.FOAM, (tab.x + 12, tab.centery), "midleft", max_width=tab.w - 24)
    elif words is not None:
        step = canvas.line_height(font)
        for k, text_line in enumerate(words.lines):
            y = bar.centery + (k - (len(words.lines) - 1) / 2) * step
            canvas.text(text_line, font, theme.FOAM, (words.x, y), "midleft", max_width=words.room)
    for button in buttons:
        button.draw(canvas)


@dataclass(frozen=True)
class SentencePlace:
    """Where the bar's sentence goes: its `lines` from `x` in a gap `room` wide, or in a
    `tab` over the table just above the bar (then one line, cut to the tab)."""

    lines: list[str]
    x: float
    room: float
    tab: pygame.FRect | None = None


def place_sentence(canvas: Canvas, bar: pygame.FRect, line: str, buttons: list[Button], *, spare: bool = False,
                   shorter: Sequence[str] = ()) -> SentencePlace | None:
    """Where `draw_bar` puts its sentence, drawing nothing (None: nowhere). A table asks it
    for the tab it lays over itself (`TableView.drawn_over`), which the advice's tags keep
    clear of."""
    font = theme.SMALL_BOLD
    step = canvas.line_height(font)
    most = 2 if step * 2 <= bar.h else 1
    for wording in (line, *shorter):
        if not wording:
            continue
        for x, room in _gaps(bar, buttons):
            lines = canvas.wrap(wording, font, room)
            if len(lines) <= most and max(canvas.measure(t, font)[0] for t in lines) <= room:
                return SentencePlace(lines, x, room)
    if not line or spare:
        return None
    tab = pygame.FRect(bar.x, bar.y - step - 14, min(canvas.measure(line, font)[0] + 24, bar.w * 0.7), step + 10)
    return SentencePlace([line], tab.x + 12, tab.w - 24, tab)


def _gaps(bar: pygame.FRect, buttons: list[Button]) -> list[tuple[float, float]]:
    """Where a sentence may go, left to right: (its left x, its width) for the bar's left
    end up to the first button and for every gap between buttons wide enough to matter."""
    edges = sorted((b.rect.x, b.rect.right) for b in buttons) + [(bar.right - 10, bar.right)]
    gaps, x = [], bar.x + 12
    for left, right in edges:
        room = left - x - (SENTENCE_MARGIN - 12)
        if room >= MIN_SENTENCE_ROOM:
            gaps.append((x, room))
        x = right + 12
    return gaps
