"""Winds of Trade content: `content/winds_of_trade/*.yaml` -> a checked WindsContent.

Files: `game.yaml` (metadata), `map.yaml` (spots, routes, pirate waters, blockade start,
drawing positions), `islands.yaml` (island cards and the Golden Isle), `advisors.yaml`,
`council.yaml`, `market.yaml`, `factions.yaml` (claims, powers, coalitions),
`numbers.yaml` (every number of the rules) and `presentation.yaml` (names, colours).
Every file is read and checked even when another is broken; all errors are raised
together, each naming file, line and field. The loader checks shape and consistency
(known ids, effect types and their parameters in the right place, a connected map), not
the designer's counts: those are tests on the committed files. Here: the folder as a
whole, the cards of `advisors.yaml`, `council.yaml` and `market.yaml`, the presentation
and the checks across files; `map_loader.py` reads the map and the islands,
`numbers_loader.py` the factions and the numbers, `field_readers.py` what they share.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.folder import build_part, read_folder
from tabletop.content.meta import GameMeta
from tabletop.content.schema import Checker
from tabletop.content.yamlio import YamlDoc
from tabletop.games.winds_of_trade.effects import SHIP
from tabletop.games.winds_of_trade.field_readers import effect, records, unique_id
from tabletop.games.winds_of_trade.map_loader import read_islands, read_map
from tabletop.games.winds_of_trade.model import (
    FACTIONS,
    GOODS,
    Advisor,
    ArchipelagoMap,
    CouncilCard,
    GoldenIsle,
    IslandCard,
    Numbers,
    Upgrade,
    WindsContent,
)
from tabletop.games.winds_of_trade.numbers_loader import read_factions, read_numbers

DATA_FILES = ("map.yaml", "islands.yaml", "advisors.yaml", "council.yaml", "market.yaml", "factions.yaml",
              "numbers.yaml", "presentation.yaml")


def load_content(folder: Path) -> WindsContent:
    """Read and check every Winds of Trade file in `folder`; raise ContentErrors listing
    every problem found in every file."""
    found = read_folder(folder, DATA_FILES)
    meta, docs, errors = found.meta, found.docs, found.errors

    archipelago = build_part(docs.get("map.yaml"), read_map, errors)
    islands = build_part(docs.get("islands.yaml"), read_islands, errors)
    advisors = build_part(docs.get("advisors.yaml"), _advisors, errors)
    council = build_part(docs.get("council.yaml"), _council, errors)
    market = build_part(docs.get("market.yaml"), _market, errors)
    factions = build_part(docs.get("factions.yaml"), read_factions, errors)
    numbers = build_part(docs.get("numbers.yaml"), read_numbers, errors)
    looks = build_part(docs.get("presentation.yaml"), _presentation, errors)
    if not errors:
        _cross_checks(docs, archipelago, islands, council, numbers, errors)
    if errors:
        raise ContentErrors(errors)
    assert meta is not None, "a broken game.yaml is one of the errors raised above"
    cards, golden = islands
    names, colours, icons = looks
    return WindsContent(archipelago, cards, golden, advisors, council, market, factions, numbers, names,
                        _meta_dict(meta), colours=colours, icons=icons)


def _meta_dict(meta: GameMeta) -> dict[str, Any]:
    return {"id": meta.id, "name": meta.name, "pitch": meta.pitch, "min_players": meta.min_players,
            "max_players": meta.max_players, "icon": meta.icon}


# --- advisors, council, market ----------------------------------------------------------

def _advisors(check: Checker, data: Any) -> tuple[Advisor, ...]:
    out: list[Advisor] = []
    seen: dict[str, int | None] = {}
    for index, item in enumerate(records(check, data, "advisors", "advisors")):
        path = ("advisors", index)
        entry = check.mapping(path, item, ("id", "name", "faction", "ability"), what="an advisor")
        if entry is None or len(entry.keys() & {"id", "name", "faction", "ability"}) < 4:
            continue
        card_id = unique_id(check, path + ("id",), entry["id"], seen)
        name = check.text(path + ("name",), entry["name"], "a name")
        faction = check.choice(path + ("faction",), entry["faction"], FACTIONS, "faction")
        ability = effect(check, path + ("ability",), entry["ability"], SHIP)
        if card_id is not None and name is not None and faction is not None and ability is not None:
            out.append(Advisor(card_id, name, faction, ability))
    return tuple(out)


def _council(check: Checker, data: Any) -> tuple[CouncilCard, ...]:
    out: list[CouncilCard] = []
    seen: dict[str, int | None] = {}
    for index, item in enumerate(records(check, data, "council", "council cards")):
        path = ("council", index)
        entry = check.mapping(path, item, ("id", "faction"), what="a council card")
        if entry is None or len(entry.keys() & {"id", "faction"}) < 2:
            continue
        card_id = unique_id(check, path + ("id",), entry["id"], seen)
        faction = check.choice(path + ("faction",), entry["faction"], FACTIONS, "faction")
        if card_id is not None and faction is not None:
            out.append(CouncilCard(card_id, faction))
    return tuple(out)


def _market(check: Checker, data: Any) -> tuple[Upgrade, ...]:
    out: list[Upgrade] = []
    seen: dict[str, int | None] = {}
    for index, item in enumerate(records(check, data, "market", "market cards")):
        path = ("market", index)
        entry = check.mapping(path, item, ("id", "name", "cost", "effect"), what="a market card")
        if entry is None or len(entry.keys() & {"id", "name", "cost", "effect"}) < 4:
            continue
        card_id = unique_id(check, path + ("id",), entry["id"], seen)
        name = check.text(path + ("name",), entry["name"], "a name")
        cost = check.integer(path + ("cost",), entry["cost"], 0, 20)
        spec = effect(check, path + ("effect",), entry["effect"], SHIP)
        if card_id is not None and name is not None and cost is not None and spec is not None:
            out.append(Upgrade(card_id, name, cost, spec))
    return tuple(out)


# --- presentation.yaml ------------------------------------------------------------------

def _presentation(check: Checker, data: Any) -> tuple[dict[str, str], dict[str, str], dict[str, str]] | None:
    """Names, colours and pictures for the table: (names, colours, icons), each by id."""
    top = check.mapping((), data, ("goods", "factions"), ("icons",), what="a mapping")
    if top is None:
        return None
    names: dict[str, str] = {}
    colours: dict[str, str] = {}
    for section, ids in (("goods", GOODS), ("factions", FACTIONS)):
        if section not in top:
            continue
        table = check.mapping((section,), top[section], ids, what=f"an entry for every one of {', '.join(ids)}")
        for key in ids:
            if table is None or key not in table:
                continue
            path = (section, key)
            wanted = ("name", "letter", "colour") if section == "goods" else ("name", "colour")
            entry = check.mapping(path, table[key], wanted, what="a name and a colour")
            if entry is None:
                continue
            name = check.text(path + ("name",), entry["name"], "a display name") if "name" in entry else None
            if "colour" in entry:
                colour = check.colour(path + ("colour",), entry["colour"])
                if colour is not None:
                    colours[key] = colour
            if "letter" in entry and check.text(path + ("letter",), entry["letter"], "a letter") is not None:
                names[f"{key}:letter"] = entry["letter"]
            if name is not None:
                names[key] = name
    icons: dict[str, str] = {}
    table = check.mapping(("icons",), top.get("icons", {}), optional=None, what="pictures by id")
    for key, sprite in (table or {}).items():
        if check.text(("icons", key), sprite, "a sprite name") is not None:
            icons[str(key)] = sprite
    return names, colours, icons


# --- across files -----------------------------------------------------------------------

def _cross_checks(docs: dict[str, YamlDoc], archipelago: ArchipelagoMap,
                  islands: tuple[tuple[IslandCard, ...], GoldenIsle], council: tuple[CouncilCard, ...],
                  numbers: Numbers, errors: list[ContentError]) -> None:
    """What only several files together can get wrong."""
    cards, golden = islands
    outer = len(archipelago.spots) - 1
    if len(cards) < outer:
        errors.append(docs["islands.yaml"].error(("islands",), f"expected at least {outer} island cards "
                                                               f"(one per outer spot in map.yaml), got {len(cards)}"))
    if numbers.setup_council > golden.council_slots:
        errors.append(docs["numbers.yaml"].error(("setup", "council"), f"expected at most {golden.council_slots} "
                                                                       f"(the council's slots), got {numbers.setup_council}"))
    if len(council) < numbers.setup_council + numbers.candidates:
        errors.append(docs["council.yaml"].error(("council",), f"expected at least "
                                                               f"{numbers.setup_council + numbers.candidates} council cards "
                                                               f"(the council plus one election), got {len(council)}"))
