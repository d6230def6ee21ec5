"""Golden Sails' lesson as a learner meets it (issue #50, item 2): the notes that explain
the scoring come before anything names the winner, and a note about two goods outlines
both of their piles."""

from __future__ import annotations

from tabletop.games.golden_sails.model import GOOD_TYPES
from tabletop.ui.scenes.tutorial import TutorialScene
from tabletop.ui.tutorial_check import check_tutorial

SCORING = {"spell scoring", "gem scoring", "spice scoring", "animal scoring", "weapon scoring"}


def test_the_scoring_notes_come_before_the_log_names_a_winner_and_outline_every_good_they_explain(monkeypatch):
    seen = []
    pressed = TutorialScene.next_step

    def note_read(scene: TutorialScene) -> None:
        step = scene.run.step
        if step is not None and SCORING & set(step.topics):
            seen.append((step, scene.run.match.state.is_over(), scene.controller.log_lines(),
                         scene.table.focus_rect(step.show) if step.show else None, scene.table))
        pressed(scene)

    monkeypatch.setattr(TutorialScene, "next_step", note_read)
    check_tutorial("golden_sails")
    assert {topic for step, *_ in seen for topic in step.topics} >= SCORING
    for step, over, log, outline, table in seen:
        assert not over, f"step {step.number}: the game ended before its scoring was explained"
        assert not any("wins" in line or "share the win" in line for line in log), step.number
        named = [good for good in GOOD_TYPES if good in step.text.lower()
                 or good.rstrip("s") in step.text.lower()]
        assert named, step.number
        for good in named:          # every good the note explains is inside its outline
            assert outline is not None and outline.contains(table.focus_rect(good)), (step.number, good)
