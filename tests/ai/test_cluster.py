"""`--cluster`: games spread over Dask distributed give exactly the games played at home.

Needs the cluster extra (`pip install -e .[dev,cluster]`). Without Dask these tests are
skipped (so `CI=true make test` passes on a machine without the extra), unless
TABLETOP_REQUIRE_CLUSTER is set: `.ci/run` installs the extra and sets it, so CI cannot go
green by silently not running them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

import pytest

from tabletop.ai.game_record import GameRecord
from tabletop.ai.sim import play_games
from tabletop.cli import main

REQUIRE_ENV = "TABLETOP_REQUIRE_CLUSTER"

if os.environ.get(REQUIRE_ENV):
    import distributed  # noqa: F401  (.ci/run asks for the extra: fail loudly, never skip)
else:
    pytest.importorskip("distributed")

SEATS = ["greedy", "random"]


def _without_clock(record: GameRecord) -> GameRecord:
    """A record with its think times dropped: wall-clock, so never equal twice."""
    return replace(record, think=[])


def test_twenty_seeded_games_are_the_same_at_home_and_on_a_local_cluster(tmp_path):
    journal = tmp_path / "run.jsonl"
    home, _, _ = play_games("golden_sails", 2, SEATS, 20, 7, rotate=True)
    spread, _, played = play_games("golden_sails", 2, SEATS, 20, 7, rotate=True, jobs=2, journal=journal,
                                   cluster="local")
    assert played == 20
    assert [r.seed for r in spread] == [7 + i // 2 for i in range(20)]      # gathered in seed order
    assert [_without_clock(r) for r in spread] == [_without_clock(r) for r in home]
    assert all(r.error is None and r.totals for r in spread)
    resumed, _, played = play_games("golden_sails", 2, SEATS, 20, 7, rotate=True, journal=journal)
    assert played == 0 and [_without_clock(r) for r in resumed] == [_without_clock(r) for r in home]


def test_the_local_cluster_listens_on_loopback_only():
    from tabletop.ai.cluster import connect

    with connect("local", workers=2) as client:
        info = client.scheduler_info()
        addresses = [info["address"], *info["workers"]]
        assert len(info["workers"]) == 2
        assert all(address.startswith("tcp://127.0.0.1:") for address in addresses), addresses


def test_without_cluster_dask_is_never_imported():
    script = ("import sys; from tabletop.cli import main; "
              "code = main(['sim', 'golden_sails', '--players', '2', '--seats', 'random,random', '--games', '1']); "
              "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')); "
              "print(loaded); sys.exit(code or bool(loaded))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_cluster_without_dask_says_how_to_install_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "distributed", None)   # import distributed now raises ImportError
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "random,random", "--games", "2",
                 "--cluster", "local"]) == 2
    assert "pip install -e .[cluster]" in capsys.readouterr().err


def test_an_address_that_is_no_scheduler_is_a_clear_error(capsys):
    assert main(["sim", "golden_sails", "--players", "2", "--seats", "random,random", "--games", "2",
                 "--cluster", "nonsense"]) == 2
    assert "--cluster nonsense: cannot reach a Dask scheduler there" in capsys.readouterr().err
