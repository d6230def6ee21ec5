"""Sound: every event kind the games emit maps to a sound or is silent on purpose, every
mapped file exists and decodes, a batch of events is thinned, sounds follow the table
(not the bots' thinking), and without an audio device the app runs silent."""

from __future__ import annotations

import ast
import json

import pygame
import pytest

from tabletop.audio.cues import MAX_PER_BATCH, cues_for
from tabletop.audio.mapping import load_sound_map, sounds_path
from tabletop.content.errors import ContentErrors
from tabletop.engine.events import Event
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.persistence.settings import Settings, load_settings
from tabletop.registry import GAME_IDS, load_game
from tabletop.runtime.paths import resource_root, sounds_root
from tabletop.ui.headless import _NoBot, headless_app
from tabletop.ui.sound import SoundPlayer

ROOT = resource_root()
MAX_TOTAL_BYTES = 3 * 1024 * 1024


def until_ready(app) -> None:
    """Step frames until the sound map (read on a thread) is in; at most ten seconds."""
    import time

    deadline = time.monotonic() + 10
    while app.sound.ready is None and time.monotonic() < deadline:
        app.step([], 1 / 60)
        time.sleep(0.005)


def emitted_kinds(game_id: str) -> tuple[set[str], list[str]]:
    """Every event kind a game's code can emit, read from its source: the first argument
    of each `Event(...)` call, a string or a module-level string constant (`SAIL = "sail"`,
    `SAIL: str = "sail"`, `A, B = "a", "b"`). Calls whose kind cannot be read this way are returned as places,
    so a new way of naming kinds fails the test instead of slipping past it."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8"))
             for path in sorted((ROOT / "tabletop" / "games" / game_id).rglob("*.py"))}
    constants: dict[str, str] = {}
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, ast.AnnAssign) and node.value is not None:
                targets = [node.target]
            elif isinstance(node, ast.Assign):
                targets = node.targets
            else:
                continue
            for target in targets:
                pairs = [(target, node.value)]
                if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    pairs = list(zip(target.elts, node.value.elts))
                for name, value in pairs:
                    if isinstance(name, ast.Name) and isinstance(value, ast.Constant) and isinstance(value.value, str):
                        constants[name.id] = value.value
    kinds, unreadable = set(), []
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Event":
                arg = node.args[0] if node.args else None
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    kinds.add(arg.value)
                elif isinstance(arg, ast.Name) and arg.id in constants:
                    kinds.add(constants[arg.id])
                else:
                    unreadable.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return kinds, unreadable


@pytest.fixture(scope="module")
def sound_map():
    return load_sound_map()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_event_kind_a_game_emits_has_a_sound_or_is_silent_on_purpose(sound_map, game_id):
    kinds, unreadable = emitted_kinds(game_id)
    assert not unreadable, f"Event(...) calls whose kind the test cannot read: {unreadable}"
    assert kinds, "the scan found no events at all"
    listed = set(sound_map.games[game_id].events)
    assert not kinds - listed, f"{game_id} emits kinds content/sounds.yaml does not list: {sorted(kinds - listed)}"
    assert not listed - kinds, f"content/sounds.yaml lists kinds {game_id} never emits: {sorted(listed - kinds)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_kinds_seen_in_a_played_game_are_listed(sound_map, game_id):
    """A cross-check of the source scan: what random games really emit is listed too."""
    game = load_game(game_id)
    seen: set[str] = set()
    for seed in (1, 2):
        match = Match(game, [Seat(f"P{i}", "random", i) for i in range(game.max_players)], seed)
        seen |= {event.kind for event in match.opening_events}
        rng = Rng(seed)
        for _ in range(3000):
            if match.state.is_over():
                break
            seen |= {event.kind for event in match.apply(rng.choice(match.state.legal_actions()))}
    assert seen <= set(sound_map.games[game_id].events)


def test_every_mapped_file_exists_loads_and_is_credited(sound_map):
    folder = sounds_root()
    files = sound_map.files()
    on_disk = sorted(p.name for p in folder.glob("*.ogg"))
    assert sorted(files) == on_disk, "every OGG in sounds/ is used, every file the map names is there"
    credits = (folder / "CREDITS.md").read_text(encoding="utf-8")
    assert all(name in credits for name in on_disk), "each sound's source and licence is in CREDITS.md"
    assert sum((folder / name).stat().st_size for name in on_disk) <= MAX_TOTAL_BYTES
    player = SoundPlayer(Settings())
    try:
        found = player.load_all()
    finally:
        player.close()
    assert found and all(found.values()), found
    assert set(sound_map.ui.values()) <= set(sound_map.sounds)


def test_a_batch_is_thinned_to_a_few_distinct_sounds_in_order(sound_map):
    events = [Event(kind, "") for kind in ("draw", "draw", "play", "roll", "sail", "load", "assault", "draw")]
    cues = cues_for(sound_map, "pirates_gold", events)
    sounds = [c.sound for c in cues]
    assert len(sounds) == MAX_PER_BATCH == len(set(sounds))
    assert sounds == ["dice", "sail", "raid"], "the three most important (the earlier of a tie), in order"
    assert [c.delay for c in cues] == sorted(c.delay for c in cues) and cues[0].delay == 0
    distinct = list(dict.fromkeys(sound_map.sound_for("pirates_gold", e.kind) for e in events))
    ranked = sorted(distinct, key=lambda s: -sound_map.sounds[s].priority)
    assert set(sounds) == set(ranked[:MAX_PER_BATCH])


def test_private_and_silent_events_make_no_sound(sound_map):
    private = Event("drawn", "You draw a card.", audience=frozenset({0}))
    assert cues_for(sound_map, "pirates_gold", [private, Event("pass", "")]) == []
    assert cues_for(sound_map, "no_such_game", [Event("roll", "")]) == []


def test_a_broken_sound_map_names_file_line_and_field(tmp_path):
    bad = tmp_path / "sounds.yaml"
    bad.write_text("sounds:\n  dice: {file: dice.ogg, priority: 3}\n  bad: {file: ../x.ogg}\n"
                   "games:\n  pirates_gold:\n    events:\n      roll: dise\n", encoding="utf-8")
    with pytest.raises(ContentErrors) as caught:
        load_sound_map(bad)
    text = str(caught.value)
    assert "sounds.yaml:3: sounds.bad.file" in text
    assert "sounds.yaml:7: games.pirates_gold.events.roll" in text and "did you mean 'dice'" in text


def test_sounds_play_when_the_table_shows_a_move_once_each():
    """A person's move sounds as the table animates it; the same event never twice."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.scenes.table_host import TableHostScene

    game = load_game("pirates_gold")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 7)
    app = headless_app(settings=Settings(handoff_screens=False))
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    app.scenes.reset(TableHostScene(app, controller))
    app.scenes.apply_pending()
    until_ready(app)
    assert app.sound.ready
    before = len(app.sound.played)
    action = controller.legal_for_display()[0]
    expected = [c.sound for c in cues_for(app.sound.map, "pirates_gold", controller.submit(action))]
    for _ in range(60):
        app.step([], 1 / 60)
    assert app.sound.played[before:] == expected
    app.close()


