"""MatchController: runs one engine Match inside the app.

It is the only part of the UI that touches the Match. It decides whose eyes are on the
screen (the person to act; with only computer seats, a spectator), when the table must
be hidden for a hand-off, and when a computer seat moves: the decision is asked of the
bot worker (another process), polled each frame, and played after a short visible
pause once the table has finished animating. Every applied action is autosaved into the
game's own slot (tabletop.ui.autosaver); the move that ends the game puts it in the
history, and its slot goes once the entry is on disk. A write that fails is told without
stopping the game (`save_trouble`, `history_trouble`).
A person with auto-pass on (each person's own choice, on by default) is not shown the
screen when their only legal move is to pass: the pass is made for them after a short
pause, with no hand-off curtain. A game whose views can be shown face down (`covered()`,
Pirates' Gold's hand) hands the screen over with no curtain while the decision at hand
needs no secret: the person asks to look (`uncover`), and only then is the curtain raised.

Drawing code gets views from here, never the State, so nothing on screen can show what
the seat at the screen may not see.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from tabletop.ai.advice import SUGGESTION, Advice
from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import View
from tabletop.engine.match import Match
from tabletop.ui.autosaver import Autosaver
from tabletop.ui.keyed_cache import KeyedCache
from tabletop.ui.widgets.anim import speed_factor

if TYPE_CHECKING:
    from tabletop.persistence.slot_lock import SlotLock

BOT_MIN_SHOW = 0.6
"""Seconds a computer's move is announced ("Cora is thinking…") before it is played, at
normal animation speed, so people can follow what happened."""


SAVE_POLL = 0.25
"""Seconds between looks at autosaves still being written, so a failed one is told even
while the window otherwise sleeps."""

POLL_INTERVAL = 1 / 30
"""Seconds between looks at the bot worker for an answer while the window is otherwise
still (a decision or a suggestion being thought about)."""

AUTO_PASS_DELAY = 0.9
"""Seconds before a forced pass is made for a person with auto-pass on, at normal
animation speed: about as long as a real "no" takes, so the table can follow it."""


class MatchController:
    def __init__(self, match: Match, worker, settings=None, *, autosave: bool = True,
                 slot: SlotLock | None = None) -> None:
        """`slot`: the kept game's folder, locked, when the match was continued from it."""
        self.match = match
        self.worker = worker
        self.settings = settings
        kept = len(match.history) if slot is not None else None
        self.autosaver = Autosaver(match.game.name, match.game.id, slot, kept) if autosave else None
        self.save_trouble: str | None = None
        """The last autosave failed: what the person is told (until a later one lands)."""
        self.history_trouble: str | None = None
        """The finished game's history entry could not be written (its slot is kept)."""
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.reset_listeners: list[Callable[[], None]] = []
        self.viewer: int | None = None
        self.holder: int | None = None
        """The person who last saw the table in their own view (None: nobody yet). They
        hold the screen through computer turns and passes made for others."""
        self.handoff_to: int | None = None
        self._holder_looked = True
        """The holder has been shown their own view since the screen came to them: False while
        it came face down and they have not looked, when whoever had it before may still be
        watching, so showing their secrets needs a curtain first."""
        self.covered = False
        """The viewer's secrets are face down: the screen came to them with no curtain, and
        they have not asked to look (`uncover`)."""
        self._suggest_after_look = False
        self.thinking: int | None = None
        self.problems: list[str] = []
        """Messages for the person that stop the game until read (a bot failed)."""
        self._bot_action: Action | None = None
        self._bot_wait = 0.0
        self._requested_at: int | None = None
        self.suggestion: Action | None = None
        """What the normal bot would play from the viewer's own view, when asked."""
        self.advice: Advice | None = None
        """The suggestion's reasons: its rating beside the runners-up, what it changes."""
        self.suggesting = False
        self.suggestion_listeners: list[Callable[[Action | None], None]] = []
        self.version = 0
        """Bumped by every change of position or viewer; what is drawn is cached per version."""
        self._cache = KeyedCache()
        self.auto_pass: set[int] = {seat for seat in self.human_seats if match.seats[seat].auto_pass}
        """People whose forced passes (`view.only_pass`) are made for them, without a curtain."""
        self.auto_passing: int | None = None
        """The person a forced pass is about to be made for."""
        self._auto_wait = 0.0
        self._auto_moves: set[int] = set()
        """History positions of passes made for a person (never undone: they would come back)."""
        self._passed_on: tuple[int, int] | None = None
        """(mover, history length) when the screen went from the mover to the next person
        with no curtain right after the mover's move: until someone moves again, the mover
        may still take it back, as a curtain's "undo my move" would let them."""
        self._recorded = match.state.is_over() and slot is None
        """The game's end is in the history: it ended here, or it was over when loaded (a
        finished save reopened is not a second game). A finished game continued from its
        slot is one whose entry could not be written then: it is tried again."""
        humans = self.human_seats
        if len(humans) == 1:
            self.viewer = self.holder = humans[0]
        self._settle()
        if self.is_over() and not self._recorded:
            self._autosave()

    # --- facts about the match ------------------------------------------------------------

    @property
    def game(self):
        return self.match.game

    @property
    def game_id(self) -> str:
        return self.match.game.id

    @property
    def seats(self):
        return self.match.seats

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    def is_over(self) -> bool:
        return self.match.state.is_over()

    def to_act(self) -> int | None:
        return self.match.state.to_act()

    def _cached(self, name: str, make):
        """`make()` once per version, viewer and hand-off state (tables ask every frame)."""
        key = (self.version, self.viewer, self.handoff_to, self.covered, len(self.match.history))
        return self._cache.get(name, key, make)

    def view_for_display(self) -> View:
        """The view of the seat whose eyes are on the screen (spectator when none), face
        down while `covered`."""
        return self._cached("view", self._view_for_display)

    def _view_for_display(self) -> View:
        view = self.match.state.view(self.viewer)
        return view.covered() if self.covered else view   # type: ignore[attr-defined]

    def legal_for_display(self) -> tuple[Action, ...]:
        """What the person at the screen may click now: empty unless it is their move."""
        return self._cached("legal", self._legal_for_display)

    def _legal_for_display(self) -> tuple[Action, ...]:
        if self.handoff_to is not None or self.auto_passing is not None or self.is_over():
            return ()
        seat = self.to_act()
        if seat is None or seat != self.viewer or not self.match.seats[seat].is_human:
            return ()
        if self.covered:
            return tuple(self.view_for_display().legal)   # type: ignore[attr-defined]
        return tuple(self.match.state.legal_actions())

    def log_lines(self) -> list[str]:
        """The log as the viewer may read it (a spectator's while their secrets are face down)."""
        return self._cached("log", lambda: self.match.log_for(None if self.covered else self.viewer))

    def can_undo(self) -> bool:
        """Only the person at the screen may take back their own last move (never a reveal).

        Also true while the hand-off curtain is up after that move: the curtain offers it,
        so a misclick can be taken back before the screen is passed on. With no curtain
        (a view that hides nothing, as in Sail to India), the screen passes at once, so the
        mover may take it back until the next person moves (`undo_for`); and while the
        screen has come face down to the next person, who has not moved yet (there is no
        curtain then to offer it, and nothing of theirs is on show).
        """
        return self.undo_span() > 0

    def undo_for(self) -> int | None:
        """Whose move Undo would take back now (see `can_undo`), or None."""
        span = self.undo_span()
        return self.match.history[-span].seat if span else None

    def undo_span(self) -> int:
        """How many moves "undo my move" takes back; 0 when it is not offered.

        At the table, the last mover's own move (the viewer's, or one passed on with no
        curtain). On the hand-off curtain also the moves made after it in front of the same
        person — computer turns and passes made for a person, none revealing anything — so
        a person who moved just before a computer (Golden Sails' two people and a computer,
        most hand-offs) may still take the move back before passing the screen; those moves
        are made again from the position."""
        history = self.match.history
        span = 0
        if self.handoff_to is not None:
            while (span < len(history) and not history[-1 - span].revealed
                   and (not self.match.seats[history[-1 - span].seat].is_human
                        or len(history) - 1 - span in self._auto_moves)):
                span += 1
        own = len(history) - 1 - span
        if own < 0 or own in self._auto_moves or history[own].revealed:
            return 0
        mover = history[own].seat
        if not self.match.seats[mover].is_human:
            return 0
        if mover == self.viewer:
            return span + 1
        passed_on = self._passed_on == (mover, len(history))
        face_down_after = self.covered and self.handoff_to is None
        return 1 if span == 0 and (passed_on or face_down_after) else 0

    def why_no_undo(self) -> str:
        """Why `can_undo()` is False, in a sentence for the person at the screen."""
        history = self.match.history
        if not history:
            return "Nothing to undo yet: no move has been made."
        last = history[-1]
        seat = self.match.seats[last.seat]
        if not seat.is_human:
            return f"Nothing to undo: {seat.name} (computer) moved last, and a computer's move stands."
        if len(history) - 1 in self._auto_moves:
            whom = "you" if last.seat == self.viewer else seat.name
            return f"Nothing to undo: the last move was a pass made for {whom}, and passes stand."
        if last.seat != self.viewer:
            return (f"Nothing to undo: {seat.name} moved last. Only the person who made a move may take it back, "
                    "before anyone else moves.")
        if last.revealed:
            return "Nothing to undo: your last move showed something new (a card, a die), so it stands."
        return "Nothing to undo now."

    # --- changing the match ---------------------------------------------------------------

    def submit(self, action: Action) -> list[Event]:
        """A person's move; raises IllegalAction (from the engine) if it is not legal now."""
        if action not in self.legal_for_display():
            from tabletop.engine.action import IllegalAction

            raise IllegalAction(f"{action} is not a move the person at the screen can make now")
        return self._apply(action)

    def undo(self) -> None:
        if not self.can_undo():
            raise ValueError("nothing can be undone now")
        span = self.undo_span()
        self._cancel_bot()
        self.match.replay(self.match.actions[:-span])
        self._passed_on = None
        self._auto_moves = {i for i in self._auto_moves if i < len(self.match.history)}
        self.version += 1
        self._autosave()
        for listener in self.reset_listeners:
            listener()
        self._settle()

    def accept_handoff(self) -> None:
        """The person the screen was passed to clicked: show them their view."""
        if self.handoff_to is not None:
            self.viewer = self.holder = self.handoff_to
            self.handoff_to = None
            self.covered, self._holder_looked = False, True
            self.version += 1
            if self._suggest_after_look:
                self._suggest_after_look = False
                self.suggest()

    def uncover(self) -> None:
        """The person at the screen asks to see their face-down secrets: the curtain comes
        down first, so whoever else is looking can look away."""
        if self.covered and self.viewer is not None:
            self._cancel_suggestion()
            self.handoff_to = self.viewer
            self.version += 1

    def close(self) -> list[str]:
        """Leaving the table: stop any search (the worker itself belongs to the app), let
        the last autosave land and free the game's slot for other windows. Returns what
        failed to be written, also kept in `save_trouble` and `history_trouble`."""
        self._cancel_bot()
        if self.autosaver is None:
            return []
        messages = self.autosaver.close()
        self._read_saver()
        self.autosaver = None
        return messages

    def flush_saves(self) -> list[str]:
        """Wait until every autosave queued so far is on disk; returns what failed."""
        if self.autosaver is None:
            return []
        messages = self.autosaver.flush()
        self._read_saver()
        return messages

    def suggest(self) -> None:
        """Ask Suggest's search what it would do, from the viewer's view only (never played)."""
        if self.covered:   # the advice would be about the hand: it is shown first, then asked
            self.uncover()
            self._suggest_after_look = True
            return
        if not self.legal_for_display() or self.suggesting:
            return
        self.suggesting = True
        self.worker.request(self.game_id, self.view_for_display(), SUGGESTION, self._bot_seed(), ask="advise")

    def _poll_suggestion(self) -> None:
        try:
            answer = self.worker.poll()
        except Exception as error:  # no suggestion is no harm; say so and carry on
            self.suggesting = False
            self.problems.append(f"No suggestion this time: {str(error).splitlines()[-1]}")
            return
        if answer is not None:
            self.suggesting = False
            self.advice = answer if isinstance(answer, Advice) else None
            self._set_suggestion(answer.action if isinstance(answer, Advice) else answer)

    def _set_suggestion(self, action: Action | None) -> None:
        if action is None:
            self.advice = None
        if action != self.suggestion:
            self.suggestion = action
            for listener in self.suggestion_listeners:
                listener(action)

    def _apply(self, action: Action) -> list[Event]:
        self._cancel_suggestion()
        events = self.match.apply(action)
        self._moved(self.match.history[-1].seat, action)
        self.version += 1
        self._autosave()
        for listener in self.listeners:
            listener(events)
        self._settle()
        return events

    def _moved(self, seat: int, action: Action) -> None:
        """`seat` just played `action`, before anyone is told (a tutorial follows its script here)."""

    def set_auto_pass(self, seat: int, on: bool) -> None:
        """Turn a person's auto-pass on or off (their choice, from the table, saved with the game)."""
        if on:
            self.auto_pass.add(seat)
        else:
            self.auto_pass.discard(seat)
        self.match.seats[seat] = replace(self.match.seats[seat], auto_pass=on)
        self._autosave()
        self.version += 1
        self._settle()

    def _forced_pass(self, seat: int) -> bool:
        """A person with auto-pass on whose only legal move is to pass (games whose views
        say `only_pass`): nobody needs to look at the screen for it."""
        return seat in self.auto_pass and bool(getattr(self.match.state.view(seat), "only_pass", False))

    def _settle(self) -> None:
        """After any change: who looks at the screen next, and is a curtain needed?"""
        self.handoff_to = None
        self._suggest_after_look = False
        self.auto_passing = None
        seat = self.to_act()
        if seat is not None and self.match.seats[seat].is_human and self._forced_pass(seat):
            self.auto_passing, self._auto_wait = seat, 0.0   # no curtain: nobody needs the screen
            if self.handoffs_wanted() and self.viewer != seat:
                self.viewer = None    # and the last person's hand is not left showing meanwhile
                self.covered = False
            return
        if seat is None or not self.match.seats[seat].is_human:
            self.covered = self.covered and not self.is_over()   # a finished game hides nothing
            return
        if seat == self.viewer:
            if self.covered and not self._coverable(seat):   # a choice the secrets decide: shown,
                self.covered = False                          # behind a curtain if never looked at
                if self.handoffs_wanted() and self.curtain_needed(seat):
                    self.handoff_to = seat
            return
        self.covered = False
        if self.handoffs_wanted() and self.curtain_needed(seat):
            if self._coverable(seat):
                self.viewer = self.holder = seat
                self.covered, self._holder_looked = True, False
            else:
                self.handoff_to = seat
            return
        if self.viewer is not None and self.match.history and self.match.history[-1].seat == self.viewer:
            self._passed_on = (self.viewer, len(self.match.history))
        self.viewer = self.holder = seat
        self._holder_looked = True

    def _coverable(self, seat: int) -> bool:
        """Can `seat` decide with its secrets face down (its view's `covered()` still offers
        a move)? Then the screen comes to it with no curtain, and it looks only if it wants."""
        view = self.match.state.view(seat)
        return hasattr(view, "covered") and bool(view.covered().legal)

    def handoffs_wanted(self) -> bool:
        return bool(getattr(self.settings, "handoff_screens", True)) and len(self.human_seats) > 1

    def curtain_needed(self, incoming: int) -> bool:
        """Must the table be hidden before it shows `incoming`'s view?

        A curtain keeps what the game hides — each view's `secrets()`, as the game
        declares them — from the wrong eyes while the screen changes hands:
        - it changes hands only when `incoming` is not the person holding it (`holder`,
          the last person shown their own view). Computer turns and passes made for a
          person happen in front of the holder and show nobody's secrets but the
          holder's, so the screen comes back to the holder without a curtain;
        - the incoming person's secrets would otherwise appear in front of the outgoing
          person, who is still at the screen: curtain, if their view has any;
        - the outgoing person's secrets need none: they leave the screen in the same
          frame as the incoming view replaces theirs, before anyone else sits down.
        So a view that hides nothing (Sail to India's always, a Pirates' Gold hand of no
        cards, a Golden Sails player without gems) is handed over with no curtain, and
        views that differ only in helpers for the seat to act never ask for one."""
        if incoming == self.holder and self._holder_looked:
            return False
        return bool(self.match.state.view(incoming).secrets())

    # --- computer seats -------------------------------------------------------------------

    def update(self, dt: float, table_busy: bool = False) -> None:
        """Advance a computer seat's turn: ask, wait for the answer, show it, play it."""
        if self.autosaver is not None and self.autosaver.writing():
            self._read_saver()
        if self.auto_passing is not None:
            self._auto_wait += dt
            factor = speed_factor(self.settings)
            if not table_busy and (factor <= 0 or self._auto_wait >= AUTO_PASS_DELAY / factor):
                self._auto_moves.add(len(self.match.history))
                self._apply(self.match.state.legal_actions()[0])
            return
        seat = self.to_act()
        if seat is None or self.match.seats[seat].is_human:
            self.thinking = None
            if self.suggesting:
                self._poll_suggestion()
            return
        if self._requested_at != len(self.match.history):
            self._request(seat)
        self._bot_wait += dt
        if self._bot_action is None:
            try:
                self._bot_action = self.worker.poll()
            except Exception as error:  # a failed bot must not end the evening: play on
                self._bot_failed(seat, error)
        if self._bot_action is not None and not table_busy and self._bot_wait >= self._show_time():
            action, self._bot_action = self._bot_action, None
            self.thinking = None
            self._apply(action)

    def wake_in(self) -> float | None:
        """Seconds until `update` has something to do without input: a forced pass or a
        shown computer move falls due, a request must be made, an answer is awaited.
        None while a person decides and nothing is being thought about."""
        wake = self._move_wake_in()
        if self.autosaver is not None and self.autosaver.writing():
            return SAVE_POLL if wake is None else min(SAVE_POLL, wake)
        return wake

    def _move_wake_in(self) -> float | None:
        if self.auto_passing is not None:
            factor = speed_factor(self.settings)
            return 0.0 if factor <= 0 else max(0.0, AUTO_PASS_DELAY / factor - self._auto_wait)
        seat = self.to_act()
        if seat is None or self.match.seats[seat].is_human:
            return POLL_INTERVAL if self.suggesting else None
        if self._requested_at != len(self.match.history):
            return 0.0
        if self._bot_action is not None:
            return max(0.0, self._show_time() - self._bot_wait)
        return POLL_INTERVAL

    def _request(self, seat: int) -> None:
        self._requested_at = len(self.match.history)
        self._bot_action = None
        self._bot_wait = 0.0
        self.thinking = seat
        kind = self.match.seats[seat].kind
        self.worker.request(self.game_id, self.match.state.view(seat), kind, self._bot_seed())

    def _bot_seed(self) -> int:
        """Deterministic per decision: the same match and history give the same bot seed."""
        return (self.match.seed * 1_000_003 + len(self.match.history) * 7919) % (1 << 31)

    def _show_time(self) -> float:
        factor = speed_factor(self.settings)
        return 0.0 if factor <= 0 else BOT_MIN_SHOW / factor

    def _bot_failed(self, seat: int, error: Exception) -> None:
        name = self.match.seats[seat].name
        print(f"bot for seat {seat} failed: {error}", file=sys.stderr)
        self.problems.append(f"{name} (computer) could not decide and made the first legal move instead.")
        self._bot_action = self.match.state.legal_actions()[0]

    def _cancel_suggestion(self) -> None:
        if self.suggesting:
            self.worker.cancel()
            self.suggesting = False
        self._set_suggestion(None)

    def _cancel_bot(self) -> None:
        self._cancel_suggestion()
        if self.thinking is not None or self.worker.busy:
            self.worker.cancel()
        self.thinking = None
        self._bot_action = None
        self._requested_at = None

    # --- saving -----------------------------------------------------------------------------

    def _autosave(self) -> None:
        if self.autosaver is None:
            return
        self._read_saver()
        if self.is_over():
            if not self._recorded:
                self._recorded = True
                self.autosaver.finish(self.match)   # history entry, then the slot goes
            return
        self.autosaver.save(self.match)

    def _read_saver(self) -> None:
        """Take in the outcome of the writes finished so far."""
        assert self.autosaver is not None
        self.autosaver.problems()
        self.save_trouble = self.autosaver.trouble
        self.history_trouble = self.autosaver.history_trouble
