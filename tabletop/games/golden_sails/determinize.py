"""Sampling full Golden Sails states from one seat's view (for bots that must not cheat).

Only the view is read. What the viewer cannot see is drawn from the cards it has not
seen: opponents' face-down gems (each matching the class announced when it was taken),
the deck order and, with fewer than four players, which cards were left in the box.
With `secret_experts`, other players' remaining experts are drawn at random too. The
world is a SampledState: the bots play it out without writing events.

A search samples thousands of states from one view, so everything but what is drawn is
built once per view (the last one asked about) and cloned after that.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.games.golden_sails.model import EXPERTS, GOOD_TYPES, GoldenSailsContent
from tabletop.games.golden_sails.phases import Phase
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.state import SampledState
from tabletop.games.golden_sails.view import GoldenSailsView

GEMS_I = GOOD_TYPES.index("gems")

_last: tuple[GoldenSailsView, GoldenSailsRules, SampledState, tuple[str, ...]] | None = None
"""(view, game, template state, unseen card ids) of the last view."""


def determinize(game: GoldenSailsRules, view: GoldenSailsView, rng: Rng) -> SampledState:
    template, unseen = _template(game, view)
    state = template.clone()
    state.rng = rng.spawn()
    pool = list(unseen)
    rng.shuffle(pool)
    for seat, seat_view in enumerate(view.seats):
        if seat_view.gems is None:
            state.piles[seat][GEMS_I] = _sample_gems(seat_view.announced_gems, pool, game.content)
        if seat_view.experts is None:
            state.experts[seat] = _sample_experts(seat_view.expert_count, rng)
    state.deck = pool[: view.deck_count]
    return state


def _template(game: GoldenSailsRules, view: GoldenSailsView) -> tuple[SampledState, tuple[str, ...]]:
    """The view's position with nothing drawn (hidden gems and experts left empty, no
    deck), and the ids of the cards the viewer has not seen, in content order."""
    global _last
    kept = _last
    if kept is not None and kept[0] is view and kept[1] is game:
        return kept[2:]
    template = _state_from_view(game, view)
    seen: set[str] = {slot.card for slot in view.market if slot.card}
    for seat in view.seats:
        seen.update(seat.spices, seat.animals, seat.weapons, seat.spells)
        if seat.gems is not None:
            seen.update(seat.gems)
    unseen = tuple(card_id for card_id in game.content.card_index if card_id not in seen)
    _last = (view, game, template, unseen)
    return template, unseen


def _state_from_view(game: GoldenSailsRules, view: GoldenSailsView) -> SampledState:
    """Every public part of the position, and the viewer's own secrets."""
    state = SampledState(game, view.players, Rng(0), dict(view.options))
    state.reference = view.reference
    state.round = view.round
    state.first = view.first_player
    state.phase = view.phase
    state.market = [[slot.card, slot.expert, slot.placed_by] for slot in view.market]
    state.turn = _turn(view)
    state.experts = [list(s.experts) if s.experts is not None else [0] * len(EXPERTS) for s in view.seats]
    state.piles = [[list(s.spices), list(s.gems or ()), list(s.animals), list(s.weapons), list(s.spells)]
                   for s in view.seats]
    state.announced = [list(s.announced_gems) for s in view.seats]
    return state


def _sample_gems(classes: tuple[int, ...], unseen: list[str], content: GoldenSailsContent) -> list[str]:
    """One unseen card per announced class, removed from the pool: the first of that class
    in the pool's (shuffled) order. A loop, not a generator: every world a search samples
    draws every hidden gem."""
    card = content.card_index
    gems = []
    for gem_class in classes:
        for index, card_id in enumerate(unseen):
            if card[card_id].gem == gem_class:
                break
        else:
            raise ValueError(f"no unseen card is left for an announced gem of class {gem_class}")
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
    if view.phase == Phase.ASSIGN:
        return sum(1 for slot in view.market if slot.expert is not None)
    if view.phase == Phase.TAKE:
        return sum(1 for slot in view.market if slot.card is None)
    return 0
