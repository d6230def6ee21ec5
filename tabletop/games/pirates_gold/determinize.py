"""Sampling full Pirates' Gold states from one seat's view (for bots that must not cheat).

Only the view is read. Hidden from the viewer, and so drawn at random here: the other
hands (their sizes are known) and the deck order, from the cards the viewer has not seen
(not in its hand, the discard pile, the reminders or the cards being answered); and the
values of face-down ducats and of the reserve, from the ducats not yet shown (all of
them minus cargo and home coves; a ducat tossed overboard sinks back into the reserve). Nothing the public play
reveals constrains a hand, because who is asked to answer never depends on a hand. The
world is a SampledState: the bots play its rounds out without writing their routine events.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain
from typing import TypeVar

from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.rules import PiratesGoldRules
from tabletop.games.pirates_gold.state import SampledState
from tabletop.games.pirates_gold.view import PiratesGoldView

T = TypeVar("T")


def determinize(game: PiratesGoldRules, view: PiratesGoldView, rng: Rng) -> SampledState:
    state = SampledState(game, view.players, rng.spawn())
    own = view.seat
    unseen = _left_over(game.deck_counts, chain(view.discard, *view.reminders, [card for _, card, _ in view.stack],
                                                view.hand or ()))
    rng.shuffle(unseen)
    hands = []
    for seat, count in enumerate(view.hand_counts):
        if seat == own:
            hands.append(list(view.hand or ()))   # the viewer's own view holds its hand
        else:
            hands.append(sorted(unseen.pop() for _ in range(count)))
    state.hands = hands
    state.deck = unseen[: view.deck_count]

    hidden = _left_over(game.ducat_counts, chain(*view.cargo, *view.home))
    rng.shuffle(hidden)
    state.spots = [hidden.pop() if full else 0 for full in view.spots]
    state.reserve = sorted(hidden[: view.reserve_count])

    state.round, state.active, state.phase, state.card_phase = view.round, view.active, view.phase, view.card_phase
    state.wind, state.strength = view.wind, view.strength
    state.roll = list(view.roll) if view.roll else None
    state.ships = list(view.ships)
    state.cargo = [list(c) for c in view.cargo]
    state.home = [list(h) for h in view.home]
    state.discard = list(view.discard)
    state.reminders = [list(r) for r in view.reminders]
    state.speaker, state.passed = view.speaker, list(view.passed)
    state.stack = [[s, c, list(a)] for s, c, a in view.stack]
    state.window, state.window_pos = list(view.window), view.window_pos
    state.played, state.moved, state.no_draw = list(view.played), list(view.moved), list(view.no_draw)
    state.hopped, state.resupplied = list(view.hopped), list(view.resupplied)
    state.sailed, state.sail_start = view.sailed, view.sail_start
    state.end_queue, state.end_pos, state.end_stage = list(view.end_queue), view.end_pos, view.end_stage
    state.pending, state.resume, state.winner = view.pending, view.resume, view.winner
    return state


def _left_over(everything: Counter[T], seen: Iterable[T]) -> list[T]:
    """`everything` less the items `seen`, in `everything`'s order, each as often as it is
    left: the list `(everything - Counter(seen)).elements()` gives, in half the time (a
    search samples a world every iteration)."""
    taken = Counter(seen).get
    return [item for item, count in everything.items() for _ in range(count - taken(item, 0))]
