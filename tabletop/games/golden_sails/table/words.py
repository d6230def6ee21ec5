"""What the table says and which picture it shows for each thing, from the content's
presentation data only (names, icons, colours, power sentences).

Kept apart from drawing so the words can be tested without a display, and so every
widget names things the same way. Missing presentation entries fall back to the id in
title case, or to the pile's icon, never to a blank.
"""

from __future__ import annotations

from tabletop.games.golden_sails.model import (
    ANIMALS, EXPERT_GOOD, AnimalReference, Card, GoldenSailsContent, SpellPower, WeaponArea,
)

GOOD_SINGULAR = {"spices": "spice", "gems": "gem", "animals": "animal", "weapons": "weapon", "spells": "spell"}


class Words:
    """Names, icons, colours and explanations for one game's content."""

    def __init__(self, content: GoldenSailsContent) -> None:
        self.content = content
        self.presentation = content.presentation

    # --- names and pictures ----------------------------------------------------------------

    def name(self, thing: str | int) -> str:
        key = str(thing)
        return self.presentation.names.get(key) or key.replace("_", " ").title()

    def icon(self, thing: str, fallback: str | None = None) -> str:
        """The sprite id for `thing`; `fallback` (usually the pile's id) when content has none."""
        icons = self.presentation.icons
        found = icons.get(thing) or (icons.get(fallback) if fallback else None)
        return found or fallback or thing

    def colour(self, good: str) -> str:
        return self.presentation.colours[good]

    def gem_colour(self, gem_class: int) -> str:
        """The class's own hue, or the Gems colour where presentation.yaml gives none."""
        return self.presentation.gem_colours.get(gem_class) or self.colour("gems")

    def expert_good(self, expert: str) -> str:
        return EXPERT_GOOD[expert]

    # --- areas -----------------------------------------------------------------------------

    def area_icon(self, card: Card, good: str) -> str:
        """The picture for one area of a card: the kind (pepper, unicorn, katar, a power)."""
        if good == "gems":
            return self.icon("gem", "gems")
        if good == "weapons":
            return self.icon(card.weapon.kind, "weapons")
        if good == "spells":
            return self.icon(card.spell.power, "spells")
        return self.icon(str(card.area(good)), good)

    def area_short(self, card: Card, good: str) -> str:
        """A few words for one area, as a chip in a pile shows it."""
        if good == "gems":
            return f"class {card.gem}"
        if good == "weapons":
            return self.name(card.weapon.kind)
        if good == "spells":
            return self.name(card.spell.power)
        return self.name(card.spice if good == "spices" else card.animal)

    def weapon_text(self, weapon: WeaponArea) -> str:
        return (f"{self.name(weapon.kind)}: takes {weapon.left} VP from your left neighbour "
                f"and {weapon.right} VP from your right neighbour")

    def spell_params(self, spell: SpellPower) -> dict[str, str]:
        """The power's parameters as words, for filling its sentence template."""
        scoring = self.content.scoring
        points = scoring.weapon_boost if spell.power == "weapon_boost" else scoring.power_points.get(spell.power, "")
        params = {"type": "", "animal": "", "spices": "", "spice1": "", "spice2": "", "weapon": "",
                  "points": str(points)}
        if spell.type:
            params["type"] = self.name(spell.type)
        if spell.animal:
            params["animal"] = self.name(spell.animal)
        if spell.spices:
            kinds = [self.name(s) for s in spell.spices]
            params["spices"] = " and ".join(kinds)
            params["spice1"], params["spice2"] = (kinds + [""])[:2]
        if spell.weapon:
            params["weapon"] = self.name(spell.weapon)
        return params

    def spell_param_icons(self, spell: SpellPower) -> list[str]:
        """Small pictures for a power's parameters (the pile it counts, the animal, ...)."""
        if spell.type:
            return [self.icon(spell.type)]
        if spell.animal:
            return [self.icon(spell.animal, "animals")]
        if spell.spices:
            return [self.icon(s, "spices") for s in spell.spices]
        if spell.weapon:
            return [self.icon(spell.weapon, "weapons")]
        return []

    def power_sentence(self, spell: SpellPower) -> str:
        """What the power does at the end, in words (presentation's template, filled in)."""
        template = self.presentation.power_text.get(spell.power)
        if not template:
            return f"{self.spell_label(spell)}."
        return template.format_map(_Blank(self.spell_params(spell)))

    def spell_label(self, spell: SpellPower) -> str:
        """The power's name with its parameter, e.g. "Beast lore: Unicorn"."""
        params = self.spell_params(spell)
        detail = ", ".join(params[k] for k in ("type", "animal", "spices", "weapon") if params[k])
        return f"{self.name(spell.power)}{' (' + detail + ')' if detail else ''}"

    def area_sentence(self, card: Card, good: str) -> str:
        """One line explaining an area, as the enlarged card and tooltips show it."""
        pile = self.name(good)
        if good == "spices":
            return f"{pile}: {self.name(card.spice)}. The more different kinds of spice, the more VP."
        if good == "gems":
            gem = self.presentation.names.get(str(card.gem))
            return (f"{pile}: class {card.gem}{' (' + gem + ')' if gem else ''}. Gems of neighbouring classes "
                    "form runs, and a longer run scores far more (8 and 1 are neighbours).")
        if good == "animals":
            return f"{pile}: {self.name(card.animal)}. Scored by the animal reference in force."
        if good == "weapons":
            return f"{pile}: {self.weapon_text(card.weapon)}."
        return f"{pile}: {self.spell_label(card.spell)}. {self.power_sentence(card.spell)}"

    def card_sentences(self, card: Card) -> list[str]:
        return [self.area_sentence(card, good) for good in ("spices", "gems", "animals", "weapons", "spells")]

    def sequence_rows(self, reference: AnimalReference) -> list[tuple[str, list[tuple[str, int]]]]:
        """An ordered reference's table as names, a row per animal scored: (its name,
        [(the animal right after it, the VP)…]), in the content's animal order. The
        card's grid, its tooltip and the rules text (a test holds rules.md to it) agree."""
        return [(self.name(this), [(self.name(after), reference.values[this][after]) for after in ANIMALS])
                for this in ANIMALS]

    def reference_tip(self, reference: AnimalReference) -> str:
        """The reference card's tooltip: its sentence and, for an ordered reference, the
        grid's rows with the columns named once (a row of names would not fit a tooltip)."""
        tip = f"Animal reference {reference.id}, in force this game: {reference.summary}"
        if reference.scoring != "sequence":
            return tip
        rows = self.sequence_rows(reference)
        columns = ", ".join(name.lower() for name, _ in rows[0][1])
        lines = [f"{name}: {' · '.join(str(vp) for _, vp in cells)}" for name, cells in rows]
        return (f"{tip}\nEach row is the animal scored; its VP by the animal right after it, "
                f"in the card's column order ({columns}):\n" + "\n".join(lines))

    def expert_sentence(self, expert: str) -> str:
        good = EXPERT_GOOD[expert]
        return (f"The {self.name(expert)}: placed beside a card, it claims that card's "
                f"{GOOD_SINGULAR[good]} area; whoever takes the card puts it on their {self.name(good)} pile.")


class _Blank(dict):
    """format_map helper: an unknown placeholder reads as nothing rather than raising."""

    def __missing__(self, key: str) -> str:
        return ""


def gem_tip(name: str, announced: tuple[int, ...]) -> str:
    """What everyone knows of a seat's face-down gems: the classes announced when taking them."""
    if not announced:
        return f"{name} has no gems yet."
    return f"Classes {name} announced when taking them: {', '.join(str(g) for g in announced)}."


def neighbours(players: int, seat: int, names: list[str]) -> str:
    """Who a seat's weapons steal from: left is the next seat clockwise."""
    if players == 2:
        return (f"With two players, each weapon pile points at {names[1 - seat]} from whichever side "
                "scores more for its owner.")
    left, right = (seat + 1) % players, (seat - 1) % players
    return (f"{names[seat]}'s left neighbour is {names[left]}, the right neighbour {names[right]}: "
            "a weapon's left value is taken from the left neighbour, its right value from the right one.")
