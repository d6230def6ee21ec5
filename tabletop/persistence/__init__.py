"""What the player makes and keeps: saves, autosaves and settings, in the user data dir.

Nothing here imports pygame; the UI and the CLI (`play --load FILE`) both use it.
"""

from tabletop.persistence.autosave import clear_autosaves, latest_autosave, write_autosave
from tabletop.persistence.saves import (
    SAVE_FORMAT_VERSION,
    SaveError,
    SaveInfo,
    list_saves,
    load_match,
    save_match,
)
from tabletop.persistence.settings import Settings, load_settings, save_settings

__all__ = [
    "SAVE_FORMAT_VERSION",
    "SaveError",
    "SaveInfo",
    "Settings",
    "clear_autosaves",
    "latest_autosave",
    "list_saves",
    "load_match",
    "load_settings",
    "save_match",
    "save_settings",
    "write_autosave",
]
