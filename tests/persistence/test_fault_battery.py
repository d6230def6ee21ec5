"""The fault battery of issue #20: damaged saves, mutated content and killed autosaves.

Rule for every case: it loads correctly or ends in a clear message (naming the file, and
the field or line where that is knowable); nothing raises; no file on disk changes.

- Saves (more than 60): each damaged file goes through the paths the UI uses — the Load
  screen's listing (`list_saves`), opening it (`load_match_or_explain`, as the Load screen
  and `play --load` do), and Continue (`find_continue`, with the file as the newest
  autosave and a good one behind it); a save that loads has its table drawn.
- Content (more than 40): each mutation of a copy of the bundled content through
  `validate_root`, as `python -m tabletop validate` runs it.
- Files that are not files (issue #51): a named pipe, a socket, a link to /dev/zero and a
  link to a pipe, each where a save, the newest autosave, a history entry, settings, the
  statistics resets, the history index or tutorial progress should be, and where content
  files should be (every YAML kind, rules.md, a sound); all run in one child process with
  a hang limit, since a path that opened one would wait for ever. Each is refused unopened,
  named, and everything beside it still works; the slowest answer is reported.
- Kills (marked `slow`): an autosaving process killed at random moments; the newest
  surviving autosave must load and the start-up clean-up must leave no temp file. CI
  (`make test`) runs a bounded sample of KILLS_SAMPLE kills; set TABLETOP_FULL_BATTERY=1
  for the full KILLS_FULL.

`python tests/persistence/test_fault_battery.py` prints the counts (how many loaded, how many gave
which kind of message) of the save and content batteries.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run as a script: `tests` importable

from tabletop import registry  # noqa: E402
from tabletop.commands.validate import validate_root  # noqa: E402
from tabletop.engine.match import Match, Seat  # noqa: E402
from tabletop.persistence import autosave, userdirs  # noqa: E402
from tabletop.persistence.atomic import remove_stale_temp_files  # noqa: E402
from tabletop.persistence.saves import document_checksum, list_saves, save_match  # noqa: E402
from tabletop.runtime.limits import MAX_CONTENT_FILE_BYTES, MAX_MESSAGE_CHARS  # noqa: E402
from tabletop.runtime.paths import content_root  # noqa: E402
from tabletop.ui.headless import headless_app, play_random, save_png  # noqa: E402
from tabletop.ui.loading import load_match_or_explain  # noqa: E402
from tests.ui.support import SHOTS, FakeBot, frame  # noqa: E402

KILLS_SAMPLE = 20
KILLS_FULL = 100
FULL_ENV = "TABLETOP_FULL_BATTERY"

# ---- damaged saves -----------------------------------------------------------------

Maker = Callable[[bytes, dict], bytes | None]
"""From a good save's bytes and document, the damaged file's bytes (None: a folder)."""


def _signed(document: dict, **changes) -> bytes:
    edited = {**document, **changes}
    edited["checksum"] = document_checksum(edited)
    return json.dumps(edited).encode("ascii")  # escapes, so a lone surrogate can be written


def _without(field: str) -> Maker:
    if field == "checksum":
        return lambda raw, doc: json.dumps({k: v for k, v in doc.items() if k != field}).encode("ascii")
    return lambda raw, doc: _signed({k: v for k, v in doc.items() if k != field})


def _with(**changes) -> Maker:
    return lambda raw, doc: _signed(doc, **changes)


def _seat_name(name: str) -> Maker:
    return lambda raw, doc: _signed(doc, seats=[{**doc["seats"][0], "name": name}, *doc["seats"][1:]])


def _cut(fraction: float) -> Maker:
    return lambda raw, doc: raw[: int(len(raw) * fraction)]


def _noise(seed: int, size: int) -> Maker:
    return lambda raw, doc: random.Random(seed).randbytes(size)


def _flips(seed: int, count: int) -> Maker:
    def make(raw: bytes, doc: dict) -> bytes:
        rng = random.Random(seed)
        data = bytearray(raw)
        for _ in range(count):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    return make


def _actions(edit: Callable[[list], list]) -> Maker:
    return lambda raw, doc: _signed(doc, actions=edit(list(doc["actions"])))


def _other_game(raw: bytes, doc: dict) -> bytes:
    """A Pirates' Gold save relabelled as Golden Sails: foreign content, foreign actions."""
    return _signed(doc, game="golden_sails")


