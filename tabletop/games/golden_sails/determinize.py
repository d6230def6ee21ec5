"""Sampling full Golden Sails states from one seat's view (for bots that must not cheat).

Only the view is read. What the viewer cannot see is drawn from the cards it has not
seen: opponents' face-down gems (each matching the class announced when it was taken),
the deck order and, with fewer than four players, which cards were left in the box.
With `secret_experts`, other players' remaining experts are drawn at random too. The
world is a SampledState: the bots play it out without writing events.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.engine.game import Game
from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES
from tabletop.games.golden_sails.state import SampledState
from tabletop.games.golden_sails.view import GoldenSailsView


def determinize(game: Game, view: GoldenSailsView, rng: Rng) -> SampledState:
    content = game.content
    state = SampledState(game, view.players, rng.spawn(), dict(view.options))
    seen: set[str] = {slot.card for slot in view.market if slot.card}
    for seat in view.seats:
        seen.update(seat.spices, seat.animals, seat.weapons, seat.spells)
        if seat.gems is not None:
            seen.update(seat.gems)
    unseen = [card_id for card_id in content.card_index if card_id not in seen]
    rng.shuffle(unseen)

    piles, experts = [], []
    for seat_view in view.seats:
        gems = list(seat_view.gems) if seat_view.gems is not None else _sample_gems(seat_view.announced_gems, unseen, content)
        piles.append([list(seat_view.spices), gems, list(seat_view.animals), list(seat_view.weapons), list(seat_view.spells)])
        experts.append(list(seat_view.experts) if seat_view.experts is not None
                       else _sample_experts(seat_view.expert_count, rng))
    state.deck = unseen[: view.deck_count]
    state.reference = view.reference
    state.round = view.round
    state.first = view.first_player
    state.phase = view.phase
    state.market = [[slot.card, slot.expert, slot.placed_by] for slot in view.market]
    state.turn = _turn(view)
    state.experts = experts
    state.piles = piles
    state.announced = [list(s.announced_gems) for s in view.seats]
    assert len(piles[0]) == len(GOOD_TYPES)
    return state


def _sample_gems(classes: tuple[int, ...], unseen: list[str], content) -> list[str]:
    """One unseen card per announced class, removed from the pool."""
    card = content.card_index
    gems = []
    for gem_class in classes:
        index = next(i for i, card_id in enumerate(unseen) if card[card_id].gem == gem_class)
        gems.append(unseen.pop(index))
    return gems


def _sample_experts(count: int, rng: Rng) -> list[int]:
    kinds = list(range(len(EXPERTS)))
    rng.shuffle(kinds)
    hand = [0] * len(EXPERTS)
    for k in kinds[:count]:
        hand[k] = 1
    return hand


def _turn(view: GoldenSailsView) -> int:
    """How many seats have acted in this phase, read off the market."""
    if view.phase == "assign":
        return sum(1 for slot in view.market if slot.expert is not None)
    if view.phase == "take":
        return sum(1 for slot in view.market if slot.card is None)
    return 0
