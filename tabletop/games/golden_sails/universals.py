"""Universal goods at the end: every way to place the ones in a Spell pile (each stays,
or counts in another pile as the area of its card for that pile), and a placement's
move in the player's words. The final scorer weighs every placement for its owner.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations, product

from tabletop.games.golden_sails.holdings import Holdings
from tabletop.games.golden_sails.model import Card


def universal_move(card: Card | None, target: str, name: Callable[[str], str] = str) -> str:
    """A universal good's move in the player's words: the area it now counts as, by its
    display name (`name`), never the card's content id ("its Pepper counts in Spices",
    not "gs30 → spices")."""
    if card is None or target == "spells":
        return f"counts in {name(target)}"
    area = card.area(target)
    shown = f"gem {area}" if target == "gems" else name(str(getattr(area, "kind", area)))
    return f"its {shown} counts in {name(target)}"


@dataclass(frozen=True, slots=True)
class Placement:
    """Where each universal good in a Spell pile goes, in moving order ('spells' = stays)."""

    moves: tuple[tuple[int, str], ...] = ()   # (index in the spell pile, target pile)
    # The moves that add a weapon: all that a placement changes in the weapon table.
    weapon_moves: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False)
    # The moves out of the Spell pile, and the indices they empty, last first: all that `apply` reads.
    leaving: tuple[tuple[int, str], ...] = field(init=False, repr=False, compare=False)
    left: tuple[int, ...] = field(init=False, repr=False, compare=False)
    # The piles goods move into: the only ones whose scores the placement changes, beside the spells'.
    targets: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "weapon_moves", tuple(m for m in self.moves if m[1] == "weapons"))
        object.__setattr__(self, "leaving", tuple(m for m in self.moves if m[1] != "spells"))
        object.__setattr__(self, "left", tuple(sorted((index for index, _ in self.leaving), reverse=True)))
        object.__setattr__(self, "targets", frozenset(target for _, target in self.leaving))

    def apply(self, h: Holdings) -> Holdings:
        """`h` with the universal goods moved. The piles no good moves into are `h`'s own,
        not copies: the scorer weighs every placement, and no score changes a pile."""
        if not self.leaving:
            return h
        spices, gems, animals, weapons, spells = h.spices, h.gems, h.animals, h.weapons, h.spells
        for index, target in self.leaving:
            card = spells[index].whole()
            if target == "spices":
                spices = spices + [card.spice]
            elif target == "gems":
                gems = gems + [card.gem]
            elif target == "animals":
                animals = animals + [card.animal]
            else:
                weapons = weapons + [card.weapon]
        spells = list(spells)
        for index in self.left:     # last first, so the indices still to go stay put
            del spells[index]
        return Holdings(spices, gems, animals, weapons, spells)


NO_PLACEMENT = Placement()
"""Every universal good stays in the Spell pile (the only choice for a pile without one)."""


def placements(h: Holdings, animal_order_matters: bool) -> tuple[Placement, ...]:
    """Every way to place the pile's universal goods (they stay, NO_PLACEMENT, when there are none)."""
    return placements_at(tuple(i for i, s in enumerate(h.spells) if s.power.power == "universal" and s.card is not None),
                         animal_order_matters)


def placements_at(universals: tuple[int, ...], animal_order_matters: bool) -> tuple[Placement, ...]:
    """`placements` of a Spell pile whose universal goods that carry their card lie at the
    indices `universals` (a scorer that has read the pile already knows them)."""
    key = (universals, animal_order_matters)
    options = _placements.get(key)
    if options is None:
        options = _placements[key] = _all_placements(universals, animal_order_matters)
    return options


_placements: dict[tuple[tuple[int, ...], bool], tuple[Placement, ...]] = {}
"""A placement names spell-pile indices only, so piles whose universals lie at the same
places share one list (there are few such lists, and every game's end asks for them)."""


def _all_placements(universals: tuple[int, ...], animal_order_matters: bool) -> tuple[Placement, ...]:
    if not universals:
        return (NO_PLACEMENT,)
    out = []
    for targets in product(("spells", "spices", "gems", "animals", "weapons"), repeat=len(universals)):
        base = list(zip(universals, targets))
        to_animals = [m for m in base if m[1] == "animals"]
        orders = permutations(to_animals) if animal_order_matters and len(to_animals) > 1 else [tuple(to_animals)]
        others = tuple(m for m in base if m[1] != "animals")
        for order in orders:
            out.append(Placement(others + tuple(order)))
    return tuple(out)
