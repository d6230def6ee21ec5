"""A suggestion that explains itself: the move, how the search rated it against the next
two, and what it changes in the standings where that does not hang on hidden cards.

Suggest asks the review's own search (`judging_bot`: the hard level's playouts and
evaluation, every move given its share of the budget, no early stop) at the normal
level's pinned count, so it answers in about the normal level's time and its numbers are
the same kind as the review's. Those numbers are the search's root values, a seat's mean
playout reward in [0, 1] (half for the win, half for a squashed score margin;
`tabletop.ai.reward`): they order the moves but are no chance to win. Where the game ships
a calibration map for this budget and player count (`tabletop.analysis.calibration`), the
advice card shows them as chances to win; elsewhere they stay ratings. `Advice.round`
and `Advice.budget` are what the map needs besides the value.

What a move changes is read from worlds drawn from the seat's own view: the move is played
in `SAMPLES` of them and the standings compared. When every world agrees (taking a face-up
card, paying gold), that is what the move does; when they differ (a face-down ducat
loaded, a die rolled) the change hangs on what nobody can see yet, and the advice says
so instead of showing one world's guess.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.ai.bot import NORMAL_ITERATIONS, make_bot
from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine.action import Action
from tabletop.engine.game import Game, View
from tabletop.engine.rng import Rng
from tabletop.engine.standings import Standings
from tabletop.registry import package

ALTERNATIVES = 2
"""How many runners-up the advice names beside its move."""
SAMPLES = 3
"""Worlds a move is tried in before its effect on the standings is called certain."""
SUGGESTION = "suggestion"
"""The bot name a request for advice carries for Suggest's own search (`suggestion_bot`)."""
JUDGING_LEVEL = "hard"
"""Whose playouts, evaluation and searched moves the judging search borrows."""


def judging_bot(name: str, iterations: int, also_weigh: Action | None = None) -> IsmctsBot:
    """The search that judges a position for the review and for Suggest: the hard level's
    settings with an exact budget and no early stop, so every move it weighs gets its
    share and its values are those a calibration map was fitted on. `also_weigh`: a
    move weighed at the root even where the level leaves it out (a person's odd move)."""
    return IsmctsBot(name=name, level=JUDGING_LEVEL, iterations=iterations, stop_when_decided=False,
                     also_weigh=also_weigh)


def suggestion_bot(game_id: str) -> IsmctsBot:
    """Suggest's search: the judging search at the normal level's pinned count."""
    return judging_bot(SUGGESTION, NORMAL_ITERATIONS[game_id])


@dataclass(frozen=True, slots=True)
class Option:
    """One move the search weighed: its rating (None: not searched — the only sensible
    move), how many playouts tried it, and the standings after it (None: it depends on
    what is hidden or on chance)."""

    action: Action
    rating: float | None
    visits: int
    after: Standings | None


@dataclass(frozen=True, slots=True)
class Advice:
    """The suggested move first, then up to `ALTERNATIVES` runners-up: the moves the search
    tried most after it, listed by their value (a card reading 57 % above 58 % would ask
    the reader to sort it)."""

    options: tuple[Option, ...]
    before: Standings
    iterations: int
    """Iterations the search ran (0: none ran, the move was forced or the level's only one)."""
    budget: int | None
    """The search's pinned budget, the count a calibration map is fitted for (None: a timed
    bot, or no search). A level that grows several trees skips those that could no longer
    change the vote (`IsmctsBot.search`), so `iterations` may fall short of it; the map was
    fitted on values searched the same way."""
    round: int

    @property
    def action(self) -> Action:
        return self.options[0].action


def advise(game: Game, view: View, bot_name: str, seed: int, stop: Callable[[], bool] | None = None) -> Advice:
    """The move of the bot `bot_name` (`SUGGESTION`: Suggest's own search) from `view` with
    its reasons (view only, like any bot)."""
    bot = suggestion_bot(game.id) if bot_name == SUGGESTION else make_bot(bot_name)
    action = bot.choose(game, view, Rng(seed), stop=stop)
    report = getattr(bot, "last", None)
    found = package(game.id)
    standings_of = found.standings()
    before = standings_of(game, view)
    round_number = found.progress().round_number(game.determinize(view, Rng(seed)))   # public in every world
    if report is None or report.action != action:   # forced, or the one move the level weighs
        return Advice((Option(action, None, 0, after(game, view, action, standings_of)),), before, 0, None,
                      round_number)
    ranked = sorted(report.visits, key=lambda a: (a != action, -report.visits[a], -report.values[a]))
    runners_up = sorted(ranked[1:1 + ALTERNATIVES], key=lambda a: -report.values[a])   # read best first
    options = tuple(Option(a, report.values[a], report.visits[a], after(game, view, a, standings_of))
                    for a in [action, *runners_up])
    return Advice(options, before, report.iterations, getattr(bot, "iterations", None), round_number)


def after(game: Game, view: View, action: Action, standings_of: Callable[[Game, View], Standings]) -> Standings | None:
    """The standings the viewer would see once `action` is played, if every world drawn
    from the view agrees on them; None when they hang on something hidden or on chance."""
    seat = view.seat
    found: dict | None = None
    shown: Standings | None = None
    for k in range(SAMPLES):
        world = game.determinize(view, Rng(k))
        world.apply(action)
        standings = standings_of(game, world.view(seat))
        data = standings.to_json()
        if found is None:
            found, shown = data, standings
        elif data != found:
            return None
    return shown
