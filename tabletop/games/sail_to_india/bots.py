"""What a sensible Sail to India player values, for the bots (see tabletop/ai/hooks.py).

`evaluate` estimates a seat's final score: the VP it would score now (the real scorer's
three parts) plus a little for what can still turn into VP — wealth, goods waiting to
be sold, ships at sea, markers ready on Lisboa, unspent scientists. `horizon` lets the
greedy bot judge an action only once it has settled (a move or sale is several small
decisions). The playout policy is random among the paid moves, hires for every gain it
can, returns a marker only to make room for one and, once selling, sells one good of
every kind it holds, so playouts look like real turns.

Known weakness, not yet fixed: a seat that trails may keep the marker whose employment
would end the game and pass until the round limit (three normal bots at 400 iterations:
1 game of 15, seed 4, rounds 45-50). A playout cut off before the end is paid by
`evaluate`, whose promise (wealth, markers in play) never scores, and by the margin
alone, while a finished one pays the real score and half for the win; so to a loser
every playout that stops short of the end looks better than ending. Tried and dropped
(branches sistall36 and sihonest36): counting only the score once one marker ends the
game, with such cut-offs paid as finished games, moved the hold-out one marker earlier
(seed 1 at 300 iterations: a seat kept its last two markers from round 29 to the limit)
and made games longer; playing those playouts to the end let the trailing seats hope
for the playouts' blunders; a promise of only the pieces that can still produce (wealth
only as far as markers remain to spend it on) still ran seed 9 to the round limit, with
the default reward and with the margin alone as every reward.

A second weakness, also open: a seat may pass (`move`, then `done` without sailing) turn
after turn while a sale waits. In the strength row's third game (seed 1; normal, hard,
normal) all three seats were broke by round 3; from round 13 they mostly passed, the
third seat every turn, and the game ran to the round limit at 2, 7 and 1 VP. At round 15
the third seat could sell three kinds (3 wealth and 1 VP; `evaluate` +1.6), and 2,000
flat playouts favour selling now (reward 0.330 against 0.314), but the search rates
passing and selling alike (0.293 and 0.284 at 1,740 iterations): nothing is lost by
selling later, so every decision puts the sale off. Not the cause: playouts buying
technologies or speed, the sale's picks (searched as one path), passing itself (a move
that must sail is still preferred to the sale). Part of the cause, found later (stop 34):
UCT averages the sale over the short sales and forgone gains its exploration tries; the
hard level searches a sale as one path and hires every gain it can
(`hard_search_actions`), and sells where normal passes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import cast

from tabletop.engine.action import Action
from tabletop.engine.game import State
from tabletop.engine.package import BotHooks, Evaluate, Policy, SearchActions
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.actions import GEOGRAPHY, RECALL, bank_actions
from tabletop.games.sail_to_india.model import SailToIndiaContent
from tabletop.games.sail_to_india.phases import FREE_MODES, MAIN, SELL, VP
from tabletop.games.sail_to_india.purse import HIRE
from tabletop.games.sail_to_india.state import SailToIndiaState
from tabletop.games.sail_to_india.trade import DONE, PICK, picked_goods
from tabletop.games.sail_to_india.turn import step_actions
from tabletop.games.sail_to_india.voyage import MOVE_KIND

SCORE_SCALE = 6.0
"""A lead of about 6 VP is a comfortable one."""

ROLLOUT_DEPTH = 16
"""Playouts stop after this many actions and the position is evaluated."""

FREE_KINDS = frozenset({"recall", "geography", "return", "lift"})
FREE_CHANCE = 0.05


# What a marker in play, a unit of wealth or a held good is worth before it becomes VP.
# Chosen so that every productive step is worth taking on its own: employing (-1 wealth,
# +1 marker in play), launching (+ship), claiming (ship -> good), selling (good -> wealth,
# the marker staying in play) and building.
MARKER_VALUE = 0.6
WEALTH_VALUE = 0.5
SHIP_BONUS = 0.1
GOOD_BONUS = 0.3
TECH_VALUE = 0.6
SPEED_VALUE = 0.6
BUILDING_VALUE = 0.5
SCIENTIST_VALUE = 1.2
"""A scientist kept for a technology that scores at the end (3–6 VP, but 4 wealth): worth
more than a cheap technology at the start. Without it the first player, who reaches the
cheap technologies first, spent all three scientists by its second round and could never
buy one that scores, and lost most games to the seats after it. The worth fades as the end
nears (`_time_left`): a scientist scores nothing at the end, and a bot that still valued
it in full would shy away from ending the game (the searches' finished playouts count
only real VP)."""
SCIENTIST_ROUNDS = 30
"""Games between normal bots last 15–30 rounds (balance reports)."""


def evaluate(state: SailToIndiaState, seat: int) -> float:
    content = state.game.content
    counts = state.building_counts(seat)
    score = float(state.vp[seat])
    score += sum((content.building(kind).end_vp + BUILDING_VALUE) * n for kind, n in counts.items())
    for tech, owner in state.techs.items():
        if owner == seat:
            score += content.tech(tech).effect.end_vp(counts) + TECH_VALUE
    if state.scientists[seat]:
        score += SCIENTIST_VALUE * min(state.scientists[seat], _scoring_left(state, content)) * _time_left(state)
    goods = 0
    for row in state.goods_owner:
        if seat in row:
            goods += row.count(seat)
    sea = state.sea[seat]
    afloat = sum(sea)
    ships = afloat - sea[0]
    in_play = (afloat + goods + sum(counts.values()) + state.bankers(seat) + state.historians(seat))
    return (score + MARKER_VALUE * in_play + WEALTH_VALUE * state.wealth[seat] + GOOD_BONUS * goods
            + SHIP_BONUS * ships + SPEED_VALUE * (state.speed[seat] - 1) + _waiting(state, seat))


def _scoring_left(state: SailToIndiaState, content: SailToIndiaContent) -> int:
    """How many technologies that score at the game's end nobody has taken yet."""
    return sum(1 for tech in content.technologies if tech.id not in state.techs and tech.effect.scores_at_end())


