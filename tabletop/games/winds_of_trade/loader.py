"""Winds of Trade content: `content/winds_of_trade/*.yaml` -> a checked WindsContent.

Files: `game.yaml` (metadata), `map.yaml` (spots, routes, pirate waters, blockade start,
drawing positions), `islands.yaml` (island cards and the Golden Isle), `advisors.yaml`,
`council.yaml`, `market.yaml`, `factions.yaml` (claims, powers, coalitions),
`numbers.yaml` (every number of the rules) and `presentation.yaml` (names, colours).
Every file is read and checked even when another is broken; all errors are raised
together, each naming file, line and field. The loader checks shape and consistency
(known ids, effect types and their parameters in the right place, a connected map), not
the designer's counts: those are tests on the committed files.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.folder import build_part, read_folder
from tabletop.content.meta import GameMeta
from tabletop.content.schema import Checker, describe
from tabletop.content.yamlio import YamlDoc
from tabletop.games.winds_of_trade.effects import EFFECT_TYPES, ISLAND, SHIP
from tabletop.games.winds_of_trade.model import (
    CLAIMS, FACTIONS, GOLDEN, GOODS, Advisor, ArchipelagoMap, BuySlot, CouncilCard, EffectSpec, Faction,
    PLAYER_COUNTS, GoldenIsle, IslandCard, Numbers, Route, Upgrade, WindsContent,
)

DATA_FILES = ("map.yaml", "islands.yaml", "advisors.yaml", "council.yaml", "market.yaml", "factions.yaml",
              "numbers.yaml", "presentation.yaml")


def load_content(folder: Path) -> WindsContent:
    """Read and check every Winds of Trade file in `folder`; raise ContentErrors listing
    every problem found in every file."""
    found = read_folder(folder, DATA_FILES)
    meta, docs, errors = found.meta, found.docs, found.errors

    archipelago = build_part(docs.get("map.yaml"), _map, errors)
    islands = build_part(docs.get("islands.yaml"), _islands, errors)
    advisors = build_part(docs.get("advisors.yaml"), _advisors, errors)
    council = build_part(docs.get("council.yaml"), _council, errors)
    market = build_part(docs.get("market.yaml"), _market, errors)
    factions = build_part(docs.get("factions.yaml"), _factions, errors)
    numbers = build_part(docs.get("numbers.yaml"), _numbers, errors)
    looks = build_part(docs.get("presentation.yaml"), _presentation, errors)
    if not errors:
        _cross_checks(docs, archipelago, islands, council, numbers, errors)
    if errors:
        raise ContentErrors(errors)
    cards, golden = islands
    names, colours, icons = looks
    return WindsContent(archipelago, cards, golden, advisors, council, market, factions, numbers, names,
                        _meta_dict(meta), colours=colours, icons=icons)



def _meta_dict(meta: GameMeta) -> dict[str, Any]:
    return {"id": meta.id, "name": meta.name, "pitch": meta.pitch, "min_players": meta.min_players,
            "max_players": meta.max_players, "icon": meta.icon}


def _items(check: Checker, data: Any, key: str, what: str) -> list:
    top = check.mapping((), data, (key,), what="a mapping")
    if not top or key not in top:
        return []
    items = check.sequence((key,), top[key], f"a list of {what}")
    if items is not None and not items:
        check.error((key,), f"expected at least one of {what}, got an empty list")
    return items or []


def _unique_id(check: Checker, path: tuple, value: Any, seen: dict[str, int | None]) -> str | None:
    card_id = check.text(path, value, "an id")
    if card_id is None:
        return None
    if card_id in seen:
        check.error(path, f"id {card_id!r} is used twice (first on line {seen[card_id]})")
        return None
    seen[card_id] = check.doc.line(path)
    return card_id


def effect(check: Checker, path: tuple, value: Any, scope: str) -> EffectSpec | None:
    """One effect record: a known `type` allowed in `scope`, with exactly its parameters."""
    if not isinstance(value, dict) or "type" not in value:
        check.error(path, f"expected an effect such as {{type: raid_dice, amount: 2}}, got {describe(value)}")
        return None
    kind_id = check.choice(path + ("type",), value["type"], EFFECT_TYPES, "effect type")
    if kind_id is None:
        return None
    kind = EFFECT_TYPES[kind_id]
    if scope not in kind.scopes:
        where = "island cards" if ISLAND in kind.scopes else "advisors, upgrades and faction powers"
        check.error(path + ("type",), f"effect type {kind_id!r} works only on {where}")
        return None
    allowed = ("type",) + (("amount",) if kind.amount else ()) + (("good",) if kind.good else ())
    entry = check.mapping(path, value, ("type",) + (("amount",) if kind.amount else ()), allowed[1:],
                          what=f"effect {kind_id!r}")
    if entry is None or any(key not in allowed for key in entry) or (kind.amount and "amount" not in entry):
        return None
    amount = check.integer(path + ("amount",), entry["amount"], 1, 20) if kind.amount else 1
    good = check.choice(path + ("good",), entry["good"], GOODS, "good") if "good" in entry else None
    if amount is None or ("good" in entry and good is None):
        return None
    return EffectSpec(kind_id, amount, good)


# --- map.yaml ---------------------------------------------------------------------------

def _map(check: Checker, data: Any) -> ArchipelagoMap | None:
    top = check.mapping((), data, ("golden_isle", "spots", "routes", "blockade_start"), what="a mapping")
    if top is None or len(top.keys() & {"golden_isle", "spots", "routes", "blockade_start"}) < 4:
        return None
    positions: dict[str, tuple[float, float]] = {}
    spots: list[str] = []
    golden = _spot(check, ("golden_isle",), top["golden_isle"])
    if golden is not None:
        if golden[0] != GOLDEN:
            check.error(("golden_isle", "id"), f"expected the id {GOLDEN!r}, got {golden[0]!r}")
        positions[GOLDEN] = golden[1]
    items = check.sequence(("spots",), top["spots"], "a list of spots") or []
    for index, item in enumerate(items):
        spot = _spot(check, ("spots", index), item)
        if spot is None:
            continue
        if spot[0] in positions:
            check.error(("spots", index, "id"), f"spot id {spot[0]!r} is used twice")
            continue
        spots.append(spot[0])
        positions[spot[0]] = spot[1]
    if len(items) < 2:
        check.error(("spots",), f"expected at least 2 outer spots, got {len(items)}")
    routes: list[Route] = []
    route_ids: dict[str, int | None] = {}
    pairs: set[frozenset] = set()
    for index, item in enumerate(check.sequence(("routes",), top["routes"], "a list of routes") or []):
        path = ("routes", index)
        entry = check.mapping(path, item, ("id", "from", "to"), ("pirate",), what="a route")
        if entry is None or len(entry.keys() & {"id", "from", "to"}) < 3:
            continue
        route_id = _unique_id(check, path + ("id",), entry["id"], route_ids)
        ends = [check.choice(path + (key,), entry[key], list(positions), "spot") for key in ("from", "to")]
        pirate = entry.get("pirate", False)
        if not isinstance(pirate, bool):
            check.error(path + ("pirate",), f"expected true or false, got {describe(pirate)}")
            continue
        if None in ends or route_id is None:
            continue
        if ends[0] == ends[1]:
            check.error(path + ("to",), f"a route must join two different spots, got {ends[0]!r} twice")
            continue
        if frozenset(ends) in pairs:
            check.error(path, f"{ends[0]!r} and {ends[1]!r} are already joined by another route")
            continue
        pairs.add(frozenset(ends))
        routes.append(Route(route_id, ends[0], ends[1], pirate))
    blockade = check.choice(("blockade_start",), top["blockade_start"], list(route_ids), "route")
    if golden is None or blockade is None or check.errors:
        return None
    order = tuple(spots) + (GOLDEN,)
    _connected(check, order, routes)
    return ArchipelagoMap(order, positions, tuple(routes), [r.id for r in routes].index(blockade))


def _spot(check: Checker, path: tuple, value: Any) -> tuple[str, tuple[float, float]] | None:
    entry = check.mapping(path, value, ("id", "x", "y"), what="a spot")
    if entry is None or len(entry.keys() & {"id", "x", "y"}) < 3:
        return None
    spot_id = check.text(path + ("id",), entry["id"], "a spot id")
    coords = []
    for key in ("x", "y"):
        number = entry[key]
        if isinstance(number, bool) or not isinstance(number, (int, float)) or not 0 <= number <= 1:
            check.error(path + (key,), f"expected a number 0..1 (a share of the chart), got {describe(number)}")
        else:
            coords.append(float(number))
    if spot_id is None or len(coords) < 2:
        return None
    return spot_id, (coords[0], coords[1])


def _connected(check: Checker, spots: tuple[str, ...], routes: list[Route]) -> None:
    """Every spot must be reachable from the Golden Isle (a cut-off island is a typo)."""
    seen, todo = {GOLDEN}, [GOLDEN]
    while todo:
        here = todo.pop()
        for route in routes:
            for a, b in ((route.a, route.b), (route.b, route.a)):
                if a == here and b not in seen:
                    seen.add(b)
                    todo.append(b)
    for index, spot in enumerate(spots[:-1]):
        if spot not in seen:
            check.error(("spots", index, "id"), f"spot {spot!r} cannot be reached from the Golden Isle by any route")


# --- islands.yaml -----------------------------------------------------------------------

def _buys(check: Checker, path: tuple, value: Any, low: int, high: int) -> tuple[BuySlot, ...] | None:
    items = check.sequence(path, value, "a list of buy slots like {good: jewels, price: 5}")
    if items is None:
        return None
    if not low <= len(items) <= high:
        check.error(path, f"expected {low}..{high} buy slots, got {len(items)}")
        return None
    slots = []
    for index, item in enumerate(items):
        here = path + (index,)
        entry = check.mapping(here, item, ("good", "price"), what="a buy slot")
        if entry is None or len(entry.keys() & {"good", "price"}) < 2:
            continue
        good = check.choice(here + ("good",), entry["good"], GOODS, "good")
        price = check.integer(here + ("price",), entry["price"], 0, 20)
        if good is not None and price is not None:
            slots.append(BuySlot(good, price))
    return tuple(slots) if len(slots) == len(items) else None


def _islands(check: Checker, data: Any) -> tuple[tuple[IslandCard, ...], GoldenIsle | None]:
    top = check.mapping((), data, ("islands", "golden_isle"), what="a mapping")
    cards: list[IslandCard] = []
    seen: dict[str, int | None] = {GOLDEN: None}
    items = check.sequence(("islands",), top["islands"], "a list of island cards") if top and "islands" in top else []
    for index, item in enumerate(items or []):
        path = ("islands", index)
        keys = ("id", "name", "sells", "buys", "locals", "defences")
        entry = check.mapping(path, item, keys, ("effect",), what="an island card")
        if entry is None or len(entry.keys() & set(keys)) < len(keys):
            continue
        card_id = _unique_id(check, path + ("id",), entry["id"], seen)
        name = check.text(path + ("name",), entry["name"], "a name")
        sells = check.choice(path + ("sells",), entry["sells"], GOODS, "good")
        buys = _buys(check, path + ("buys",), entry["buys"], 1, 6)
        local_count = check.integer(path + ("locals",), entry["locals"], 0, 20)
        defences = check.integer(path + ("defences",), entry["defences"], 0, 20)
        spec = effect(check, path + ("effect",), entry["effect"], ISLAND) if "effect" in entry else None
        parts = (card_id, name, sells, buys, local_count, defences)
        if None not in parts and ("effect" not in entry or spec is not None):
            cards.append(IslandCard(*parts, spec))
    golden = _golden(check, top["golden_isle"]) if top and "golden_isle" in top else None
    return tuple(cards), golden


def _golden(check: Checker, value: Any) -> GoldenIsle | None:
    path = ("golden_isle",)
    keys = ("name", "buys", "start_filled", "locals", "refill_locals", "defences", "council_slots", "market_slots")
    entry = check.mapping(path, value, keys, what="the Golden Isle")
    if entry is None or len(entry.keys() & set(keys)) < len(keys):
        return None
    name = check.text(path + ("name",), entry["name"], "a name")
    buys = _buys(check, path + ("buys",), entry["buys"], 1, 12)
    numbers: dict[str, Any] = {key: check.integer(path + (key,), entry[key], 0, 20) for key in keys[3:]}
    most = len(buys) if buys is not None else 20        # a broken track is reported once, by _buys
    numbers["start_filled"] = by_players(check, path + ("start_filled",), entry["start_filled"], 0, most)
    for key in ("council_slots", "market_slots"):
        if numbers[key] == 0:
            check.error(path + (key,), "expected at least 1, got 0")
            numbers[key] = None
    if name is None or buys is None or None in numbers.values():
        return None
    return GoldenIsle(name, buys, **numbers)


# --- advisors, council, market ----------------------------------------------------------

def _advisors(check: Checker, data: Any) -> tuple[Advisor, ...]:
    out, seen = [], {}
    for index, item in enumerate(_items(check, data, "advisors", "advisors")):
        path = ("advisors", index)
        entry = check.mapping(path, item, ("id", "name", "faction", "ability"), what="an advisor")
        if entry is None or len(entry.keys() & {"id", "name", "faction", "ability"}) < 4:
            continue
        parts = (_unique_id(check, path + ("id",), entry["id"], seen),
                 check.text(path + ("name",), entry["name"], "a name"),
                 check.choice(path + ("faction",), entry["faction"], FACTIONS, "faction"),
                 effect(check, path + ("ability",), entry["ability"], SHIP))
        if None not in parts:
            out.append(Advisor(*parts))
    return tuple(out)


def _council(check: Checker, data: Any) -> tuple[CouncilCard, ...]:
    out, seen = [], {}
    for index, item in enumerate(_items(check, data, "council", "council cards")):
        path = ("council", index)
        entry = check.mapping(path, item, ("id", "faction"), what="a council card")
        if entry is None or len(entry.keys() & {"id", "faction"}) < 2:
            continue
        parts = (_unique_id(check, path + ("id",), entry["id"], seen),
                 check.choice(path + ("faction",), entry["faction"], FACTIONS, "faction"))
        if None not in parts:
            out.append(CouncilCard(*parts))
    return tuple(out)


def _market(check: Checker, data: Any) -> tuple[Upgrade, ...]:
    out, seen = [], {}
    for index, item in enumerate(_items(check, data, "market", "market cards")):
        path = ("market", index)
        entry = check.mapping(path, item, ("id", "name", "cost", "effect"), what="a market card")
        if entry is None or len(entry.keys() & {"id", "name", "cost", "effect"}) < 4:
            continue
        parts = (_unique_id(check, path + ("id",), entry["id"], seen),
                 check.text(path + ("name",), entry["name"], "a name"),
                 check.integer(path + ("cost",), entry["cost"], 0, 20),
                 effect(check, path + ("effect",), entry["effect"], SHIP))
        if None not in parts:
            out.append(Upgrade(*parts))
    return tuple(out)


# --- factions.yaml ----------------------------------------------------------------------

def _factions(check: Checker, data: Any) -> dict[str, Faction]:
    top = check.mapping((), data, ("factions",), what="a mapping")
    if not top or "factions" not in top:
        return {}
    table = check.mapping(("factions",), top["factions"], FACTIONS, what="one entry per faction")
    out: dict[str, Faction] = {}
    for faction in FACTIONS:
        if table is None or faction not in table:
            continue
        path = ("factions", faction)
        entry = check.mapping(path, table[faction], ("claim", "power", "coalition"), what="a faction")
        if entry is None or len(entry.keys() & {"claim", "power", "coalition"}) < 3:
            continue
        claim = check.choice(path + ("claim",), entry["claim"], CLAIMS, "claim condition")
        power = effect(check, path + ("power",), entry["power"], SHIP)
        coalition = check.sequence(path + ("coalition",), entry["coalition"], "a list of the other three factions")
        if coalition is not None:
            others = [f for f in FACTIONS if f != faction]
            if sorted(map(str, coalition)) != sorted(others):
                check.error(path + ("coalition",), f"expected each of {', '.join(others)} once, "
                                                  f"got {', '.join(map(str, coalition)) or 'none'}")
                coalition = None
        if claim and power and coalition:
            out[faction] = Faction(faction, claim, power, tuple(coalition))
    return out


# --- numbers.yaml -----------------------------------------------------------------------

NUMBER_SECTIONS: dict[str, tuple[str, ...]] = {
    "ship": ("gold", "wind", "hold", "crew_aboard_max", "crew_total", "crew_aboard_start", "cabins"),
    "wind_cost": ("trade", "sail", "recruit", "sway", "raid"),
    "setup": ("sell_goods", "buy_goods", "council", "start_places_first"),
    "sway": ("gold", "per_outrage"),
    "recruit": ("draw",),
    "raid": ("dice", "outrage", "locals_removed", "crew_lost"),
    "upkeep": ("produce",),
    "upheaval": ("buy_goods",),
    "election": ("candidates", "bid"),
    "end": ("rounds", "hegemon_streak", "revolt_at"),
    "lead": ("by_standing",),
}
POSITIVE = {("ship", "hold"), ("ship", "crew_total"), ("ship", "cabins"), ("recruit", "draw"), ("raid", "dice"),
            ("election", "candidates"), ("election", "bid"), ("end", "rounds"), ("end", "hegemon_streak"),
            ("end", "revolt_at"), ("setup", "council"), ("ship", "crew_aboard_max")}


BY_PLAYERS = {("end", "rounds"), ("end", "revolt_at"), ("lead", "by_standing"), ("setup", "start_places_first")}
"""Numbers that may differ with the number of captains: one integer for every count, or a
mapping with one for each count the game is played at (`rounds: {2: 8, 3: 9, 4: 8}`)."""

SWITCHES = {("lead", "by_standing"), ("setup", "start_places_first")}
"""Numbers that switch a rule on (1) or off (0)."""


def by_players(check: Checker, path: tuple, value: Any, low: int, high: int) -> dict[int, int] | None:
    """A number for each player count: the same integer for all, or a mapping naming
    every count from PLAYER_COUNTS exactly once."""
    if not isinstance(value, dict):
        number = check.integer(path, value, low, high)
        return None if number is None else {count: number for count in PLAYER_COUNTS}
    if set(value) != set(PLAYER_COUNTS):
        check.error(path, f"expected one number for each player count {', '.join(map(str, PLAYER_COUNTS))}, "
                          f"got counts {', '.join(map(str, value)) or 'none'}")
        return None
    out = {count: check.integer(path + (count,), value[count], low, high) for count in PLAYER_COUNTS}
    return None if None in out.values() else out  # type: ignore[return-value]


def _numbers(check: Checker, data: Any) -> Numbers | None:
    keys = tuple(NUMBER_SECTIONS) + ("wind_table", "sell_track", "toll")
    top = check.mapping((), data, keys, what="a mapping of the rules' numbers")
    if top is None or len(top.keys() & set(keys)) < len(keys):
        return None
    values: dict[tuple[str, str], int | None] = {}
    for section, names in NUMBER_SECTIONS.items():
        entry = check.mapping((section,), top[section], names, what=f"the {section} numbers")
        for name in names:
            if entry is not None and name in entry:
                low = 1 if (section, name) in POSITIVE else 0
                high = 1 if (section, name) in SWITCHES else 100
                values[section, name] = (by_players(check, (section, name), entry[name], low, high)
                                         if (section, name) in BY_PLAYERS else
                                         check.integer((section, name), entry[name], low, high))
            else:
                values[section, name] = None
    toll = check.integer(("toll",), top["toll"], 0, 100)
    sell_track = _int_list(check, ("sell_track",), top["sell_track"])
    wind_table = _wind_table(check, top["wind_table"])
    if None in values.values() or None in (toll, sell_track, wind_table):
        return None
    v = values
    if v["ship", "crew_aboard_start"] > min(v["ship", "crew_total"], v["ship", "crew_aboard_max"]):
        check.error(("ship", "crew_aboard_start"), "expected no more than the crew a ship carries and owns")
        return None
    if v["setup", "sell_goods"] > len(sell_track):
        check.error(("setup", "sell_goods"), f"expected at most {len(sell_track)} (the sell track's slots)")
        return None
    return Numbers(
        gold=v["ship", "gold"], wind=v["ship", "wind"], hold=v["ship", "hold"],
        crew_aboard_max=v["ship", "crew_aboard_max"], crew_total=v["ship", "crew_total"],
        crew_aboard_start=v["ship", "crew_aboard_start"], cabins=v["ship", "cabins"],
        wind_cost={name: v["wind_cost", name] for name in NUMBER_SECTIONS["wind_cost"]},
        wind_table=wind_table, sell_track=sell_track, setup_sell_goods=v["setup", "sell_goods"],
        setup_buy_goods=v["setup", "buy_goods"], setup_council=v["setup", "council"], toll=toll,
        sway_gold=v["sway", "gold"], sway_per_outrage=v["sway", "per_outrage"], recruit_draw=v["recruit", "draw"],
        raid_dice=v["raid", "dice"], raid_outrage=v["raid", "outrage"], raid_locals_removed=v["raid", "locals_removed"],
        raid_crew_lost=v["raid", "crew_lost"], produce=v["upkeep", "produce"],
        upheaval_buy_goods=v["upheaval", "buy_goods"],
        candidates=v["election", "candidates"], bid=v["election", "bid"], rounds=v["end", "rounds"],
        hegemon_streak=v["end", "hegemon_streak"], revolt_at=v["end", "revolt_at"],
        lead_by_standing={count: bool(on) for count, on in v["lead", "by_standing"].items()},
        start_places_first={count: bool(on) for count, on in v["setup", "start_places_first"].items()},
    )


def _int_list(check: Checker, path: tuple, value: Any) -> tuple[int, ...] | None:
    items = check.sequence(path, value, "a list of prices")
    if not items:
        if items is not None:
            check.error(path, "expected at least one price, got an empty list")
        return None
    numbers = [check.integer(path + (i,), item, 0, 100) for i, item in enumerate(items)]
    return tuple(numbers) if None not in numbers else None


def _wind_table(check: Checker, value: Any) -> tuple[tuple[int, int], ...] | None:
    """Rows `{cargo: from, wind: w}`, the first from 0 cargo, `cargo` rising."""
    path = ("wind_table",)
    items = check.sequence(path, value, "a list of rows like {cargo: 2, wind: 4}")
    if not items:
        if items is not None:
            check.error(path, "expected at least one row, got an empty list")
        return None
    rows = []
    for index, item in enumerate(items):
        here = path + (index,)
        entry = check.mapping(here, item, ("cargo", "wind"), what="a wind row")
        if entry is None or len(entry.keys() & {"cargo", "wind"}) < 2:
            return None
        cargo = check.integer(here + ("cargo",), entry["cargo"], 0, 100)
        wind = check.integer(here + ("wind",), entry["wind"], 0, 100)
        if cargo is None or wind is None:
            return None
        if index == 0 and cargo != 0:
            check.error(here + ("cargo",), f"expected the first row to start at 0 cargo, got {cargo}")
            return None
        if rows and cargo <= rows[-1][0]:
            check.error(here + ("cargo",), f"expected more than {rows[-1][0]} (rows rise), got {cargo}")
            return None
        rows.append((cargo, wind))
    return tuple(rows)


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

def _cross_checks(docs: dict[str, YamlDoc], archipelago: ArchipelagoMap, islands, council, numbers: Numbers,
                  errors: list[ContentError]) -> None:
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
