"""Trade: a Trade costs its wind up front and opens the market of the island the ship is
at, where the captain sells goods into free buy slots and buys from the sell track, one
click at a time, until `trade_done` closes it and the turn goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import GOODS
from tabletop.games.winds_of_trade.phases import BUY, TRADE_DONE, TRADING, TURN

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition

SELL = tuple(Action("sell", (good,)) for good in GOODS)      # by good index


def trade_actions(state: "WindsOfTradePosition", seat: int) -> list[Action]:
    """What the trade under way offers: each good aboard that a free buy slot here asks
    for, the sell track's cheapest good while gold and hold room allow, and closing it."""
    here = state.ship[seat]
    wanted = _wanted_goods(state, here)
    cargo = state.cargo[seat]
    actions = [SELL[g] for g in range(len(GOODS)) if cargo[g] and g in wanted]
    if _may_buy(state, seat, here):
        actions.append(BUY)
    actions.append(TRADE_DONE)
    return actions


def has_trade(state: "WindsOfTradePosition", seat: int) -> bool:
    """Whether a Trade at the ship's island would offer anything but closing it: a good
    aboard that a free buy slot asks for, or the sell track's cheapest good while gold
    and hold room allow. Trade is offered only then, so its wind is never spent on an
    empty market (a sale first only adds gold, so this is what the whole trade allows).
    The bots' playouts ask it at almost every move, so it reads the buy track's goods as
    cargo indices (`WindsOfTradeRules.buy_goods`)."""
    here = state.ship[seat]
    cargo = state.cargo[seat]
    if any(cargo):      # an empty hold sells nothing: the buy track is not looked at
        filled = state.buy[here]
        for i, good in enumerate(state.game.buy_goods[state.card[here]]):
            if cargo[good] and not filled[i]:
                return True
    return _may_buy(state, seat, here)


def _wanted_goods(state: "WindsOfTradePosition", spot: int) -> set[int]:
    """The goods (cargo indices) that a free buy slot at `spot` asks for."""
    filled = state.buy[spot]
    return {good for i, good in enumerate(state.game.buy_goods[state.card[spot]]) if not filled[i]}


def _may_buy(state: "WindsOfTradePosition", seat: int, here: int) -> bool:
    """Whether the sell track at `here` has a good for `seat`: gold and hold room allow."""
    return (state.sell[here] > 0 and state.cargo_total(seat) < state.hold(seat)
            and state.gold[seat] >= sell_track_price(state, here))


def free_buy_slot(state: "WindsOfTradePosition", spot: int, good: str) -> int | None:
    for i, slot in enumerate(state.buy_track(spot)):
        if slot.good == good and not state.buy[spot][i]:
            return i
    return None


def sell_track_price(state: "WindsOfTradePosition", spot: int) -> int:
    return state.game.numbers.sell_track[state.sell[spot] - 1]


def open_trade(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    state.wind[seat] -= state.game.numbers.wind_cost["trade"]
    state.phase = TRADING
    if not state.narrates:
        return []
    return [Event("trade", f"{{P{seat}}} opens trade at {state.spot_name(state.ship[seat])}.", data={"seat": seat})]


def sell(state: "WindsOfTradePosition", seat: int, good: str) -> list[Event]:
    here = state.ship[seat]
    slot = free_buy_slot(state, here, good)
    assert slot is not None, "a sale is legal only where a buy slot asks for the good"
    price = (state.buy_track(here)[slot].price + state.bonus(seat, "sell_price", good)
             + state.island_bonus(here, "sell_price", good))
    state.buy[here][slot] = 1
    state.cargo[seat][GOODS.index(good)] -= 1
    state.gold[seat] += price
    if not state.narrates:
        return []
    return [Event("sell", f"{{P{seat}}} sells {state.game.name_of(good)} for {price} gold.",
                  data={"seat": seat, "good": good, "slot": slot, "gold": price})]


def buy(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    here = state.ship[seat]
    price = sell_track_price(state, here)
    good = state.game.content.island_index[state.card[here]].sells
    state.sell[here] -= 1
    state.cargo[seat][GOODS.index(good)] += 1
    state.gold[seat] -= price
    if not state.narrates:
        return []
    return [Event("buy", f"{{P{seat}}} buys {state.game.name_of(good)} for {price} gold.",
                  data={"seat": seat, "good": good, "slot": state.sell[here], "gold": price})]


def close_trade(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    state.phase = TURN
    if not state.narrates:
        return []
    return [Event("trade_done", f"{{P{seat}}} closes the trade.", data={"seat": seat})]
