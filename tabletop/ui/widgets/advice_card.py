"""Why Suggest suggests: the move's chance to win (or rating) beside the next two, and what
it changes.

Shown under the standings while a suggestion stands. The table rings the suggested move
itself; this module tags it "Suggested" and the runners-up with numbers where a person
would click for them (`TableView.clicks_for`), over the whole table so no tag is cut off
by a card's own layer, and the card can speak of "2" and "3" without words for every
move of every game. The search's values are drawn as bars: as chances to win where the
game ships a calibration map for Suggest's budget and this many players
(`tabletop.analysis.calibration.usable_map`), else as ratings, which order moves but are
no chance to win (`tabletop.ai.advice`). In the rounds a map calls open (three-player
Golden Sails up to round 6) the card rates the moves and says it is too soon for chances.
Close values are said to be close, rather than ranking noise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop import registry
from tabletop.ai.advice import Advice
from tabletop.analysis.calibration import PlayerMap, chance, phase_of, usable_map
from tabletop.content.errors import ContentErrors
from tabletop.engine.action import Action
from tabletop.engine.standings import Standings
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas
from tabletop.ui import highlight
from tabletop.ui.highlight import SUGGESTED_TAG, tag_place
from tabletop.ui.widgets.base import Widget
from tabletop.ui.widgets.panel import draw_panel

if TYPE_CHECKING:
    from tabletop.ui.table import TableHost, TableView

PAD = 10
FONT = theme.Font("text", 13)
BOLD = theme.Font("text_bold", 13)
BAR_W = 70
ROW_H = 19
CLOSE = 0.02
"""Ratings nearer than this are as good as level: the search's own noise at its budget."""
TIP = ("The computer played this position out many times from what you can see, and rates each move by how "
       "those games went for you: higher is better. A rating is not a chance to win. The numbered tags on the "
       "table mark the next best moves.")
CHANCE_TIP = ("The computer played this position out many times from what you can see. Each move's chance to win "
              "is read from how games between computer players ended after positions it rated alike. "
              "The numbered tags on the table mark the next best moves.")
DAMAGED = "The map from ratings to chances to win is damaged (`tabletop validate` names the fault): ratings shown."
TAG = (22, 20)
ORDINALS = {2: "2nd best", 3: "3rd best"}


def changes(before: Standings, after: Standings | None, names: list[str], look: Any) -> list[str]:
    """What a move does to the standings, seat by seat, in the results' own words."""
    if after is None:
        return ["What it changes depends on what nobody can see yet (a hidden card or a roll)."]
    said = []
    for old, new in zip(before.seats, after.seats):
        moved = [f"{look.label(c)} {_signed((new.values.get(c) or 0) - (old.values.get(c) or 0))}"
                 for c in before.categories if new.values.get(c) != old.values.get(c)]
        if old.headline != new.headline or moved:
            said.append(f"{names[old.seat]}: {old.said} → {new.said}"
                        + (f" ({', '.join(moved)})" if moved else ""))
    return said or ["Nothing in the standings moves at once: its worth is in what it sets up."]


def open_words(player_map: PlayerMap, players: int, round_number: int) -> str:
    """Why the card rates the moves in a round its map calls open (`Phase.open`) instead of
    giving chances to win: said, rather than a false "50 % to win"; and from which round
    it gives them."""
    phases = player_map.phases
    phase = phase_of(player_map, round_number)
    after = next((phases[k + 1] for k, p in enumerate(phases[:-1]) if p is phase), None)
    said = f"Too soon for chances to win: in {players}-player games between computer players, positions "
    if phase.until_round is None or after is None or after.open:
        return said + "at this stage did not tell who would win."
    return (said + f"up to round {phase.until_round} did not tell who would win. "
            f"From round {phase.until_round + 1} the card gives chances.")


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def _free_place(canvas: Canvas, rect: pygame.FRect, taken: list[pygame.FRect], size: tuple[float, float],
                blocked: list[pygame.FRect] | None = None, shown: list[pygame.FRect] | None = None) -> pygame.FRect:
    """A tag of `size` beside `rect`, clear of the tags and rings already there and of the
    other things a press plays now (`blocked`: a tag on the next button of a stack hid
    its words): above, else below, else at its upper corners, else beside it on the right
    or the left (always touching `rect`, so it says which), else on an empty stretch of
    `rect` itself (a long row: the ring round it says which); above when none is clear.
    Of the places clear of those, the one that covers least of what else the table shows
    (`shown`: its other spots, its buttons that cannot be pressed now and the words it
    lays over itself, such as an island's row of prices or the action bar's sentence) is
    taken; among those that hide none of it, the one over the fewest drawn pixels (`_ink`:
    a panel's header or a name the table draws without telling), the first on a tie."""
    above = tag_place(canvas, rect, size)
    below = pygame.FRect(0, 0, *size)
    below.midtop = (rect.centerx, rect.bottom + 4)
    left, right = above.copy(), above.copy()
    left.right, right.left = rect.x + size[0] / 2, rect.right - size[0] / 2
    after, before = below.copy(), below.copy()
    after.midleft, before.midright = (rect.right + 4, rect.centery), (rect.x - 4, rect.centery)
    area = canvas.surface.get_clip()
    # What holds `rect` (a ring round it, the card an expert sits on) may be touched.
    others = [t for t in taken + (blocked or []) if not t.collidepoint(rect.center)]
    seen = [t for t in shown or [] if not t.collidepoint(rect.center)]
    places = [(tag, False) for tag in (above, below, right, left, after, before)]
    places += [(spot, True) for spot in _inside(rect, size)]
    scored = []     # (covered, ink, tag) of each clear place, each place's pixels read once
    for tag, inside in places:
        if tag.collidelist(others) >= 0 or not area.contains(canvas.to_screen(tag)):
            continue
        ink = _ink(canvas, tag)
        if not inside or ink <= BLANK:
            scored.append((_covered(tag, seen), ink, tag))
    return min(scored, key=lambda score: score[:2])[2] if scored else above


