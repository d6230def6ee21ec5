"""Where the review's labels start, per game: every game ships its thresholds, they are no
part of the rules, a damaged file names its line and field, and a review is labelled by its
game's thresholds when it is shown, kept reviews too."""

from __future__ import annotations

import shutil

import pytest

from tabletop.analysis import review_labels
from tabletop.analysis.review import Decision, label_for, relabelled
from tabletop.analysis.review_chances import as_chances
from tabletop.analysis.review_labels import FIRST, Labels, labels_for, read_labels
from tabletop.content.errors import ContentErrors
from tabletop.content.hashing import content_hash
from tabletop.registry import GAME_IDS
from tabletop.runtime.paths import content_root


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_ships_rising_thresholds_that_are_no_part_of_the_rules(game_id, tmp_path):
    folder = content_root() / game_id
    labels = read_labels(folder / review_labels.FILE)
    assert 0 < labels.inaccuracy < labels.mistake < labels.blunder <= 1
    copy = tmp_path / game_id
    shutil.copytree(folder, copy)
    (copy / review_labels.FILE).write_text("labels: {inaccuracy: 0.5, mistake: 0.6, blunder: 0.7}\n",
                                           encoding="utf-8")
    assert content_hash(copy) == content_hash(folder)


def test_a_damaged_file_names_its_line_and_field_and_thresholds_must_rise(tmp_path):
    path = tmp_path / review_labels.FILE
    path.write_text("labels:\n  inaccuracy: 0.1\n  mistake: two\n  blunder: 0.3\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        read_labels(path)
    assert caught.value.errors[0].line == 3 and "mistake" in caught.value.errors[0].field
    path.write_text("labels: {inaccuracy: 0.2, mistake: 0.1, blunder: 0.3}\n", encoding="utf-8")
    with pytest.raises(ContentErrors):
        read_labels(path)


def test_a_review_is_labelled_by_its_games_thresholds_when_shown():
    sail = labels_for("sail_to_india")
    kept = [Decision(0, 0, 1, "a", "b", 0.40, 0.43, "good"), Decision(1, 1, 1, "c", "c", 0.5, 0.5, "best"),
            Decision(2, 0, 2, "d", "e", None, 0.5, "unrated")]      # labelled by 5, 10, 20 points
    shown = as_chances(kept, None, sail)
    assert [d.label for d in shown] == [label_for(0.03, sail), "best", "unrated"]
    assert shown[0].label != "good" and relabelled(kept[0], FIRST) == kept[0]
    assert Labels() == FIRST and label_for(0.03) == "good"
