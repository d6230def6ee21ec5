"""The crash handler: an uncaught error always leaves a report and is never silent."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tabletop import __version__
from tests import REPO


def _run(code: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "TABLETOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=60)


def test_console_crash_prints_and_saves_report(tmp_path):
    result = _run("from tabletop.runtime.crash import install_crash_handler\n"
                  "install_crash_handler(windowed=False)\n"
                  "raise ValueError('the kraken ate the deck')", tmp_path)
    assert result.returncode == 1
    assert "ValueError: the kraken ate the deck" in result.stderr
    reports = list((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 1
    assert str(reports[0]) in result.stderr
    assert "the kraken ate the deck" in reports[0].read_text(encoding="utf-8")
    log = (tmp_path / "logs" / "tabletop.log").read_text(encoding="utf-8")
    assert "Uncaught exception" in log
    assert f"Started: Tabletop {__version__}, Python" in log.splitlines()[0]   # which version wrote the log
    assert reports[0].read_text(encoding="utf-8").splitlines()[1].startswith(f"Tabletop {__version__}, Python")


def test_windowed_crash_without_streams_still_reports(tmp_path):
    """A windowed build has no stdout/stderr; the dialog cannot open under the dummy
    driver, so the log must say so and still hold the whole traceback."""
    result = _run("import sys\n"
                  "sys.stdout = None; sys.stderr = None\n"
                  "from tabletop.runtime.crash import install_crash_handler\n"
                  "install_crash_handler()\n"
                  "print('a stray print must not raise')\n"
                  "def deep():\n    raise RuntimeError('lost at sea')\n"
                  "deep()", tmp_path)
    assert result.returncode == 1
    logs = tmp_path / "logs"
    log = (logs / "tabletop.log").read_text(encoding="utf-8")
    assert "RuntimeError: lost at sea" in log and "in deep" in log
    assert "crash dialog could not be shown" in log
    assert "a stray print must not raise" in (logs / "console.log").read_text(encoding="utf-8")
    assert list(logs.glob("crash-*.txt"))


def test_thread_errors_are_logged(tmp_path):
    result = _run("import threading\n"
                  "from tabletop.runtime.crash import install_crash_handler\n"
                  "install_crash_handler(windowed=False)\n"
                  "t = threading.Thread(target=lambda: 1 / 0, name='bot-feeder'); t.start(); t.join()\n",
                  tmp_path)
    assert result.returncode == 0
    log = (tmp_path / "logs" / "tabletop.log").read_text(encoding="utf-8")
    assert "thread bot-feeder" in log and "ZeroDivisionError" in log


def test_a_full_log_is_shifted_aside_at_start(tmp_path):
    from tabletop.runtime.crash import _rotate

    log = tmp_path / "tabletop.log"
    log.write_text("small", encoding="utf-8")
    _rotate(log, keep=2, max_bytes=100)
    assert log.read_text(encoding="utf-8") == "small"          # under the limit: left alone
    for generation in ("first", "second", "third"):
        log.write_text(generation * 50, encoding="utf-8")
        _rotate(log, keep=2, max_bytes=100)
        assert not log.exists()
    assert (tmp_path / "tabletop.log.1").read_text(encoding="utf-8").startswith("third")
    assert (tmp_path / "tabletop.log.2").read_text(encoding="utf-8").startswith("second")
    assert not (tmp_path / "tabletop.log.3").exists()        # the oldest beyond `keep` is overwritten


def test_hooks_alone_still_report_a_crash_in_the_log(tmp_path):
    """The app opens the log file after its first frame; a crash before then opens it
    itself, so the report and the log are the same as with the whole handler."""
    result = _run("from tabletop.runtime.crash import catch_crashes\n"
                  "catch_crashes(windowed=False)\n"
                  "import sys; assert 'logging' not in sys.modules\n"
                  "raise ValueError('a squall before the first frame')", tmp_path)
    assert result.returncode == 1
    assert "ValueError: a squall before the first frame" in result.stderr
    reports = list((tmp_path / "logs").glob("crash-*.txt"))
    assert len(reports) == 1 and str(reports[0]) in result.stderr
    log = (tmp_path / "logs" / "tabletop.log").read_text(encoding="utf-8")
    assert "Started: Tabletop" in log.splitlines()[0] and "Uncaught exception" in log


def test_a_warning_before_the_log_is_open_reaches_it(tmp_path):
    result = _run("from tabletop.runtime.crash import catch_crashes, logger\n"
                  "catch_crashes(windowed=False)\n"
                  "logger('tabletop.persistence.settings').warning('settings.json: not JSON')\n", tmp_path)
    assert result.returncode == 0, result.stderr
    log = (tmp_path / "logs" / "tabletop.log").read_text(encoding="utf-8")
    assert "Started: Tabletop" in log.splitlines()[0] and "settings.json: not JSON" in log.splitlines()[1]


def test_the_title_start_opens_the_log_after_its_first_frame(tmp_path):
    """`logging` (~6 ms of regular expressions at import) is not loaded before the first
    title frame; the log file is open once that frame is up."""
    result = _run("import os, sys\n"
                  "os.environ['TABLETOP_BENCH_FIRST_FRAME'] = '1'  # stop when the hook below says so\n"
                  "from tabletop.ui import app\n"
                  "frames = []\n"
                  "app._first_frame_told = lambda: frames.append('logging' in sys.modules) or len(frames) == 2\n"
                  "app.run_app()\n"
                  "print('logging loaded at frames 1, 2:', frames)\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert "logging loaded at frames 1, 2: [False, True]" in result.stdout
    assert "Started: Tabletop" in (tmp_path / "logs" / "tabletop.log").read_text(encoding="utf-8")
