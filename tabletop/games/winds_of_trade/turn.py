"""A player's turn: wind spent on actions, then reset.

A turn is a sequence of small decisions ending with `end_turn`. Trade and Recruit cost
their wind up front and then open a short sub-decision (`trade.py`: sales and purchases
until `trade_done`; `recruit.py`: which drawn advisor to `keep`), so a UI can click them
one at a time and a bot can list them. Minor actions cost no wind; each can only make
progress (a crew token moved ashore at an island cannot be taken back aboard there in
the same turn, and vice versa), so a turn always ends. Placing the ships before the
first turn is `opening.py`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.boundary import round_end
from tabletop.games.winds_of_trade.effects import BonusTable
from tabletop.games.winds_of_trade.model import FACTIONS, GOODS
from tabletop.games.winds_of_trade.opening import place_ship, placing_actions
from tabletop.games.winds_of_trade.phases import (
    EMBARK, END_TURN, LAND, PLACING, RAID, RECRUIT, RECRUITING, SWAY, TRADE, TRADING,
)
from tabletop.games.winds_of_trade.recruit import keep, keeping_actions, recruit
from tabletop.games.winds_of_trade.trade import buy, close_trade, has_trade, open_trade, sell, trade_actions

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition

FREE_SAILS, IGNORE_TOLLS, SWAY_DISCOUNT, MOVE_BLOCKADE, MARKET_DISCOUNT, WIND = (
    ("free_sails", None), ("ignore_tolls", None), ("sway_discount", None), ("move_blockade", None),
    ("market_discount", None), ("wind", None))
"""Keys of a bonus table (a seat's `WindsOfTradePosition.bonuses`, an island's) that the turn asks."""


# ---------------------------------------------------------------- legal actions

def legal_turn_actions(state: "WindsOfTradePosition") -> list[Action]:
    """What the captain to act may do, in every phase but the election."""
    phase = state.phase
    if phase == PLACING:
        return placing_actions(state)
    seat = state.current
    if phase == TRADING:
        return trade_actions(state, seat)
    if phase == RECRUITING:
        return keeping_actions(state)
    return _turn_actions(state, seat)


def _turn_actions(state: "WindsOfTradePosition", seat: int) -> list[Action]:
    """The turn's choices in a fixed order: the sails, the rest (`add_other_choices`), then
    ending the turn."""
    bonus = state.bonuses(seat)
    return turn_choices(state, seat, bonus, sails(state, seat, bonus))


def turn_choices(state: "WindsOfTradePosition", seat: int, bonus: BonusTable,
                 routes: tuple[Action, ...]) -> list[Action]:
    """The turn's choices (see `_turn_actions`) from the seat's `bonuses` and `sails`, which
    the bots' playout policy has already asked when it wants the whole list."""
    actions = list(routes)
    add_other_choices(state, seat, bonus, actions)
    actions.append(END_TURN)
    return actions


def only_end_turn(state: "WindsOfTradePosition", seat: int, bonus: BonusTable) -> bool:
    """Whether ending the turn is `seat`'s only choice once its sails are shut (`bonus`: its
    `bonuses`). The bots' playouts ask it whenever the sails are shut. An advisor aboard
    can always be dismissed and cargo tossed, so a captain with either has a choice
    before any rule is asked."""
    if state.cabins[seat] or any(state.cargo[seat]):
        return False
    others: list[Action] = []
    add_other_choices(state, seat, bonus, others)
    return not others


def add_other_choices(state: "WindsOfTradePosition", seat: int, bonus: BonusTable, actions: list[Action]) -> None:
    """Append the turn's choices but sailing and ending it to `actions`, in a fixed order
    (`bonus`: the seat's `bonuses`). A search lists them for every position it reaches,
    so the actions are prebuilt. The first few questions are also asked one by one by
    the bots' playout policy, which wants only them (`may_trade` ... `may_land`)."""
    game = state.game
    made = game.turn_actions
    add = actions.append
    if may_trade(state, seat):
        add(TRADE)
    if may_recruit(state, seat):
        add(RECRUIT)
    if may_sway(state, seat, bonus):
        add(SWAY)
    if may_raid(state, seat):
        add(RAID)
    if may_land(state, seat):
        add(LAND)
    if may_embark(state, seat):
        add(EMBARK)
    cargo = state.cargo[seat]
    if any(cargo):
        toss = made.toss
        for g, count in enumerate(cargo):
            if count:
                add(toss[g])
    cabins = state.cabins[seat]
    for advisor in cabins:
        add(made.dismiss[advisor])
    _add_market_choices(state, seat, actions)
    if cabins:
        actions.extend(claims(state, seat))
    if bonus[MOVE_BLOCKADE] and not state.blockade_moved:
        actions.extend(action for r, action in enumerate(made.blockade) if r != state.blockade)


