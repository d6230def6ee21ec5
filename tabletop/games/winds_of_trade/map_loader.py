"""`map.yaml` and `islands.yaml`: the archipelago (spots with their places on the chart,
routes, pirate waters, where the blockade starts), the island cards and the Golden Isle.
The map must be connected: every spot reachable from the Golden Isle.
"""

from __future__ import annotations

from typing import Any

from tabletop.content.schema import Checker, describe
from tabletop.games.winds_of_trade.effects import ISLAND
from tabletop.games.winds_of_trade.field_readers import by_players, effect, unique_id
from tabletop.games.winds_of_trade.model import GOLDEN, GOODS, ArchipelagoMap, BuySlot, GoldenIsle, IslandCard, Route

# --- map.yaml ---------------------------------------------------------------------------

def read_map(check: Checker, data: Any) -> ArchipelagoMap | None:
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
        route_id = unique_id(check, path + ("id",), entry["id"], route_ids)
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


def read_islands(check: Checker, data: Any) -> tuple[tuple[IslandCard, ...], GoldenIsle | None]:
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
        card_id = unique_id(check, path + ("id",), entry["id"], seen)
        name = check.text(path + ("name",), entry["name"], "a name")
        sells = check.choice(path + ("sells",), entry["sells"], GOODS, "good")
        buys = _buys(check, path + ("buys",), entry["buys"], 1, 6)
        local_count = check.integer(path + ("locals",), entry["locals"], 0, 20)
        defences = check.integer(path + ("defences",), entry["defences"], 0, 20)
        spec = effect(check, path + ("effect",), entry["effect"], ISLAND) if "effect" in entry else None
        if (card_id is not None and name is not None and sells is not None and buys is not None
                and local_count is not None and defences is not None and ("effect" not in entry or spec is not None)):
            cards.append(IslandCard(card_id, name, sells, buys, local_count, defences, spec))
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
