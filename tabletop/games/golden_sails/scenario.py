"""Golden Sails scenario files: a described final position, scored by the real scorer.

Format (design note): `game`, `animal_reference`, `first_player`, `players` (clockwise),
each with `name` and the five piles bottom first. Pile entries are area values
(`mint`, `4`, `{kind: katar, left: 2, right: 0}`, `{power: spell_count}`) or
`{card: gs07}` naming a card of the bundled deck, whose matching area is used. A
universal spell may carry its whole card inline (`card: {spice, gem, animal, weapon}`)
or by id, so that it can move to another pile.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.game import Game
from tabletop.engine.package import ScenarioProblem
from tabletop.games.golden_sails.model import (
    ANIMALS,
    GOOD_TYPES,
    SPELL_POWERS,
    SPICES,
    WEAPONS,
    Area,
    Card,
    GoldenSailsContent,
    SpellPower,
    WeaponArea,
)
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.holdings import Holdings, SpellCard


def _expect(condition: bool, path: tuple, message: str) -> None:
    if not condition:
        raise ScenarioProblem(path, message)


def _choice(value: Any, allowed: tuple, path: tuple, what: str) -> Any:
    if value not in allowed:
        from difflib import get_close_matches

        close = get_close_matches(str(value), [str(a) for a in allowed], n=1)
        hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of {', '.join(map(str, allowed))}"
        raise ScenarioProblem(path, f"unknown {what} {value!r}{hint}")
    return value


def _int(value: Any, low: int, high: int, path: tuple, what: str) -> int:
    _expect(isinstance(value, int) and not isinstance(value, bool) and low <= value <= high, path,
            f"expected {what} as a whole number {low}..{high}, got {value!r}")
    return value


def _weapon(value: Any, path: tuple) -> WeaponArea:
    _expect(isinstance(value, dict), path, f"expected a weapon like {{kind: katar, left: 2, right: 0}}, got {value!r}")
    extra = sorted(set(value) - {"kind", "left", "right"})
    if extra:
        raise ScenarioProblem(path + (extra[0],), f"unknown key {extra[0]!r}; a weapon has kind, left and right")
    return WeaponArea(_choice(value.get("kind"), WEAPONS, path + ("kind",), "weapon kind"),
                      _int(value.get("left"), 0, 2, path + ("left",), "a left value"),
                      _int(value.get("right"), 0, 2, path + ("right",), "a right value"))


def _spell(value: dict, path: tuple) -> SpellPower:
    power = _choice(value.get("power"), SPELL_POWERS, path + ("power",), "spell power")
    params: dict[str, Any] = {}
    if power == "goods_count":
        params["type"] = _choice(value.get("type"), ("gems", "spices", "animals", "weapons"), path + ("type",), "good type")
    elif power == "animal_kind":
        params["animal"] = _choice(value.get("animal"), ANIMALS, path + ("animal",), "animal")
    elif power == "spice_pair":
        spices: Any = value.get("spices")
        _expect(isinstance(spices, list) and len(spices) == 2 and spices[0] != spices[1], path + ("spices",),
                f"expected two different spices, got {spices!r}")
        params["spices"] = tuple(_choice(s, SPICES, path + ("spices", i), "spice") for i, s in enumerate(spices))
    elif power == "weapon_boost":
        params["weapon"] = _choice(value.get("weapon"), WEAPONS, path + ("weapon",), "weapon kind")
    return SpellPower(power, **params)


class ScenarioReader:
    """Turns a parsed scenario into Holdings, using the bundled deck for `{card: ID}`."""

    def __init__(self, content: GoldenSailsContent) -> None:
        self.content = content

    def _card(self, card_id: Any, path: tuple) -> Card:
        return self.content.card(_choice(card_id, tuple(self.content.card_index), path, "card id"))

    def _inline_card(self, value: Any, path: tuple) -> Card:
        if isinstance(value, str):
            return self._card(value, path)
        _expect(isinstance(value, dict), path, f"expected a card id or a card's areas, got {value!r}")
        return Card("inline", _choice(value.get("spice"), SPICES, path + ("spice",), "spice"),
                    _int(value.get("gem"), 1, 8, path + ("gem",), "a gem class"),
                    _choice(value.get("animal"), ANIMALS, path + ("animal",), "animal"),
                    _weapon(value.get("weapon"), path + ("weapon",)), SpellPower("universal"))

    def entry(self, good: str, value: Any, path: tuple) -> Area | SpellCard:
        if isinstance(value, dict) and set(value) == {"card"}:
            named = self._card(value["card"], path + ("card",))
            return SpellCard(named.spell, named) if good == "spells" else named.area(good)
        if good == "spices":
            return _choice(value, SPICES, path, "spice")
        if good == "gems":
            return _int(value, 1, 8, path, "a gem class")
        if good == "animals":
            return _choice(value, ANIMALS, path, "animal")
        if good == "weapons":
            return _weapon(value, path)
        _expect(isinstance(value, dict), path, f"expected a spell like {{power: spell_count}}, got {value!r}")
        power = _spell(value, path)
        card = None
        if "card" in value:
            _expect(power.power == "universal", path + ("card",), "only a universal spell carries a card")
            card = self._inline_card(value["card"], path + ("card",))
            card = Card(card.id, card.spice, card.gem, card.animal, card.weapon, power)
        else:
            _expect(power.power != "universal", path, "a universal spell needs its `card` (id or areas) to move")
        return SpellCard(power, card)

    def holdings(self, player: Any, path: tuple) -> tuple[str, Holdings]:
        _expect(isinstance(player, dict), path, "expected a player with a name and piles")
        unknown = set(player) - {"name", *GOOD_TYPES}
        if unknown:
            key = sorted(unknown)[0]
            _choice(key, ("name", *GOOD_TYPES), path + (key,), "key")
        name = player.get("name")
        _expect(isinstance(name, str) and name.strip() != "", path + ("name",), "expected the player's name")
        h = Holdings()
        for good in GOOD_TYPES:
            items = player.get(good, [])
            _expect(isinstance(items, list), path + (good,), f"expected a list of {good}, got {items!r}")
            h.pile(good).extend(self.entry(good, item, path + (good, i)) for i, item in enumerate(items))
        return name, h


def score_scenario(data: dict, game: Game) -> dict:
    """Score a parsed scenario; raises ScenarioProblem naming the bad field."""
    if not isinstance(game, GoldenSailsRules):
        raise TypeError(f"a Golden Sails scenario is scored by Golden Sails, not {type(game).__name__}")
    allowed = ("game", "animal_reference", "first_player", "players")
    for key in data:
        _choice(key, allowed, (key,), "key")
    references = tuple(r.id for r in game.content.references)
    reference = _choice(data.get("animal_reference"), references, ("animal_reference",), "animal reference")
    players: Any = data.get("players")
    _expect(isinstance(players, list) and game.min_players <= len(players) <= game.max_players, ("players",),
            f"expected a list of {game.min_players}–{game.max_players} players")
    first = _int(data.get("first_player", 0), 0, len(players) - 1, ("first_player",), "a seat")
    reader = ScenarioReader(game.content)
    named = [reader.holdings(p, ("players", i)) for i, p in enumerate(players)]
    result = game.scorer(reference).score([h for _, h in named], first)
    return {
        "game": game.id,
        "players": [{"name": name, "total": result.totals[i], "breakdown": result.breakdown[i],
                     "choices": result.choices[i]} for i, (name, _) in enumerate(named)],
        "winners": [named[w][0] for w in result.winners],
    }

