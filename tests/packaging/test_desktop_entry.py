"""The Linux desktop entry and AppStream metainfo: valid by Debian's validators (CI
installs them; without them only the checks below run) and in step with the program."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

from tabletop import __version__
from tabletop.ui.window_identity import WINDOW_CLASS
from tests import REPO

PACKAGING = REPO / "packaging"
APP_ID = "io.github.tabletop_games.Tabletop"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def _entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_entry_names_the_window_class_the_command_and_the_icon():
    entry = _entry()
    assert entry["StartupWMClass"] == WINDOW_CLASS
    assert entry["Exec"] == "tabletop" and entry["Icon"] == APP_ID
    assert (PACKAGING / "tabletop.png").is_file()


def test_the_metainfo_matches_the_entry_and_the_version():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("releases/release").get("version") == __version__


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="Debian's desktop-file-utils not installed")
def test_desktop_file_validate():
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="Debian's appstream not installed")
def test_appstreamcli_validate():
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
