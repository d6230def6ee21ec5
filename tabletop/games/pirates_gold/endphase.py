"""The end phase: each ship acts on its space, then the active player may swap a card.

A mixin of PiratesGoldState (see `state` for the whole round). The active player acts
first, then clockwise every other player whose ship a card moved this round, or under
whose ship a Re-supply put a ducat: load a ducat, draw a card, or unload at home (which
may win the game on the spot). Only a real move costs the active player the card swap.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.pirates_gold.model import worth
from tabletop.games.pirates_gold.phases import DISCARD, END, NEXT_ROUND, OVER, SWAP
from tabletop.games.pirates_gold.position import PiratesGoldPosition


class EndPhase(PiratesGoldPosition):
    __slots__ = ()

    def _open_end(self, events: list[Event]) -> None:
        n = self.players
        self.end_queue = [self.active]
        if any(self.moved) or any(self.resupplied):   # most rounds no card moved anyone
            self.end_queue += [s for s in ((self.active + k) % n for k in range(1, n))
                               if self.moved[s] or self.resupplied[s]]
        self.end_pos, self.end_stage = 0, 0
        self.resume = END
        self._run_end(events)

    def _run_end(self, events: list[Event]) -> None:
        """Each seat in the queue acts on its space, then the active one may swap a card."""
        self.phase = END
        while self.end_pos < len(self.end_queue):
            seat = self.end_queue[self.end_pos]
            if self.end_stage == 0:
                self.end_stage = 1
                self._space_action(seat, events)
                if self.phase != END:
                    return
            if self.end_stage == 1:
                self.end_stage = 2
                if seat == self.active and self._may_swap():
                    self.phase = SWAP
                    return
            self.end_pos += 1
            self.end_stage = 0
        self.active = (self.active + 1) % self.players
        self.phase = NEXT_ROUND

    def _space_action(self, seat: int, events: list[Event]) -> None:
        board = self.game.board
        cell = self.ships[seat]
        kind = board.kinds[cell]
        if kind == "ducat":
            index = board.ducat_index[cell]
            value = self.spots[index]
            if value:
                self.spots[index] = 0
                events.append(Event("load", f"{{P{seat}}} hauls up a {value}-ducat.", reveals=True,
                                    data={"seat": seat, "value": value, "cell": list(board.rc(cell))}))
                events.extend(self.load(seat, value))
        elif kind == "card":
            stayed = seat == self.active and not self.sailed and cell == self.sail_start
            if self.no_draw[seat] or stayed:
                return
            events.extend(self.draw(seat))
            if len(self.hands[seat]) > self.game.content.numbers.hand_limit:
                self.pending = seat
                self.phase = DISCARD
        elif board.owners[cell] == seat and self.cargo[seat]:
            unloaded = self.cargo[seat]
            self.home[seat].extend(unloaded)
            self.cargo[seat] = []
            total = sum(self.home[seat])
            events.append(Event("unload", f"{{P{seat}}} brings {worth(sum(unloaded))} home ({total} in all).",
                                data={"seat": seat, "values": unloaded}))
            if total >= self.game.content.numbers.win_value[self.players]:
                self.winner = seat
                self.phase = OVER
                events.append(Event("game_over", f"{{P{seat}}} wins with {total} ducats at home!",
                                    data={"winner": seat}))

    def _may_swap(self) -> bool:
        seat = self.active
        return (not self.played[seat] and not self.sailed and not self.moved[seat] and bool(self.hands[seat])
                and bool(self.deck or self.discard))
