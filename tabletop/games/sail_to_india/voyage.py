"""The move-ships action, as small steps a table can click and a bot can list.

1. `move` spends the action point and opens the voyage. Then `sail FROM TO` moves one
   marker (FROM 0 = a marker on Lisboa) and may repeat; each ship moves once per action,
   up to the seat's speed, never past the first face-down town, and only one ship per
   turn may enter a face-down town. A marker leaving Lisboa may instead start from any
   town where the seat owns a stronghold. `done` ends the sailing.
2. A face-down town with one of the seat's ships beside it is revealed: discovery VP,
   India's bonus for the last town; Harbor Maintenance pays for launches; Map offers its
   purchase (`map_pay` / `map_skip`).
3. `claim POSITION SPACE` turns a ship into a trade good on an empty goods space of its
   town (repeatable); with Architecture, `build POSITION SPACE` once; `done` ends the action.
"""

from __future__ import annotations

from tabletop.engine.action import Action, made_once
from tabletop.engine.events import Event
from tabletop.games.sail_to_india.actions import place_building
from tabletop.games.sail_to_india.model import Technology
from tabletop.games.sail_to_india.phases import Phase, VP
from tabletop.games.sail_to_india.position import SailToIndiaPosition
from tabletop.games.sail_to_india.purse import gain, pay

# Typed one a line: the compiled turn flow reads them through an import circle (packaging/compiled.py).
MOVE_KIND: str = "move"
SAIL: str = "sail"
DONE: str = "done"
CLAIM_KIND: str = "claim"
BUILD: str = "build"
MAP_PAY: str = "map_pay"
MAP_SKIP: str = "map_skip"


def start(state: SailToIndiaPosition, action: Action) -> list[Event]:
    state.ap -= 1
    state.phase = Phase.MOVE
    state.moved = [0] * (state.towns + 1)
    state.launched = 0
    return [Event("move", f"{{P{state.current}}} moves ships.", data={"seat": state.current})]


def launch_points(state: SailToIndiaPosition, seat: int) -> list[int]:
    """Where a marker from Lisboa may start: Lisboa itself and the seat's stronghold towns."""
    points = [0]
    for position, space in state.buildings_of(seat):
        if state.building_effect(position, space).launch_point() and position not in points:
            points.append(position)
    return points


def destinations(state: SailToIndiaPosition, seat: int, origin: int) -> list[int]:
    """Towns a marker at `origin` (0: one on Lisboa) may reach now, in line order: up to
    the first face-down town, until a ship has entered one this turn."""
    reach = state.speed[seat]
    frontier = state.frontier()
    last = frontier if frontier is not None and not state.discovered else state.revealed
    if origin:
        return [p for p in range(max(1, origin - reach), min(last, origin + reach) + 1) if p != origin]
    reachable: set[int] = set()
    for start in launch_points(state, seat):
        reachable.update(range(max(1, start - reach), min(last, start + reach) + 1))
    return sorted(reachable)


