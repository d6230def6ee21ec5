"""The move a seat makes without thinking. Its own module because the bots use it and
`bot.make_bot` builds the bots: living in `bot`, it tied each bot to the factory that
imports it."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.game import View


def forced_action(view: View) -> Action | None:
    """The one legal action when there is no choice (so no search is spent on it), else
    None; a seat asked to choose with nothing legal is a caller's bug and raises."""
    if not view.legal:
        raise ValueError("asked to choose when the seat has nothing to decide")
    return view.legal[0] if len(view.legal) == 1 else None
