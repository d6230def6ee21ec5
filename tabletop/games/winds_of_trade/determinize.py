"""Sampling a full Winds of Trade state from one seat's view (for bots that must not cheat).

Only the view is read. What the viewer cannot see is drawn from the cards it has not
seen: the order and contents of the four decks, face-down market cards it did not peek
at (each replaced by an unseen upgrade of the same public price), and the advisors
another player is choosing among while recruiting. The world is a SampledState: the bots
play it out without writing events.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.state import SampledState
from tabletop.games.winds_of_trade.view import WindsView


def determinize(game, view: WindsView, rng: Rng) -> SampledState:
    content = game.content
    ids = content.card_ids
    state = SampledState(game, view.players, rng.spawn())
    for name in ("phase", "round", "start", "lead", "current", "placed", "steps", "blockade", "sails", "blockade_moved",
                 "bidder", "passes", "upheavals", "streak_faction", "streak", "end"):
        setattr(state, name, getattr(view, name))
    state.holder = list(view.holder)
    state.crew_moves = [list(m) for m in view.crew_moves]
    state.council = list(view.council)
    state.candidates = list(view.candidates)
    state.bids = list(view.bids)
    state.winners = list(view.winners)
    state.island_discard = list(view.island_discard)
    state.advisor_discard = list(view.advisor_discard)
    state.council_discard = list(view.council_discard)
    spots, seats = view.spots, view.seats          # every spot and every seat, in order
    state.card = [sv.card for sv in spots]
    state.sell = [sv.sell for sv in spots]
    state.buy = [list(sv.buy) for sv in spots]
    state.locals = [sv.locals for sv in spots]
    state.outrage = [sv.outrage for sv in spots]
    state.crew = [list(sv.crew) for sv in spots]
    state.ship = [seat.ship for seat in seats]
    state.cargo = [list(seat.cargo) for seat in seats]
    state.aboard = [seat.aboard for seat in seats]
    state.supply = [seat.supply for seat in seats]
    state.gold = [seat.gold for seat in seats]
    state.wind = [seat.wind for seat in seats]
    state.cabins = [list(seat.cabins) for seat in seats]
    state.upgrades = [list(seat.upgrades) for seat in seats]

    # Island deck: every card not on a spot nor discarded.
    placed = set(state.card) | set(state.island_discard)
    state.island_deck = _sample([c for c in ids.islands if c not in placed], view.island_deck, rng)
    # Council deck.
    seen = set(state.council) | set(state.candidates) | set(state.council_discard)
    state.council_deck = _sample([c for c in ids.council if c not in seen], view.council_deck, rng)
    # Advisors: the drawn ones (if hidden), then the deck.
    seen = {a for cabin in state.cabins for a in cabin} | set(state.advisor_discard)
    if view.drawn is not None:
        seen |= set(view.drawn)
    pool = [a for a in ids.advisors if a not in seen]
    rng.shuffle(pool)
    if view.drawn is not None:
        state.drawn = list(view.drawn)
    else:
        state.drawn = [pool.pop() for _ in range(view.drawn_count)]
    state.advisor_deck = pool
    # Market: face-down cards keep their public price; the rest is the deck.
    seen = {u for ups in state.upgrades for u in ups}
    seen |= {slot.card for sv in view.spots for slot in sv.market if slot.card is not None}
    pool = [m for m in ids.market if m not in seen]
    rng.shuffle(pool)
    for spot, sv in enumerate(view.spots):
        slots = []
        for slot in sv.market:
            card = slot.card
            if slot.filled and card is None:
                card = next(m for m in pool if content.market_index[m].cost == slot.cost)
                pool.remove(card)
            slots.append([card, list(slot.peeked_by)])
        state.market[spot] = slots
    state.market_deck = pool
    assert state.card[-1] == GOLDEN
    return state


def _sample(pool: list[str], count: int, rng: Rng) -> list[str]:
    rng.shuffle(pool)
    return pool[:count]