INSIDE_STEPS = 4
"""Where a tag may sit inside a long target: at its left end, its right end and the
quarters between, in the middle of its height."""
BLANK = 0.02
"""The share of a place's pixels that may be drawn on for it to count as empty."""
INK_THRESHOLD = (24, 24, 24, 255)
"""How far from the place's own average colour a pixel may be and still count as empty."""


def _inside(rect: pygame.FRect, size: tuple[float, float]) -> list[pygame.FRect]:
    """The places for a tag on `rect` itself, with a margin to spare; none on a target
    the tag would all but cover."""
    width, height = size
    room = rect.width - width - 8
    if room < 0 or rect.height < height + 4:
        return []
    places = []
    for step in range(INSIDE_STEPS + 1):
        spot = pygame.FRect(0, 0, width, height)
        spot.midleft = (rect.x + 4 + room * step / INSIDE_STEPS, rect.centery)
        places.append(spot)
    return places


def _ink(canvas: Canvas, tag: pygame.FRect) -> float:
    """The share of the place's pixels already drawn on that the tag would hide: those
    away from the place's average colour (an empty stretch of panel or sea has none;
    words and edges do)."""
    place = canvas.to_screen(tag).clip(canvas.surface.get_rect())
    if not place.width or not place.height:
        return 0.0
    under = canvas.surface.subsurface(place)
    empty = pygame.mask.from_threshold(under, pygame.transform.average_color(under), INK_THRESHOLD).count()
    return 1 - empty / (place.width * place.height)


def _covered(tag: pygame.FRect, shown: list[pygame.FRect]) -> float:
    """How much of `shown` the tag would hide (overlaps counted once per thing)."""
    return sum(tag.clip(thing).width * tag.clip(thing).height for thing in shown)


