"""Shared test set-up: headless SDL and a private user-data folder for every test run."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path_factory, monkeypatch):
    """Saves, autosaves and settings of tests never touch the real user folder."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
