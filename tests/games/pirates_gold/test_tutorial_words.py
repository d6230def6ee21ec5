"""The Pirates' Gold lesson says where ships went as they went (issue #50, 3: it said
Flint "sailed one space west" when his ship moved north-west)."""

from __future__ import annotations

import re

from tabletop.registry import load_game
from tabletop.tutorials.loader import bundled_tutorial
from tabletop.tutorials.run import TutorialRun

COMPASS = {(-1, 0): "north", (1, 0): "south", (0, 1): "east", (0, -1): "west", (-1, 1): "north-east",
           (-1, -1): "north-west", (1, 1): "south-east", (1, -1): "south-west"}
SAILED = re.compile(r"sailed (?:one|two|three|\d) spaces? ((?:north|south)-(?:east|west)|north|south|east|west)\b")


def _direction(start: tuple[int, int], end: tuple[int, int]) -> str:
    dr, dc = end[0] - start[0], end[1] - start[1]
    return COMPASS[((dr > 0) - (dr < 0), (dc > 0) - (dc < 0))]


def test_every_sailing_the_lesson_tells_goes_the_way_it_says():
    game = load_game("pirates_gold")
    tutorial = bundled_tutorial("pirates_gold")
    assert tutorial is not None
    run = TutorialRun(tutorial, tutorial.new_match(game))
    told = 0
    while not run.finished and not run.free_play:
        step = run.step
        assert step is not None
        sailings = []
        while (action := run.pending_script()) is not None:
            state = run.match.state
            if action.kind == "sail":
                sailings.append(_direction(game.board.rc(state.ships[state.active]), tuple(action.args)))
            run.apply(action)
        for said in SAILED.findall(step.text):
            told += 1
            assert said in sailings, f"the lesson says a ship sailed {said}; it sailed {sailings}: {step.text!r}"
        if step.expect is not None:
            run.apply(step.expect)
        else:
            run.next()
    assert told >= 1
