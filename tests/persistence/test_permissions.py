"""Permission faults, seen as an ordinary user (issue #51): root reads and writes anything,
so the fault battery running as root never met them. Each case runs in a child dropped to
`nobody` (tests/isolated.py); skipped where that is impossible (not root, no such user).

The homes are made outside pytest's own temporary folder, which is private to root.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop import registry
from tabletop.engine.match import Match, Seat
from tabletop.persistence.saves import save_match
from tabletop.ui.headless import play_random
from tests.isolated import nobody_ids, run_isolated
from tests.ui.support import SHOTS

pytestmark = pytest.mark.skipif(nobody_ids() is None, reason="dropping privileges needs root and a 'nobody' user")


@pytest.fixture
def open_home() -> Iterator[Path]:
    """A home folder anyone may enter and read (but only root may write)."""
    home = Path(tempfile.mkdtemp(prefix="tabletop-home-"))
    home.chmod(0o755)
    yield home
    shutil.rmtree(home)


def test_an_unreadable_save_is_explained_in_the_load_list_and_by_play_load(open_home):
    saves = open_home / "saves"
    saves.mkdir(mode=0o755)
    match = Match(registry.load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Bram", "human", 1)], 4)
    play_random(match, 3, 4)
    save_match(match, saves / "good.json")
    save_match(match, saves / "shut.json")
    (saves / "shut.json").chmod(0o000)
    shots = open_home / "shots"  # nobody cannot write to the shared screenshot folder
    shots.mkdir(mode=0o777)
    shots.chmod(0o777)
    shot = shots / "load-list-unreadable-save.png"
    answer = run_isolated(f"""
        from tabletop.persistence.saves import list_saves
        from tabletop.persistence.userdirs import save_dir
        from tabletop.ui.app import _first_scene
        from tabletop.ui.headless import headless_app, save_png
        from tabletop.ui.scenes.saves import LoadScene
        listed = {{info.path.name: (info.error.message if info.error else "ok") for info in list_saves(save_dir())}}
        app = headless_app()
        _first_scene(app, None, None, None, None, save_dir() / "shut.json")  # what `play --load` does
        app.scenes.apply_pending()
        dialog = app.scenes.top
        app.scenes.pop()
        app.scenes.push(LoadScene(app))
        app.scenes.apply_pending()
        save_png(app, {str(shot)!r})
        report(uid=os.getuid(), listed=listed, title=dialog.title, message=dialog.message)
    """, env={"TABLETOP_HOME": str(open_home)}, as_nobody=True)
    refusal = "Tabletop is not allowed to read this file (its permissions shut it out)"
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    shutil.copy(shot, Path(SHOTS) / shot.name)
    assert answer["uid"] != 0
    assert answer["listed"] == {"good.json": "ok", "shut.json": refusal}
    assert answer["title"] == "This save cannot be loaded"
    assert answer["message"] == f"save 'shut.json': {refusal}"


def test_an_unwritable_home_is_told_once_and_the_app_runs_on(open_home):
    answer = run_isolated("""
        from tabletop.ui import app as app_module
        shown = []
        show = app_module.App.show_message
        app_module.App.show_message = lambda self, title, message: (shown.append([title, message]),
                                                                    show(self, title, message))
        os.environ["TABLETOP_BENCH_FIRST_FRAME"] = "1"  # run_app returns after the first frame
        code = app_module.run_app()
        report(uid=os.getuid(), code=code, shown=shown)
    """, env={"TABLETOP_HOME": str(open_home)}, as_nobody=True)
    assert answer["uid"] != 0 and answer["code"] == 0
    [(title, message)] = answer["shown"]
    assert title == "Nothing can be kept"
    assert message.startswith(f"Tabletop cannot write to its folder {open_home / 'saves'} ")
    assert "You can play" in message
