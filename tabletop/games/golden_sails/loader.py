"""Golden Sails content: `content/golden_sails/*.yaml` -> a checked GoldenSailsContent.

Files: `game.yaml` (metadata and variants), `cards.yaml` (the deck), `references.yaml`
(the animal reference cards as data for the scorer classes), `numbers.yaml` (VP tables
and set-up numbers) and `presentation.yaml` (names, icons, rules sentences, colours).
Every file is read and checked even when another is broken, and all errors are raised
together. The loader checks shape and consistency (ids, ranges, power parameters, all 16
animal pairs, deck size against the deck), not the designer's choices: a deck with other
counts than the design note's is valid content (the committed deck's counts are a test).

`presentation.yaml` is read by `presentation_loader.py` (its words and pictures are
nothing the rules read); this module reads the rest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentErrors
from tabletop.content.folder import build_part, read_folder
from tabletop.content.meta import GameMeta
from tabletop.content.schema import Checker, describe, suggest
from tabletop.content.yamlio import YamlDoc
from tabletop.games.golden_sails.model import (
    ANIMALS, COUNTING_POWERS, GEM_CLASSES, SPELL_POWERS, SPICES, WEAPONS, AnimalReference, Card, GoldenSailsContent,
    ScoringNumbers, SetPattern, SetupNumbers, SpellPower, WeaponArea,
)
from tabletop.games.golden_sails.presentation_loader import read_presentation

DATA_FILES = ("cards.yaml", "references.yaml", "numbers.yaml", "presentation.yaml")
COUNTED_TYPES = ("gems", "spices", "animals", "weapons")
POWER_PARAMS: dict[str, tuple[str, ...]] = {
    "goods_count": ("type",), "animal_kind": ("animal",), "spice_pair": ("spices",), "weapon_boost": ("weapon",),
}
REFERENCE_IDS = ("I", "II", "III", "IV", "V")
SCORING_KEYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {  # scoring -> (required, optional) keys
    "sets": (("patterns",), ("leftover",)),
    "squares": ((), ("multiplier",)),
    "sequence": (("values",), ()),
}
SHAPES = ("any", "distinct", "identical")
MAX_SET = 12


def load_content(folder: Path) -> GoldenSailsContent:
    """Read and check every Golden Sails file in `folder`; raise ContentErrors listing all
    problems found in all files."""
    found = read_folder(folder, DATA_FILES)
    meta, docs, errors = found.meta, found.docs, found.errors

    cards = build_part(docs.get("cards.yaml"), _cards, errors)
    references = build_part(docs.get("references.yaml"), _references, errors)
    card_count = _card_count(docs.get("cards.yaml"))
    numbers = build_part(docs.get("numbers.yaml"), lambda check, data: _numbers(check, data, meta, card_count), errors)
    presentation = build_part(docs.get("presentation.yaml"), read_presentation, errors)
    if errors:
        raise ContentErrors(errors)
    assert meta is not None and numbers is not None     # a broken game.yaml or numbers.yaml is among the errors
    scoring, setup = numbers
    return GoldenSailsContent(cards, references, scoring, setup, presentation, _meta_dict(meta))


def _card_count(doc: YamlDoc | None) -> int | None:
    """How many card entries cards.yaml lists, valid or not (the deck-size check needs the
    deck's length even while some cards are broken)."""
    data = doc.data if doc else None
    return len(data["cards"]) if isinstance(data, dict) and isinstance(data.get("cards"), list) else None


def _meta_dict(meta: GameMeta) -> dict[str, Any]:
    return {"id": meta.id, "name": meta.name, "pitch": meta.pitch, "min_players": meta.min_players,
            "max_players": meta.max_players, "icon": meta.icon,
            "options": [{"id": o.id, "label": o.label, "description": o.description, "default": o.default}
                        for o in meta.options]}


# --- cards.yaml -------------------------------------------------------------------------

def _cards(check: Checker, data: Any) -> tuple[Card, ...]:
    top = check.mapping((), data, ("cards",), what="a mapping")
    items = check.sequence(("cards",), top.get("cards"), "a list of cards") if top and "cards" in top else None
    cards: list[Card] = []
    first_line: dict[str, int | None] = {}
    for index, item in enumerate(items or []):
        path = ("cards", index)
        entry = check.mapping(path, item, ("id", "spice", "gem", "animal", "weapon", "spell"), what="a card")
        if entry is None:
            continue
        card_id = check.text(path + ("id",), entry["id"], "a card id") if "id" in entry else None
        if card_id in first_line:
            check.error(path + ("id",), f"card id {card_id!r} is used twice (first on line {first_line[card_id]})")
        elif card_id is not None:
            first_line[card_id] = check.doc.line(path + ("id",))
        spice = check.choice(path + ("spice",), entry["spice"], SPICES, "spice kind") if "spice" in entry else None
        gem = check.integer(path + ("gem",), entry["gem"], GEM_CLASSES[0], GEM_CLASSES[-1]) if "gem" in entry else None
        animal = check.choice(path + ("animal",), entry["animal"], ANIMALS, "animal") if "animal" in entry else None
        weapon = _weapon(check, path + ("weapon",), entry["weapon"]) if "weapon" in entry else None
        spell = _spell(check, path + ("spell",), entry["spell"]) if "spell" in entry else None
        if (card_id is not None and spice is not None and gem is not None and animal is not None
                and weapon is not None and spell is not None):
            cards.append(Card(card_id, spice, gem, animal, weapon, spell))
    if items is not None and not items:
        check.error(("cards",), "expected at least one card, got an empty list")
    return tuple(cards)


def _weapon(check: Checker, path: tuple, value: Any) -> WeaponArea | None:
    entry = check.mapping(path, value, ("kind", "left", "right"), what="a weapon area")
    if entry is None:
        return None
    kind = check.choice(path + ("kind",), entry["kind"], WEAPONS, "weapon kind") if "kind" in entry else None
    left = check.integer(path + ("left",), entry["left"], 0, 2) if "left" in entry else None
    right = check.integer(path + ("right",), entry["right"], 0, 2) if "right" in entry else None
    if kind is None or left is None or right is None:
        return None
    return WeaponArea(kind, left, right)


def _spell(check: Checker, path: tuple, value: Any) -> SpellPower | None:
    """A spell area: `power` plus exactly the parameters that power takes."""
    if not isinstance(value, dict):
        check.error(path, f"expected a spell such as {{power: spell_count}}, got {describe(value)}")
        return None
    if "power" not in value:
        check.error(path, "missing key 'power'")
        return None
    power = check.choice(path + ("power",), value["power"], SPELL_POWERS, "spell power")
    if power is None:
        return None
    params = POWER_PARAMS.get(power, ())
    every_param = {p for ps in POWER_PARAMS.values() for p in ps}
    for key in value:
        if key == "power" or key in params:
            continue
        if key in every_param:
            takes = f"it takes only {', '.join(params)}" if params else "it takes no parameters"
            check.error(path + (key,), f"power {power!r} has no parameter {key!r}; {takes}")
        else:
            check.error(path + (key,), f"unknown key {str(key)!r}{suggest(key, ('power',) + params)}")
    missing = [p for p in params if p not in value]
    for key in missing:
        check.error(path, f"power {power!r} needs the key {key!r}")
    if missing:
        return None
    if power == "goods_count":
        kind = value["type"]
        if kind == "spells":
            check.error(path + ("type",), "goods_count counts gems, spices, animals or weapons; "
                                          "spells are counted by the power spell_count")
            return None
        kind = check.choice(path + ("type",), kind, COUNTED_TYPES, "good type")
        return SpellPower(power, type=kind) if kind else None
    if power == "animal_kind":
        animal = check.choice(path + ("animal",), value["animal"], ANIMALS, "animal")
        return SpellPower(power, animal=animal) if animal else None
    if power == "weapon_boost":
        weapon = check.choice(path + ("weapon",), value["weapon"], WEAPONS, "weapon kind")
        return SpellPower(power, weapon=weapon) if weapon else None
    if power == "spice_pair":
        spices = _spice_pair(check, path + ("spices",), value["spices"])
        return SpellPower(power, spices=spices) if spices else None
    return SpellPower(power)


def _spice_pair(check: Checker, path: tuple, value: Any) -> tuple[str, str] | None:
    items = check.sequence(path, value, "a list of two different spice kinds")
    if items is None:
        return None
    if len(items) != 2:
        check.error(path, f"expected two different spice kinds, got {len(items)}")
        return None
    kinds = [check.choice(path + (i,), item, SPICES, "spice kind") for i, item in enumerate(items)]
    if None in kinds:
        return None
    if kinds[0] == kinds[1]:
        check.error(path + (1,), f"expected two different spice kinds, got {kinds[0]!r} twice")
        return None
    return kinds[0], kinds[1]


# --- references.yaml --------------------------------------------------------------------

def _references(check: Checker, data: Any) -> tuple[AnimalReference, ...]:
    top = check.mapping((), data, ("references",), what="a mapping")
    if not top or "references" not in top:
        return ()
    items = check.sequence(("references",), top["references"], "a list of animal references")
    references: list[AnimalReference] = []
    seen: set[str] = set()
    for index, item in enumerate(items or []):
        reference = _reference(check, ("references", index), item, seen)
        if reference is not None:
            references.append(reference)
    if items is not None:
        for ref_id in REFERENCE_IDS:
            if ref_id not in seen:
                check.error(("references",), f"missing the animal reference {ref_id!r}")
    return tuple(references)


def _reference(check: Checker, path: tuple, item: Any, seen: set[str]) -> AnimalReference | None:
    if not isinstance(item, dict):
        check.mapping(path, item, ("id", "scoring", "summary"), what="an animal reference")
        return None
    ref_id = check.text(path + ("id",), item["id"], "a reference id") if "id" in item else None
    if ref_id in seen:
        check.error(path + ("id",), f"reference id {ref_id!r} is used twice")
        ref_id = None
    elif ref_id is not None:
        seen.add(ref_id)
    if "scoring" not in item:
        check.error(path, f"missing key 'scoring' (one of: {', '.join(SCORING_KEYS)})")
        return None
    scoring = check.choice(path + ("scoring",), item["scoring"], SCORING_KEYS, "reference scoring")
    if scoring is None:
        return None
    required, optional = SCORING_KEYS[scoring]
    other = {key for r, o in SCORING_KEYS.values() for key in r + o} - set(required + optional)
    for key in [k for k in item if k in other]:
        check.error(path + (key,), f"key {key!r} is not used by scoring {scoring!r}")
    rest = {k: v for k, v in item.items() if k not in other}
    entry = check.mapping(path, rest, ("id", "scoring", "summary") + required, optional, what="an animal reference")
    if entry is None:
        return None
    summary = check.text(path + ("summary",), entry["summary"], "a one-sentence summary") if "summary" in entry else None
    if any(key not in entry for key in required) or ref_id is None or summary is None:
        return None
    if scoring == "sets":
        patterns = _patterns(check, path + ("patterns",), entry["patterns"])
        leftover = check.integer(path + ("leftover",), entry.get("leftover", 0), 0)
        if patterns is None or leftover is None:
            return None
        return AnimalReference(ref_id, scoring, patterns=patterns, leftover=leftover, summary=summary)
    if scoring == "squares":
        multiplier = check.integer(path + ("multiplier",), entry.get("multiplier", 1), 1)
        return AnimalReference(ref_id, scoring, multiplier=multiplier, summary=summary) if multiplier else None
    values = _sequence_values(check, path + ("values",), entry["values"])
    return AnimalReference(ref_id, scoring, values=values, summary=summary) if values else None


def _patterns(check: Checker, path: tuple, value: Any) -> tuple[SetPattern, ...] | None:
    items = check.sequence(path, value, "a list of set patterns like {shape: any, size: 2, points: 5}")
    if items is None:
        return None
    if not items:
        check.error(path, "expected at least one set pattern, got an empty list")
        return None
    patterns = []
    for index, item in enumerate(items):
        here = path + (index,)
        entry = check.mapping(here, item, ("shape", "size", "points"), what="a set pattern")
        if entry is None or len(entry.keys() & {"shape", "size", "points"}) < 3:
            continue
        shape = check.choice(here + ("shape",), entry["shape"], SHAPES, "set shape")
        biggest = len(ANIMALS) if shape == "distinct" else MAX_SET
        size = check.integer(here + ("size",), entry["size"], 1, biggest)
        points = check.integer(here + ("points",), entry["points"], 0)
        if shape is not None and size is not None and points is not None:
            patterns.append(SetPattern(shape, size, points))
    return tuple(patterns) if len(patterns) == len(items) else None


def _sequence_values(check: Checker, path: tuple, value: Any) -> dict[str, dict[str, int]] | None:
    """`values[this][next]` for every one of the 16 ordered animal pairs."""
    rows = check.mapping(path, value, ANIMALS, what="a table of values[this animal][next animal]")
    if rows is None:
        return None
    table: dict[str, dict[str, int]] = {}
    complete = True
    for this in ANIMALS:
        if this not in rows:
            complete = False
            continue
        row = check.mapping(path + (this,), rows[this], (), ANIMALS, what=f"the values after {this}")
        if row is None:
            complete = False
            continue
        table[this] = {}
        for after in ANIMALS:
            if after not in row:
                check.error(path + (this,), f"missing the value for {this} followed by {after}")
                complete = False
                continue
            points = check.integer(path + (this, after), row[after], 0)
            if points is None:
                complete = False
            else:
                table[this][after] = points
        if any(key not in ANIMALS for key in row):
            complete = False
    return table if complete and len(rows) == len(ANIMALS) else None


# --- numbers.yaml -----------------------------------------------------------------------

def _numbers(check: Checker, data: Any, meta: GameMeta | None,
             cards: int | None) -> tuple[ScoringNumbers, SetupNumbers] | None:
    top = check.mapping((), data, ("scoring", "setup"), what="a mapping")
    if top is None:
        return None
    scoring = _scoring(check, top["scoring"]) if "scoring" in top else None
    setup = _setup(check, top["setup"], meta, cards) if "setup" in top else None
    return (scoring, setup) if scoring and setup else None


def _scoring(check: Checker, value: Any) -> ScoringNumbers | None:
    entry = check.mapping(("scoring",), value, ("spice_kinds", "power_points", "weapon_boost"))
    if entry is None:
        return None
    kinds: tuple[int, ...] | None = None
    if "spice_kinds" in entry:
        items = check.sequence(("scoring", "spice_kinds"), entry["spice_kinds"],
                               f"a list of {len(SPICES)} numbers (VP for 1..{len(SPICES)} different spices)")
        if items is not None and len(items) != len(SPICES):
            check.error(("scoring", "spice_kinds"),
                        f"expected {len(SPICES)} numbers (VP for 1..{len(SPICES)} different spices), got {len(items)}")
        elif items is not None:
            kinds = _whole_numbers([check.integer(("scoring", "spice_kinds", i), v, 0) for i, v in enumerate(items)])
    points: dict[str, int] | None = None
    if "power_points" in entry:
        table = check.mapping(("scoring", "power_points"), entry["power_points"], COUNTING_POWERS,
                              what="VP per unit for each counting power")
        if table is not None:
            read = {p: check.integer(("scoring", "power_points", p), table[p], 0) for p in COUNTING_POWERS if p in table}
            if len(read) == len(COUNTING_POWERS):
                points = {p: n for p, n in read.items() if n is not None}
                if len(points) < len(read):
                    points = None
    boost = check.integer(("scoring", "weapon_boost"), entry["weapon_boost"], 0) if "weapon_boost" in entry else None
    if kinds is None or points is None or boost is None:
        return None
    return ScoringNumbers(kinds, points, boost)


def _setup(check: Checker, value: Any, meta: GameMeta | None, cards: int | None) -> SetupNumbers | None:
    keys = ("rounds", "deck_size", "experts_return_after", "first_player_skip_players")
    entry = check.mapping(("setup",), value, keys)
    if entry is None or any(key not in entry for key in keys):
        return None
    rounds = check.integer(("setup", "rounds"), entry["rounds"], 1, 100)
    deck = _deck_size(check, entry["deck_size"], rounds, meta, cards)
    returns = _int_list(check, ("setup", "experts_return_after"), entry["experts_return_after"],
                        1, (rounds or 101) - 1, "rounds")
    if returns is not None and list(returns) != sorted(set(returns)):
        check.error(("setup", "experts_return_after"), f"expected rounds in increasing order, got {list(returns)}")
        returns = None
    low, high = (meta.min_players, meta.max_players) if meta else (1, 8)
    skips = _int_list(check, ("setup", "first_player_skip_players"), entry["first_player_skip_players"],
                      low, high, "player counts")
    if rounds is None or deck is None or returns is None or skips is None:
        return None
    return SetupNumbers(rounds, deck, returns, skips)


def _deck_size(check: Checker, value: Any, rounds: int | None, meta: GameMeta | None,
               cards: int | None) -> dict[int, int] | None:
    """Cards used per player count: one per player per round, and no more than the deck."""
    path = ("setup", "deck_size")
    table = check.mapping(path, value, optional=None, what="a mapping of player count to cards used, like {2: 24}")
    if table is None:
        return None
    low, high = (meta.min_players, meta.max_players) if meta else (1, 8)
    sizes: dict[int, int] = {}
    ok = True
    for players, size in table.items():
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            check.error(path + (players,), f"expected a player count {low}..{high} as the key, got {describe(players)}")
            ok = False
            continue
        count = check.integer(path + (players,), size, 1)
        if count is None:
            ok = False
            continue
        if rounds is not None and count < players * rounds:
            check.error(path + (players,), f"expected at least {players * rounds} cards "
                                           f"({players} players × {rounds} rounds), got {count}")
            ok = False
        if cards is not None and count > cards:
            check.error(path + (players,), f"expected at most {cards} (the number of cards in cards.yaml), "
                                           f"got {count}")
            ok = False
        sizes[players] = count
    if meta:
        for players in range(low, high + 1):
            if players not in table:
                check.error(path, f"missing the deck size for {players} players")
                ok = False
    return sizes if ok else None


def _int_list(check: Checker, path: tuple, value: Any, low: int, high: int, what: str) -> tuple[int, ...] | None:
    items = check.sequence(path, value, f"a list of {what}")
    if items is None:
        return None
    return _whole_numbers([check.integer(path + (i,), item, low, high) for i, item in enumerate(items)])


def _whole_numbers(values: list[int | None]) -> tuple[int, ...] | None:
    """The numbers read, or None when any could not be (its error is recorded)."""
    numbers = tuple(value for value in values if value is not None)
    return numbers if len(numbers) == len(values) else None
