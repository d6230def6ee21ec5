"""Sampling full Sail to India states from one seat's view (for bots that must not cheat).

Only the view is read. The one hidden thing is which towns lie face down, and in which
order: they are drawn from the towns the view has not shown (neither discovered nor, with
three players, shown going back to the box). Everything else is copied.
"""

from __future__ import annotations

from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.view import SailToIndiaView


def determinize(game, view: SailToIndiaView, rng: Rng):
    from tabletop.games.sail_to_india.state import SailToIndiaState

    state = SailToIndiaState(game, view.players, rng.spawn(), dict(view.options))
    shown = {t.town for t in view.towns if t.town is not None} | set(view.box)
    unseen = [t.id for t in game.content.towns if t.id not in shown]
    rng.shuffle(unseen)
    hidden = iter(unseen)
    state.line = [t.town if t.town is not None else next(hidden) for t in view.towns]
    state.box = list(view.box)
    state.revealed = view.revealed
    state.goods_owner = [list(t.goods_owner) for t in view.towns]
    state.build_owner = [list(t.build_owner) for t in view.towns]
    state.sea = [list(s.sea) for s in view.seats]
    state.stock = [s.stock for s in view.seats]
    state.wealth = [s.wealth for s in view.seats]
    state.vp = [s.vp for s in view.seats]
    state.speed = [s.speed for s in view.seats]
    state.scientists = [s.scientists for s in view.seats]
    state.techs = dict(view.techs)
    state.first = view.first
    state.current = view.current
    state.ap = view.ap
    state.turn_number = view.turn_number
    state.discovered = view.discovered
    state.used = dict(view.used)
    state.mode_picks = view.mode_picks
    state.phase = view.phase
    state.moved = list(view.moved)
    state.launched = view.launched
    state.picked = list(view.picked)
    state.gains = [[k, a] for k, a in view.gains]
    state.india = view.india
    state.ending = view.ending
    state.trigger = view.trigger
    return state
