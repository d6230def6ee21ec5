"""What the Winds of Trade table says and which picture it shows, from the content only:
names, colours and pictures of presentation.yaml, the cards' effect records and the
numbers of numbers.yaml.

Kept apart from drawing so every tooltip names things the same way and can be tested
without a display. The table's price previews (sail cost and toll, sale price) add up
the public effect records of a seat's cabins, upgrades and superiorities, the same
records the rules read, so what is shown before a click is what the click does.
"""

from __future__ import annotations

from tabletop.games.winds_of_trade.model import (
    FACTIONS,
    GOLDEN,
    EffectSpec,
    WindsContent,
)
from tabletop.games.winds_of_trade.view import WindsOfTradeView
from tabletop.ui import theme

FALLBACK_ICON = "info"
CLAIM_WORDS = {
    "control_golden_isle": "control the Golden Isle",
    "most_gold": "have the most gold",
    "most_islands": "control the most islands",
    "most_crew": "have the most crew (aboard and ashore)",
}
END_WORDS = {
    "hegemon": "Hegemon", "stable_markets": "Stable Markets", "revolt": "Revolt", "collapse": "Collapse",
}


class Words:
    def __init__(self, content: WindsContent) -> None:
        self.content = content
        self.numbers = content.numbers

    # --- names and pictures -------------------------------------------------------------

    def name(self, thing: str) -> str:
        content = self.content
        for index in (content.island_index, content.advisor_index, content.market_index):
            if thing in index:
                return index[thing].name
        if thing == GOLDEN:
            return content.golden.name
        return content.names.get(thing, thing.replace("_", " ").title())

    def short(self, faction: str) -> str:
        """"Navy" for "The Navy": for tight labels."""
        return self.name(faction).removeprefix("The ")

    def letter(self, good: str) -> str:
        return self.content.names.get(f"{good}:letter", good[:1].upper())

    def icon(self, thing: str) -> str:
        return self.content.icons.get(thing, FALLBACK_ICON)

    def colour(self, thing: str) -> theme.Colour:
        return theme.hex_colour(self.content.colours.get(thing, "#7A6A55"))

    def spot_name(self, view: WindsOfTradeView, spot: int) -> str:
        return self.name(view.spots[spot].card)

    # --- effects and cards --------------------------------------------------------------

    def effect(self, spec: EffectSpec) -> str:
        a = spec.amount
        good = self.name(spec.good) if spec.good else "good"
        return {
            "hold_bonus": f"the hold takes {a} more goods",
            "wind_bonus": f"{a} more wind whenever your wind is set",
            "raid_dice": f"{a} more attack {'die' if a == 1 else 'dice'} in a raid",
            "sway_discount": f"swaying costs {a} gold less",
            "sell_bonus": f"{a} more gold for each {good} sold",
            "recruit_draw": f"recruiting draws {a} more advisor{'s' if a != 1 else ''}",
            "free_sail": f"your first {'Sail' if a == 1 else f'{a} Sails'} each turn cost no wind",
            "ignore_tolls": "no toll in pirate waters",
            "move_blockade": "once a turn, move the blockade to any route (free)",
            "sway_extra_crew": f"each sway puts {a} more crew from your supply ashore",
            "market_discount": f"the market card here costs {a} gold less",
            "extra_production": f"produces {a} more good at upkeep",
            "upkeep_gold": f"{a} gold at every upkeep",
            "upkeep_gold_to_controller": f"whoever controls it collects {a} gold at upkeep",
            "local_growth": f"gains {a} local{'s' if a != 1 else ''} at every upkeep",
        }.get(spec.type, spec.type.replace("_", " "))

    def advisor(self, card: str) -> str:
        a = self.content.advisor_index[card]
        return f"{a.name} ({self.short(a.faction)} advisor): {self.effect(a.ability)}."

    def upgrade(self, card: str) -> str:
        u = self.content.market_index[card]
        return f"{u.name} (ship upgrade, {u.cost} gold): {self.effect(u.effect)}."

    def faction(self, faction: str) -> str:
        f = self.content.factions[faction]
        return (f"{self.name(faction)}. Superiority: claim it (free, on your turn) when you {CLAIM_WORDS[f.claim]} "
                f"— strictly more than everyone — and hold a {self.short(faction)} advisor in your cabins. "
                f"Its power: {self.effect(f.power)}.")

    def island(self, card: str) -> str:
        if card == GOLDEN:
            g = self.content.golden
            return (f"{g.name}: sells nothing, buys every good; {g.defences} defences; its locals return to "
                    f"{g.refill_locals} at upkeep; seat of the council. If it rises up, the game ends (Collapse).")
        c = self.content.island_index[card]
        extra = f" Effect: {self.effect(c.effect)}." if c.effect else ""
        return f"{c.name}: sells {self.name(c.sells)}; {c.defences} defences.{extra}"

    # --- a seat's modifiers (public: cabins, upgrades and superiorities are on the table) ----

    def bonus(self, view: WindsOfTradeView, seat: int, effect_type: str, good: str | None = None) -> int:
        sv = view.seats[seat]
        specs = [self.content.advisor_index[a].ability for a in sv.cabins]
        specs += [self.content.market_index[u].effect for u in sv.upgrades]
        specs += [self.content.factions[f].power for f, holder in zip(FACTIONS, view.holder) if holder == seat]
        return sum(max(1, s.amount) for s in specs
                   if s.type == effect_type and (s.good is None or good is None or s.good == good))

    def hold(self, view: WindsOfTradeView, seat: int) -> int:
        return self.numbers.hold + self.bonus(view, seat, "hold_bonus")

    def sail_cost(self, view: WindsOfTradeView, seat: int, pirate: bool) -> str:
        """"1 wind" or "free", and the toll if the route is pirate waters."""
        free = view.sails < self.bonus(view, seat, "free_sail")
        wind = "no wind (a free sail)" if free else f"{self.numbers.wind_cost['sail']} wind"
        if pirate and not self.bonus(view, seat, "ignore_tolls"):
            return f"{wind} + {self.numbers.toll} gold toll (pirate waters)"
        return wind + (" (no toll for you in pirate waters)" if pirate else "")

    def sale_price(self, view: WindsOfTradeView, seat: int, spot: int, slot: int) -> int:
        """What selling into buy slot `slot` of `spot` pays `seat`."""
        sv = view.spots[spot]
        track = self.buy_track(sv.card)
        good = track[slot].good
        price = track[slot].price + self.bonus(view, seat, "sell_bonus", good)
        island = None if sv.card == GOLDEN else self.content.island_index[sv.card].effect
        if island is not None and island.type == "sell_bonus" and island.good in (None, good):
            price += island.amount
        return price

    def buy_track(self, card: str):
        return self.content.golden.buys if card == GOLDEN else self.content.island_index[card].buys

    def sells(self, card: str) -> str | None:
        return None if card == GOLDEN else self.content.island_index[card].sells

    def defences(self, card: str) -> int:
        return self.content.golden.defences if card == GOLDEN else self.content.island_index[card].defences

    def seat_total_crew(self, view: WindsOfTradeView, seat: int) -> int:
        return view.seats[seat].aboard + sum(s.crew[seat] for s in view.spots)
