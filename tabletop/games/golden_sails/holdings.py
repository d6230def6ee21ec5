"""One player's piles as the scorers read them: area values, bottom (oldest) first.

The state keeps card ids; every scorer (the explaining one, the bots' totals, a scenario
file's) reads the areas those cards show in their piles, as `Holdings`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.golden_sails.model import GOOD_TYPES, Card, SpellPower, WeaponArea

PILE_INDEX = {good: i for i, good in enumerate(GOOD_TYPES)}
SPELLS_INDEX = PILE_INDEX["spells"]


@dataclass(frozen=True, slots=True)
class SpellCard:
    """A card in a Spell pile. `card` is the whole card, needed when a universal good moves."""

    power: SpellPower
    card: Card | None = None

    def whole(self) -> Card:
        """The whole card of a universal good that moves to another pile (a placement
        lists only the universals that carry their card)."""
        if self.card is None:
            raise ValueError(f"a {self.power.power} spell without its card cannot move")
        return self.card


@dataclass(slots=True)
class Holdings:
    """One player's five piles as area values, bottom (oldest) first."""

    spices: list[str] = field(default_factory=list)
    gems: list[int] = field(default_factory=list)
    animals: list[str] = field(default_factory=list)
    weapons: list[WeaponArea] = field(default_factory=list)
    spells: list[SpellCard] = field(default_factory=list)

    def pile(self, good_type: str) -> list:
        return getattr(self, good_type)

    @classmethod
    def from_ids(cls, piles: list[list[str]], card: dict[str, Card]) -> "Holdings":
        """The holdings of one seat's five piles of card ids (in GOOD_TYPES order)."""
        spices, gems, animals, weapons, spells = piles
        return cls([card[c].spice for c in spices], [card[c].gem for c in gems], [card[c].animal for c in animals],
                   [card[c].weapon for c in weapons], [spell_card(card[c]) for c in spells])


def spell_card(card: Card) -> SpellCard:
    """The card as it lies in a Spell pile. SpellCards never change, so each card's is
    made once (every game's end, thousands per search, builds the piles anew)."""
    kept = _spell_cards.get(card.id)
    if kept is None or kept.card is not card:
        kept = _spell_cards[card.id] = SpellCard(card.spell, card)
    return kept


_spell_cards: dict[str, SpellCard] = {}
