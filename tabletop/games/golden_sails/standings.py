"""Golden Sails now: each seat's score if the game ended this moment, by pile.

The real final scorer runs on the piles the view shows, end-of-game choices included,
so the strip agrees with the results screen to the point once the game is over. A gem
pile is face down, but each gem's class is announced aloud when it is taken, and gems
score by class alone: every seat's gem points follow from what the whole table heard
(`announced_gems`), so nobody's are unknown and no card of a hidden pile is read.
"""

from __future__ import annotations

from tabletop.engine.game import Game, View
from tabletop.engine.standings import SeatStanding, Standings, Track
from tabletop.games.golden_sails.final_scorer import CATEGORIES
from tabletop.games.golden_sails.holdings import Holdings, spell_card
from tabletop.games.golden_sails.rules import GoldenSailsRules
from tabletop.games.golden_sails.view import GoldenSailsView

CHOICES_SHOWN = ("universal", "gem_shifts", "shields", "weapon_side")
"""The end-of-game choices the breakdown names (the runs and sets are the scorer's working)."""


def holdings_seen(game: GoldenSailsRules, view: GoldenSailsView) -> list[Holdings]:
    """Every seat's piles as the scorer reads them, from the view alone: the face-up piles
    by their cards, the gem piles by their announced classes."""
    card = game.content.card_index
    return [Holdings([card[c].spice for c in seat.spices], list(seat.announced_gems),
                     [card[c].animal for c in seat.animals], [card[c].weapon for c in seat.weapons],
                     [spell_card(card[c]) for c in seat.spells])
            for seat in view.seats]


def standings(game: Game, view: View) -> Standings:
    if not isinstance(game, GoldenSailsRules) or not isinstance(view, GoldenSailsView):
        raise TypeError("Golden Sails standings need a Golden Sails game and view")
    holdings = holdings_seen(game, view)
    result = game.scorer(view.reference).score(holdings, view.first_player)
    leaders = set(result.winners)    # the rulebook's tie-breaks, as at the real end
    seats = []
    for seat, total in enumerate(result.totals):
        extras = []
        for key in CHOICES_SHOWN:
            value = result.choices[seat].get(key)
            if isinstance(value, (list, tuple)):
                value = ", ".join(str(v) for v in value)
            if value not in (None, ""):
                extras.append((key, str(value)))
        seats.append(SeatStanding(seat, total, str(total), dict(result.breakdown[seat]), tuple(extras),
                                  seat in leaders))
    left = view.rounds - view.round
    track = Track("Rounds", view.round, view.rounds, f"Round {view.round} of {view.rounds}",
                  "The game ends after the last round; then the piles are scored as shown here."
                  if left else "This is the last round.")
    return Standings("VP if it ended now", tuple(CATEGORIES), tuple(seats), (track,),
                     ("End-of-game choices are made for each player as at the real end; gems count "
                      "by the classes announced when they were taken.",))
