"""History: every finished game kept in the user data folder, for the History screen,
the statistics and replays.

An entry IS a save file (tabletop.persistence.saves) with one more top-level field,
`result`: who sat where (names and kinds: a person, or a computer and its level), the
totals, the breakdown, the winners, the game, its date and the player count. The save's
checksum covers `result` too, and the save's own checks ignore a field they do not know,
so an entry opens anywhere a save does (Load, `play --load`, a replay) and the save format
needed no new version.

Only a finished game becomes history: an abandoned one keeps its autosave, the way back
into it. The file name starts with the time the game ended (UTC, sortable) and ends with
a fingerprint of the match (game, seed, seats, final position), so the same finished match
is never recorded twice, whichever screen sees it end. The folder is capped
(MAX_HISTORY_GAMES entries, MAX_HISTORY_BYTES): each write prunes the oldest entries past
either limit.

Reading never writes and never raises for a bad file: a damaged entry (not JSON, a wrong
field, too big) is listed as damaged, with the file and the field in its message. Listing
takes what it can from the folder's summary index (tabletop.persistence.history_index),
which each write brings up to date, and reads in full only the files the index does not
vouch for, so a thousand games list in a blink.
"""

from __future__ import annotations

import contextlib
import hashlib
import re
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path

from tabletop.engine.match import SEAT_KINDS, Match
from tabletop.runtime.limits import MAX_HISTORY_BYTES, MAX_HISTORY_GAMES, MAX_SAVED_NAME_LENGTH
from tabletop.persistence.atomic import atomic_write_bytes
from tabletop.persistence.history_index import file_stamp, load_index, write_index
from tabletop.persistence.saves import (SAVE_SUFFIX, SaveError, _kind, document_checksum, encode_document,
                                        is_listed_save, match_document, read_save_document)
from tabletop.runtime.regular_files import regular_kind
from tabletop.runtime.safetext import clean_name

KEPT_REVIEW_SUFFIX = ".review"
"""A finished review kept beside its entry (`tabletop.persistence.kept_review`)."""
_NAME = re.compile(r"^(\d{8}T\d{6}Z)-[a-z_]+-([0-9a-f]{12})\.json$")
_STAMP = "%Y%m%dT%H%M%SZ"


@dataclass(frozen=True)
class GameResult:
    """The `result` of a history entry, read and checked."""

    game: str
    game_name: str
    finished_at: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    categories: tuple[str, ...]
    breakdown: tuple[dict[str, int], ...]
    figure_names: tuple[str, ...] = ()
    """For a game that is won rather than scored (Winds of Trade): the measures that decided
    it, per seat in `figures`; its totals are then 1 for a winner and 0 otherwise."""
    figures: tuple[dict[str, int], ...] = ()
    ending: str = ""
    rounds: int = 0

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def scored(self) -> bool:
        """Do the totals mean points (False: a game won rather than scored)?"""
        return not self.figure_names

    def finished(self) -> datetime:
        stamp = datetime.fromisoformat(self.finished_at)
        return stamp if stamp.tzinfo else stamp.replace(tzinfo=timezone.utc)

    def to_json(self) -> dict:
        """The `result` object this was read from (for the history's index)."""
        return {**asdict(self), "players": self.players}


@dataclass(frozen=True)
class HistoryEntry:
    """One file of the history folder: a finished game, or why it cannot be read."""

    path: Path
    result: GameResult | None = None
    actions: int = 0
    error: SaveError | None = None
    colours: tuple[int, ...] = ()
    """Each seat's colour, from the save's seats (the marks the table drew for them)."""

    @property
    def ok(self) -> bool:
        return self.error is None


# ---- writing ---------------------------------------------------------------------