class AdviceCard(Widget):
    """The reasons of the host's current advice, over the top of the log (hidden without
    one); `log` gives the log's rectangle, followed wherever the scene moves it."""

    def __init__(self, log: Callable[[], pygame.FRect], host: TableHost,
                 advice_of: Callable[[], Advice | None]) -> None:
        super().__init__(pygame.FRect(log().x, log().y, log().width, 0), TIP)
        self.log = log
        self.host = host
        self.advice_of = advice_of
        self._look: Any = registry.package(host.game.id).table().results_look(host.game)
        self.visible = False
        self._tagged: set[int] = set()
        """The runners-up tagged on the table at the last frame."""

    @property
    def advice(self) -> Advice | None:
        advice = self.advice_of()
        return advice if advice is not None and advice.action in self.host.legal else None

    def update(self, dt: float) -> None:
        advice = self.advice
        self.visible = advice is not None
        self.rect.topleft = self.log().topleft
        if advice is not None:
            self.tooltip = CHANCE_TIP if self.giving_map(advice) is not None else TIP

    def chances_map(self, advice: Advice) -> PlayerMap | None | ContentErrors:
        """The map that turns this advice's values into chances to win; None where there is
        none for its budget and player count; the error where the game's map is damaged."""
        try:
            if advice.budget is None:
                return None
            return usable_map(self.host.game.id, len(self.host.seats), advice.budget, open_phases=True)
        except ContentErrors as error:
            return error

    def giving_map(self, advice: Advice) -> PlayerMap | None:
        """`chances_map` where it gives chances at the advice's round (not an open one)."""
        found = self.chances_map(advice)
        return found if isinstance(found, PlayerMap) and not phase_of(found, advice.round).open else None

    def lines(self, advice: Advice) -> list[str]:
        names = [s.name for s in self.host.seats]
        best = advice.options[0]
        said = changes(advice.before, best.after, names, self._look)
        rated = [o.rating for o in advice.options if o.rating is not None]
        if len(rated) > 1 and max(rated) - min(rated) < CLOSE:
            said.append("These moves are about as good as each other here.")
        found = self.chances_map(advice)
        if isinstance(found, ContentErrors):
            said.append(DAMAGED)
        elif found is not None and advice.options[0].rating is not None and phase_of(found, advice.round).open:
            said.append(open_words(found, len(self.host.seats), advice.round))
        return said

    def rows(self, advice: Advice) -> tuple[str, list[tuple[float, str]]]:
        """The card's title and, per move weighed, its bar's share and its words: chances
        to win where a map holds for the advice's budget and player count, else ratings."""
        if advice.options[0].rating is None:
            return "Suggested: the one sensible move here", []
        player_map = self.giving_map(advice)
        rows = []
        for option in advice.options:
            value = option.rating or 0.0
            to_win = chance(player_map, value, advice.round) if player_map is not None else None
            rows.append((value, f"rated {value:.2f}") if to_win is None else (to_win, f"{round(to_win * 100)} % to win"))
        return ("Chances to win after each move" if player_map is not None else "How the search rates the moves"), rows

    def draw(self, canvas: Canvas) -> None:
        advice = self.advice
        if advice is None:
            return
        width = self.rect.width - 2 * PAD
        lines = self.lines(advice)
        body = sum(canvas.paragraph_height(line, FONT, width) + 2 for line in lines)
        title, rows = self.rows(advice)
        self.rect.height = 28 + len(rows) * ROW_H + 6 + body + PAD
        draw_panel(canvas, self.rect)
        x, y = self.rect.x + PAD, self.rect.y + 8
        canvas.text(title, theme.SMALL_BOLD, theme.INK, (x, y))
        y += 22
        for rank, (share, words) in enumerate(rows, start=1):
            self._draw_rating(canvas, (x, y), rank, share, words)
            y += ROW_H
        y += 6
        for line in lines:
            height = canvas.paragraph_height(line, FONT, width)
            canvas.paragraph(line, FONT, theme.INK_MUTED, (x, y, width, height + 2))
            y += height + 2

    def _draw_rating(self, canvas: Canvas, pos: tuple[float, float], rank: int, share: float, words: str) -> None:
        """One row: who (the suggestion or a tag's number), a bar `share` full, and `words`."""
        x, y = pos
        label = "Suggested" if rank == 1 else f"Tag {rank}" if rank in self._tagged else ORDINALS[rank]
        canvas.text(label, BOLD if rank == 1 else FONT, theme.INK, (x, y + ROW_H / 2), "midleft")
        bar = pygame.FRect(x + 80, y + ROW_H / 2 - 4, BAR_W, 8)
        canvas.fill(theme.PARCHMENT_DARK, bar, 4)
        canvas.fill(theme.BRASS if rank == 1 else theme.INK_MUTED, (bar.x, bar.y, max(6.0, BAR_W * share), 8), 4)
        canvas.text(words, FONT, theme.INK, (bar.right + 8, y + ROW_H / 2), "midleft")

    def draw_tags(self, canvas: Canvas, table: TableView, suggestion: Action | None) -> None:
        """The tags on the table: "Suggested" beside the first thing to click for the
        suggestion (the table rings it), and the runners-up's numbers beside each of
        theirs; each clear of the rings, of the tags already placed and, where there is
        room, of the other things a press plays. A move the table cannot point at is named
        by its rank on the card instead."""
        self._tagged = set()
        if suggestion is None or suggestion not in self.host.legal or table.busy():
            return
        suggested = table.clicks_for(suggestion) or []
        taken = [r.inflate(10, 10) for r in suggested]
        spots = table.spots()
        playable = [spot.action is not None or spot.data.get("target") is not None for spot in spots]
        buttons = table.key_buttons()
        lit = [spot.rect for spot, plays in zip(spots, playable) if plays] + [b.rect for b in buttons if b.enabled]
        shown = ([spot.rect for spot, plays in zip(spots, playable) if not plays]
                 + [b.rect for b in buttons if not b.enabled] + table.drawn_over(canvas))
        if suggested:
            tag = _free_place(canvas, suggested[0].inflate(10, 10), taken, SUGGESTED_TAG, lit, shown)
            highlight.suggested_tag(canvas, tag)
            taken.append(tag)
        advice = self.advice
        if advice is None:
            return
        for rank, option in enumerate(advice.options[1:], start=2):
            clicks = table.clicks_for(option.action)
            if not clicks:
                continue
            self._tagged.add(rank)
            for rect in clicks:     # each click: Golden Sails' expert and card both say which move
                tag = _free_place(canvas, rect, taken, TAG, lit, shown)
                taken.append(tag)
                canvas.fill(theme.PARCHMENT, tag, 6)
                canvas.frame(theme.INK_MUTED, tag, 2, 6)
                canvas.text(str(rank), BOLD, theme.INK, tag.center, "center")
