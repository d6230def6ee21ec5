"""Settings: a few preferences kept between runs in settings.json.

Settings are a convenience, so reading them never stops the app: a missing file means
the defaults, a broken file means the defaults plus a message, and one bad value only
resets that value. The file is never rewritten by reading it; it changes only when the
player changes a setting (`save_settings`, atomic like the saves).

They are read before the title screen's first frame (the text size and full screen
decide it), so `json` is imported only when there is a file to read or write: a first
start has none, and the import is about 2 ms of that frame's wait.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop.runtime.limits import MAX_JSON_DEPTH, MAX_SAVED_NAME_LENGTH, MAX_SETTINGS_BYTES
from tabletop.persistence import userdirs
from tabletop.persistence.atomic import atomic_write_text
from tabletop.persistence.nesting import json_depth
from tabletop.runtime.crash import logger
from tabletop.runtime.regular_files import FileTooLarge, NotRegularFile, read_regular
from tabletop.runtime.safetext import clean_name

if TYPE_CHECKING:
    from tabletop.engine.seat import Seat

SETTINGS_FILE = "settings.json"
TEXT_SIZES = (100, 125, 150)
"""The text sizes the layouts know, in per cent of the house sizes (tabletop.ui.theme.set_text_size)."""
OFFERED_TEXT_SIZES = (100, 125, 150)
"""The sizes Settings offers: every screen and table is whole at each of them
(tests/ui/test_no_cut_labels.py draws every table through a game at each)."""
ANIMATION_SPEED_MAX = 4.0
WINDOW_MIN = (640, 360)
WINDOW_MAX = 16384

@dataclass
class Settings:
    """The player's preferences. `last_game`/`last_seats` prefill the next seat setup."""

    handoff_screens: bool = True       # hide the table between two people's turns
    animation_speed: float = 1.0       # multiplier; 0 turns animation off
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    master_volume: float = 0.8         # 0..1, every sound
    effects_volume: float = 1.0        # 0..1, the table's and menus' sounds
    ambience_volume: float = 0.0       # 0..1, a game's quiet sea or harbour loop; off by default
    muted: bool = False                # M mutes and unmutes without touching the volumes
    text_size: int = 100               # per cent of the house text sizes: 100, 125 or 150
    last_game: str = ""
    last_seats: tuple[Seat, ...] = field(default=())

    def to_json(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["last_seats"] = [seat.to_json() for seat in self.last_seats]
        return data


def settings_path() -> Path:
    return userdirs.config_dir() / SETTINGS_FILE


def load_settings(problems: list[str] | None = None) -> Settings:
    """The saved settings, or defaults where the file or a value is unusable.

    Each problem is logged and, when `problems` is given, appended to it as a sentence
    the settings screen can show.
    """
    found: list[str] = []
    settings = _read(settings_path(), found)
    for message in found:
        logger(__name__).warning("%s", message)
    if problems is not None:
        problems.extend(found)
    return settings


def save_settings(settings: Settings) -> None:
    import json

    atomic_write_text(settings_path(), json.dumps(settings.to_json(), indent=2, ensure_ascii=False) + "\n")


def _read(path: Path, problems: list[str]) -> Settings:
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES)
        import json

        data = json.loads(raw.decode("utf-8"))
    except FileNotFoundError:
        return Settings()
    except FileTooLarge:
        problems.append(f"{path.name} is larger than {MAX_SETTINGS_BYTES // 1024} KB, so it is not settings "
                        f"Tabletop wrote; using the default settings")
        return Settings()
    except NotRegularFile as error:
        problems.append(f"{path.name} could not be read: it is not a regular file ({error.kind}); "
                        f"using the default settings")
        return Settings()
    except PermissionError:
        problems.append(f"{path.name} could not be read (Tabletop is not allowed to read it); "
                        f"using the default settings")
        return Settings()
    except (OSError, UnicodeDecodeError, ValueError) as error:
        problems.append(f"{path.name} could not be read ({error}); using the default settings")
        return Settings()
    except RecursionError:  # the C decoder stops itself at Python's recursion limit
        problems.append(_too_deep(path))
        return Settings()
    if not isinstance(data, dict):
        problems.append(f"{path.name} does not hold settings (expected a JSON object); using the default settings")
        return Settings()
    if json_depth(data) > MAX_JSON_DEPTH:
        problems.append(_too_deep(path))
        return Settings()
    defaults = Settings()
    values: dict[str, Any] = {}  # each field's check (_CHECKS) returns that field's type
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        try:
            values[spec.name] = _CHECKS[spec.name](data[spec.name])
        except ValueError as error:
            default = getattr(defaults, spec.name)
            problems.append(f"{path.name}: {spec.name}: {error}; using {_describe(default)}")
    return Settings(**values)


def _too_deep(path: Path) -> str:
    return (f"{path.name} nests lists or objects more than {MAX_JSON_DEPTH} deep, so it is not settings "
            f"Tabletop wrote; using the default settings")


def _describe(value: object) -> str:
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
        return f"{value[0]}×{value[1]}"
    if value == ():
        return "none"
    import json

    return json.dumps(value)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, found {_short(value)}")
    return value


def _speed(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not 0 <= value <= ANIMATION_SPEED_MAX:
        raise ValueError(f"expected a number from 0 to {ANIMATION_SPEED_MAX:g}, found {_short(value)}")
    return float(value)


def _volume(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) \
            or not 0 <= value <= 1:
        raise ValueError(f"expected a number from 0 to 1, found {_short(value)}")
    return float(value)


def _window(value: object) -> tuple[int, int]:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and WINDOW_MIN[0] <= value[0] <= WINDOW_MAX and WINDOW_MIN[1] <= value[1] <= WINDOW_MAX):
        return value[0], value[1]
    raise ValueError(f"expected [width, height] of at least {WINDOW_MIN[0]}×{WINDOW_MIN[1]}, found {_short(value)}")


def _text_size(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in TEXT_SIZES:
        raise ValueError(f"expected one of {', '.join(map(str, TEXT_SIZES))}, found {_short(value)}")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected text, found {_short(value)}")
    return value


def _seat_shaped(item: object) -> bool:
    colour = item.get("colour", 0) if isinstance(item, dict) else None
    return isinstance(item, dict) and isinstance(item.get("name"), str) \
        and isinstance(colour, int) and not isinstance(colour, bool)


def _seats(value: object) -> tuple[Seat, ...]:
    if not isinstance(value, list) or not all(_seat_shaped(item) for item in value):
        raise ValueError(f"expected a list of seats with names and colour numbers, found {_short(value)}")
    longest = max((len(item["name"]) for item in value), default=0)
    if longest > MAX_SAVED_NAME_LENGTH:
        raise ValueError(f"a seat name is {longest:,} characters long; names have at most {MAX_SAVED_NAME_LENGTH}")
    from tabletop.engine.seat import Seat  # only when seats were saved; not engine.match: see tabletop.engine.seat

    seats = (Seat.from_json(item) for item in value)  # its ValueError names an unknown seat kind
    return tuple(replace(seat, name=clean_name(seat.name)) for seat in seats)  # see tabletop.runtime.safetext


_CHECKS = {
    "handoff_screens": _boolean,
    "animation_speed": _speed,
    "fullscreen": _boolean,
    "window_size": _window,
    "master_volume": _volume,
    "effects_volume": _volume,
    "ambience_volume": _volume,
    "muted": _boolean,
    "text_size": _text_size,
    "last_game": _text,
    "last_seats": _seats,
}
