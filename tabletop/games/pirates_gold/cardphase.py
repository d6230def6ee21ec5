"""Card phases and answer windows: who has the word, and how a played card resolves.

A mixin of PiratesGoldState (see `state` for the whole round): it only moves the word
around, opens and closes answer windows and settles the stack of played cards; what a
card does is in `effects`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.pirates_gold.effects import EFFECTS
from tabletop.games.pirates_gold.phases import CARDS1, SAIL, STAY, TOSS, WINDOW, Phase
from tabletop.games.pirates_gold.position import PiratesGoldPosition


class CardPhases(PiratesGoldPosition):
    __slots__ = ()

    if TYPE_CHECKING:   # where the card phases hand over: the State's sailing, the end phase
        def _sail_list(self) -> list[Action]: ...

        def _sail(self, action: Action, events: list[Event]) -> None: ...

        def _open_end(self, events: list[Event]) -> None: ...

    def _open_card_phase(self, name: Phase, events: list[Event]) -> None:
        self.phase = self.card_phase = name
        self.passed = []
        self.speaker = self.active
        if any(self.hands):
            self._settle_speaker(events)
        else:   # nobody holds a card, as in most rounds of a long game: every seat passes at once
            self._close_card_phase(events)

    def _settle_speaker(self, events: list[Event]) -> None:
        """Seats with empty hands pass at once (everyone can see they hold nothing)."""
        while self.phase == self.card_phase and not self.hands[self.speaker]:
            self._after_pass(self.speaker, events)

    def _after_pass(self, seat: int, events: list[Event]) -> None:
        # The active player's pass ends the phase once every other seat has passed since
        # the last card, or holds no cards at all (asking it would change nothing).
        if seat == self.active and self._all_others_done(seat):
            self._close_card_phase(events)
            return
        if seat != self.active and seat not in self.passed:
            self.passed.append(seat)
        self.speaker = self._next_speaker(seat)
        self._settle_speaker(events)

    def _all_others_done(self, seat: int) -> bool:
        passed, hands = self.passed, self.hands
        for s in range(self.players):
            if s != seat and hands[s] and s not in passed:
                return False
        return True

    def _next_speaker(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if s == self.active or s not in self.passed:
                return s
        return self.active

    def _close_card_phase(self, events: list[Event]) -> None:
        if self.card_phase == CARDS1:
            self.phase = SAIL
            self.sail_start = self.ships[self.active]
            if len(self._sail_list()) == 1:   # becalmed (only `stay`): nothing to decide, so nobody is asked
                self._sail(STAY, events)
        else:
            self._open_end(events)

    def _play(self, seat: int, args: tuple, events: list[Event]) -> None:
        card_id = args[0]
        self.hands[seat].remove(card_id)
        self.played[seat] = True
        self.stack = [[seat, card_id, list(args[1:])]]
        events.append(Event("play", f"{{P{seat}}} plays {self.game.name_of(card_id)}.",
                            data={"seat": seat, "card": card_id, "args": list(args[1:])}))
        self._open_window(seat, events)

    def _counters_unseen(self) -> bool:
        """Whether some Counter Magic is neither discarded nor on the stack: only then is a
        seat with cards in hand asked in an answer window (public facts only)."""
        effect_type = self.game.effect_type
        seen = sum(1 for c in self.discard if effect_type[c] == "counter")
        seen += sum(1 for _, c, _ in self.stack if effect_type[c] == "counter")
        return seen < self.game.counter_total

    def _open_window(self, seat: int, events: list[Event]) -> None:
        n, hands = self.players, self.hands
        self.window = [s for s in ((seat + k) % n for k in range(1, n)) if hands[s]] if self._counters_unseen() else []
        self.window_pos = 0
        if self.window:
            self.phase = WINDOW
        else:
            self._resolve_stack(events)

    def _counter(self, seat: int, card_id: str, events: list[Event]) -> None:
        self.hands[seat].remove(card_id)
        self.played[seat] = True
        target = self.stack[-1]
        self.stack.append([seat, card_id, []])
        events.append(Event("counter", f"{{P{seat}}} answers {{P{target[0]}}}'s {self.game.name_of(target[1])} "
                                       f"with {self.game.name_of(card_id)}.",
                            data={"seat": seat, "card": card_id, "against": target[1]}))
        self._open_window(seat, events)

    def _resolve_stack(self, events: list[Event]) -> None:
        """Top down: a live Counter Magic cancels the card right below it."""
        content = self.game.content
        alive = [True] * len(self.stack)
        for i in range(len(self.stack) - 2, -1, -1):
            above = self.stack[i + 1]
            alive[i] = not (alive[i + 1] and content.card(above[1]).effect.type == "counter")
        for i in range(len(self.stack) - 1, 0, -1):
            self.discard.append(self.stack[i][1])
        seat, card_id, args = self.stack[0]
        self.stack = []
        self.window, self.window_pos = [], 0
        card = content.card(card_id)
        effect = EFFECTS[card.effect.type]
        self.resume = self.card_phase
        if alive[0]:
            events.extend(effect.resolve(self, seat, card, tuple(args)))
            holder = effect.holder(seat, tuple(args))
            if holder is None:
                self.discard.append(card_id)
            else:
                self.reminders[holder].append(card_id)
        else:
            self.discard.append(card_id)
            events.append(Event("cancelled", f"{{P{seat}}}'s {card.name} is cancelled.",
                                data={"seat": seat, "card": card_id}))
        self.passed = []
        self.speaker = self._next_speaker(seat)
        if self.phase != TOSS:
            self.phase = self.card_phase
            self._settle_speaker(events)
