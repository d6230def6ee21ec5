"""Hand-off curtains in pass and play: one only when it protects something.

Each game declares what its views hide (`View.secrets()`); the controller raises a
curtain when the screen passes to a different person whose view has secrets. Scripted
games of two people and two computers (Ana, computer, Bob, computer) count them.
"""

from __future__ import annotations

import pytest

from handoff_support import play

GAMES = ["golden_sails", "pirates_gold", "sail_to_india", "winds_of_trade"]


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_curtain_comes_down_only_over_the_incoming_persons_secrets(game_id, seed):
    record = play(game_id, seed)
    assert record.person_moves > 20
    for curtain in record.curtains:
        assert curtain.incoming != curtain.last_person, "a curtain before the same person's own view"
        assert curtain.secrets, "a curtain with nothing private behind it"
    for incoming, secrets in record.open_handovers:
        assert not secrets, f"{incoming}'s secrets shown to the person before them without a curtain"


def test_sail_to_india_hides_nothing_so_never_asks_anyone_to_look_away():
    for seed in (1, 2, 3):
        record = play("sail_to_india", seed)
        assert record.curtains == [] and record.open_handovers


def test_pirates_gold_hides_hands_behind_curtains_but_not_from_their_owner():
    """A person's hand is behind a curtain when the screen comes to them from the other
    person; never when only computers or passes made for them acted since their move."""
    record = play("pirates_gold", 2)
    assert len(record.curtains) > 10
    assert all("hand" in c.secrets for c in record.curtains)
