"""The engine package names its contract lazily (PEP 562): each name is the one its own
module defines, an unknown name is an AttributeError, and importing the package or
`engine.seat` loads none of the contract's modules."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import tabletop.engine as engine
from tests import REPO


@pytest.mark.parametrize("name", engine.__all__)
def test_each_name_is_its_modules_own(name):
    home = {"Action": "action", "IllegalAction": "action", "Event": "events", "Rng": "rng"}.get(name, "game")
    assert getattr(engine, name) is getattr(importlib.import_module(f"tabletop.engine.{home}"), name)


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="Nothing"):
        getattr(engine, "Nothing")


def test_the_seats_module_loads_nothing_else_of_the_engine():
    code = ("import sys\nfrom tabletop.engine.seat import Seat\n"
            "print(sorted(m for m in sys.modules if m.startswith('tabletop.engine')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['tabletop.engine', 'tabletop.engine.seat']"
