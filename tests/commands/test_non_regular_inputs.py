"""A named pipe handed to the commands: `play --load`, `replay` and `validate` answer at
once with the file named instead of waiting on it (issue #51). Each runs in a child with
a hang limit (tests/isolated.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from tabletop.runtime.paths import content_root, sounds_root
from tests.isolated import make_fifo, run_command, run_isolated
from tests.ui.support import SHOTS


def test_play_load_of_a_pipe_opens_the_window_with_a_message(tmp_path):
    pipe = make_fifo(tmp_path / "game.json")
    done = run_command(["play", "--load", str(pipe)], env={"TABLETOP_BENCH_FIRST_FRAME": "1"})
    assert done.returncode == 0 and "FIRST_FRAME" in done.stdout, done.stderr
    shot = Path(SHOTS) / "play-load-a-pipe.png"
    answer = run_isolated(f"""
        from tabletop.ui.app import _first_scene
        from tabletop.ui.headless import headless_app, save_png
        app = headless_app()
        _first_scene(app, None, None, None, None, {str(pipe)!r})
        app.scenes.apply_pending()
        save_png(app, {str(shot)!r})
        top = app.scenes.top
        report(title=top.title, message=top.message)
    """)
    assert answer == {"title": "This save cannot be loaded",
                      "message": "save 'game.json': this is a named pipe, not a save file"}


def test_replay_of_a_pipe_exits_2_naming_it(tmp_path):
    pipe = make_fifo(tmp_path / "game.json")
    done = run_command(["replay", str(pipe), "--step", "0", "--out", str(tmp_path / "x.png")])
    assert done.returncode == 2
    assert done.stderr.strip() == "save 'game.json': this is a named pipe, not a save file"
    assert not (tmp_path / "x.png").exists()


def test_validate_names_each_pipe_in_the_content_and_exits_1(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(content_root(), root)
    pipes = [make_fifo(root / "golden_sails" / "cards.yaml"), make_fifo(root / "pirates_gold" / "rules.md"),
             make_fifo(root / "winds_of_trade" / "notes.yaml"), make_fifo(root / "sounds.yaml")]
    done = run_command(["validate", str(root)])
    assert done.returncode == 1, done.stdout + done.stderr
    for pipe in pipes:
        assert f"{pipe}: cannot read the file: it is not a regular file (a named pipe)" in done.stdout.splitlines()
    assert len(done.stdout.splitlines()) == len(pipes), done.stdout


def test_validate_names_a_pipe_where_a_sound_file_should_be(tmp_path):
    sounds = tmp_path / "sounds"
    shutil.copytree(sounds_root(), sounds)
    pipe = make_fifo(sounds / "chime.ogg")
    answer = run_isolated(f"""
        from pathlib import Path
        from tabletop.runtime import paths
        paths.sounds_root = lambda: Path({str(sounds)!r})
        from tabletop.commands.validate import validate_root
        from tabletop.ui.sound import SoundPlayer
        from tabletop.persistence.settings import Settings
        errors = [str(error) for error in validate_root()]
        import pygame
        pygame.mixer.init()
        player = SoundPlayer(Settings(), folder=Path({str(sounds)!r}))
        decoded = {{name: player._decode(name, name) is not None for name in ("chime.ogg", "card-draw.ogg")}}
        report(errors=errors, decoded=decoded)
    """)
    assert len(answer["errors"]) == 1
    assert answer["errors"][0].endswith(f"'chime.ogg' in {sounds} is not a regular file (a named pipe)")
    assert "sounds.yaml:" in answer["errors"][0]
    assert answer["decoded"] == {"chime.ogg": False, "card-draw.ogg": True}, "the mixer is never handed a pipe"
    assert pipe.exists()
