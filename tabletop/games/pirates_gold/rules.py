"""What a Pirates' Gold position reads of its Game: the content and what is built from it once.

`PiratesGoldGame` (`game.py`) is the one implementation and fills these; declared here,
below the position and the state that `game.py` imports, so that the rules can name the
game's type without an import circle: imports run one way. Every game has its `rules.py`
(`tabletop/games/README.md`).
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.games.pirates_gold.model import Board, PiratesGoldContent
from tabletop.games.pirates_gold.sailing import Sea


class PiratesGoldRules(Game):
    """What a position reads of its Game: the content and what is built from it once.
    `PiratesGoldGame` (`game.py`) is the one Game of Pirates' Gold and fills these; they
    are declared here, below the State that `game.py` imports, so that the rules can name
    the game's type without an import circle."""

    content: PiratesGoldContent
    board: Board
    sea: Sea
    counter_total: int
    """How many Counter Magic cards the deck holds."""
    all_ducats: list[int]
    """Every ducat's value, sorted."""
    deck_counts: Counter[str]
    ducat_counts: Counter[int]
    """Every card and every ducat, counted once: what a sampled state draws the unseen ones from."""
    effect_type: dict[str, str]
    """Card id -> effect type: asked for every reminder at the start of every round, and for
    the Counter Magic seen whenever a card is played."""
    sail_lists: dict[tuple[int, str, int, int], list[Action]]
    """The sailing phase's legal actions by (cell, wind, steps, seat), built once each:
    a search lists them thousands of times from the few dozen places ships stand."""
    play_lists: dict[tuple[str, tuple], list[Action]]
    """A card's `play` actions by (card, the effect's `facts`), built once each (see
    `effects`): never change a list kept here."""

    def name_of(self, card_id: str) -> str:
        return self.content.card(card_id).name
