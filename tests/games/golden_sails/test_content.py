"""The committed Golden Sails content matches the design note, card for card.

The deck was generated once (tools/make_golden_sails_deck.py) and may be edited by hand;
the loader accepts any well-formed deck, so the design's counts are checked here, on the
committed file.
"""

from __future__ import annotations

import itertools
import shutil
import string
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.content.errors import ContentErrors
from tabletop.games.golden_sails.loader import load_content
from tabletop.games.golden_sails.model import (
    ANIMALS,
    EXPERTS,
    GEM_CLASSES,
    GOOD_TYPES,
    SPELL_POWERS,
    SPICES,
    WEAPONS,
    GoldenSailsContent,
)
from tests import REPO

FOLDER = REPO / "content" / "golden_sails"
PARCHMENT = "#F2E6C8"


@pytest.fixture(scope="module")
def content() -> GoldenSailsContent:
    return load_content(FOLDER)


def test_ids_run_gs01_to_gs48(content: GoldenSailsContent) -> None:
    assert [c.id for c in content.cards] == [f"gs{n:02d}" for n in range(1, 49)]


def test_area_counts(content: GoldenSailsContent) -> None:
    cards = content.cards
    assert Counter(c.spice for c in cards) == {s: 8 for s in SPICES}
    assert Counter(c.gem for c in cards) == {g: 6 for g in GEM_CLASSES}
    assert Counter(c.animal for c in cards) == {a: 12 for a in ANIMALS}
    assert Counter(c.weapon.kind for c in cards) == {w: 12 for w in WEAPONS}


def test_weapon_values_balance_per_kind(content: GoldenSailsContent) -> None:
    allowed = {(0, 2), (2, 0), (1, 1), (1, 2), (2, 1)}
    for kind in WEAPONS:
        weapons = [c.weapon for c in content.cards if c.weapon.kind == kind]
        assert {(w.left, w.right) for w in weapons} <= allowed
        assert sum(w.left for w in weapons) == sum(w.right for w in weapons), kind


def test_spell_counts(content: GoldenSailsContent) -> None:
    spells = [c.spell for c in content.cards]
    assert Counter(s.power for s in spells) == {
        "goods_count": 8, "spell_count": 4, "animal_kind": 8, "spice_pair": 6, "five_types": 3,
        "animal_trio": 3, "gem_shift": 4, "weapon_boost": 4, "weapon_shield": 4, "universal": 4,
    }
    assert Counter(s.type for s in spells if s.power == "goods_count") == {t: 2 for t in ("gems", "spices", "animals", "weapons")}
    assert Counter(s.animal for s in spells if s.power == "animal_kind") == {a: 2 for a in ANIMALS}
    assert Counter(s.weapon for s in spells if s.power == "weapon_boost") == {w: 1 for w in WEAPONS}
    pairs = [frozenset(s.spices) for s in spells if s.power == "spice_pair"]
    assert len(set(pairs)) == 6 and all(len(p) == 2 for p in pairs)


def test_no_two_cards_identical(content: GoldenSailsContent) -> None:
    faces = {(c.spice, c.gem, c.animal, c.weapon, c.spell) for c in content.cards}
    assert len(faces) == len(content.cards)


def test_no_area_predicts_another(content: GoldenSailsContent) -> None:
    """Every kind of one area meets at least three kinds of each other area (a kind that
    always came with the same animal, say, would let players read one from the other)."""
    areas = {
        "spice": [c.spice for c in content.cards], "gem": [c.gem for c in content.cards],
        "animal": [c.animal for c in content.cards], "weapon": [c.weapon.kind for c in content.cards],
        "spell": [c.spell.power for c in content.cards],
    }
    for a, b in itertools.permutations(areas, 2):
        partners: dict = {}
        for x, y in zip(areas[a], areas[b]):
            partners.setdefault(x, set()).add(y)
        assert min(len(ys) for ys in partners.values()) >= 3, (a, b)


def test_references(content: GoldenSailsContent) -> None:
    refs = {r.id: r for r in content.references}
    assert list(refs) == ["I", "II", "III", "IV", "V"]
    assert (refs["I"].scoring, [(p.shape, p.size, p.points) for p in refs["I"].patterns], refs["I"].leftover) == \
        ("sets", [("any", 2, 5)], 0)
    assert (refs["II"].scoring, [(p.shape, p.size, p.points) for p in refs["II"].patterns], refs["II"].leftover) == \
        ("sets", [("distinct", 3, 10)], 1)
    assert (refs["III"].scoring, refs["III"].multiplier) == ("squares", 1)
    assert refs["IV"].scoring == "sets" and refs["IV"].leftover == 0
    assert [(p.shape, p.size, p.points) for p in refs["IV"].patterns] == [
        ("identical", 2, 6), ("distinct", 1, 2), ("distinct", 2, 4), ("distinct", 3, 8), ("distinct", 4, 12)]
    values = refs["V"].values
    assert refs["V"].scoring == "sequence"
    assert (values["phoenix"]["spider"], values["spider"]["unicorn"], values["unicorn"]["unicorn"],
            values["unicorn"]["serpent"]) == (4, 3, 3, 4)
    assert all(3 <= values[a][b] <= 5 for a in ANIMALS for b in ANIMALS)
    assert all(r.summary.endswith(".") for r in refs.values())


