"""Every character the app can show has a glyph in every font that may draw it.

A missing glyph draws as a box ("Pirates' Gold □ how to play" was one), and nothing else
notices: pygame renders the font's .notdef without complaint. `pygame.freetype`'s
`get_metrics` returns None for a character the font lacks (`pygame.font.Font.metrics`
returns the box's metrics instead), so that is the check.

The texts: every string in the content YAML (names, tooltips, reference cards), every
rules.md, and every string literal in the app's code but docstrings (labels, sentences,
log lines). Any of them may be
drawn in any role (a card name in a heading, a log line in the display face), so each
character is checked against every font role.
"""

from __future__ import annotations

import ast

import pytest
import yaml

pygame = pytest.importorskip("pygame")
from pygame import freetype  # noqa: E402

from tabletop.runtime import paths  # noqa: E402
from tabletop.ui.theme import FONT_FILES  # noqa: E402
from tests import REPO  # noqa: E402

NEVER_DRAWN = set("\n\r\t")
"""Line breaks and tabs are split off before any line is drawn."""


def _strings(data) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for k, v in data.items() for s in _strings(k) + _strings(v)]
    if isinstance(data, list):
        return [s for item in data for s in _strings(item)]
    return []


def shown_texts() -> dict[str, str]:
    """Where each text comes from -> all its text, for every text the app can show."""
    texts: dict[str, str] = {}
    for path in sorted((REPO / "content").rglob("*.yaml")):
        texts[str(path.relative_to(REPO))] = "".join(_strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    for path in sorted((REPO / "content").rglob("*.md")):
        texts[str(path.relative_to(REPO))] = path.read_text(encoding="utf-8")
    for path in sorted((REPO / "tabletop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)}
        texts[str(path.relative_to(REPO))] = "".join(
            node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings)
    return texts


@pytest.fixture(scope="module")
def fonts():
    freetype.init()
    return {role: freetype.Font(str(paths.font_path(name)), 20) for role, name in FONT_FILES.items()}


def missing(font, characters: set[str]) -> set[str]:
    ordered = sorted(characters)
    return {ch for ch, metrics in zip(ordered, font.get_metrics("".join(ordered))) if metrics is None}


def test_the_check_sees_a_missing_glyph(fonts):
    """The check itself: an unassigned code point (U+0378) is in no font, "a" in every one."""
    for font in fonts.values():
        assert missing(font, {"\u0378", "a"}) == {"\u0378"}


def test_every_shown_character_has_a_glyph_in_every_font(fonts):
    texts = shown_texts()
    assert any(name.endswith("rules.md") for name in texts) and any(name.endswith(".yaml") for name in texts)
    problems = []
    for source, text in texts.items():
        characters = set(text) - NEVER_DRAWN
        for role, font in fonts.items():
            lacking = missing(font, characters)
            if lacking:
                problems.append(f"{source}: {FONT_FILES[role]} has no glyph for "
                                f"{', '.join(f'{ch!r} (U+{ord(ch):04X})' for ch in sorted(lacking))}")
    assert not problems, "\n".join(problems)


def test_every_font_has_lining_figures_so_player_1_never_reads_as_player_i(fonts):
    """An old-style "1" is as short as an "x" and looks like a small "I" (EB Garamond drew
    "Player 1" like "Player I"): every role's digits stand as tall as its capitals."""
    for role, font in fonts.items():
        one, capital_i, x = (m[3] for m in font.get_metrics("1Ix"))   # top of each glyph
        assert one >= 0.9 * capital_i > x, f"{FONT_FILES[role]}: '1' is {one} high, 'I' {capital_i}, 'x' {x}"
