"""The sell-trade-goods action: `sell` opens it, `pick POSITION SPACE` chooses goods
markers one at a time, `done` sells them.

What a sale earns depends only on how many different kinds were sold, read from the
trading chart in content. Each marketplace the seller owns adds its kind as if one more
good of it were sold; its marker stays. Counting a marketplace can never lower a sale
(the chart only rises), so the seller always counts them all. A sale needs at least one
real goods marker, so marketplaces can never be sold on their own.
"""

from __future__ import annotations

from tabletop.engine.action import Action, made_once
from tabletop.engine.events import Event
from tabletop.games.sail_to_india.purse import gain
from tabletop.games.sail_to_india.phases import Phase, VP, WEALTH
from tabletop.games.sail_to_india.position import SailToIndiaPosition

# Typed one a line: the compiled turn flow reads them through an import circle (packaging/compiled.py).
SELL_KIND: str = "sell"
PICK: str = "pick"
DONE: str = "done"


def start(state: SailToIndiaPosition, action: Action) -> list[Event]:
    state.ap -= 1
    state.phase = Phase.SELL
    state.picked = []
    return [Event("sell", f"{{P{state.current}}} sells trade goods.", data={"seat": state.current})]


def pick_actions(state: SailToIndiaPosition) -> list[Action]:
    seat = state.current
    actions = [made_once(PICK, p, s) for p, s in state.goods_of(seat) if p * 2 + s not in state.picked]
    if state.picked:
        actions.append(made_once(DONE))
    return actions


def pick(state: SailToIndiaPosition, action: Action) -> list[Event]:
    position, space = action.args
    state.picked.append(position * 2 + space)
    return []


def market_kinds(state: SailToIndiaPosition, seat: int) -> set[str | None]:
    """The kinds of goods `seat`'s marketplaces add to every sale (a building with the
    marketplace's effect and no good of its own would add None: content never has one)."""
    kinds: set[str | None] = set()
    for position, space in state.buildings_of(seat):
        if state.building_effect(position, space).market_good():
            kinds.add(state.town(position).buildings[space].good)
    return kinds


def market_added(state: SailToIndiaPosition, seat: int, sold: list[str]) -> list[str]:
    """The kinds `seat`'s marketplaces add to a sale of `sold` (those not sold already),
    in the content's order of goods: what the log names beside the goods sold."""
    kinds = market_kinds(state, seat)
    return [good for good in state.game.content.goods if good in kinds and good not in sold]


def sale_value(state: SailToIndiaPosition, seat: int, sold: list[str]) -> tuple[int, int, int]:
    """(kinds counted, wealth, VP) for selling the goods `sold`; nothing without a real good."""
    if not sold:
        return 0, 0, 0
    kinds = len(set(sold) | market_kinds(state, seat))
    wealth, vp = state.numbers.chart(kinds)
    wealth += sum(t.effect.sale_bonus() for t in state.owned_techs(seat))
    return kinds, wealth, vp


def preview(state: SailToIndiaPosition) -> tuple[int, int, int]:
    """What the picked goods would earn now (a table shows this before `done`)."""
    return sale_value(state, state.current, picked_goods(state))


def picked_goods(state: SailToIndiaPosition) -> list[str]:
    """The kinds of the goods picked so far in the sale under way (one entry per marker)."""
    return [state.town(code // 2).goods[code % 2] for code in state.picked]


def sell(state: SailToIndiaPosition, action: Action) -> list[Event]:
    seat = state.current
    goods = picked_goods(state)
    kinds, wealth, vp = sale_value(state, seat, goods)
    for code in state.picked:
        state.goods_owner[code // 2 - 1][code % 2] = None
        state.sea[seat][0] += 1
    names = ", ".join(state.name(g) for g in goods)
    added = market_added(state, seat, goods)
    counted = "" if not added else (f" and counts {' and '.join(state.name(g) for g in added)} from "
                                    + ("a marketplace" if len(added) == 1 else "marketplaces"))
    state.picked = []
    gain(state, WEALTH, wealth)
    gain(state, VP, vp)
    state.phase = Phase.SETTLE
    bonus = [(tech.effect.sale_bonus(), state.name(tech.id)) for tech in state.owned_techs(seat)
             if tech.effect.sale_bonus()]
    from_techs = f" ({sum(b for b, _ in bonus)} from {' and '.join(n for _, n in bonus)})" if bonus else ""
    earned = f"{wealth} wealth{from_techs}" + (f" and {vp} VP" if vp else "")
    return [Event("sale", f"{{P{seat}}} sells {names}{counted}: {kinds} kind{'s' if kinds != 1 else ''} for "
                  f"{earned}.", data={"seat": seat, "goods": goods, "markets": added, "kinds": kinds,
                                      "wealth": wealth, "vp": vp})]