def _time_left(state: SailToIndiaState) -> float:
    """How much of a usual game is still to come: 1 at the start, 0 from round
    SCIENTIST_ROUNDS on. It counts rounds, which pass whatever anyone does: fading with the
    stocks instead made every marker employed cost the employer some of its scientists'
    worth, and greedy tables sat on their last markers until the round limit."""
    return max(0.0, 1.0 - state.turn_number / (SCIENTIST_ROUNDS * state.players))


def _waiting(state: SailToIndiaState, seat: int) -> float:
    """What the gains waiting for room will bring: one card's worth each, while markers
    stand on Lisboa to hire. A playout cut off between a sale and its hire would
    otherwise count the goods as sold for nothing."""
    if seat != state.current or not state.gains:
        return 0.0
    markers = state.sea[seat][0]
    value = 0.0
    for kind, amount in state.gains[:markers]:
        if kind == VP:
            value += min(amount, state.numbers.historian_capacity)
        else:
            value += WEALTH_VALUE * min(amount, state.numbers.banker_capacity)
    return value


def search_actions(state: SailToIndiaState) -> list[Action]:
    """The moves worth searching: the paid ones, and the free returns only while a gain
    waits with nobody on Lisboa to hire (making room is then their one sure use).

    The rules offer the free returns, lifts, recalls and Geography at every step of a
    turn, and a gain that overflows always waits. Searched everywhere they widened every
    node with moves that undo the board, and bots of every level stopped sailing (three
    normal bots: 1, 2 and 0 VP at the round limit, where they scored 14, 13 and 5 before
    the free actions spread). Searched beside `hire`, they diluted every sale's value
    with returns of bankers and historians, so a seat with goods and no wealth rated
    passing above selling and sat still for the rest of the game.

    Two more cuts keep a sale in view. A sale searches only the picks that add a kind
    (`_picks_of_new_kinds`). And a seat with no ship and no marker on Lisboa that holds goods
    does not search `move`: it can sail nothing, so the move is a pass, and every playout
    after a sale spends some of what the sale brought, so the averaged search preferred
    passing two actions a turn to selling (normal against two greedy bots: 23 of its 34
    first-game actions were such passes, and it scored 1 VP)."""
    if state.phase in FREE_MODES:
        return state.legal_actions()
    # The legal actions whose kind is not in FREE_KINDS, in their order, listed without the
    # free ones: the search asks at every step of its tree, and most steps need no more.
    paid = step_actions(state) + bank_actions(state)
    if state.gains:     # a gain waits (in a sale too: its picks come after the answer)
        return paid if _can_hire(paid) else [a for a in state.legal_actions() if a.kind != GEOGRAPHY]
    if state.phase == SELL:
        return _picks_of_new_kinds(state, paid)
    if state.phase == MAIN and not any(state.sea[state.current]) and state.owns_goods(state.current):
        return [a for a in paid if a.kind != MOVE_KIND]
    return paid or state.legal_actions()


