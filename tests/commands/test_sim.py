"""`tabletop sim … --save-dir DIR`: each finished game between computers written as an
ordinary save, which loads, replays to the same end and can be reviewed."""

from __future__ import annotations

from tabletop.ai.sim import play_game
from tabletop.ai.sim_saves import save_name, seat_kind
from tabletop.analysis.replay import Replay
from tabletop.cli import main
from tabletop.persistence.saves import load_match


def test_each_finished_game_is_saved_and_loads_and_replays(tmp_path, capsys):
    folder = tmp_path / "games"
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "greedy,random", "--games", "2",
                 "--rotate", "--save-dir", str(folder)]) == 0
    capsys.readouterr()
    saves = sorted(folder.iterdir())
    assert [p.name for p in saves] == ["golden_sails-1-greedy-random.json", "golden_sails-1-random-greedy.json"]
    for path in saves:
        match = load_match(path)
        assert match.state.is_over() and [s.kind for s in match.seats] in (["greedy", "random"], ["random", "greedy"])
        replay = Replay.open(path)
        replay.to_end()
        assert replay.state_hash() == match.history[-1].state_hash


def test_the_saved_game_is_the_game_the_sim_played(tmp_path):
    record = play_game("pirates_gold", ["random", "greedy"], 4, save_dir=tmp_path)
    match = load_match(tmp_path / save_name("pirates_gold", ["random", "greedy"], 4))
    assert len(match.history) == record.actions
    assert list(match.state.result().totals) == record.totals


def test_a_pinned_bot_keeps_its_level_and_its_full_name():
    assert seat_kind("ai:normal@iters=400") == "ai:normal"
    assert seat_kind("ai:iters=50") == "ai:normal" and seat_kind("random") == "random"


def test_a_save_dir_that_cannot_be_made_is_refused(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "random,random", "--games", "1",
                 "--save-dir", str(blocker / "sub")]) == 2
    assert "--save-dir" in capsys.readouterr().err