def sail_actions(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    sea = state.sea[seat]
    moved = state.moved
    actions = []
    if sea[0] > 0:
        actions += [made_once(SAIL, 0, target) for target in destinations(state, seat, 0)]
    for origin in range(1, state.revealed + 1):
        if sea[origin] - moved[origin] > 0:
            actions += [made_once(SAIL, origin, target) for target in destinations(state, seat, origin)]
    actions.append(made_once(DONE))
    return actions


def sail(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    origin, target = action.args
    state.sea[seat][origin] -= 1
    state.sea[seat][target] += 1
    state.moved[target] += 1
    if origin == 0:
        state.launched += 1
    if target == state.frontier():
        state.discovered = True
    where = "Lisboa" if origin == 0 else _name(state, origin)
    return [Event(SAIL, f"{{P{seat}}} sails from {where} to {_name(state, target)}.",
                  data={"seat": seat, "from": origin, "to": target})]


def _name(state: SailToIndiaPosition, position: int) -> str:
    return state.name(position) if position <= state.revealed else f"the unknown town {position}"


def end_sailing(state: SailToIndiaPosition, action: Action) -> list[Event]:
    """Step 2: reveal, discovery VP, launch VP; then Map's offer or the claiming step."""
    seat = state.current
    events: list[Event] = []
    frontier = state.frontier()
    discovered = frontier if frontier is not None and state.sea[seat][frontier] > 0 else None
    if discovered is not None:
        state.revealed = discovered
        town = state.town(discovered)
        vp = state.numbers.discovery_vp
        india = discovered == state.towns
        if india:
            vp += state.numbers.india_bonus
            state.india = seat
        text = f"{{P{seat}}} discovers {state.name(town.id)}" + (" — the route to India!" if india else ".")
        events.append(Event("discover", text, reveals=True,
                            data={"seat": seat, "position": discovered, "town": town.id, "india": india}))
        gain(state, VP, vp)
    launch_vp = sum(t.effect.vp_for_launches(state.launched) for t in state.owned_techs(seat))
    if launch_vp:
        events.append(Event("harbor", f"{{P{seat}}} launched {state.launched} ships from Lisboa.",
                            data={"seat": seat, "launched": state.launched}))
        gain(state, VP, launch_vp)
    if discovered is not None and map_offer(state, seat) is not None:
        state.phase = Phase.MAP
    else:
        _to_claiming(state)
    return events


def map_offer(state: SailToIndiaPosition, seat: int) -> tuple[int, int] | None:
    for tech in state.owned_techs(seat):
        offer = tech.effect.discovery_offer()
        if offer is not None and state.wealth[seat] >= offer[0]:
            return offer
    return None


def map_actions(state: SailToIndiaPosition) -> list[Action]:
    """Paying needs the wealth still there: a free return of a banker may have taken it."""
    pay_for = [made_once(MAP_PAY)] if map_offer(state, state.current) is not None else []
    return pay_for + [made_once(MAP_SKIP)]


def map_answer(state: SailToIndiaPosition, action: Action) -> list[Event]:
    events: list[Event] = []
    if action.kind == MAP_PAY:
        offer = map_offer(state, state.current)
        assert offer is not None, "map_pay is legal only while the Map's offer stands"
        wealth, vp = offer
        events += pay(state, state.current, wealth)
        gain(state, VP, vp)
    _to_claiming(state)
    return events


def _to_claiming(state: SailToIndiaPosition) -> None:
    state.phase = Phase.CLAIM
    if not _can_claim(state):
        state.phase = Phase.SETTLE


def architecture(state: SailToIndiaPosition, seat: int) -> Technology | None:
    for tech in state.owned_techs(seat):
        if tech.effect.builds_after_move() and state.can_use(tech):
            return tech
    return None


def claim_actions(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    actions = []
    builder = architecture(state, seat) if state.wealth[seat] >= state.numbers.build_cost else None
    for position in range(1, state.revealed + 1):
        if state.sea[seat][position] <= 0:
            continue
        for space, owner in enumerate(state.goods_owner[position - 1]):
            if owner is None:
                actions.append(made_once(CLAIM_KIND, position, space))
        if builder is not None:
            for space, owner in enumerate(state.build_owner[position - 1]):
                if owner is None:
                    actions.append(made_once(BUILD, position, space))
    actions.append(made_once(DONE))
    return actions


def _can_claim(state: SailToIndiaPosition) -> bool:
    """Whether `claim_actions` offers more than `done`, without listing it (asked after
    every claim, so the step can close by itself)."""
    seat = state.current
    sea = state.sea[seat]
    can_build = None
    for position in range(1, state.revealed + 1):
        if sea[position] <= 0:
            continue
        if None in state.goods_owner[position - 1]:
            return True
        if None in state.build_owner[position - 1]:
            if can_build is None:
                can_build = (state.wealth[seat] >= state.numbers.build_cost
                             and architecture(state, seat) is not None)
            if can_build:
                return True
    return False


def claim(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    position, space = action.args
    state.sea[seat][position] -= 1
    state.goods_owner[position - 1][space] = seat
    good = state.town(position).goods[space]
    events = [Event("claim", f"{{P{seat}}} claims the {state.name(good)} of "
                             f"{state.name(position)}.",
                    data={"seat": seat, "position": position, "space": space, "good": good})]
    if not _can_claim(state):
        state.phase = Phase.SETTLE
    return events


def build_free(state: SailToIndiaPosition, action: Action) -> list[Event]:
    """Architecture: build after moving without spending an action point (the wealth is paid)."""
    tech = architecture(state, state.current)
    assert tech is not None, "build is legal after a move only while Architecture has a use"
    state.used[tech.id] = state.used.get(tech.id, 0) + 1
    events = place_building(state, *action.args)
    if not _can_claim(state):
        state.phase = Phase.SETTLE
    return events


def finish(state: SailToIndiaPosition, action: Action) -> list[Event]:
    state.phase = Phase.SETTLE
    return []
