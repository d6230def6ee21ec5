"""Pirates' Gold rule objects: what the loader builds from `content/pirates_gold/`.

Plain frozen dataclasses, so the rules never see YAML. The board picture, the card list
and every number live in content; these classes give them shape and precompute what the
rules ask often (neighbours, which cells are land), so sailing stays fast for search.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CELL_KINDS = ("sea", "land", "small_island", "ducat", "card",
              "home_port_1", "home_port_2", "home_port_3", "home_port_4")
"""The vocabulary of the board legend; the characters that stand for them are content."""

WIND = ("N", "E", "S", "W")
DIRECTIONS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
              "S": (1, 0), "SW": (1, -1), "W": (0, -1), "NW": (-1, -1)}
COMPASS = tuple(DIRECTIONS)
WIND_SPREAD = {"N": ("NW", "N", "NE"), "E": ("NE", "E", "SE"), "S": ("SE", "S", "SW"), "W": ("SW", "W", "NW")}
"""A ship sails with the wind or 45° either side of it."""

DIRECTION_FACES = ("N", "E", "S", "W", "choice", "same")
EFFECT_TYPES = ("set_wind", "extra_sail", "steady_winds", "skip_turn", "resupply", "treasure_island",
                "assault", "freak_wave", "counter", "ghost_ship", "card_tricks", "curse", "captain",
                "shore_leave")
REMINDER_EFFECTS = ("extra_sail", "steady_winds", "skip_turn", "treasure_island")
"""Cards of these effects stay face up in front of a player until they have done their work."""


@dataclass(frozen=True)
class Board:
    """The sea chart. Cells are numbered `row * width + col`; `kinds[i]` is a CELL_KIND.

    `crosses` holds wind-cross corners as (row, col): the point where cells (row-1, col-1),
    (row-1, col), (row, col-1) and (row, col) meet.
    """

    width: int
    height: int
    kinds: tuple[str, ...]
    crosses: frozenset[tuple[int, int]] = frozenset()
    ports: dict[int, int] = field(init=False, compare=False)          # seat (0-based) -> cell
    ducat_spaces: tuple[int, ...] = field(init=False, compare=False)
    card_spaces: tuple[int, ...] = field(init=False, compare=False)
    ducat_index: dict[int, int] = field(init=False, compare=False)   # cell -> its place in ducat_spaces
    owners: tuple[int | None, ...] = field(init=False, compare=False)   # cell -> the seat whose home port it is

    def __post_init__(self) -> None:
        owners = tuple(int(kind[-1]) - 1 if kind.startswith("home_port_") else None for kind in self.kinds)
        object.__setattr__(self, "owners", owners)
        object.__setattr__(self, "ports", {seat: i for i, seat in enumerate(owners) if seat is not None})
        object.__setattr__(self, "ducat_spaces", tuple(i for i, k in enumerate(self.kinds) if k == "ducat"))
        object.__setattr__(self, "ducat_index", {cell: i for i, cell in enumerate(self.ducat_spaces)})
        object.__setattr__(self, "card_spaces", tuple(i for i, k in enumerate(self.kinds) if k == "card"))

    def cell(self, row: int, col: int) -> int:
        return row * self.width + col

    def rc(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.width)

    def inside(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width

    def is_land(self, cell: int) -> bool:
        return self.kinds[cell] in ("land", "small_island")

    def port_owner(self, cell: int) -> int | None:
        return self.owners[cell]


@dataclass(frozen=True, slots=True)
class Effect:
    """A card's rules record: an effect type and its parameters (`steps`, `directions`)."""

    type: str
    steps: int = 0
    directions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CardKind:
    id: str
    name: str
    count: int
    group: str
    effect: Effect
    text: str


@dataclass(frozen=True, slots=True)
class Numbers:
    ship_capacity: int
    hand_limit: int
    starting_hand: int
    win_value: dict[int, int]           # players -> ducat value that wins
    ducats: dict[int, int]              # value -> how many tokens
    ducats_on_board: int                # face down on ducat spaces at the start
    treasure_island_value: int
    start_wind: str
    start_strength: int
    direction_faces: tuple[str, ...]
    strength_faces: tuple[int, ...]


@dataclass(frozen=True)
class PiratesGoldContent:
    board: Board
    cards: tuple[CardKind, ...]
    numbers: Numbers
    meta: dict[str, Any] = field(default_factory=dict)
    card_index: dict[str, CardKind] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_index", {c.id: c for c in self.cards})

    def card(self, card_id: str) -> CardKind:
        return self.card_index[card_id]

    def deck(self) -> list[str]:
        """Every card of the deck by kind id, in content order (shuffled at set-up)."""
        return [c.id for c in self.cards for _ in range(c.count)]


def worth(value: int) -> str:
    """A ducat value in words, as the log, the tips and the results say it: "1 ducat's
    worth", "6 ducats' worth"."""
    return f"{value} ducat's worth" if value == 1 else f"{value} ducats' worth"
