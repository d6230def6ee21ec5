"""Wealth and VP: paying, gaining, and the Lisboa-marker choice when a card runs out of room.

Every banker handles up to `banker_capacity` wealth and every historian up to
`historian_capacity` VP. A gain first fills the partly used marker; past that, each
further marker must come from Lisboa, and taking one is a real choice (the marker could
sail instead), so a gain that overflows stops and asks: `hire` (when a marker stands on
Lisboa) or `forgo`. It asks even when nobody stands on Lisboa, because free actions may
be taken at any time in the turn and a full card always has a banker or historian that
could be sent home: the seat may return a marker first and then hire it. A payment
empties the partly used marker first, and every emptied banker walks back to Lisboa.

Gains are queued (`state.gains`) because one action may bring several (a sale brings
wealth then VP) and each may need its own answer.
"""

from __future__ import annotations

from tabletop.engine.action import Action, made_once
from tabletop.engine.events import Event
from tabletop.games.sail_to_india.phases import VP, WEALTH
from tabletop.games.sail_to_india.position import SailToIndiaPosition, ceil_div

# Typed one a line: the compiled turn flow reads them through an import circle (packaging/compiled.py).
HIRE: str = "hire"
FORGO: str = "forgo"


def capacity(state: SailToIndiaPosition, kind: str) -> int:
    n = state.numbers
    return n.banker_capacity if kind == WEALTH else n.historian_capacity


def _amounts(state: SailToIndiaPosition, kind: str) -> list[int]:
    return state.wealth if kind == WEALTH else state.vp


def pay(state: SailToIndiaPosition, seat: int, amount: int) -> list[Event]:
    """Pay `amount` wealth (the caller has checked there is enough); emptied bankers go to Lisboa."""
    if amount <= 0:
        return []
    cap = state.numbers.banker_capacity
    before = ceil_div(state.wealth[seat], cap)
    state.wealth[seat] -= amount
    freed = before - ceil_div(state.wealth[seat], cap)
    state.sea[seat][0] += freed
    text = f"{{P{seat}}} pays {amount} wealth"
    if freed:
        text += f"; {freed} banker{'s' if freed > 1 else ''} return{'s' if freed == 1 else ''} to Lisboa"
    return [Event("pay", text + ".", data={"seat": seat, "amount": amount, "freed": freed})]


def gain(state: SailToIndiaPosition, kind: str, amount: int) -> None:
    """Queue a gain for the current seat; `settle` places it."""
    if amount > 0:
        state.gains.append([kind, amount])


def settle(state: SailToIndiaPosition) -> list[Event]:
    """Place queued gains until one needs the seat's answer (or none are left). Asked
    again after every free action, so room a payment made is filled before hiring."""
    events: list[Event] = []
    seat = state.current
    while state.gains:
        kind, amount = state.gains[0]
        cap = capacity(state, kind)
        values = _amounts(state, kind)
        room = ceil_div(values[seat], cap) * cap - values[seat]
        take = min(room, amount)
        if take:
            values[seat] += take
            amount -= take
            events.append(_gained(seat, kind, take))
        if amount:
            state.gains[0][1] = amount
            return events
        state.gains.pop(0)
    return events


def choice_actions(state: SailToIndiaPosition) -> list[Action]:
    """Hire needs a marker on Lisboa; letting the surplus go is always possible."""
    kind = state.gains[0][0]
    forgo = made_once(FORGO, kind)
    return [made_once(HIRE, kind), forgo] if state.sea[state.current][0] > 0 else [forgo]


def hire(state: SailToIndiaPosition, action: Action) -> list[Event]:
    """Move one marker from Lisboa onto the card to hold up to one capacity more."""
    seat = state.current
    kind, amount = state.gains[0]
    cap = capacity(state, kind)
    state.sea[seat][0] -= 1
    take = min(cap, amount)
    _amounts(state, kind)[seat] += take
    state.gains[0][1] -= take
    if state.gains[0][1] == 0:
        state.gains.pop(0)
    role = "banker" if kind == WEALTH else "historian"
    return [Event(HIRE, f"{{P{seat}}} takes a marker from Lisboa as a new {role}.", data={"seat": seat, "kind": kind}),
            _gained(seat, kind, take)]


def forgo(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    kind, amount = state.gains.pop(0)
    why = "they keep their Lisboa markers" if state.sea[seat][0] > 0 else "nobody stands on Lisboa"
    return [_lost(seat, kind, amount, why)]


def _gained(seat: int, kind: str, amount: int) -> Event:
    word = "wealth" if kind == WEALTH else "VP"
    return Event("gain", f"{{P{seat}}} gains {amount} {word}.", data={"seat": seat, "kind": kind, "amount": amount})


def _lost(seat: int, kind: str, amount: int, why: str) -> Event:
    word = "wealth" if kind == WEALTH else "VP"
    return Event("lose", f"{{P{seat}}} has no room for {amount} more {word} and loses it ({why}).",
                 data={"seat": seat, "kind": kind, "amount": amount})


__all__ = ["FORGO", "HIRE", "VP", "WEALTH", "capacity", "choice_actions", "forgo", "gain", "hire", "pay", "settle"]
