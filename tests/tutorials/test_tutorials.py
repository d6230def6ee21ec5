"""Learn to play: every bundled tutorial plays to its end through the real table by clicks,
refuses a wrong click at every step with words, is checked by `validate` (file and line),
resumes where the learner left it, and is offered where a tutorial exists."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.ai.worker import BotWorker
from tabletop.cli import main
from tabletop.commands.validate import validate_root
from tabletop.content.errors import ContentErrors
from tabletop.content.hashing import content_hash
from tabletop.engine.action import Action
from tabletop.registry import load_game
from tabletop.runtime import paths
from tabletop.tutorials.loader import bundled_tutorial, load_tutorial
from tabletop.tutorials.progress import load_progress, progress_path
from tabletop.tutorials.run import TutorialRun
from tabletop.tutorials.script import games_with_tutorials
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app
from tabletop.ui.scenes.select import SelectScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.scenes.tutorial import TutorialResultsScene, TutorialScene, start_tutorial
from tabletop.ui.tutorial_check import CheckFailed, _click, _frame, _learner_turn, check_tutorial
from tabletop.ui.scenes.table_layout import TABLE_AREA
from tests.tools.support import load_tool
from tests.ui.support import click_widget, find_button

TAUGHT = games_with_tutorials()


def test_golden_sails_has_a_tutorial() -> None:
    assert "golden_sails" in TAUGHT


@pytest.mark.parametrize("game_id", TAUGHT)
def test_tutorial_plays_to_its_end_and_refuses_wrong_clicks(game_id: str) -> None:
    report = check_tutorial(game_id, probe_wrong=True)
    tutorial = bundled_tutorial(game_id)
    assert report.steps == len(tutorial.steps) > 0
    scripted = sum(1 for s in tutorial.steps if not s.free)
    assert report.refusals >= scripted      # one refused wrong click per scripted step, at least
    assert report.topics == tutorial.topics


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", TAUGHT)
def test_no_label_is_cut_in_a_tutorial(game_id: str, size) -> None:
    with recording_cuts() as cuts:
        check_tutorial(game_id, size)
    assert not cuts, f"{game_id} tutorial at {size}: cut {sorted(set(cuts))}"


def test_golden_sails_tutorial_teaches_what_the_issue_lists() -> None:
    """All five experts played by the learner, the last-card swap, and a note per scoring
    family over the final position."""
    tutorial = bundled_tutorial("golden_sails")
    moves = [s.expect for s in tutorial.steps if s.expect is not None]
    sent = {m.args[0] for m in moves if m.kind == "assign"} | {m.args[1] for m in moves if m.kind == "swap"}
    assert sent == {"cook", "jeweler", "hunter", "armourer", "sorcerer"}
    assert any(m.kind == "swap" for m in moves)
    assert any(s.free for s in tutorial.steps)
    families = {"spell scoring", "gem scoring", "spice scoring", "animal scoring", "weapon scoring"}
    end = tutorial.steps[next(i for i, s in enumerate(tutorial.steps) if s.free) + 1:]
    assert families <= {t for s in end for t in s.topics}


def test_check_command_prints_steps_and_topics(capsys) -> None:
    assert main(["tutorial", "golden_sails", "--check"]) == 0
    out = capsys.readouterr().out
    assert "steps" in out and "topics" in out


def test_check_command_fails_for_a_game_without_a_tutorial(capsys, monkeypatch, tmp_path) -> None:
    root = _content_copy(tmp_path)
    (root / "golden_sails" / "tutorial.yaml").unlink()
    monkeypatch.setattr(paths, "content_root", lambda: root)
    assert main(["tutorial", "golden_sails", "--check"]) == 1
    assert "tutorial check failed" in capsys.readouterr().err


# --- checking the file ----------------------------------------------------------------------

SMALL = """\
setup:
  seed: 2
  seats:
    - {name: Ana, learner: true}
    - {name: Bram, kind: "ai:easy"}
steps:
  - text: Welcome aboard!
    topic: [goal]
  - text: Send your Cook to the first card.
    topic: [experts]
    expect: assign cook 0
  - text: Bram sent his Hunter.
    opponent: [assign hunter 1]
  - text: Take the last card.
    opponent: [take 1]
    expect: take 0
  - text: Play on.
    expect: any
    moves: end
"""


def _content_copy(tmp_path: Path) -> Path:
    """The bundled content with a small Golden Sails tutorial of the tests' own."""
    root = tmp_path / "content"
    shutil.copytree(paths.content_root(), root)
    (root / "golden_sails" / "tutorial.yaml").write_text(SMALL, encoding="utf-8")
    return root


def _rewrite(root: Path, old: str, new: str) -> Path:
    path = root / "golden_sails" / "tutorial.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line)


