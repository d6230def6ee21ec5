"""What one Sail to India seat may see: everything but the face-down towns.

Markers, wealth, VP, technologies and the towns already discovered are public. The
identity of each face-down town is hidden from every seat (a spectator too); with three
players the towns sent back to the box were shown at set-up, so they are public.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.games.sail_to_india.actions import GEOGRAPHY, RECALL, lift_picks, return_picks
from tabletop.games.sail_to_india.phases import Phase
from tabletop.games.sail_to_india.position import SailToIndiaPosition
from tabletop.games.sail_to_india.trade import preview


@dataclass(frozen=True, slots=True)
class TownView:
    position: int
    town: str | None                         # None while face down
    goods_owner: tuple[int | None, int | None]
    build_owner: tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class SeatView:
    stock: int
    sea: tuple[int, ...]                     # [0] = markers on Lisboa, then ships by position
    wealth: int
    vp: int
    speed: int
    scientists: int
    bankers: int
    historians: int


@dataclass(frozen=True, slots=True)
class SailToIndiaView(View):
    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]
    players: int
    options: tuple[tuple[str, bool], ...]
    towns: tuple[TownView, ...]
    revealed: int
    box: tuple[str, ...]
    seats: tuple[SeatView, ...]
    techs: tuple[tuple[str, int], ...]       # (technology id, owner), sorted
    first: int
    current: int
    ap: int
    turn_number: int
    phase: Phase
    discovered: bool
    used: tuple[tuple[str, int], ...]
    mode_picks: int
    moved: tuple[int, ...]
    launched: int
    picked: tuple[int, ...]
    gains: tuple[tuple[str, int], ...]
    india: int | None
    ending: int | None
    trigger: int | None
    sale: tuple[int, int, int] | None = None  # while selling: (kinds, wealth, VP) the picked goods earn
    free_picks: tuple[Action, ...] = ()
    """For the seat to act, when `recall` or `geography` is legal: the `return` and `lift`
    actions they would open, so a table can show the choice before committing to it."""
    resume: Phase = Phase.MAIN
    """While a free-action mode is open: the phase it goes back to when it closes."""

    def to_json(self) -> dict:
        data = asdict(self)
        data["legal"] = [a.to_json() for a in self.legal]
        data["free_picks"] = [a.to_json() for a in self.free_picks]
        return data

    def option(self, name: str) -> bool:
        return dict(self.options).get(name, False)

    def secrets(self) -> dict:
        """None: every seat sees the same table. The face-down towns are hidden from all
        alike, and `legal`, `sale` and `free_picks` are helpers for the seat to act,
        worked out from what everyone sees."""
        return {}


def build_view(state: SailToIndiaPosition, seat: int | None) -> SailToIndiaView:
    towns = tuple(TownView(p, state.line[p - 1] if p <= state.revealed else None,
                           _pair(state.goods_owner[p - 1]), _pair(state.build_owner[p - 1]))
                  for p in range(1, len(state.line) + 1))
    seats = tuple(SeatView(state.stock[s], tuple(state.sea[s]), state.wealth[s], state.vp[s], state.speed[s],
                           state.scientists[s], state.bankers(s), state.historians(s)) for s in range(state.players))
    to_act = state.to_act()
    legal = tuple(state.legal_actions()) if seat is not None and seat == to_act else ()
    return SailToIndiaView(
        seat=seat, to_act=to_act,
        legal=legal,
        players=state.players, options=tuple(sorted(state.options.items())), towns=towns,
        revealed=state.revealed, box=tuple(state.box), seats=seats, techs=tuple(sorted(state.techs.items())),
        first=state.first, current=state.current, ap=state.ap, turn_number=state.turn_number, phase=state.phase,
        discovered=state.discovered, used=tuple(sorted(state.used.items())), mode_picks=state.mode_picks,
        moved=tuple(state.moved), launched=state.launched, picked=tuple(state.picked),
        gains=tuple((k, a) for k, a in state.gains), india=state.india, ending=state.ending, trigger=state.trigger,
        sale=preview(state) if state.phase == Phase.SELL else None,
        free_picks=_free_picks(state, legal), resume=state.resume,
    )


def _pair(owners: list[int | None]) -> tuple[int | None, int | None]:
    """A town's two spaces' owners (goods or buildings) as the view holds them."""
    return owners[0], owners[1]


def _free_picks(state: SailToIndiaPosition, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    kinds = {a.kind for a in legal}
    picks: list[Action] = []
    if RECALL in kinds:
        picks += return_picks(state)
    if GEOGRAPHY in kinds:
        picks += lift_picks(state)
    return tuple(picks)
