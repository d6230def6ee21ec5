"""A finished review kept beside its History entry: written atomically, read back only
when it is for this match and these settings, and never trusted when damaged."""

from __future__ import annotations

import json

import pytest

from tabletop.analysis.review import Decision
from tabletop.persistence.history import list_history, match_key, prune, record_game
from tabletop.persistence.kept_review import ReviewFileError, read_review, review_path, write_review
from tests.persistence.test_history import finished_match

FOUND = [Decision(0, 0, 1, "take 1", "take 0", 0.41, 0.55, "mistake"),
         Decision(3, 1, 1, "pass", "pass", 0.5, 0.5, "best"),
         Decision(5, 1, 2, "take 2", "take 2", None, 0.6, "unrated")]


@pytest.fixture
def entry(tmp_path):
    match = finished_match()
    path = record_game(match, tmp_path)
    assert path is not None
    return match, path


def read(match, path, iterations=100):
    return read_review(path, match_key(match), iterations, len(match.history), len(match.seats))


def test_a_kept_review_reads_back_as_written_and_is_no_history_entry(entry):
    match, path = entry
    kept = write_review(path, match_key(match), 100, FOUND)
    assert kept == review_path(path) and kept.parent == path.parent and kept.suffix == ".review"
    assert read(match, path) == FOUND
    assert [e.path for e in list_history(path.parent)] == [path]    # not listed as a (damaged) game


def test_none_kept_or_made_by_other_settings_or_for_another_game_is_made_again(entry):
    match, path = entry
    assert read(match, path) is None
    write_review(path, match_key(match), 100, FOUND)
    assert read(match, path, iterations=200) is None
    assert read_review(path, "000000000000", 100, len(match.history), len(match.seats)) is None


@pytest.mark.parametrize("damage, where", [
    (lambda data: "{not json", "line 1"),
    (lambda data: json.dumps({**data, "format_version": 99}), "format_version"),
    (lambda data: json.dumps({**data, "decisions": {}}), "decisions"),
    (lambda data: json.dumps({**data, "decisions": [{**data["decisions"][0], "label": "genius"}]}),
     "decisions[0].label"),
    (lambda data: json.dumps({**data, "decisions": [{**data["decisions"][0], "index": 10_000}]}),
     "decisions[0].index"),
    (lambda data: json.dumps({**data, "decisions": [{**data["decisions"][0], "seat": 7}]}), "decisions[0].seat"),
    (lambda data: json.dumps({**data, "decisions": [{**data["decisions"][0], "win_best": 3.5}]}),
     "decisions[0].win_best"),
    (lambda data: json.dumps(data).replace("0.55", "NaN"), None),
], ids=["not-json", "version", "decisions", "label", "index", "seat", "evaluation", "nan"])
def test_a_damaged_review_is_refused_naming_the_file_and_where(entry, damage, where):
    match, path = entry
    kept = write_review(path, match_key(match), 100, FOUND)
    kept.write_text(damage(json.loads(kept.read_text())))
    with pytest.raises(ReviewFileError) as caught:
        read(match, path)
    assert kept.name in str(caught.value)
    if where is not None:
        assert caught.value.where == where


def test_an_oversized_review_is_refused_before_it_is_parsed(entry, monkeypatch):
    match, path = entry
    monkeypatch.setattr("tabletop.persistence.kept_review.MAX_REVIEW_BYTES", 100)
    write_review(path, match_key(match), 100, FOUND)
    with pytest.raises(ReviewFileError, match="larger|too large|limit|KB"):
        read(match, path)


def test_pruning_an_entry_takes_its_kept_review_with_it(tmp_path):
    from datetime import datetime, timedelta, timezone

    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    paths = [record_game(finished_match(seed=s), tmp_path, start + timedelta(hours=s)) for s in (1, 2)]
    old = paths[0]
    assert old is not None
    write_review(old, "x", 1, FOUND)
    assert prune(tmp_path, max_games=1) == [old]
    assert not review_path(old).exists()
