"""`factions.yaml` and `numbers.yaml`: each faction's claim, power and coalition
preference, and every number of the rules (the ship, wind costs, set-up, sway, recruit,
raid, upkeep, upheaval, election, the endings and who leads a round), some given once
per player count.
"""

from __future__ import annotations

from typing import Any

from tabletop.content.schema import Checker
from tabletop.games.winds_of_trade.effects import SHIP
from tabletop.games.winds_of_trade.field_readers import by_players, effect
from tabletop.games.winds_of_trade.model import CLAIMS, FACTIONS, Faction, Numbers

# --- factions.yaml ----------------------------------------------------------------------

def read_factions(check: Checker, data: Any) -> dict[str, Faction]:
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
    "lead": ("by_standing", "passes"),
}
POSITIVE = {("ship", "hold"), ("ship", "crew_total"), ("ship", "cabins"), ("recruit", "draw"), ("raid", "dice"),
            ("election", "candidates"), ("election", "bid"), ("end", "rounds"), ("end", "hegemon_streak"),
            ("end", "revolt_at"), ("setup", "council"), ("ship", "crew_aboard_max")}


BY_PLAYERS = {("end", "rounds"), ("end", "revolt_at"), ("lead", "by_standing"), ("lead", "passes"),
              ("setup", "start_places_first")}
"""Numbers that may differ with the number of captains: one integer for every count, or a
mapping with one for each count the game is played at (`rounds: {2: 8, 3: 9, 4: 8}`)."""

SWITCHES = {("lead", "by_standing"), ("lead", "passes"), ("setup", "start_places_first")}
"""Numbers that switch a rule on (1) or off (0)."""


def read_numbers(check: Checker, data: Any) -> Numbers | None:
    keys = tuple(NUMBER_SECTIONS) + ("wind_table", "sell_track", "toll")
    top = check.mapping((), data, keys, what="a mapping of the rules' numbers")
    if top is None or len(top.keys() & set(keys)) < len(keys):
        return None
    v: dict[tuple[str, str], int] = {}                  # the numbers read, by (section, name)
    by_count: dict[tuple[str, str], dict[int, int]] = {}  # those of BY_PLAYERS, by player count
    missing = False
    for section, names in NUMBER_SECTIONS.items():
        entry = check.mapping((section,), top[section], names, what=f"the {section} numbers")
        for name in names:
            if entry is None or name not in entry:
                missing = True
                continue
            low = 1 if (section, name) in POSITIVE else 0
            high = 1 if (section, name) in SWITCHES else 100
            if (section, name) in BY_PLAYERS:
                counts = by_players(check, (section, name), entry[name], low, high)
                if counts is not None:
                    by_count[section, name] = counts
                missing |= counts is None
            else:
                number = check.integer((section, name), entry[name], low, high)
                if number is not None:
                    v[section, name] = number
                missing |= number is None
    toll = check.integer(("toll",), top["toll"], 0, 100)
    sell_track = _int_list(check, ("sell_track",), top["sell_track"])
    wind_table = _wind_table(check, top["wind_table"])
    if missing or toll is None or sell_track is None or wind_table is None:
        return None
    if v["ship", "crew_aboard_start"] > min(v["ship", "crew_total"], v["ship", "crew_aboard_max"]):
        check.error(("ship", "crew_aboard_start"), "expected no more than the crew a ship carries and owns")
        return None
    if v["setup", "sell_goods"] > len(sell_track):
        check.error(("setup", "sell_goods"), f"expected at most {len(sell_track)} (the sell track's slots)")
        return None
    both = [count for count, on in by_count["lead", "passes"].items() if on and by_count["lead", "by_standing"][count]]
    if both:
        check.error(("lead", "passes", both[0]), "expected 0 where lead.by_standing is 1 (a round has one lead)")
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
        candidates=v["election", "candidates"], bid=v["election", "bid"], rounds=by_count["end", "rounds"],
        hegemon_streak=v["end", "hegemon_streak"], revolt_at=by_count["end", "revolt_at"],
        lead_by_standing={count: bool(on) for count, on in by_count["lead", "by_standing"].items()},
        lead_passes={count: bool(on) for count, on in by_count["lead", "passes"].items()},
        start_places_first={count: bool(on) for count, on in by_count["setup", "start_places_first"].items()},
    )


def _int_list(check: Checker, path: tuple, value: Any) -> tuple[int, ...] | None:
    items = check.sequence(path, value, "a list of prices")
    if not items:
        if items is not None:
            check.error(path, "expected at least one price, got an empty list")
        return None
    numbers = [check.integer(path + (i,), item, 0, 100) for i, item in enumerate(items)]
    read = [number for number in numbers if number is not None]
    return tuple(read) if len(read) == len(numbers) else None


def _wind_table(check: Checker, value: Any) -> tuple[tuple[int, int], ...] | None:
    """Rows `{cargo: from, wind: w}`, the first from 0 cargo, `cargo` rising."""
    path = ("wind_table",)
    items = check.sequence(path, value, "a list of rows like {cargo: 2, wind: 4}")
    if not items:
        if items is not None:
            check.error(path, "expected at least one row, got an empty list")
        return None
    rows: list[tuple[int, int]] = []
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
