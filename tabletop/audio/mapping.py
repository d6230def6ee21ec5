"""The sound map: content/sounds.yaml read and checked.

Which event kind sounds how is content, so a new card or event needs no Python: each
game lists every event kind its rules emit, with a sound id or `silent`. Reading never
raises for a bad file beyond ContentErrors naming file, line and field; the app then
simply stays silent (sound is a nicety, never a reason not to play).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from tabletop.content.errors import ContentError, ContentErrors
from tabletop.content.schema import suggest
from tabletop.content.yamlio import YamlDoc, read_yaml
from tabletop.runtime.regular_files import regular_kind

SOUNDS_FILE = "sounds.yaml"
SILENT = "silent"
UI_SOUNDS = ("click", "handoff", "win", "end")
PRIORITY_RANGE = (0, 9)
MAX_FILE_BYTES = 1 << 20
"""The map is a few kilobytes; anything near this is not a sound map."""


@dataclass(frozen=True)
class Sound:
    file: str
    priority: int


@dataclass(frozen=True)
class GameSounds:
    ambience: str | None
    events: dict[str, str | None]
    """Event kind -> sound id, or None for a kind that is deliberately silent."""


@dataclass(frozen=True)
class SoundMap:
    sounds: dict[str, Sound] = field(default_factory=dict)
    ambience: dict[str, str] = field(default_factory=dict)
    """Ambience id -> file."""
    ui: dict[str, str] = field(default_factory=dict)
    games: dict[str, GameSounds] = field(default_factory=dict)

    def files(self) -> list[str]:
        """Every file the map names (effects, then ambience loops)."""
        return sorted({s.file for s in self.sounds.values()}) + sorted(set(self.ambience.values()))

    def sound_for(self, game_id: str, kind: str) -> str | None:
        """The sound id of an event kind (None: silent, unknown game or unknown kind)."""
        game = self.games.get(game_id)
        return game.events.get(kind) if game is not None else None


def sounds_path(content: Path | None = None) -> Path:
    if content is None:
        from tabletop.runtime.paths import content_root

        content = content_root()
    return Path(content) / SOUNDS_FILE


def load_sound_map(path: Path | None = None, sound_folder: Path | None = None) -> SoundMap:
    """Read and check the sound map; raise ContentErrors listing every problem.

    With `sound_folder` (as `validate` passes it), every file the map names must also be a
    regular file there: a missing one would only be a silent event in the app, and a named
    pipe would hang the mixer that opens it. The app itself passes none and stays lenient
    (sound is a nicety): a file that cannot be opened is skipped with a warning."""
    path = sounds_path() if path is None else Path(path)
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ContentErrors([ContentError(str(path), None, "", f"larger than {MAX_FILE_BYTES} bytes; "
                                                                    "not a sound map")])
    except OSError:
        pass  # read_yaml names a missing or unreadable file
    doc = read_yaml(path)
    errors = list(doc.errors)
    result = _parse(doc, errors)
    if sound_folder is not None:
        errors.extend(_missing_files(doc, result, Path(sound_folder)))
    if errors:
        raise ContentErrors(errors)
    return result


def _mapping(doc: YamlDoc, value: Any, where: tuple, errors: list[ContentError]) -> dict:
    if not isinstance(value, dict):
        errors.append(doc.error(where, f"expected a mapping, got {type(value).__name__}"))
        return {}
    return value


def _parse(doc: YamlDoc, errors: list[ContentError]) -> SoundMap:
    top = _mapping(doc, doc.data, (), errors)
    for key in top:
        if key not in ("sounds", "ambience", "ui", "games"):
            errors.append(doc.error((key,), f"unknown section{suggest(str(key), ['sounds', 'ambience', 'ui', 'games'])}"))
    sounds: dict[str, Sound] = {}
    for sid, spec in _mapping(doc, top.get("sounds", {}), ("sounds",), errors).items():
        spec = _mapping(doc, spec, ("sounds", sid), errors)
        file, priority = spec.get("file"), spec.get("priority", 1)
        if not _is_file_name(file):
            errors.append(doc.error(("sounds", sid, "file"), f"expected a file name in sounds/ ending in .ogg, got {file!r}"))
            continue
        if isinstance(priority, bool) or not isinstance(priority, int) or not PRIORITY_RANGE[0] <= priority <= PRIORITY_RANGE[1]:
            errors.append(doc.error(("sounds", sid, "priority"),
                                    f"expected an integer {PRIORITY_RANGE[0]}..{PRIORITY_RANGE[1]}, got {priority!r}"))
            continue
        sounds[str(sid)] = Sound(file, priority)
    ambience: dict[str, str] = {}
    for aid, file in _mapping(doc, top.get("ambience", {}), ("ambience",), errors).items():
        if not _is_file_name(file):
            errors.append(doc.error(("ambience", aid), f"expected a file name in sounds/ ending in .ogg, got {file!r}"))
        else:
            ambience[str(aid)] = file
    ui: dict[str, str] = {}
    for name, sid in _mapping(doc, top.get("ui", {}), ("ui",), errors).items():
        if name not in UI_SOUNDS:
            errors.append(doc.error(("ui", name), f"unknown app sound{suggest(str(name), list(UI_SOUNDS))}"))
        elif (sound := _sound_id(doc, sid, sounds, ("ui", name), errors)) is not None:
            ui[name] = sound
    games: dict[str, GameSounds] = {}
    for game_id, spec in _mapping(doc, top.get("games", {}), ("games",), errors).items():
        spec = _mapping(doc, spec, ("games", game_id), errors)
        amb = spec.get("ambience")
        if amb is not None and amb not in ambience:
            errors.append(doc.error(("games", game_id, "ambience"), f"no ambience {amb!r}{suggest(str(amb), list(ambience))}"))
            amb = None
        events: dict[str, str | None] = {}
        for kind, sid in _mapping(doc, spec.get("events", {}), ("games", game_id, "events"), errors).items():
            if sid == SILENT:
                events[str(kind)] = None
            elif (sound := _sound_id(doc, sid, sounds, ("games", game_id, "events", kind), errors)) is not None:
                events[str(kind)] = sound
        games[str(game_id)] = GameSounds(amb, events)
    return SoundMap(sounds, ambience, ui, games)


def _missing_files(doc: YamlDoc, sounds: SoundMap, folder: Path) -> list[ContentError]:
    """An error on the line of each field naming a file that is not a regular file in `folder`."""
    named: list[tuple[tuple[str, ...], str]] = [(("sounds", sid, "file"), spec.file)
                                                for sid, spec in sounds.sounds.items()]
    named += [(("ambience", aid), file) for aid, file in sounds.ambience.items()]
    errors = []
    for where, file in named:
        try:
            kind = regular_kind(folder / file)
        except OSError:
            errors.append(doc.error(where, f"there is no file {file!r} in {folder}"))
            continue
        if kind is not None:
            errors.append(doc.error(where, f"{file!r} in {folder} is not a regular file ({kind})"))
    return errors


def _is_file_name(value: Any) -> TypeGuard[str]:
    """A plain file name in sounds/: no folders, so content cannot point outside it."""
    return isinstance(value, str) and value.endswith(".ogg") and Path(value).name == value and not value.startswith(".")


def _sound_id(doc: YamlDoc, value: Any, sounds: dict[str, Sound], where: tuple, errors: list[ContentError]) -> str | None:
    if isinstance(value, str) and value in sounds:
        return value
    errors.append(doc.error(where, f"expected a sound id or {SILENT!r}, got {value!r}{suggest(str(value), list(sounds))}"))
    return None
