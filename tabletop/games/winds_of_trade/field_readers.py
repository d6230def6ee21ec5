"""Readers the Winds of Trade content files share: a file's list of records, a card's
unique id, an effect record and a number given per player count. Each reports what is
wrong through the file's `Checker` (file, line and field) and returns None for it.
"""

from __future__ import annotations

from typing import Any

from tabletop.content.schema import Checker, describe
from tabletop.games.winds_of_trade.effects import EFFECT_TYPES, ISLAND
from tabletop.games.winds_of_trade.model import GOODS, PLAYER_COUNTS, EffectSpec


def records(check: Checker, data: Any, key: str, what: str) -> list:
    """The list under `key` at the top of a file (`advisors: [...]`): at least one record."""
    top = check.mapping((), data, (key,), what="a mapping")
    if not top or key not in top:
        return []
    items = check.sequence((key,), top[key], f"a list of {what}")
    if items is not None and not items:
        check.error((key,), f"expected at least one of {what}, got an empty list")
    return items or []


def unique_id(check: Checker, path: tuple, value: Any, seen: dict[str, int | None]) -> str | None:
    """An id not used before in the file (`seen`: the ids so far, with their lines)."""
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
    read = {count: number for count, number in out.items() if number is not None}
    return read if len(read) == len(out) else None
