"""History: a finished game is kept once, as an ordinary save plus its result; the folder
is capped by count and size; damaged entries are listed as damaged; the statistics of 50
simulated games equal counts made independently; `history` and `stats` print them."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone

import pytest

from tabletop.ai.bot import make_bot
from tabletop.analysis.stats import player_stats
from tabletop.cli import main
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.autosave import autosaves
from tabletop.persistence.history import list_history, prune, read_entry, record_game
from tabletop.persistence.saves import load_match, read_save
from tabletop.persistence.settings import Settings
from tabletop.persistence.stats_resets import load_resets, mark_reset
from tabletop.persistence.userdirs import history_dir
from tabletop.registry import load_game
from tabletop.runtime.limits import MAX_SAVE_BYTES
from tabletop.ui.controller import MatchController
from tests.ui.support import FakeBot

START = datetime(2026, 3, 1, 18, 0, tzinfo=timezone.utc)


def finished_match(game_id="golden_sails", seats=("human", "ai:easy"), seed=5, names=None) -> Match:
    game = load_game(game_id)
    names = names or [f"P{i}" for i in range(len(seats))]
    match = Match(game, [Seat(name, kind, i) for i, (name, kind) in enumerate(zip(names, seats))], seed)
    rng = Rng(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def play_through(controller: MatchController) -> None:
    for _ in range(5000):
        if controller.is_over():
            return
        if controller.legal_for_display():
            controller.submit(controller.legal_for_display()[0])
        else:
            controller.update(1 / 60)
    raise AssertionError("the game did not end")


# ---- written once, at the end, through the controller -------------------------------


def test_the_controller_keeps_a_finished_game_once_and_clears_the_autosaves():
    game = load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Cora", "ai:easy", 1)], 5)
    controller = MatchController(match, FakeBot(), Settings(animation_speed=0))
    play_through(controller)
    controller.set_auto_pass(0, False)   # another autosave call after the end writes nothing more
    controller.close()
    entries = list_history()
    assert len(entries) == 1 and entries[0].ok, entries
    assert autosaves() == []
    result = entries[0].result
    assert result.names == ("Ana", "Cora") and result.kinds == ("human", "ai:easy") and result.players == 2
    assert list(result.totals) == match.state.result().totals and list(result.winners) == match.state.result().winners
    # an entry is an ordinary save: it loads and replays to the same end
    loaded = load_match(entries[0].path)
    assert loaded.state.is_over() and loaded.history[-1].state_hash == match.history[-1].state_hash
    # reopening the finished save is not a second game
    again = MatchController(loaded, FakeBot(), Settings(animation_speed=0))
    again.set_auto_pass(0, True)
    again.close()
    assert len(list_history()) == 1


def test_an_abandoned_game_is_not_history():
    game = load_game("golden_sails")
    controller = MatchController(Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 5), FakeBot(),
                                 Settings(animation_speed=0))
    for _ in range(3):
        controller.submit(controller.legal_for_display()[0])
        controller.accept_handoff()
    assert controller.autosaver is not None
    folder = controller.autosaver.folder
    controller.close()
    assert list_history() == [] and autosaves(folder)
    assert record_game(controller.match) is None


def test_recording_the_same_finished_match_again_keeps_one_entry():
    match = finished_match()
    first = record_game(match, finished_at=START)
    second = record_game(match, finished_at=START + timedelta(hours=1))
    assert first == second and len(list_history()) == 1


def test_an_entry_is_a_save_with_a_result_under_the_checksum():
    path = record_game(finished_match("winds_of_trade", ("human", "ai:normal", "ai:hard"), seed=3))
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format_version"] == 1 and "result" in document
    assert len(read_save(path).actions) == len(document["actions"])
    result = read_entry(path).result
    assert not result.scored and result.figure_names and result.game_name == "Winds of Trade"
    document["result"]["winners"] = [0]
    path.write_text(json.dumps(document), encoding="utf-8")
    assert read_entry(path).error.field == "checksum"


# ---- capped ----------------------------------------------------------------------------


def test_the_oldest_entries_are_pruned_past_the_count():
    folder = history_dir()
    paths = [record_game(finished_match(seed=seed), finished_at=START + timedelta(days=seed)) for seed in range(1, 7)]
    assert prune(folder, max_games=4) == paths[:2]
    assert [e.path for e in list_history()] == paths[:1:-1]


def test_the_oldest_entries_are_pruned_past_the_size():
    folder = history_dir()
    paths = [record_game(finished_match(seed=seed), finished_at=START + timedelta(days=seed)) for seed in range(1, 6)]
    sizes = [p.stat().st_size for p in paths]
    deleted = prune(folder, max_bytes=sum(sizes[-2:]))
    assert deleted == paths[:3] and sorted(folder.glob("2*.json")) == sorted(paths[3:])


def test_pruning_leaves_files_it_did_not_name_alone():
    folder = history_dir()
    foreign = folder / "my notes.json"
    foreign.write_text("{}", encoding="utf-8")
    paths = [record_game(finished_match(seed=seed), finished_at=START + timedelta(days=seed)) for seed in range(1, 4)]
    assert prune(folder, max_games=1) == paths[:2] and foreign.exists()
    assert sorted(e.ok for e in list_history()) == [False, True]   # listed (as damaged), never deleted


def test_recording_prunes_with_the_limits(monkeypatch):
    import tabletop.persistence.history as history

    monkeypatch.setattr(history, "MAX_HISTORY_GAMES", 3)
    paths = [record_game(finished_match(seed=seed), finished_at=START + timedelta(days=seed)) for seed in range(1, 6)]
    assert sorted(history_dir().glob("2*.json")) == sorted(paths[2:])


def test_listing_takes_the_index_and_rereads_only_changed_files(monkeypatch):
    import tabletop.persistence.history as history
    from tabletop.persistence.history_index import INDEX_NAME

    paths = [record_game(finished_match(seed=seed), finished_at=START + timedelta(days=seed)) for seed in range(1, 4)]
    full = list_history()
    reads = []
    real_read = history.read_entry
    monkeypatch.setattr(history, "read_entry", lambda path: reads.append(path.name) or real_read(path))
    assert list_history() == full and reads == []      # every entry from the index
    paths[0].write_text(paths[0].read_text(encoding="utf-8").replace('"winners"', '"winner"'), encoding="utf-8")
    listed = list_history()
    assert reads == [paths[0].name] and not listed[-1].ok   # the changed file is read again, and is damaged
    (history_dir() / INDEX_NAME).write_text("[1, 2", encoding="utf-8")
    reads.clear()
    assert [e.ok for e in list_history()] == [True, True, False] and len(reads) == 3   # a broken index is not used


# ---- damaged entries -----------------------------------------------------------------------


def damage(folder):
    """A bad-JSON, a wrong-field, a no-result and a huge entry beside good ones."""
    good = record_game(finished_match(), finished_at=START)
    (folder / "20260302T180000Z-golden_sails-000000000001.json").write_text('{"format_version": 1, "game": ',
                                                                          encoding="utf-8")
    document = json.loads(good.read_text(encoding="utf-8"))
    document["result"]["totals"] = ["lots", 3]
    from tabletop.persistence.saves import document_checksum

    document["checksum"] = document_checksum(document)
    (folder / "20260303T180000Z-golden_sails-000000000002.json").write_text(json.dumps(document), encoding="utf-8")
    del document["result"]
    document["checksum"] = document_checksum(document)
    (folder / "20260304T180000Z-golden_sails-000000000003.json").write_text(json.dumps(document), encoding="utf-8")
    with open(folder / "20260305T180000Z-golden_sails-000000000004.json", "wb") as huge:
        huge.write(b" " * (MAX_SAVE_BYTES + 10))
    return good


def test_damaged_entries_are_listed_as_damaged_with_file_and_field():
    folder = history_dir()
    good = damage(folder)
    entries = list_history()
    assert len(entries) == 5 and [e.ok for e in entries] == [False, False, False, False, True]
    assert entries[-1].path == good
    by_file = {e.path.name[-9:-5]: str(e.error) for e in entries if not e.ok}
    assert "0001.json" in by_file["0001"] and "ends too early" in by_file["0001"]
    assert "field 'result.totals[0]'" in by_file["0002"] and "whole number" in by_file["0002"]
    assert "field 'result'" in by_file["0003"]
    assert "0004.json" in by_file["0004"] and "KB" in by_file["0004"]
    assert player_stats(entries)[0].overall.games == 1   # the damaged count for nothing


# ---- statistics --------------------------------------------------------------------------


KINDS = ("human", "ai:easy", "ai:normal", "ai:hard")
PEOPLE = ("Ana", "Ben", "Cleo")


def simulate(games: int) -> list[dict]:
    """Random bots play `games` games; people's names sit in some seats (the moves are
    random all the same). Returns what each game's end said, kept apart from the history."""
    rng = Rng(2026)
    played = []
    for i in range(games):
        game_id = ("golden_sails", "winds_of_trade")[i % 2]
        game = load_game(game_id)
        players = 2 + rng.below(3)
        seats = []
        for s in range(players):
            kind = "human" if s < 2 else KINDS[rng.below(len(KINDS))]
            name = PEOPLE[(i + s) % len(PEOPLE)] if kind == "human" else f"Bot {s}"
            seats.append(Seat(name, kind, s))
        match = Match(game, seats, 1000 + i)
        bots = [make_bot("random") for _ in seats]
        while not match.state.is_over():
            seat = match.state.to_act()
            match.apply(bots[seat].choose(game, match.state.view(seat), rng))
        result = match.state.result()
        played.append({"game": game_id, "names": [s.name for s in seats], "kinds": [s.kind for s in seats],
                       "totals": list(result.totals), "winners": list(result.winners), "scored": not result.figure_names,
                       "breakdown": result.figures if result.figure_names else result.breakdown})
        record_game(match, finished_at=START + timedelta(minutes=30 * i))
    return played


