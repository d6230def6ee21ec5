"""What one Winds of Trade seat may see.

Everything on the table is public (gold, cargo, crew, cabins, superiorities, council,
discard piles) except: the order and contents of the island, advisor, council and
market decks (only their sizes are shown); the upgrade on a face-down market card,
seen only by the seats that peeked at it (its price is public, shown with the card);
and the advisors a recruiting player is choosing among, seen only by that player.

During the election no peeked card is on show to anyone: the bidding goes round the
table one gold at a time, and with nothing private on the table the screen passes from
person to person at each bid without a hand-off curtain. (What a seat peeked at is
shown again from the next turn on.)
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.games.winds_of_trade.model import GOLDEN
from tabletop.games.winds_of_trade.phases import Phase
from tabletop.games.winds_of_trade.rules import OlderRules

if TYPE_CHECKING:
    from tabletop.games.winds_of_trade.position import WindsOfTradePosition


@dataclass(frozen=True, slots=True)
class MarketSlotView:
    filled: bool
    card: str | None             # None when empty or hidden from the viewer
    cost: int | None             # the price shown with the card (public)
    peeked_by: tuple[int, ...]   # who has looked at it (public: they did it at the table)


@dataclass(frozen=True, slots=True)
class SpotView:
    id: str
    card: str
    sell: int
    buy: tuple[int, ...]
    locals: int
    outrage: int
    crew: tuple[int, ...]
    controller: int | None
    market: tuple[MarketSlotView, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    ship: int
    cargo: tuple[int, ...]
    aboard: int
    supply: int
    gold: int
    wind: int
    cabins: tuple[str, ...]
    upgrades: tuple[str, ...]
    islands: int


@dataclass(frozen=True, slots=True)
class WindsOfTradeView(View):
    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]
    players: int
    phase: Phase
    round: int
    rounds: int
    start: int
    lead: int                       # who leads this round: moves first, bids first
    current: int
    placed: int
    steps: int
    spots: tuple[SpotView, ...]
    seats: tuple[SeatView, ...]
    blockade: int
    holder: tuple[int | None, ...]
    sails: int
    blockade_moved: bool
    crew_moves: tuple[tuple, ...]
    council: tuple[str, ...]
    candidates: tuple[str, ...]
    bids: tuple[int, ...]
    bidder: int
    passes: int
    drawn: tuple[str, ...] | None          # None when hidden from the viewer
    drawn_count: int
    island_deck: int
    advisor_deck: int
    council_deck: int
    market_deck: int
    island_discard: tuple[str, ...]
    advisor_discard: tuple[str, ...]
    council_discard: tuple[str, ...]
    upheavals: int
    streak_faction: str | None
    streak: int
    end: str | None
    winners: tuple[int, ...]
    older: OlderRules                      # the older rules of a game saved under them

    @property
    def only_pass(self) -> bool:
        """The viewer must act and may only pass (an election with no gold to bid): the app
        passes for them without passing the screen. Gold is public, so this gives nothing away."""
        return self.legal == (Action("pass"),)

    def to_json(self) -> dict:
        data = asdict(self)
        data["legal"] = [a.to_json() for a in self.legal]
        return data

    def secrets(self) -> dict:
        """The upgrades on face-down market cards the viewer peeked at (none during the
        election) and the advisors the viewer is recruiting among."""
        found: dict = {}
        peeked = [slot.card for spot in self.spots if spot.id != GOLDEN for slot in spot.market
                  if slot.card is not None]
        if peeked:
            found["peeked"] = peeked
        if self.drawn:
            found["drawn"] = list(self.drawn)
        return found


def build_view(state: "WindsOfTradePosition", seat: int | None) -> WindsOfTradeView:
    game = state.game
    spots = []
    for spot, spot_id in enumerate(game.map.spots):
        slots = []
        for card, peekers in state.market[spot]:
            seen = card is not None and (state.is_golden(spot) or (seat is not None and seat in peekers
                                                                    and state.phase != Phase.ELECTION))
            slots.append(MarketSlotView(card is not None, card if seen else None,
                                        game.content.market_index[card].cost if card else None, tuple(peekers)))
        spots.append(SpotView(spot_id, state.card[spot], state.sell[spot], tuple(state.buy[spot]), state.locals[spot],
                              state.outrage[spot], tuple(state.crew[spot]), state.controller(spot), tuple(slots)))
    seats = tuple(SeatView(state.ship[s], tuple(state.cargo[s]), state.aboard[s], state.supply[s], state.gold[s],
                           state.wind[s], tuple(state.cabins[s]), tuple(state.upgrades[s]), state.islands_controlled(s))
                  for s in range(state.players))
    to_act = state.to_act()
    recruiting = state.phase == Phase.RECRUIT
    return WindsOfTradeView(
        seat=seat, to_act=to_act,
        legal=tuple(state.legal_actions()) if seat is not None and seat == to_act else (),
        players=state.players, phase=state.phase, round=state.round, rounds=game.numbers.rounds[state.players],
        start=state.start, lead=state.lead, current=state.current, placed=state.placed, steps=state.steps,
        spots=tuple(spots), seats=seats, blockade=state.blockade, holder=tuple(state.holder),
        sails=state.sails, blockade_moved=state.blockade_moved,
        crew_moves=tuple(tuple(m) for m in state.crew_moves),
        council=tuple(state.council), candidates=tuple(state.candidates), bids=tuple(state.bids),
        bidder=state.bidder, passes=state.passes,
        drawn=tuple(state.drawn) if recruiting and seat == state.current else None,
        drawn_count=len(state.drawn),
        island_deck=len(state.island_deck), advisor_deck=len(state.advisor_deck),
        council_deck=len(state.council_deck), market_deck=len(state.market_deck),
        island_discard=tuple(state.island_discard), advisor_discard=tuple(state.advisor_discard),
        council_discard=tuple(state.council_discard),
        upheavals=state.upheavals, streak_faction=state.streak_faction, streak=state.streak,
        end=state.end, winners=tuple(state.winners), older=state.older,
    )
