"""Running a piece of Tabletop in its own process, for tests where a defect would hang or
would need another user.

A named pipe (FIFO) opened for reading waits for a writer for ever, so a test of the
paths that must refuse one runs them in a child with a time limit: a hang fails the test
(`pytest.fail`, with what the child printed) instead of freezing the suite. The limit is
generous on purpose (it bounds a hang, it times nothing; a busy machine can take seconds
just to import pygame); the child reports how long the path itself took, for the
battery's counts.

Permission faults are invisible to root, so `as_nobody=True` drops the child to the
`nobody` user before the code runs. The interpreter lives under /root here, which nobody
cannot read, so the child imports every Tabletop module (and with them what they use)
while still root, then drops privileges, then runs the code.
"""

from __future__ import annotations

import json
import os
import pwd
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests import REPO

HANG_LIMIT_S = 240.0
"""How long a child may take before it counts as hung: never reached by a working path, even
on a machine so loaded that starting Python and pygame takes a minute."""

_PRELUDE = """
import json, os, sys, time
sys.path.insert(0, {repo!r})
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
def report(**values):
    print("RESULT " + json.dumps(values), flush=True)
"""

_DROP = """
import importlib, pkgutil
import tabletop
for _module in pkgutil.walk_packages(tabletop.__path__, "tabletop."):
    if not _module.name.endswith("__main__"):
        importlib.import_module(_module.name)
import encodings.ascii, encodings.idna, encodings.latin_1, encodings.utf_16, encodings.utf_8_sig  # noqa
import json.decoder, logging.handlers  # noqa
os.setgroups([])
os.setgid({gid})
os.setuid({uid})
"""


def nobody_ids() -> tuple[int, int] | None:
    """(uid, gid) of `nobody` when this process can become it (it runs as root), else None."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return None
    try:
        entry = pwd.getpwnam("nobody")
    except KeyError:
        return None
    return entry.pw_uid, entry.pw_gid


def run_isolated(code: str, env: dict[str, str] | None = None, as_nobody: bool = False,
                 limit_s: float = HANG_LIMIT_S) -> dict:
    """Run `code` (which calls `report(...)` once) in a fresh interpreter; returns what it
    reported. Fails the test when the child hangs (runs past `limit_s`), crashes or reports
    nothing."""
    prelude = _PRELUDE.format(repo=str(REPO))
    if as_nobody:
        ids = nobody_ids()
        if ids is None:
            pytest.skip("dropping privileges needs root and a 'nobody' user")
        prelude += _DROP.format(uid=ids[0], gid=ids[1])
    try:
        done = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], cwd=REPO,
                              env={**os.environ, **(env or {})}, capture_output=True, text=True,
                              timeout=limit_s)
    except subprocess.TimeoutExpired as hung:
        pytest.fail(f"the child hung (no answer in {limit_s:.0f} s); it printed: {hung.stdout!r} {hung.stderr!r}")
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, f"child failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return json.loads(lines[-1][len("RESULT "):])


def run_command(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`python -m tabletop ARGS` in a child; fails the test when it hangs."""
    try:
        return subprocess.run([sys.executable, "-m", "tabletop", *args], cwd=REPO,
                              env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                                   **(env or {})},
                              capture_output=True, text=True, timeout=HANG_LIMIT_S)
    except subprocess.TimeoutExpired as hung:
        pytest.fail(f"`tabletop {' '.join(args)}` hung; it printed: {hung.stdout!r} {hung.stderr!r}")


def make_fifo(path: Path) -> Path:
    """A named pipe at `path` (replacing any file there); skips where the platform has none."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("this platform has no named pipes")
    path = Path(path)
    if path.exists() or path.is_symlink():
        path.unlink()
    os.mkfifo(path)
    return path
