"""A whole Sail to India state: the position (`position.py`) with the engine's contract,
and the set-up of a new match.

Legal actions and play come from the turn flow (`turn.py`), views from `view.py`, the
final result from `result.py`; copies and saves are the position's own.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.games.sail_to_india.phases import OVER, Phase
from tabletop.games.sail_to_india.position import SailToIndiaPosition
from tabletop.games.sail_to_india.result import final_result
from tabletop.games.sail_to_india.turn import legal_turn_actions, play_turn_action
from tabletop.games.sail_to_india.view import SailToIndiaView, build_view

FIRST_GAME = "first_game"
"""The option that lays the recommended towns face up, in order (a first game)."""


class SailToIndiaState(SailToIndiaPosition):
    """A position that can be played: what the engine, bots, saves and the UI handle."""

    __slots__ = ()

    # ------------------------------------------------------------ the contract

    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.current

    def is_over(self) -> bool:
        return self.phase == OVER

    def list_legal_actions(self) -> list[Action]:
        return legal_turn_actions(self)

    def play(self, action: Action) -> list[Event]:
        return play_turn_action(self, action)

    def result(self) -> Result:
        if self.final is None:
            self.final = final_result(self)
        return self.final

    def view(self, seat: int | None) -> SailToIndiaView:
        return build_view(self, seat)


def setup(state: SailToIndiaState) -> None:
    """Lay out the line, place everyone's markers and starting wealth, pick the first player."""
    content = state.game.content
    n = content.numbers
    players = state.players
    length = n.in_line[players]
    if state.options.get(FIRST_GAME):
        ahead = [t.id for t in content.towns if t.recommended]
        rest = [t.id for t in content.towns if not t.recommended]
        state.rng.shuffle(rest)
        order = ahead + rest
    else:
        order = [t.id for t in content.towns]
        state.rng.shuffle(order)
    state.line = order[:length]
    state.box = order[length:]
    state.revealed = min(n.face_up_at_start, length)
    state.goods_owner = [[None, None] for _ in state.line]
    state.build_owner = [[None, None] for _ in state.line]
    state.first = state.rng.below(players)
    state.sea = [[n.start_lisboa] + [0] * length for _ in range(players)]
    state.wealth = [0] * players
    for k in range(players):
        state.wealth[(state.first + k) % players] = n.start_wealth[k]
    state.stock = [n.markers_per_player - n.start_lisboa - n.start_scientists - 1 - state.bankers(s)
                   for s in range(players)]
    state.vp = [0] * players
    state.speed = [n.start_speed] * players
    state.scientists = [n.start_scientists] * players
    state.techs = {}
    state.current = state.first
    state.ap = n.action_points
    state.phase = Phase.MAIN
    shown = ", ".join(content.name(t) for t in state.line[:state.revealed])
    state.opening_events = [Event("setup", f"The coast is laid out: {shown} lie face up; {length - state.revealed} "
                                           f"towns wait face down, the last of them India.")]
    if state.box:
        boxed = ", ".join(content.name(t) for t in state.box)
        state.opening_events.append(Event("setup", f"With {players} players {boxed} go back to the box.",
                                          reveals=True, data={"box": list(state.box)}))
    state.opening_events.append(Event("first_player", f"{{P{state.first}}} starts.", data={"seat": state.first}))
