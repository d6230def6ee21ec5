"""A fingerprint of a game's content folder, recorded in saves.

A save is a seed plus an action list; replaying it on different cards or numbers would
silently give a different game, so the loader compares this hash and says so instead.
Only the files that define the rules count: every `*.yaml` but `presentation.yaml`
(names, colours, icons, tooltip wording) and not `rules.md` (the text players read).
Rewording a card's name or the rules text therefore leaves every save loadable, while a
changed number or card refuses them (unless the game keeps the older rule for them and
lists the earlier fingerprint: `Game.earlier_content_hashes`). Files count by name and exact bytes, in sorted
order; each is framed with its name and length so no two folders collide by moving bytes
from one file into the next.

Saves written before presentation and rules text were left out carry the hash of every
`*.yaml` and `*.md` (`whole_folder_hash`); the loader still accepts that one.
A tutorial (`tutorial.yaml`, a lesson played on the rules, not part of them), the
designers' notes (`DESIGN.md`), the review's calibration map (`calibration.yaml`, how
evaluations read as chances) and its label thresholds (`review.yaml`) count in neither:
adding or rewriting one leaves every save loadable.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

from tabletop.runtime.limits import MAX_CONTENT_FILE_BYTES
from tabletop.runtime.regular_files import read_regular

HASHED_SUFFIXES = (".yaml", ".md")
NOT_RULES = frozenset({"presentation.yaml", "rules.md"})
NOT_CONTENT = frozenset({"tutorial.yaml", "DESIGN.md", "calibration.yaml", "review.yaml"})
"""Files beside the content that neither fingerprint has ever counted (a lesson; the
designers' notes on how the numbers were tuned, never shown in the app; the map from the
review's evaluations to chances, fitted on games played by the rules, and where the
review's labels start, set against its noise: neither is a rule)."""


def content_hash(folder: Path) -> str:
    """sha256 hex digest of `folder`'s rule files (not recursive)."""
    return _digest(p for p in _candidates(folder) if p.name not in NOT_RULES)


def whole_folder_hash(folder: Path) -> str:
    """The earlier fingerprint: every *.yaml and *.md file, presentation and rules text too."""
    return _digest(_candidates(folder))


def _candidates(folder: Path) -> list[Path]:
    """The hashed files; `is_file` looks without opening, so a named pipe is never among them."""
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix in HASHED_SUFFIXES and p.name not in NOT_CONTENT)


def _digest(files: Iterable[Path]) -> str:
    """Each file framed by name and length. A file that cannot be read (gone, shut, over the
    content size limit) counts as its name and a mark no readable file gives, so the hash
    matches no save, and the load says the content differs instead of failing."""
    digest = hashlib.sha256()
    for path in files:
        try:
            data = read_regular(path, MAX_CONTENT_FILE_BYTES)
        except OSError:
            digest.update(path.name.encode("utf-8") + b"\0unreadable\0")
            continue
        digest.update(path.name.encode("utf-8") + b"\0" + str(len(data)).encode() + b"\0")
        digest.update(data)
    return digest.hexdigest()
