"""Effect records -> small effect classes (Tuxemon's pattern).

Cabin abilities, ship upgrades, island effects and the four superiority powers are all
content records like `{type: raid_dice, amount: 2}`. Each `type` maps to one class here;
a card with an existing type needs no Python. The rules ask effects two questions:

- `bonus(quantity, good)`: how much this effect adds to a named quantity (hold, wind,
  raid dice, ...). Summing over a seat's effects gives the seat's modifier.
- `upkeep(state, seat, spot)`: what it does at upkeep (for ship effects `seat` is the
  owner; for island effects `spot` is the island and the controller profits).

`scopes` says where a type may be written: `ship` (advisors, upgrades, superiorities)
or `island` (island cards); the loader refuses a type in the wrong place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import EffectSpec

SHIP, ISLAND = "ship", "island"

BonusTable = dict[tuple[str, str | None], int]
"""What effects add, by (quantity, good or None): see `bonus_table`."""


class Table(Protocol):
    """What an effect's upkeep reads and changes (a `position.WindsOfTradePosition` is one);
    named by shape so that the position, which holds effects, need not be imported here."""

    gold: list[int]
    locals: list[int]
    narrates: bool

    def controller(self, spot: int) -> int | None: ...

    def spot_name(self, spot: int | None) -> str: ...


class Effect:
    """An effect that adds nothing and does nothing at upkeep (the base for the others)."""

    __slots__ = ("spec",)

    acts_at_upkeep = False
    """Whether `upkeep` does anything: upkeep skips the many effects that only add."""

    def __init__(self, spec: EffectSpec) -> None:
        self.spec = spec

    def bonus(self, quantity: str, good: str | None = None) -> int:
        return 0

    def upkeep(self, state: Table, seat: int | None, spot: int | None) -> list[Event]:
        return []


class Modifier(Effect):
    """Adds `amount` to one quantity (only for `good` when the record names one)."""

    __slots__ = ("quantity",)

    def __init__(self, spec: EffectSpec, quantity: str) -> None:
        super().__init__(spec)
        self.quantity = quantity

    def bonus(self, quantity: str, good: str | None = None) -> int:
        if quantity != self.quantity:
            return 0
        if self.spec.good is not None and good != self.spec.good:
            return 0
        return self.spec.amount


class UpkeepIncome(Effect):
    """At upkeep, pays `amount` gold: to the owner of a ship effect, to the controller of
    an island (nobody when nobody controls it)."""

    acts_at_upkeep = True

    def upkeep(self, state: Table, seat: int | None, spot: int | None) -> list[Event]:
        if spot is not None:
            seat = state.controller(spot)
        if seat is None:
            return []
        state.gold[seat] += self.spec.amount
        if not state.narrates:
            return []
        where = f" from {state.spot_name(spot)}" if spot is not None else ""
        return [Event("income", f"{{P{seat}}} collects {self.spec.amount} gold{where}.",
                      data={"seat": seat, "gold": self.spec.amount})]


class LocalGrowth(Effect):
    """At upkeep the island gains `amount` locals (its people multiply)."""

    acts_at_upkeep = True

    def upkeep(self, state: Table, seat: int | None, spot: int | None) -> list[Event]:
        if spot is None:
            return []
        state.locals[spot] += self.spec.amount
        return [Event("locals", f"{state.spot_name(spot)} gains {self.spec.amount} "
                      f"local{'' if self.spec.amount == 1 else 's'}.",
                      data={"spot": spot})] if state.narrates else []


@dataclass(frozen=True, slots=True)
class EffectType:
    """How a record of one `type` is built and checked."""

    build: type[Effect]
    quantity: str | None          # the quantity a Modifier adds to
    amount: bool                  # takes `amount` (a positive integer)
    good: bool                    # may name a `good`
    scopes: frozenset[str]


def _mod(quantity: str, scopes: tuple[str, ...] = (SHIP,), good: bool = False, amount: bool = True) -> EffectType:
    return EffectType(Modifier, quantity, amount, good, frozenset(scopes))


EFFECT_TYPES: dict[str, EffectType] = {
    "hold_bonus": _mod("hold"),
    "wind_bonus": _mod("wind"),
    "raid_dice": _mod("raid_dice"),
    "sway_discount": _mod("sway_discount"),
    "sell_bonus": _mod("sell_price", (SHIP, ISLAND), good=True),
    "recruit_draw": _mod("recruit_draw"),
    "free_sail": _mod("free_sails"),
    "ignore_tolls": _mod("ignore_tolls", amount=False),
    "move_blockade": _mod("move_blockade", amount=False),
    "sway_extra_crew": _mod("sway_extra_crew"),
    "market_discount": _mod("market_discount", (ISLAND,)),
    "extra_production": _mod("production", (ISLAND,)),
    "upkeep_gold": EffectType(UpkeepIncome, None, True, False, frozenset((SHIP,))),
    "upkeep_gold_to_controller": EffectType(UpkeepIncome, None, True, False, frozenset((ISLAND,))),
    "local_growth": EffectType(LocalGrowth, None, True, False, frozenset((ISLAND,))),
}


QUANTITIES: tuple[str, ...] = tuple(sorted({kind.quantity for kind in EFFECT_TYPES.values() if kind.quantity}))
"""Every quantity an effect can add to (what `bonus_table` asks about)."""


def bonus_table(effect: Effect, goods: tuple[str, ...]) -> BonusTable:
    """What `effect` adds, by (quantity, good or None): the effect answers `bonus` once
    here, so a search asking modifiers thousands of times a second looks them up."""
    return {(quantity, good): effect.bonus(quantity, good) for quantity in QUANTITIES for good in (None, *goods)}


BonusItems = tuple[tuple[tuple[str, str | None], int], ...]
"""A bonus table's entries that add something (`bonus_items`): an effect names one or two
of the table's many (quantity, good) keys."""


def bonus_items(table: BonusTable) -> BonusItems:
    """The entries of `table` that are not 0, in the table's order."""
    return tuple((key, value) for key, value in table.items() if value)


def summed(parts: list[BonusItems], zero: BonusTable) -> BonusTable:
    """Several effects' bonuses added up (`parts`: each effect's `bonus_items`; `zero`: the
    table of no effect at all). A search meets a new loadout about once per iteration, so
    only the entries that add something are visited, not every key of every table."""
    total = dict(zero)
    for items in parts:
        for key, value in items:
            total[key] += value
    return total


def build_effect(spec: EffectSpec) -> Effect:
    kind = EFFECT_TYPES[spec.type]
    if kind.build is Modifier and kind.quantity is not None:
        return Modifier(spec, kind.quantity)
    return kind.build(spec)
