"""The Sail to India modules import one another one way only: no circle, counting the
imports inside functions and under TYPE_CHECKING too (they are circles all the same,
merely hidden from the interpreter)."""

from __future__ import annotations

from imports_support import import_circle, package_imports


def test_no_import_circle_inside_the_game():
    circle = import_circle(package_imports("tabletop.games.sail_to_india"))
    assert circle is None, " -> ".join(circle)