def _add_market_choices(state: "WindsOfTradePosition", seat: int, actions: list[Action]) -> None:
    """Append, slot by slot, buying the market card `seat` can pay for and peeking at one
    it has not seen (not at the Golden Isle, whose cards lie open)."""
    game = state.game
    made = game.turn_actions
    here = state.ship[seat]
    gold = state.gold[seat]
    golden = here == game.golden_spot
    market_price = made.market_price
    island = game.bonus_tables.get(state.card[here])
    discount = island[MARKET_DISCOUNT] if island else 0
    for slot, (card, peekers) in enumerate(state.market[here]):
        if card is None:
            continue
        if gold >= max(0, market_price[card] - discount):
            actions.append(made.buy_card[slot])
        if seat not in peekers and not golden:
            actions.append(made.peek[slot])


def sails(state: "WindsOfTradePosition", seat: int, bonus: BonusTable) -> tuple[Action, ...]:
    """The sails open to `seat` (`bonus`: its `bonuses`), in route order: wind for one
    unless it is free, no blockaded route, no pirate waters without the toll. The game
    lists them at load for every spot, blockade and toll (`WindsOfTradeRules.open_sails`)."""
    game = state.game
    if state.wind[seat] < (0 if state.sails < bonus[FREE_SAILS] else game.sail_wind):
        return ()
    barred = not bonus[IGNORE_TOLLS] and state.gold[seat] < game.numbers.toll
    return game.open_sails[barred][state.ship[seat]][state.blockade]


def may_trade(state: "WindsOfTradePosition", seat: int) -> bool:
    return state.wind[seat] >= state.game.numbers.wind_cost["trade"] and (state.older.trade_anywhere or has_trade(state, seat))


def may_recruit(state: "WindsOfTradePosition", seat: int) -> bool:
    n = state.game.numbers
    return (state.wind[seat] >= n.wind_cost["recruit"] and len(state.cabins[seat]) < n.cabins
            and bool(state.advisor_deck or state.advisor_discard))


def may_sway(state: "WindsOfTradePosition", seat: int, bonus: dict) -> bool:
    n = state.game.numbers
    here = state.ship[seat]
    return (state.wind[seat] >= n.wind_cost["sway"] and state.locals[here] > 0 and state.supply[seat] > 0
            and state.gold[seat] >= max(0, n.sway_gold + n.sway_per_outrage * state.outrage[here]
                                        - bonus[SWAY_DISCOUNT]))


def may_raid(state: "WindsOfTradePosition", seat: int) -> bool:
    return state.wind[seat] >= state.game.numbers.wind_cost["raid"] and state.aboard[seat] > 0


def may_land(state: "WindsOfTradePosition", seat: int) -> bool:
    """Crew can go ashore unless some were taken aboard here this turn (moves only progress)."""
    return state.aboard[seat] > 0 and not _moved_here(state, seat, "embark")


def may_embark(state: "WindsOfTradePosition", seat: int) -> bool:
    """Crew can come aboard unless some were put ashore here this turn."""
    here = state.ship[seat]
    return (state.crew[here][seat] > 0 and state.aboard[seat] < state.game.numbers.crew_aboard_max
            and not _moved_here(state, seat, "land"))


def _moved_here(state: "WindsOfTradePosition", seat: int, direction: str) -> bool:
    moves = state.crew_moves
    return bool(moves) and [state.ship[seat], direction] in moves


def claims(state: "WindsOfTradePosition", seat: int) -> list[Action]:
    """The claims `seat` may make now, in faction order: its `claim_options` whose
    conditions are met (`CLAIM_TESTS`). The bots' playouts ask it at most moves of a
    captain with advisors."""
    found = []
    for claim, action in state.claim_options(seat):
        if CLAIM_TESTS[claim](state, seat):
            found.append(action)
    return found


def _controls_golden_isle(state: "WindsOfTradePosition", seat: int) -> bool:
    return state.controller(state.game.golden_spot) == seat


def _most_islands(state: "WindsOfTradePosition", seat: int) -> bool:
    # Counted seat by seat: most seats control nothing, and the first rival ends it.
    mine = state.islands_controlled(seat)
    return mine > 0 and all(mine > state.islands_controlled(other) for other in range(state.players) if other != seat)


def _most_gold(state: "WindsOfTradePosition", seat: int) -> bool:
    return _strictly_most(state.gold, seat)


def _most_crew(state: "WindsOfTradePosition", seat: int) -> bool:
    return _strictly_most(state.crew_counts(), seat)


def _strictly_most(standing: list[int], seat: int) -> bool:
    mine = standing[seat]
    return mine == max(standing) and standing.count(mine) == 1     # more than every rival


