"""Winds of Trade: the Game and its State (the engine contract).

The State holds the table as plain lists (fast `clone`, trivial JSON) and the one seeded
Rng. What happens on a decision lives in small modules: `turn` (placing ships, a
player's turn and its multi-step Trade and Recruit), `boundary` (round end checks,
upkeep, upheaval, the election) and `outcome` (who wins). `view` and `determinize`
handle hidden information: the three decks' order, face-down market cards (their price
is public, the upgrade is not) and the advisors a recruiting player is choosing among.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game, KeptLegalActionsState, Result
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade import boundary, outcome, turn
from tabletop.games.winds_of_trade.effects import Effect, bonus_table, build_effect, summed
from tabletop.games.winds_of_trade.model import FACTIONS, GOLDEN, GOODS, WindsContent
from tabletop.games.winds_of_trade.view import WindsView, build_view

PLACE, TURN, TRADE, RECRUIT, ELECTION, OVER = "place", "turn", "trade", "recruit", "election", "over"

BONUS_MEMO_LIMIT = 4096
"""Seat loadouts whose bonus tables a game keeps; past it the memo starts afresh."""


class WindsOfTradeGame(Game):
    id = "winds_of_trade"

    def __init__(self, content: WindsContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        meta = content.meta
        self.name = meta.get("name", "Winds of Trade")
        self.min_players = int(meta.get("min_players", 2))
        self.max_players = int(meta.get("max_players", 4))
        self.options = ()
        self.map = content.map
        self.golden_spot = content.map.golden          # the map's property, asked at every step
        self.numbers = content.numbers
        # Effects are built once per card: the rules only ever ask them questions.
        self.effects: dict[str, Effect] = {}
        for advisor in content.advisors:
            self.effects[advisor.id] = build_effect(advisor.ability)
        for upgrade in content.market:
            self.effects[upgrade.id] = build_effect(upgrade.effect)
        for island in content.islands:
            if island.effect is not None:
                self.effects[island.id] = build_effect(island.effect)
        self.faction_effects = {f: build_effect(content.factions[f].power) for f in FACTIONS}
        # What each card and power adds, looked up rather than asked (see effects.bonus_table).
        self.bonus_tables = {card: bonus_table(effect, GOODS) for card, effect in self.effects.items()}
        self.faction_tables = [bonus_table(self.faction_effects[f], GOODS) for f in FACTIONS]
        self.no_bonus = dict.fromkeys(self.faction_tables[0], 0)
        # Routes by spot index: (route index, other end) pairs, for sailing.
        index = {spot: i for i, spot in enumerate(self.map.spots)}
        self.spot_index = index
        self.route_ends = [(index[r.a], index[r.b]) for r in self.map.routes]
        self.neighbours: list[list[tuple[int, int]]] = [[] for _ in self.map.spots]
        for r, (a, b) in enumerate(self.route_ends):
            self.neighbours[a].append((r, b))
            self.neighbours[b].append((r, a))
        self.turn_actions = turn.TurnActions(content)
        # Player-facing names by id, every log line asks: a card's own name comes before
        # the Golden Isle's, which comes before the vocabulary's (goods, factions).
        self.names_by_id = {**content.names, GOLDEN: content.golden.name}
        for cards in (content.market, content.advisors, content.islands):
            self.names_by_id.update((card.id, card.name) for card in cards)
        # A seat's summed modifiers by (seat, holders, cabins, upgrades): see WindsState.bonuses.
        self.bonus_memo: dict[tuple, dict[tuple[str, str | None], int]] = {}

    def name_of(self, thing: str) -> str:
        return self.names_by_id.get(thing, thing)

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> "WindsState":
        self.check_players(players)
        self.resolve_options(options)
        state = WindsState(self, players, Rng(seed))
        state.opening_events = turn.setup(state)
        return state

    def state_from_json(self, data: dict) -> "WindsState":
        state = WindsState(self, data["players"], Rng(state=data["rng"]))
        state.load_json(data)
        return state

    def determinize(self, view: WindsView, rng: Rng) -> "WindsState":
        from tabletop.games.winds_of_trade.determinize import determinize

        return determinize(self, view, rng)


# Fields copied by clone() and written by to_json(): name -> depth of list nesting.
FIELDS: dict[str, int] = {
    "phase": 0, "round": 0, "start": 0, "current": 0, "placed": 0, "steps": 0,
    "card": 1, "sell": 1, "buy": 2, "locals": 1, "outrage": 1, "crew": 2, "market": 3,
    "blockade": 0, "ship": 1, "cargo": 2, "aboard": 1, "supply": 1, "gold": 1, "wind": 1,
    "cabins": 2, "upgrades": 2, "holder": 1,
    "sails": 0, "blockade_moved": 0, "crew_moves": 2,
    "island_deck": 1, "island_discard": 1, "advisor_deck": 1, "advisor_discard": 1,
    "council_deck": 1, "council_discard": 1, "market_deck": 1, "council": 1, "drawn": 1,
    "candidates": 1, "bids": 1, "bidder": 0, "passes": 0,
    "upheavals": 0, "streak_faction": 0, "streak": 0, "end": 0, "winners": 1,
}


def _copy(value, depth: int):
    if depth == 0:
        return value
    if depth == 1:
        return list(value)
    return [_copy(item, depth - 1) for item in value]


class WindsState(KeptLegalActionsState):
    """A whole position. Only `apply` (and `load_json`) change it once play has begun, so
    its legal actions are kept until then (`KeptLegalActionsState`). To try another
    position, build or clone one; a clone works its own list out afresh."""

    __slots__ = ("game", "players", "rng", "opening_events", "legal_cache", *FIELDS)

    def __init__(self, game: WindsOfTradeGame, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.opening_events: list[Event] = []
        self.legal_cache: list[Action] | None = None
        spots = len(game.map.spots)
        self.phase = PLACE
        self.round = 1
        self.start = 0
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
        locals_ = self.locals
        count = 0
        for spot, crew in enumerate(self.crew):
            mine = crew[seat]
            if mine > locals_[spot] and max(crew) == mine and crew.count(mine) == 1:
                count += 1
        return count

    def crew_count(self, seat: int) -> int:
        """Crew aboard plus crew on islands (not the supply)."""
        return self.aboard[seat] + sum(row[seat] for row in self.crew)

    def crew_counts(self) -> list[int]:
        """`crew_count` of every seat, summing the spots' rows column by column."""
        return [aboard + ashore for aboard, ashore in zip(self.aboard, map(sum, zip(*self.crew)))]

    def cargo_total(self, seat: int) -> int:
        return sum(self.cargo[seat])

    def ship_effects(self, seat: int) -> list[Effect]:
        effects = self.game.effects
        found = [effects[a] for a in self.cabins[seat]] + [effects[u] for u in self.upgrades[seat]]
        for f, holder in enumerate(self.holder):
            if holder == seat:
                found.append(self.game.faction_effects[FACTIONS[f]])
        return found

    def bonuses(self, seat: int) -> dict[tuple[str, str | None], int]:
        """The seat's modifiers by (quantity, good or None), summed over its ship effects.

        They change only when its cabins, upgrades or superiorities do, while legal-action
        listing asks for them several times per position, so the game keeps the table per
        loadout."""
        key = (seat, tuple(self.holder), tuple(self.cabins[seat]), tuple(self.upgrades[seat]))
        memo = self.game.bonus_memo
        table = memo.get(key)
        if table is None:
            if len(memo) >= BONUS_MEMO_LIMIT:
                memo.clear()
            tables = self.game.bonus_tables
            parts = [tables[a] for a in self.cabins[seat]] + [tables[u] for u in self.upgrades[seat]]
            parts += [self.game.faction_tables[f] for f, holder in enumerate(self.holder) if holder == seat]
            table = memo[key] = summed(parts, self.game.no_bonus)
        return table

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
        return self.island_effect(spot).bonus(quantity, good) if value is None else value

    def buy_track(self, spot: int):
        content = self.game.content
        if spot == self.game.golden_spot:
            return content.golden.buys
        return content.island_index[self.card[spot]].buys

    def defences(self, spot: int) -> int:
        content = self.game.content
        base = content.golden.defences if self.is_golden(spot) else content.island_index[self.card[spot]].defences
        return base + self.outrage[spot]

    def hold(self, seat: int) -> int:
        return self.game.numbers.hold + self.bonus(seat, "hold")

    def market_cost(self, spot: int, card: str) -> int:
        return max(0, self.game.content.market_index[card].cost - self.island_bonus(spot, "market_discount"))

    def sway_cost(self, seat: int, spot: int) -> int:
        n = self.game.numbers
        return max(0, n.sway_gold + n.sway_per_outrage * self.outrage[spot] - self.bonus(seat, "sway_discount"))

    def council_controller(self) -> str | None:
        """The faction with more council advisors than any other, else None (hung)."""
        counts = self.council_counts()
        best = max(counts.values())
        leaders = [f for f, c in counts.items() if c == best]
        return leaders[0] if best > 0 and len(leaders) == 1 else None

    def council_counts(self) -> dict[str, int]:
        counts = {f: 0 for f in FACTIONS}
        index = self.game.content.council_index
        for card in self.council:
            counts[index[card].faction] += 1
        return counts

    # ------------------------------------------------------------ the contract

    def to_act(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == ELECTION:
            return self.bidder
        return self.current

    def is_over(self) -> bool:
        return self.phase == OVER

    def list_legal_actions(self) -> list[Action]:
        if self.phase == OVER:
            return []
        if self.phase == ELECTION:
            return boundary.election_actions(self)
        return turn.legal(self)

    def play(self, action: Action) -> list[Event]:
        self.steps += 1
        if self.phase == ELECTION:
            return boundary.apply_election(self, action)
        return turn.apply(self, action)

    def result(self) -> Result:
        return outcome.result(self)

    def view(self, seat: int | None) -> WindsView:
        return build_view(self, seat)

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> "WindsState":
        other = WindsState.__new__(WindsState)
        other.game = self.game
        other.players = self.players
        other.rng = self.rng.clone()
        other.opening_events = self.opening_events
        other.legal_cache = None        # determinize edits a clone's hidden parts
        for name, depth in FIELDS.items():
            setattr(other, name, _copy(getattr(self, name), depth))
        return other

    def to_json(self) -> dict:
        data = {"game": self.game.id, "players": self.players, "rng": self.rng.state}
        for name, depth in FIELDS.items():
            data[name] = _copy(getattr(self, name), depth)
        return data

    def load_json(self, data: dict) -> None:
        self.legal_cache = None
        for name, depth in FIELDS.items():
            setattr(self, name, _copy(data[name], depth))
