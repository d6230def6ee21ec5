"""Hand-off curtains in pass and play: one only when it protects something.

Each game declares what its views hide (`View.secrets()`); the controller raises a
curtain when the screen passes to a different person whose view has secrets. Scripted
games of two people and two computers (Ana, computer, Bob, computer) count them.
"""

from __future__ import annotations

import pytest

from tests.ui.handoff_support import ana_hands_to_bob, play

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
    person; never when only computers or passes made for them acted since their move.
    The screen comes to them with the hand face down, so the curtain comes when they ask
    to look (or when the choice is a card of the hand: a discard)."""
    record = play("pirates_gold", 2)
    assert len(record.curtains) + len(record.looks) > 10
    assert all("hand" in c.secrets for c in record.curtains + record.looks)


def test_a_double_click_never_makes_the_next_persons_move():
    """Sail to India hands the screen from one person to the next with no curtain, and
    the next person's Employ sits where the last one's did: the second click of a double
    click on it is ignored, not played for the next person. A moment later their clicks
    count again. (With animations on, that click would only skip the animation; with
    them off, nothing else stands in its way.)"""
    from tabletop.ui.scenes.table_host import HANDOVER_GUARD
    from tests.ui.support import click, pump

    app, match = ana_hands_to_bob()
    pump(app, 0.2)
    table = app.scenes.top.table
    employ = next(b for b in table.buttons if b.label.startswith("Employ"))
    click(app, employ.rect.center)
    assert match.state.current == 1 and len(match.history) == 1      # Ana employed; Bob's turn
    bob = next(b for b in table.buttons if b.label.startswith("Employ"))
    assert bob.rect == employ.rect and bob.enabled
    click(app, bob.rect.center)                 # the double click's second half
    assert len(match.history) == 1 and match.state.current == 1
    pump(app, HANDOVER_GUARD)
    click(app, bob.rect.center)
    assert len(match.history) == 2
