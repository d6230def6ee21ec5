"""What a Golden Sails position is: its fields, its copies and its saves.

Plain lists of ids and counts, so clones (thousands per search) and saves are cheap. How a
position moves (the legal actions, play, the result, views) is the State's, `state.py`,
which builds on this class; the Game (`game.py`) holds what is fixed at load.

The market is a list of slots, one per player, each `[card id | None, expert | None,
placed_by | None]`: the card still there (None once taken), the expert sent beside it and
the seat that sent it. Piles are card ids per seat and good type, bottom first; experts a
count per expert type.
"""

from __future__ import annotations

from typing import Any, ClassVar, Protocol, Self

from tabletop.engine.events import Event
from tabletop.engine.game import Result, State
from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.holdings import Holdings
from tabletop.games.golden_sails.model import Card
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.phases import ASSIGNING, Phase

MarketEntry = list[Any]
"""One market slot, `[card id | None, expert | None, placed_by | None]`: a list rather than
a record, as every search move reads and writes it."""


class PileSummary(Protocol):
    """The bots' summary of one seat's piles in a round (`pile_summary.Piles`), which a
    position keeps beside the piles it summarises."""

    round: int

    def taking(self, good: int, card: Card, round: int) -> PileSummary:
        """The summary once `card` joins the pile of GOOD_TYPES[good], for `round`."""


class GoldenSailsPosition(State):
    """The fields of a match, its copies and its saves; `state.GoldenSailsState` adds how
    it moves. Kept apart so that the modules the State calls (the view, the result) can
    name a position without importing the module that calls them."""

    __slots__ = ("game", "players", "rng", "options", "deck", "reference", "round", "first", "phase", "turn",
                 "market", "experts", "piles", "announced", "opening_events", "final", "summaries")

    narrates: ClassVar[bool] = True
    """Whether `apply` writes the events that tell what happened and the final result
    explains the end-of-game choices (see `state.SampledState`)."""

    game: GoldenSailsRules

    def __init__(self, game: GoldenSailsRules, players: int, rng: Rng, options: dict[str, bool]) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.options = options
        self.deck: list[str] = []                      # draw from the end
        self.reference = ""
        self.round = 0
        self.first = 0
        self.phase: Phase = ASSIGNING
        self.turn = 0                                  # how many seats have acted in this phase
        self.market: list[MarketEntry] = []
        self.experts: list[list[int]] = []             # per seat, count per expert type
        self.piles: list[list[list[str]]] = []         # per seat, per good type, card ids bottom first
        self.announced: list[list[int]] = []           # per seat, gem classes in the order taken
        self.opening_events: list[Event] = []
        self.final: Result | None = None               # the scored result, once the game is over
        # Per seat, the bots' summary of its piles in this round (`pile_summary.piles_of`; the
        # rules never read it). A playout adds one card at a time to a seat's piles, so a take
        # extends the taker's summary (its `taking`) rather than the bots rebuilding it: it
        # is kept beside the piles it summarises, follows them and is copied with them.
        self.summaries: list[PileSummary | None] = [None] * players

    def holdings(self) -> list[Holdings]:
        """Every seat's piles as the scorers read them."""
        card = self.game.content.card_index
        return [Holdings.from_ids(piles, card) for piles in self.piles]

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> Self:
        # By __init__, not __new__: the executable runs this class compiled (packaging/compiled.py).
        other = type(self)(self.game, self.players, self.rng.clone(), self.options)
        other.deck = list(self.deck)
        other.reference = self.reference
        other.round = self.round
        other.first = self.first
        other.phase = self.phase
        other.turn = self.turn
        other.market = [list(slot) for slot in self.market]
        other.experts = [list(e) for e in self.experts]
        other.piles = [[list(p) for p in seat] for seat in self.piles]
        other.announced = [list(a) for a in self.announced]
        other.opening_events = self.opening_events
        other.final = self.final
        other.summaries = list(self.summaries)
        return other

    def to_json(self) -> dict:
        return {
            "game": self.game.id, "players": self.players, "rng": self.rng.state, "options": dict(self.options),
            "deck": list(self.deck), "reference": self.reference, "round": self.round, "first": self.first,
            "phase": self.phase, "turn": self.turn, "market": [list(s) for s in self.market],
            "experts": [list(e) for e in self.experts], "piles": [[list(p) for p in s] for s in self.piles],
            "announced": [list(a) for a in self.announced],
        }

    def load_json(self, data: dict) -> None:
        self.deck = list(data["deck"])
        self.reference = data["reference"]
        self.round = data["round"]
        self.first = data["first"]
        self.phase = Phase(data["phase"])
        self.turn = data["turn"]
        self.market = [list(s) for s in data["market"]]
        self.experts = [list(e) for e in data["experts"]]
        self.piles = [[list(p) for p in s] for s in data["piles"]]
        self.announced = [list(a) for a in data["announced"]]
        self.final = None
        self.summaries = [None] * self.players
