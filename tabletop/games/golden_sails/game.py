"""Golden Sails: twelve rounds of reveal, assign experts, take goods; then final scoring.

The Game: what is fixed once content is loaded (the final scorers per animal reference,
the prebuilt actions, the event wording) and the ways into a position (a new game, a
save, a sample of one seat's view). The position is `position.py`'s, its play
`state.py`'s, the sampling `determinize.py`'s; all sit below this module and name the
Game by the face they read (`rules.GoldenSailsRules`), so imports run one way.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.game import GameOption, View
from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.animals import scorer_for
from tabletop.games.golden_sails.determinize import determinize
from tabletop.games.golden_sails.final_scorer import FinalScorer
from tabletop.games.golden_sails.model import EXPERTS, Card, GoldenSailsContent
from tabletop.games.golden_sails.phases import ASSIGN, SWAP, TAKE
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.state import GoldenSailsState
from tabletop.games.golden_sails.view import GoldenSailsView


class GoldenSailsGame(GoldenSailsRules):
    id = "golden_sails"

    def __init__(self, content: GoldenSailsContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        meta = content.meta
        self.name = meta.get("name", "Golden Sails")
        self.min_players = int(meta.get("min_players", 2))
        self.max_players = int(meta.get("max_players", 4))
        self.options = tuple(GameOption(o["id"], o["label"], o["description"], bool(o.get("default", False)))
                             for o in meta.get("options", ()))
        self._scorers = {ref.id: FinalScorer(content.scoring, scorer_for(ref, self.name_of), ref.scoring == "sequence",
                                              self.name_of)
                         for ref in content.references}
        # Actions are values; building them once keeps legal_actions() cheap for search.
        slots = range(self.max_players)
        self.assign_actions = [[Action(ASSIGN, (e, i)) for i in slots] for e in EXPERTS]
        self.take_actions = [Action(TAKE, (i,)) for i in slots]
        self.swap_actions = [[Action(SWAP, (i, e)) for e in EXPERTS] for i in slots]
        self._descriptions: dict[tuple[str, str], str] = {}

    def name_of(self, thing: str | int) -> str:
        return self.content.presentation.names.get(str(thing), str(thing))

    def describe(self, card_id: str, good: str) -> str:
        """"a weapon (Katar 1-2)": a card as the good it is taken as. Memoised: every move
        a search plays writes its event text, and there are only cards × goods of them."""
        key = (card_id, good)
        text = self._descriptions.get(key)
        if text is None:
            text = self._descriptions[key] = self._describe(self.content.card(card_id), good)
        return text

    def _describe(self, card: Card, good: str) -> str:
        name = self.name_of
        if good == "gems":
            return f"a gem (class {card.gem})"
        if good == "weapons":
            w = card.weapon
            return f"a weapon ({name(w.kind)} {w.left}-{w.right})"
        if good == "spells":
            return f"a spell ({name(card.spell.power)})"
        article = {"spices": "a spice", "animals": "an animal"}[good]
        return f"{article} ({name(card.spice if good == 'spices' else card.animal)})"

    def scorer(self, reference: str) -> FinalScorer:
        return self._scorers[reference]

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> GoldenSailsState:
        self.check_players(players)
        state = GoldenSailsState(self, players, Rng(seed), self.resolve_options(options))
        state.setup()
        return state

    def state_from_json(self, data: dict) -> GoldenSailsState:
        state = GoldenSailsState(self, data["players"], Rng(state=data["rng"]), dict(data["options"]))
        state.load_json(data)
        return state

    def determinize(self, view: View, rng: Rng) -> GoldenSailsState:
        if not isinstance(view, GoldenSailsView):
            raise TypeError(f"Golden Sails samples from its own views, not {type(view).__name__}")
        return determinize(self, view, rng)
