"""Word spaces stay visible at small sizes (issue #50, 15: at 1024×600 a Pirates' Gold
badge in 10-pixel Lato Bold read "has theword", its space rounded to 2 pixels)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import text
from tabletop.ui.theme import FONT_FILES


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()


@pytest.mark.parametrize("role", sorted(FONT_FILES))
def test_a_word_space_is_never_narrower_than_the_minimum(role):
    for px in range(6, 41):
        gap = text.size(role, px, "has the word")[0] - text.size(role, px, "hastheword")[0]
        assert gap >= 2 * text.MIN_WORD_SPACE, f"{role} at {px}px: two spaces {gap} pixels wide"


def test_only_small_sizes_change_and_what_is_drawn_matches_what_is_measured():
    assert text.spaced("text_bold", 10, "has the word") != "has the word"
    assert text.spaced("text", 18, "has the word") == "has the word"
    surface = text.render("text_bold", 10, "has the word", (0, 0, 0))
    assert surface.get_width() == text.size("text_bold", 10, "has the word")[0]
