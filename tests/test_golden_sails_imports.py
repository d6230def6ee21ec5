"""The Golden Sails modules import one another one way only: the state (the engine's
contract) below determinize, and the game above both."""

from __future__ import annotations

from imports_support import import_circle, package_imports


def test_no_import_circle_inside_the_game():
    circle = import_circle(package_imports("tabletop.games.golden_sails"))
    assert circle is None, " -> ".join(circle)


def test_the_state_and_determinize_do_not_import_the_game():
    graph = package_imports("tabletop.games.golden_sails")
    assert "rules" not in graph["state"] | graph["determinize"] | graph["scoring"] | graph["bots"]
    assert "determinize" not in graph["state"]
