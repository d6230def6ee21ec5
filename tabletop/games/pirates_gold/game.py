"""Pirates' Gold: rounds of dice, card phase I, sailing, card phase II and the end phase.

Seats are numbered clockwise; seat i sails from home port i+1. Each round one player is
active. The flow is a small state machine (`phase`), and every choice a person makes is
an ordinary action for `to_act()`:

- `wind D` after the direction die shows free choice;
- `pass` or `play CARD ARGS…` when a seat has the word in a card phase;
- `pass` or `play counter_magic` when a seat is asked to answer the last card played;
- `sail ROW COL` or `stay` in the sailing phase (`reachable()` lists the cells and paths);
- `toss VALUE` when a fifth ducat comes aboard, `discard CARD` above the hand limit;
- `swap CARD` or `keep` for the card swap.

Card phases: the word starts with the active player and goes clockwise, one card per
turn at the word. A played card restarts the count; the phase ends when, since the last
card, every other player has passed and then the active player passes (the active
player has the last word). Seats with an empty hand pass automatically: everyone can see
an empty hand, so skipping them leaks nothing. Likewise nobody is asked when the answer
is forced by public facts: a becalmed ship stays, four equal ducats need no toss choice.

Answer windows: every card played opens a window in which the other players, clockwise
from the one who played it, are asked in turn whether to answer with Counter Magic; an
answer opens its own window. Who is asked depends only on public facts (a seat with
cards in hand, while not all Counter Magic cards lie face up), never on what a hand
holds: a seat without Counter Magic is still asked, with `pass` as its only legal
action, so that turn order gives nothing away. A UI auto-passes such seats (`view.legal
== (pass,)`), and bots answer forced moves at once. When everyone has passed, the stack
resolves: a Counter Magic cancels the card just below it unless it was cancelled itself.

This module holds the Game. The State (`state.py`, on `position.py`) holds the round's
dice and sailing and the engine's contract (actions, saves, clones); the card phases live
in `cardphase`, the end phase in `endphase`, what each card does in `effects`, where
ships may go in `sailing` and the final score in `result`.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.game import View
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.determinize import determinize
from tabletop.games.pirates_gold.model import PiratesGoldContent
from tabletop.games.pirates_gold.phases import Phase
from tabletop.games.pirates_gold.rules import PiratesGoldRules
from tabletop.games.pirates_gold.sailing import Sea
from tabletop.games.pirates_gold.state import PiratesGoldState
from tabletop.games.pirates_gold.view import PiratesGoldView


class PiratesGoldGame(PiratesGoldRules):
    """The rules built from content (what `PiratesGoldRules` declares) and the ways into a position."""

    id = "pirates_gold"

    def __init__(self, content: PiratesGoldContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        self.board = content.board
        self.sea = Sea(content.board)
        meta = content.meta
        self.name = meta.get("name", "Pirates' Gold")
        self.min_players = int(meta.get("min_players", 2))
        self.max_players = int(meta.get("max_players", 4))
        self.options = ()
        self.counter_total = sum(c.count for c in content.cards if c.effect.type == "counter")
        self.all_ducats = sorted(v for v, n in content.numbers.ducats.items() for _ in range(n))
        self.deck_counts = Counter(content.deck())
        self.ducat_counts = Counter(self.all_ducats)
        self.effect_type = {c.id: c.effect.type for c in content.cards}
        self.sail_lists = {}
        self.play_lists = {}

    def reachable(self, view: PiratesGoldView) -> dict[tuple[int, int], list[tuple[int, int]]]:
        """For a UI, which draws views and never states: every cell the active ship may sail
        to now, as (row, col), with the legal path to it (the cells entered, in order).
        Empty outside the sailing phase."""
        if view.phase != Phase.SAIL:
            return {}
        seat = view.active
        steps = view.strength + sum(self.content.card(c).effect.steps for c in view.reminders[seat]
                                    if self.content.card(c).effect.type == "extra_sail")
        rc = self.board.rc
        return {rc(cell): [rc(c) for c in path]
                for cell, path in self.sea.wind_reach(view.ships[seat], view.wind, steps, seat).items()}

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> PiratesGoldState:
        self.check_players(players)
        self.resolve_options(options)
        state = PiratesGoldState(self, players, Rng(seed))
        state.setup()
        return state

    def state_from_json(self, data: dict) -> PiratesGoldState:
        state = PiratesGoldState(self, data["players"], Rng(state=data["rng"]))
        state.load_json(data)
        return state

    def determinize(self, view: View, rng: Rng) -> PiratesGoldState:
        if not isinstance(view, PiratesGoldView):
            raise TypeError("a Pirates' Gold state is sampled from a Pirates' Gold view")
        return determinize(self, view, rng)
