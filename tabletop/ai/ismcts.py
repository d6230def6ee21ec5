"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse, 2012).

The bot never sees the true state. Each iteration samples one world consistent with its
view (`game.determinize(view, rng)`) and walks one shared tree whose edges are actions:
at each node only the actions legal *in this sample* compete, and UCT divides by how
often a child was available rather than by the parent's visits, so an action legal in
few worlds is not starved. One new node is added per iteration, the game's cheap policy
plays on (cut off after the game's `rollout_depth` actions and judged by its heuristic),
and every node on the path is credited with the reward of the seat that chose its
action — opponents are modelled as searching for their own good, from the same tree.
In a race (the game's `haste` < 1) the win part of that reward shrinks with the actions
between the node's move and the end, so a win now is preferred to the same win later.

The answer is the most visited action at the root; a game may split a level's budget
among several trees that then vote (`level_trees` of the game's `BotHooks`). With a fixed
iteration budget the search is a pure function of the view and the rng seed. A tree
stops early once the leader's visit lead over every other root action exceeds the
iterations still to come (for a time budget: those the measured pace would fit in the
time left), because no rival can overtake it any more: the answer is the one the full
budget would give, sooner.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from tabletop.ai.forced import forced_action
from tabletop.ai.hooks import all_legal_actions, hooks_for
from tabletop.ai.reward import WIN_WEIGHT, discounted, margin_rewards, terminal_parts
from tabletop.engine.action import Action
from tabletop.engine.game import Game, View
from tabletop.engine.rng import Rng

EXPLORATION = 0.7
STOP_CHECK_EVERY = 8


class _Default(Enum):
    GAME = "the game's own"


class Root:
    """The tree's root: the position the bot decides from, with no action of its own."""

    __slots__ = ("children", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0


class Node:
    """One action's statistics: `total` is the reward of `mover`, the seat that chose it.
    `parent` is the node of the action before it (None: this action is made at the root)."""

    __slots__ = ("action", "parent", "mover", "children", "visits", "avail", "total")

    def __init__(self, action: Action, parent: "Node | None", mover: int) -> None:
        self.action = action
        self.parent = parent
        self.mover = mover
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


@dataclass(frozen=True, slots=True)
class SearchReport:
    """What one search did, for benchmarks and for explaining a suggestion."""

    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int]
    values: dict[Action, float]


class IsmctsBot:
    """ISMCTS with a time budget (`seconds`) or an exact one (`iterations`).

    `exploration` is UCT's constant; without one the bot takes the game's choice for its
    `level` (a game's bots.py may tune it per level, see `tabletop.ai.hooks`), else
    EXPLORATION; a level may have its own playout policy, evaluation and searched moves
    there too. `win_weight` is a finished playout's share paid for the win rather than the
    margin (`tabletop.ai.reward.WIN_WEIGHT` unless given; tools/hard_variants.py tries
    others). `also_weigh` is a move searched at the root even where the level's searched
    moves leave it out, so a review can rate a move a person made that the level never
    considers (None, as every bot has it: the level's moves only)."""

    def __init__(self, name: str = "ai", *, seconds: float | None = None, iterations: int | None = None,
                 level: str | None = None, exploration: float | None = None,
                 rollout_depth: int | None | _Default = _Default.GAME,
                 stop_when_decided: bool = True, win_weight: float | None = None,
                 also_weigh: Action | None = None) -> None:
        if (seconds is None) == (iterations is None):
            raise ValueError("give ISMCTS either seconds or iterations")
        self.name = name
        self.seconds = seconds
        self.iterations = iterations
        self.level = level
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.stop_when_decided = stop_when_decided
        self.win_weight = win_weight
        self.also_weigh = also_weigh
        self.last: SearchReport | None = None

    def choose(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> Action:
        forced = forced_action(view)
        if forced is None:
            forced = self._only_searched_move(game, view)
        if forced is not None:
            return forced
        self.last = self.search(game, view, rng, stop)
        return self.last.action

    def _only_searched_move(self, game: Game, view: View) -> Action | None:
        """The move, when the level's search would weigh just one at the root, else None.

        A game may narrow what its search weighs (`search_actions` of its `BotHooks`:
        Sail to India's hard level takes a sale one sensible step at a time), so a seat
        with several legal moves may have one searched move; a search would grow only that
        child and answer it after spending half its budget (until `_decided`). The root's
        searched moves are the seat's own choices, which its view shows in full, so any
        world drawn from the view lists them: one drawn with a fixed seed leaves the seat's
        Rng as it was."""
        search_actions = hooks_for(game).search_actions_for(self.level)
        if search_actions is all_legal_actions:
            return None
        searched = [a for a in search_actions(game.determinize(view, Rng(0))) if a in view.legal]
        return searched[0] if len(searched) == 1 else None

    def search(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None = None) -> SearchReport:
        """One tree, or the level's several (`level_trees` of the game's `BotHooks`), each on
        an equal share of the budget with its own generator spawned from `rng`; each tree
        votes for its answer, and the most votes win (a tie: the larger summed share of
        the trees' visits). A tree may stop early once decided (its vote is the one its
        full share would give), and the trees still to come are skipped once they could
        not change the outcome, so a clear choice costs a fraction of the budget."""
        trees = hooks_for(game).trees_for(self.level)
        started = time.perf_counter()
        if trees == 1:
            root, done = self._grow(game, view, rng, stop, self.iterations, self.seconds)
            visits, values = _root_statistics(root, view)
            return SearchReport(_answer(view, visits, values), done, time.perf_counter() - started, visits, values)
        return self._vote(game, view, rng, stop, trees, started)

    def _vote(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None, trees: int,
              started: float) -> SearchReport:
        """`trees` trees on equal shares of the budget, and the answer they vote for. The
        report sums their root visits and averages their values, weighted by visits."""
        votes: dict[Action, int] = {}
        shares: dict[Action, float] = {}
        visits: dict[Action, int] = {}
        weighted: dict[Action, float] = {}
        done = 0
        iterations = None if self.iterations is None else max(1, self.iterations // trees)
        seconds = None if self.seconds is None else self.seconds / trees
        for tree in range(trees):
            left = trees - tree
            root, grown = self._grow(game, view, rng.spawn(), stop, iterations, seconds)
            done += grown
            tree_visits, tree_values = _root_statistics(root, view)
            if not tree_visits:
                break   # stopped: no tree after this one gets to search either
            choice = _answer(view, tree_visits, tree_values)
            votes[choice] = votes.get(choice, 0) + 1
            for action, count in tree_visits.items():
                shares[action] = shares.get(action, 0.0) + count / grown
                visits[action] = visits.get(action, 0) + count
                weighted[action] = weighted.get(action, 0.0) + count * tree_values[action]
            ranked = sorted(votes.values(), reverse=True) + [0]
            if ranked[0] > ranked[1] + left - 1:
                break   # the leader's majority stands whatever the trees still to come vote
        values = {action: weighted[action] / visits[action] for action in visits}
        if votes:
            action = max(votes, key=lambda a: (votes[a], shares[a]))
        else:
            action = view.legal[0]  # stopped before the first iteration: nobody wants this answer
        return SearchReport(action, done, time.perf_counter() - started, visits, values)

    def _grow(self, game: Game, view: View, rng: Rng, stop: Callable[[], bool] | None,
              iterations: int | None, seconds: float | None) -> tuple[Root, int]:
        """One tree searched for `iterations`, or for `seconds`: its root and the
        iterations it ran."""
        hooks = hooks_for(game)
        policy, search_actions = hooks.rollout_policy_for(self.level), hooks.search_actions_for(self.level)
        depth = hooks.rollout_depth if self.rollout_depth is _Default.GAME else self.rollout_depth
        if not hooks.has_evaluation:
            depth = None
        scale = hooks.score_scale
        haste = hooks.haste
        c = self.exploration if self.exploration is not None else hooks.exploration.get(self.level or "", EXPLORATION)
        w = self.win_weight if self.win_weight is not None else WIN_WEIGHT
        extra = self.also_weigh
        log = math.log
        sqrt = math.sqrt

        root = Root()
        started = time.perf_counter()
        deadline = started + seconds if seconds is not None else None
        done = 0
        while True:
            if iterations is not None and done >= iterations:
                break
            if done and deadline is not None and time.perf_counter() >= deadline:
                break
            if done % STOP_CHECK_EVERY == 0:
                if stop is not None and stop():
                    break
                if done and self.stop_when_decided and _decided(root, _left(iterations, done, started, deadline)):
                    break
            state = game.determinize(view, rng)
            node: Node | None = None   # the last action's node on this iteration's path (None: the root)
            children = root.children
            # Selection among the actions legal in this world; expansion of one new one. The
            # moves are the game's `search_actions` of this very world (a subset of its legal
            # ones) or the viewer's own (legal in every world), so they are played unchecked,
            # as the playout's are: a check would list every legal move again at each step.
            while not state.is_over():
                untried = []
                present = []
                actions = search_actions(state)
                if node is None and extra is not None and extra not in actions:
                    actions = [*actions, extra]   # the root's moves are the viewer's, legal in every world
                for action in actions:
                    child = children.get(action)
                    if child is None:
                        untried.append(action)
                    else:
                        child.avail += 1
                        present.append(child)
                if untried:
                    action = untried[0] if len(untried) == 1 else rng.choice(untried)
                    mover = state.to_act()
                    if mover is None:
                        raise RuntimeError("the game is not over, yet nobody is to act")
                    child = Node(action, node, mover)
                    children[action] = child
                    state.apply_trusted(action)
                    node = child
                    break
                best, best_score = present[0], -1.0
                for child in present:
                    score = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                    if score > best_score:
                        best, best_score = child, score
                state.apply_trusted(best.action)
                node = best
                children = best.children
            # Playout with the cheap policy, cut off at `depth` and judged by the heuristic.
            steps = 0
            while not state.is_over() and (depth is None or steps < depth):
                state.apply_trusted(policy(state, rng))
                steps += 1
            if state.is_over():
                full, rewards = terminal_parts(state.result(), scale, w)
            else:
                full, rewards = None, margin_rewards(hooks.values(state, self.level), scale)
            # A finished playout is discounted by haste**later toward its bare margin,
            # `later` being the actions between a node's move and the end: with haste < 1
            # a win now beats the same win later, and never falls below leading by as much.
            later = steps
            while node is not None:
                node.visits += 1
                mover = node.mover
                node.total += rewards[mover] if full is None else discounted(full[mover], rewards[mover],
                                                                              haste ** later)
                node = node.parent
                later += 1
            root.visits += 1
            done += 1
        return root, done


def _root_statistics(root: Root, view: View) -> tuple[dict[Action, int], dict[Action, float]]:
    """Visits and mean reward of each legal action the tree expanded at its root."""
    visits = {a: root.children[a].visits for a in view.legal if a in root.children}
    values = {a: root.children[a].total / root.children[a].visits for a in visits}
    return visits, values


def _answer(view: View, visits: dict[Action, int], values: dict[Action, float]) -> Action:
    """The most visited action (the better valued on a tie)."""
    if not visits:
        return view.legal[0]  # stopped before the first iteration: nobody wants this answer
    return max(view.legal, key=lambda a: (visits.get(a, -1), values.get(a, 0.0)))


def _left(iterations: int | None, done: int, started: float, deadline: float | None) -> float:
    """Iterations still to come: exact for a fixed budget, else at the pace so far."""
    if iterations is not None:
        return iterations - done
    if deadline is None:
        raise ValueError("a search needs iterations or a deadline")
    now = time.perf_counter()
    return (deadline - now) * done / max(now - started, 1e-9)


def _decided(root: Root, left: float) -> bool:
    """True when the most visited root action leads every other (expanded or not) by more
    than `left` visits: an unexpanded action has 0, and no action gains more than one
    visit per iteration."""
    first = second = 0
    for child in root.children.values():
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    return first - second > left
