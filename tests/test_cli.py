"""The command line's own options (each command has its tests under tests/commands/)."""

from __future__ import annotations

import pytest

from tabletop import __version__
from tabletop.cli import main


def test_version_prints_and_exits(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"Tabletop {__version__}"