def result_document(match: Match, finished_at: datetime) -> dict:
    """The `result` field of `match`'s entry (the match must be over)."""
    result = match.state.result()
    data: dict = {
        "game": match.game.id,
        "game_name": match.game.name,
        "finished_at": finished_at.isoformat(timespec="seconds"),
        "players": len(match.seats),
        "names": [seat.name for seat in match.seats],
        "kinds": [seat.kind for seat in match.seats],
        "totals": list(result.totals),
        "winners": list(result.winners),
        "categories": list(result.categories),
        "breakdown": [dict(seat) for seat in result.breakdown],
    }
    if result.figure_names:
        data["figure_names"] = list(result.figure_names)
        data["figures"] = [dict(seat) for seat in result.figures]
    if result.ending:
        data["ending"] = result.ending
    if result.rounds:
        data["rounds"] = result.rounds
    return data


def entry_document(match: Match, finished_at: datetime | None = None) -> dict:
    """The save document of `match` with its `result`, the checksum taken over both."""
    moment = finished_at or datetime.now(timezone.utc)
    document = match_document(match, moment)
    del document["checksum"]
    document["result"] = result_document(match, moment)
    document["checksum"] = document_checksum(document)
    return document


def match_key(match: Match) -> str:
    """Twelve hex digits naming this finished match: the same game, seed, seats and moves
    give the same key, so recording it again finds the entry already there."""
    final = match.history[-1].state_hash if match.history else ""
    seats = "|".join(f"{seat.name}:{seat.kind}" for seat in match.seats)
    text = f"{match.game.id}|{match.seed}|{len(match.history)}|{final}|{seats}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def entry_name(game: str, key: str, finished_at: datetime) -> str:
    return f"{finished_at.astimezone(timezone.utc).strftime(_STAMP)}-{game}-{key}{SAVE_SUFFIX}"


def record_document(document: dict, key: str, folder: Path) -> Path:
    """Write an entry built by `entry_document` (unless this match is there already) and
    prune the folder; returns the entry's path. Runs off the frame loop (the autosaver's
    thread), which is why the document is built first, where the match lives."""
    folder = Path(folder)
    for existing in folder.glob(f"*-{key}{SAVE_SUFFIX}"):
        return existing
    finished = datetime.fromisoformat(document["result"]["finished_at"])
    path = folder / entry_name(document["game"], key, finished)
    atomic_write_bytes(path, encode_document(document))
    prune(folder, keep=path)
    refresh_index(folder)
    return path


def record_game(match: Match, folder: Path | None = None, finished_at: datetime | None = None) -> Path | None:
    """Keep `match` in the history if it is finished (None: not over, so not history)."""
    if not match.state.is_over():
        return None
    from tabletop.persistence.userdirs import history_dir

    return record_document(entry_document(match, finished_at), match_key(match), folder or history_dir())


def prune(folder: Path, max_games: int | None = None, max_bytes: int | None = None,
          keep: Path | None = None) -> list[Path]:
    """Delete the oldest entries until at most `max_games` (MAX_HISTORY_GAMES) remain and
    they take at most `max_bytes` (MAX_HISTORY_BYTES), never `keep` (the entry just
    written); returns the deleted paths. Only files named as Tabletop names its entries
    count and go (oldest by the time in the name, damaged or not); anything else in the
    folder is left alone."""
    max_games = MAX_HISTORY_GAMES if max_games is None else max_games
    max_bytes = MAX_HISTORY_BYTES if max_bytes is None else max_bytes
    files = []
    for path in _entry_files(Path(folder)):
        if not _NAME.match(path.name):
            continue   # not a name Tabletop writes: someone put it there, and it is theirs
        try:
            if regular_kind(path) is None:  # a pipe or device under our name is not ours to delete
                files.append((path.name, path, path.stat().st_size))
        except OSError:
            continue
    files.sort()
    count, size = len(files), sum(item[2] for item in files)
    deleted = []
    for _, path, bytes_ in files:
        if count <= max_games and size <= max_bytes:
            break
        if path == keep:
            continue
        try:
            path.unlink()
        except OSError:
            continue
        with contextlib.suppress(OSError):   # its kept review goes with it; one left behind only takes room
            path.with_suffix(KEPT_REVIEW_SUFFIX).unlink(missing_ok=True)
        deleted.append(path)
        count, size = count - 1, size - bytes_
    return deleted