CLAIM_TESTS: dict[str, Callable[["WindsOfTradePosition", int], bool]] = {
    "control_golden_isle": _controls_golden_isle, "most_islands": _most_islands, "most_gold": _most_gold,
    "most_crew": _most_crew,
}
"""Whether a seat meets a faction's claim condition, by the condition's name (the loader
admits only `model.CLAIMS`): strictly more than every rival."""


# ---------------------------------------------------------------- applying

def _spend(state: "WindsOfTradePosition", seat: int, what: str) -> None:
    state.wind[seat] -= state.game.numbers.wind_cost[what]


def _sail(state: "WindsOfTradePosition", seat: int, spot_id: str) -> list[Event]:
    game = state.game
    target = game.spot_index[spot_id]
    route = game.route_between[state.ship[seat], target]
    bonus = state.bonuses(seat)
    free = state.sails < bonus[FREE_SAILS]
    if not free:
        state.wind[seat] -= game.sail_wind
    state.sails += 1
    tolled = game.turn_actions.pirate[route] and not bonus[IGNORE_TOLLS]
    if tolled:
        state.gold[seat] -= game.numbers.toll
    state.ship[seat] = target
    if not state.narrates:
        return []
    toll = f", paying {game.numbers.toll} gold toll in pirate waters" if tolled else ""
    return [Event("sail", f"{{P{seat}}} sails to {state.spot_name(target)}{toll}{' (a free sail)' if free else ''}.",
                  data={"seat": seat, "spot": spot_id, "route": game.map.routes[route].id})]


