"""MatchController: whose eyes are on the screen, hand-offs, bot turns, undo, autosave."""

from __future__ import annotations

import time

import pytest

from tabletop.ai.advice import SUGGESTION
from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.match import Match, Seat
from tabletop.persistence.settings import Settings
from tabletop.registry import load_game
from tabletop.ui.controller import MatchController
from tests.ui.support import FakeBot


@pytest.fixture(scope="module")
def game():
    return load_game("golden_sails")


def match_of(game, kinds, seed=5, options=None):
    return Match(game, [Seat(f"P{i}", kind, i) for i, kind in enumerate(kinds)], seed, options or {})


def run_bots(controller, frames=600, busy=False):
    for _ in range(frames):
        if controller.is_over() or controller.legal_for_display() or controller.handoff_to is not None:
            return
        controller.update(1 / 60, table_busy=busy)


def test_one_person_always_sees_their_own_view(game):
    c = MatchController(match_of(game, ["random", "human", "random"]), FakeBot(), Settings(), autosave=False)
    assert c.viewer == 1 and c.handoff_to is None
    for _ in range(20):
        run_bots(c)
        assert c.view_for_display().seat == 1
        if c.is_over():
            break
        legal = c.legal_for_display()
        assert legal and c.to_act() == 1
        c.submit(legal[-1])


def test_only_bots_gives_a_spectator_view_and_plays_to_the_end(game):
    c = MatchController(match_of(game, ["random", "random"]), FakeBot(), Settings(animation_speed=0), autosave=False)
    assert c.viewer is None
    while not c.is_over():
        c.update(1 / 60)
    assert c.view_for_display().seat is None and c.thinking is None


def test_bot_move_waits_to_be_seen_and_for_the_table(game):
    bot = FakeBot()
    c = MatchController(match_of(game, ["random", "human"]), bot, Settings(animation_speed=1.0), autosave=False)
    if c.match.seats[c.to_act()].is_human:
        c.submit(c.legal_for_display()[0])
    assert not c.match.seats[c.to_act()].is_human
    c.update(0.01)
    assert c.thinking == c.to_act() and len(bot.requests) == 1
    played = len(c.match.history)
    c.update(0.2)
    assert len(c.match.history) == played  # answered at once, but shown for a moment
    for _ in range(60):
        c.update(0.05, table_busy=True)
    assert len(c.match.history) == played  # and never while the table animates
    c.update(0.05)
    assert len(c.match.history) == played + 1
    game_id, seat, kind, seed = bot.requests[0]
    assert (game_id, kind) == ("golden_sails", "random") and seat == c.match.history[-1].seat


def test_bots_see_only_their_own_view(game):
    bot = FakeBot()
    c = MatchController(match_of(game, ["random", "random", "human"]), bot, Settings(animation_speed=0),
                        autosave=False)
    for _ in range(10):
        run_bots(c)
        if c.legal_for_display():
            c.submit(c.legal_for_display()[0])
    bot_moves = [entry.seat for entry in c.match.history if entry.seat != 2]
    assert [seat for _, seat, _, _ in bot.requests][: len(bot_moves)] == bot_moves


def test_two_people_hand_off_when_the_incoming_view_has_secrets(game):
    """With `secret_experts`, each person's experts are theirs alone from the start."""
    c = MatchController(match_of(game, ["human", "human"], options={"secret_experts": True}), FakeBot(),
                        Settings(), autosave=False)
    assert c.handoff_to == c.to_act() and c.viewer is None and not c.legal_for_display()
    c.accept_handoff()
    assert c.viewer == c.to_act() and c.legal_for_display()
    mover = c.viewer
    c.submit(c.legal_for_display()[0])
    if c.to_act() != mover:
        assert c.handoff_to == c.to_act()
        assert c.view_for_display().seat == mover  # the curtain is up; nobody else's view shown


def test_no_handoff_before_anyone_holds_a_gem(game):
    """Golden Sails hides only gem piles (by default): until a person has a gem, the
    screen passes with no curtain."""
    c = MatchController(match_of(game, ["human", "human"]), FakeBot(), Settings(), autosave=False)
    assert c.handoff_to is None and c.viewer == c.to_act() and c.legal_for_display()


def test_no_handoff_when_nothing_is_private_or_when_turned_off(game):
    open_table = MatchController(match_of(game, ["human", "human"], options={"open_gems": True}), FakeBot(),
                                 Settings(), autosave=False)
    assert open_table.handoff_to is None and open_table.viewer == open_table.to_act()
    off = MatchController(match_of(game, ["human", "human"]), FakeBot(), Settings(handoff_screens=False),
                          autosave=False)
    assert off.handoff_to is None and off.legal_for_display()


