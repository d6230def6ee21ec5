"""Views shown face down (`covered()`): the screen passes to a person with no curtain
while their choice needs none of their secrets, and the curtain comes when they look.

Pirates' Gold is the game whose views offer it (the hand); two people and a computer.
"""

from __future__ import annotations

from tabletop.engine.match import Match, Seat
from tabletop.persistence.settings import Settings
from tabletop.registry import load_game
from tabletop.ui.controller import MatchController
from tests.ui.handoff_support import PolicyWorker
from tests.ui.support import FakeBot


def routine(legal):
    """A person's quick choice: pass or stay when they may, else the first move."""
    return next((a for a in legal if a.kind in ("pass", "stay")), legal[0])


SEATS = [Seat("Ana", "human", 0), Seat("Bob", "human", 1), Seat("Cora", "greedy", 2)]


def new_controller(seed: int, worker=None) -> MatchController:
    game = load_game("pirates_gold")
    return MatchController(Match(game, SEATS, seed), worker or PolicyWorker(game), Settings(animation_speed=0),
                           autosave=False)


def step(controller: MatchController) -> int | None:
    """One thing the people or the computer do; returns whose curtain was taken down, if any."""
    if controller.handoff_to is not None:
        seat = controller.handoff_to
        controller.accept_handoff()
        return seat
    legal = controller.legal_for_display()
    if legal:
        controller.submit(routine(legal))
    else:
        controller.update(1.0)
    return None


def play_until(found, moves: int, worker=None) -> MatchController:
    """The first game (seeds 1–39) that reaches a position where `found(controller)` holds."""
    for seed in range(1, 40):
        controller = new_controller(seed, worker)
        for _ in range(moves):
            if found(controller):
                return controller
            step(controller)
    raise AssertionError("no game reached the position looked for")


def covered_controller(worker=None) -> MatchController:
    """Ana and Bob with cards, the word with one of them, who got the screen face down."""
    return play_until(lambda c: c.covered and c.legal_for_display(), 40, worker)


def test_the_screen_comes_face_down_showing_no_secret_and_no_private_log_line():
    controller = covered_controller()
    match = controller.match
    seat = controller.viewer
    view = controller.view_for_display()
    assert controller.handoff_to is None and view.face_down and view.secrets() == {}
    assert match.state.view(seat).secrets()         # there was something to hide
    assert controller.log_lines() == match.log_for(None)
    assert set(controller.legal_for_display()) < set(match.state.legal_actions())


def test_looking_brings_the_curtain_then_the_hand():
    controller = covered_controller()
    seat = controller.viewer
    controller.uncover()
    assert controller.handoff_to == seat and controller.legal_for_display() == ()
    controller.accept_handoff()
    assert not controller.covered and controller.view_for_display().secrets()
    assert set(controller.legal_for_display()) == set(controller.match.state.legal_actions())


def test_a_suggestion_asked_with_the_hand_face_down_comes_after_the_curtain():
    """Advice is about the hand: never asked from a face-down view, and never silently
    refused either — the curtain comes, then the question is asked from the hand."""
    bot = FakeBot()
    controller = covered_controller(bot)
    asked = len(bot.requests)
    controller.suggest()
    assert not controller.suggesting and len(bot.requests) == asked
    assert controller.handoff_to == controller.viewer
    controller.accept_handoff()
    assert controller.suggesting and bot.requests[-1][1] == controller.viewer


def test_with_hand_off_screens_off_nothing_is_face_down():
    controller = covered_controller()
    controller.settings.handoff_screens = False
    controller.uncover()
    controller.accept_handoff()
    for _ in range(60):
        if controller.handoff_to is not None:
            raise AssertionError("a curtain with hand-off screens off")
        assert not controller.covered
        legal = controller.legal_for_display()
        if legal:
            controller.submit(legal[0])
        else:
            controller.update(1.0)


def face_down_after_a_persons_move() -> MatchController:
    """The screen just came face down to a person, right after the other person's move."""
    def found(controller: MatchController) -> bool:
        history = controller.match.history
        return bool(controller.covered and history and history[-1].seat not in (controller.viewer, 2)
                    and len(history) - 1 not in controller._auto_moves)   # a move the person chose
    return play_until(found, 60)


def test_the_last_mover_may_take_back_a_move_while_the_next_hand_lies_face_down():
    """A curtain used to offer "undo my move"; with the screen handed over face down, the
    table's Undo still takes it back until the next person moves, showing nobody's hand."""
    controller = face_down_after_a_persons_move()
    mover, moves = controller.match.history[-1].seat, len(controller.match.history)
    assert controller.can_undo()
    controller.undo()
    assert len(controller.match.history) == moves - 1 and controller.to_act() == mover
    assert controller.handoff_to == mover or controller.viewer == mover
    if controller.handoff_to is None:
        assert controller.covered and not controller.view_for_display().secrets()


def test_once_the_next_person_looks_the_last_move_stands():
    """The curtain a look brings is the next person's: it must not offer them an "undo my
    move" that would take back the other person's move."""
    controller = face_down_after_a_persons_move()
    controller.uncover()
    assert not controller.can_undo()
    controller.accept_handoff()
    assert not controller.can_undo()


def test_secrets_are_never_shown_to_a_screen_that_came_face_down_without_a_curtain():
    """Found in a real window: Ana let Cora's card stand with her hand face down, Bob's
    answer was passed for him, and the word came back to Ana with her hand face up — the
    screen had come to her face down, so Bob could still have been watching. Whenever a
    person's secrets are shown, the last curtain taken down must have been theirs."""
    for seed in range(1, 13):
        controller = new_controller(seed)
        behind_curtain = controller.viewer if controller.handoff_to is None else None
        for _ in range(150):
            if controller.is_over():
                break
            view = controller.view_for_display()
            if controller.handoff_to is None and view is not None and view.secrets():
                assert controller.viewer == behind_curtain, f"seed {seed}: secrets shown without a curtain"
            behind_curtain = step(controller) or behind_curtain


def test_the_keyboard_reaches_the_face_down_hand_and_enter_asks_to_look():
    """Tab walked the auto-pass boxes and Pass but not the face-down hand: a person at
    the keys could pass, never look at their cards to play one."""
    import pygame

    from tabletop.ui.headless import headless_app
    from tabletop.ui.scenes.table_host import TableHostScene
    from tests.ui.support import key

    controller = covered_controller()
    seat = controller.viewer
    app = headless_app((1024, 600), bot_worker=FakeBot())
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    hand = pygame.FRect(scene.table.layout(scene.host.view).hand)
    stops = scene.focus_stops()
    looks = [s for s in stops if s.rect == hand]
    assert looks, "the face-down hand is a stop"
    for _ in range(len(stops) + 1):
        key(app, pygame.K_TAB)
        if scene.ring is not None and scene.ring.rect == looks[0].rect:
            break
    key(app, pygame.K_RETURN)
    assert controller.handoff_to == seat, "Enter on the hand asks to look: the curtain comes first"