def _sway(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    here = state.ship[seat]
    cost = state.sway_cost(seat, here)
    _spend(state, seat, "sway")
    state.gold[seat] -= cost
    state.locals[here] -= 1
    state.supply[seat] -= 1
    state.crew[here][seat] += 1
    extra = min(state.bonus(seat, "sway_extra_crew"), state.supply[seat])
    state.supply[seat] -= extra
    state.crew[here][seat] += extra
    if not state.narrates:
        return []
    more = f" and {extra} more crew {'joins' if extra == 1 else 'join'} them" if extra else ""
    paid = f"pays {cost} gold to sway" if cost else "sways, at no cost,"
    return [Event("sway", f"{{P{seat}}} {paid} a local of {state.spot_name(here)}{more}.",
                  data={"seat": seat, "spot": here, "gold": cost, "crew": 1 + extra})]


def _raid(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    n = state.game.numbers
    here = state.ship[seat]
    _spend(state, seat, "raid")
    attack_dice = state.aboard[seat] + state.bonus(seat, "raid_dice")
    defence_dice = state.defences(here)
    attack = [state.rng.roll(n.raid_dice) for _ in range(attack_dice)]
    defence = [state.rng.roll(n.raid_dice) for _ in range(defence_dice)]
    state.outrage[here] += n.raid_outrage
    data = {"seat": seat, "spot": here, "attack": attack, "defence": defence}
    if sum(attack) > sum(defence):
        taken, gains = 0, []
        if not state.is_golden(here):
            sells = state.game.content.island_index[state.card[here]].sells
            good = GOODS.index(sells)
            taken = max(0, min(state.sell[here], state.hold(seat) - state.cargo_total(seat)))
            state.sell[here] -= taken
            state.cargo[seat][good] += taken
            if taken:
                gains.append(f"takes {taken} {'good' if taken == 1 else 'goods'} ({state.game.name_of(sells)})")
        removed = min(n.raid_locals_removed, state.locals[here])
        state.locals[here] -= removed
        if removed:
            gains.append(f"drives off {removed} local{'' if removed == 1 else 's'}")
        text = (f"wins ({sum(attack)} against {sum(defence)})"
                + (f", {' and '.join(gains)}" if gains else " but carries nothing off"))
        data["won"] = True
    else:
        lost = min(n.raid_crew_lost, state.aboard[seat])
        state.aboard[seat] -= lost
        state.supply[seat] += lost
        text = f"is beaten off ({sum(attack)} against {sum(defence)}) and loses {lost} crew"
        data["won"] = False
    if not state.narrates:
        return []
    return [Event("raid", f"{{P{seat}}} raids {state.spot_name(here)} and {text}; outrage there rises.",
                  reveals=True, data=data)]


def _land(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    here = state.ship[seat]
    state.aboard[seat] -= 1
    state.crew[here][seat] += 1
    if [here, "land"] not in state.crew_moves:
        state.crew_moves.append([here, "land"])
    if not state.narrates:
        return []
    return [Event("land", f"{{P{seat}}} puts a crew ashore at {state.spot_name(here)}.", data={"seat": seat, "spot": here})]


def _embark(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    here = state.ship[seat]
    state.aboard[seat] += 1
    state.crew[here][seat] -= 1
    if [here, "embark"] not in state.crew_moves:
        state.crew_moves.append([here, "embark"])
    if not state.narrates:
        return []
    return [Event("embark", f"{{P{seat}}} takes a crew aboard at {state.spot_name(here)}.",
                  data={"seat": seat, "spot": here})]


def _toss(state: "WindsOfTradePosition", seat: int, good: str) -> list[Event]:
    state.cargo[seat][GOODS.index(good)] -= 1
    if not state.narrates:
        return []
    return [Event("toss", f"{{P{seat}}} tosses {state.game.name_of(good)} overboard.", data={"seat": seat, "good": good})]


def _dismiss(state: "WindsOfTradePosition", seat: int, advisor: str) -> list[Event]:
    state.cabins[seat].remove(advisor)
    state.loadout_changed(seat)
    state.advisor_discard.append(advisor)
    if not state.narrates:
        return []
    return [Event("dismiss", f"{{P{seat}}} dismisses {state.game.name_of(advisor)}.", data={"seat": seat, "card": advisor})]


def _buy_card(state: "WindsOfTradePosition", seat: int, slot: int) -> list[Event]:
    here = state.ship[seat]
    card = state.market[here][slot][0]
    cost = state.market_cost(here, card)
    state.gold[seat] -= cost
    state.upgrades[seat].append(card)
    state.loadout_changed(seat)
    state.market[here][slot] = [state.market_deck.pop() if state.market_deck else None, []]
    if not state.narrates:
        return []
    return [Event("buy_card", f"{{P{seat}}} buys {state.game.name_of(card)} for {cost} gold.", reveals=True,
                  data={"seat": seat, "card": card, "spot": here, "slot": slot})]


def _peek(state: "WindsOfTradePosition", seat: int, slot: int) -> list[Event]:
    here = state.ship[seat]
    card = state.market[here][slot][0]
    state.market[here][slot][1] = sorted(state.market[here][slot][1] + [seat])
    if not state.narrates:
        return []
    return [Event("peek", f"{{P{seat}}} peeks at the market card of {state.spot_name(here)}.",
                  data={"seat": seat, "spot": here}),
            Event("peeked", f"The market card there is {state.game.name_of(card)}.", audience=frozenset({seat}),
                  reveals=True, data={"seat": seat, "card": card})]


def _claim(state: "WindsOfTradePosition", seat: int, faction: str) -> list[Event]:
    f = FACTIONS.index(faction)
    previous = state.holder[f]
    state.holder[f] = seat
    state.loadout_changed(seat)
    if previous is not None:
        state.loadout_changed(previous)
    if not state.narrates:
        return []
    source = f" from {{P{previous}}}" if previous is not None else ""
    return [Event("claim", f"{{P{seat}}} claims the superiority of {state.game.name_of(faction)}{source}.",
                  data={"seat": seat, "faction": faction, "from": previous})]


def _blockade(state: "WindsOfTradePosition", seat: int, route_id: str) -> list[Event]:
    routes = state.game.map.routes
    state.blockade = next(r for r, route in enumerate(routes) if route.id == route_id)
    state.blockade_moved = True
    if not state.narrates:
        return []
    return [Event("blockade", f"{{P{seat}}} moves the blockade.", data={"seat": seat, "route": route_id})]


def _end_turn(state: "WindsOfTradePosition", seat: int) -> list[Event]:
    wind_by_cargo = state.game.wind_by_cargo
    wind = wind_by_cargo[min(state.cargo_total(seat), len(wind_by_cargo) - 1)] + state.bonuses(seat)[WIND]
    state.wind[seat] = wind
    state.sails = 0
    state.blockade_moved = False
    state.crew_moves = []
    events = [Event("end_turn", f"{{P{seat}}} ends the turn; the wind will be {wind}.",
                    data={"seat": seat, "wind": wind})] if state.narrates else []
    state.current = (seat + 1) % state.players
    if state.current == state.lead:
        events.extend(round_end(state))
    return events


HANDLERS: dict[str, Callable[..., list[Event]]] = {
    "place": lambda state, seat, spot_id: place_ship(state, spot_id),
    "sail": _sail, "trade": open_trade, "sell": sell, "buy": buy, "trade_done": close_trade,
    "recruit": recruit, "keep": keep, "sway": _sway, "raid": _raid, "land": _land, "embark": _embark,
    "toss": _toss, "dismiss": _dismiss, "buy_card": _buy_card, "peek": _peek, "claim": _claim,
    "blockade": _blockade, "end_turn": _end_turn,
}
"""How each kind of action outside the election is carried out: `handler(state, seat to act, *args)`."""
