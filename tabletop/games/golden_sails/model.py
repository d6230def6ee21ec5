"""Golden Sails rule objects: what the content loader builds from `content/golden_sails/`.

Plain frozen dataclasses, so the rules and the scorer never see YAML. The card list, the
animal references and every number live in content; these classes only give them shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GOOD_TYPES = ("spices", "gems", "animals", "weapons", "spells")
EXPERTS = ("cook", "jeweler", "hunter", "armourer", "sorcerer")
EXPERT_GOOD = dict(zip(EXPERTS, GOOD_TYPES))
EXPERT_INDEX = {expert: i for i, expert in enumerate(EXPERTS)}
"""An expert's index in EXPERTS, which is also its good's in GOOD_TYPES (its pile's)."""
AREA_FIELDS = dict(zip(GOOD_TYPES, ("spice", "gem", "animal", "weapon", "spell")))
"""The field of a Card holding its area of each good type."""
SPICES = ("anise", "juniper", "mint", "pepper", "lotus", "cloves")
ANIMALS = ("unicorn", "spider", "phoenix", "serpent")
WEAPONS = ("boomerang", "mambele", "shuriken", "katar")
GEM_CLASSES = tuple(range(1, 9))
SPELL_POWERS = (
    "goods_count", "spell_count", "animal_kind", "spice_pair", "five_types",
    "animal_trio", "gem_shift", "weapon_boost", "weapon_shield", "universal",
)
"""The vocabulary is fixed by the rules (each word names scoring code); the cards that
use it, and every number, are content."""
COUNTING_POWERS = ("goods_count", "spell_count", "animal_kind", "spice_pair", "five_types", "animal_trio")
"""The spell powers that score points themselves, each by its entry in the points table
(the others act on other piles' scores)."""


@dataclass(frozen=True, slots=True)
class WeaponArea:
    kind: str
    left: int
    right: int


@dataclass(frozen=True, slots=True)
class SpellPower:
    """A card's Spell area: a power id and its parameters (type, animal, spices, weapon)."""

    power: str
    type: str | None = None
    animal: str | None = None
    spices: tuple[str, ...] = ()
    weapon: str | None = None


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    spice: str
    gem: int
    animal: str
    weapon: WeaponArea
    spell: SpellPower

    def area(self, good_type: str) -> Area:
        """The value of this card's area of `good_type`."""
        return getattr(self, AREA_FIELDS[good_type])


Area = str | int | WeaponArea | SpellPower
"""A card's area as a value, by its good type: a spice or an animal (its id), a gem class,
a weapon, a spell."""


@dataclass(frozen=True, slots=True)
class SetPattern:
    """One kind of animal set on a reference card: `size` animals that are `any`,
    `distinct` (all different) or `identical` (all the same), worth `points`."""

    shape: str
    size: int
    points: int


@dataclass(frozen=True, slots=True)
class AnimalReference:
    """An Animals Scoring reference. `scoring` names the scorer class:

    - `sets`: split the animals into `patterns` (best split), `leftover` VP per animal left out;
    - `squares`: each kind scores its count squared (times `multiplier`);
    - `sequence`: each animal scores `values[this][next]` in pile order, the last nothing.
    """

    id: str
    scoring: str
    patterns: tuple[SetPattern, ...] = ()
    leftover: int = 0
    multiplier: int = 1
    values: dict[str, dict[str, int]] = field(default_factory=dict)
    summary: str = ""


@dataclass(frozen=True, slots=True)
class ScoringNumbers:
    """The VP tables of the rulebook, kept in content."""

    spice_kinds: tuple[int, ...]          # VP for 1..6 different spices (index 0 = one kind)
    power_points: dict[str, int]          # VP per unit for each counting spell power
    weapon_boost: int                     # added to both values of a boosted weapon


@dataclass(frozen=True, slots=True)
class SetupNumbers:
    rounds: int
    deck_size: dict[int, int]             # players -> cards used
    experts_return_after: tuple[int, ...]  # rounds after which experts come back
    first_player_skip_players: tuple[int, ...]  # player counts where the card skips a seat then


@dataclass(frozen=True, slots=True)
class Presentation:
    """Names, icons and words: nothing the rules read."""

    names: dict[str, str]                 # id -> display name (goods, experts, kinds, powers)
    icons: dict[str, str]                 # id -> sprite id
    power_text: dict[str, str]            # power id -> sentence template
    colours: dict[str, str]               # good type -> hex colour
    gem_colours: dict[int, str]           # gem class -> hex colour of its icon


@dataclass(frozen=True)
class GoldenSailsContent:
    cards: tuple[Card, ...]
    references: tuple[AnimalReference, ...]
    scoring: ScoringNumbers
    setup: SetupNumbers
    presentation: Presentation
    meta: dict[str, Any] = field(default_factory=dict)
    card_index: dict[str, Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_index", {c.id: c for c in self.cards})

    def card(self, card_id: str) -> Card:
        return self.card_index[card_id]

    def reference(self, ref_id: str) -> AnimalReference:
        for ref in self.references:
            if ref.id == ref_id:
                return ref
        raise KeyError(ref_id)
