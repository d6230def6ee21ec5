"""Loading a save from the UI: a failed load becomes a message, never a crash."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.match import Match
    from tabletop.ui.scene import AppServices


def load_match_or_explain(app: AppServices, path: Path) -> Match | None:
    """The match saved at `path`, or None after showing why it could not be loaded.

    The file is left untouched either way (the persistence layer only reads it).
    """
    from tabletop.persistence.saves import SaveError, load_match

    try:
        return load_match(Path(path))
    except SaveError as error:
        app.show_message("This save cannot be loaded", str(error))
    except OSError as error:
        app.show_message("This save cannot be read", f"{path}: {error.strerror or error}")
    return None
