"""Sail to India content: the committed YAML is complete and as designed, and broken
content is reported with file, line and field."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tabletop.commands.validate import validate_root
from tabletop.content.errors import ContentErrors
from tabletop.games.sail_to_india.loader import load_content
from tabletop.runtime.paths import content_root

FOLDER = content_root() / "sail_to_india"


@pytest.fixture
def copy(tmp_path) -> Path:
    target = tmp_path / "sail_to_india"
    shutil.copytree(FOLDER, target)
    return target


def edit(path: Path, pattern: str, replacement: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    new = re.sub(pattern, replacement, text, count=count, flags=re.M)
    assert new != text, f"pattern {pattern!r} not found in {path.name}"
    path.write_text(new, encoding="utf-8")


def errors_of(folder: Path) -> list:
    with pytest.raises(ContentErrors) as caught:
        load_content(folder)
    return caught.value.errors


def line_of(path: Path, needle: str) -> int:
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if needle in text:
            return number
    raise AssertionError(needle)


def test_committed_content_loads_and_validates():
    content = load_content(FOLDER)
    assert not [e for e in validate_root() if "sail_to_india" in e.file]
    assert content.goods == ("pepper", "cinnamon", "silk", "ivory", "tea", "gold")
    assert len(content.towns) == 12 and len({content.name(t.id) for t in content.towns}) == 12
    assert content.name("sao_tome") == "São Tomé" and content.name("bank_system") == "Bank System"
    assert set(content.presentation.colours) == set(content.goods)


def test_the_towns_follow_the_design_note():
    content = load_content(FOLDER)
    goods = Counter(g for t in content.towns for g in t.goods)
    assert goods == {g: 4 for g in content.goods}
    assert all(t.goods[0] != t.goods[1] for t in content.towns)
    kinds = Counter(b.kind for t in content.towns for b in t.buildings)
    assert kinds == {"stronghold": 8, "church": 8, "marketplace": 8}
    market_goods = {b.good for t in content.towns for b in t.buildings if b.kind == "marketplace"}
    assert market_goods == set(content.goods)
    assert sum(t.recommended for t in content.towns) == 3


def test_numbers_are_content():
    n = load_content(FOLDER).numbers
    assert (n.action_points, n.markers_per_player, n.banker_capacity, n.historian_capacity) == (2, 13, 5, 5)
    assert n.chart_wealth == (1, 2, 3, 4, 5, 6) and n.chart_vp == (0, 0, 1, 1, 2, 4)
    assert n.speed_costs == {2: 2, 3: 4} and n.in_line == {3: 9, 4: 12}
    assert n.start_wealth == (2, 2, 3, 4)


def test_rules_summary_exists_and_records_our_decisions():
    text = (FOLDER / "rules.md").read_text(encoding="utf-8")
    assert "How this app settles what the rulebook leaves open" in text


@pytest.mark.parametrize("file,pattern,replacement,needle,field,words", [
    ("towns.yaml", r"goods: \[pepper, cinnamon\]", "goods: [pepper, cinamon]", "cinamon",
     "towns[0].goods[1]", "did you mean 'cinnamon'"),
    ("towns.yaml", r"goods: \[silk, ivory\]", "goods: [silk, silk]", "[silk, silk]",
     "towns[1].goods[1]", "same good twice"),
    ("towns.yaml", r"buildings: \[church, \{marketplace: pepper\}\]", "buildings: [church, marketplace]",
     "[church, marketplace]", "towns[1].buildings[1]", "names its good"),
    ("towns.yaml", r"buildings: \[stronghold, church\]", "buildings: [stronghold, chapel]", "chapel",
     "towns[2].buildings[1]", "unknown building kind 'chapel'"),
    ("towns.yaml", r"    recommended: true\n", "    recommended: yes please\n", "yes please",
     "towns[0].recommended", "true or false"),
    ("technologies.yaml", r"cost: 3", "cost: -3", "cost: -3", "cards[1].technologies[2].cost", "0 or more"),
    ("technologies.yaml", r"type: buy_vp", "type: buy_vps", "buy_vps", "cards[1].technologies[2].effect.type",
     "did you mean 'buy_vp'"),
    ("technologies.yaml", r"building: church", "building: chruch", "chruch",
     "cards[2].technologies[1].effect.building", "did you mean 'church'"),
    ("technologies.yaml", r"\{type: sale_bonus, wealth: 1\}", "{type: sale_bonus, welth: 1}", "welth",
     "cards[1].technologies[3].effect.welth", "unknown key"),
    ("numbers.yaml", r"action_points: 2", "action_points: two", "action_points", "action_points",
     "expected an integer 1 or more"),
    ("numbers.yaml", r"vp: \[0, 0, 1, 1, 2, 4\]", "vp: [0, 0, 1, 1, 2]", "vp: [0, 0, 1, 1, 2]",
     "trading_chart.vp", "one per number of kinds"),
    ("numbers.yaml", r"round_limit: 50", "round_limit: 0", "round_limit: 0", "end.round_limit",
     "expected an integer 1 or more"),
    ("goods.yaml", r"gold\]", "pepper]", "goods: [", "goods[5]", "listed twice"),
    ("presentation.yaml", r"  gold: \{name: Gold, colour: \"#F9A825\"\}", "  gold: {name: Gold, colour: red}",
     "colour: red", "goods.gold.colour", "expected a colour"),
    ("presentation.yaml", r"  funchal: Funchal", "  funchall: Funchal", "funchall", "towns.funchall",
     "did you mean 'funchal'"),
    ("presentation.yaml", r"  malindi: Malindi\n", "", "towns:", "towns", "missing the name of 'malindi'"),
    ("buildings.yaml", r"end_vp: 2", "end_vp: lots", "end_vp: lots", "buildings[1].end_vp", "0 or more"),
])
def test_broken_content_names_file_line_and_field(copy, file, pattern, replacement, needle, field, words):
    edit(copy / file, pattern, replacement)
    errors = errors_of(copy)
    match = [e for e in errors if e.field == field]
    assert match, [str(e) for e in errors]
    error = match[0]
    assert words in error.message, str(error)
    assert error.file.endswith(file)
    assert error.line == line_of(copy / file, needle)


def test_every_error_is_reported_in_one_run(copy):
    edit(copy / "towns.yaml", r"goods: \[pepper, cinnamon\]", "goods: [pepper, cinamon]")
    edit(copy / "numbers.yaml", r"action_points: 2", "action_points: 0")
    files = {Path(e.file).name for e in errors_of(copy)}
    assert files == {"towns.yaml", "numbers.yaml"}


def test_a_missing_file_is_named(copy):
    (copy / "goods.yaml").unlink()
    errors = errors_of(copy)
    assert any(e.file.endswith("goods.yaml") and "missing" in e.message for e in errors)


def test_recommended_towns_must_match_the_face_up_count(copy):
    edit(copy / "towns.yaml", r"    recommended: true\n", "")
    errors = errors_of(copy)
    assert any(e.field == "towns" and "recommended" in e.message for e in errors)


def test_too_few_towns_for_the_line(copy):
    edit(copy / "numbers.yaml", r"in_line: \{3: 9, 4: 12\}", "in_line: {3: 9, 4: 13}")
    errors = errors_of(copy)
    assert any(e.field == "towns" and "at least 13 towns" in e.message for e in errors)


def test_a_new_technology_with_an_existing_effect_needs_no_code(copy):
    edit(copy / "technologies.yaml", r"      - id: renaissance\n",
         "      - id: golden_age\n        cost: 5\n        effect: {type: end_vp, vp: 5}\n      - id: renaissance\n")
    edit(copy / "presentation.yaml", r"^technologies:\n",
         "technologies:\n  golden_age:\n    name: Golden Age\n    text: 5 VP at the end.\n")
    content = load_content(copy)
    assert content.tech("golden_age").effect.end_vp({}) == 5
