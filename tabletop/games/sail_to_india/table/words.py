"""What the Sail to India table says and which picture it shows for each thing, from
the content only: names, sentences, colours and icons of presentation.yaml, and the
numbers of numbers.yaml (costs, capacities, the trading chart).

Kept apart from drawing so every tooltip names things the same way and can be tested
without a display. A missing picture falls back to a generic one, never to a blank.
"""

from __future__ import annotations

from tabletop.games.sail_to_india.model import SailToIndiaContent, Town

FALLBACK_ICON = "info"
SHORT_NAMES = {"eastern_india_incorporated": "East India Inc."}
"""House short forms for names too long for a technology row at the largest text size;
the row's tooltip always names the thing in full."""


class Words:
    def __init__(self, content: SailToIndiaContent) -> None:
        self.content = content
        self.numbers = content.numbers
        self.presentation = content.presentation

    # --- names and pictures -------------------------------------------------------------

    def name(self, thing: str) -> str:
        return self.content.name(thing) if thing in self.presentation.names else thing.replace("_", " ").title()

    def short_name(self, thing: str) -> str:
        """The name in a few letters where a row is short of room (the same name otherwise)."""
        return SHORT_NAMES.get(thing, self.name(thing))

    def icon(self, thing: str) -> str:
        return self.presentation.icons.get(thing, FALLBACK_ICON)

    def colour(self, good: str) -> str:
        return self.presentation.colours.get(good, "#7A6A55")

    def text(self, thing: str) -> str:
        return self.presentation.texts.get(thing, "")

    def town_name(self, town: str | None, position: int, towns: int) -> str:
        if town is not None:
            return self.name(town)
        return "India" if position == towns else f"Unknown town {position}"

    # --- explanations -------------------------------------------------------------------

    def building_label(self, town: Town, space: int) -> str:
        """"Marketplace (Silk)" or "Church"."""
        b = town.buildings[space]
        return f"{self.name(b.kind)} ({self.name(b.good)})" if b.good else self.name(b.kind)

    def building_sentence(self, town: Town, space: int) -> str:
        """The building's rule in words, naming a marketplace's good, and its end VP
        unless the sentence already speaks of VP (the church's does)."""
        b = town.buildings[space]
        text = self.text(b.kind)
        if b.good:
            text = text.replace("this marketplace's kind", self.name(b.good))
        if "VP" not in text:
            text = f"{text} Worth {self.content.building(b.kind).end_vp} VP at the end of the game.".strip()
        return f"{self.building_label(town, space)}: {text}"

    def tech_sentence(self, tech_id: str, owned: tuple[str, ...] = ()) -> str:
        """The technology and its price; with `owned` (the reader's technologies), the
        price after their discounts (Metallurgy) when that differs."""
        tech = self.content.tech(tech_id)
        discount = sum(self.content.tech(t).effect.acquire_discount() for t in owned)
        price = max(0, tech.cost - discount)
        cost = f"cost {tech.cost} wealth" + (f", {price} for you" if price != tech.cost else "")
        return f"{self.name(tech_id)} ({cost}, one scientist): {self.text(tech_id)}"

    def chart_sentence(self) -> str:
        n = self.numbers
        parts = [f"{k} kind{'s' if k > 1 else ''}: {w} wealth" + (f" + {v} VP" if v else "")
                 for k, (w, v) in enumerate(zip(n.chart_wealth, n.chart_vp), 1)]
        return "Trading chart — " + "; ".join(parts) + "."

    def good_sentence(self, good: str) -> str:
        return (f"{self.name(good)}: a trade good. Sold with others, each different kind raises the sale. "
                + self.chart_sentence())

    def capacity_sentence(self, kind: str) -> str:
        n = self.numbers
        if kind == "wealth":
            return (f"Each banker holds up to {n.banker_capacity} wealth; more wealth needs another banker "
                    "from Lisboa. Emptied bankers walk back to Lisboa.")
        return f"Each historian holds up to {n.historian_capacity} VP; more VP needs another historian from Lisboa."

    def speed_sentence(self, speed: int) -> str:
        costs = ", ".join(f"{s} costs {c} wealth" for s, c in sorted(self.numbers.speed_costs.items()))
        return (f"Ship builder on speed {speed}: each ship sails up to {speed} town{'s' if speed > 1 else ''} "
                f"in a move. Raising the speed one step is an action ({costs}).")
