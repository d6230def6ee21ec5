"""'Play again' keeps the seats; 'Rematch' keeps the people round the table in order and
lets the next one after last game's first mover move first — also where the shuffle
draws the first player (Golden Sails)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.results import ResultsScene, rematch_seats
from tests.ui.support import FakeBot, click_widget, find_button, key
from tests.ui.test_results_screen import FINISHED, finished


@pytest.mark.parametrize("game_id", sorted(FINISHED))
def test_rematch_moves_the_first_move_to_the_next_player_round_the_table(game_id):
    match = finished(game_id)
    people = [seat.name for seat in match.seats]
    count = len(people)
    last_first = people[match.history[0].seat]
    for seed in range(1, 9):
        seats = rematch_seats(match, seed)
        names = [seat.name for seat in seats]
        assert names in [people[k:] + people[:k] for k in range(count)]   # the same order round the table
        first = match.game.new_state(count, seed, dict(match.options)).to_act()
        assert names[first] == people[(people.index(last_first) + 1) % count]


def test_the_buttons_start_the_right_tables():
    match = finished("golden_sails")
    app = headless_app(bot_worker=FakeBot())
    started = []
    app.play = started.append
    app.scenes.reset(ResultsScene(app, match))
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "Play again"))
    click_widget(app, find_button(app.scenes.top, "Rematch"))
    again, rematch = started
    assert again.seats == match.seats and again.options == match.options
    people = [s.name for s in match.seats]
    first = people[(match.history[0].seat + 1) % len(people)]
    assert rematch.seats[rematch.state.to_act()].name == first
    assert {s.name for s in rematch.seats} == set(people) and rematch.options == match.options


def test_enter_pressed_on_and_on_as_the_results_open_starts_no_game():
    """A person still pressing Enter as the game ends (its last move played by Enter)
    lands on the results and reads them: no number of Enters starts a game (they chained
    three games, each filed in History). Tab walks the buttons left to right, and Tab to
    Play again, then Enter, does start one."""
    match = finished("pirates_gold")
    app = headless_app(bot_worker=FakeBot())
    started = []
    app.play = started.append
    results = ResultsScene(app, match)
    app.scenes.reset(results)
    app.scenes.apply_pending()
    for _ in range(7):
        key(app, pygame.K_RETURN)
    assert started == []
    while app.scenes.top is not results:    # what the Enters opened (the chart) closes
        key(app, pygame.K_ESCAPE)
    labels = []
    for _ in range(5):
        key(app, pygame.K_TAB)
        assert results.ring is not None
        labels.append(results.ring.key.label)
    assert labels[labels.index("How the game went"):] + labels[:labels.index("How the game went")] == \
        ["How the game went", "Review", "Rematch", "Play again", "Menu"]
    while results.ring.key.label != "Play again":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert len(started) == 1 and started[0].seats == match.seats