def test_numbers(content: GoldenSailsContent) -> None:
    assert content.scoring.spice_kinds == (2, 4, 8, 12, 20, 30)
    assert content.scoring.power_points == {"goods_count": 1, "spell_count": 2, "animal_kind": 2,
                                            "spice_pair": 4, "five_types": 4, "animal_trio": 4}
    assert content.scoring.weapon_boost == 2
    assert content.setup.rounds == 12
    assert content.setup.deck_size == {2: 24, 3: 36, 4: 48}
    assert content.setup.experts_return_after == (4, 8)
    assert content.setup.first_player_skip_players == (4,)


def test_meta_and_options(content: GoldenSailsContent) -> None:
    assert (content.meta["name"], content.meta["min_players"], content.meta["max_players"]) == ("Golden Sails", 2, 4)
    assert [o["id"] for o in content.meta["options"]] == ["open_gems", "secret_experts"]


def test_presentation_names_every_id(content: GoldenSailsContent) -> None:
    names, icons = content.presentation.names, content.presentation.icons
    for ids in (GOOD_TYPES, EXPERTS, SPICES, ANIMALS, WEAPONS, SPELL_POWERS):
        assert all(names[i] and icons[i] for i in ids)
    assert all(names[str(g)] for g in GEM_CLASSES)


def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def test_colours_are_distinct_and_readable_on_parchment(content: GoldenSailsContent) -> None:
    colours = content.presentation.colours
    assert set(colours) == set(GOOD_TYPES) and len(set(colours.values())) == len(GOOD_TYPES)
    gems = content.presentation.gem_colours
    assert sorted(gems) == list(range(1, 9)) and len(set(gems.values())) == 8
    for colour in colours.values():
        contrast = (_luminance(PARCHMENT) + 0.05) / (_luminance(colour) + 0.05)
        assert contrast >= 4.5, colour
    for colour in gems.values():   # pictures, beside the class number in ink: 3:1 as for graphics
        assert (_luminance(PARCHMENT) + 0.05) / (_luminance(colour) + 0.05) >= 3.0, colour


def test_power_text_fills_for_every_card(content: GoldenSailsContent) -> None:
    names = content.presentation.names
    points = dict(content.scoring.power_points, weapon_boost=content.scoring.weapon_boost)
    for card in content.cards:
        spell = card.spell
        values = {"points": points.get(spell.power, 0), "type": names.get(spell.type or "", ""),
                  "animal": names.get(spell.animal or "", ""), "weapon": names.get(spell.weapon or "", ""),
                  "spice1": names[spell.spices[0]] if spell.spices else "",
                  "spice2": names[spell.spices[1]] if spell.spices else ""}
        text = content.presentation.power_text[spell.power].format(**values)
        assert "{" not in text and text.endswith(".")


# --- robustness: no edit of the content may crash the loader ------------------------------

_TOKENS = ["", "0", "-1", "99", "yes", "null", "[]", "{}", "x", "'#'", "[mint, mint]", "anise", "{power: x}"]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(file=st.sampled_from(["game.yaml", "cards.yaml", "references.yaml", "numbers.yaml", "presentation.yaml"]),
       pick=st.integers(0, 10_000), token=st.sampled_from(_TOKENS))
def test_any_value_edit_gives_content_errors_or_content(tmp_path_factory, file: str, pick: int, token: str) -> None:
    """Replace one scalar value anywhere with a wrong one: the loader either accepts it or
    raises ContentErrors naming that file; it never raises anything else."""
    folder = tmp_path_factory.mktemp("gs") / "golden_sails"
    shutil.copytree(FOLDER, folder)
    path = folder / file
    lines = path.read_text(encoding="utf-8").splitlines()
    candidates = [i for i, line in enumerate(lines) if ": " in line and not line.lstrip().startswith("#")]
    index = candidates[pick % len(candidates)]
    key, _, _ = lines[index].partition(": ")
    lines[index] = f"{key}: {token}"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        load_content(folder)
    except ContentErrors as errors:
        assert errors.errors
        assert all(e.file and e.message and set(e.message) - set(string.whitespace) for e in errors.errors)


def test_rules_text_shows_each_ordered_references_table_as_in_content(content: GoldenSailsContent) -> None:
    """rules.md writes reference V's table out (the in-app Markdown has no grid, so a row
    per animal); it must say what references.yaml and presentation.yaml say, row for row."""
    from tabletop.games.golden_sails.table.words import Words

    lines = (FOLDER / "rules.md").read_text(encoding="utf-8").splitlines()
    for reference in (r for r in content.references if r.scoring == "sequence"):
        expected = [f"    - **{name}** → " + ", ".join(f"{after.lower()} {vp}" for after, vp in cells)
                    for name, cells in Words(content).sequence_rows(reference)]
        start = next(i for i, line in enumerate(lines) if line.startswith(f"  - {reference.id}:")) + 1
        item = itertools.takewhile(lambda line: line.startswith("    "), lines[start:])   # the V item's lines
        written = [line for line in item if line.startswith("    - ")]
        assert written == expected, (f"rules.md's table for reference {reference.id} differs from the content; "
                                     "write it as:\n" + "\n".join(expected))
