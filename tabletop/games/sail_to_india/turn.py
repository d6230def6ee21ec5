"""Turn flow: which small actions are legal in each phase, and what follows each one.

A turn is `action_points` actions, each opened in the main phase; the move and sell
actions continue over several small decisions (their phases) before they settle. Any
queued wealth or VP that overflows a card asks its question first. The free actions are
offered at every one of these decisions, the rulebook allowing them at any time in the
turn; an open free-action mode (a return, a Geography use) is answered before anything.
When an action has settled the end conditions are checked; when no action point is left the turn passes
clockwise. Once the end is triggered, the trigger's turn finishes and every other seat
has one more turn. If nobody has triggered it by the end of round `round_limit` (our rule,
not the rulebook's), the game ends there, every seat having had the same number of turns.
"""

from __future__ import annotations

# The four kinds of move by module: the tables below tell `act.BUILD` from `voyage.BUILD`.
import tabletop.games.sail_to_india.actions as act
import tabletop.games.sail_to_india.purse as purse
import tabletop.games.sail_to_india.trade as trade
import tabletop.games.sail_to_india.voyage as voyage
from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.sail_to_india.phases import FREE_MODES, MAIN, OVER, SETTLE, Phase
from tabletop.games.sail_to_india.position import SailToIndiaPosition
from tabletop.games.sail_to_india.result import seats_named

_MAIN_HANDLERS = {
    act.EMPLOY: act.employ, act.BUILD: act.build, act.TECH: act.acquire, act.SPEED: act.speed,
    voyage.MOVE_KIND: voyage.start, trade.SELL_KIND: trade.start,
}
_FREE_HANDLERS = {act.RECALL: act.open_recall, act.GEOGRAPHY: act.open_geography, act.BANK: act.bank}
_ONE_STEP = frozenset({act.EMPLOY, act.BUILD, act.TECH, act.SPEED})
_PHASE_HANDLERS = {
    Phase.MOVE: {voyage.SAIL: voyage.sail, voyage.DONE: voyage.end_sailing},
    Phase.MAP: {voyage.MAP_PAY: voyage.map_answer, voyage.MAP_SKIP: voyage.map_answer},
    Phase.CLAIM: {voyage.CLAIM_KIND: voyage.claim, voyage.BUILD: voyage.build_free, voyage.DONE: voyage.finish},
    Phase.SELL: {trade.PICK: trade.pick, trade.DONE: trade.sell},
    Phase.RECALL: {act.RETURN: act.return_marker},
    Phase.LIFT: {act.LIFT: act.lift, act.DONE: act.close_mode},
}


_MOVE, _SELL = Action(voyage.MOVE_KIND), Action(trade.SELL_KIND)

_PHASE_LISTS = {
    Phase.MOVE: voyage.sail_actions, Phase.MAP: voyage.map_actions, Phase.CLAIM: voyage.claim_actions,
    Phase.SELL: trade.pick_actions,
}


def legal_turn_actions(state: SailToIndiaPosition) -> list[Action]:
    if state.phase == OVER:
        return []
    if state.phase in FREE_MODES:
        return act.mode_actions(state)
    return step_actions(state) + act.free_actions(state)


def step_actions(state: SailToIndiaPosition) -> list[Action]:
    """The legal actions of the step under way, less the free actions that
    `legal_turn_actions` lists after them: the answer to a waiting gain, the next step of
    a move or a sale, or a main action. Only for a game under way with no free-action mode
    open. The bots' playouts start from this, most of their steps having no use for the
    free returns and lifts that are on offer at every one of them."""
    if state.gains:
        return purse.choice_actions(state)
    listing = _PHASE_LISTS.get(state.phase)
    if listing is not None:
        return listing(state)
    actions = act.main_actions(state)
    actions.append(_MOVE)
    if state.owns_goods(state.current):
        actions.append(_SELL)
    return actions


def play_turn_action(state: SailToIndiaPosition, action: Action) -> list[Event]:
    """Carry out `action`, already checked legal by the state's `apply`."""
    one_step = False
    if state.phase in FREE_MODES:
        handler = _PHASE_HANDLERS[state.phase][action.kind]
    elif action.kind in _FREE_HANDLERS:
        handler = _FREE_HANDLERS[action.kind]
    elif state.gains:
        handler = purse.hire if action.kind == purse.HIRE else purse.forgo
    elif state.phase == MAIN:
        handler = _MAIN_HANDLERS[action.kind]
        one_step = action.kind in _ONE_STEP
    else:
        handler = _PHASE_HANDLERS[state.phase][action.kind]
    events = handler(state, action)
    if one_step:
        state.phase = SETTLE
    events += advance(state)
    return events


def advance(state: SailToIndiaPosition) -> list[Event]:
    """Place gains; close a settled action; pass the turn when no action point is left."""
    events = purse.settle(state)
    if state.gains or state.phase != SETTLE:
        return events
    state.phase = MAIN
    events += _check_end(state)
    if state.ap == 0:
        events += _end_turn(state)
    return events


def _check_end(state: SailToIndiaPosition) -> list[Event]:
    if state.ending is not None:
        return []
    empty = state.stock.count(0)
    if state.india is None and empty < state.numbers.empty_stock_players:
        return []
    state.ending = state.players
    state.trigger = state.current
    why = "India is discovered" if state.india is not None else f"{empty} players have no markers left in stock"
    return [Event("end_triggered", f"{why}: after this turn every other player has one last turn.",
                  data={"seat": state.current})]


def _end_turn(state: SailToIndiaPosition) -> list[Event]:
    events: list[Event] = []
    if state.ending is not None:
        state.ending -= 1
        if state.ending == 0:
            return _game_over(state, "The voyages are over.")
    elif state.turn_number + 1 >= state.numbers.round_limit * state.players:
        return _game_over(state, f"Round {state.numbers.round_limit} was the last: the voyages are over.")
    state.current = (state.current + 1) % state.players
    state.ap = state.numbers.action_points
    state.turn_number += 1
    state.discovered = False
    state.used = {}
    last = " (last turn)" if state.ending is not None else ""
    events.append(Event("turn", f"{{P{state.current}}}'s turn{last}.", data={"seat": state.current}))
    return events


def _game_over(state: SailToIndiaPosition, why: str) -> list[Event]:
    state.phase = OVER
    result = state.result()
    names = seats_named(result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    return [Event("game_over", f"{why} {names} {verb} with {result.totals[result.winners[0]]} VP.")]
