"""The results screen explains the end: rows in rank order, each game's own words and
colours (one colour per good everywhere), the figures that decided a game that is won
rather than scored, a chart that fills its panel, and no label cut — for all four games
at 1280×720 and 1024×600. PNGs in /tmp/tabletop-shots/results-*.png (look at them)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.greedy import GreedyBot
from tabletop.engine.game import Result
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.registry import load_game
from tabletop.ui import theme
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.scenes.results import ResultsScene, choice_lines, ranked, results_look

NAMES = ["Ana", "Bartholomew", "Player 3", "Dario"]
FINISHED = {"golden_sails": (4, 3), "sail_to_india": (4, 1), "pirates_gold": (3, 2), "winds_of_trade": (4, 3)}
"""Players and seed of a quick finished game each (Pirates' Gold with a greedy player,
since random sailing seldom brings a ship home)."""


def finished(game_id: str) -> Match:
    players, seed = FINISHED[game_id]
    game = load_game(game_id)
    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], seed)
    rng, greedy = Rng(seed), GreedyBot(1)
    while not match.state.is_over():
        state = match.state
        if game_id == "pirates_gold":
            match.apply(greedy.choose(game, state.view(state.to_act()), rng))
        else:
            match.apply(rng.choice(state.legal_actions()))
    return match


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", sorted(FINISHED))
def test_every_results_screen_draws_whole(game_id, size):
    match = finished(game_id)
    app = headless_app(size)
    scene = ResultsScene(app, match)
    with recording_cuts() as cuts:
        app.scenes.reset(scene)
        app.scenes.apply_pending()
        save_png(app, f"/tmp/tabletop-shots/results-{game_id}-{size[0]}.png")
    assert not cuts, cuts
    result = match.state.result()
    assert scene.order[: len(result.winners)] == sorted(result.winners, key=scene.order.index)
    assert set(scene.order[: len(result.winners)]) == set(result.winners)   # winners on top


def test_rows_follow_the_games_ranking_else_winners_then_totals():
    plain = Result(totals=[5, 9, 7], breakdown=[{}, {}, {}], winners=[1], categories=[])
    assert ranked(plain) == [1, 2, 0]
    tie_broken = Result(totals=[9, 9, 2], breakdown=[{}, {}, {}], winners=[1], categories=[], ranking=[1, 0, 2])
    assert ranked(tie_broken) == [1, 0, 2]


def test_golden_sails_results_use_the_tables_pile_colours():
    game = load_game("golden_sails")
    look = results_look(game)
    presentation = game.content.presentation
    for good in ("spices", "gems", "animals", "weapons", "spells"):
        assert look.colour(good, 0) == theme.hex_colour(presentation.colours[good])
        assert look.label(good) == presentation.names[good]


def test_golden_sails_choices_are_named_by_the_spells_that_make_them():
    """Issue #50, item 12: "Universal: …" and "Shields: …" were the scorer's keys; the
    cards call these spells Shapeshifter and Warding."""
    game = load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 3)
    result = Result(totals=[1, 0], breakdown=[{}, {}], winners=[0], categories=[],
                    choices=[{"universal": ["its Cloves counts in Spices"], "shields": ["Boomerang"],
                              "gem_shifts": ["gem 3 → 4"]}, {}])
    lines = choice_lines(match, result, results_look(game))
    assert lines == ["Ana:", "• Shapeshifter: its Cloves counts in Spices", "• Warding: Boomerang",
                     "• Gem cutting: gem 3 → 4"]


def test_pirates_gold_columns_say_coins_times_value():
    look = results_look(load_game("pirates_gold"))
    assert look.label("2-ducats") == "2-ducat coins"
    assert look.text("2-ducats", 4) == "2 × 2" and look.text("3-ducats", 9) == "3 × 3"
    assert look.text("1-ducats", 0) == "–"


def test_winds_of_trade_results_show_what_decided_the_game():
    match = finished("winds_of_trade")
    result = match.state.result()
    assert result.figure_names == ["islands", "gold", "cargo", "golden_isle", "coalition"]
    state = match.state
    for seat, figures in enumerate(result.figures):
        assert figures["islands"] == state.islands_controlled(seat) and figures["gold"] == state.gold[seat]
        assert figures["cargo"] == state.cargo_total(seat)
    look = results_look(match.game)
    assert look.text("golden_isle", 1) == "yes" and look.text("coalition", 0) == "no"
    assert look.total(1) == "won"


def test_the_chart_fills_its_panel_with_few_players():
    app = headless_app((1280, 720))
    scene = ResultsScene(app, finished("pirates_gold"))
    plot = pygame.FRect(0, 0, 500, 300)
    bar_h, pitch, top = scene._bar_rows(plot)
    assert pitch * len(scene.names) >= 0.6 * plot.height and bar_h >= 40
    assert top >= plot.y and top + pitch * len(scene.names) <= plot.bottom


def test_a_tie_on_the_top_total_broken_by_the_rules_is_called_a_tie_break():
    from tabletop.engine.game import Result
    from tabletop.ui.scenes.results import winners_sentence

    tied = Result(totals=[22, 22, 5], breakdown=[{}, {}, {}], winners=[1], categories=[])
    assert winners_sentence(["Bram"], tied) == "Bram wins on the tie-break!"
    clear = Result(totals=[23, 22, 5], breakdown=[{}, {}, {}], winners=[0], categories=[])
    assert winners_sentence(["Ana"], clear) == "Ana wins!"
    assert winners_sentence(["Ana", "Bram"], tied) == "Ana and Bram share the victory!"
