"""What a Golden Sails position reads of its Game: the rules fixed once content is loaded.

`GoldenSailsGame` (`game.py`) is the one implementation and adds the ways into a position
(a new game, a save, a sampled world). Declared here, below the position and the state
that `game.py` imports, so that the rules can name the game's type without an import
circle: imports run one way. Every game has its `rules.py` (`tabletop/games/README.md`).
"""

from __future__ import annotations

from abc import abstractmethod

from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.games.golden_sails.final_scorer import FinalScorer
from tabletop.games.golden_sails.model import GoldenSailsContent


class GoldenSailsRules(Game):
    """Golden Sails' Game as its positions read it: what is fixed once content is loaded.
    `GoldenSailsGame` (game.py) is the one implementation; it builds positions, so the
    modules below it (the state, the view, determinize, the bots) name it by this face
    and imports still run one way."""

    content: GoldenSailsContent
    assign_actions: list[list[Action]]
    """`Action("assign", (expert, slot))` by expert index, then slot: built once, as values."""
    take_actions: list[Action]
    """`Action("take", (slot,))` by slot."""
    swap_actions: list[list[Action]]
    """`Action("swap", (slot, expert))` by slot, then expert index."""

    @abstractmethod
    def name_of(self, thing: str | int) -> str:
        """A vocabulary id's display name (the id itself when content has none)."""

    @abstractmethod
    def describe(self, card_id: str, good: str) -> str:
        """A card as the good it is taken as, in words ("a weapon (Katar 1-2)")."""

    @abstractmethod
    def scorer(self, reference: str) -> FinalScorer:
        """The final scorer under the animal reference `reference`."""
