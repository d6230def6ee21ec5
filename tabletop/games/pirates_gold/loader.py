"""Pirates' Gold content: `content/pirates_gold/*.yaml` -> a checked PiratesGoldContent.

Files: `game.yaml` (metadata), `board.yaml` (the sea chart, see `board_loader`),
`cards.yaml` (22 card kinds with counts, effect records and wording) and `numbers.yaml`
(every number of the rules: capacity, hand limit, win values, ducats, dice faces).
Every file is read and checked even when another is broken, and all errors are raised
together. The loader checks shapes and consistency (effect parameters, die faces, ducat
totals against the board); the committed counts are checked by the tests.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentErrors
from tabletop.content.folder import build_part, read_folder
from tabletop.content.meta import GameMeta
from tabletop.content.schema import Checker
from tabletop.games.pirates_gold.board_loader import build_board
from tabletop.games.pirates_gold.model import (
    DIRECTION_FACES, EFFECT_TYPES, WIND, CardKind, Effect, Numbers, PiratesGoldContent,
)

DATA_FILES = ("board.yaml", "cards.yaml", "numbers.yaml")
EFFECT_PARAMS: dict[str, tuple[str, ...]] = {"set_wind": ("directions",), "extra_sail": ("steps",),
                                             "curse": ("steps",), "captain": ("steps",)}
GROUPS = ("sky_and_wind", "sabres_and_ducats", "pirate_magic", "pirate_manoeuvres")
NUMBER_KEYS = ("ship_capacity", "hand_limit", "starting_hand", "win_value", "ducats", "ducats_on_board",
               "treasure_island_value", "start_wind", "start_strength", "dice")


def load_content(folder: Path) -> PiratesGoldContent:
    """Read and check every Pirates' Gold file in `folder`; raise ContentErrors with all problems."""
    found = read_folder(folder, DATA_FILES)
    meta, docs, errors = found.meta, found.docs, found.errors
    numbers = build_part(docs.get("numbers.yaml"), _numbers, errors)
    on_board = numbers.ducats_on_board if numbers else 16
    board = build_part(docs.get("board.yaml"), lambda check, doc: build_board(check, doc, on_board), errors, whole=True)
    cards = build_part(docs.get("cards.yaml"), _cards, errors)
    if meta is not None and numbers is not None and numbers.value is not None:
        missing = [n for n in range(meta.min_players, meta.max_players + 1) if n not in numbers.value.win_value]
        for players in missing:
            doc = docs["numbers.yaml"]
            errors.append(doc.error(("win_value",), f"missing the value needed to win with {players} players"))
    if errors or meta is None:   # a broken game.yaml has said why in `errors`
        raise ContentErrors(errors)
    return PiratesGoldContent(board, cards, numbers.value, _meta_dict(meta))



def _meta_dict(meta: GameMeta) -> dict[str, Any]:
    return {"id": meta.id, "name": meta.name, "pitch": meta.pitch, "min_players": meta.min_players,
            "max_players": meta.max_players, "icon": meta.icon}


# --- cards.yaml -------------------------------------------------------------------------

def _cards(check: Checker, data: Any) -> tuple[CardKind, ...]:
    top = check.mapping((), data, ("cards",), what="a mapping")
    items = check.sequence(("cards",), top.get("cards"), "a list of card kinds") if top and "cards" in top else None
    kinds: list[CardKind] = []
    seen: set[str | None] = set()
    for index, item in enumerate(items or []):
        path = ("cards", index)
        entry = check.mapping(path, item, ("id", "name", "count", "group", "effect", "text"), what="a card kind")
        if entry is None or any(k not in entry for k in ("id", "name", "count", "group", "effect", "text")):
            continue
        card_id = check.text(path + ("id",), entry["id"], "a card id")
        if card_id in seen:
            check.error(path + ("id",), f"card id {card_id!r} is used twice")
            card_id = None
        seen.add(card_id)
        name = check.text(path + ("name",), entry["name"], "a card name")
        count = check.integer(path + ("count",), entry["count"], 1, 60)
        group = check.choice(path + ("group",), entry["group"], GROUPS, "card group")
        text = check.text(path + ("text",), entry["text"], "the card's wording")
        effect = _effect(check, path + ("effect",), entry["effect"])
        if (card_id is not None and name is not None and count is not None and group is not None
                and effect is not None and text is not None):
            kinds.append(CardKind(card_id, name.strip(), count, group, effect, text.strip()))
    return tuple(kinds)


