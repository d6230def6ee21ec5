"""The Winds of Trade modules import one another one way only: the position (fields and
questions) below the rules' modules, the state (the engine's contract) above them, the
game above the state and determinize."""

from __future__ import annotations

from imports_support import import_circle, package_imports


def test_no_import_circle_inside_the_game():
    circle = import_circle(package_imports("tabletop.games.winds_of_trade"))
    assert circle is None, " -> ".join(circle)


def test_the_position_imports_none_of_the_modules_that_work_on_it():
    graph = package_imports("tabletop.games.winds_of_trade")
    assert graph["position"] <= {"effects", "model"}
    assert "rules" not in graph["state"] | graph["turn"] | graph["boundary"] | graph["view"]


def test_the_circle_finder_finds_one():
    assert import_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
