"""The position of one Winds of Trade match: plain lists, so clones and saves are cheap.
What a position is (its fields, `clone`, `to_json` / `load_json`), not how it moves.

Spots are numbers (the map's outer spots in content order, then the Golden Isle), seats
are numbers, cards are content ids. The position also answers the small questions the
rules keep asking (who controls a spot, a seat's modifiers, prices), some from tables
the game builds once at load.
"""

from __future__ import annotations

from operator import add
from typing import Any, Self

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import KeptLegalActionsState
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.effects import BonusTable, Effect, summed
from tabletop.games.winds_of_trade.model import FACTIONS, GOLDEN, GOODS, BuySlot
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.rules import OlderRules, WindsOfTradeRules

HOLD = ("hold", None)
"""The bonus-table key of the hold's size (the bots' playouts ask it at most moves)."""

BONUS_MEMO_LIMIT = 4096
"""Seat loadouts whose bonus tables a game keeps; past it the memo starts afresh."""


# Fields copied by clone() and written by to_json(): name -> depth of list nesting.
FIELDS: dict[str, int] = {
    "phase": 0, "round": 0, "start": 0, "lead": 0, "current": 0, "placed": 0, "steps": 0,
    "card": 1, "sell": 1, "buy": 2, "locals": 1, "outrage": 1, "crew": 2, "market": 3,
    "blockade": 0, "ship": 1, "cargo": 2, "aboard": 1, "supply": 1, "gold": 1, "wind": 1,
    "cabins": 2, "upgrades": 2, "holder": 1,
    "sails": 0, "blockade_moved": 0, "crew_moves": 2,
    "island_deck": 1, "island_discard": 1, "advisor_deck": 1, "advisor_discard": 1,
    "council_deck": 1, "council_discard": 1, "market_deck": 1, "council": 1, "drawn": 1,
    "candidates": 1, "bids": 1, "bidder": 0, "passes": 0,
    "upheavals": 0, "streak_faction": 0, "streak": 0, "end": 0, "winners": 1,
}


def copy_nested(value: Any, depth: int) -> Any:
    """`value` copied `depth` lists deep (what is below is shared: ids, numbers, None)."""
    if depth == 0:
        return value
    if depth == 1:
        return list(value)
    return [copy_nested(item, depth - 1) for item in value]


