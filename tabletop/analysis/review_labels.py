"""Where the review's labels start, per game: how much of the best move's chance to win
(its evaluation, where the game has no map) a move may lose before the review calls it
an inaccuracy, a mistake or a blunder.

The same search judged again under another seed moves its verdict on a move by an amount
that differs by game by an order of magnitude (`tools/review_noise.py`: a tenth of a
point in Sail to India, whose evaluations sit close together, several points in Golden
Sails). One set of thresholds for all would call noise a mistake in one game and never
call anything a mistake in another, so each game names its own in
`content/<game>/review.yaml`, set where the noise crosses them one time in twenty (see
`results/review_noise/README.md`). Not a rule: left out of the content fingerprint, like
the calibration map. A game without the file keeps the first thresholds, 5, 10 and 20
points. Nothing here imports pygame.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

FILE = "review.yaml"


class Labels(BaseModel):
    """The loss, as a share (0.05 = 5 points), at which each label starts."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    inaccuracy: float = Field(default=0.05, gt=0, le=1)
    mistake: float = Field(default=0.10, gt=0, le=1)
    blunder: float = Field(default=0.20, gt=0, le=1)

    @model_validator(mode="after")
    def _rising(self) -> "Labels":
        if not self.inaccuracy < self.mistake < self.blunder:
            raise ValueError("the thresholds must rise: inaccuracy < mistake < blunder")
        return self

    def thresholds(self) -> tuple[tuple[str, float], ...]:
        """(label, where it starts), the smallest first."""
        return (("inaccuracy", self.inaccuracy), ("mistake", self.mistake), ("blunder", self.blunder))


class ReviewNumbers(BaseModel):
    """A game's `review.yaml`."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    labels: Labels


FIRST = Labels()
"""The issue's thresholds to start with (5, 10 and 20 points), for a game with no file."""


@cache
def labels_for(game_id: str) -> Labels:
    """The game's thresholds (FIRST when it ships none). A damaged file is a content error
    (ContentErrors naming file, line and field), as any content file's is."""
    from tabletop.runtime.paths import content_root

    path = content_root() / game_id / FILE
    return read_labels(path) if path.is_file() else FIRST


def read_labels(path: Path) -> Labels:
    """The thresholds in `path`; raises ContentErrors naming file, line and field."""
    from tabletop.content.yamlio import read_model

    return read_model(path, ReviewNumbers).labels