def hard_search_actions(state: SailToIndiaState) -> list[Action]:
    """The hard level's moves: `search_actions`, with two choices a sensible player never
    weighs made for it. A sale, once chosen, is the one a sensible seller makes
    (`_best_sale_step`: one good of every kind); and a gain is hired whenever a marker on
    Lisboa can take it, never forgone.

    In the tree a sale is a chain of picks, `done` and a hire per gain, and UCT's average
    over that chain counts every short sale and every forgone gain its exploration tries;
    so the sale's value sank below that of a move that sails nothing. In games of normal
    (800 iterations) against itself: a seat with wealth 0 and three kinds of goods (seed 1,
    round 11) rated `move` above `sell` at 0.514 against 0.479 with hard's 6,960
    iterations, while 400 playouts of the policy from each gave the sale 0.539 and the move
    0.489; with the sale as one path the search agreed (0.535 against 0.514) and sold. In
    another (seed 3, round 12) the four-kind sale was worth 0.409 once hired and 0.390
    averaged with its forgone gains, against 0.402 for moving. What hard gives up: keeping
    a kind back for a larger sale later, and keeping a Lisboa marker to sail rather than
    hold a gain, neither of which the search rated well anyway."""
    searched = search_actions(state)
    if state.gains:
        hires = [a for a in searched if a.kind == HIRE]
        return hires or searched
    if state.phase == SELL:
        return [_best_sale_step(state, searched)]   # normal's picks that add a kind, and `done`
    return searched


LEVEL_SEARCH_ACTIONS: Mapping[str, Callable[[SailToIndiaState], list[Action]]] = {"hard": hard_search_actions}


def _picks_of_new_kinds(state: SailToIndiaState, paid: list[Action]) -> list[Action]:
    """A sale's picks that add a kind, and `done`: the chart pays by kinds, so a second
    good of a kind earns nothing, and what it would do (send its marker to Lisboa) a free
    return does without spending the action. Searched as the rules offer them, a sale of
    four goods is dozens of paths through the tree, and the average of `sell`, diluted by
    the poor sales explored on the way, fell below that of a move that sails nothing."""
    kinds = set(picked_goods(state))
    return [a for a in paid if a.kind != PICK or state.town(a.args[0]).goods[a.args[1]] not in kinds]


def _can_hire(actions: list[Action]) -> bool:
    for action in actions:
        if action.kind == HIRE:
            return True
    return False


def horizon(state: SailToIndiaState) -> tuple[int, int]:
    """Equal while the current action is still open, so greedy waits for it to settle."""
    busy = state.phase != MAIN or bool(state.gains)
    return state.turn_number, state.ap + (1 if busy else 0)


def rollout_policy(state: SailToIndiaState, rng: Rng) -> Action:
    """Random among the paid moves, but a waiting gain is hired whenever a marker stands
    on Lisboa (letting it go half the time made every sale look poor), a free return
    is taken only to make room for a gain (random returns of bankers and historians threw
    away wealth and VP at every step of every playout), and a sale sells one good of every
    kind (`_best_sale_step`). The random move is drawn kind first (employ, build, a
    technology, speed, move, sell), then among that kind: drawn from the list, a seat
    with wealth bought one of up to eleven technologies with most of its moves, so every
    playout that followed a sale spent the sale on technologies the evaluation rates
    below their price, and the search learned to keep its goods."""
    if state.phase in FREE_MODES:
        return rng.choice(state.legal_actions())
    step = step_actions(state)   # the legal actions less the free ones, which most steps here do not need
    if state.phase == SELL and not state.gains:
        return _best_sale_step(state, step)
    if state.gains:
        for action in step:
            if action.kind == HIRE:
                return action
        if rng.random() < FREE_CHANCE:
            for action in state.legal_actions():
                if action.kind == RECALL:
                    return action
    paid = step + bank_actions(state)   # the legal actions whose kind is not in FREE_KINDS, in their order
    if not paid:
        return rng.choice(state.legal_actions())
    kinds = list(dict.fromkeys(a.kind for a in paid))
    if len(kinds) == 1:
        return rng.choice(paid)
    kind = rng.choice(kinds)
    return rng.choice([a for a in paid if a.kind == kind])


def _best_sale_step(state: SailToIndiaState, legal: list[Action]) -> Action:
    """The next step of the sale a sensible seller makes once it has chosen to sell: one
    good of every kind it holds (the chart pays by kinds, so a second good of a kind earns
    nothing and stays for a later sale), then `done`. Random picks sold one or two goods
    for a wealth or two, so every playout through a sale made selling look poor."""
    kinds = set(picked_goods(state))
    for action in legal:
        if action.kind == PICK:
            position, space = action.args
            if state.town(position).goods[space] not in kinds:
                return action
    return next(action for action in legal if action.kind == DONE)   # something is picked: the first pick is new


# The bots hand a game's hooks that game's states only, so the engine's State is ours here.
HOOKS = BotHooks(
    evaluate=cast(Evaluate, evaluate), rollout_policy=cast(Policy, rollout_policy),
    horizon=cast(Callable[[State], Hashable], horizon), score_scale=SCORE_SCALE, rollout_depth=ROLLOUT_DEPTH,
    search_actions=cast(SearchActions, search_actions),
    level_search_actions={level: cast(SearchActions, actions) for level, actions in LEVEL_SEARCH_ACTIONS.items()})
"""What the bots know of Sail to India: the hooks above, as `GamePackage.bots` hands them out."""