def _effect(check: Checker, path: tuple, value: Any) -> Effect | None:
    if not isinstance(value, dict) or "type" not in value:
        check.error(path, "expected an effect record such as {type: captain, steps: 1}")
        return None
    kind = check.choice(path + ("type",), value["type"], EFFECT_TYPES, "effect type")
    if kind is None:
        return None
    params = EFFECT_PARAMS.get(kind, ())
    for key in value:
        if key != "type" and key not in params:
            takes = f"it takes {', '.join(params)}" if params else "it takes no parameters"
            check.error(path + (key,), f"effect {kind!r} has no parameter {key!r}; {takes}")
    missing = [p for p in params if p not in value]
    for key in missing:
        check.error(path, f"effect {kind!r} needs the key {key!r}")
    if missing:
        return None
    if "steps" in params:
        steps = check.integer(path + ("steps",), value["steps"], 1, 6)
        return Effect(kind, steps=steps) if steps else None
    if "directions" in params:
        items = check.sequence(path + ("directions",), value["directions"], "a list of wind directions")
        dirs = [check.choice(path + ("directions", i), d, WIND, "wind direction") for i, d in enumerate(items or [])]
        if not dirs or None in dirs:
            if items is not None and not items:
                check.error(path + ("directions",), "expected at least one wind direction")
            return None
        return Effect(kind, directions=tuple(dirs))
    return Effect(kind)


# --- numbers.yaml -----------------------------------------------------------------------

class _Numbers:
    """The checked numbers plus what the board check needs before they are complete."""

    def __init__(self, value: Numbers | None, ducats_on_board: int) -> None:
        self.value = value
        self.ducats_on_board = ducats_on_board


def _numbers(check: Checker, data: Any) -> _Numbers | None:
    top = check.mapping((), data, NUMBER_KEYS, what="a mapping of the game's numbers")
    if top is None or any(k not in top for k in NUMBER_KEYS):
        return None
    capacity = check.integer(("ship_capacity",), top["ship_capacity"], 1, 20)
    hand_limit = check.integer(("hand_limit",), top["hand_limit"], 1, 20)
    starting = check.integer(("starting_hand",), top["starting_hand"], 0, 20)
    if starting is not None and hand_limit is not None and starting > hand_limit:
        check.error(("starting_hand",), f"expected at most the hand limit ({hand_limit}), got {starting}")
    win = _int_table(check, ("win_value",), top["win_value"], "player count", 1, 8, 1)
    ducats = _int_table(check, ("ducats",), top["ducats"], "ducat value", 1, 9, 0)
    on_board = check.integer(("ducats_on_board",), top["ducats_on_board"], 1, 200)
    if ducats and on_board and on_board > sum(ducats.values()):
        check.error(("ducats_on_board",), f"expected at most the {sum(ducats.values())} ducats there are, got {on_board}")
    treasure = check.integer(("treasure_island_value",), top["treasure_island_value"], 1, 9)
    wind = check.choice(("start_wind",), top["start_wind"], WIND, "wind direction")
    strength = check.integer(("start_strength",), top["start_strength"], 0, 9)
    dice = check.mapping(("dice",), top["dice"], ("direction", "strength"), what="the two dice")
    faces = strength_faces = None
    if dice and "direction" in dice and "strength" in dice:
        items = check.sequence(("dice", "direction"), dice["direction"], "the direction die's faces")
        faces = [check.choice(("dice", "direction", i), f, DIRECTION_FACES, "direction face")
                 for i, f in enumerate(items or [])]
        items = check.sequence(("dice", "strength"), dice["strength"], "the strength die's faces")
        strength_faces = [check.integer(("dice", "strength", i), f, 1, 9) for i, f in enumerate(items or [])]
    if (capacity is None or hand_limit is None or starting is None or win is None or ducats is None
            or on_board is None or treasure is None or wind is None or strength is None
            or not faces or not strength_faces or None in faces or None in strength_faces):
        return _Numbers(None, on_board or 16)
    value = Numbers(capacity, hand_limit, starting, win, ducats, on_board, treasure, wind, strength, tuple(faces),
                    tuple(face for face in strength_faces if face is not None))
    return _Numbers(value, on_board)


def _int_table(check: Checker, path: tuple, value: Any, what: str, low: int, high: int,
               least: int) -> dict[int, int] | None:
    table = check.mapping(path, value, optional=None, what=f"a mapping of {what} to a number")
    if table is None:
        return None
    out: dict[int, int] = {}
    for key, number in table.items():
        if isinstance(key, bool) or not isinstance(key, int) or not low <= key <= high:
            check.error(path + (key,), f"expected a {what} {low}..{high} as the key, got {key!r}")
            continue
        count = check.integer(path + (key,), number, least)
        if count is not None:
            out[key] = count
    return out if len(out) == len(table) and out else None

