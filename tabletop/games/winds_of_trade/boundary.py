"""The round boundary: end-of-round checks, upkeep, upheaval and the election.

When turn order comes back to the start player: Hegemon and Stable Markets are checked
(either ends the game, Order); otherwise the round advances and upkeep runs island by
island (produce, consume: an island with nothing to consume upheaves), then the upkeep
effects of islands, cabins and upgrades, the Golden Isle's locals are refilled and the
election is held. Revolt and Collapse (Anarchy) end the game the moment they happen.
The election is open bidding that goes round the table one gold at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.games.winds_of_trade.model import filled_track
from tabletop.games.winds_of_trade.phases import ELECTION, OVER, PASS, TURN
from tabletop.games.winds_of_trade.result import reason, winners

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition

def draw(state: "WindsOfTradePosition", pile: list[str], discard: list[str]) -> str | None:
    """The top card of a deck (`pile`, one of the position's decks, and `discard`, its
    discards); an empty deck is first reshuffled from its discards."""
    if not pile:
        if not discard:
            return None
        pile.extend(discard)
        discard.clear()
        state.rng.shuffle(pile)
    return pile.pop()


def draw_some(state: "WindsOfTradePosition", pile: list[str], discard: list[str], count: int) -> list[str]:
    """`count` cards drawn one by one (`draw`), fewer if the deck and its discards run out.
    A deck that holds them all gives its top `count` at once, as drawing them would."""
    if len(pile) >= count:
        drawn = pile[:-count - 1:-1]
        del pile[len(pile) - count:]
        return drawn
    drawn = []
    for _ in range(count):
        card = draw(state, pile, discard)
        if card is not None:
            drawn.append(card)
    return drawn


# ---------------------------------------------------------------- end of round

def round_end(state: "WindsOfTradePosition") -> list[Event]:
    n = state.game.numbers
    events: list[Event] = []
    leader = state.council_controller()
    if leader is not None and leader == state.streak_faction:
        state.streak += 1
    else:
        state.streak_faction, state.streak = leader, 1 if leader else 0
    if state.narrates:
        streak = f"{state.streak} round end{'' if state.streak == 1 else 's'} in a row"
        said = f"{state.game.name_of(leader)} control the council ({streak})." if leader else "The council is hung."
        events.append(Event("council", said, data={"faction": leader}))
    if leader is not None and state.streak >= n.hegemon_streak:
        return events + finish(state, "hegemon")
    if state.round >= n.rounds[state.players]:
        return events + finish(state, "stable_markets")
    state.round += 1
    moves = state.older.lead_rule(n, state.players)
    if moves == "standing":
        state.lead = standing_leader(state)
    elif moves == "passes":
        state.lead = (state.lead + 1) % state.players
    if state.narrates:
        lead = f"; {{P{state.lead}}} leads it" if moves else ""
        events.append(Event("round", f"Round {state.round} begins with upkeep{lead}.", data={"round": state.round}))
    events.extend(upkeep(state))
    return events


def standing_leader(state: "WindsOfTradePosition") -> int:
    """Who leads the next round when the standing decides: the captain controlling the
    most islands, then the one with most gold, then the first clockwise from the start
    player. The leader moves first, so the captain ahead gives the others the last word
    before the round ends, when upheavals and the endings are settled (DESIGN.md, Tuning)."""
    islands, gold, players = state.controlled_counts(), state.gold, state.players
    leader = state.start
    for k in range(1, players):
        seat = (state.start + k) % players
        if (islands[seat], gold[seat]) > (islands[leader], gold[leader]):     # an equal one comes later
            leader = seat
    return leader


def finish(state: "WindsOfTradePosition", ending: str) -> list[Event]:
    state.end = ending
    state.phase = OVER
    state.drawn, state.candidates, state.bids = [], [], []
    state.winners = winners(state)
    if not state.narrates:
        return []
    names = " and ".join(f"{{P{w}}}" for w in state.winners)
    verb = "wins" if len(state.winners) == 1 else "share the win"
    return [Event("game_over", f"{reason(state)} {names} {verb}.",
                  data={"reason": ending, "winners": list(state.winners)})]


def upkeep(state: "WindsOfTradePosition") -> list[Event]:
    """Production and consumption island by island, then the upkeep effects of islands and
    ships (only the effects that do something then: `WindsOfTradeRules.upkeep_effects`),
    the Golden Isle's locals refilled and the election opened. A search's playouts run it
    at every round end, so what each card adds is looked up in tables built at load."""
    game = state.game
    golden = game.golden_spot
    track = len(game.numbers.sell_track)
    production = game.production
    card, sell, buy_tracks = state.card, state.sell, state.buy
    events: list[Event] = []
    for spot in game.upkeep_order:
        if spot != golden:
            sell[spot] += min(track - sell[spot], production[card[spot]])
        buy = buy_tracks[spot]
        for i in range(len(buy) - 1, -1, -1):       # the rightmost good is consumed
            if buy[i]:
                buy[i] = 0
                break
        else:
            events.extend(upheaval(state, spot))
            if state.phase == OVER:
                return events
    effects = game.upkeep_effects
    for spot in game.map.outer:
        effect = effects.get(card[spot])
        if effect is not None:
            events.extend(effect.upkeep(state, None, spot))
    events.extend(_ship_upkeep(state))
    state.locals[golden] = max(state.locals[golden], game.content.golden.refill_locals)
    events.extend(start_election(state))
    return events


def _ship_upkeep(state: "WindsOfTradePosition") -> list[Event]:
    """The upkeep of the ships' effects that do something then, seat by seat, each seat's
    in `ship_effects` order (cabins, upgrades, superiorities)."""
    effects = state.game.upkeep_effects
    powers = state.game.faction_upkeep
    holder = state.holder
    events: list[Event] = []
    for seat in range(state.players):
        for cards in (state.cabins[seat], state.upgrades[seat]):
            for card in cards:
                effect = effects.get(card)
                if effect is not None:
                    events.extend(effect.upkeep(state, seat, None))
        if seat in holder:
            for f, held_by in enumerate(holder):
                power = powers[f]
                if held_by == seat and power is not None:
                    events.extend(power.upkeep(state, seat, None))
    return events


def upheaval(state: "WindsOfTradePosition", spot: int) -> list[Event]:
    """The island's card is replaced, its tracks reset, its crews sent home; outrage stays."""
    if state.is_golden(spot):
        risen = [Event("upheaval", "The Golden Isle rises up!", data={"spot": spot})] if state.narrates else []
        return risen + finish(state, "collapse")
    game = state.game
    old = state.card[spot]
    state.island_discard.append(old)
    new = draw(state, state.island_deck, state.island_discard)
    assert new is not None, "the risen island's own card was just discarded, so the deck can draw"
    state.card[spot] = new
    state.buy[spot] = filled_track(len(game.content.island_index[new].buys), game.numbers.upheaval_buy_goods)
    state.sell[spot] = len(game.numbers.sell_track)
    crew, supply = state.crew[spot], state.supply
    returned = sum(crew)
    for seat, count in enumerate(crew):
        supply[seat] += count
        crew[seat] = 0
    state.locals[spot] += returned
    state.upheavals += 1
    events = [Event("upheaval", f"{game.name_of(old)} rises up and becomes {game.name_of(new)}; "
                                f"{_crew_home(returned)} (upheaval {state.upheavals}).",
                    reveals=True, data={"spot": spot, "old": old, "new": new})] if state.narrates else []
    if state.upheavals >= game.numbers.revolt_at[state.players]:
        events.extend(finish(state, "revolt"))
    return events


