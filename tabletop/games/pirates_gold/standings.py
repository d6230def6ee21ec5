"""Pirates' Gold now: ducats safe at home, ducats aboard, and what is still out at sea.

Every ducat's value is shown when it is loaded, so the home coves and holds are public;
the face-down ducats on the sea and in the reserve are not. What is known of them is
what everyone can count: all the ducats there are, less those aboard and at home. The
strip says that pool by value and how many lie on the sea, never which is where.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.game import Game, View
from tabletop.engine.standings import SeatStanding, Standings, Track, leaders_by
from tabletop.games.pirates_gold.model import worth
from tabletop.games.pirates_gold.rules import PiratesGoldRules
from tabletop.games.pirates_gold.view import PiratesGoldView


def unseen_pool(game: PiratesGoldRules, view: PiratesGoldView) -> Counter[int]:
    """The values of the ducats on the sea and in the reserve, together: every ducat of the
    game less those the table can see aboard and at home."""
    pool = Counter(game.content.numbers.ducats)
    for ducats in (*view.cargo, *view.home):
        pool.subtract(ducats)
    return +pool


def standings(game: Game, view: View) -> Standings:
    if not isinstance(game, PiratesGoldRules) or not isinstance(view, PiratesGoldView):
        raise TypeError("Pirates' Gold standings need a Pirates' Gold game and view")
    numbers = game.content.numbers
    needed = numbers.win_value[view.players]
    values = sorted(numbers.ducats)
    categories = tuple(f"{value}-ducats" for value in values)
    homes = [sum(home) for home in view.home]
    leaders = {view.winner} if view.winner is not None else leaders_by([(h,) for h in homes])
    seats = []
    for seat, home in enumerate(view.home):
        aboard = sum(view.cargo[seat])
        headline = f"{homes[seat]} + {aboard} aboard" if aboard else str(homes[seat])
        extras = (("Aboard", ", ".join(str(v) for v in view.cargo[seat]) or "nothing"),
                  ("Still to bring home", worth(max(0, needed - homes[seat]))))
        seats.append(SeatStanding(seat, homes[seat], headline,
                                  {f"{value}-ducats": value * home.count(value) for value in values},
                                  extras, seat in leaders))
    pool = unseen_pool(game, view)
    on_sea = sum(view.spots)
    said = " · ".join(f"{count}×{value}" for value, count in sorted(pool.items())) or "none"
    tracks = (Track("Best home", max(homes), needed, f"Most at home: {max(homes)} of {needed}",
                    f"The first captain to have {worth(needed)} unloaded at home wins at once."),)
    notes = (f"Out of sight: {on_sea} face down on the sea and {view.reserve_count} in the reserve, "
             f"values among {said}.",)
    footer = f"Still out: {said} · {on_sea} at sea"
    return Standings("Ducats home", categories, tuple(seats), tracks, notes, footer)
