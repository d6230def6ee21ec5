"""Sampling full Sail to India states from one seat's view (for bots that must not cheat).

Only the view is read. The one hidden thing is which towns lie face down, and in which
order: they are drawn from the towns the view has not shown (neither discovered nor, with
three players, shown going back to the box). Everything else is copied.

A search samples thousands of states from one view, so everything but the face-down
towns is built once per view (the last one asked about) and cloned after that.
"""

from __future__ import annotations

from typing import cast

from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.rules import SailToIndiaRules
from tabletop.games.sail_to_india.state import SailToIndiaState
from tabletop.games.sail_to_india.view import SailToIndiaView

Template = tuple[SailToIndiaState, tuple[str, ...], tuple[int, ...]]
"""A view's template state, the town ids it has not shown, and the face-down line indexes."""

_last: tuple[SailToIndiaView, SailToIndiaRules, SailToIndiaState, tuple[str, ...], tuple[int, ...]] | None = None
"""(view, game, template state, unseen town ids, face-down line indexes) of the last view."""


def determinize(game: SailToIndiaRules, view: SailToIndiaView, rng: Rng) -> SailToIndiaState:
    template, unseen, face_down = _template(game, view)
    state = template.clone()
    state.rng = rng.spawn()
    order = list(unseen)
    rng.shuffle(order)
    for index, town in zip(face_down, order):
        state.line[index] = town
    return state


def _template(game: SailToIndiaRules, view: SailToIndiaView) -> Template:
    global _last
    kept = _last
    if kept is not None and kept[0] is view and kept[1] is game:
        return kept[2:]
    template = _state_from_view(game, view)
    shown = {t.town for t in view.towns if t.town is not None} | set(view.box)
    unseen = tuple(t.id for t in game.content.towns if t.id not in shown)
    face_down = tuple(i for i, t in enumerate(view.towns) if t.town is None)
    _last = (view, game, template, unseen, face_down)
    return template, unseen, face_down


def _state_from_view(game: SailToIndiaRules, view: SailToIndiaView) -> SailToIndiaState:
    """Every public part of the position; the face-down towns are left as None."""
    state = SailToIndiaState(game, view.players, Rng(0), dict(view.options))
    line: list[str | None] = [t.town for t in view.towns]
    state.line = cast(list[str], line)   # None until `determinize` deals a town to each
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
    state.resume = view.resume
    state.moved = list(view.moved)
    state.launched = view.launched
    state.picked = list(view.picked)
    state.gains = [[k, a] for k, a in view.gains]
    state.india = view.india
    state.ending = view.ending
    state.trigger = view.trigger
    return state
