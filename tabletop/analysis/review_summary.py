"""What a review says, seat by seat: the evaluation over the game, accuracy, the turning
points, and each costly move put in the game's own words.

Accuracy is the share of a seat's rated decisions labelled best or good (within the
game's first threshold of the best move: `analysis.review_labels`); its turning points are
its three largest losses.
A move "in words" is the first line the game's log writes for it about the seat that
made it. For the move played
that is the line the deciding seat read; for the better move, never played, it is the
line the move would have written, as everyone at the table would read it (the public
line: what a draw would have brought is not shown, even after the game; in a game still
being played, only the move's own text, as the state it would be applied to holds what
nobody has seen). Where the log has nothing to say, the move's own text stands. Nothing here imports pygame.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from tabletop.analysis.replay import Replay
from tabletop.analysis.review import COSTLY, Decision
from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.events import Event

TURNING_POINTS = 3
SHOWN_LOSS = 0.005
"""The least loss a turning point may have: half a point, so none is shown as "−0"."""


def lost(decision: Decision) -> float:
    """How much evaluation the move played gave up against the best (0 for the best, or
    when the played move was not rated)."""
    if decision.win_played is None:
        return 0.0
    return max(0.0, decision.win_best - decision.win_played)


def evaluation_after(decision: Decision) -> float:
    """The seat's evaluation once it had decided: the played move's (the best move's,
    when the played one was not rated)."""
    return decision.win_best if decision.win_played is None else decision.win_played


@dataclass(frozen=True)
class SeatSummary:
    """One seat's review in brief."""

    seat: int
    rated: int
    accurate: int
    counts: dict[str, int]
    turning_points: tuple[Decision, ...]
    line: tuple[tuple[tuple[int, float], ...], ...]
    """The chart's line in pieces, each (history index, evaluation after the decision) in
    game order: a piece ends where a decision of the seat still waits to be judged, so a
    review judged from both ends draws no line across its unjudged middle."""


def summarise(found: list[Decision], seats: list[int], waiting: dict[int, list[int]] | None = None
              ) -> list[SeatSummary]:
    """A summary for each of `seats`, from the decisions reviewed so far; `waiting` holds
    each seat's decisions not judged yet (history indexes, in order)."""
    summaries = []
    for seat in seats:
        own = sorted((d for d in found if d.seat == seat), key=lambda d: d.index)
        rated = [d for d in own if d.label != "unrated"]
        counts = {label: sum(d.label == label for d in own) for label in COSTLY}
        costly = sorted((d for d in rated if lost(d) >= SHOWN_LOSS), key=lambda d: (-lost(d), d.index))
        summaries.append(SeatSummary(seat, len(rated), sum(d.label in ("best", "good") for d in rated), counts,
                                     tuple(costly[:TURNING_POINTS]),
                                     _pieces(own, (waiting or {}).get(seat, []))))
    return summaries


def _pieces(own: list[Decision], waiting: list[int]) -> tuple[tuple[tuple[int, float], ...], ...]:
    """The seat's evaluations over the game, split where a decision between two judged
    ones waits to be judged."""
    pieces: list[list[tuple[int, float]]] = []
    for decision in own:
        point = (decision.index, evaluation_after(decision))
        if pieces and bisect_left(waiting, decision.index) == bisect_left(waiting, pieces[-1][-1][0]):
            pieces[-1].append(point)
        else:
            pieces.append([point])
    return tuple(tuple(piece) for piece in pieces)


def costly(found: list[Decision]) -> list[Decision]:
    """The decisions a person should look at, in game order."""
    return sorted((d for d in found if d.label in COSTLY), key=lambda d: d.index)


class MoveWords:
    """Moves of one reviewed game put in its own words (see the module docstring)."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        self._said: dict[int, tuple[str, str]] = {}

    def played(self, decision: Decision) -> str:
        return self.pair(decision)[0]

    def best(self, decision: Decision) -> str:
        return self.pair(decision)[1]

    def pair(self, decision: Decision) -> tuple[str, str]:
        """The move played and the better move, each as its first log line. Where those
        read alike (Pirates' Gold: "plays Great Captain" to different squares), each goes
        on to the first line about the seat where they differ, then to the first public
        line of all (a Storm's "The wind turns from N to W."); where none does, the moves'
        own texts."""
        if decision.index not in self._said:
            events = self.replay.logged(decision.index).events
            played = self._lines([e for e in events if e.visible_to(decision.seat)], decision.seat)
            best_events = self._public_events(decision)
            best = self._lines(best_events, decision.seat)
            after = (self._all_lines([e for e in events if e.visible_to(None)]), self._all_lines(best_events))
            self._said[decision.index] = _told_apart(played, best, decision.played, decision.best, after)
        return self._said[decision.index]

    def _public_events(self, decision: Decision) -> list[Event]:
        if not self.replay.finished:
            return []
        try:
            events = self.replay.state_at(decision.index).apply(Action.parse(decision.best))
        except (IllegalAction, ValueError):
            return []   # a kept review's move that is not legal there: its own text stands
        return [e for e in events if e.visible_to(None)]

    def _lines(self, events: list[Event], seat: int) -> list[str]:
        """The log lines of `events` that tell what the seat did, without its name (the
        review says whose move it is): "sends the Cook to card 2". Lines about what
        followed ("P2's turn", a new round) say nothing of the move and are left out."""
        name = self.replay.seats[seat].name + " "
        lines = []
        for event in events:
            text = self.replay.describe(event).strip()
            if text.startswith(name) and len(text) > len(name):
                lines.append(text[len(name):])
        return lines

    def _all_lines(self, events: list[Event]) -> list[str]:
        return [text for text in (self.replay.describe(event).strip() for event in events) if text]


def _told_apart(played: list[str], best: list[str], played_text: str, best_text: str,
                after: tuple[list[str], list[str]] = ([], [])) -> tuple[str, str]:
    """The two moves in words: their first lines about the seat, then the first such line
    where they differ, then the first public line of all (`after`: the played move's and
    the better one's) where they differ, and last the moves' own texts."""
    if not played or not best:
        return (played[0] if played else played_text), (best[0] if best else best_text)
    for at in range(min(len(played), len(best))):
        if played[at] != best[at]:
            if at == 0:
                return played[0], best[0]
            return f"{played[0]} … {played[at]}", f"{best[0]} … {best[at]}"
    played_after, best_after = after
    for at in range(min(len(played_after), len(best_after))):
        if played_after[at] != best_after[at]:
            return f"{played[0]} … {played_after[at]}", f"{best[0]} … {best_after[at]}"
    return f"{played[0]} ({played_text})", f"{best[0]} ({best_text})"
