"""The part of the Game that positions read: the content and what the rules look up in
it, built once at load — effects by card and their bonus tables, routes by spot, the
actions that carry an argument, names by id.

`game.py`'s `WindsOfTradeGame` adds the ways into a position (a new game, a save, a
sampled world). Kept apart so that the position and the modules that move it can name
the game's type without importing the module that builds positions: imports run one way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tabletop.engine.action import Action
from tabletop.engine.game import Game, GameOption
from tabletop.games.winds_of_trade.effects import BonusTable, Effect, bonus_items, bonus_table, build_effect
from tabletop.games.winds_of_trade.model import FACTIONS, GOLDEN, GOODS, Numbers, WindsContent


LeadRule = Literal["standing", "passes"]
"""How the lead moves between rounds when it moves (`OlderRules.lead_rule`)."""

PRODUCTION = ("production", None)
"""The bonus-table key of an island's extra production."""


class TurnActions:
    """The turn's actions that carry an argument, built once per game: listing them is a
    search's most frequent question, and an Action equals any other with its kind and args."""

    def __init__(self, content: WindsContent) -> None:
        spots, routes = content.map.spots, content.map.routes
        slots = max(1, content.golden.market_slots)
        self.sail = [Action("sail", (spot,)) for spot in spots]              # by spot index
        self.place = [Action("place", (spot,)) for spot in spots]            # by spot index
        self.keep = [Action("keep", (i,)) for i in range(len(content.advisors))]     # by drawn card
        self.bid = [Action("bid", (i,)) for i in range(content.numbers.candidates)]  # by candidate
        self.pirate = [route.pirate for route in routes]                     # by route index
        self.blockade = [Action("blockade", (route.id,)) for route in routes]
        self.toss = [Action("toss", (good,)) for good in GOODS]              # by good index
        self.dismiss = {a.id: Action("dismiss", (a.id,)) for a in content.advisors}
        self.buy_card = [Action("buy_card", (slot,)) for slot in range(slots)]
        self.peek = [Action("peek", (slot,)) for slot in range(slots)]
        self.claim = {faction: Action("claim", (faction,)) for faction in FACTIONS}
        self.claim_by_index = [self.claim[faction] for faction in FACTIONS]
        self.market_price = {card.id: card.cost for card in content.market}
        self.advisor_faction = {a.id: FACTIONS.index(a.faction) for a in content.advisors}   # for claims
        self.claim_of = [content.factions[faction].claim for faction in FACTIONS]          # by faction index


TRADE_ANYWHERE = GameOption(
    "trade_anywhere", "Trade anywhere (older rule)",
    "Trade could be opened at any island, even where nothing could be sold or bought. "
    "Games saved before Trade was offered only where it trades keep this rule, so they replay as played.",
    default=False, offered=False, in_older_saves=True)
"""The rule before Trade needed something to trade (kept for saved games only)."""

TWO_CAPTAINS_PLACE_LAST = GameOption(
    "two_captains_place_last", "Two captains: the start player places last (older rule)",
    "With two captains the ships were placed backwards, so the start player placed last. "
    "Games saved before the start player placed first keep this rule, so they replay as played.",
    default=False, offered=False, in_older_saves=True)
"""The placing order before two captains placed in turn order (kept for saved games only)."""

TWO_CAPTAINS_FIXED_LEAD = GameOption(
    "two_captains_fixed_lead", "Two captains: the start player leads every round (older rule)",
    "With two captains the start player led every round. "
    "Games saved before the lead passed between two captains keep this rule, so they replay as played.",
    default=False, offered=False, in_older_saves=True)
"""The two-captain lead before it passed each round (kept for saved games only)."""


@dataclass(frozen=True, slots=True)
class OlderRules:
    """The older rules a match keeps (the options above), carried by the position and its
    views but never written in `to_json`, so the state hashes older saves recorded hold."""

    trade_anywhere: bool = False
    two_captains_place_last: bool = False
    two_captains_fixed_lead: bool = False

    @classmethod
    def chosen(cls, options: dict[str, bool]) -> OlderRules:
        """The older rules among a match's resolved options."""
        return cls(options[TRADE_ANYWHERE.id], options[TWO_CAPTAINS_PLACE_LAST.id], options[TWO_CAPTAINS_FIXED_LEAD.id])

    def lead_rule(self, numbers: Numbers, players: int) -> LeadRule | None:
        """How the lead moves between rounds (numbers.yaml by player count): "standing"
        (the captain ahead leads), "passes" (to the next captain clockwise) or None (the
        start player leads every round, as in a two-captain game saved before the lead
        passed)."""
        if numbers.lead_by_standing[players]:
            return "standing"
        if numbers.lead_passes[players] and not (players == 2 and self.two_captains_fixed_lead):
            return "passes"
        return None


