"""Winds of Trade: the Game (the engine contract's factory for states and views).

The State (`state.py`, on `position.py`) holds the table as plain lists (fast `clone`,
trivial JSON) and the one seeded Rng. What happens on a decision lives in small modules:
`opening` (set-up, placing the ships), `turn` (a player's turn), `trade` and `recruit`
(its multi-step Trade and Recruit), `boundary` (round end checks, upkeep, upheaval, the
election) and `result` (who wins). `view` and `determinize` handle hidden information:
the three decks' order, face-down market cards (their price is public, the upgrade is
not) and the advisors a recruiting player is choosing among.
"""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.determinize import determinize
from tabletop.games.winds_of_trade.effects import Effect, bonus_table, build_effect
from tabletop.games.winds_of_trade.model import FACTIONS, GOLDEN, GOODS, WindsContent
from tabletop.games.winds_of_trade.state import WindsOfTradeState
from tabletop.games.winds_of_trade.opening import setup
from tabletop.games.winds_of_trade.turn import TurnActions
from tabletop.games.winds_of_trade.view import WindsOfTradeView


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
        self.route_between = {(a, b): r for a, ends in enumerate(self.neighbours) for r, b in ends}
        self.turn_actions = TurnActions(content)
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
        self.bonus_memo: dict[tuple, dict[tuple[str, str | None], int]] = {}

    def name_of(self, thing: str) -> str:
        return self.names_by_id.get(thing, thing)

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> WindsOfTradeState:
        self.check_players(players)
        self.resolve_options(options)
        state = WindsOfTradeState(self, players, Rng(seed))
        state.opening_events = setup(state)
        return state

    def state_from_json(self, data: dict) -> WindsOfTradeState:
        state = WindsOfTradeState(self, data["players"], Rng(state=data["rng"]))
        state.load_json(data)
        return state

    def determinize(self, view: WindsOfTradeView, rng: Rng) -> WindsOfTradeState:
        return determinize(self, view, rng)
