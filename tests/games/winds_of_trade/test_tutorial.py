"""The Winds of Trade tutorial ends as its last notes say: Hegemon at the end of round 5
(the People's fourth round end in a row), after four upheavals, won by the learner
through the People's superiority, whatever the learner does in the free turn (the check
plays it with moves drawn by a seeded Rng)."""

from __future__ import annotations

import pytest

from tabletop.ai.worker import BotWorker
from tabletop.ui.headless import headless_app
from tabletop.ui.tutorial_check import check_tutorial


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_the_free_turn_cannot_change_the_ending(seed):
    app = headless_app((1280, 720), bot_worker=BotWorker(inline=True))
    check_tutorial("winds_of_trade", seed=seed, app=app)
    state = app.scenes.top.match.state
    assert (state.end, state.round, state.upheavals, state.winners) == ("hegemon", 5, 4, [0])
    assert state.holder[3] == 0           # the People's superiority, which the council's rulers give



def test_the_lesson_states_the_two_captain_numbers_of_the_content():
    """The lesson's words are written by hand: hold them to numbers.yaml, so a retuning
    that forgets the tutorial fails here rather than teaching a wrong number."""
    import re

    import yaml

    from tabletop.registry import load_game
    from tabletop.runtime import paths

    numbers = load_game("winds_of_trade").numbers
    steps = yaml.safe_load((paths.content_root() / "winds_of_trade" / "tutorial.yaml").read_text(encoding="utf-8"))["steps"]
    text = " ".join(" ".join(str(step.get(key, "")) for key in ("text", "hint")) for step in steps)
    text = " ".join(text.split())
    revolts = re.findall(r"(?:[Aa]t (\d+) upheavals|upheavals of (\d+))", text)
    assert revolts and {int(a or b) for a, b in revolts} == {numbers.revolt_at[2]}
    streak = re.search(r"controls the council at (\w+) round ends in a row ends the game", text).group(1)
    assert {"three": 3, "four": 4, "five": 5}[streak] == numbers.hegemon_streak


def test_the_lesson_names_pirate_waters_by_the_mark_the_chart_shows():
    """Between two island cards a route shows only a short stretch, under its mark: the
    lesson names pirate waters by their skull, not by dashes nobody can see."""
    import yaml

    from tabletop.runtime import paths

    steps = yaml.safe_load((paths.content_root() / "winds_of_trade" / "tutorial.yaml").read_text(encoding="utf-8"))["steps"]
    told = [" ".join(step["text"].split()) for step in steps if "pirate waters" in step["text"]]
    assert told and all("skull" in text and "ashed" not in text for text in told)