SAVE_CASES: dict[str, Maker] = {
    # truncated
    **{f"cut at {int(f * 100)}%": _cut(f) for f in (0.0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99)},
    "cut one byte short": lambda raw, doc: raw[:-2],
    "only the opening brace": lambda raw, doc: b"{",
    # random bytes
    **{f"random bytes {seed}": _noise(seed, size) for seed, size in ((1, 1), (2, 64), (3, 4096), (4, 100_000))},
    **{f"{count} flipped bytes (seed {seed})": _flips(seed, count) for seed, count in ((5, 1), (6, 3), (7, 40))},
    "utf-16 text": lambda raw, doc: raw.decode("utf-8").encode("utf-16"),
    "latin-1 name": lambda raw, doc: raw.replace(b"Ana", b"An\xe9"),
    "whitespace only": lambda raw, doc: b" \n\t\n",
    "a folder named like a save": lambda raw, doc: None,
    # wrong schema
    **{f"no {field}": _without(field) for field in ("format_version", "app_version", "game", "content_hash",
                                                      "options", "seats", "seed", "actions", "hashes", "saved_at",
                                                      "checksum")},
    "a list, not an object": lambda raw, doc: b"[1, 2, 3]",
    "a string, not an object": lambda raw, doc: b'"save"',
    "format from the future": _with(format_version=99),
    "format zero": _with(format_version=0),
    "format as text": _with(format_version="1"),
    "seats as an object": _with(seats={"name": "Ana"}),
    "no seats": _with(seats=[]),
    "seat without a name": _with(seats=[{"kind": "human"}, {"name": "B"}]),
    "seat of an unknown kind": _with(seats=[{"name": "A", "kind": "alien"}, {"name": "B"}]),
    "colour true": _with(seats=[{"name": "A", "colour": True}, {"name": "B", "colour": 1}]),
    "seed as a float": _with(seed=1.5),
    "options as a list": _with(options=[]),
    "an option as text": _with(options={"x": "yes"}),
    "one hash missing": lambda raw, doc: _signed(doc, hashes=doc["hashes"][:-1]),
    "a hash as a number": lambda raw, doc: _signed(doc, hashes=[1, *doc["hashes"][1:]]),
    "saved_at not a date": _with(saved_at="yesterday"),
    "NaN seed": lambda raw, doc: raw.replace(b'"seed": ', b'"seed": NaN, "x": '),
    "edited without re-signing": lambda raw, doc: raw.replace(b'"Ana"', b'"Eve"'),
    "too many seats": _with(seats=[{"name": f"P{i}", "colour": i} for i in range(9)]),
    # deep nesting
    "200,000 open brackets": lambda raw, doc: b"[" * 200_000,
    "100,000 nested objects": lambda raw, doc: b'{"a":' * 100_000,
    "nesting 40 deep in an action": _actions(lambda acts: [json.loads("[" * 40 + "]" * 40), *acts[1:]]),
    "nesting 20 deep in a seat": _with(seats=[{"name": "A", "x": json.loads("[" * 20 + "]" * 20)}, {"name": "B"}]),
    # hostile names (these load, cleaned)
    "NUL in a name": _seat_name("An\x00a"),
    "bidi override in a name": _seat_name("Ana\u202etxt.exe"),
    "bidi isolates and marks": _seat_name("\u2067Ana\u2069\u200f"),
    "zero-width name": _seat_name("\u200b\u200c\u200d\ufeff"),
    "lone surrogate in a name": _seat_name("Bo\ud800"),
    "combining marks pile": _seat_name("Z" + "\u0301" * 60),
    "line breaks in a name": _seat_name("Ana\nBram\r\n"),
    "empty name": _seat_name(""),
    # huge fields
    "20,000-character name": _seat_name("W" * 20_000),
    "3 MB of spaces": lambda raw, doc: raw + b" " * (3 * 1024 * 1024),
    "60 MB save": lambda raw, doc: raw[:-2] + b', "pad": "' + b"x" * (60 * 1024 * 1024) + b'"}',
    "100,000-character action": _actions(lambda acts: [["x" * 100_000], *acts[1:]]),
    "200,000 junk actions": lambda raw, doc: _signed(doc, actions=[["pass"]] * 200_000,
                                                     hashes=["0" * 12] * 200_000),
    "5,000-digit seed": lambda raw, doc: raw.replace(b'"seed": ', b'"seed": ' + b"9" * 5000 + b', "x": '),
    "1e999 seed": lambda raw, doc: raw.replace(b'"seed": ', b'"seed": 1e999, "x": '),
    # other game, other content, replay
    "a game that does not exist": _with(game="chess"),
    "a game id with a NUL": _with(game="golden\x00sails"),
    "another game's save": _other_game,
    "other content": _with(content_hash="0" * 64),
    "an illegal action": _actions(lambda acts: [["teleport", 3], *acts[1:]]),
    "actions in another order": _actions(lambda acts: acts[1:] + acts[:1]),
    "a drifted hash": lambda raw, doc: _signed(doc, hashes=["f" * 12, *doc["hashes"][1:]]),
    "action arguments of the wrong kind": _actions(lambda acts: [[acts[0][0], 10 ** 30, "?"], *acts[1:]]),
    # honest files that must still load
    "a good save": lambda raw, doc: raw,
    "a good save with a byte-order mark": lambda raw, doc: b"\xef\xbb\xbf" + raw,
    "a good save with CRLF line ends": lambda raw, doc: raw.replace(b"\n", b"\r\n"),
}