class WindsOfTradePosition(KeptLegalActionsState):
    """The fields of a match and the questions the rules ask about them.

    The turn, the round boundary, the result, the effects and the view work on a
    position; `state.WindsOfTradeState` adds the engine's contract (whose move, legal
    actions, play, the result, views) on top. Kept apart so that the modules the contract
    calls need not import the module that calls them: the package's imports run one way."""

    __slots__ = ("game", "players", "rng", "older", "opening_events", "legal_cache", *FIELDS)

    game: WindsOfTradeRules

    narrates = True
    """Whether play writes events (see `state.SampledState`)."""

    def __init__(self, game: WindsOfTradeRules, players: int, rng: Rng, older: OlderRules = OlderRules()) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.older = older
        """The older rules a saved game keeps (rules.OlderRules), a match's options: not a field
        of the position, so they are in neither `to_json` nor the state hash older saves recorded."""
        self.opening_events: list[Event] = []
        self.legal_cache: list[Action] | None = None
        spots = len(game.map.spots)
        self.phase = Phase.PLACE
        self.round = 1
        self.start = 0
        self.lead = 0                                      # who leads this round: bids first, moves first
        self.current = 0                                   # whose turn (or who places)
        self.placed = 0                                    # ships placed so far
        self.steps = 0                                     # actions applied (a public clock)
        self.card: list[str] = [GOLDEN] * spots            # island card id per spot
        self.sell: list[int] = [0] * spots                 # goods on the sell track (from the left)
        self.buy: list[list[int]] = [[] for _ in range(spots)]   # 1 = buy slot filled
        self.locals: list[int] = [0] * spots
        self.outrage: list[int] = [0] * spots
        self.crew: list[list[int]] = [[0] * players for _ in range(spots)]
        self.market: list[list[list]] = [[] for _ in range(spots)]  # per spot: [card | None, [peeking seats]]
        self.blockade = game.map.blockade_start
        self.ship: list[int] = [-1] * players
        self.cargo: list[list[int]] = [[0] * len(GOODS) for _ in range(players)]
        self.aboard: list[int] = [0] * players
        self.supply: list[int] = [0] * players
        self.gold: list[int] = [0] * players
        self.wind: list[int] = [0] * players
        self.cabins: list[list[str]] = [[] for _ in range(players)]
        self.upgrades: list[list[str]] = [[] for _ in range(players)]
        self.holder: list[int | None] = [None] * len(FACTIONS)
        self.sails = 0                                     # Sail actions this turn (free sails)
        self.blockade_moved = False
        self.crew_moves: list[list] = []                   # [spot, "land"/"embark"] this turn
        self.island_deck: list[str] = []                   # draw from the end
        self.island_discard: list[str] = []
        self.advisor_deck: list[str] = []
        self.advisor_discard: list[str] = []
        self.council_deck: list[str] = []
        self.council_discard: list[str] = []
        self.market_deck: list[str] = []
        self.council: list[str] = []                       # left to right
        self.drawn: list[str] = []                         # advisors a recruiting player chooses among
        self.candidates: list[str] = []
        self.bids: list[int] = []
        self.bidder = 0
        self.passes = 0
        self.upheavals = 0
        self.streak_faction: str | None = None
        self.streak = 0
        self.end: str | None = None
        self.winners: list[int] = []

    # ------------------------------------------------------------ small questions

    def spot_name(self, spot: int | None) -> str:
        if spot is None:
            return ""
        return self.game.name_of(self.card[spot])

    def is_golden(self, spot: int) -> bool:
        return spot == self.game.golden_spot

    def controller(self, spot: int) -> int | None:
        """The seat whose crew there outnumber the locals and every other player's crew."""
        crew = self.crew[spot]
        best = max(crew)
        if best <= self.locals[spot] or crew.count(best) > 1:
            return None
        return crew.index(best)

    def islands_controlled(self, seat: int) -> int:
        """How many spots `seat` controls (see `controller`); evaluation and claims ask it
        for every seat at every step, so most spots are passed over at one comparison."""
        count = 0
        for crew, locals_ in zip(self.crew, self.locals):
            mine = crew[seat]
            if mine > locals_ and max(crew) == mine and crew.count(mine) == 1:
                count += 1
        return count

    def controlled_counts(self) -> list[int]:
        """`islands_controlled` of every seat, in one pass over the spots."""
        counts = [0] * self.players
        for crew, locals_ in zip(self.crew, self.locals):
            best = max(crew)
            if best > locals_ and crew.count(best) == 1:
                counts[crew.index(best)] += 1
        return counts

    def crew_count(self, seat: int) -> int:
        """Crew aboard plus crew on islands (not the supply)."""
        return self.aboard[seat] + sum(row[seat] for row in self.crew)

    def crew_counts(self) -> list[int]:
        """`crew_count` of every seat, summing the spots' rows column by column (all in C:
        the People's claim asks it at most moves of a playout)."""
        return list(map(add, self.aboard, map(sum, zip(*self.crew))))

    def cargo_total(self, seat: int) -> int:
        return sum(self.cargo[seat])

    def ship_effects(self, seat: int) -> list[Effect]:
        effects = self.game.effects
        found = [effects[a] for a in self.cabins[seat]] + [effects[u] for u in self.upgrades[seat]]
        for f, holder in enumerate(self.holder):
            if holder == seat:
                found.append(self.game.faction_effects[FACTIONS[f]])
        return found

    def bonuses(self, seat: int) -> BonusTable:
        """The seat's modifiers by (quantity, good or None), summed over its ship effects.

        They change only when its cabins, upgrades or superiorities do, while legal-action
        listing asks for them several times per position, so the game keeps the table per
        seat and loadout."""
        cabins, upgrades, holder = self.cabins[seat], self.upgrades[seat], self.holder
        if not cabins and not upgrades and seat not in holder:
            return self.game.no_bonus       # the common case, answered before any key is built
        # One flat tuple, quick to build: the seat, every faction's holder, the cabins, a
        # separator and the upgrades.
        key = (seat, *holder, *cabins, None, *upgrades)
        memo = self.game.bonus_memo
        table = memo.get(key)
        if table is None:
            if len(memo) >= BONUS_MEMO_LIMIT:
                memo.clear()
            items = self.game.bonus_items
            parts = [items[a] for a in cabins] + [items[u] for u in upgrades]
            parts += [self.game.faction_items[f] for f, held_by in enumerate(holder) if held_by == seat]
            table = memo[key] = summed(parts, self.game.no_bonus)
        return table

    def claim_options(self, seat: int) -> list[tuple[str, Action]]:
        """The superiorities `seat` may claim once their conditions are met, in faction
        order: of a faction with an advisor in its cabins, and not already its own. As
        (the faction's claim condition, the claim), for `turn.claims` to test."""
        made = self.game.turn_actions
        holder = self.holder
        factions = sorted({made.advisor_faction[a] for a in self.cabins[seat]})
        return [(made.claim_of[f], made.claim_by_index[f]) for f in factions if holder[f] != seat]

    def loadout_changed(self, seat: int) -> None:
        """The rules call this when `seat`'s cabins, upgrades or superiorities change (what
        its `bonuses` and `claim_options` come from: a claim changes the loadouts of the
        claimant and of the superiority's previous holder, nobody else's); a position that
        keeps them forgets the seat's."""

    def bonus(self, seat: int, quantity: str, good: str | None = None) -> int:
        value = self.bonuses(seat).get((quantity, good))
        if value is None:   # a quantity no effect type names
            return sum(e.bonus(quantity, good) for e in self.ship_effects(seat))
        return value

    def island_effect(self, spot: int) -> Effect | None:
        return self.game.effects.get(self.card[spot])

    def island_bonus(self, spot: int, quantity: str, good: str | None = None) -> int:
        table = self.game.bonus_tables.get(self.card[spot])
        if table is None:
            return 0
        value = table.get((quantity, good))
        return self.game.effects[self.card[spot]].bonus(quantity, good) if value is None else value

    def buy_track(self, spot: int) -> tuple[BuySlot, ...]:
        content = self.game.content
        if spot == self.game.golden_spot:
            return content.golden.buys
        return content.island_index[self.card[spot]].buys

    def defences(self, spot: int) -> int:
        content = self.game.content
        base = content.golden.defences if self.is_golden(spot) else content.island_index[self.card[spot]].defences
        return base + self.outrage[spot]

    def hold(self, seat: int) -> int:
        return self.game.numbers.hold + self.bonuses(seat)[HOLD]

    def market_cost(self, spot: int, card: str) -> int:
        return max(0, self.game.content.market_index[card].cost - self.island_bonus(spot, "market_discount"))

    def sway_cost(self, seat: int, spot: int) -> int:
        n = self.game.numbers
        return max(0, n.sway_gold + n.sway_per_outrage * self.outrage[spot] - self.bonus(seat, "sway_discount"))

    def council_controller(self) -> str | None:
        """The faction with more council advisors than any other, else None (hung)."""
        tally = self.council_tally()
        best = max(tally)
        return FACTIONS[tally.index(best)] if best > 0 and tally.count(best) == 1 else None

    def council_counts(self) -> dict[str, int]:
        """The council advisors of each faction, by name."""
        return dict(zip(FACTIONS, self.council_tally()))

    def council_tally(self) -> list[int]:
        """The council advisors of each faction, by faction index (every round end asks)."""
        tally = [0] * len(FACTIONS)
        faction_of = self.game.council_faction
        for card in self.council:
            tally[faction_of[card]] += 1
        return tally

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> Self:
        """A copy of every field of FIELDS, as many lists deep as FIELDS says. Written out
        field by field: a search clones a world per iteration (and greedy bots one per
        candidate action), and a loop over the names would look each one up by name.
        tests/games/winds_of_trade/test_shortcuts.py holds it to FIELDS."""
        other = object.__new__(type(self))
        other.game = self.game
        other.players = self.players
        other.rng = self.rng.clone()
        other.older = self.older
        other.opening_events = self.opening_events
        other.legal_cache = None        # determinize edits a clone's hidden parts
        # Depth 0: numbers, strings, None.
        other.phase, other.round, other.start, other.lead = self.phase, self.round, self.start, self.lead
        other.current, other.placed, other.steps = self.current, self.placed, self.steps
        other.blockade, other.sails, other.blockade_moved = self.blockade, self.sails, self.blockade_moved
        other.bidder, other.passes, other.upheavals = self.bidder, self.passes, self.upheavals
        other.streak_faction, other.streak, other.end = self.streak_faction, self.streak, self.end
        # Depth 1: the spots', the seats' and the council's lists, the decks.
        other.card, other.sell, other.locals, other.outrage = self.card[:], self.sell[:], self.locals[:], self.outrage[:]
        other.ship, other.aboard, other.supply = self.ship[:], self.aboard[:], self.supply[:]
        other.gold, other.wind, other.holder = self.gold[:], self.wind[:], self.holder[:]
        other.island_deck, other.island_discard = self.island_deck[:], self.island_discard[:]
        other.advisor_deck, other.advisor_discard = self.advisor_deck[:], self.advisor_discard[:]
        other.council_deck, other.council_discard = self.council_deck[:], self.council_discard[:]
        other.market_deck, other.council, other.drawn = self.market_deck[:], self.council[:], self.drawn[:]
        other.candidates, other.bids, other.winners = self.candidates[:], self.bids[:], self.winners[:]
        # Depth 2 and 3: rows copied in C.
        copy_row = list.copy
        other.buy, other.crew = list(map(copy_row, self.buy)), list(map(copy_row, self.crew))
        other.cargo, other.crew_moves = list(map(copy_row, self.cargo)), list(map(copy_row, self.crew_moves))
        other.cabins, other.upgrades = list(map(copy_row, self.cabins)), list(map(copy_row, self.upgrades))
        other.market = [list(map(copy_row, spot)) for spot in self.market]
        return other

    def to_json(self) -> dict:
        data = {"game": self.game.id, "players": self.players, "rng": self.rng.state}
        for name, depth in FIELDS.items():
            data[name] = copy_nested(getattr(self, name), depth)
        return data

    def load_json(self, data: dict) -> None:
        self.legal_cache = None
        for name, depth in FIELDS.items():
            setattr(self, name, copy_nested(data[name], depth))
        self.phase = Phase(self.phase)      # the same string, as the member the rules compare with
