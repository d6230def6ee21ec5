"""The small effect classes that technologies and buildings name in content.

A technology or building in YAML says `effect: {type: buy_vp, wealth: 2, vp: 1,
per_turn: 1}`; the loader looks the type up in `EFFECTS`, checks its parameters against
`PARAMS` and builds the class. The rules never ask "is this Bank System?": they ask every
owned effect a question (`acquire_discount()`, `sale_bonus()`, `end_vp(...)`), and the
base class answers "nothing" to all of them, so a new card with an existing effect type
needs no Python, and each class holds only the one thing it changes.
"""

from __future__ import annotations

from collections.abc import Mapping


class Effect:
    """The neutral effect: every hook answers "no change". `per_turn` > 0 limits a
    triggered or activated effect to that many uses per turn (0: unlimited)."""

    type = "none"

    def __init__(self, per_turn: int = 0) -> None:
        self.per_turn = per_turn

    # -- while playing
    def acquire_discount(self) -> int:
        """Wealth off every technology this player acquires."""
        return 0

    def vp_on_acquire(self) -> int:
        """VP gained when this player acquires a technology."""
        return 0

    def vp_for_launches(self, launched: int) -> int:
        """VP for markers launched from Lisboa in one move-ships action."""
        return 0

    def builds_after_move(self) -> bool:
        """May build without spending an action point after moving ships."""
        return False

    def discovery_offer(self) -> tuple[int, int] | None:
        """(wealth, VP): an optional purchase offered on discovering a town."""
        return None

    def vp_purchase(self) -> tuple[int, int] | None:
        """(wealth, VP): a purchase the player may make as a free action."""
        return None

    def lifts_to_sea(self) -> bool:
        """May turn buildings and goods markers back into ships as a free action."""
        return False

    def sale_bonus(self) -> int:
        """Extra wealth for every sale."""
        return 0

    def launch_point(self) -> bool:
        """(Buildings) markers from Lisboa may start a move from this town."""
        return False

    def market_good(self) -> bool:
        """(Buildings) counts as one good of its marked kind in every sale."""
        return False

    # -- at the end
    def end_vp(self, buildings: Mapping[str, int]) -> int:
        """VP at the end of the game, given the owner's count of buildings by kind."""
        return 0

    def scores_at_end(self) -> bool:
        """Whether `end_vp` can be more than 0 (the bots keep a scientist for these)."""
        return False

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.__dict__})"


class AcquireDiscount(Effect):
    type = "acquire_discount"

    def __init__(self, wealth: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.wealth = wealth

    def acquire_discount(self) -> int:
        return self.wealth


class LiftToSea(Effect):
    type = "lift_to_sea"

    def lifts_to_sea(self) -> bool:
        return True


class VpOnAcquire(Effect):
    type = "vp_on_acquire"

    def __init__(self, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.vp = vp

    def vp_on_acquire(self) -> int:
        return self.vp


class VpPerLaunch(Effect):
    type = "vp_per_launch"

    def __init__(self, ships: int, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.ships = ships
        self.vp = vp

    def vp_for_launches(self, launched: int) -> int:
        return launched // self.ships * self.vp


class BuildAfterMove(Effect):
    type = "build_after_move"

    def builds_after_move(self) -> bool:
        return True


class VpOnDiscovery(Effect):
    type = "vp_on_discovery"

    def __init__(self, wealth: int, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.wealth = wealth
        self.vp = vp

    def discovery_offer(self) -> tuple[int, int] | None:
        return self.wealth, self.vp


class BuyVp(Effect):
    type = "buy_vp"

    def __init__(self, wealth: int, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.wealth = wealth
        self.vp = vp

    def vp_purchase(self) -> tuple[int, int] | None:
        return self.wealth, self.vp


class SaleBonus(Effect):
    type = "sale_bonus"

    def __init__(self, wealth: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.wealth = wealth

    def sale_bonus(self) -> int:
        return self.wealth


class EndVp(Effect):
    type = "end_vp"

    def __init__(self, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.vp = vp

    def end_vp(self, buildings: Mapping[str, int]) -> int:
        return self.vp

    def scores_at_end(self) -> bool:
        return True


class EndVpPerBuilding(Effect):
    type = "end_vp_per_building"

    def __init__(self, building: str, vp: int, per_turn: int = 0) -> None:
        super().__init__(per_turn)
        self.building = building
        self.vp = vp

    def end_vp(self, buildings: Mapping[str, int]) -> int:
        return self.vp * buildings.get(self.building, 0)

    def scores_at_end(self) -> bool:
        return True


class LaunchPoint(Effect):
    type = "launch_point"

    def launch_point(self) -> bool:
        return True


class MarketGood(Effect):
    type = "market_good"

    def market_good(self) -> bool:
        return True


EFFECTS: dict[str, type[Effect]] = {cls.type: cls for cls in (
    AcquireDiscount, LiftToSea, VpOnAcquire, VpPerLaunch, BuildAfterMove, VpOnDiscovery, BuyVp, SaleBonus,
    EndVp, EndVpPerBuilding, LaunchPoint, MarketGood,
)}

PARAMS: dict[str, dict[str, str]] = {
    "acquire_discount": {"wealth": "count"},
    "lift_to_sea": {},
    "vp_on_acquire": {"vp": "count"},
    "vp_per_launch": {"ships": "positive", "vp": "count"},
    "build_after_move": {},
    "vp_on_discovery": {"wealth": "count", "vp": "count"},
    "buy_vp": {"wealth": "count", "vp": "count"},
    "sale_bonus": {"wealth": "count"},
    "end_vp": {"vp": "count"},
    "end_vp_per_building": {"building": "building", "vp": "count"},
    "launch_point": {},
    "market_good": {},
}
"""Each effect type's parameters and their kind (`count`: 0 or more, `positive`: 1 or
more, `building`: a building kind). Every type also takes an optional `per_turn`."""
