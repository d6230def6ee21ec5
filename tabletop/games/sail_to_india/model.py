"""Sail to India rule objects: what the loader builds from `content/sail_to_india/`.

Plain frozen dataclasses, so the rules never see YAML. The towns, the technologies and
every number live in content; these classes only give them shape. The vocabulary below
is fixed because each word names code (a building kind the scorer counts, an effect
type a class implements); the goods are content.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.games.sail_to_india.effects import Effect

BUILDING_KINDS = ("stronghold", "church", "marketplace")


@dataclass(frozen=True, slots=True)
class BuildingSpace:
    """A building space on a town: its kind, and for a marketplace the good it counts as."""

    kind: str
    good: str | None = None


@dataclass(frozen=True, slots=True)
class Town:
    id: str
    buildings: tuple[BuildingSpace, BuildingSpace]
    goods: tuple[str, str]
    recommended: bool = False


@dataclass(frozen=True, slots=True)
class BuildingKind:
    """A kind of building: its end-of-game VP and the effect it gives in play (the neutral
    `Effect` when it gives none)."""

    id: str
    end_vp: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class Technology:
    id: str
    card: str
    cost: int
    effect: Effect       # an instance of a class from `effects.py`


@dataclass(frozen=True, slots=True)
class TechCard:
    id: str
    technologies: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Numbers:
    """Every number of the rules (see numbers.yaml for what each means)."""

    markers_per_player: int
    action_points: int
    start_lisboa: int
    start_scientists: int
    start_speed: int
    start_wealth: tuple[int, ...]
    banker_capacity: int
    historian_capacity: int
    employ_cost: int
    build_cost: int
    speed_costs: dict[int, int]      # speed reached -> wealth
    face_up_at_start: int
    in_line: dict[int, int]          # players -> towns in the line
    discovery_vp: int
    india_bonus: int
    empty_stock_players: int
    round_limit: int                 # the game ends after this round at the latest (our rule)
    chart_wealth: tuple[int, ...]    # index k-1: k kinds of goods sold
    chart_vp: tuple[int, ...]

    @property
    def max_speed(self) -> int:
        return max(self.speed_costs, default=self.start_speed)

    def chart(self, kinds: int) -> tuple[int, int]:
        """(wealth, VP) for selling `kinds` different kinds of goods (0 kinds: nothing)."""
        if kinds <= 0:
            return 0, 0
        k = min(kinds, len(self.chart_wealth))
        return self.chart_wealth[k - 1], self.chart_vp[k - 1]


@dataclass(frozen=True, slots=True)
class Presentation:
    """Names, sentences and colours: nothing the rules read."""

    names: dict[str, str]      # every id (goods, towns, buildings, cards, technologies) -> its name
    texts: dict[str, str]      # building kinds and technologies -> a one-line rules sentence
    colours: dict[str, str]    # goods -> hex colour
    icons: dict[str, str] = field(default_factory=dict)   # ids and table pieces -> sprite id


@dataclass(frozen=True)
class SailToIndiaContent:
    goods: tuple[str, ...]
    towns: tuple[Town, ...]
    buildings: tuple[BuildingKind, ...]
    cards: tuple[TechCard, ...]
    technologies: tuple[Technology, ...]
    numbers: Numbers
    presentation: Presentation
    meta: dict[str, Any] = field(default_factory=dict)
    town_index: dict[str, Town] = field(init=False, repr=False, compare=False)
    tech_index: dict[str, Technology] = field(init=False, repr=False, compare=False)
    building_index: dict[str, BuildingKind] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "town_index", {t.id: t for t in self.towns})
        object.__setattr__(self, "tech_index", {t.id: t for t in self.technologies})
        object.__setattr__(self, "building_index", {b.id: b for b in self.buildings})

    def town(self, town_id: str) -> Town:
        return self.town_index[town_id]

    def tech(self, tech_id: str) -> Technology:
        return self.tech_index[tech_id]

    def building(self, kind: str) -> BuildingKind:
        return self.building_index[kind]

    def name(self, thing_id: str) -> str:
        """The display name of any id (a town, good, building kind, card or technology)."""
        return self.presentation.names.get(thing_id, thing_id)