def test_a_batch_sounds_in_full_on_the_loops_own_wake_ups():
    """The loop sleeps while nothing changes: the player asks for the frames its device,
    its reader thread and each later sound of a batch need, and then for none."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.pacing import FRAME
    from tabletop.ui.scenes.table_host import TableHostScene

    game = load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 7)
    app = headless_app(settings=Settings(handoff_screens=False))
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    app.scenes.reset(TableHostScene(app, controller))
    app.scenes.apply_pending()

    def untouched(seconds: float) -> None:
        now = 0.0
        while now < seconds and (wake := app.wake_in()) is not None:
            app.step([], max(wake, FRAME))
            now += max(wake, FRAME)

    import time
    deadline = time.monotonic() + 10
    while app.sound.ready is None and time.monotonic() < deadline:
        untouched(0.2)
    assert app.sound.ready
    before = len(app.sound.played)
    events = []
    while len({c.sound for c in cues_for(app.sound.map, "golden_sails", events)}) < 2:
        events = controller.submit(controller.legal_for_display()[0])
    expected = [c.sound for c in cues_for(app.sound.map, "golden_sails", events)]
    untouched(30)
    assert app.sound.played[before:][-len(expected):] == expected
    assert app.sound.wake_in() is None
    app.close()


def test_a_bot_move_sounds_only_when_it_is_played_on_the_table():
    from tabletop.ui.controller import MatchController
    from tabletop.ui.scenes.table_host import TableHostScene

    class SlowBot(_NoBot):
        """Answers only when told to: the search finished but the move is not shown yet."""
        answer = None

        def request(self, *args, **kwargs) -> None:
            pass

        def poll(self):
            return self.answer

    game = load_game("pirates_gold")
    match = Match(game, [Seat("Cora", "random", 0), Seat("Ana", "human", 1)], 3)
    bot = SlowBot()
    app = headless_app()
    controller = MatchController(match, bot, app.settings, autosave=False)
    app.scenes.reset(TableHostScene(app, controller))
    app.scenes.apply_pending()
    until_ready(app)
    for _ in range(30):
        app.step([], 1 / 60)
    assert controller.to_act() == 0 and app.sound.played == []
    sounds = load_sound_map()
    bot.answer = next(action for action in match.state.legal_actions()
                      if cues_for(sounds, "pirates_gold", match.state.clone().apply(action)))
    for _ in range(90):
        app.step([], 1 / 60)
    assert len(match.history) >= 1
    expected = [c.sound for c in cues_for(app.sound.map, "pirates_gold", match.history[0].events)]
    assert expected and app.sound.played[:len(expected)] == expected
    app.close()


def test_without_an_audio_device_the_app_runs_silent(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = headless_app()
    from tabletop.ui.scenes.title import TitleScene

    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    for _ in range(5):
        app.step([], 1 / 60)
        app.render()
    assert app.sound.ready is False, "no device: off at once, without waiting for the map"
    app.sound.on_events("pirates_gold", [Event("roll", "")])
    app.sound.play("dice")
    app.sound.set_ambience("pirates_gold")
    app.step([], 1 / 60)
    assert app.sound.played == []
    app.close()


def test_m_mutes_and_unmutes_and_is_remembered_but_not_while_typing_a_name():
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.title import TitleScene

    app = headless_app()
    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    press_m = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m")
    app.step([press_m], 1 / 60)
    assert app.settings.muted and load_settings().muted
    app.step([press_m], 1 / 60)
    assert not app.settings.muted and not load_settings().muted
    setup = SetupScene(app, "pirates_gold")
    app.scenes.reset(setup)
    app.scenes.apply_pending()
    field = next(w for w in setup.widgets if hasattr(w, "focus") and hasattr(w, "max_length"))
    field.focus(True)
    app.step([press_m], 1 / 60)
    assert not app.settings.muted, "an m typed into a name is a letter, not the mute key"
    app.close()


def test_muted_or_zero_volume_plays_nothing():
    app = headless_app(settings=Settings(muted=True))
    until_ready(app)
    app.sound.play("dice")
    app.sound.settings.muted = False
    app.sound.settings.effects_volume = 0.0
    app.sound.play("dice")
    assert app.sound.played == []
    app.sound.settings.effects_volume = 1.0
    app.sound.play("dice")
    assert app.sound.played == ["dice"]
    app.close()


def test_the_hand_off_chimes_and_a_persons_win_gets_the_fanfare():
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import play_random
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.results import ResultsScene

    app = headless_app()
    until_ready(app)
    game = load_game("golden_sails")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 5)
    HandoffScene(app, MatchController(match, _NoBot(), app.settings, autosave=False))
    assert app.sound.played[-1] == app.sound.map.ui["handoff"]
    play_random(match, 100_000, 5)
    ResultsScene(app, match)
    assert app.sound.played[-1] == app.sound.map.ui["win"]
    bots = Match(game, [Seat("Cora", "random", 0), Seat("Dan", "random", 1)], 5)
    play_random(bots, 100_000, 5)
    ResultsScene(app, bots)
    assert app.sound.played[-1] == app.sound.map.ui["end"]
    app.close()


def test_volumes_are_saved_and_a_bad_one_falls_back(tmp_path):
    from tabletop.persistence.settings import save_settings, settings_path

    save_settings(Settings(master_volume=0.5, effects_volume=0.0, ambience_volume=1.0, muted=True))
    loaded = load_settings()
    assert (loaded.master_volume, loaded.effects_volume, loaded.ambience_volume, loaded.muted) == (0.5, 0.0, 1.0, True)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    data["master_volume"] = 7
    settings_path().write_text(json.dumps(data), encoding="utf-8")
    problems: list[str] = []
    assert load_settings(problems).master_volume == Settings().master_volume
    assert problems and "master_volume" in problems[0]


def test_the_sound_map_and_thinning_need_no_pygame():
    import subprocess
    import sys

    code = "import sys, tabletop.audio.cues, tabletop.audio.mapping; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_no_frame_waits_for_the_sound_map(monkeypatch):
    import threading

    from tabletop.audio import mapping

    gate = threading.Event()
    real = mapping.load_sound_map

    def slow(path=None):
        gate.wait(10)
        return real(path)

    monkeypatch.setattr(mapping, "load_sound_map", slow)
    app = headless_app()
    for _ in range(5):
        app.step([], 1 / 60)  # each returns though the map is still being read
    assert app.sound.ready is None
    gate.set()
    until_ready(app)
    assert app.sound.ready
    app.close()


def test_ambience_is_off_at_first_and_follows_the_table_and_the_settings():
    from tabletop.ui.controller import MatchController
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.scenes.title import TitleScene

    app = headless_app(settings=Settings(handoff_screens=False))
    game = load_game("pirates_gold")
    match = Match(game, [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 7)
    app.scenes.reset(TableHostScene(app, MatchController(match, _NoBot(), app.settings, autosave=False)))
    app.scenes.apply_pending()
    until_ready(app)
    app.step([], 1 / 60)
    assert app.sound.ambience is None, "ambience is off by default"
    app.settings.ambience_volume = 0.5
    app.sound.apply_settings()
    assert app.sound.ambience == "sea"
    app.toggle_mute()
    assert app.sound.ambience is None
    app.toggle_mute()
    assert app.sound.ambience == "sea"
    other = Match(load_game("golden_sails"), [Seat("Ana", "human", 0), Seat("Ben", "human", 1)], 7)
    app.scenes.reset(TableHostScene(app, MatchController(other, _NoBot(), app.settings, autosave=False)))
    app.scenes.apply_pending()   # a loaded game replaces the table: the new one is built first
    app.step([], 1 / 60)
    assert app.sound.ambience == "harbour"
    app.scenes.reset(TitleScene(app))
    app.scenes.apply_pending()
    app.step([], 1 / 60)
    assert app.sound.ambience is None, "the menus have no ambience"
    app.close()


def test_validate_checks_the_sound_map(tmp_path):
    import shutil

    from tabletop.commands.validate import validate_root

    root = tmp_path / "content"
    shutil.copytree(sounds_path().parent, root)
    assert validate_root(root) == []
    text = (root / "sounds.yaml").read_text(encoding="utf-8").replace("      roll: dice\n", "      roll: 3\n")
    (root / "sounds.yaml").write_text(text, encoding="utf-8")
    errors = validate_root(root)
    assert [e.field for e in errors] == ["games.pirates_gold.events.roll"] and errors[0].line
