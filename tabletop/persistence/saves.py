"""Save files: a Match written as versioned JSON, and read back by replaying it.

A save holds no game state, only what rebuilds it: the game id and a fingerprint of its
content, the options, the seats, the seed and the actions, plus the state hash after
each action so that a replay that drifts (rules changed, or a non-deterministic bug) is
caught at the exact action instead of silently giving a different game. A checksum over
the rest catches files damaged on disk or edited by hand.

Reading is strictly read-only: whatever is wrong with a file, it is reported as a
SaveError naming the file and field, and the file is left exactly as it was, so a person
can still rescue it (or report it) after a failed load.

Older formats are upgraded on read through MIGRATIONS (format N → N+1), so every save
written since the first release stays loadable; tests keep one real save per format.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TypeVar

from tabletop import __version__, registry
from tabletop.content.errors import ContentErrors
from tabletop.content.hashing import whole_folder_hash
from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.game import Game
from tabletop.engine.match import Match, ReplayDrift, Seat
from tabletop.runtime.limits import MAX_JSON_DEPTH, MAX_MESSAGE_CHARS, MAX_SAVE_BYTES, MAX_SAVED_NAME_LENGTH
from tabletop.persistence.atomic import atomic_write_bytes
from tabletop.persistence.nesting import json_depth
from tabletop.runtime.regular_files import FileTooLarge, NotRegularFile, kilobytes, read_regular, regular_kind
from tabletop.runtime.safetext import clean_name

SAVE_FORMAT_VERSION = 1
SAVE_SUFFIX = ".json"

# MIGRATIONS[n] turns a checked format-n document into a format n+1 document. Empty
# while only format 1 exists; the reader already walks it, so adding format 2 means
# adding one function here and one fixture file in tests/fixtures/saves/.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {}


class SaveError(Exception):
    """Why a save cannot be loaded, in words a player can act on.

    `field` is the JSON path of the offending part (`seats[2]`, `actions[17]`), or None
    when the problem is the file as a whole. Messages may quote the file's content, so
    they are cut to MAX_MESSAGE_CHARS: a huge field cannot flood the dialog showing them.
    """

    def __init__(self, path: Path, message: str, field: str | None = None) -> None:
        self.path = Path(path)
        self.field = field
        self.message = message if len(message) <= MAX_MESSAGE_CHARS else message[: MAX_MESSAGE_CHARS - 1] + "…"
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"save '{self.path.name}'"
        if self.field is not None:
            where += f": field '{self.field}'"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class SaveFile:
    """A save read and checked, before its game is built and its actions replayed."""

    path: Path
    format_version: int
    app_version: str
    game: str
    content_hash: str
    options: dict[str, bool]
    seats: list[Seat]
    seed: int
    actions: list[Action]
    hashes: list[str]
    saved_at: str


@dataclass(frozen=True)
class SaveInfo:
    """One line of the load screen: a readable save's summary, or why it is unreadable."""

    path: Path
    game: str | None = None
    seats: tuple[str, ...] = ()
    saved_at: str | None = None
    actions: int = 0
    error: SaveError | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


# ---- writing ---------------------------------------------------------------------


