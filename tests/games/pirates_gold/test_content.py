"""The committed Pirates' Gold content, and the board file's validation messages."""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from tabletop.commands.validate import validate_root
from tabletop.content.errors import ContentErrors
from tabletop.games.pirates_gold.loader import load_content
from tests import REPO

ROOT = REPO
FOLDER = ROOT / "content" / "pirates_gold"

COUNTS = {
    "storm": 4, "wind_change": 4, "north": 1, "south": 1, "west": 1, "east": 1, "small_sail": 3,
    "large_sail": 3, "steady_winds": 2, "doldrums": 2, "resupply": 3, "treasure_island": 3, "assault": 6,
    "freak_wave": 3, "counter_magic": 3, "ghost_ship": 4, "card_tricks": 2, "minor_curse": 2,
    "great_curse": 2, "petty_captain": 4, "great_captain": 4, "shore_leave": 2,
}


@pytest.fixture(scope="module")
def content():
    return load_content(FOLDER)


def test_the_deck_has_all_60_cards_in_22_kinds(content):
    assert {c.id: c.count for c in content.cards} == COUNTS
    assert len(content.deck()) == 60 and len(content.cards) == 22
    groups = Counter()
    for card in content.cards:
        groups[card.group] += card.count
    assert groups == {"sky_and_wind": 22, "sabres_and_ducats": 12, "pirate_magic": 16, "pirate_manoeuvres": 10}


def test_effect_records_carry_their_parameters(content):
    effect = {c.id: c.effect for c in content.cards}
    assert effect["storm"].directions == ("N", "E", "S", "W")
    assert effect["wind_change"].directions == ("W", "N")
    assert [effect[d].directions for d in ("north", "south", "west", "east")] == [("N",), ("S",), ("W",), ("E",)]
    assert (effect["small_sail"].steps, effect["large_sail"].steps) == (1, 2)
    assert (effect["minor_curse"].steps, effect["great_curse"].steps) == (1, 2)
    assert (effect["petty_captain"].steps, effect["great_captain"].steps) == (1, 2)


def test_the_numbers(content):
    n = content.numbers
    assert (n.ship_capacity, n.hand_limit, n.starting_hand) == (4, 5, 3)
    assert n.win_value == {2: 9, 3: 8, 4: 7}
    assert n.ducats == {1: 14, 2: 7, 3: 7} and n.ducats_on_board == 16
    assert n.direction_faces == ("N", "E", "S", "W", "choice", "same")
    assert n.strength_faces == (1, 1, 2, 2, 3, 3)


def test_the_chart(content):
    board = content.board
    assert sorted(board.ports) == [0, 1, 2, 3]
    assert len(board.ducat_spaces) >= 16 and board.card_spaces
    assert "small_island" in board.kinds and board.crosses


def test_validate_covers_pirates_gold():
    assert validate_root() == []


def test_the_rules_summary_is_in_our_own_words():
    """No run of eight words of the translated rulebook appears in rules.md."""
    rulebook = (ROOT.parent / "shared" / "rulebooks" / "pirates_gold.txt")
    if not rulebook.exists():
        pytest.skip("rulebook not available here")
    def words(text: str) -> list[str]:
        return re.findall(r"[a-z0-9']+", text.lower())

    book = words(rulebook.read_text(encoding="utf-8"))
    ours = " ".join(words((FOLDER / "rules.md").read_text(encoding="utf-8")))
    runs = {" ".join(book[i:i + 8]) for i in range(len(book) - 7)}
    copied = [run for run in runs if run in ours]
    assert not copied, copied[:3]


# --- board validation --------------------------------------------------------------------

def broken(tmp_path: Path, old: str, new: str) -> tuple[Path, str]:
    folder = tmp_path / "pirates_gold"
    shutil.copytree(FOLDER, folder)
    text = (folder / "board.yaml").read_text(encoding="utf-8")
    assert old in text
    (folder / "board.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder, text


def grid_line(text: str, row: int) -> int:
    lines = text.splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.startswith("grid:")) + 1 + row


def errors_of(folder: Path) -> list:
    with pytest.raises(ContentErrors) as caught:
        load_content(folder)
    return caught.value.errors


def test_a_row_of_the_wrong_length_is_named_with_its_line(tmp_path):
    folder, text = broken(tmp_path, "  .?....1....$.\n", "  .?....1....$..\n")
    [error] = errors_of(folder)
    assert error.file.endswith("board.yaml") and error.line == grid_line(text, 1)
    assert error.field == "grid[1]" and "14 cells" in error.message and "13" in error.message


def test_an_unknown_character_is_named_with_its_line_and_column(tmp_path):
    folder, text = broken(tmp_path, "  ..o.$....o...\n", "  ..o.$..X.o...\n")
    [error] = errors_of(folder)
    assert error.line == grid_line(text, 2) and error.field == "grid[2]"
    assert "'X'" in error.message and "column 8" in error.message and "legend" in error.message


def test_a_missing_home_port_is_reported(tmp_path):
    folder, text = broken(tmp_path, "  4....###....3\n", "  .....###....3\n")
    [error] = errors_of(folder)
    assert error.file.endswith("board.yaml") and error.field == "grid"
    assert error.line == grid_line(text, -1)
    assert "home port of seat 4" in error.message


def test_too_few_ducat_spaces_are_reported(tmp_path):
    folder, text = broken(tmp_path, "  ..$..###.$...\n", "  .....###.$...\n")   # the chart has exactly 16
    [error] = errors_of(folder)
    assert error.field == "grid" and error.line == grid_line(text, -1)
    assert "at least 16 ducat spaces" in error.message and "found 15" in error.message


def test_every_board_error_is_reported_in_one_run(tmp_path):
    folder, _ = broken(tmp_path, "  ..o.$....o...\n", "  ..o.$..X.o...\n")
    text = (folder / "board.yaml").read_text(encoding="utf-8").replace("  .?....1....$.\n", "  .?....1....$..\n")
    (folder / "board.yaml").write_text(text, encoding="utf-8")
    fields = sorted(e.field for e in errors_of(folder))
    assert fields == ["grid[1]", "grid[2]"]


def test_a_wind_cross_off_the_chart_is_reported(tmp_path):
    folder, _ = broken(tmp_path, "  - [3, 3]", "  - [30, 3]")
    [error] = errors_of(folder)
    assert error.field == "wind_crosses[0][0]" and "1..12" in error.message


def test_an_unknown_effect_type_is_reported(tmp_path):
    folder = tmp_path / "pirates_gold"
    shutil.copytree(FOLDER, folder)
    path = folder / "cards.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("{type: curse, steps: 1}", "{type: cruse, steps: 1}"),
                    encoding="utf-8")
    [error] = errors_of(folder)
    assert error.file.endswith("cards.yaml") and error.field.endswith("effect.type") and "curse" in error.message


def test_a_broken_row_does_not_hide_a_missing_port_or_a_doubled_one(tmp_path):
    folder, text = broken(tmp_path, "  4....###....3\n", "  .....###....3\n")
    path = folder / "board.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  .?....1....$.\n", "  .?....1....$..X\n")
                    .replace("  ...o....o....\n", "  ...o..3.o....\n"), encoding="utf-8")
    errors = errors_of(folder)
    assert sorted((e.field, e.line) for e in errors) == [
        ("grid", grid_line(text, -1)),            # the missing port of seat 4
        ("grid[10]", grid_line(text, 10)),        # the second port of seat 3
        ("grid[1]", grid_line(text, 1)), ("grid[1]", grid_line(text, 1)),   # length and the 'X'
    ]
