"""Broken content must be reported, never crash: each fault names file, line and field.

Every test copies the bundled content to a scratch folder, breaks one thing, and checks
that the loader's error names the right file, the line of the offending field (found in
the broken text itself, so the tests survive edits of the content), the field path and
what was expected.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tabletop.commands.validate import validate_root
from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.hashing import content_hash, whole_folder_hash
from tabletop.content.meta import load_meta
from tabletop.content.yamlio import read_yaml
from tabletop.games.golden_sails.loader import load_content
from tests import REPO

BUNDLED = REPO / "content"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A scratch copy of the whole content root."""
    target = tmp_path / "content"
    shutil.copytree(BUNDLED, target)
    return target


@pytest.fixture
def gs(root: Path) -> Path:
    return root / "golden_sails"


def edit(path: Path, pattern: str, repl: str, flags: int = re.M) -> int:
    """Apply one regex substitution to the file; return the first line that changed."""
    old = path.read_text(encoding="utf-8")
    new, count = re.subn(pattern, repl, old, count=1, flags=flags)
    assert count == 1, f"pattern {pattern!r} not found in {path.name}"
    path.write_text(new, encoding="utf-8")
    return first_changed_line(old, new)


def first_changed_line(old: str, new: str) -> int:
    for number, (a, b) in enumerate(zip(old.splitlines(), new.splitlines()), start=1):
        if a != b:
            return number
    return min(len(old.splitlines()), len(new.splitlines())) + 1


