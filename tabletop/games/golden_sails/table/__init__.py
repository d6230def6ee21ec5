"""Golden Sails' table for the app: the host scene calls `make_table(host)`, the results
screen `results_look(game)`."""

from __future__ import annotations

from tabletop.games.golden_sails.model import GOOD_TYPES
from tabletop.games.golden_sails.table.table import GoldenSailsTable
from tabletop.games.golden_sails.table.words import Words
from tabletop.ui import theme
from tabletop.ui.scenes.results import ResultsLook
from tabletop.ui.table import TableHost, TableView


def make_table(host: TableHost) -> TableView:
    return GoldenSailsTable(host)


CHOICE_NAMES = {"universal": "universal", "shields": "weapon_shield", "gem_shifts": "gem_shift"}
"""The end-of-game choices a spell makes, by the spell's own name on the cards (the
choice "universal" is the Shapeshifter's, "shields" the Warding's)."""


def results_look(game) -> ResultsLook:
    """Each pile's name and the colour its strip has on the table; each end-of-game
    choice labelled by the spell that makes it."""
    words = Words(game.content)
    labels = {good: words.name(good) for good in GOOD_TYPES}
    labels.update({choice: words.name(power) for choice, power in CHOICE_NAMES.items()})
    return ResultsLook(labels=labels,
                       colours={good: theme.hex_colour(words.colour(good)) for good in GOOD_TYPES},
                       total_label="VP")
