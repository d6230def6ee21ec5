"""What a sensible Winds of Trade player values, for the bots (see tabletop/ai/hooks.py).

A win is worth 1 point, so `evaluate` estimates a seat's share of the win: islands
controlled (the Anarchy ending's first question), gold (its second, and the Pirates'
claim), superiorities weighted by how many council seats their faction holds (the
Order ending), and a little for cargo. `rollout_policy` plays the obvious moves quickly:
claim what can be claimed, sell where the goods are wanted, buy cheap when the hold is
light, sway and land crew with spare gold, sail towards a buyer, and bid for the
factions it holds; with some randomness so playouts differ. Both read only what a
determinized state holds, so they see what the deciding seat could know.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import cast

from tabletop.engine.action import Action
from tabletop.engine.game import State
from tabletop.engine.package import BotHooks, Evaluate, Policy
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.model import FACTIONS
from tabletop.games.winds_of_trade.phases import (
    BUY, ELECTION, END_TURN, LAND, PASS, RECRUIT, SWAY, TRADE, TRADE_DONE, TRADING, TURN,
)
from tabletop.games.winds_of_trade.state import WindsOfTradeState
from tabletop.games.winds_of_trade.trade import sell_track_price
from tabletop.games.winds_of_trade.turn import (
    claims,
    may_land,
    may_recruit,
    may_sway,
    may_trade,
    only_end_turn,
    sails,
    turn_choices,
)

SCORE_SCALE = 0.5
"""Totals are 1 for a win, 0 for a loss: half a win is a clear lead."""

ROLLOUT_DEPTH = 40
"""Playouts stop after about a round and a half of decisions and are judged by `evaluate`."""

EPSILON = 0.2
"""How often a playout move is uniformly random."""

EXPLORATION = {"hard": 0.35}
"""The hard level explores half as much as the others (UCT's constant 0.35, not 0.7): in
two-player games against normal (400 iterations, 0.7), hard's 1,600 iterations won 65 % of
120 games with 0.35 (seeds 1-60, both seatings) against 58 % of 60 with 0.7, and 0.35 at
normal's own count won 56 % of 40 against 0.7. Normal keeps 0.7, the strength its own rows
were measured at."""

ISLAND_VALUE, GOLD_VALUE, CARGO_VALUE, COUNCIL_VALUE = 0.25, 0.02, 0.08, 0.8

# The hooks are the engine's (`BotHooks`: any State); the bots hand them this game's states
# only, so each takes a WindsOfTradeState, and HOOKS says so once (`cast`, no check: a
# cast inside would be a call at almost every move of a playout).


def horizon(state: WindsOfTradeState) -> Hashable:
    """Greedy judges an action once the current turn (or election) is over."""
    return state.round, state.current, state.phase == ELECTION


def evaluate(state: WindsOfTradeState, seat: int) -> float:
    """The seat's share of the win as the module's docstring weighs it (`evaluate_all`'s)."""
    return evaluate_all(state)[seat]


def evaluate_all(state: WindsOfTradeState) -> list[float]:
    """Every seat's value (see the module's docstring): every playout ends here, so who
    controls each island and how the council stands are worked out once for all seats."""
    islands = state.controlled_counts()
    gold, cargo, holder = state.gold, state.cargo, state.holder
    values = [ISLAND_VALUE * islands[seat] + GOLD_VALUE * gold[seat] + CARGO_VALUE * sum(cargo[seat])
              for seat in range(state.players)]
    if holder.count(None) < len(holder):
        tally = state.council_tally()
        seats = max(1, len(state.council))
        for f, seat in enumerate(holder):
            if seat is not None:
                values[seat] += COUNCIL_VALUE * tally[f] / seats
    return values


def rollout_policy(state: WindsOfTradeState, rng: Rng) -> Action:
    """The playout's move: the only legal one, with EPSILON any, else the phase's sensible
    one. ISMCTS plays it unchecked and the position moves on, so the legal moves are
    worked out afresh (`list_legal_actions`), not kept and copied."""
    phase = state.phase
    if phase == TURN:
        return _turn_move(state, rng)
    if phase == ELECTION:
        return _election_move(state, rng)
    legal = state.list_legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return rng.choice(legal)
    if phase == TRADING:
        return _trade_move(state, legal)
    return rng.choice(legal)


def _trade_move(state: WindsOfTradeState, legal: list[Action]) -> Action:
    for action in legal:
        if action.kind == "sell":
            return action
    if BUY in legal and state.cargo_total(state.current) < 4:
        return BUY
    return TRADE_DONE


def _election_move(state: WindsOfTradeState, rng: Rng) -> Action:
    """A bidder short of a bid can only pass; one who can bid may bid on any candidate or
    pass (`boundary.election_actions`), so the list is built only for EPSILON's pick.
    Elections are a sixth of a playout's moves."""
    if state.gold[state.bidder] < state.game.numbers.bid:
        return PASS
    if rng.random() < EPSILON:
        return rng.choice(state.list_legal_actions())
    return _bid(state)


def _bid(state: WindsOfTradeState) -> Action:
    """Raise (to the top bid) a candidate of a faction the bidder holds while it has more
    than 3 gold, else pass (the bidder can afford a bid, so it may bid on every candidate).
    Most bidders hold no faction or too little gold: they pass before the candidates are
    looked at."""
    seat = state.bidder
    if state.gold[seat] <= 3 or seat not in state.holder:
        return PASS
    mine = {FACTIONS[f] for f, holder in enumerate(state.holder) if holder == seat}
    index = state.game.content.council_index
    bid = state.game.turn_actions.bid
    for i, card in enumerate(state.candidates):
        if index[card].faction in mine and state.bids[i] >= max(state.bids):
            return bid[i]
    return PASS


def _turn_move(state: WindsOfTradeState, rng: Rng) -> Action:
    """A turn's move, as if from the whole list of its choices: ending the turn when it is
    the only one, with EPSILON any of them, else the first claim; else trade where it pays,
    recruit into empty cabins, sometimes sway or land, mostly sail (towards a buyer if one
    is next door), else end the turn.

    Playouts ask this for most of their moves, so it asks the rules only the questions it
    needs (`turn.sails`, `turn.may_trade` ...; with the sails shut, `turn.only_end_turn`)
    and lists every choice only for its random pick (`turn.turn_choices`, from the
    answers it already has); whether a trade pays comes before whether a Trade may be
    opened, the dearer question. ISMCTS then plays the move unchecked (`State.apply_trusted`)."""
    seat = state.current
    bonus = state.bonuses(seat)
    routes = sails(state, seat, bonus)
    if not routes and only_end_turn(state, seat, bonus):
        return END_TURN
    if rng.random() < EPSILON:
        return rng.choice(turn_choices(state, seat, bonus, routes))
    cabins = state.cabins[seat]
    if cabins:
        open_claims = claims(state, seat)
        if open_claims:
            return open_claims[0]
    here = state.ship[seat]
    if (_can_sell_at(state, seat, here) or _worth_buying(state, seat, here)) and may_trade(state, seat):
        return TRADE
    if not cabins and may_recruit(state, seat):
        return RECRUIT
    if state.gold[seat] >= 4 and may_sway(state, seat, bonus) and rng.random() < 0.5:
        return SWAY
    if state.aboard[seat] > 1 and may_land(state, seat) and rng.random() < 0.3:
        return LAND
    if routes and rng.random() < 0.8:
        return rng.choice(_towards_buyers(state, seat, routes) or routes)
    return END_TURN


def _towards_buyers(state: WindsOfTradeState, seat: int, routes: tuple[Action, ...]) -> list[Action]:
    """The sails among `routes` to a spot where the seat's cargo would sell (none with an
    empty hold: the common case, answered before any spot is looked at)."""
    if not any(state.cargo[seat]):
        return []
    spots = state.game.spot_index
    return [a for a in routes if _can_sell_at(state, seat, spots[a.args[0]])]


def _can_sell_at(state: WindsOfTradeState, seat: int, spot: int) -> bool:
    cargo = state.cargo[seat]
    if not any(cargo):
        return False
    filled = state.buy[spot]
    for i, good in enumerate(state.game.buy_goods[state.card[spot]]):
        if not filled[i] and cargo[good]:
            return True
    return False


def _worth_buying(state: WindsOfTradeState, seat: int, spot: int) -> bool:
    if not state.sell[spot] or state.cargo_total(seat) >= 3:
        return False
    return state.gold[seat] >= sell_track_price(state, spot) + 1


HOOKS = BotHooks(
    evaluate=cast(Evaluate, evaluate), evaluate_all=cast(Callable[[State], list[float]], evaluate_all),
    rollout_policy=cast(Policy, rollout_policy), horizon=cast(Callable[[State], Hashable], horizon),
    score_scale=SCORE_SCALE, rollout_depth=ROLLOUT_DEPTH, exploration=EXPLORATION)
"""What the bots know of Winds of Trade: the hooks above, as `GamePackage.bots` hands them out."""
