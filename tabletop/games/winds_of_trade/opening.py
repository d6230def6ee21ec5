"""Set-up and placing the ships: the islands dealt, the markets stocked, the council
seated and the decks shuffled; then each captain places a ship at an outer island, in
turn order from the start player or from the last player backwards (numbers.yaml), and
the first round begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import filled_track
from tabletop.games.winds_of_trade.phases import Phase

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition


def setup(state: "WindsOfTradePosition") -> list[Event]:
    game, rng = state.game, state.rng
    content, n = game.content, game.numbers
    islands = [c.id for c in content.islands]
    rng.shuffle(islands)
    for spot in game.map.outer:
        card = islands.pop()
        state.card[spot] = card
        state.sell[spot] = n.setup_sell_goods
        track = content.island_index[card].buys
        state.buy[spot] = filled_track(len(track), n.setup_buy_goods)
        state.locals[spot] = content.island_index[card].locals
    state.island_deck = islands
    golden = game.map.golden
    state.buy[golden] = filled_track(len(content.golden.buys), content.golden.start_filled[state.players])
    state.locals[golden] = content.golden.locals
    market = [c.id for c in content.market]
    rng.shuffle(market)
    for spot in game.map.outer:
        state.market[spot] = [[market.pop() if market else None, []]]
    state.market[golden] = [[market.pop() if market else None, []] for _ in range(content.golden.market_slots)]
    state.market_deck = market
    council = [c.id for c in content.council]
    rng.shuffle(council)
    state.council = [council.pop() for _ in range(n.setup_council)]
    state.council_deck = council
    advisors = [a.id for a in content.advisors]
    rng.shuffle(advisors)
    state.advisor_deck = advisors
    for seat in range(state.players):
        state.gold[seat] = n.gold
        state.wind[seat] = n.wind
        state.aboard[seat] = n.crew_aboard_start
        state.supply[seat] = n.crew_total - n.crew_aboard_start
    state.start = rng.below(state.players)
    state.lead = state.start
    forward = start_places_first(state)
    state.current = state.start if forward else (state.start - 1) % state.players
    how = "in turn order, starting with them" if forward else "from the last player backwards"
    return [Event("setup", "The islands are dealt, the markets stocked and the council seated.", reveals=True),
            Event("start_player", f"{{P{state.start}}} is the start player; ships are placed {how}.",
                  data={"seat": state.start})]


def start_places_first(state: "WindsOfTradePosition") -> bool:
    """Whether ships are placed in turn order from the start player (numbers.yaml by player
    count), or backwards so the start player places last. A two-captain game saved before
    the start player placed first keeps the older order (rules.TWO_CAPTAINS_PLACE_LAST)."""
    if state.players == 2 and state.older.two_captains_place_last:
        return False
    return state.game.numbers.start_places_first[state.players]


def placing_actions(state: "WindsOfTradePosition") -> list[Action]:
    """Any outer island may take the ship (ships may share one)."""
    place = state.game.turn_actions.place
    return [place[spot] for spot in state.game.map.outer]


def place_ship(state: "WindsOfTradePosition", spot_id: str) -> list[Event]:
    seat = state.current
    state.ship[seat] = state.game.spot_index[spot_id]
    state.placed += 1
    events = [Event("place", f"{{P{seat}}} places the ship at {state.spot_name(state.ship[seat])}.",
                    data={"seat": seat, "spot": spot_id})] if state.narrates else []
    if state.placed == state.players:
        state.phase = Phase.TURN
        state.current = state.start
        if state.narrates:
            events.append(Event("round", "Round 1 begins.", data={"round": 1}))
    else:
        step = 1 if start_places_first(state) else -1
        state.current = (state.current + step) % state.players
    return events