def test_submit_rejects_moves_that_are_not_the_viewers(game):
    c = MatchController(match_of(game, ["human", "random"]), FakeBot(), Settings(), autosave=False)
    run_bots(c)
    with pytest.raises(IllegalAction):
        c.submit(Action("nonsense"))


def test_undo_only_own_last_unrevealed_move(game):
    c = MatchController(match_of(game, ["human", "human"]), FakeBot(), Settings(handoff_screens=False),
                        autosave=False)
    assert not c.can_undo()
    mover = c.to_act()
    c.submit(c.legal_for_display()[0])
    if c.match.can_undo():
        c.viewer = mover
        assert c.can_undo()
        c.undo()
        assert not c.match.history and c.viewer == mover


def test_the_curtain_takes_back_a_move_a_computer_answered(game):
    """Issue #50, item 13: with two people and a computer between them, the computer
    answers before the screen changes hands, so the curtain had no "undo my move". It
    now takes back the person's move and the computer's answer; at the table a
    computer's move still stands."""
    c = MatchController(match_of(game, ["human", "random", "human"], seed=1, options={"secret_experts": True}),
                        FakeBot(), Settings(), autosave=False)
    assert c.handoff_to == 0
    c.accept_handoff()
    c.submit(c.legal_for_display()[0])               # P0 sends an expert; the computer is next
    run_bots(c)
    assert [entry.seat for entry in c.match.history] == [0, 1] and c.handoff_to == 2
    assert c.can_undo() and c.undo_span() == 2
    c.undo()
    assert not c.match.history and c.handoff_to is None and c.viewer == 0 and c.legal_for_display()


def test_bot_failure_is_reported_and_play_goes_on(game):
    class BrokenBot(FakeBot):
        def poll(self):
            raise RuntimeError("search blew up")

    c = MatchController(match_of(game, ["random", "random"]), BrokenBot(), Settings(animation_speed=0),
                        autosave=False)
    run_bots(c, frames=5)
    assert c.problems and "could not decide" in c.problems[0]
    assert c.match.history


def test_every_action_is_autosaved_and_a_finished_game_clears_it(game):
    from tabletop.persistence.autosave import autosaves, latest_autosave
    from tabletop.persistence.kept_games import kept_games

    c = MatchController(match_of(game, ["human", "random"]), FakeBot(), Settings(animation_speed=0))
    run_bots(c)
    c.submit(c.legal_for_display()[0])
    c.flush_saves()
    assert c.autosaver is not None
    assert latest_autosave(folder=c.autosaver.folder) is not None
    while not c.is_over():
        run_bots(c)
        if c.legal_for_display():
            c.submit(c.legal_for_display()[0])
    folder = c.autosaver.folder
    c.close()
    assert autosaves(folder) == [] and not c.problems
    assert kept_games() == [] and not folder.exists(), "a finished game in History leaves its slot"


def test_real_bot_worker_process_plays_a_move(game):
    from tabletop.ai.worker import BotWorker

    with BotWorker() as worker:
        c = MatchController(match_of(game, ["random", "human"], seed=9), worker, Settings(animation_speed=0),
                            autosave=False)
        if c.legal_for_display():
            c.submit(c.legal_for_display()[0])
        played = len(c.match.history)
        deadline = time.monotonic() + 30
        while len(c.match.history) == played and time.monotonic() < deadline:
            c.update(1 / 60)
            time.sleep(1 / 60)
        assert len(c.match.history) == played + 1


def test_suggestion_comes_from_the_viewers_view_and_is_never_played(game):
    bot = FakeBot()
    c = MatchController(match_of(game, ["human", "random"]), bot, Settings(animation_speed=0), autosave=False)
    run_bots(c)
    shown = []
    c.suggestion_listeners.append(shown.append)
    played = len(c.match.history)
    c.suggest()
    assert c.suggesting and bot.requests[-1][1:3] == (c.viewer, SUGGESTION)   # Suggest's own search
    c.update(1 / 60)
    assert not c.suggesting and c.suggestion in c.legal_for_display() and shown == [c.suggestion]
    assert len(c.match.history) == played
    c.submit(c.legal_for_display()[0])
    assert c.suggestion is None and shown[-1] is None


def test_autosave_writes_a_snapshot_not_the_live_match(game):
    from tabletop.persistence.autosave import autosave_path
    from tabletop.persistence.saves import read_save
    from tabletop.ui.autosaver import Autosaver

    match = match_of(game, ["random", "random"])
    match.apply(match.state.legal_actions()[0])
    saver = Autosaver()
    saver.save(match)
    for _ in range(5):
        match.apply(match.state.legal_actions()[0])
    assert saver.close() == []
    assert len(read_save(autosave_path(1, saver.folder)).actions) == 1
