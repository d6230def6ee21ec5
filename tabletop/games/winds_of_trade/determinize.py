"""Sampling a full Winds of Trade state from one seat's view (for bots that must not cheat).

Only the view is read. What the viewer cannot see is drawn from the cards it has not
seen: the order and contents of the four decks, face-down market cards it did not peek
at (each replaced by an unseen upgrade of the same public price), and the advisors
another player is choosing among while recruiting. The world is a SampledState: the bots
play it out without writing events.

A search samples one world per iteration from the same view, so the part every sample
shares (the public position and the pools of unseen cards) is built once per view and
copied; only the draws are made afresh. So are the viewer's legal actions when it is to
act: what it may do depends on nothing it cannot see, so every world lists the view's
own (`legal`), and a search asks them of every world it samples.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.action import Action
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.rules import WindsOfTradeRules
from tabletop.games.winds_of_trade.state import SampledState
from tabletop.games.winds_of_trade.view import WindsOfTradeView


@dataclass(slots=True)
class _Public:
    """What every world sampled from one view shares: the position with its hidden parts
    left empty, the unseen cards of each deck in content order, the face-down market
    slots (spot, slot, public price) in board order, and the viewer's legal actions
    (None: the viewer is not to act)."""

    view: WindsOfTradeView
    position: SampledState
    islands: list[str]
    council: list[str]
    advisors: list[str]
    market: list[str]
    face_down: list[tuple[int, int, int | None]]
    legal: list[Action] | None


_latest: _Public | None = None
"""The shared part of the latest view sampled (a search asks with one view many times)."""


def determinize(game: WindsOfTradeRules, view: WindsOfTradeView, rng: Rng) -> SampledState:
    global _latest
    public = _latest
    if public is None or public.view is not view or public.position.game is not game:
        public = _latest = _public_part(game, view)
    state = public.position.clone()
    state.rng = rng.spawn()
    state.island_deck = _sample(public.islands[:], view.island_deck, rng)
    state.council_deck = _sample(public.council[:], view.council_deck, rng)
    pool = public.advisors[:]
    rng.shuffle(pool)
    if view.drawn is None:
        state.drawn = [pool.pop() for _ in range(view.drawn_count)]
    state.advisor_deck = pool
    pool = public.market[:]
    rng.shuffle(pool)
    cost_of = game.turn_actions.market_price
    for spot, slot, cost in public.face_down:
        state.market[spot][slot][0] = _take_first_costing(pool, cost, cost_of)
    state.market_deck = pool
    state.legal_cache = public.legal      # kept as a state keeps its own: copied when asked, dropped at a move
    return state


def _public_part(game: WindsOfTradeRules, view: WindsOfTradeView) -> _Public:
    content = game.content
    ids = content.card_ids
    state = SampledState(game, view.players, Rng(0), view.older)
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
    assert state.card[-1] == GOLDEN

    # Island deck: every card not on a spot nor discarded. Council deck likewise.
    placed = set(state.card) | set(state.island_discard)
    islands = [c for c in ids.islands if c not in placed]
    seen = set(state.council) | set(state.candidates) | set(state.council_discard)
    council = [c for c in ids.council if c not in seen]
    # Advisors: the drawn ones (if hidden) come from the same pool as the deck.
    seen = {a for cabin in state.cabins for a in cabin} | set(state.advisor_discard)
    if view.drawn is not None:
        seen |= set(view.drawn)
        state.drawn = list(view.drawn)
    advisors = [a for a in ids.advisors if a not in seen]
    # Market: face-down cards keep their public price and are drawn with the rest of the deck.
    seen = {u for ups in state.upgrades for u in ups}
    seen |= {slot.card for sv in view.spots for slot in sv.market if slot.card is not None}
    market = [m for m in ids.market if m not in seen]
    face_down = []
    for spot, sv in enumerate(view.spots):
        state.market[spot] = [[slot.card, list(slot.peeked_by)] for slot in sv.market]
        face_down += [(spot, i, slot.cost) for i, slot in enumerate(sv.market) if slot.filled and slot.card is None]
    for seat in range(view.players):    # loadouts are public: every world sampled starts with these
        state.bonuses(seat)
        state.claim_options(seat)
    legal = list(view.legal) if view.seat is not None and view.seat == view.to_act else None
    return _Public(view, state, islands, council, advisors, market, face_down, legal)


def _take_first_costing(pool: list[str], cost: int | None, cost_of: dict[str, int]) -> str:
    """The first upgrade in `pool` of public price `cost`, taken out of it (the pool holds
    one for every face-down card: the cards unseen include the face-down ones)."""
    for i, card in enumerate(pool):
        if cost_of[card] == cost:
            del pool[i]
            return card
    raise AssertionError("no unseen upgrade of a face-down card's price")


def _sample(pool: list[str], count: int, rng: Rng) -> list[str]:
    rng.shuffle(pool)
    return pool[:count]
