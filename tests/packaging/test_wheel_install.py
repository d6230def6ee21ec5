"""`pip install` (not editable) of the wheel built from the sdist gives a working program.

Built as a user's pip would build it: the sdist from the checkout, the wheel from the
sdist (so the sdist is shown to carry everything), installed into a fresh venv, then
run from a folder far from the checkout, whose name has a space and an umlaut. Marked
slow (a minute: a venv and its dependencies); `make test` and CI run it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.runtime.paths import ASSET_FOLDERS
from tests import REPO

pytestmark = pytest.mark.slow

SDIST_SCRIPT = "import sys, setuptools.build_meta as b; print(b.build_sdist(sys.argv[1]))"


def _run(command: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: float = 600) -> str:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """(sdist, wheel), the wheel built from the sdist."""
    out = tmp_path_factory.mktemp("dist")
    name = _run([sys.executable, "-c", SDIST_SCRIPT, str(out)], cwd=REPO).strip().splitlines()[-1]
    sdist = out / name
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(sdist)], cwd=out)
    wheels = list(out.glob("tabletop-*.whl"))
    assert len(wheels) == 1, wheels
    return sdist, wheels[0]


def test_sdist_and_wheel_carry_every_data_file(built):
    sdist, wheel = built
    shipped = sorted(path.relative_to(REPO).as_posix() for folder in ASSET_FOLDERS
                     for path in (REPO / folder).rglob("*") if path.is_file() and "__pycache__" not in path.parts)
    with tarfile.open(sdist) as archive:
        in_sdist = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    with zipfile.ZipFile(wheel) as archive:
        in_wheel = {name.removeprefix("tabletop/assets/") for name in archive.namelist()}
    assert set(shipped) <= in_sdist
    assert set(shipped) <= in_wheel
    assert not any(name.startswith(("tests/", "tools/", "results/")) for name in in_wheel)


def test_installed_wheel_runs_from_another_folder(built, tmp_path):
    _, wheel = built
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    constraints = ["--constraint", str(REPO / "constraints.txt")]
    _run([str(bindir / "python"), "-m", "pip", "install", "--quiet", *constraints, str(wheel)], cwd=tmp_path)
    elsewhere = tmp_path / "Täble top"
    elsewhere.mkdir()
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "TABLETOP_CONTENT")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=str(tmp_path / "home"))
    program = str(bindir / "tabletop")
    assert _run([program, "--version"], cwd=elsewhere, env=env).strip() == f"Tabletop {__version__}"
    smoke = _run([program, "smoke"], cwd=elsewhere, env=env)
    last = smoke.strip().splitlines()[-1]
    passed, total = last.split()[0].split("/")
    assert passed == total and int(total) >= 70, last
    found = _run([str(bindir / "python"), "-c", "import tabletop; from tabletop.runtime.paths import resource_root; "
                  "print(tabletop.__file__); print(resource_root())"], cwd=elsewhere, env=env).splitlines()
    package, root = Path(found[0]).parent, Path(found[1])
    assert package.is_relative_to(venv) and root == package / "assets"   # the installed copy, not the checkout