def _counted_seat(game: dict, name: str) -> int:
    """The seat a person's game counts by: a name typed at two seats (a person can sit
    at seat 3 too) is one player, who won if either seat won."""
    seats = [seat for seat, typed in enumerate(game["names"]) if typed == name]
    won = [seat for seat in seats if seat in game["winners"]]
    return (won or seats)[0]


def test_statistics_of_50_simulated_games_equal_independent_counts():
    played = simulate(50)
    stats = {p.name: p for p in player_stats(list_history())}
    assert set(stats) == set(PEOPLE)
    for name in PEOPLE:
        mine = [(g, _counted_seat(g, name)) for g in played if name in g["names"]]
        wins = [seat in g["winners"] for g, seat in mine]
        player = stats[name]
        assert (player.overall.games, player.overall.wins) == (len(mine), sum(wins))
        streak = best = 0
        for won in wins:
            streak = streak + 1 if won else 0
            best = max(best, streak)
        assert player.longest_streak == best
        for game_id in ("golden_sails", "winds_of_trade"):
            rows = [(g, s) for g, s in mine if g["game"] == game_id]
            by_game = player.by_game[game_id]
            assert by_game.tally.games == len(rows)
            assert by_game.tally.wins == sum(s in g["winners"] for g, s in rows)
            if game_id == "golden_sails":
                assert by_game.mean == pytest.approx(sum(g["totals"][s] for g, s in rows) / len(rows))
                assert by_game.best == max(g["totals"][s] for g, s in rows)
            for category, average in by_game.averages().items():
                assert average == pytest.approx(sum(g["breakdown"][s].get(category, 0) for g, s in rows) / len(rows))
        for count in (2, 3, 4):
            rows = [(g, s) for g, s in mine if len(g["names"]) == count]
            tally = player.by_players.get(count)
            assert ((tally.games, tally.wins) if tally else (0, 0)) == (len(rows),
                                                                        sum(s in g["winners"] for g, s in rows))
        for level in ("easy", "normal", "hard"):
            rows = [(g, s) for g, s in mine if f"ai:{level}" in g["kinds"]]
            tally = player.against.get(level)
            assert ((tally.games, tally.wins) if tally else (0, 0)) == (len(rows),
                                                                        sum(s in g["winners"] for g, s in rows))


