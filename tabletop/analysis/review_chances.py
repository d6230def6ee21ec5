"""A review's verdicts as chances to win, where the game has a map for them.

The review judges in evaluations (`analysis.review`); a game's calibration map
(`analysis.calibration.usable_map`) turns each into a chance to win, for the player count
and search budget it was fitted on. The map is applied when the verdicts are shown, never
stored, so a kept review reads in chances as soon as a map ships. Labels are given here
too, by the chance (or evaluation) lost against the game's own thresholds
(`analysis.review_labels`), so a kept review follows them when they change. Nothing here
imports pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tabletop.analysis.calibration import PlayerMap, chance
from tabletop.analysis.review import Decision, label_for, relabelled
from tabletop.analysis.review_labels import FIRST, Labels


def as_chances(decisions: Sequence[Decision], player_map: PlayerMap | None, labels: Labels = FIRST
               ) -> list[Decision]:
    """`decisions` with chances to win in place of evaluations, labelled by the chance lost
    against the game's thresholds `labels`; without a map, evaluations labelled by them."""
    if player_map is None:
        return [relabelled(decision, labels) for decision in decisions]
    return [_mapped(decision, player_map, labels) for decision in decisions]


def _mapped(decision: Decision, player_map: PlayerMap, labels: Labels) -> Decision:
    best = chance(player_map, decision.win_best, decision.round)
    played = None if decision.win_played is None else chance(player_map, decision.win_played, decision.round)
    if best is None:
        return relabelled(decision, labels)
    label = decision.label
    if label not in ("best", "unrated") and played is not None:
        label = label_for(best - played, labels)
    return replace(decision, win_best=round(best, 4), win_played=None if played is None else round(played, 4),
                   label=label)