# ---- reading ---------------------------------------------------------------------


def list_history(folder: Path | None = None) -> list[HistoryEntry]:
    """Every entry of the history folder, newest first; damaged ones listed as damaged."""
    if folder is None:
        from tabletop.persistence.userdirs import history_dir

        folder = history_dir()
    index = load_index(Path(folder))
    entries = [_summarised(path, index.get(path.name)) or read_entry(path) for path in _entry_files(Path(folder))]
    entries.sort(key=_newest_first, reverse=True)
    return entries


def refresh_index(folder: Path) -> None:
    """Bring the folder's summary index up to date: entries read in full where they are
    new or changed, the others' summaries kept; damaged entries get none."""
    index = load_index(folder)
    summaries = {}
    for path in _entry_files(folder):
        kept = index.get(path.name)
        if kept is not None and _summarised(path, kept) is not None:
            summaries[path.name] = kept
            continue
        entry = read_entry(path)
        if entry.ok and entry.result is not None:
            try:
                stamp = file_stamp(path)
            except OSError:
                continue
            summaries[path.name] = {"stamp": stamp, "actions": entry.actions, "colours": list(entry.colours),
                                    "result": entry.result.to_json()}
    write_index(folder, summaries)


def _summarised(path: Path, summary: dict | None) -> HistoryEntry | None:
    """The entry from its index summary, or None when there is none or it is out of date."""
    if summary is None:
        return None
    try:
        if file_stamp(path) != summary["stamp"]:
            return None
        result = _result(path, summary, len(summary["colours"]))
    except (OSError, SaveError):
        return None
    return HistoryEntry(path, result, summary["actions"], colours=tuple(summary["colours"]))


def read_entry(path: Path) -> HistoryEntry:
    """One entry read and checked (not replayed); never raises for a bad file."""
    path = Path(path)
    try:
        save, document = read_save_document(path)
        result = _result(path, document, len(save.seats))
    except SaveError as error:
        return HistoryEntry(path, error=error)
    if result.game != save.game:
        return HistoryEntry(path, error=SaveError(path, f"names the game {result.game!r} but the save is of "
                                                        f"{save.game!r}", "result.game"))
    return HistoryEntry(path, result, len(save.actions), colours=tuple(seat.colour for seat in save.seats))


def _entry_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return [path for path in folder.iterdir() if is_listed_save(path)]


def _age_key(path: Path) -> tuple[float, str]:
    """Oldest first: the time in the entry's name, else the file's modification time."""
    match = _NAME.match(path.name)
    if match:
        stamp = datetime.strptime(match.group(1), _STAMP).replace(tzinfo=timezone.utc)
        return stamp.timestamp(), path.name
    return path.stat().st_mtime, path.name


def _newest_first(entry: HistoryEntry) -> tuple[float, str]:
    if entry.result is not None:
        return entry.result.finished().timestamp(), entry.path.name
    try:
        return _age_key(entry.path)
    except OSError:
        return 0.0, entry.path.name


