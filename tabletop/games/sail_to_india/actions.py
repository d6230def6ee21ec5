"""The one-step actions (employ, build, acquire technology, raise speed) and the free
actions (return markers to Lisboa, Geography's lift, Bank System's purchase).

Free actions cost no action point and may be taken at any moment of the seat's own turn:
between actions, inside every step of a move or a sale, and while a gain waits for room
(a marker sent home can then take the gain). Two things are held back while they are in
use: a ship that already sailed in the move under way (it would sail twice), and the
goods markers while a sale is being picked (they are the sale's to choose). Opening a
mode remembers the phase it came from (`resume`) and closing it goes back there.
Returning a marker takes two clicks: `recall`, then `return ...` naming the marker (a
table shows the returnable markers after the first). A Geography use is a small mode:
`geography` opens it, each `lift ...` turns one land marker back into a ship, `done`
(after at least one) closes it, and it counts once against its per-turn limit however
many markers it lifts. One entry in the main list rather than one per marker also keeps
random playouts from spending most of their moves undoing the board.
"""

from __future__ import annotations

from tabletop.engine.action import Action, made_once
from tabletop.engine.events import Event
from tabletop.games.sail_to_india.model import Technology
from tabletop.games.sail_to_india.phases import FREE_MODES, MOVE, SELL, VP, Phase
from tabletop.games.sail_to_india.position import SailToIndiaPosition
from tabletop.games.sail_to_india.purse import gain, pay

# Typed one a line: the compiled turn flow reads them through an import circle (packaging/compiled.py).
EMPLOY: str = "employ"
BUILD: str = "build"
TECH: str = "tech"
SPEED: str = "speed"
RECALL: str = "recall"
RETURN: str = "return"
GEOGRAPHY: str = "geography"
LIFT: str = "lift"
BANK: str = "bank"
DONE: str = "done"
SHIP: str = "ship"
GOOD: str = "good"
BUILDING: str = "building"
BANKER: str = "banker"
HISTORIAN: str = "historian"


# ---------------------------------------------------------------- paid actions

