"""What counts as an internal id in words a player reads (issue #50, item 12), for the
check of every drawn string (`test_no_internal_ids.py`) and of the `score` command.

A game's vocabulary is read from its own content files: every `id` with a `name`, and
every key whose value is a display name (`weapon_shield: Warding`, `navy: {name: The
Navy}`). A string leaks an id when it holds
- a seat token the app should have filled (`{P0}`) or any other `{field}` left unfilled;
- a snake_case word (`weapon_shield`, `stable_markets`): no sentence of ours has one;
- a content id with a digit (`gs30`, `a07`): card ids, never names;
- an id whose display name is other words ("universal" for the Shapeshifter), outside
  the display names themselves.
An id that only differs from its name in case ("mambele", "Mambele") or lies inside it
("serpent" in "Sea serpent") is an ordinary word a sentence may use, so it is not one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

import yaml

from tabletop.runtime import paths

FIELDS = {"name", "text", "label", "description", "title", "summary", "tip", "letter", "short", "long", "id"}
"""Keys that hold words, not ids: their values are sentences, not display names."""
TOKEN = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


@dataclass(frozen=True)
class Vocabulary:
    renamed: dict[str, str]         # id -> its display name, where the name is other words
    names: tuple[str, ...]          # every display name, longest first
    numbered: frozenset[str]        # ids with a digit (cards)

    def leaks(self, text: str) -> set[str]:
        """The internal ids `text` shows a player."""
        found = set(TOKEN.findall(text)) | set(SNAKE.findall(text))
        found |= {i for i in self.numbered if re.search(rf"\b{re.escape(i)}\b", text)}
        outside_names = text
        for name in self.names:
            outside_names = outside_names.replace(name, " ")
        for i in self.renamed:
            if re.search(rf"\b{re.escape(i.replace('_', ' '))}\b", outside_names, flags=re.IGNORECASE):
                found.add(i)
        return found


@cache
def vocabulary(game_id: str) -> Vocabulary:
    pairs: dict[str, str] = {}
    ids: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("id"), str):
                ids.add(node["id"])
                if isinstance(node.get("name"), str):
                    pairs.setdefault(node["id"], node["name"])
            for key, value in node.items():
                if isinstance(key, str) and re.fullmatch(r"[a-z][a-z0-9_]*", key) and key not in FIELDS:
                    if isinstance(value, str) and re.fullmatch(r"[A-Z][^.:]*", value) and len(value.split()) <= 4:
                        pairs.setdefault(key, value)
                    elif isinstance(value, dict) and isinstance(value.get("name"), str):
                        pairs.setdefault(key, value["name"])
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in sorted((paths.content_root() / game_id).glob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    renamed = {}
    for i, name in pairs.items():
        words = i.replace("_", " ")
        if words.lower() != name.lower() and not re.search(rf"\b{re.escape(words)}\b", name, flags=re.IGNORECASE):
            renamed[i] = name
    return Vocabulary(renamed, tuple(sorted(set(pairs.values()), key=len, reverse=True)),
                      frozenset(i for i in ids | set(pairs) if re.search(r"\d", i)))
