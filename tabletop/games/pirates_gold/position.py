"""The position of one Pirates' Gold match: plain lists, so clones and saves are cheap.

Seats are numbers, cells are the board's numbers, ducats their values, cards content ids.
Besides the fields, the position answers where a ship may sail and carries out the small
moves the cards' effects make (move a ship, load a ducat, draw a card); the round's flow
on top of it is the State's (`state.py`). `PiratesGoldRules` declares what a position
reads of its Game.
"""

from __future__ import annotations


from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import KeptLegalActionsState
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.rules import PiratesGoldRules
from tabletop.games.pirates_gold.phases import CARDS1, TOSS, Phase
from tabletop.games.pirates_gold.sailing import Path

# The fields a save, a clone and a view carry; kept in one list so none is forgotten.
LIST_FIELDS = ("ships", "played", "moved", "no_draw", "passed", "window", "end_queue", "spots", "reserve",
               "deck", "discard")
NESTED_FIELDS = ("cargo", "home", "hands", "reminders", "stack")
SCALAR_FIELDS = ("round", "active", "phase", "wind", "strength", "roll", "speaker", "window_pos", "card_phase",
                 "sailed", "sail_start", "end_pos", "end_stage", "pending", "resume", "winner")
RARE_FIELDS = ("hopped", "resupplied")
"""Per-seat flags that are seldom set: a save writes them only when one is, so positions
saved before they existed load unchanged and keep their hashes."""


class PiratesGoldPosition(KeptLegalActionsState):
    """Every field of a position, and the questions and small moves the rules share."""

    __slots__ = (("game", "players", "rng", "sea") + LIST_FIELDS + NESTED_FIELDS + SCALAR_FIELDS
                 + RARE_FIELDS + ("opening_events", "legal_cache"))

    game: PiratesGoldRules

    def __init__(self, game: PiratesGoldRules, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.sea = game.sea
        numbers = game.content.numbers
        self.round = 0
        self.active = 0
        self.phase: Phase = CARDS1
        self.wind = numbers.start_wind
        self.strength = numbers.start_strength
        self.roll: list | None = None                 # the last roll: [direction face, strength]
        self.ships = [game.board.ports[s] for s in range(players)]
        self.cargo: list[list[int]] = [[] for _ in range(players)]     # ducat values, in loading order
        self.home: list[list[int]] = [[] for _ in range(players)]      # unloaded, safe
        self.spots: list[int] = [0] * len(game.board.ducat_spaces)       # face-down value, 0 = empty
        self.reserve: list[int] = []                                     # face-down supply (sorted)
        self.deck: list[str] = []                                        # draw from the end
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]      # kept sorted
        self.reminders: list[list[str]] = [[] for _ in range(players)]  # cards lying in front of a player
        self.speaker = 0
        self.passed: list[int] = []                 # non-active seats that passed since the last card
        self.stack: list[list] = []                 # [seat, card, [args]] from the first card up
        self.window: list[int] = []                 # seats asked in the open answer window, in order
        self.window_pos = 0
        self.card_phase: Phase = CARDS1
        self.played = [False] * players            # played a card this round
        self.moved = [False] * players             # a card moved it this round
        self.resupplied = [False] * players        # a Re-supply put a ducat under it this round
        self.no_draw = [False] * players           # Freak Wave: no card on a card space this round
        self.hopped = [False] * players            # Shore Leave crossed an island: once a round
        self.sailed = False
        self.sail_start = -1
        self.end_queue: list[int] = []
        self.end_pos = 0
        self.end_stage = 0
        self.pending: int | None = None            # who must toss or discard
        self.resume: str = ""                      # where play goes on after a toss: a card phase or the end
        self.winner: int | None = None
        self.opening_events: list[Event] = []
        self.legal_cache: list[Action] | None = None  # cleared by apply; a search asks twice per move

    # ------------------------------------------------------------ ships, ducats, cards

    def reachable(self, seat: int | None = None) -> dict[int, Path]:
        """The cells `seat`'s ship (default: the active one) could sail to with the wind
        and strength now, each with one legal path; the sailing phase offers exactly these.
        A UI works from a view instead: `PiratesGoldGame.reachable(view)`."""
        seat = self.active if seat is None else seat
        return self.sea.wind_reach(self.ships[seat], self.wind, self.sail_steps(seat), seat)

    def sail_steps(self, seat: int) -> int:
        reminders = self.reminders[seat]
        if not reminders:
            return self.strength
        content = self.game.content
        extra = sum(content.card(c).effect.steps for c in reminders if content.card(c).effect.type == "extra_sail")
        return self.strength + extra

    def move(self, seat: int, dest: int, how: str, path: Path | None = None) -> list[Event]:
        """A card moves a ship (effects call this); its owner acts on the space at the end."""
        self.ships[seat] = dest
        self.moved[seat] = True
        row, col = self.game.board.rc(dest)
        cells = [list(self.game.board.rc(c)) for c in (path or (dest,))]
        return [Event("move", f"{{P{seat}}}'s ship is moved to row {row + 1}, column {col + 1}.",
                      data={"seat": seat, "how": how, "path": cells})]

    def load(self, seat: int, value: int) -> list[Event]:
        """A ducat comes aboard; above capacity its owner must toss an older one (asked only
        when the older ones differ in value: otherwise there is nothing to choose)."""
        self.cargo[seat].append(value)
        if len(self.cargo[seat]) > self.game.content.numbers.ship_capacity:
            older = set(self.cargo[seat][:-1])
            if len(older) == 1:
                return self._throw(seat, older.pop())
            self.pending = seat
            self.phase = TOSS
        return []

    def _throw(self, seat: int, value: int) -> list[Event]:
        del self.cargo[seat][self.cargo[seat].index(value)]
        self.reserve.append(value)   # it sinks back among the face-down ducats of the reserve
        self.reserve.sort()
        return [Event("toss", f"{{P{seat}}} tosses a {value}-ducat overboard; it sinks back into the reserve.",
                      data={"seat": seat, "value": value})]

    def draw(self, seat: int) -> list[Event]:
        """The top card into `seat`'s hand; an empty deck is first rebuilt from the discards."""
        events: list[Event] = []
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            events.append(Event("reshuffle", "The discard pile is shuffled into a new deck.", reveals=True))
        if not self.deck:
            return events
        card_id = self.deck.pop()
        hand = self.hands[seat]
        hand.append(card_id)
        hand.sort()
        events.append(Event("draw", f"{{P{seat}}} draws a card.", data={"seat": seat}))
        events.append(Event("drawn", f"You draw {self.game.name_of(card_id)}.", audience=frozenset({seat}),
                            reveals=True, data={"seat": seat, "card": card_id}))
        return events
