"""The command line: its own options, and a plain start that goes to the window without
loading the commands (each command has its tests under tests/commands/)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tabletop import __version__
from tabletop.cli import main
from tests import REPO


def test_version_prints_and_exits(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"Tabletop {__version__}"


def _plain_start_prints(tmp_path, expression: str, before: str = "") -> str:
    """Start the app with no command line (to its first title frame, in a child, after
    running the code `before`) and return what `expression` evaluates to there afterwards."""
    code = f"{before}import sys\nfrom tabletop.cli import main\nmain([])\nprint({expression})"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "TABLETOP_HOME": str(tmp_path),
           "TABLETOP_BENCH_FIRST_FRAME": "1"}
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[-1]


def test_a_plain_start_loads_no_command_nor_yaml(tmp_path):
    """The title screen is timed against a bare pygame window: the commands' modules (and
    the YAML, engine and content modules they import at their top) are not part of it."""
    loaded = _plain_start_prints(tmp_path, "sorted(m for m in sys.modules if m.startswith('tabletop.commands') "
                                           "or m in ('yaml', 'tabletop.engine'))")
    assert loaded == "[]"


def test_a_plain_start_builds_no_parser(tmp_path):
    """argparse (and the gettext it imports) is ~4 ms of start-up: a plain start has no
    command line to parse."""
    assert _plain_start_prints(tmp_path, "'argparse' in sys.modules") == "False"


def test_a_plain_start_does_not_load_the_kept_games_rows(tmp_path):
    """The title lists the unfinished games only after its first frame (their autosaves
    are replayed first), so the first frame has no rows to draw nor their module to load."""
    assert _plain_start_prints(tmp_path, "'tabletop.ui.scenes.kept' in sys.modules") == "False"


def test_a_plain_start_runs_no_garbage_collection_before_its_first_frame(tmp_path):
    """Start-up frees almost nothing, so the collector waits until the title is on screen
    (tabletop.ui.app.settle_in), and then is back on for the rest of the run."""
    code = ("import gc\n"
            "from tabletop.ui import app\n"
            "told, at_first_frame = app._first_frame_told, []\n"
            "app._first_frame_told = lambda: at_first_frame.append(gc.isenabled()) or told()\n")
    assert _plain_start_prints(tmp_path, "at_first_frame, gc.isenabled()", before=code) == "[False] True"