LOADS = {"NUL in a name", "bidi override in a name", "bidi isolates and marks", "zero-width name",
         "lone surrogate in a name", "combining marks pile", "line breaks in a name", "empty name",
         "a good save", "a good save with a byte-order mark", "a good save with CRLF line ends"}
"""The cases that load: names are cleaned (tabletop.runtime.safetext), honest files read as they are."""


def _kind_of(message: str) -> str:
    """Which kind of message a player got, for the battery's counts."""
    for words, kind in (("nested", "too deeply nested"), (" KB;", "too large"), ("characters long", "too long a field"),
                        ("ends too early", "cut off"), ("empty", "cut off"), ("not valid JSON", "not JSON"),
                        ("not text", "not text"), ("not a Tabletop save", "not a save"),
                        ("checksum", "checksum mismatch"), ("different game content", "other content"),
                        ("no game called", "other game"), ("cannot be played", "other game"),
                        ("replay", "replay failed"), ("not legal", "replay failed"),
                        ("different position", "replay failed"), ("folder", "not a file")):
        if words in message:
            return kind
    return "wrong field"


def _base_document(tmp: Path) -> tuple[bytes, dict, bytes, dict]:
    game = registry.load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 11)
    play_random(match, 10, 11)
    save_match(match, tmp / "base.json")
    pirates = Match(registry.load_game("pirates_gold"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 11)
    play_random(pirates, 10, 11)
    save_match(pirates, tmp / "pirates.json")
    raw, other = (tmp / "base.json").read_bytes(), (tmp / "pirates.json").read_bytes()
    return raw, json.loads(raw), other, json.loads(other)


def _write_case(folder: Path, name: str, make: Maker, base: tuple[bytes, dict, bytes, dict]) -> Path:
    raw, doc, other_raw, other_doc = base
    path = folder / f"{name}.json"
    data = make(other_raw, other_doc) if make is _other_game else make(raw, doc)
    if data is None:
        path.mkdir()
    else:
        path.write_bytes(data)
    return path


def _snapshot(*folders: Path) -> dict[Path, tuple[bytes | None, int]]:
    return {p: (p.read_bytes() if p.is_file() else None, p.stat().st_mtime_ns)
            for folder in folders for p in folder.iterdir()}


class _RecordingApp:
    """What `load_match_or_explain` needs of the app: somewhere to show a message."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, str]] = []

    def show_message(self, title: str, message: str) -> None:
        self.messages.append((title, message))


def run_save_battery(tmp: Path, draw: bool = True) -> Counter:
    """Every SAVE_CASES file through the UI's loading paths; returns the count of outcomes."""
    base = _base_document(tmp)
    folder = userdirs.save_dir()
    paths = {name: _write_case(folder, name, make, base) for name, make in SAVE_CASES.items()}
    before = _snapshot(folder)

    listed = {info.path: info for info in list_saves(folder)}  # the Load screen's list
    assert set(listed) == {p for p in paths.values() if p.is_file()}
    outcomes: Counter = Counter()
    loaded: list[str] = []
    app = headless_app(bot_worker=FakeBot()) if draw else None
    for name, path in paths.items():
        recorder = _RecordingApp()
        match = load_match_or_explain(recorder, path)  # the Load screen's and `play --load`'s path
        if match is not None:
            assert not recorder.messages
            outcomes["loaded"] += 1
            loaded.append(name)
            if draw:  # the first render is where a NUL in a name used to crash
                app.play(match)
                app.scenes.apply_pending()
                frame(app)
            continue
        [(title, message)] = recorder.messages
        assert title and path.name in message, (name, message)
        assert len(message) <= MAX_MESSAGE_CHARS + len(str(path)) + 20, name
        info = listed.get(path)
        if info is not None and not info.ok:
            assert info.error.message and len(info.error.message) <= MAX_MESSAGE_CHARS
        outcomes[_kind_of(message)] += 1
    assert _snapshot(folder) == before, "a failed load changed a file"
    if draw:
        from tabletop.ui.scenes.saves import LoadScene

        app.to_title()
        app.scenes.apply_pending()
        app.scenes.push(LoadScene(app))
        app.scenes.apply_pending()
        save_png(app, Path(SHOTS) / "battery-load-screen.png")
    assert set(loaded) == LOADS, sorted(set(loaded) ^ LOADS)
    return outcomes


def test_damaged_saves_load_or_explain_through_the_ui_paths(tmp_path):
    assert len(SAVE_CASES) >= 60
    outcomes = run_save_battery(tmp_path)
    assert sum(outcomes.values()) == len(SAVE_CASES)


def test_each_damaged_save_as_the_newest_autosave_leaves_continue_working(tmp_path):
    base = _base_document(tmp_path)
    good = registry.load_game("golden_sails")
    match = Match(good, [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 5)
    play_random(match, 4, 5)
    folder = userdirs.autosave_dir()
    fallbacks = 0
    for name, make in SAVE_CASES.items():
        for old in folder.iterdir():
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        save_match(match, autosave.autosave_path(2))
        damaged = _write_case(tmp_path, "case", make, base)
        if damaged.is_dir():
            damaged.rmdir()
            autosave.autosave_path(1).mkdir()
        else:
            damaged.replace(autosave.autosave_path(1))
        before = _snapshot(folder)
        point = autosave.find_continue()
        assert point is not None, name
        if point.path == autosave.autosave_path(2):
            fallbacks += 1
            assert "autosave-1.json" in point.notice(), name
        else:
            assert point.notice() is None
        assert _snapshot(folder) == before, name
    assert fallbacks == len(SAVE_CASES) - len(LOADS)


# ---- content mutations -------------------------------------------------------------

Mutation = Callable[[Path], None]


def _text(edit: Callable[[str], str]) -> Mutation:
    return lambda path: path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")


def _bytes(data: bytes | Callable[[bytes], bytes]) -> Mutation:
    return lambda path: path.write_bytes(data(path.read_bytes()) if callable(data) else data)


def _first(pattern: str, replacement: str) -> Mutation:
    return _text(lambda text: text.replace(pattern, replacement, 1) if pattern in text else text + replacement)


def _delete(path: Path) -> None:
    path.unlink()


def _folder(path: Path) -> None:
    path.unlink()
    path.mkdir()


BILLION_LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))

