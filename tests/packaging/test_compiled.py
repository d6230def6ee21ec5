"""The search's compiled modules (packaging/compiled.py): the executable carries them,
a checkout never does. `make exe` builds them beside their sources and removes them
again; one left behind (a build stopped half-way) would shadow its edited source, so the
tests stop there. CI compares the games the executable plays with the checkout's."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

from tests import REPO


def _compiled():
    spec = importlib.util.spec_from_file_location("packaging_compiled", REPO / "packaging" / "compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_checkout_runs_plain_python():
    left = _compiled().extensions()
    assert not left, (f"compiled modules left in the checkout, shadowing their sources: {[str(p) for p in left]}; "
                      "run python packaging/compiled.py clean")


def test_every_compiled_module_is_a_source_of_the_package():
    compiled = _compiled()
    for path in compiled.COMPILED:
        assert (REPO / path).is_file() and path.startswith("tabletop/") and path.endswith(".py"), path


def test_same_saves_tells_the_same_games_from_different_ones(tmp_path):
    tool = REPO / "tools" / "same_saves.py"
    game = {"actions": [{"kind": "take", "args": [0]}], "hashes": ["a"]}
    for folder, hashes in (("one", ["a"]), ("two", ["a"]), ("three", ["b"])):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "g.json").write_text(json.dumps({**game, "hashes": hashes}), encoding="utf-8")

    def run(first: str, second: str) -> int:
        return subprocess.run([sys.executable, str(tool), str(tmp_path / first), str(tmp_path / second)],
                              capture_output=True).returncode

    assert run("one", "two") == 0
    assert run("one", "three") == 1
    (tmp_path / "two" / "h.json").write_text(json.dumps(game), encoding="utf-8")
    assert run("one", "two") == 1       # a game only one of them played
