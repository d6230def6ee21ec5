"""Sail to India content: `content/sail_to_india/*.yaml` -> a checked SailToIndiaContent.

Files: `game.yaml` (metadata and the first-game option), `goods.yaml`, `towns.yaml`,
`buildings.yaml`, `technologies.yaml`, `numbers.yaml` (every number, the trading chart
included) and `presentation.yaml` (names, sentences, colours: nothing the rules read).
Every file is read and checked even when another is broken, and all errors are raised
together, each naming file, line and field. The loader checks shape and consistency
(known ids, no repeated good in a town, effect parameters, enough towns for the line, as
many recommended towns as face-up towns), not the designer's choices.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentErrors
from tabletop.content.folder import build_part, read_folder
from tabletop.content.meta import GameMeta
from tabletop.content.schema import Checker, describe
from tabletop.content.yamlio import YamlDoc
from tabletop.games.sail_to_india.effects import EFFECTS, PARAMS, Effect
from tabletop.games.sail_to_india.model import (
    BUILDING_KINDS, BuildingKind, BuildingSpace, Numbers, Presentation, SailToIndiaContent, TechCard, Technology,
    Town,
)

DATA_FILES = ("goods.yaml", "towns.yaml", "buildings.yaml", "technologies.yaml", "numbers.yaml", "presentation.yaml")


def load_content(folder: Path) -> SailToIndiaContent:
    """Read and check every file in `folder`; raise ContentErrors listing all problems."""
    found = read_folder(folder, DATA_FILES)
    meta, docs, errors = found.meta, found.docs, found.errors
    goods = build_part(docs.get("goods.yaml"), _goods, errors) or ()
    good_ids = goods
    buildings = build_part(docs.get("buildings.yaml"), _buildings, errors)
    numbers = build_part(docs.get("numbers.yaml"), _numbers, errors)
    towns = build_part(docs.get("towns.yaml"), lambda c, d: _towns(c, d, good_ids, numbers), errors)
    techs = build_part(docs.get("technologies.yaml"), _technologies, errors)
    presentation = build_part(docs.get("presentation.yaml"), lambda c, d: _presentation(c, d, _raw_ids(docs)), errors)
    if errors or meta is None:      # no game.yaml, no meta: read_folder said why
        raise ContentErrors(errors)
    cards, technologies = techs
    return SailToIndiaContent(goods, towns, buildings, cards, technologies, numbers, presentation, _meta_dict(meta))


def _raw_ids(docs: dict[str, YamlDoc]) -> dict[str, tuple[str, ...]]:
    """The ids each rules file lists, valid entries or not: a broken town must not also
    make its name an "unknown town" in presentation.yaml."""

    def listed(name: str, key: str) -> list:
        doc = docs.get(name)
        data = doc.data if doc else None
        items = data.get(key) if isinstance(data, dict) else None
        return items if isinstance(items, list) else []

    def ids(items: list) -> tuple[str, ...]:
        return tuple(i["id"] for i in items if isinstance(i, dict) and isinstance(i.get("id"), str))

    cards = listed("technologies.yaml", "cards")
    techs = [t for c in cards if isinstance(c, dict) and isinstance(c.get("technologies"), list)
             for t in c["technologies"]]
    return {"goods": tuple(g for g in listed("goods.yaml", "goods") if isinstance(g, str)),
            "towns": ids(listed("towns.yaml", "towns")), "buildings": ids(listed("buildings.yaml", "buildings")),
            "cards": ids(cards), "technologies": ids(techs)}



def _meta_dict(meta: GameMeta) -> dict[str, Any]:
    return {"id": meta.id, "name": meta.name, "pitch": meta.pitch, "min_players": meta.min_players,
            "max_players": meta.max_players, "icon": meta.icon,
            "options": [{"id": o.id, "label": o.label, "description": o.description, "default": o.default}
                        for o in meta.options]}


def _items(check: Checker, data: Any, key: str, what: str) -> list:
    top = check.mapping((), data, (key,), what="a mapping")
    if not top or key not in top:
        return []
    items = check.sequence((key,), top[key], what)
    if items is not None and not items:
        check.error((key,), "expected at least one entry, got an empty list")
    return items or []


def _unique_id(check: Checker, path: tuple, entry: dict, seen: dict[str, int | None], what: str) -> str | None:
    item_id = check.text(path + ("id",), entry["id"], what) if "id" in entry else None
    if item_id is None:
        return None
    if item_id in seen:
        check.error(path + ("id",), f"id {item_id!r} is used twice (first on line {seen[item_id]})")
        return None
    seen[item_id] = check.doc.line(path + ("id",))
    return item_id


# --- goods.yaml -------------------------------------------------------------------------

def _goods(check: Checker, data: Any) -> tuple[str, ...]:
    goods: list[str] = []
    for index, item in enumerate(_items(check, data, "goods", "a list of good ids")):
        good = check.text(("goods", index), item, "a good id")
        if good in goods:
            check.error(("goods", index), f"good {good!r} is listed twice")
        elif good is not None:
            goods.append(good)
    return tuple(goods)


# --- buildings.yaml ---------------------------------------------------------------------

def _buildings(check: Checker, data: Any) -> tuple[BuildingKind, ...]:
    kinds: list[BuildingKind] = []
    seen: dict[str, int | None] = {}
    items = _items(check, data, "buildings", "a list of building kinds")
    for index, item in enumerate(items):
        path = ("buildings", index)
        entry = check.mapping(path, item, ("id", "end_vp"), ("effect",), what="a building kind")
        if entry is None:
            continue
        kind = _unique_id(check, path, entry, seen, "a building kind")
        if kind is not None and kind not in BUILDING_KINDS:
            check.choice(path + ("id",), kind, BUILDING_KINDS, "building kind")
            kind = None
        end_vp = check.integer(path + ("end_vp",), entry["end_vp"], 0) if "end_vp" in entry else None
        effect = _effect(check, path + ("effect",), entry["effect"]) if "effect" in entry else Effect()
        if kind is not None and end_vp is not None and effect is not None:
            kinds.append(BuildingKind(kind, end_vp, effect))
    if items:
        for kind in BUILDING_KINDS:
            if kind not in seen:
                check.error(("buildings",), f"missing the building kind {kind!r}")
    return tuple(kinds)


def _effect(check: Checker, path: tuple, value: Any) -> Effect | None:
    """`{type: ..., <its parameters>, per_turn: n}` -> an instance of the named class."""
    if not isinstance(value, dict) or "type" not in value:
        check.error(path, f"expected an effect such as {{type: buy_vp, wealth: 2, vp: 1}}, got {describe(value)}")
        return None
    kind = check.choice(path + ("type",), value["type"], EFFECTS, "effect type")
    if kind is None:
        return None
    params = PARAMS[kind]
    entry = check.mapping(path, value, ("type", *params), ("per_turn",), what=f"a {kind} effect")
    if entry is None or any(p not in entry for p in params):
        return None
    args: dict[str, Any] = {}
    for name, sort in params.items():
        here = path + (name,)
        if sort == "building":
            args[name] = check.choice(here, entry[name], BUILDING_KINDS, "building kind")
        else:
            args[name] = check.integer(here, entry[name], 1 if sort == "positive" else 0)
    if "per_turn" in entry:
        args["per_turn"] = check.integer(path + ("per_turn",), entry["per_turn"], 1)
    if None in args.values():
        return None
    return EFFECTS[kind](**args)


# --- towns.yaml -------------------------------------------------------------------------

def _towns(check: Checker, data: Any, good_ids: tuple[str, ...], numbers: Numbers | None) -> tuple[Town, ...]:
    towns: list[Town] = []
    seen: dict[str, int | None] = {}
    items = _items(check, data, "towns", "a list of towns")
    for index, item in enumerate(items):
        path = ("towns", index)
        entry = check.mapping(path, item, ("id", "buildings", "goods"), ("recommended",), what="a town")
        if entry is None:
            continue
        town_id = _unique_id(check, path, entry, seen, "a town id")
        spaces = _building_spaces(check, path + ("buildings",), entry["buildings"], good_ids) \
            if "buildings" in entry else None
        goods = _town_goods(check, path + ("goods",), entry["goods"], good_ids) if "goods" in entry else None
        recommended = entry.get("recommended", False)
        if not isinstance(recommended, bool):
            check.error(path + ("recommended",), f"expected true or false, got {describe(recommended)}")
            recommended = None
        if town_id is not None and spaces is not None and goods is not None and recommended is not None:
            towns.append(Town(town_id, spaces, goods, recommended))
    if items and numbers is not None:
        most = max(numbers.in_line.values())
        if len(items) < most:
            check.error(("towns",), f"expected at least {most} towns for the longest line, got {len(items)}")
        wanted = numbers.face_up_at_start
        marked = sum(1 for t in items if isinstance(t, dict) and t.get("recommended") is True)
        if marked != wanted:
            check.error(("towns",), f"expected {wanted} towns marked recommended (one per face-up town "
                                    f"at the start), got {marked}")
    return tuple(towns)


def _building_spaces(check: Checker, path: tuple, value: Any,
                     good_ids: tuple[str, ...]) -> tuple[BuildingSpace, BuildingSpace] | None:
    items = check.sequence(path, value, "a list of two building spaces")
    if items is None:
        return None
    if len(items) != 2:
        check.error(path, f"expected two building spaces, got {len(items)}")
        return None
    spaces: list[BuildingSpace | None] = []
    for index, item in enumerate(items):
        here = path + (index,)
        if isinstance(item, dict):
            entry = check.mapping(here, item, ("marketplace",), what="a marketplace such as {marketplace: silk}")
            good = check.choice(here + ("marketplace",), entry["marketplace"], good_ids, "good") \
                if entry and "marketplace" in entry else None
            spaces.append(BuildingSpace("marketplace", good) if good else None)
        elif item == "marketplace":
            check.error(here, "a marketplace names its good, e.g. {marketplace: silk}")
            spaces.append(None)
        else:
            kind = check.choice(here, item, ("stronghold", "church"), "building kind")
            spaces.append(BuildingSpace(kind) if kind else None)
    built = [space for space in spaces if space is not None]
    return (built[0], built[1]) if len(built) == 2 else None


def _town_goods(check: Checker, path: tuple, value: Any, good_ids: tuple[str, ...]) -> tuple[str, str] | None:
    items = check.sequence(path, value, "a list of two goods")
    if items is None:
        return None
    if len(items) != 2:
        check.error(path, f"expected two goods, got {len(items)}")
        return None
    goods = [check.choice(path + (i,), item, good_ids, "good") for i, item in enumerate(items)]
    if None in goods:
        return None
    if goods[0] == goods[1]:
        check.error(path + (1,), f"a town cannot have the same good twice, got {goods[0]!r} twice")
        return None
    return goods[0], goods[1]


# --- technologies.yaml ------------------------------------------------------------------

def _technologies(check: Checker, data: Any) -> tuple[tuple[TechCard, ...], tuple[Technology, ...]]:
    cards: list[TechCard] = []
    techs: list[Technology] = []
    card_ids: dict[str, int | None] = {}
    tech_ids: dict[str, int | None] = {}
    for index, item in enumerate(_items(check, data, "cards", "a list of technology cards")):
        path = ("cards", index)
        entry = check.mapping(path, item, ("id", "technologies"), what="a technology card")
        if entry is None:
            continue
        card_id = _unique_id(check, path, entry, card_ids, "a card id")
        listed = check.sequence(path + ("technologies",), entry["technologies"], "a list of technologies") \
            if "technologies" in entry else None
        ids: list[str] = []
        for t_index, tech in enumerate(listed or []):
            here = path + ("technologies", t_index)
            t_entry = check.mapping(here, tech, ("id", "cost", "effect"), what="a technology")
            if t_entry is None:
                continue
            tech_id = _unique_id(check, here, t_entry, tech_ids, "a technology id")
            cost = check.integer(here + ("cost",), t_entry["cost"], 0) if "cost" in t_entry else None
            effect = _effect(check, here + ("effect",), t_entry["effect"]) if "effect" in t_entry else None
            if tech_id is not None and cost is not None and effect is not None and card_id is not None:
                techs.append(Technology(tech_id, card_id, cost, effect))
                ids.append(tech_id)
        if card_id:
            cards.append(TechCard(card_id, tuple(ids)))
    return tuple(cards), tuple(techs)


# --- numbers.yaml -----------------------------------------------------------------------

def _numbers(check: Checker, data: Any) -> Numbers | None:
    top = check.mapping((), data, ("markers_per_player", "action_points", "start", "banker_capacity",
                                   "historian_capacity", "costs", "towns", "discovery", "end", "trading_chart"),
                        what="a mapping of the game's numbers")
    if top is None:
        return None

    def num(path: tuple, low: int = 0, high: int | None = None) -> int | None:
        node: Any = top
        for key in path[:-1]:
            node = node.get(key) if isinstance(node, dict) else None
        if not isinstance(node, dict) or path[-1] not in node:
            return None  # the missing key is reported by the mapping check
        return check.integer(path, node[path[-1]], low, high)

    def section(key: str, required: tuple[str, ...]) -> dict | None:
        return check.mapping((key,), top[key], required, what=f"the {key} numbers") if key in top else None

    start = section("start", ("lisboa", "scientists", "ship_speed", "wealth"))
    costs = section("costs", ("employ", "build", "speed"))
    towns = section("towns", ("face_up_at_start", "in_line"))
    section("discovery", ("vp", "india_bonus"))
    section("end", ("empty_stock_players", "round_limit"))
    chart = section("trading_chart", ("wealth", "vp"))
    markers = num(("markers_per_player",), 1)
    values = dict(
        markers_per_player=markers, action_points=num(("action_points",), 1),
        start_lisboa=num(("start", "lisboa")), start_scientists=num(("start", "scientists")),
        start_speed=num(("start", "ship_speed"), 1), banker_capacity=num(("banker_capacity",), 1),
        historian_capacity=num(("historian_capacity",), 1), employ_cost=num(("costs", "employ")),
        build_cost=num(("costs", "build")), face_up_at_start=num(("towns", "face_up_at_start"), 1),
        discovery_vp=num(("discovery", "vp")), india_bonus=num(("discovery", "india_bonus")),
        empty_stock_players=num(("end", "empty_stock_players"), 1),
        round_limit=num(("end", "round_limit"), 1),
    )
    wealth = _int_list(check, ("start", "wealth"), start.get("wealth") if start else None, 0)
    speed = _int_table(check, ("costs", "speed"), costs.get("speed") if costs else None, 2)
    in_line = _int_table(check, ("towns", "in_line"), towns.get("in_line") if towns else None, 1)
    chart_wealth = _int_list(check, ("trading_chart", "wealth"), chart.get("wealth") if chart else None, 0)
    chart_vp = _int_list(check, ("trading_chart", "vp"), chart.get("vp") if chart else None, 0)
    if chart_wealth and chart_vp and len(chart_wealth) != len(chart_vp):
        check.error(("trading_chart", "vp"), f"expected {len(chart_wealth)} values, one per number of kinds "
                                             f"like the wealth row, got {len(chart_vp)}")
        chart_vp = None
    if speed and values["start_speed"] is not None:
        wanted = list(range(values["start_speed"] + 1, values["start_speed"] + 1 + len(speed)))
        if sorted(speed) != wanted:
            check.error(("costs", "speed"), f"expected a cost for each speed {wanted}, got {sorted(speed)}")
            speed = None
    lisboa, scientists = values["start_lisboa"], values["start_scientists"]
    if markers is not None and lisboa is not None and scientists is not None:
        used = lisboa + scientists + 2  # ship builder and first banker
        if used > markers:
            check.error(("start",), f"the start uses {used} markers, more than the {markers} a player has")
    read = {name: value for name, value in values.items() if value is not None}
    if (len(read) < len(values) or wealth is None or speed is None or in_line is None or chart_wealth is None
            or chart_vp is None):
        return None
    return Numbers(start_wealth=tuple(wealth), speed_costs=speed, in_line=in_line,
                   chart_wealth=tuple(chart_wealth), chart_vp=tuple(chart_vp), **read)


def _int_list(check: Checker, path: tuple, value: Any, low: int) -> list[int] | None:
    if value is None:
        return None
    items = check.sequence(path, value, "a list of whole numbers")
    if items is None:
        return None
    if not items:
        check.error(path, "expected at least one number, got an empty list")
        return None
    numbers = [check.integer(path + (i,), item, low) for i, item in enumerate(items)]
    read = [number for number in numbers if number is not None]
    return read if len(read) == len(numbers) else None


def _int_table(check: Checker, path: tuple, value: Any, low_key: int) -> dict[int, int] | None:
    if value is None:
        return None
    table = check.mapping(path, value, optional=None, what="a table of numbers")
    if table is None:
        return None
    out: dict[int, int] = {}
    for key, number in table.items():
        if not isinstance(key, int) or isinstance(key, bool) or key < low_key:
            check.error(path + (key,), f"expected a whole number {low_key} or more as the key, got {describe(key)}")
            continue
        n = check.integer(path + (key,), number, 0)
        if n is not None:
            out[key] = n
    return out if len(out) == len(table) and out else None


# --- presentation.yaml ------------------------------------------------------------------

SECTIONS = ("goods", "towns", "buildings", "cards", "technologies")
PIECES = ("lisboa", "ship", "banker", "historian", "scientist", "ship_builder", "stock", "india", "unknown_town",
          "technology", "wealth", "vp")
"""Table pieces that are no rules id but have a picture (the `icons` section)."""
WITH_TEXT = ("buildings", "technologies")
SINGULAR = {"goods": "good", "towns": "town", "buildings": "building kind", "cards": "card",
            "technologies": "technology"}


def _presentation(check: Checker, data: Any, ids: dict[str, tuple[str, ...]]) -> Presentation | None:
    """A name for every id of the rules files (and a sentence for buildings and
    technologies, a colour for goods); an id the rules do not know is a typo."""
    top = check.mapping((), data, SECTIONS + ("icons",), what="a mapping of names")
    if top is None:
        return None
    names: dict[str, str] = {}
    texts: dict[str, str] = {}
    colours: dict[str, str] = {}
    for section in SECTIONS:
        if section not in top:
            continue
        known = ids[section]
        table = check.mapping((section,), top[section], optional=None, what=f"the {section}' names")
        if table is None:
            continue
        for key, value in table.items():
            path = (section, key)
            if key not in known:
                check.choice(path, key, known, SINGULAR[section])
                continue
            if section == "goods":
                entry = check.mapping(path, value, ("name", "colour"), what="a good's name and colour")
                if entry and "colour" in entry:
                    colour = check.colour(path + ("colour",), entry["colour"])
                    if colour:
                        colours[key] = colour
            elif section in WITH_TEXT:
                entry = check.mapping(path, value, ("name", "text"), what="a name and a one-line text")
                if entry and "text" in entry:
                    text = check.text(path + ("text",), entry["text"], "a sentence")
                    if text:
                        texts[key] = text.strip()
            else:                                  # towns and cards: just the name
                name = check.text(path, value, "a name")
                if name:
                    names[key] = name.strip()
                continue
            if entry and "name" in entry:
                name = check.text(path + ("name",), entry["name"], "a name")
                if name:
                    names[key] = name.strip()
        for key in known:
            if key not in table:
                check.error((section,), f"missing the name of {key!r}")
    return Presentation(names, texts, colours, _icons(check, top.get("icons"), ids))


def _icons(check: Checker, data: Any, ids: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Sprite ids for rules ids and table pieces; an unknown key is a typo."""
    if data is None:
        return {}
    table = check.mapping(("icons",), data, optional=None, what="sprite ids by id")
    if table is None:
        return {}
    known = tuple(i for section in SECTIONS for i in ids[section]) + PIECES
    icons: dict[str, str] = {}
    for key, value in table.items():
        if key not in known:
            check.choice(("icons", key), key, known, "id or table piece")
            continue
        sprite = check.text(("icons", key), value, "a sprite id")
        if sprite:
            icons[key] = sprite.strip()
    return icons