# ---------------------------------------------------------------- the election

def start_election(state: "WindsOfTradePosition") -> list[Event]:
    game = state.game
    events: list[Event] = []
    if len(state.council) >= game.content.golden.council_slots:
        leaving = state.council.pop(0)
        state.council_discard.append(leaving)
        if state.narrates:
            events.append(Event("council_leaves", f"An advisor of {game.name_of(game.content.council_index[leaving].faction)} "
                                                  f"leaves the council.", data={"card": leaving}))
    state.candidates = draw_some(state, state.council_deck, state.council_discard, game.numbers.candidates)
    if not state.candidates:
        state.phase = TURN
        state.current = state.lead
        return events
    state.bids = [0] * len(state.candidates)
    state.bidder = state.lead
    state.passes = 0
    state.phase = ELECTION
    if state.narrates:
        names = ", ".join(game.name_of(game.content.council_index[c].faction) for c in state.candidates)
        events.append(Event("election", f"Election: the candidates are {names}.", reveals=True,
                            data={"candidates": list(state.candidates)}))
    return events


def election_actions(state: "WindsOfTradePosition") -> list[Action]:
    actions = []
    if state.gold[state.bidder] >= state.game.numbers.bid:
        actions = state.game.turn_actions.bid[:len(state.candidates)]
    actions.append(PASS)
    return actions


def apply_election(state: "WindsOfTradePosition", action: Action) -> list[Event]:
    seat = state.bidder
    game = state.game
    if action.kind == "bid":
        i = action.args[0]
        state.gold[seat] -= game.numbers.bid
        state.bids[i] += game.numbers.bid
        state.passes = 0
        events = [_bid_event(state, seat, i)] if state.narrates else []
    else:
        state.passes += 1
        events = [_pass_event(state, seat)] if state.narrates else []
    state.bidder = (seat + 1) % state.players
    if state.passes >= state.players:
        events.extend(close_election(state))
    return events


def _bid_event(state: "WindsOfTradePosition", seat: int, candidate: int) -> Event:
    game = state.game
    faction = game.content.council_index[state.candidates[candidate]].faction
    return Event("bid", f"{{P{seat}}} places {game.numbers.bid} gold on the candidate of {game.name_of(faction)}.",
                 data={"seat": seat, "candidate": candidate})


def _pass_event(state: "WindsOfTradePosition", seat: int) -> Event:
    why = " (no gold to bid)" if state.gold[seat] < state.game.numbers.bid else ""     # passed for them: say why
    return Event("pass", f"{{P{seat}}} passes{why}.", data={"seat": seat})


def _crew_home(count: int) -> str:
    if count == 0:
        return "no crew was ashore"
    return f"{count} crew {'goes' if count == 1 else 'go'} home"


def close_election(state: "WindsOfTradePosition") -> list[Event]:
    game = state.game
    best = max(state.bids)
    tied = [i for i, b in enumerate(state.bids) if b == best]
    chosen = tied[0] if len(tied) == 1 else tied[state.rng.below(len(tied))]
    winner = state.candidates[chosen]
    state.council.append(winner)
    state.council_discard.extend(c for i, c in enumerate(state.candidates) if i != chosen)
    state.candidates, state.bids, state.passes = [], [], 0
    state.phase = TURN
    state.current = state.lead
    if not state.narrates:
        return []
    faction = game.content.council_index[winner].faction
    how = " (drawn at random among the tied)" if len(tied) > 1 else ""
    return [Event("elected", f"The candidate of {game.name_of(faction)} takes the council seat{how}; "
                             f"the gold goes to the bank.", reveals=len(tied) > 1,
                  data={"card": winner, "faction": faction})]