def line_of(path: Path, pattern: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if re.search(pattern, line):
            return number
    raise AssertionError(f"{pattern!r} not in {path.name}")


def errors_of(folder: Path) -> list[ContentError]:
    with pytest.raises(ContentErrors) as caught:
        load_content(folder)
    assert caught.value.errors
    return caught.value.errors


def find(errors: list[ContentError], file: str, line: int | None, field: str, text: str) -> ContentError:
    """The error with this file (name), line and field whose message contains `text`."""
    for error in errors:
        if (Path(error.file).name == file and error.line == line and error.field == field
                and text in error.message):
            return error
    listing = "\n".join(str(e) for e in errors)
    raise AssertionError(f"no error {file}:{line}: {field}: …{text}… among:\n{listing}")


def card_line(folder: Path, card_id: str) -> int:
    return line_of(folder / "cards.yaml", rf"- id: {card_id}$")


# --- the table of faults: (name, file, pattern, replacement, field, message) --------------
# The expected line is the first line the edit changed.

@dataclass(frozen=True)
class Fault:
    name: str
    file: str
    pattern: str
    repl: str
    field: str
    message: str
    at: str = ""  # a regex for the expected line in the broken file, when it is not the edited line


CARD1 = r"(- id: gs01\n(?:    .*\n)*?)"  # the first card's block up to a line start, so edits stay inside it
INCARD = CARD1[:-1] + r"    [^\n]*?)"  # ... up to a point inside one of its lines

FAULTS = [
    Fault("gem out of range", "cards.yaml", CARD1 + r"    gem: \d+", r"\1    gem: 9", "cards[0].gem",
          "expected an integer 1..8, got 9"),
    Fault("gem as a word", "cards.yaml", CARD1 + r"    gem: \d+", r"\1    gem: seven", "cards[0].gem",
          "expected an integer 1..8, got 'seven'"),
    Fault("gem as a float", "cards.yaml", CARD1 + r"    gem: \d+", r"\1    gem: 2.5", "cards[0].gem",
          "expected an integer 1..8, got 2.5"),
    Fault("weapon value 3", "cards.yaml", INCARD + r"left: \d", r"\1left: 3", "cards[0].weapon.left",
          "expected an integer 0..2, got 3"),
    Fault("weapon value negative", "cards.yaml", INCARD + r"right: \d", r"\1right: -1", "cards[0].weapon.right",
          "expected an integer 0..2, got -1"),
    Fault("unknown spice, did you mean", "cards.yaml", CARD1 + r"    spice: \w+", r"\1    spice: peper",
          "cards[0].spice", "unknown spice kind 'peper'; did you mean 'pepper'?"),
    Fault("unknown animal, did you mean", "cards.yaml", CARD1 + r"    animal: \w+", r"\1    animal: unicron",
          "cards[0].animal", "unknown animal 'unicron'; did you mean 'unicorn'?"),
    Fault("unknown weapon kind", "cards.yaml", INCARD + r"kind: \w+", r"\1kind: shuriken2", "cards[0].weapon.kind",
          "unknown weapon kind 'shuriken2'; did you mean 'shuriken'?"),
    Fault("unknown key in a card", "cards.yaml", CARD1 + r"(    gem: \d+\n)", r"\1\2    colour: red\n",
          "cards[0].colour", "unknown key 'colour'"),
    Fault("typo in a key", "cards.yaml", CARD1 + r"    animal:", r"\1    aminal:", "cards[0].aminal",
          "unknown key 'aminal'; did you mean 'animal'?"),
    Fault("duplicate key in one mapping", "cards.yaml", CARD1 + r"(    gem: \d+\n)", r"\1\2    gem: 3\n",
          "cards[0].gem", "appears twice"),
    Fault("duplicate card id", "cards.yaml", r"- id: gs02$", "- id: gs01", "cards[1].id",
          "card id 'gs01' is used twice"),
    Fault("spice_pair with one spice", "cards.yaml", r"spices: \[(\w+), \w+\]", r"spices: [\1]",
          "", "expected two different spice kinds, got 1"),
    Fault("spice_pair with the same spice twice", "cards.yaml", r"spices: \[(\w+), \w+\]", r"spices: [\1, \1]",
          "", "got '"),
    Fault("unknown power, did you mean", "cards.yaml", r"power: weapon_shield", "power: weapon_sheild",
          "", "unknown spell power 'weapon_sheild'; did you mean 'weapon_shield'?"),
    Fault("goods_count counting spells", "cards.yaml", r"power: goods_count, type: \w+",
          "power: goods_count, type: spells", "", "spells are counted by the power spell_count"),
    Fault("animal_kind with an unknown animal", "cards.yaml", r"power: animal_kind, animal: \w+",
          "power: animal_kind, animal: dragon", "", "unknown animal 'dragon'"),
    Fault("animal_kind without its animal", "cards.yaml", r"power: animal_kind, animal: \w+",
          "power: animal_kind", "", "power 'animal_kind' needs the key 'animal'"),
    Fault("weapon_boost given an animal", "cards.yaml", r"power: weapon_boost, weapon: \w+",
          "power: weapon_boost, animal: spider", "", "power 'weapon_boost' has no parameter 'animal'"),
    Fault("parameter on a power that takes none", "cards.yaml", r"power: universal\}",
          "power: universal, type: gems}", "", "it takes no parameters"),
    Fault("unknown reference scoring", "references.yaml", r"scoring: squares", "scoring: square",
          "references[2].scoring", "unknown reference scoring 'square'; did you mean 'squares'?"),
    Fault("sequence missing a pair", "references.yaml", r"(spider: +\{[^}]*?)phoenix: \d+, ", r"\1",
          "references[4].values.spider", "missing the value for spider followed by phoenix"),
    Fault("sequence value not an int", "references.yaml", r"(unicorn: \{unicorn: )\d+", r"\1four",
          "references[4].values.unicorn.unicorn", "expected a whole number 0 or more, got 'four'"),
    Fault("negative points", "references.yaml", r"\{shape: identical, size: 2, points: \d+\}",
          "{shape: identical, size: 2, points: -6}", "references[3].patterns[0].points",
          "expected a whole number 0 or more, got -6"),
    Fault("unknown set shape", "references.yaml", r"shape: any", "shape: anything",
          "references[0].patterns[0].shape", "unknown set shape 'anything'"),
    Fault("more distinct animals than kinds", "references.yaml", r"shape: distinct, size: 4",
          "shape: distinct, size: 5", "references[3].patterns[4].size", "expected an integer 1..4, got 5"),
    Fault("key another scoring uses", "references.yaml", r"(scoring: squares\n)", r"\1    leftover: 2\n",
          "references[2].leftover", "key 'leftover' is not used by scoring 'squares'"),
    Fault("deck_size larger than the deck", "numbers.yaml", r"4: 48", "4: 50", "setup.deck_size[4]",
          "expected at most 48 (the number of cards in cards.yaml), got 50"),
    Fault("deck_size too small for the rounds", "numbers.yaml", r"2: 24", "2: 20", "setup.deck_size[2]",
          "expected at least 24 cards (2 players × 12 rounds), got 20"),
    Fault("boolean where a number is expected", "numbers.yaml", r"weapon_boost: \d+", "weapon_boost: yes",
          "scoring.weapon_boost", "expected a whole number 0 or more, got true (a yes/no value)"),
    Fault("spice table too short", "numbers.yaml", r"spice_kinds: \[[^\]]*\]", "spice_kinds: [2, 4, 8, 12, 20]",
          "scoring.spice_kinds", "expected 6 numbers"),
    Fault("missing counting power", "numbers.yaml", r" +spice_pair: \d+.*\n", "", "scoring.power_points",
          "missing key 'spice_pair'", at=r"^  power_points:"),
    Fault("experts return out of order", "numbers.yaml", r"experts_return_after: \[4, 8\]",
          "experts_return_after: [8, 4]", "setup.experts_return_after", "increasing order"),
    Fault("unquoted colour is a comment", "presentation.yaml", r'spices: "#[0-9A-Fa-f]+"', "spices: #A8321C",
          "colours.spices", "an unquoted '#' starts a YAML comment"),
    Fault("two good types share a colour", "presentation.yaml", r'gems: "#[0-9A-Fa-f]+"',
          'gems: "#A8321C"', "colours.gems", "already used"),
    Fault("two gem classes share a colour", "presentation.yaml", r'2: "#1E6FB8"', '2: "#7A2E8E"',
          "gem_colours[2]", "already used; each gem class needs its own"),
    Fault("unknown placeholder", "presentation.yaml", r"\{type\} pile", "{tpye} pile", "power_text.goods_count",
          "unknown placeholder {tpye}"),
    Fault("bad sprite id", "presentation.yaml", r"unicorn: unicorn\b", "unicorn: Unicorn Head",
          "icons.animals.unicorn", "expected a sprite id"),
    Fault("missing display name", "presentation.yaml", r"mambele: Mambele, ", "", "names.weapons",
          "missing key 'mambele'"),
    Fault("min players above max", "game.yaml", r"players: \{min: \d, max: \d\}", "players: {min: 4, max: 2}",
          "players.max", "expected max to be at least min (4), got 2"),
    Fault("option without a label", "game.yaml", r"    label: Open gems\n", "", "options[0]",
          "missing key 'label'", at=r"- id: open_gems"),
]


@pytest.mark.parametrize("fault", FAULTS, ids=[f.name for f in FAULTS])
def test_fault_names_file_line_and_field(gs: Path, fault: Fault) -> None:
    line = edit(gs / fault.file, fault.pattern, fault.repl)
    if fault.at:
        line = line_of(gs / fault.file, fault.at)
    find(errors_of(gs), fault.file, line, fault.field or _field_at(gs, fault, line), fault.message)


def _field_at(folder: Path, fault: Fault, line: int) -> str:
    """For faults found by pattern anywhere in cards.yaml: the spell field of the card
    that holds `line`, e.g. cards[17].spell or cards[17].spell.spices[1]."""
    lines = (folder / fault.file).read_text(encoding="utf-8").splitlines()[:line]
    index = sum(1 for text in lines if text.startswith("  - id: ")) - 1
    if "one spice" in fault.name:
        return f"cards[{index}].spell.spices"
    if "same spice" in fault.name:
        return f"cards[{index}].spell.spices[1]"
    if "power," in fault.name or "unknown power" in fault.name:
        return f"cards[{index}].spell.power"
    if "counting spells" in fault.name:
        return f"cards[{index}].spell.type"
    if "unknown animal" in fault.name:
        return f"cards[{index}].spell.animal"
    if "given an animal" in fault.name or "takes none" in fault.name:
        key = "animal" if "animal" in fault.name else "type"
        return f"cards[{index}].spell.{key}"
    return f"cards[{index}].spell"


def test_message_reads_file_line_field_message(gs: Path) -> None:
    line = edit(gs / "cards.yaml", INCARD + r"left: \d", r"\1left: three")
    error = find(errors_of(gs), "cards.yaml", line, "cards[0].weapon.left", "")
    assert str(error).endswith(f"cards.yaml:{line}: cards[0].weapon.left: expected an integer 0..2, got 'three'")


def test_yaml_syntax_error_names_the_line(gs: Path) -> None:
    line = edit(gs / "cards.yaml", CARD1 + r"(    gem: \d+)", r"\1\2: 8")
    find(errors_of(gs), "cards.yaml", line, "", "invalid YAML")


def test_unclosed_bracket_is_a_syntax_error(gs: Path) -> None:
    edit(gs / "numbers.yaml", r"spice_kinds: \[([^\]]*)\]", r"spice_kinds: [\1")
    errors = errors_of(gs)
    assert any(Path(e.file).name == "numbers.yaml" and e.line and "invalid YAML" in e.message for e in errors)


def test_tab_indentation(gs: Path) -> None:
    line = edit(gs / "cards.yaml", CARD1 + r"    spice:", "\\1\tspice:")
    find(errors_of(gs), "cards.yaml", line, "", "a tab character is used for indentation")


def test_missing_key_points_at_its_mapping(gs: Path) -> None:
    edit(gs / "cards.yaml", CARD1 + r"    gem: \d+\n", r"\1")
    find(errors_of(gs), "cards.yaml", card_line(gs, "gs01"), "cards[0]", "missing key 'gem'")


def test_empty_file(gs: Path) -> None:
    (gs / "numbers.yaml").write_text("# nothing here yet\n", encoding="utf-8")
    find(errors_of(gs), "numbers.yaml", 1, "", "file is empty")


def test_top_level_a_list(gs: Path) -> None:
    (gs / "presentation.yaml").write_text("- names\n- icons\n", encoding="utf-8")
    find(errors_of(gs), "presentation.yaml", 1, "", "expected a mapping with names, icons, power_text, colours, got a list")


def test_cards_not_a_list(gs: Path) -> None:
    (gs / "cards.yaml").write_text("cards:\n  gs01: {spice: mint}\n", encoding="utf-8")
    find(errors_of(gs), "cards.yaml", 1, "cards", "expected a list of cards, got a mapping")


def test_missing_file(gs: Path) -> None:
    (gs / "references.yaml").unlink()
    find(errors_of(gs), "references.yaml", None, "", "file is missing")


def test_non_utf8_bytes(gs: Path) -> None:
    path = gs / "cards.yaml"
    line = card_line(gs, "gs03")
    data = path.read_bytes().replace(b"- id: gs03", b"- id: gs\xe903", 1)
    path.write_bytes(data)
    find(errors_of(gs), "cards.yaml", line, "", "not UTF-8 text (byte 0xe9)")


def test_python_tag_is_refused_not_run(gs: Path, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    line = edit(gs / "cards.yaml", CARD1 + r"    gem: \d+",
                rf"\1    gem: !!python/object/apply:os.system ['touch {marker}']")
    find(errors_of(gs), "cards.yaml", line, "", "invalid YAML")
    assert not marker.exists()


def test_recursive_anchor_is_an_error_not_a_hang(gs: Path) -> None:
    (gs / "cards.yaml").write_text("cards: &deck\n  - *deck\n", encoding="utf-8")
    find(errors_of(gs), "cards.yaml", 1, "cards[0]", "expected a card with id, spice, gem, animal, weapon, spell, got a list")


def test_billion_laughs_is_read_quickly(gs: Path) -> None:
    rows = ["a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1]"]
    rows += [f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)]
    (gs / "numbers.yaml").write_text("\n".join(rows) + "\n", encoding="utf-8")
    start = time.perf_counter()
    find(errors_of(gs), "numbers.yaml", 1, "", "missing key 'scoring'")
    assert time.perf_counter() - start < 2


def test_missing_reference(gs: Path) -> None:
    edit(gs / "references.yaml", r"  - id: III\n(?:    .*\n)+\n", "")
    find(errors_of(gs), "references.yaml", line_of(gs / "references.yaml", r"^references:"), "references",
         "missing the animal reference 'III'")


def test_every_error_is_reported_not_just_the_first(gs: Path) -> None:
    edit(gs / "cards.yaml", CARD1 + r"    gem: \d+", r"\1    gem: 0")
    edit(gs / "cards.yaml", r"spices: \[(\w+), \w+\]", r"spices: [\1, \1]")
    edit(gs / "references.yaml", r"scoring: squares", "scoring: cubes")
    edit(gs / "numbers.yaml", r"rounds: 12", "rounds: twelve")
    edit(gs / "presentation.yaml", r"katar: Katar", "katar: 7")
    edit(gs / "game.yaml", r"icon: \w+", "icon: Sail Boat")
    files = {Path(e.file).name for e in errors_of(gs)}
    assert files == {"cards.yaml", "references.yaml", "numbers.yaml", "presentation.yaml", "game.yaml"}
    assert len(errors_of(gs)) >= 6


def test_content_errors_str_lists_every_error() -> None:
    errors = ContentErrors([ContentError("a.yaml", 3, "x", "bad"), ContentError("b.yaml", None, "", "missing")])
    assert str(errors) == "a.yaml:3: x: bad\nb.yaml: missing"


# --- game.yaml, the content root, the hash ------------------------------------------------

def test_meta_of_every_game() -> None:
    ranges = {"golden_sails": (2, 4), "sail_to_india": (3, 4), "pirates_gold": (2, 4), "winds_of_trade": (2, 4)}
    for game_id, (low, high) in ranges.items():
        meta = load_meta(BUNDLED / game_id / "game.yaml")
        assert (meta.id, meta.min_players, meta.max_players) == (game_id, low, high)
        assert meta.name and meta.pitch and "\n" not in meta.pitch and meta.icon
    options = load_meta(BUNDLED / "golden_sails" / "game.yaml").options
    assert [o.id for o in options] == ["open_gems", "secret_experts"]
    assert all(o.label and o.description and o.default is False for o in options)


def test_meta_id_must_match_folder(root: Path) -> None:
    path = root / "pirates_gold" / "game.yaml"
    path.write_text("id: pirate_gold\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_meta(path)
    find(caught.value.errors, "game.yaml", 1, "id", "does not match the folder name 'pirates_gold'")


def test_meta_missing_pitch_and_bad_players(root: Path) -> None:
    path = root / "winds_of_trade" / "game.yaml"
    edit(path, r"^pitch: .*\n", "")
    line = edit(path, r"players: .*", "players: {min: 0, max: many}")
    with pytest.raises(ContentErrors) as caught:
        load_meta(path)
    find(caught.value.errors, "game.yaml", line_of(path, r"^name:"), "", "missing key 'pitch'")
    find(caught.value.errors, "game.yaml", line, "players.min", "expected an integer 1..8, got 0")
    find(caught.value.errors, "game.yaml", line, "players.max", "expected an integer 1..8, got 'many'")


def test_validate_root_reports_every_game(root: Path) -> None:
    edit(root / "sail_to_india" / "game.yaml", r"icon: .*", "icon: 42")
    edit(root / "golden_sails" / "cards.yaml", INCARD + r"left: \d", r"\1left: 5")
    (root / "golden_sail").mkdir()
    errors = validate_root(root)
    messages = [str(e) for e in errors]
    assert any("sail_to_india" in e.file and e.field == "icon" for e in errors), messages
    assert any(e.field == "cards[0].weapon.left" for e in errors), messages
    assert any("did you mean 'golden_sails'?" in e.message for e in errors), messages
    assert len(messages) == len(set(messages)), "no error is listed twice"


def test_validate_root_defaults_to_content_root(root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_CONTENT", str(root))
    assert validate_root(None) == []
    (root / "golden_sails" / "numbers.yaml").unlink()
    assert [e.message for e in validate_root(None)] == ["file is missing"]


def test_validate_root_missing_folder(tmp_path: Path) -> None:
    assert [e.message for e in validate_root(tmp_path / "nowhere")] == ["no such content folder"]


def test_bundled_content_is_valid() -> None:
    assert validate_root(BUNDLED) == []


def test_line_map_covers_nested_fields() -> None:
    doc = read_yaml(BUNDLED / "golden_sails" / "numbers.yaml")
    assert doc.line(("setup", "deck_size", 3)) == line_of(BUNDLED / "golden_sails" / "numbers.yaml", r"deck_size:")
    assert doc.line(("scoring", "power_points", "spice_pair")) == line_of(
        BUNDLED / "golden_sails" / "numbers.yaml", r"^\s+spice_pair:")
    assert doc.line(("scoring", "no_such_key", 5)) == line_of(BUNDLED / "golden_sails" / "numbers.yaml", r"^scoring:")


def test_content_hash_tracks_rule_files_only(root: Path) -> None:
    folder = root / "golden_sails"
    before = content_hash(folder)
    assert before == content_hash(BUNDLED / "golden_sails") and len(before) == 64
    (folder / "notes.txt").write_text("not content", encoding="utf-8")
    assert content_hash(folder) == before
    (folder / "rules.md").write_text("Reworded from top to bottom.", encoding="utf-8")
    presentation = folder / "presentation.yaml"
    if presentation.exists():
        presentation.write_text(presentation.read_text(encoding="utf-8") + "\n# a comment\n", encoding="utf-8")
    assert content_hash(folder) == before          # what players read is not what the rules compute
    assert whole_folder_hash(folder) != whole_folder_hash(BUNDLED / "golden_sails")
    edit(folder / "numbers.yaml", r"weapon_boost: 2", "weapon_boost: 3")
    assert content_hash(folder) != before


# --- the command line ---------------------------------------------------------------------

def _run_validate(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "TABLETOP_CONTENT"}
    return subprocess.run([sys.executable, "-m", "tabletop", "validate", *args], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)


def test_cli_validate_lists_every_error_and_exits_1(root: Path) -> None:
    gs = root / "golden_sails"
    broken = [
        ("cards.yaml", edit(gs / "cards.yaml", CARD1 + r"    gem: \d+", r"\1    gem: 9")),
        ("references.yaml", edit(gs / "references.yaml", r"scoring: squares", "scoring: square")),
        ("numbers.yaml", edit(gs / "numbers.yaml", r"4: 48", "4: 60")),
        ("presentation.yaml", edit(gs / "presentation.yaml", r"\{type\} pile", "{kind} pile")),
        ("game.yaml", edit(root / "pirates_gold" / "game.yaml", r"players: .*", "players: {min: 2}")),
    ]
    result = _run_validate(str(root))
    assert result.returncode == 1, result.stdout + result.stderr
    out = result.stdout.splitlines()
    assert len(out) == len(broken), result.stdout
    for name, line in broken:
        assert any(f"{name}:{line}: " in row for row in out), (name, line, result.stdout)
    assert f"{len(broken)} error(s)" in result.stderr


def test_cli_validate_bundled_content_exits_0() -> None:
    result = _run_validate()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "content OK" in result.stdout


def test_a_game_with_a_broken_game_yaml_is_listed_under_its_id_and_cannot_start(tmp_path):
    """The catalogue never raises: a game whose game.yaml is broken gets a stand-in entry
    named after its folder, with the file's problems, and is not offered to play."""
    from tabletop.registry import catalogue
    from tabletop.runtime.paths import content_root

    root = tmp_path / "content"
    shutil.copytree(content_root(), root)
    (root / "pirates_gold" / "game.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    entries = {entry.id: entry for entry in catalogue(root)}
    broken = entries["pirates_gold"]
    assert broken.meta.name == "Pirates Gold" and not broken.built and not broken.playable
    assert broken.problems and "game.yaml" in str(broken.problems[0])
    assert entries["golden_sails"].playable and entries["golden_sails"].meta.name == "Golden Sails"
