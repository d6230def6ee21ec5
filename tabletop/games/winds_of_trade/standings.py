"""Winds of Trade now: how near each of the four endings is, and who each would crown.

The game is won, not scored: Order (Stable Markets after the last round, Hegemon when one
faction holds the council long enough) crowns the holder of the council faction's
superiority; Anarchy (Revolt when enough islands have risen, Collapse when the Golden
Isle does) crowns the captain with most islands, then gold, then cargo, then the Golden
Isle. The strip reads both from the view with the result's own rules (`result.py`), and
the meters from the same numbers the boundary of a round checks. All of it is public.
"""

from __future__ import annotations

from typing import cast

from tabletop.engine.game import Game, View
from tabletop.engine.standings import SeatStanding, Standings, Track
from tabletop.games.winds_of_trade.result import FIGURES, ORDER, anarchy_winners, coalition, order_winners
from tabletop.games.winds_of_trade.model import FACTIONS
from tabletop.games.winds_of_trade.position import WindsOfTradePosition
from tabletop.games.winds_of_trade.rules import WindsOfTradeRules
from tabletop.games.winds_of_trade.view import WindsOfTradeView


class _TableSeen:
    """The few questions `result.py` asks of a position, answered from a view (what the
    whole table sees), so the strip crowns exactly whom the end would."""

    def __init__(self, game: WindsOfTradeRules, view: WindsOfTradeView) -> None:
        self.game, self.view = game, view
        self.players = view.players
        self.holder = list(view.holder)
        self.gold = [seat.gold for seat in view.seats]

    def council_counts(self) -> dict[str, int]:
        counts = {f: 0 for f in FACTIONS}
        for card in self.view.council:
            counts[self.game.content.council_index[card].faction] += 1
        return counts

    def council_controller(self) -> str | None:
        counts = self.council_counts()
        best = max(counts.values())
        leaders = [f for f, c in counts.items() if c == best]
        return leaders[0] if best > 0 and len(leaders) == 1 else None

    def controller(self, spot: int) -> int | None:
        return self.view.spots[spot].controller

    def islands_controlled(self, seat: int) -> int:
        return self.view.seats[seat].islands

    def cargo_total(self, seat: int) -> int:
        return sum(self.view.seats[seat].cargo)


def standings(game: Game, view: View) -> Standings:
    if not isinstance(game, WindsOfTradeRules) or not isinstance(view, WindsOfTradeView):
        raise TypeError("Winds of Trade standings need a Winds of Trade game and view")
    seen = cast(WindsOfTradePosition, _TableSeen(game, view))
    factions = coalition(seen)
    order = set(order_winners(seen)) or set(anarchy_winners(seen))
    anarchy = set(anarchy_winners(seen))
    golden = view.spots[game.map.golden].controller
    counted = factions if not view.end or view.end in ORDER else ()   # superiorities decide only Order
    seats = []
    for s, seat in enumerate(view.seats):
        held = [f for f, h in zip(FACTIONS, view.holder) if h == s]
        values: dict[str, int | None] = {
            "islands": seat.islands, "gold": seat.gold, "cargo": sum(seat.cargo), "golden_isle": int(golden == s),
            "coalition": int(any(f in counted for f in held))}
        ways = [name for name, winners in (("Order", order), ("Anarchy", anarchy)) if s in winners]
        headline = "Either" if len(ways) > 1 else ways[0] if ways else "—"   # "Order or Anarchy" left no room
        extras = (("Would win by", " or ".join(ways) or "neither"),   # for the name at a larger text size
                  ("Superiorities held", ", ".join(game.name_of(f) for f in held) or "none"))
        won = s in view.winners if view.end else s in order     # once over, the real winners
        spelled = f"would win by {' or '.join(ways)}" if ways else "would not win"
        seats.append(SeatStanding(s, seat.islands, headline, values, extras, won, spelled))
    numbers = game.numbers
    revolt_at = numbers.revolt_at[view.players]
    golden_buy = view.spots[game.map.golden].buy
    goods = sum(1 for good in golden_buy if good)
    streak = view.streak if view.streak_faction else 0
    leader = game.name_of(view.streak_faction) if view.streak_faction else "No faction"
    tracks = (
        Track("Rounds", view.round, view.rounds, f"Round {view.round} of {view.rounds}",
              "Stable Markets (Order) when the last round ends."),
        Track("Upheavals", view.upheavals, revolt_at, f"{view.upheavals} of {revolt_at} upheavals",
              f"Revolt (Anarchy) at once when the {revolt_at}th island rises up."),
        Track("Hegemon", streak, numbers.hegemon_streak,
              f"{leader}: {streak} of {numbers.hegemon_streak} round ends",
              f"Hegemon (Order) when one faction controls the council at {numbers.hegemon_streak} round ends "
              "running."),
        Track("Collapse", len(golden_buy) - goods, len(golden_buy),
              f"Golden Isle: {goods} of {len(golden_buy)} goods left to consume",
              "Each upkeep the Golden Isle consumes a good; when it finds none it rises up: Collapse (Anarchy). "
              "Selling it goods holds that off."),
    )
    said = " and ".join(game.name_of(f) for f in factions) or "no faction"
    notes = (f"If Order ended it now, the council ({said}) would crown its superiority's holder; "
             "if Anarchy did, most islands, then gold, cargo and the Golden Isle decide.",)
    return Standings("Would win if it ended now", tuple(FIGURES), tuple(seats), tracks, notes)
