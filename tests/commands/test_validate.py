"""What `validate` refuses beyond the schema (issue #51, "Also decide"): a rules.md that is
not plain UTF-8 text, a sound the map names but sounds/ lacks, a game name too long for
the screen, and text-direction controls in any text a player sees. Each error names the
file and line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop.commands.validate import validate_root
from tabletop.runtime.limits import MAX_GAME_NAME_LENGTH
from tabletop.runtime.paths import content_root


@pytest.fixture
def root(tmp_path: Path) -> Path:
    target = tmp_path / "content"
    shutil.copytree(content_root(), target)
    return target


def _errors(root: Path) -> list[str]:
    return [str(error) for error in validate_root(root)]


def _replace_line(path: Path, pattern: str, replacement: str) -> int:
    """Substitute on the first line matching `pattern`; returns that line's number."""
    lines = path.read_text(encoding="utf-8").split("\n")
    number = next(i for i, line in enumerate(lines) if re.search(pattern, line))
    lines[number] = re.sub(pattern, replacement, lines[number])
    path.write_text("\n".join(lines), encoding="utf-8")
    return number + 1


def test_the_bundled_content_passes(root):
    assert _errors(root) == []


def test_a_binary_rules_md_is_refused_with_its_line(root):
    rules = root / "golden_sails" / "rules.md"
    rules.write_bytes(b"# Rules\n\nText\n\x00\x01\x02PNG\n")
    assert _errors(root) == [f"{rules}:4: control character U+0000: the rules must be plain text "
                             f"(is this a binary file?)"]


def test_a_rules_md_in_another_encoding_is_refused_with_its_line(root):
    rules = root / "pirates_gold" / "rules.md"
    rules.write_bytes(b"# Rules\n\nCaf\xe9 and more\n")
    assert _errors(root) == [f"{rules}:3: not UTF-8 text (byte 0xe9); save the file with UTF-8 encoding"]


def test_a_direction_control_in_rules_md_is_refused(root):
    rules = root / "sail_to_india" / "rules.md"
    text = rules.read_text(encoding="utf-8").split("\n")
    text[2] += " \u202eerom"
    rules.write_text("\n".join(text), encoding="utf-8")
    [error] = _errors(root)
    assert error.startswith(f"{rules}:3: contains the text-direction control U+202E")


def test_a_sound_file_that_does_not_exist_is_refused_on_its_line(root):
    line = _replace_line(root / "sounds.yaml", r"file: chime\.ogg", "file: chimes.ogg")
    [error] = _errors(root)
    assert error.startswith(f"{root / 'sounds.yaml'}:{line}: sounds.chime.file: there is no file 'chimes.ogg' in ")


def test_a_game_name_over_the_limit_is_refused_and_one_at_it_passes(root):
    game = root / "winds_of_trade" / "game.yaml"
    line = _replace_line(game, r"^name: .*", "name: " + "W" * MAX_GAME_NAME_LENGTH)
    assert _errors(root) == []
    _replace_line(game, r"^name: .*", "name: " + "W" * 5000)
    assert _errors(root) == [f"{game}:{line}: name: the game's name is 5,000 characters long; a name is at most "
                             f"{MAX_GAME_NAME_LENGTH}, so that it fits the game-select screen"]


@pytest.mark.parametrize("control", ["\u202e", "\u202d", "\u2067", "\u200f"])
def test_a_direction_control_in_a_name_is_refused_with_file_line_and_field(root, control):
    game = root / "golden_sails" / "game.yaml"
    line = _replace_line(game, r"^name: ", "name: " + control)
    assert _errors(root) == [f"{game}:{line}: name: contains the text-direction control U+{ord(control):04X}, "
                             f"which can make one name look like another; remove it"]


def test_a_direction_control_in_a_label_deep_in_content_is_refused(root):
    presentation = root / "golden_sails" / "presentation.yaml"
    line = _replace_line(presentation, r"cook: Cook", "cook: \u202eCook")
    errors = _errors(root)
    assert errors and all(f"{presentation}:{line}: " in error and "U+202E" in error for error in errors)