def canonical_json(data: object) -> bytes:
    """The one serialisation the checksum is taken over (key order and spacing fixed)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def document_checksum(document: dict) -> str:
    """sha256 of the canonical JSON of every field except `checksum` itself."""
    body = {key: value for key, value in document.items() if key != "checksum"}
    return hashlib.sha256(canonical_json(body)).hexdigest()


def match_document(match: Match, saved_at: datetime | None = None) -> dict:
    """The JSON document of a save of `match`, checksum included."""
    moment = saved_at or datetime.now(timezone.utc)
    document = {
        "format_version": SAVE_FORMAT_VERSION,
        "app_version": __version__,
        "game": match.game.id,
        "content_hash": match.game.content_hash,
        "options": dict(match.options),
        "seats": [seat.to_json() for seat in match.seats],
        "seed": match.seed,
        "actions": [entry.action.to_json() for entry in match.history],
        "hashes": [entry.state_hash for entry in match.history],
        "saved_at": moment.isoformat(timespec="seconds"),
    }
    document["checksum"] = document_checksum(document)
    return document


def encode_document(document: dict) -> bytes:
    """The file's bytes: UTF-8 JSON with one field, seat, action or hash per line, so a
    person can read a save, find action 17 in it, and diff two saves."""

    def compact(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))

    lines = []
    for key, value in document.items():
        if isinstance(value, list) and value:
            items = ",\n".join(f"  {compact(item)}" for item in value)
            lines.append(f" {compact(key)}: [\n{items}\n ]")
        else:
            lines.append(f" {compact(key)}: {compact(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def save_match(match: Match, path: Path) -> None:
    """Write `match` to `path` atomically (the old file stays whole if this fails)."""
    atomic_write_bytes(Path(path), encode_document(match_document(match)))


# ---- reading ---------------------------------------------------------------------


def read_save(path: Path) -> SaveFile:
    """Read and check a save without building its game; raises SaveError. Never writes."""
    return read_save_document(path)[0]


def read_save_document(path: Path) -> tuple[SaveFile, dict]:
    """`read_save`, and the checked document itself (upgraded to the current format).

    Other files built on a save (a history entry: a save plus its `result`) keep their
    own fields beside the save's; the checksum covers every top-level field, theirs too,
    and the save's own checks ignore fields they do not know, so such a file still opens
    anywhere a save does.
    """
    path = Path(path)
    document = _parse(path, _read_text(path))
    version = _format_version(path, document)
    _check_checksum(path, document)
    while version < SAVE_FORMAT_VERSION:
        document = MIGRATIONS[version](document)
        version += 1
    return _fields(path, document, version), document


def load_match(path: Path, content_root: Path | None = None) -> Match:
    """Rebuild the Match saved at `path` by replaying it; raises SaveError. Never writes."""
    save = read_save(path)
    game = _game(save, content_root)
    if not _same_content(save, game, content_root):
        raise SaveError(
            save.path,
            f"this save was made with different game content (save {save.content_hash[:12] or 'none'}, "
            f"installed {game.content_hash[:12] or 'none'}), so replaying it could give a different game",
            "content_hash",
        )
    try:
        game.check_players(len(save.seats))
    except ValueError as error:
        raise SaveError(save.path, str(error), "seats") from error
    try:
        options = game.resolve_options(save.options, saved=True)
    except ValueError as error:
        raise SaveError(save.path, str(error), "options") from error
    match = Match(game, list(save.seats), save.seed, options)
    _replay(match, save)
    return match


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every `*.json` in `folder`, newest first, each read and checked but not replayed.

    Replaying (and loading game content) waits until a save is picked, so the load screen
    opens fast; a save that fails only at that point shows its SaveError then.
    """
    folder = Path(folder)
    if not folder.is_dir():
        return []
    infos = []
    for path in folder.iterdir():
        if not is_listed_save(path):
            continue
        try:
            save = read_save(path)
        except SaveError as error:
            infos.append(SaveInfo(path, error=error))
            continue
        infos.append(SaveInfo(path, save.game, tuple(s.name for s in save.seats), save.saved_at, len(save.actions)))
    infos.sort(key=_newest_first_key, reverse=True)
    return infos


def is_listed_save(path: Path) -> bool:
    """Whether a listing of saves (Load, History) shows the entry `path`.

    Hidden names (the temp files of a write in progress) and folders are passed over. A
    named pipe, socket or device under a save's name is listed, as a save that does not
    load and says what it is: reading it is refused unopened, so it cannot hang the list,
    and the person sees why the file they put there does not open.
    """
    if path.suffix != SAVE_SUFFIX or path.name.startswith("."):
        return False
    try:
        return regular_kind(path) != "a folder"
    except OSError:
        return path.is_symlink()  # a link to nowhere is listed, as "no such file"


def _newest_first_key(info: SaveInfo) -> tuple[float, str]:
    if info.saved_at is not None:
        stamp = datetime.fromisoformat(info.saved_at)
        if stamp.tzinfo is None:
            stamp = stamp.replace(tzinfo=timezone.utc)
        return stamp.timestamp(), info.path.name
    try:
        return info.path.stat().st_mtime, info.path.name
    except OSError:
        return 0.0, info.path.name


# ---- reading, step by step -------------------------------------------------------


