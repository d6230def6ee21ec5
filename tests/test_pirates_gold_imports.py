"""The Pirates' Gold modules import one another one way only: the position (fields, where
a ship may sail, the small moves cards make) below the effects and the view, the state
(the round's flow and the engine's contract) above them, the game above the state and
determinize."""

from __future__ import annotations

from imports_support import import_circle, package_imports


def test_no_import_circle_inside_the_game():
    circle = import_circle(package_imports("tabletop.games.pirates_gold"))
    assert circle is None, " -> ".join(circle)


def test_the_position_imports_none_of_the_modules_that_work_on_it():
    graph = package_imports("tabletop.games.pirates_gold")
    assert graph["position"] <= {"model", "phases", "sailing"}
    assert "rules" not in graph["state"] | graph["effects"] | graph["view"] | graph["determinize"]
