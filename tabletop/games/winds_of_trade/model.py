"""Winds of Trade rule objects: what the loader builds from `content/winds_of_trade/`.

Plain frozen dataclasses so the rules never see YAML. The vocabulary (goods, factions,
claim conditions) names code; the cards, the map and every number are content.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GOODS = ("liquor", "jewels", "spices")
FACTIONS = ("navy", "pirates", "merchants", "people")
PLAYER_COUNTS = (2, 3, 4)
"""The table sizes the game is designed for (game.yaml says the same); numbers that
differ by table size name one value for each."""


def filled_track(slots: int, filled: int) -> list[int]:
    """A buy track of `slots` slots with its first `filled` filled (1) from the left: how
    set-up, the Golden Isle and a risen island's new card stock their tracks."""
    return [1 if i < filled else 0 for i in range(slots)]


CLAIMS = ("control_golden_isle", "most_gold", "most_islands", "most_crew")
GOLDEN = "golden_isle"


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """A typed effect record as written in content: `type` plus its parameters."""

    type: str
    amount: int = 1
    good: str | None = None


@dataclass(frozen=True, slots=True)
class BuySlot:
    good: str
    price: int


@dataclass(frozen=True, slots=True)
class IslandCard:
    id: str
    name: str
    sells: str
    buys: tuple[BuySlot, ...]
    locals: int
    defences: int
    effect: EffectSpec | None = None


@dataclass(frozen=True, slots=True)
class GoldenIsle:
    name: str
    buys: tuple[BuySlot, ...]
    start_filled: dict[int, int]                   # by player count: buy slots filled at set-up
    locals: int
    refill_locals: int
    defences: int
    council_slots: int
    market_slots: int


@dataclass(frozen=True, slots=True)
class Advisor:
    id: str
    name: str
    faction: str
    ability: EffectSpec


@dataclass(frozen=True, slots=True)
class CouncilCard:
    id: str
    faction: str


@dataclass(frozen=True, slots=True)
class Upgrade:
    id: str
    name: str
    cost: int
    effect: EffectSpec


@dataclass(frozen=True, slots=True)
class Faction:
    id: str
    claim: str
    power: EffectSpec
    coalition: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Route:
    id: str
    a: str
    b: str
    pirate: bool


@dataclass(frozen=True, slots=True)
class ArchipelagoMap:
    """Spot 0..n-1 are the outer spots in content order; the Golden Isle is the last index."""

    spots: tuple[str, ...]                        # outer spot ids, then GOLDEN
    positions: dict[str, tuple[float, float]]
    routes: tuple[Route, ...]
    blockade_start: int                           # route index

    @property
    def golden(self) -> int:
        return len(self.spots) - 1

    @property
    def outer(self) -> range:
        return range(len(self.spots) - 1)


@dataclass(frozen=True, slots=True)
class Numbers:
    gold: int
    wind: int
    hold: int
    crew_aboard_max: int
    crew_total: int
    crew_aboard_start: int
    cabins: int
    wind_cost: dict[str, int]
    wind_table: tuple[tuple[int, int], ...]        # (from cargo, wind), ascending
    sell_track: tuple[int, ...]
    setup_sell_goods: int
    setup_buy_goods: int
    setup_council: int
    toll: int
    sway_gold: int
    sway_per_outrage: int
    recruit_draw: int
    raid_dice: int
    raid_outrage: int
    raid_locals_removed: int
    raid_crew_lost: int
    produce: int
    upheaval_buy_goods: int                        # buy slots (from the left) a risen island's new card starts with
    candidates: int
    bid: int
    rounds: dict[int, int]                         # by player count: the last round
    hegemon_streak: int
    revolt_at: dict[int, int]                      # by player count: the upheaval that ends the game
    lead_by_standing: dict[int, bool]              # by player count: the standing picks each round's lead
    lead_passes: dict[int, bool]                   # by player count: the lead passes clockwise each round
    start_places_first: dict[int, bool]            # by player count: ships placed in turn order, not backwards

    def wind_for(self, cargo: int) -> int:
        wind = self.wind_table[0][1]
        for threshold, value in self.wind_table:
            if cargo >= threshold:
                wind = value
        return wind


@dataclass(frozen=True, slots=True)
class CardIds:
    """Every card's id by deck, in content order (the pools determinize samples from)."""

    islands: tuple[str, ...]
    advisors: tuple[str, ...]
    council: tuple[str, ...]
    market: tuple[str, ...]


@dataclass(frozen=True)
class WindsContent:
    map: ArchipelagoMap
    islands: tuple[IslandCard, ...]
    golden: GoldenIsle
    advisors: tuple[Advisor, ...]
    council: tuple[CouncilCard, ...]
    market: tuple[Upgrade, ...]
    factions: dict[str, Faction]
    numbers: Numbers
    names: dict[str, str] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    colours: dict[str, str] = field(default_factory=dict)     # "#RRGGBB" by good or faction id (the table's)
    icons: dict[str, str] = field(default_factory=dict)       # sprite name by thing (the table's)
    island_index: dict[str, IslandCard] = field(init=False, repr=False, compare=False)
    advisor_index: dict[str, Advisor] = field(init=False, repr=False, compare=False)
    council_index: dict[str, CouncilCard] = field(init=False, repr=False, compare=False)
    market_index: dict[str, Upgrade] = field(init=False, repr=False, compare=False)
    card_ids: CardIds = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "island_index", {c.id: c for c in self.islands})
        object.__setattr__(self, "advisor_index", {c.id: c for c in self.advisors})
        object.__setattr__(self, "council_index", {c.id: c for c in self.council})
        object.__setattr__(self, "market_index", {c.id: c for c in self.market})
        object.__setattr__(self, "card_ids", CardIds(*(tuple(c.id for c in cards) for cards in
                                                       (self.islands, self.advisors, self.council, self.market))))