def _read_text(path: Path) -> str:
    """The file's text, refused unread when it is not a regular file or is over MAX_SAVE_BYTES."""
    try:
        raw = read_regular(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(path, "there is no such file") from None
    except NotRegularFile as error:
        raise SaveError(path, f"this is {error.kind}, not a save file") from None
    except FileTooLarge as error:
        raise SaveError(path, f"the file is {kilobytes(error.size)}; a save is at most "
                              f"{kilobytes(MAX_SAVE_BYTES)}, so this is not one Tabletop wrote") from None
    except PermissionError:
        raise SaveError(path, "Tabletop is not allowed to read this file (its permissions shut it out)") from None
    except OSError as error:
        raise SaveError(path, f"the file could not be read ({error.strerror or error})") from None
    try:
        return raw.decode("utf-8-sig")  # an editor's byte-order mark is not damage
    except UnicodeDecodeError as error:
        raise SaveError(path, f"this is not a Tabletop save: it is not text (byte {error.start})") from None


def _reject_constant(name: str) -> float:
    raise ValueError(f"{name} is not allowed in a save")


def _parse(path: Path, text: str) -> dict:
    if not text.strip():
        raise SaveError(path, "the file is empty")
    try:
        document = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string"):
            raise SaveError(path, f"the file ends too early at line {error.lineno}: it was probably cut off "
                                  f"while being written or copied") from None
        raise SaveError(path, f"this is not valid JSON: {error.msg} at line {error.lineno}, "
                              f"column {error.colno}") from None
    except ValueError as error:
        raise SaveError(path, f"this is not valid JSON: {error}") from None
    except RecursionError:  # the C decoder stops itself at Python's recursion limit
        raise SaveError(path, _too_deep(text)) from None
    if not isinstance(document, dict):
        raise SaveError(path, f"this is not a Tabletop save: expected a JSON object, found {_kind(document)}")
    if json_depth(document) > MAX_JSON_DEPTH:
        raise SaveError(path, _too_deep(text))
    return document


def _too_deep(text: str) -> str:
    """The message for a document nested too deeply, with the line where it gets too deep."""
    depth = 0
    in_string = escaped = False
    line = 1
    for char in text:
        if in_string:
            in_string = escaped or char != '"'
            escaped = not escaped and char == "\\"
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                break
        elif char in "]}":
            depth -= 1
        if char == "\n":
            line += 1
    return (f"lists or objects are nested more than {MAX_JSON_DEPTH} deep (at line {line}); "
            f"a Tabletop save never nests more than 4 levels")


def _format_version(path: Path, document: dict) -> int:
    version = _get(path, document, "format_version", int)
    if version > SAVE_FORMAT_VERSION:
        raise SaveError(path, f"this save was written by a newer Tabletop (format {version}; "
                              f"this version reads up to {SAVE_FORMAT_VERSION})", "format_version")
    if version < 1:
        raise SaveError(path, f"there is no save format {version}", "format_version")
    if any(v not in MIGRATIONS for v in range(version, SAVE_FORMAT_VERSION)):
        raise SaveError(path, f"this version of Tabletop cannot upgrade saves of format {version}",
                        "format_version")
    return version


def _check_checksum(path: Path, document: dict) -> None:
    recorded = _get(path, document, "checksum", str)
    if recorded != document_checksum(document):
        raise SaveError(path, "the checksum does not match: the file was changed or damaged after it was saved",
                        "checksum")


def _fields(path: Path, document: dict, version: int) -> SaveFile:
    app_version = _get(path, document, "app_version", str)
    game = _get(path, document, "game", str)
    content_hash = _get(path, document, "content_hash", str)
    options = _options(path, _get(path, document, "options", dict))
    seats = _seats(path, _get(path, document, "seats", list))
    seed = _get(path, document, "seed", int)
    actions = [_action(path, i, data) for i, data in enumerate(_get(path, document, "actions", list))]
    hashes = _get(path, document, "hashes", list)
    for index, value in enumerate(hashes):
        if not isinstance(value, str):
            raise SaveError(path, f"expected text, found {_kind(value)}", f"hashes[{index}]")
    if len(hashes) != len(actions):
        raise SaveError(path, f"has {len(hashes)} entries for {len(actions)} actions; expected one per action",
                        "hashes")
    saved_at = _get(path, document, "saved_at", str)
    try:
        datetime.fromisoformat(saved_at)
    except ValueError:
        raise SaveError(path, f"expected a date and time like 2025-01-31T20:15:00+00:00, found {saved_at!r}",
                        "saved_at") from None
    return SaveFile(path, version, app_version, game, content_hash, options, seats, seed, actions, hashes, saved_at)


def _options(path: Path, data: dict) -> dict[str, bool]:
    for key, value in data.items():
        if not isinstance(value, bool):
            raise SaveError(path, f"expected true or false, found {_kind(value)}", f"options.{key}")
    return dict(data)


def _seats(path: Path, data: list) -> list[Seat]:
    if not data:
        raise SaveError(path, "a game needs at least one seat; this list is empty", "seats")
    seats = []
    for index, item in enumerate(data):
        if not isinstance(item, dict):
            raise SaveError(path, f"expected an object with a name, found {_kind(item)}", f"seats[{index}]")
        if not isinstance(item.get("name"), str):
            raise SaveError(path, f"expected the seat's name as text, found {_kind(item.get('name'))}",
                            f"seats[{index}].name")
        if len(item["name"]) > MAX_SAVED_NAME_LENGTH:
            raise SaveError(path, f"the name is {len(item['name']):,} characters long; a seat name has at most "
                                  f"{MAX_SAVED_NAME_LENGTH}", f"seats[{index}].name")
        colour = item.get("colour", 0)
        if not isinstance(colour, int) or isinstance(colour, bool):
            raise SaveError(path, f"expected a colour number, found {_kind(colour)}", f"seats[{index}].colour")
        if not isinstance(item.get("auto_pass", True), bool):
            raise SaveError(path, f"expected true or false, found {_kind(item['auto_pass'])}",
                            f"seats[{index}].auto_pass")
        try:
            seat = Seat.from_json(item)
        except ValueError as error:
            raise SaveError(path, str(error), f"seats[{index}]") from None
        seats.append(replace(seat, name=clean_name(seat.name) or f"Player {index + 1}"))  # see tabletop.runtime.safetext
    return seats


def _action(path: Path, index: int, data: object) -> Action:
    try:
        return Action.from_json(data)  # type: ignore[arg-type]
    except ValueError as error:
        raise SaveError(path, str(error), f"actions[{index}]") from None


def _same_content(save: SaveFile, game: Game, content_root: Path | None) -> bool:
    """The save was played on the installed content, on an earlier content the game still
    replays under its older rules, or on this content under the older fingerprint."""
    return (save.content_hash == game.content_hash or save.content_hash in game.earlier_content_hashes
            or _made_before_narrow_hash(save, content_root))


def _made_before_narrow_hash(save: SaveFile, content_root: Path | None) -> bool:
    """A save from before presentation and rules text left the hash, on unchanged content."""
    return save.content_hash == whole_folder_hash(registry.content_dir(save.game, content_root))


def _game(save: SaveFile, content_root: Path | None) -> Game:
    if save.game not in registry.GAME_IDS:
        raise SaveError(save.path, f"there is no game called {save.game!r} in this Tabletop "
                                   f"(it has {', '.join(registry.GAME_IDS)})", "game")
    if save.game not in registry.PLAYABLE:
        raise SaveError(save.path, f"{save.game!r} cannot be played in this version of Tabletop yet", "game")
    try:
        return registry.load_game(save.game, content_root)
    except ContentErrors as errors:
        raise SaveError(save.path, f"the installed content of {save.game!r} has errors, so it cannot be "
                                   f"played: {errors.errors[0]}", "game") from None


def _replay(match: Match, save: SaveFile) -> None:
    """Match.replay with the recorded hashes, its failures turned into SaveErrors.

    The actions of a save are untrusted input to the rules code: besides IllegalAction,
    a hand-made or damaged file may hand the rules arguments they never expect, so any
    exception while replaying is reported against the action that raised it.
    """
    try:
        match.replay(save.actions, save.hashes)
    except ReplayDrift as drift:
        raise SaveError(save.path, f"replaying the action '{drift.action}' led to a different position than "
                                   f"when it was saved (the rules changed since this save was made)",
                        f"actions[{drift.index}]") from None
    except IllegalAction as error:
        index = len(match.history)
        raise SaveError(save.path, f"the action '{save.actions[index]}' is not legal at that point ({error})",
                        f"actions[{index}]") from None
    except Exception as error:  # noqa: BLE001 - see docstring
        index = len(match.history)
        raise SaveError(save.path, f"the action '{save.actions[index]}' could not be replayed "
                                   f"({type(error).__name__}: {error})", f"actions[{index}]") from None


_JSON_KINDS = {dict: "an object", list: "a list", str: "text", bool: "true/false", int: "a whole number",
               float: "a number", type(None): "null"}
T = TypeVar("T")
_EXPECTED = {int: "a whole number", str: "text", list: "a list", dict: "an object"}


def _kind(value: object) -> str:
    return _JSON_KINDS.get(type(value), type(value).__name__)


def _get(path: Path, document: dict, name: str, kind: type[T]) -> T:
    if name not in document:
        raise SaveError(path, "this field is missing", name)
    value = document[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(path, f"expected {_EXPECTED[kind]}, found {_kind(value)}", name)
    return value