CONTENT_CASES: dict[str, tuple[str, Mutation]] = {
    "cut in half": ("golden_sails/cards.yaml", _bytes(lambda raw: raw[: len(raw) // 2])),
    "cut to one byte": ("pirates_gold/cards.yaml", _bytes(lambda raw: raw[:1])),
    "empty": ("sail_to_india/goods.yaml", _bytes(b"")),
    "random bytes": ("winds_of_trade/islands.yaml", _bytes(random.Random(1).randbytes(3000))),
    "random printable text": ("golden_sails/numbers.yaml",
                              _bytes(bytes(random.Random(2).choices(range(32, 127), k=3000)))),
    "flipped bytes": ("pirates_gold/numbers.yaml",
                      _bytes(lambda raw: bytes(b if i % 97 else (b + 13) % 256 for i, b in enumerate(raw)))),
    "tab indentation": ("golden_sails/presentation.yaml", _text(lambda t: t.replace("\n  ", "\n\t"))),
    "5,000 open brackets": ("sail_to_india/towns.yaml", _text(lambda t: "towns: " + "[" * 5000 + "]" * 5000)),
    "block nesting 300 deep": ("winds_of_trade/map.yaml",
                               _text(lambda t: "".join("  " * i + f"k{i}:\n" for i in range(300)) + "  " * 300 + "x")),
    "over the size limit": ("pirates_gold/board.yaml",
                            _bytes(lambda raw: raw + b"#" * MAX_CONTENT_FILE_BYTES)),
    "21 MB cards.yaml": ("golden_sails/cards.yaml", _bytes(lambda raw: raw * (21 * 1024 * 1024 // len(raw)))),
    "NUL byte": ("winds_of_trade/advisors.yaml", _bytes(lambda raw: raw[:40] + b"\x00" + raw[40:])),
    "bell character": ("sail_to_india/buildings.yaml", _bytes(lambda raw: raw[:40] + b"\x07" + raw[40:])),
    "bidi override in a name": ("golden_sails/presentation.yaml", _first("cook: Cook", "cook: \u202eCook")),
    "zero-width characters in a name": ("winds_of_trade/presentation.yaml", _first("name: ", "name: \u200b\u200d")),
    "whole file twice (duplicate keys)": ("sail_to_india/numbers.yaml", _text(lambda t: t + "\n" + t)),
    "two documents": ("winds_of_trade/numbers.yaml", _text(lambda t: "---\na: 1\n---\n" + t)),
    "python object tag": ("pirates_gold/numbers.yaml",
                          _text(lambda t: "boom: !!python/object/apply:os.system ['echo hi']\n" + t)),
    "billion laughs": ("golden_sails/references.yaml", _text(lambda t: BILLION_LAUGHS)),
    "recursive alias": ("winds_of_trade/council.yaml", _text(lambda t: "a: &a [*a]\n")),
    "undefined alias": ("winds_of_trade/factions.yaml", _text(lambda t: "a: *nowhere\n" + t)),
    "latin-1 bytes": ("sail_to_india/technologies.yaml", _bytes(lambda raw: raw + b"\n# caf\xe9\n")),
    "utf-16": ("golden_sails/game.yaml", _bytes(lambda raw: raw.decode("utf-8").encode("utf-16"))),
    "byte-order mark": ("pirates_gold/game.yaml", _bytes(lambda raw: b"\xef\xbb\xbf" + raw)),
    "CRLF line ends": ("sail_to_india/game.yaml", _bytes(lambda raw: raw.replace(b"\n", b"\r\n"))),
    "deleted": ("sail_to_india/technologies.yaml", _delete),
    "a folder in its place": ("winds_of_trade/market.yaml", _folder),
    "a list at the top": ("golden_sails/numbers.yaml", _text(lambda t: "- 1\n- 2\n")),
    "a scalar at the top": ("pirates_gold/cards.yaml", _text(lambda t: "hello\n")),
    "5,000-digit number": ("golden_sails/numbers.yaml", _text(lambda t: "huge: " + "9" * 5000 + "\n" + t)),
    "a negative count": ("sail_to_india/numbers.yaml", _first(": 2", ": -2")),
    "a fraction for a count": ("winds_of_trade/numbers.yaml", _first(": 2", ": 2.5")),
    "a word for a number": ("pirates_gold/numbers.yaml", _first(": 2", ": many")),
    "null data": ("golden_sails/cards.yaml", _text(lambda t: "cards: null\n")),
    "100,000 keys": ("winds_of_trade/islands.yaml", _text(lambda t: "".join(f"k{i}: {i}\n" for i in range(100_000)))),
    "a 900 KB line": ("sail_to_india/goods.yaml", _text(lambda t: t + "\nlong: " + "x" * 900_000 + "\n")),
    "a list as a key": ("golden_sails/numbers.yaml", _text(lambda t: "[a, b]: 1\n" + t)),
    "a binary tag": ("pirates_gold/board.yaml", _text(lambda t: "blob: !!binary '%%%'\n" + t)),
    "game.yaml cut short": ("winds_of_trade/game.yaml", _bytes(lambda raw: raw[: len(raw) // 3])),
    "an unknown key": ("sail_to_india/numbers.yaml", _text(lambda t: t + "\nzzz_unknown: 1\n")),
    "nesting 30 deep (under the limit)": ("golden_sails/references.yaml",
                                          _text(lambda t: "deep: " + "[" * 30 + "]" * 30 + "\n" + t)),
    "merge key from nowhere": ("pirates_gold/cards.yaml", _text(lambda t: "x:\n  <<: 5\n" + t)),
    # what validate must also refuse (issue #51)
    "binary bytes in rules.md": ("golden_sails/rules.md", _bytes(lambda raw: raw[:200] + b"\x00\x01\x89PNG" + raw[200:])),
    "latin-1 rules.md": ("pirates_gold/rules.md", _bytes(lambda raw: raw + b"\nCaf\xe9\n")),
    "direction control in rules.md": ("sail_to_india/rules.md", _text(lambda t: t.replace("\n", " \u202e\n", 3))),
    "5,000-character game name": ("winds_of_trade/game.yaml", _first("name: ", "name: " + "W" * 5000)),
    "bidi override in a game name": ("golden_sails/game.yaml", _first("name: ", "name: \u202e")),
    "left-to-right override in an option label": ("sail_to_india/game.yaml", _first("label: ", "label: \u202d")),
    "a sound file that does not exist": ("sounds.yaml", _first("file: chime.ogg", "file: chimes.ogg")),
}

WHOLE_FILE_WORDS = ("file is missing", "cannot read the file", "a content file is at most")
"""Messages about the file as a whole, which have no line to name."""


def run_content_battery(tmp: Path) -> Counter:
    outcomes: Counter = Counter()
    for index, (name, (relative, mutate)) in enumerate(CONTENT_CASES.items()):
        root = tmp / f"content-{index}"
        shutil.copytree(content_root(), root)
        mutate(root / relative)
        before = _snapshot(*(folder for folder in root.iterdir() if folder.is_dir()))
        errors = validate_root(root)  # what `python -m tabletop validate DIR` prints
        assert _snapshot(*(folder for folder in root.iterdir() if folder.is_dir())) == before, name
        for error in errors:
            assert error.file and error.message, (name, error)
            if not any(words in error.message for words in WHOLE_FILE_WORDS):
                assert error.line is not None, (name, str(error))
        if not errors:
            outcomes["loaded"] += 1
        elif any(error.file.endswith(relative) for error in errors):
            outcomes["error naming the file" + (" and line" if all(e.line for e in errors) else "")] += 1
        else:
            outcomes["error in a file built from it"] += 1
        shutil.rmtree(root)
    return outcomes


def test_content_mutations_validate_to_clear_errors(tmp_path):
    assert len(CONTENT_CASES) >= 40
    outcomes = run_content_battery(tmp_path)
    assert sum(outcomes.values()) == len(CONTENT_CASES)


# ---- files that are not files ----------------------------------------------------------

Plant = Callable[[Path], None]


def _plant_pipe(path: Path) -> None:
    os.mkfifo(path)


def _plant_socket(path: Path) -> None:
    import socket

    here = os.getcwd()
    os.chdir(path.parent)  # bound by its short name: a socket's path may not exceed ~100 bytes
    try:
        with socket.socket(socket.AF_UNIX) as listening:  # the socket file stays after closing
            listening.bind(path.name)
    finally:
        os.chdir(here)


def _plant_device_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _plant_pipe_link(path: Path) -> None:
    target = path.with_name(f".{path.name}.pipe")
    os.mkfifo(target)
    path.symlink_to(target)


ODD_FILES: dict[str, tuple[Plant, str]] = {
    "a named pipe": (_plant_pipe, "named pipe"),
    "a socket": (_plant_socket, "socket"),
    "a link to /dev/zero": (_plant_device_link, "device"),
    "a link to a named pipe": (_plant_pipe_link, "named pipe"),
}
"""What stands where a file should be, and the word its refusal must use."""

BATTERY_HANG_LIMIT_S = 900.0
"""The whole battery runs in one child: about 30 s on a quiet machine, minutes on a loaded one."""

USER_FILE_PLACES = ("a save", "the newest autosave", "a history entry", "settings.json", "stats-resets.json",
                    "the history index", "tutorial progress")
CONTENT_FILE_PLACES = ("golden_sails/cards.yaml", "pirates_gold/game.yaml", "sail_to_india/rules.md",
                       "winds_of_trade/tutorial.yaml", "golden_sails/notes.yaml", "sounds.yaml", "sounds/chime.ogg")


def _user_file_case(home: Path, place: str, plant: Plant, word: str, good: Match, finished: Match) -> str:
    """Plant the odd file at `place` in a fresh home, go through the app's paths that read
    it, check everything else still works; returns the outcome."""
    from tabletop.persistence import history, settings, stats_resets
    from tabletop.persistence.history_index import load_index
    from tabletop.persistence.settings import Settings
    from tabletop.tutorials.progress import progress_path, saved_step

    shutil.rmtree(home, ignore_errors=True)
    home.mkdir()
    if place == "a save":
        save_match(good, userdirs.save_dir() / "good.json")
        plant(userdirs.save_dir() / "odd.json")
        listed = {info.path.name: info for info in list_saves(userdirs.save_dir())}
        assert listed["good.json"].ok and word in listed["odd.json"].error.message, place
        recorder = _RecordingApp()
        assert load_match_or_explain(recorder, userdirs.save_dir() / "odd.json") is None
        [(_, message)] = recorder.messages
        assert word in message and "odd.json" in message
        return "refused, named in the Load list and on opening"
    if place == "the newest autosave":
        save_match(good, autosave.autosave_path(2))
        plant(autosave.autosave_path(1))
        point = autosave.find_continue()
        assert point is not None and point.path == autosave.autosave_path(2) and word in point.notice()
        return "Continue opens the one before, saying why"
    if place == "a history entry":
        entry = history.record_game(finished, userdirs.history_dir())
        odd = "20250101T000000Z-golden_sails-000000000000.json"  # named as Tabletop names entries
        plant(userdirs.history_dir() / odd)
        entries = {e.path.name: e for e in history.list_history()}
        assert entry is not None and entries[entry.name].ok and word in entries[odd].error.message
        assert history.prune(userdirs.history_dir(), max_games=1) == []
        return "refused, named in History"
    if place == "settings.json":
        plant(settings.settings_path())
        problems: list[str] = []
        assert settings.load_settings(problems) == Settings() and word in problems[0]
        return "defaults, with a message"
    if place == "stats-resets.json":
        plant(stats_resets.resets_path())
        assert stats_resets.load_resets() == {}
    elif place == "the history index":
        history.record_game(finished, userdirs.history_dir())
        (userdirs.history_dir() / ".index.json").unlink()
        plant(userdirs.history_dir() / ".index.json")
        assert load_index(userdirs.history_dir()) == {} and len(history.list_history()) == 1
    else:
        progress_path("golden_sails").parent.mkdir(parents=True)
        plant(progress_path("golden_sails"))
        assert saved_step("golden_sails") is None
    return "read as absent (a file that only speeds up or remembers)"


def _content_cases(tmp: Path, places: tuple[str, ...], plant: Plant, word: str) -> list[str]:
    """The odd file at each of `places` in one copy of the content at once (validate checks
    the whole content each run, so one run serves them all); the outcome of each place."""
    from tabletop.runtime import paths

    root, sounds = tmp / "content", tmp / "sounds"
    for folder in (root, sounds):
        shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(content_root(), root)
    shutil.copytree(paths.sounds_root(), sounds)
    targets = {place: sounds / "chime.ogg" if place.startswith("sounds/") else root / place
               for place in places}
    for target in targets.values():
        target.unlink(missing_ok=True)
        plant(target)
    real_sounds_root = paths.sounds_root
    paths.sounds_root = lambda: sounds  # where validate looks for the sound files
    try:
        errors = validate_root(root)
    finally:
        paths.sounds_root = real_sounds_root
    outcomes = []
    for place, target in targets.items():
        named = [error for error in errors if word in error.message and (str(target) in error.file
                                                                          or target.name in error.message)]
        assert named, (place, word, [str(e) for e in errors])
        outcomes.append("validate names it")
    return outcomes


def run_odd_file_battery(tmp: Path) -> tuple[Counter, dict[str, float]]:
    """Every ODD_FILES kind at every place; the outcomes, and the slowest answer in seconds
    of the app's paths (one place each) and of `validate` (the content places at once).
    Runs in a child process (`test_files_that_are_not_files_...`): a regression would hang."""
    good = Match(registry.load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 7)
    play_random(good, 4, 7)
    finished = Match(good.game, good.seats, 8)
    play_random(finished, 10_000, 8)
    outcomes: Counter = Counter()
    slowest = {"app paths": 0.0, "validate": 0.0}
    for kind, (plant, word) in ODD_FILES.items():
        for place in USER_FILE_PLACES:
            started = time.perf_counter()
            outcomes[_user_file_case(Path(os.environ["TABLETOP_HOME"]), place, plant, word, good, finished)] += 1
            slowest["app paths"] = max(slowest["app paths"], time.perf_counter() - started)
        for places in CONTENT_FILE_PLACES[:-1], CONTENT_FILE_PLACES[-1:]:  # a sound is checked when sounds.yaml reads
            started = time.perf_counter()
            outcomes.update(_content_cases(tmp, places, plant, word))
            slowest["validate"] = max(slowest["validate"], time.perf_counter() - started)
    return outcomes, slowest


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_files_that_are_not_files_are_refused_unopened_everywhere(tmp_path):
    from tests.isolated import run_isolated

    answer = run_isolated(f"""
        from pathlib import Path
        from tests.persistence.test_fault_battery import run_odd_file_battery
        outcomes, slowest = run_odd_file_battery(Path({str(tmp_path)!r}))
        report(outcomes=dict(outcomes), slowest=slowest)
    """, env={"TABLETOP_HOME": str(tmp_path / "home")}, limit_s=BATTERY_HANG_LIMIT_S)
    cases = len(ODD_FILES) * (len(USER_FILE_PLACES) + len(CONTENT_FILE_PLACES))
    assert sum(answer["outcomes"].values()) == cases


# ---- kills during autosave -----------------------------------------------------------


def _autosave_until_killed(folder: Path, seed: int) -> None:
    """The child: play on and autosave after every action, as the table does, for ever; at
    a game's end the autosaves are cleared instead (the controller's rule), and a new game
    starts, so the newest autosave is always of a game still being played."""
    match = Match(registry.load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], seed)
    rng = random.Random(seed)
    while True:
        match.apply(rng.choice(match.state.legal_actions()))
        if match.state.is_over():
            autosave.clear_autosaves(folder)
            seed += 1
            match = Match(match.game, match.seats, seed)
        else:
            autosave.write_autosave(match, folder)


def run_kill_battery(kills: int, seed: int = 20) -> Counter:
    registry.load_game("golden_sails")  # loaded before forking: each child starts writing at once
    folder = userdirs.autosave_dir()
    rng = random.Random(seed)
    outcomes: Counter = Counter()
    for kill in range(kills):
        if kill % 10 == 0:  # a fresh game now and then; otherwise each run starts over the last one's files
            autosave.clear_autosaves(folder)
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child never returns
            try:
                _autosave_until_killed(folder, seed + kill)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0.005, 0.12))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        left = list(folder.glob(".*.tmp"))
        outcomes["left a temp file"] += bool(left)
        remove_stale_temp_files(folder, max_age_s=0)  # what the next start does (for files this old)
        assert not list(folder.glob(".*.tmp"))
        if not autosave.autosaves():
            outcomes["killed before the first autosave"] += 1
            continue
        point = autosave.find_continue()
        assert point is not None, f"kill {kill}: no autosave loads"
        outcomes["newest autosave loaded" if point.path == autosave.autosaves()[0] else "fell back"] += 1
    return outcomes


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "fork"), reason="kills a forked writer")
def test_killed_autosaves_leave_a_loadable_newest_and_no_temp_files():
    kills = KILLS_FULL if os.environ.get(FULL_ENV) else KILLS_SAMPLE
    outcomes = run_kill_battery(kills)
    assert outcomes["newest autosave loaded"] + outcomes["fell back"] + \
        outcomes["killed before the first autosave"] == kills


if __name__ == "__main__":  # the battery's counts, for the report on the issue
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        print("saves:", dict(run_save_battery(Path(home), draw=False)))
        print("content:", dict(run_content_battery(Path(home))))
        if hasattr(os, "mkfifo"):
            odd, slowest = run_odd_file_battery(Path(home) / "odd")
            print("files that are not files:", dict(odd),
                  "slowest answer:", ", ".join(f"{where} {seconds:.3f} s" for where, seconds in slowest.items()))
        if hasattr(os, "fork"):
            print("kills:", dict(run_kill_battery(KILLS_FULL)))
