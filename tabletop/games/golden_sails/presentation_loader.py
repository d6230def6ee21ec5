"""Golden Sails' `presentation.yaml` -> a checked Presentation: the names, icons, rules
sentences and colours the table shows, and nothing the rules read (see loader.py, which
reads the other files).

`Presentation.names` and `.icons` are flat: every vocabulary id maps to its words, and a
gem class `n` is the key `str(n)`, so `names.get(str(thing))` works for any area value.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

from tabletop.content.schema import Checker
from tabletop.games.golden_sails.model import (
    ANIMALS, EXPERTS, GEM_CLASSES, GOOD_TYPES, SPELL_POWERS, SPICES, WEAPONS, Presentation,
)

NAME_SECTIONS: dict[str, tuple] = {
    "good_types": GOOD_TYPES, "experts": EXPERTS, "spice_kinds": SPICES, "animals": ANIMALS,
    "weapons": WEAPONS, "powers": SPELL_POWERS, "gem_classes": GEM_CLASSES,
}
ICON_SECTIONS = {key: ids for key, ids in NAME_SECTIONS.items() if key != "gem_classes"}
POWER_TEXT_FIELDS: dict[str, tuple[str, ...]] = {
    "goods_count": ("points", "type"), "spell_count": ("points",), "animal_kind": ("points", "animal"),
    "spice_pair": ("points", "spice1", "spice2"), "five_types": ("points",), "animal_trio": ("points",),
    "gem_shift": (), "weapon_boost": ("points", "weapon"), "weapon_shield": (), "universal": (),
}


def read_presentation(check: Checker, data: Any) -> Presentation | None:
    """The whole file, or None when anything in it is wrong (each error recorded on `check`)."""
    required = ("names", "icons", "power_text", "colours")
    top = check.mapping((), data, required, ("gem_colours",), what="a mapping")
    if top is None or len(top.keys() & set(required)) < len(required):
        return None
    names = _sections(check, ("names",), top["names"], NAME_SECTIONS, lambda p, v: check.text(p, v, "a display name"))
    icons = _sections(check, ("icons",), top["icons"], ICON_SECTIONS, check.sprite)
    texts = _power_text(check, top["power_text"])
    colours = _colours(check, ("colours",), top["colours"], GOOD_TYPES, "good type")
    # Optional (added after the first release): without it every gem wears the Gems colour.
    gem_colours = (_colours(check, ("gem_colours",), top["gem_colours"], GEM_CLASSES, "gem class")
                   if "gem_colours" in top else {})
    if names is None or icons is None or texts is None or colours is None or gem_colours is None:
        return None
    return Presentation(names, icons, texts, colours, {int(k): v for k, v in gem_colours.items()})


def _sections(check: Checker, path: tuple, value: Any, sections: dict[str, tuple],
              read: Callable[[tuple, Any], str | None]) -> dict[str, str] | None:
    """Sections of id -> word, each naming every id of its vocabulary, flattened into one
    dict (the ids of different sections never collide; gem classes become "1".."8")."""
    entry = check.mapping(path, value, tuple(sections))
    if entry is None:
        return None
    flat: dict[str, str] = {}
    ok = True
    for section, ids in sections.items():
        if section not in entry:
            ok = False
            continue
        here = path + (section,)
        words = check.mapping(here, entry[section], tuple(ids), what=f"a mapping for every id of {section}")
        if words is None or any(key not in ids for key in words):
            ok = False
            continue
        for key in ids:
            word = read(here + (key,), words[key]) if key in words else None
            if word is None:
                ok = False
            else:
                flat[str(key)] = word
    return flat if ok else None


def _power_text(check: Checker, value: Any) -> dict[str, str] | None:
    """One sentence template per power; placeholders must be ones the UI fills in."""
    entry = check.mapping(("power_text",), value, SPELL_POWERS, what="a sentence for every spell power")
    if entry is None:
        return None
    texts: dict[str, str] = {}
    for power in SPELL_POWERS:
        if power not in entry:
            continue
        path = ("power_text", power)
        template = check.text(path, entry[power], "a sentence")
        if template is None:
            continue
        allowed = POWER_TEXT_FIELDS[power]
        try:
            fields = [name for _, name, _, _ in string.Formatter().parse(template) if name is not None]
        except ValueError:
            check.error(path, "unbalanced '{' or '}' in the sentence (write {{ or }} for a literal brace)")
            continue
        bad = [name for name in fields if name not in allowed]
        for name in bad:
            hint = f"; it may use {', '.join('{' + a + '}' for a in allowed)}" if allowed else "; it takes none"
            check.error(path, f"unknown placeholder {{{name}}} for power {power!r}{hint}")
        if not bad:
            texts[power] = template
    return texts if len(texts) == len(SPELL_POWERS) and len(entry) == len(SPELL_POWERS) else None


def _colours(check: Checker, path: tuple, value: Any, ids: tuple, what: str) -> dict[str, str] | None:
    """A distinct colour for every id (good types; gem classes, so a run reads as a rainbow)."""
    entry = check.mapping(path, value, ids, what=f"a colour for every {what}")
    if entry is None:
        return None
    colours: dict[str, str] = {}
    for key in ids:
        if key in entry:
            colour = check.colour(path + (key,), entry[key])
            if colour in colours.values():
                check.error(path + (key,), f"colour {colour} is already used; each {what} needs its own")
            elif colour is not None:
                colours[str(key)] = colour
    return colours if len(colours) == len(ids) and len(entry) == len(ids) else None
