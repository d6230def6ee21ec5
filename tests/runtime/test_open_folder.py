"""Opening a folder in the file manager: the system's opener, and a sentence when it fails."""

from __future__ import annotations

import sys

import pytest

from tabletop.runtime import open_folder as opener


@pytest.mark.skipif(sys.platform == "win32", reason="Windows opens folders with os.startfile")
def test_the_system_opener_gets_the_folder_without_the_bundle_libraries(monkeypatch, tmp_path):
    started = []
    monkeypatch.setattr(opener.subprocess, "Popen", lambda command, **kw: started.append((command, kw["env"])))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", str(tmp_path))
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/lib/mine")
    assert opener.open_folder(tmp_path) is None
    (command, env), = started
    assert command[1:] == [str(tmp_path)] and command[0] in ("xdg-open", "open")
    assert env["LD_LIBRARY_PATH"] == "/usr/lib/mine"


@pytest.mark.skipif(sys.platform == "win32", reason="Windows opens folders with os.startfile")
def test_no_opener_is_told_with_the_folder(monkeypatch, tmp_path):
    def missing(command, **kw):
        raise FileNotFoundError(2, "No such file or directory")

    monkeypatch.setattr(opener.subprocess, "Popen", missing)
    assert opener.open_folder(tmp_path) == f"Could not open the folder (No such file or directory). It is {tmp_path}"