def test_validate_reports_an_illegal_step_with_file_and_line(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    path = _rewrite(root, "expect: assign cook 0", "expect: assign cook 7")
    errors = validate_root(root)
    assert len(errors) == 1
    error = errors[0]
    assert error.file.endswith("golden_sails/tutorial.yaml")
    assert error.line == _line_of(path, "expect: assign cook 7")
    assert error.field.endswith(".expect")
    assert "not legal" in error.message and "assign cook 0" in error.message   # the legal ones are listed


def test_validate_reports_a_missing_computer_move(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    path = _rewrite(root, "    opponent: [take 1]\n", "")
    error = validate_root(root)[0]
    assert "Bram (a computer) is to move" in error.message
    assert error.line == _line_of(path, "expect: take 0")


def test_validate_reports_field_mistakes(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    _rewrite(root, "{name: Ana, learner: true}", "{name: Ana, lerner: true}")
    messages = [e.message for e in validate_root(root)]
    assert any("unknown key 'lerner'; did you mean 'learner'?" in m for m in messages)
    assert any("exactly one seat must say `learner: true`" in m for m in messages)


def test_show_goes_with_notes_only(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    _rewrite(root, "    expect: assign cook 0\n", "    expect: assign cook 0\n    show: market\n")
    messages = [e.message for e in validate_root(root)]
    assert any("`show` spotlights part of the table during a note" in m for m in messages)


def test_check_names_a_part_of_the_table_that_does_not_exist(tmp_path: Path, monkeypatch) -> None:
    root = _content_copy(tmp_path)
    path = _rewrite(root, "    topic: [goal]\n", "    topic: [goal]\n    show: the crow's nest\n")
    monkeypatch.setattr(paths, "content_root", lambda: root)
    with pytest.raises(CheckFailed) as caught:
        check_tutorial("golden_sails")
    assert f"tutorial.yaml:{_line_of(path, 'Welcome aboard')}" in str(caught.value)
    assert "the crow's nest" in str(caught.value)


def test_no_scripted_move_after_free_play(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    path = root / "golden_sails" / "tutorial.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "  - text: Too late.\n    expect: take 0\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_tutorial(root / "golden_sails", load_game("golden_sails", root))
    assert "after free play" in str(caught.value)


def test_a_tutorial_is_not_part_of_the_rules_fingerprint(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    before = content_hash(root / "golden_sails")
    _rewrite(root, "Welcome aboard!", "Welcome!")
    assert content_hash(root / "golden_sails") == before
    (root / "golden_sails" / "tutorial.yaml").unlink()
    assert content_hash(root / "golden_sails") == before


def test_the_run_narrows_the_learner_to_the_expected_move(tmp_path: Path) -> None:
    root = _content_copy(tmp_path)
    game = load_game("golden_sails", root)
    tutorial = load_tutorial(root / "golden_sails", game)
    run = TutorialRun(tutorial, tutorial.new_match(game))
    legal = run.match.state.legal_actions()
    assert run.allowed(legal) == ()                      # a note first: nothing to play
    run.next()
    assert run.allowed(run.match.state.legal_actions()) == (Action.parse("assign cook 0"),)


# --- in the app ---------------------------------------------------------------------------------

def _app():
    app = headless_app(bot_worker=BotWorker(inline=True))
    app.settings.animation_speed = 0.0
    return app


def _play_steps(app, scene: TutorialScene, steps: int) -> None:
    """Do what the panel asks until `steps` more steps are done."""
    goal = scene.run.index + steps
    for _ in range(2000):
        if scene.run.index >= goal:
            return
        if not _learner_turn(scene) or scene.table.busy():
            _frame(app, [])
        elif scene.next_button.visible:
            _click(app, scene.next_button.rect.center)
        else:
            _click(app, scene.table.clicks_for(scene.run.step.expect)[0].center)
    raise AssertionError("the steps did not finish")


def _lesson(game_id: str):
    app = _app()
    start_tutorial(app, game_id, keep_progress=False)
    app.scenes.apply_pending()
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    return app, scene


def _play_to_step(app, scene: TutorialScene, number: int) -> None:
    _play_steps(app, scene, number - 1 - scene.run.index)
    for _ in range(200):                 # the step's scripted computer moves come first
        if _learner_turn(scene) and not scene.table.busy():
            return
        _frame(app, [])


def test_a_lesson_accepts_the_bar_button_that_makes_its_move() -> None:
    """Winds of Trade asks for gold on the People (steps 14 and 27) and for a sway (step
    29): the bar's "People +1" and "Sway" buttons do exactly that, as well as the
    candidate card and the locals the lesson spotlights, and are accepted."""
    app, scene = _lesson("winds_of_trade")
    for number, label in ((14, "People +"), (27, "People +"), (29, "Sway")):
        _play_to_step(app, scene, number)
        assert scene.run.index == number - 1
        button = next(b for b in scene.table.buttons if b.label.startswith(label) and b.enabled)
        assert not scene._target_rects()[0].collidepoint(button.rect.center)     # not the spotlit way
        _click(app, button.rect.center)
        assert scene.run.index == number, f"step {number}: {scene.refusal}"
        assert scene.refusal is None


def test_a_lesson_lets_a_panel_fold_away() -> None:
    """Folding Winds of Trade's election box plays nothing: the lesson lets it through at a
    bid step (no refusal), and the bid is then made on the folded box's candidate."""
    app, scene = _lesson("winds_of_trade")
    _play_to_step(app, scene, 14)
    fold = next(s for s in scene.table.spots() if s.kind == "fold")
    _click(app, fold.rect.center)
    assert scene.table.election_folded() and scene.refusal is None and scene.run.index == 13
    _click(app, scene.table.clicks_for(scene.run.step.expect)[0].center)
    assert scene.run.index == 14


def test_the_right_click_after_a_wrong_one_clears_the_refusal() -> None:
    """Golden Sails step 4 (the Cook, then the card): a wrong click is refused; the Cook
    then answers it, although the move is made only by the card."""
    app, scene = _lesson("golden_sails")
    _play_to_step(app, scene, 4)
    _click(app, (TABLE_AREA.x + 6, TABLE_AREA.y + 6))
    assert scene.refusal and scene.refusal.startswith("Not that one yet")
    _click(app, scene.table.clicks_for(scene.run.step.expect)[0].center)
    assert scene.run.index == 3 and scene.refusal is None
    _click(app, scene.table.clicks_for(scene.run.step.expect)[0].center)
    assert scene.run.index == 4


def test_leaving_and_coming_back_resumes_at_the_same_step() -> None:
    app = _app()
    start_tutorial(app, "golden_sails")
    app.scenes.apply_pending()
    scene = app.scenes.top
    assert isinstance(scene, TutorialScene)
    _play_steps(app, scene, 3)
    where, actions = scene.run.index, scene.run.match.actions
    assert progress_path("golden_sails").is_file()
    app.to_title()                                       # Esc → Leave the tutorial does this
    app.scenes.apply_pending()
    learn = SelectScene(app, learn=True)
    resume = find_button(learn, "Resume lesson")
    assert f"step {where + 1}" in resume.tooltip
    app.scenes.push(learn)
    app.scenes.apply_pending()
    click_widget(app, resume)
    again = app.scenes.top
    assert isinstance(again, TutorialScene)
    assert (again.run.index, again.run.match.actions) == (where, actions)


def test_start_over_forgets_the_progress() -> None:
    app = _app()
    start_tutorial(app, "golden_sails")
    app.scenes.apply_pending()
    scene = app.scenes.top
    _play_steps(app, scene, 2)
    scene.open_pause()
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "Start over"))
    fresh = app.scenes.top
    assert isinstance(fresh, TutorialScene) and fresh.run.index == 0 and not fresh.run.match.actions


def test_progress_of_another_version_starts_over() -> None:
    tutorial = bundled_tutorial("golden_sails")
    game = load_game("golden_sails")
    run = TutorialRun(tutorial, tutorial.new_match(game))
    run.next()
    from tabletop.tutorials.progress import save_progress

    save_progress(run)
    assert load_progress(tutorial, game).index == 1
    from dataclasses import replace

    assert load_progress(replace(tutorial, fingerprint="changed"), game) is None
    progress_path("golden_sails").write_text("{not json", encoding="utf-8")
    assert load_progress(tutorial, game) is None


def test_the_end_offers_a_real_game() -> None:
    app = _app()
    check_tutorial("golden_sails", app=app)
    results = app.scenes.top
    assert isinstance(results, TutorialResultsScene)
    click_widget(app, find_button(results, "Play a real game"))
    from tabletop.ui.scenes.setup import SetupScene

    assert isinstance(app.scenes.top, SetupScene)


def test_title_and_game_select_offer_learn_to_play() -> None:
    app = _app()
    app.to_title()
    app.scenes.apply_pending()
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    buttons = [w for w in title.widgets if w.visible]
    assert buttons[-1].rect.bottom <= 720 - 12
    click_widget(app, find_button(title, "Learn to play"))
    learn = app.scenes.top
    assert isinstance(learn, SelectScene) and learn.learn
    labels = [w.label for w in learn.widgets if hasattr(w, "label")]
    assert labels.count("Learn to play") == len(TAUGHT)
    assert labels.count("No tutorial yet") == 4 - len(TAUGHT)
    plain = SelectScene(app)
    plain_labels = [w.label for w in plain.widgets if hasattr(w, "label")]
    assert plain_labels.count("Learn to play") == len(TAUGHT) and "No tutorial yet" not in plain_labels


# --- the drafting tool ---------------------------------------------------------------------------


def test_seed_tool_surveys_and_replays_a_draft(tmp_path: Path, capsys) -> None:
    tool = load_tool("find_tutorial_seed")
    assert tool.main(["golden_sails", "--seeds", "1-3", "--grep", "reference IV"]) == 0
    out = capsys.readouterr().out
    assert "== seed 2" in out and "your moves: assign cook 0" in out and "== seed 1" not in out
    draft = tmp_path / "draft.yaml"
    draft.write_text(SMALL.replace("expect: take 0", "expect: take 1"), encoding="utf-8")
    assert tool.main(["golden_sails", "--script", str(draft)]) == 1
    out = capsys.readouterr().out
    assert "(the greedy bot would play:" in out and "take 1 is not legal for Ana" in out