def test_a_shared_win_counts_for_each_winner():
    entries = list_history()
    assert entries == []
    match = finished_match("winds_of_trade", ("human", "human", "human"), seed=3, names=["Ana", "Ben", "Cleo"])
    record_game(match)
    winners = match.state.result().winners
    stats = {p.name: p for p in player_stats(list_history())}
    for seat, name in enumerate(["Ana", "Ben", "Cleo"]):
        assert stats[name].overall.wins == (seat in winners)


def test_a_reset_point_restarts_one_names_statistics():
    for i in range(3):
        record_game(finished_match(seed=i + 1, names=["Ana", "Cora"]), finished_at=START + timedelta(days=i))
    mark_reset("Ana", START + timedelta(days=1, hours=1))
    assert set(load_resets()) == {"Ana"}
    ana = player_stats(list_history(), load_resets())[0]
    assert ana.name == "Ana" and ana.overall.games == 1 and ana.since is not None
    mark_reset("Ana", START + timedelta(days=5))
    ana = player_stats(list_history(), load_resets())[0]
    assert ana.name == "Ana" and ana.overall.games == 0 and not ana.by_game   # listed, counting from zero
    assert len(list_history()) == 3   # the games stay in the history


# ---- the command line ----------------------------------------------------------------------


def test_history_and_stats_commands_print_what_the_screens_show(capsys):
    folder = history_dir()
    damage(folder)
    assert main(["history"]) == 0
    text = capsys.readouterr().out
    assert "5 finished games, newest first (4 damaged)" in text and "DAMAGED" in text and "Golden Sails" in text
    assert main(["history", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [row["damaged"] for row in rows] == [True, True, True, True, False]
    assert rows[-1]["seats"][0]["name"] == "P0" and rows[2]["field"] == "result.totals[0]"
    assert main(["stats"]) == 0
    text = capsys.readouterr().out
    assert "A shared win counts as a win for each winner." in text and "P0 — 1 game" in text
    assert "P1 —" not in text   # computer seats are opponents, not profiles
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in data["players"]] == ["P0"] and data["players"][0]["against_levels"]["easy"]["games"] == 1
