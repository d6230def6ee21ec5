"""What a review says per seat: accuracy, turning points, the chart's line, and each
costly move in the game's own words (told apart where the first words agree)."""

from __future__ import annotations

from tabletop.analysis.replay import Replay
from tabletop.analysis.review import Decision, pending, judge_pending
from tabletop.analysis.review_summary import MoveWords, _told_apart, costly, lost, summarise
from tests.analysis.test_review import played_match
from tests.persistence.test_history import finished_match


def d(index, seat, played, best, label):
    return Decision(index, seat, 1, "a", "b", played, best, label)


FOUND = [d(0, 0, 0.50, 0.50, "best"), d(1, 1, 0.30, 0.55, "blunder"), d(2, 0, 0.47, 0.50, "good"),
         d(3, 1, 0.40, 0.46, "inaccuracy"), d(4, 0, 0.30, 0.42, "mistake"), d(5, 1, None, 0.5, "unrated"),
         d(6, 1, 0.20, 0.27, "inaccuracy"), d(7, 1, 0.10, 0.19, "inaccuracy")]


def test_accuracy_counts_the_rated_decisions_within_five_points():
    zero, one = summarise(FOUND, [0, 1])
    assert (zero.accurate, zero.rated) == (2, 3)
    assert (one.accurate, one.rated) == (0, 4)
    assert one.counts == {"inaccuracy": 3, "mistake": 0, "blunder": 1}


def test_the_turning_points_are_the_three_largest_losses():
    one = summarise(FOUND, [0, 1])[1]
    assert [t.index for t in one.turning_points] == [1, 7, 6]
    assert lost(FOUND[5]) == 0.0


def test_a_loss_that_rounds_to_no_point_is_no_turning_point():
    tiny = Decision(0, 0, 1, "a", "b", 0.497, 0.5, "good")
    assert summarise([tiny], [0])[0].turning_points == ()


def test_the_line_follows_the_seat_in_game_order():
    zero = summarise(FOUND, [0, 1])[0]
    assert zero.line == (((0, 0.50), (2, 0.47), (4, 0.30)),)
    assert [x.index for x in costly(FOUND)] == [1, 3, 4, 6, 7]


def test_the_line_breaks_where_a_decision_of_the_seat_waits_to_be_judged():
    """A review judged from both ends: no line across its unjudged middle; another seat's
    waiting decision breaks nothing."""
    ends = [FOUND[0], FOUND[1], FOUND[6], FOUND[7]]
    zero, one = summarise(ends, [0, 1], {0: [2, 4], 1: [3, 5]})
    assert zero.line == (((0, 0.50),),)
    assert one.line == (((1, 0.30),), ((6, 0.20), (7, 0.10)))
    assert summarise([FOUND[0], FOUND[4]], [0], {1: [1, 3]})[0].line == (((0, 0.50), (4, 0.30)),)


def test_moves_alike_in_their_first_words_are_told_apart():
    assert _told_apart(["passes."], ["plays North."], "pass", "play north") == ("passes.", "plays North.")
    assert _told_apart(["plays X.", "to 3"], ["plays X.", "to 4"], "p 3", "p 4") == ("plays X. … to 3", "plays X. … to 4")
    assert _told_apart(["plays X."], ["plays X."], "p 3", "p 4") == ("plays X. (p 3)", "plays X. (p 4)")


def test_moves_alike_about_their_seat_are_told_apart_by_what_follows_in_public():
    """A Storm east or west writes the same line about its player; the wind's line after
    it tells them apart, before the moves' own texts are needed."""
    after = (["P1 plays Storm.", "The wind turns from N to E."], ["P1 plays Storm.", "The wind turns from N to W."])
    assert _told_apart(["plays Storm."], ["plays Storm."], "play storm E", "play storm W", after) == (
        "plays Storm. … The wind turns from N to E.", "plays Storm. … The wind turns from N to W.")
    alike = (["P1 plays Storm."], ["P1 plays Storm."])
    assert _told_apart(["plays Storm."], ["plays Storm."], "a", "b", alike) == ("plays Storm. (a)", "plays Storm. (b)")


def test_a_finished_games_moves_are_said_in_its_log_words_without_the_seat_name():
    match = finished_match("golden_sails", ("human", "human"), seed=3)
    words = MoveWords(Replay(match))
    for item in pending(match)[:6]:
        decision = judge_pending(match.game, item, 20)
        played, best = words.pair(decision)
        assert played and best and not played.startswith(match.seats[decision.seat].name)
        assert played != best or decision.played == decision.best


def test_an_unfinished_games_better_move_is_its_own_text():
    """The state it would be applied to holds cards nobody has seen: no hypothetical log line."""
    match = played_match("golden_sails", 10)
    words = MoveWords(Replay(match))
    decision = judge_pending(match.game, pending(match)[0], 20)
    assert words.best(decision).startswith(decision.best)
