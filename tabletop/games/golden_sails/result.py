"""Golden Sails' end: the final result of a finished position.

Every seat's piles are scored with the end-of-game choices made for each player (where
universal goods go, gem shifts, shields, the duel's sides, animal splits), the last
round's first player choosing first, as the rulebook's FAQ orders them; the winners are
those with most VP, then fewest VP from weapons, then fewest weapon cards
(`final_scorer.winners_of`). A played position explains its choices for the results
screen (`FinalScorer.score`); a bot's world (`state.SampledState`) is scored by the same
choices without the words (`bot_totals.points_result`).
"""

from __future__ import annotations

from tabletop.engine.game import Result
from tabletop.games.golden_sails.bot_totals import points_result
from tabletop.games.golden_sails.position import GoldenSailsPosition


def final_result(state: GoldenSailsPosition) -> Result:
    """The scored end of `state`'s game (its piles as they lie, when called earlier)."""
    scorer = state.game.scorer(state.reference)
    if state.narrates:
        return scorer.score(state.holdings(), state.first)
    return points_result(scorer, state.holdings(), state.first)