def _result(path: Path, document: dict, seats: int) -> GameResult:
    if "result" not in document:
        raise SaveError(path, "this save has no result, so it is not a finished game of the history", "result")
    data = document["result"]
    if not isinstance(data, dict):
        raise SaveError(path, "expected an object", "result")
    get = _Getter(path, data)
    players = get.whole("players")
    if players != seats:
        raise SaveError(path, f"says {players} players but the save has {seats} seats", "result.players")
    finished_at = get.text("finished_at")
    try:
        datetime.fromisoformat(finished_at)
    except ValueError:
        raise SaveError(path, f"expected a date and time, found {finished_at!r}", "result.finished_at") from None
    names = tuple(name or f"Player {i + 1}" for i, name in enumerate(get.texts("names", players)))
    totals = tuple(get.wholes("totals", players))
    winners = tuple(get.wholes("winners", None))
    for index, seat in enumerate(winners):
        if not 0 <= seat < players:
            raise SaveError(path, f"there is no seat {seat} among {players} players", f"result.winners[{index}]")
    kinds = tuple(get.texts("kinds", players))
    for index, kind in enumerate(kinds):
        if kind not in SEAT_KINDS:
            raise SaveError(path, f"expected one of {', '.join(SEAT_KINDS)}, found {kind!r}", f"result.kinds[{index}]")
    figure_names = tuple(get.texts("figure_names", None, required=False))
    return GameResult(
        game=get.text("game"), game_name=clean_name(get.text("game_name")), finished_at=finished_at,
        names=names, kinds=kinds, totals=totals, winners=winners,
        categories=tuple(get.texts("categories", None)), breakdown=tuple(get.tables("breakdown", players)),
        figure_names=figure_names,
        figures=tuple(get.tables("figures", players)) if figure_names else (),
        ending=get.text("ending", required=False), rounds=get.whole("rounds", required=False))


class _Getter:
    """Typed reads of the `result` object, each failure a SaveError naming `result.<field>`."""

    def __init__(self, path: Path, data: dict) -> None:
        self.path, self.data = path, data

    def _raw(self, name: str, required: bool, default: object) -> object:
        if name not in self.data:
            if required:
                raise SaveError(self.path, "this field is missing", f"result.{name}")
            return default
        return self.data[name]

    def _fail(self, field: str, expected: str, value: object) -> SaveError:
        return SaveError(self.path, f"expected {expected}, found {_kind(value)}", field)

    def text(self, name: str, required: bool = True) -> str:
        value = self._raw(name, required, "")
        if not isinstance(value, str) or len(value) > MAX_SAVED_NAME_LENGTH:
            raise SaveError(self.path, f"expected text of at most {MAX_SAVED_NAME_LENGTH} characters", f"result.{name}")
        return value

    def whole(self, name: str, required: bool = True) -> int:
        value = self._raw(name, required, 0)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self._fail(f"result.{name}", "a whole number", value)
        return value

    def _list(self, name: str, length: int | None, required: bool) -> list:
        value = self._raw(name, required, [])
        if not isinstance(value, list):
            raise self._fail(f"result.{name}", "a list", value)
        if length is not None and len(value) != length:
            raise SaveError(self.path, f"has {len(value)} entries for {length} players", f"result.{name}")
        return value

    def texts(self, name: str, length: int | None, required: bool = True) -> list[str]:
        items = self._list(name, length, required)
        for index, item in enumerate(items):
            if not isinstance(item, str) or len(item) > MAX_SAVED_NAME_LENGTH:
                raise SaveError(self.path, f"expected text of at most {MAX_SAVED_NAME_LENGTH} characters",
                                f"result.{name}[{index}]")
        return [clean_name(item) for item in items]   # printed by `history` and `stats` too

    def wholes(self, name: str, length: int | None) -> list[int]:
        items = self._list(name, length, True)
        for index, item in enumerate(items):
            if not isinstance(item, int) or isinstance(item, bool):
                raise self._fail(f"result.{name}[{index}]", "a whole number", item)
        return items

    def tables(self, name: str, length: int) -> list[dict[str, int]]:
        items = self._list(name, length, True)
        for index, item in enumerate(items):
            if not isinstance(item, dict):
                raise self._fail(f"result.{name}[{index}]", "an object", item)
            for key, value in item.items():
                if not isinstance(value, int) or isinstance(value, bool) or len(key) > MAX_SAVED_NAME_LENGTH:
                    raise self._fail(f"result.{name}[{index}].{key[:MAX_SAVED_NAME_LENGTH]}", "a whole number",
                                     value)
        return [{clean_name(key): value for key, value in item.items()} for item in items]