def main_actions(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    n = state.numbers
    wealth = state.wealth[seat]
    actions = []
    if state.stock[seat] > 0 and wealth >= n.employ_cost:
        actions.append(made_once(EMPLOY))
    if wealth >= n.build_cost:
        for position in range(1, state.revealed + 1):
            if state.sea[seat][position] > 0:
                actions.extend(made_once(BUILD, position, space)
                               for space, owner in enumerate(state.build_owner[position - 1]) if owner is None)
    if state.scientists[seat] > 0:
        discount = _discount(state, seat)
        for tech in state.game.content.technologies:
            if tech.id not in state.techs and wealth >= tech.cost - discount:
                actions.append(made_once(TECH, tech.id))
    nxt = state.speed[seat] + 1
    if nxt in n.speed_costs and wealth >= n.speed_costs[nxt]:
        actions.append(made_once(SPEED))
    return actions


def _discount(state: SailToIndiaPosition, seat: int) -> int:
    return sum(t.effect.acquire_discount() for t in state.owned_techs(seat))


def tech_cost(state: SailToIndiaPosition, seat: int, tech: Technology) -> int:
    return max(0, tech.cost - _discount(state, seat))


def employ(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    state.ap -= 1
    events = pay(state, seat, state.numbers.employ_cost)
    state.stock[seat] -= 1
    state.sea[seat][0] += 1
    events.append(Event(EMPLOY, f"{{P{seat}}} employs a marker: it joins Lisboa ({state.stock[seat]} left in stock).",
                        data={"seat": seat, "stock": state.stock[seat]}))
    return events


def place_building(state: SailToIndiaPosition, position: int, space: int) -> list[Event]:
    """Pay and turn a ship of the current seat into the building on `space` of its town."""
    seat = state.current
    events = pay(state, seat, state.numbers.build_cost)
    state.sea[seat][position] -= 1
    state.build_owner[position - 1][space] = seat
    town = state.town(position)
    kind = state.game.content.building(town.buildings[space].kind)
    events.append(Event(BUILD, f"{{P{seat}}} builds the {state.name(kind.id).lower()} of {state.name(town.id)}.",
                        data={"seat": seat, "position": position, "space": space, "kind": kind.id}))
    return events


def build(state: SailToIndiaPosition, action: Action) -> list[Event]:
    state.ap -= 1
    return place_building(state, *action.args)


def acquire(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    tech = state.game.content.tech(action.args[0])
    state.ap -= 1
    events = pay(state, seat, tech_cost(state, seat, tech))
    state.scientists[seat] -= 1
    state.techs[tech.id] = seat
    events.append(Event(TECH, f"{{P{seat}}} acquires {state.name(tech.id)}.", data={"seat": seat, "tech": tech.id}))
    for owned in state.owned_techs(seat):
        vp = owned.effect.vp_on_acquire()
        if vp and state.can_use(owned):
            state.used[owned.id] = state.used.get(owned.id, 0) + 1
            gain(state, VP, vp)
    return events


def speed(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    state.ap -= 1
    events = pay(state, seat, state.numbers.speed_costs[state.speed[seat] + 1])
    state.speed[seat] += 1
    events.append(Event(SPEED, f"{{P{seat}}} raises the ship speed to {state.speed[seat]}.",
                        data={"seat": seat, "speed": state.speed[seat]}))
    return events


# ---------------------------------------------------------------- free actions

_RECALL, _GEOGRAPHY, _BANK = Action(RECALL), Action(GEOGRAPHY), Action(BANK)


def free_actions(state: SailToIndiaPosition) -> list[Action]:
    """The free actions on offer now: open a return, open a Geography use, or Bank
    System's purchase (`bank_actions`)."""
    seat = state.current
    actions = [_RECALL] if _can_return(state, seat) else []
    if not state.techs:
        return actions
    if _lifter(state, seat) is not None and _holds_land(state, seat):
        actions.append(_GEOGRAPHY)
    return actions + bank_actions(state)


def bank_actions(state: SailToIndiaPosition) -> list[Action]:
    """Bank System's purchase, when its owner is to act, may still use it this turn and
    has the wealth: the last of the free actions."""
    seat = state.current
    purchase = _bank(state, seat)
    return [_BANK] if purchase is not None and state.wealth[seat] >= purchase[1][0] else []


def _during(state: SailToIndiaPosition) -> str:
    """The phase a free action is taken in: the one an open mode will go back to."""
    return state.resume if state.phase in FREE_MODES else state.phase


def _idle_ships(state: SailToIndiaPosition, seat: int, position: int) -> int:
    """Ships of `seat` at `position` that may go home: inside a move, not those that sailed."""
    ships = state.sea[seat][position]
    return ships - state.moved[position] if ships and _during(state) == MOVE else ships


def _in_sale(state: SailToIndiaPosition) -> bool:
    """While a sale is being picked its goods markers are the sale's: no free action takes them."""
    return _during(state) == SELL


def _can_return(state: SailToIndiaPosition, seat: int) -> bool:
    """Whether `return_picks` would offer anything, without listing it (asked at every
    step, so the common answers come first and ships are counted one by one only while
    some of them may have sailed in the move under way)."""
    if state.wealth[seat] > 0 or state.vp[seat] > 0:
        return True
    sea = state.sea[seat]
    if any(sea[1:]):
        if _during(state) != MOVE:
            return True
        moved = state.moved
        if any(sea[p] > moved[p] for p in range(1, state.towns + 1)):
            return True
    return _holds_land(state, seat)


def _holds_land(state: SailToIndiaPosition, seat: int) -> bool:
    """Whether `seat` has a goods marker or a building to pick (what `lift_picks` lists)."""
    return (not _in_sale(state) and state.owns_goods(seat)) or state.owns_buildings(seat)


def _goods_picks(state: SailToIndiaPosition, seat: int) -> list[tuple[int, int]]:
    return [] if _in_sale(state) else state.goods_of(seat)


def return_picks(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    actions = [made_once(RETURN, SHIP, p) for p in range(1, state.towns + 1) if _idle_ships(state, seat, p) > 0]
    actions += [made_once(RETURN, GOOD, p, s) for p, s in _goods_picks(state, seat)]
    actions += [made_once(RETURN, BUILDING, p, s) for p, s in state.buildings_of(seat)]
    if state.wealth[seat] > 0:
        actions.append(made_once(RETURN, BANKER))
    if state.vp[seat] > 0:
        actions.append(made_once(RETURN, HISTORIAN))
    return actions


def lift_picks(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    return ([made_once(LIFT, GOOD, p, s) for p, s in _goods_picks(state, seat)]
            + [made_once(LIFT, BUILDING, p, s) for p, s in state.buildings_of(seat)])


def mode_actions(state: SailToIndiaPosition) -> list[Action]:
    """Inside an open return: which marker. Inside a Geography use: more lifts, and
    `done` after the first."""
    if state.phase == Phase.RECALL:
        return return_picks(state)
    picks = lift_picks(state)
    return picks + [made_once(DONE)] if state.mode_picks else picks


def open_recall(state: SailToIndiaPosition, action: Action) -> list[Event]:
    state.resume = state.phase
    state.phase = Phase.RECALL
    state.mode_picks = 0
    return []


def open_geography(state: SailToIndiaPosition, action: Action) -> list[Event]:
    tech = _lifter(state, state.current)
    assert tech is not None, "geography is legal only while a lifting technology has a use"
    state.used[tech.id] = state.used.get(tech.id, 0) + 1
    state.resume = state.phase
    state.phase = Phase.LIFT
    state.mode_picks = 0
    return [Event(GEOGRAPHY, f"{{P{state.current}}} uses {state.name(tech.id)}.", data={"seat": state.current})]


def close_mode(state: SailToIndiaPosition, action: Action | None = None) -> list[Event]:
    state.phase, state.resume = state.resume, Phase.MAIN
    state.mode_picks = 0
    return []


def _picked(state: SailToIndiaPosition) -> None:
    """Count a pick; a return closes at once, a Geography use when nothing is left to lift."""
    state.mode_picks += 1
    if state.phase == Phase.RECALL or mode_actions(state) == [Action(DONE)]:
        close_mode(state)


def return_marker(state: SailToIndiaPosition, action: Action) -> list[Event]:
    """Any ship, goods marker, building, banker or historian walks back to Lisboa. A
    returned banker or historian is the partly used one: what it held is lost."""
    seat = state.current
    what = action.args[0]
    if what == SHIP:
        state.sea[seat][action.args[1]] -= 1
        text = f"a ship from {state.name(action.args[1])}"
    elif what in (GOOD, BUILDING):
        position, space = action.args[1:]
        rows = state.goods_owner if what == GOOD else state.build_owner
        rows[position - 1][space] = None
        text = f"a {what} marker from {state.name(position)}"
    else:
        values = state.wealth if what == BANKER else state.vp
        cap = state.numbers.banker_capacity if what == BANKER else state.numbers.historian_capacity
        lost = values[seat] - (values[seat] - 1) // cap * cap
        values[seat] -= lost
        text = f"a {what} (losing {lost} {'wealth' if what == BANKER else 'VP'})"
    state.sea[seat][0] += 1
    _picked(state)
    return [Event(RETURN, f"{{P{seat}}} returns {text} to Lisboa.", data={"seat": seat, "what": list(action.args)})]


def _lifter(state: SailToIndiaPosition, seat: int) -> Technology | None:
    for tech in state.lifting_techs(seat):
        if state.can_use(tech):
            return tech
    return None


def lift(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    what, position, space = action.args
    rows = state.goods_owner if what == GOOD else state.build_owner
    rows[position - 1][space] = None
    state.sea[seat][position] += 1
    _picked(state)
    return [Event(LIFT, f"{{P{seat}}} turns a {what} marker of {state.name(position)} back into a ship.",
                  data={"seat": seat, "what": what, "position": position, "space": space})]


def _bank(state: SailToIndiaPosition, seat: int) -> tuple[Technology, tuple[int, int]] | None:
    for tech, offer in state.vp_selling_techs(seat):
        if state.can_use(tech):
            return tech, offer
    return None


def bank(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    purchase = _bank(state, seat)
    assert purchase is not None, "bank is legal only while a VP-selling technology has a use"
    tech, (wealth, vp) = purchase
    state.used[tech.id] = state.used.get(tech.id, 0) + 1
    used = Event(BANK, f"{{P{seat}}} uses {state.name(tech.id)}: {wealth} wealth for {vp} VP.",
                 data={"seat": seat, "tech": tech.id})      # the log says why wealth is paid
    events = [used, *pay(state, seat, wealth)]
    gain(state, VP, vp)
    return events
