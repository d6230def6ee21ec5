"""Build hook: the wheel carries the data folders inside the package.

The repository keeps content/, sprites/, fonts/ and sounds/ at the top level (beside the
`tabletop` package), but an installed wheel has no "folder above the package" of its
own: site-packages is shared. So building the wheel copies them to `tabletop/assets/`,
where `tabletop.runtime.paths.resource_root` looks first. An editable install keeps
reading them from the checkout. Everything else about the build is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
ASSET_FOLDERS = ("content", "sprites", "fonts", "sounds", "packaging/licenses")  # tabletop.runtime.paths.ASSET_FOLDERS
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")


class BuildWithAssets(build_py):
    """build_py, then the data folders copied into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tabletop" / "assets"
        for folder in ASSET_FOLDERS:
            shutil.copytree(ROOT / folder, target / folder, ignore=SKIP, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildWithAssets})