EARLIER_CONTENT = frozenset({
    "ebde7b652449ee36fbd0920b6a6749cf1ea5a1132a8bc60a8f190b1ebd63dc27",   # before two captains placed in turn order
    "47014fcdd7236a97aabb1e72fe0a2a9cf0de65f225a4fe01f3804c11cb4e108b",   # before the lead passed between two captains
})
"""Content fingerprints whose saves replay here under the older rules above
(`Game.earlier_content_hashes`)."""


class WindsOfTradeRules(Game):
    """Winds of Trade's content and lookups; `game.WindsOfTradeGame` is the Game itself."""

    earlier_content_hashes = EARLIER_CONTENT

    def __init__(self, content: WindsContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        meta = content.meta
        self.name = meta.get("name", "Winds of Trade")
        self.min_players = int(meta.get("min_players", 2))
        self.max_players = int(meta.get("max_players", 4))
        self.options = (TRADE_ANYWHERE, TWO_CAPTAINS_PLACE_LAST, TWO_CAPTAINS_FIXED_LEAD)
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
        self.bonus_items = {card: bonus_items(table) for card, table in self.bonus_tables.items()}
        self.faction_items = [bonus_items(table) for table in self.faction_tables]
        # What upkeep asks of each card: the effects that do something then (most only add
        # to a quantity), and an island's production with its bonus.
        self.upkeep_effects = {card: effect for card, effect in self.effects.items() if effect.acts_at_upkeep}
        self.faction_upkeep = [effect if effect.acts_at_upkeep else None
                               for effect in (self.faction_effects[f] for f in FACTIONS)]
        self.production = {island.id: self.numbers.produce + self.bonus_tables.get(island.id, self.no_bonus)[PRODUCTION]
                           for island in content.islands}
        self.upkeep_order = (*self.map.outer, self.golden_spot)
        self.council_faction = {card.id: FACTIONS.index(card.faction) for card in content.council}
        """Each council card's faction, by index: the council is tallied at every round end."""
        # Routes by spot index: (route index, other end) pairs, for sailing.
        index = {spot: i for i, spot in enumerate(self.map.spots)}
        self.spot_index = index
        self.route_ends = [(index[r.a], index[r.b]) for r in self.map.routes]
        self.neighbours: list[list[tuple[int, int]]] = [[] for _ in self.map.spots]
        for r, (a, b) in enumerate(self.route_ends):
            self.neighbours[a].append((r, b))
            self.neighbours[b].append((r, a))
        self.route_between = {(a, b): r for a, ends in enumerate(self.neighbours) for r, b in ends}
        self.turn_actions = TurnActions(content)
        # The sails open from each spot past each blockade, in route order, with pirate waters
        # open or barred (to a captain short of the toll): `turn.sails` looks them up.
        sail, pirate = self.turn_actions.sail, self.turn_actions.pirate
        self.open_sails = [[[tuple(sail[other] for r, other in ends if r != blockade and not (barred and pirate[r]))
                             for blockade in range(len(self.map.routes))] for ends in self.neighbours]
                           for barred in (False, True)]
        self.sail_wind = self.numbers.wind_cost["sail"]
        # The wind a turn ends with by cargo aboard (`Numbers.wind_for`), the last entry
        # standing for every load from the wind table's highest threshold up.
        self.wind_by_cargo = [self.numbers.wind_for(cargo)
                              for cargo in range(max(threshold for threshold, _ in self.numbers.wind_table) + 1)]
        # Each buy track's goods as indices into a cargo list, by the card on the spot: the
        # bots' playouts ask where cargo would sell at almost every move.
        self.buy_goods = {GOLDEN: tuple(GOODS.index(slot.good) for slot in content.golden.buys)}
        self.buy_goods.update((island.id, tuple(GOODS.index(slot.good) for slot in island.buys))
                              for island in content.islands)
        # Player-facing names by id, every log line asks: a card's own name comes before
        # the Golden Isle's, which comes before the vocabulary's (goods, factions).
        self.names_by_id = {**content.names, GOLDEN: content.golden.name}
        for cards in (content.market, content.advisors, content.islands):
            self.names_by_id.update((card.id, card.name) for card in cards)
        # Summed modifiers by loadout (superiorities held, cabins, upgrades): see WindsOfTradePosition.bonuses.
        self.bonus_memo: dict[tuple, BonusTable] = {}

    def name_of(self, thing: str) -> str:
        return self.names_by_id.get(thing, thing)
