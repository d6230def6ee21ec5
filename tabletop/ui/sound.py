"""The app's sound: pygame.mixer behind a player that is always safe to call.

Start-up is benchmarked, so nothing here happens before the first frame is on screen:
the audio device is opened on the player's second `update` (the frame after the first,
a few milliseconds); a background thread then reads the sound map (YAML, and the
content reader's imports) and decodes every effect (pygame lets go of the GIL while
SDL_mixer decodes), so no frame waits for either, and sounds play once it is done.
Ambience streams through pygame.mixer.music, so a long loop is never decoded at once.
With no audio device, a broken sound map or a missing file, the app carries on
silently; the reason is logged once.

Widgets without an app (a button's click) reach the app's player through `cue`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Iterable

import pygame

from tabletop.runtime.regular_files import require_regular

if TYPE_CHECKING:  # the map and its YAML reader load after the first frame, not at import
    import threading

    from tabletop.audio.mapping import SoundMap
    from tabletop.engine.events import Event


def _warn(message: str, *args) -> None:
    """Log why a sound is missing (logging is imported only then: start-up is timed)."""
    import logging

    logging.getLogger(__name__).warning(message, *args)


BUFFER = 2048
"""Samples per mixing round: 46 ms of latency, ample for a card laid down, and half the
audio thread's wake-ups of the usual 1024 on a busy two-core machine."""
CHANNELS = 12
"""Effects that can sound at once; thinning keeps far fewer busy."""
READER_POLL_S = 0.05
"""How often the loop looks whether the thread reading and decoding the sounds is done."""

_active: "SoundPlayer | None" = None


def cue(name: str) -> None:
    """Play the app sound `name` ("click", "handoff", "win", "end") if a player is running."""
    if _active is not None:
        _active.play_ui(name)


def effect_volume(settings) -> float:
    """The volume of effects the settings ask for (0 when muted)."""
    if getattr(settings, "muted", False):
        return 0.0
    return getattr(settings, "master_volume", 0.8) * getattr(settings, "effects_volume", 1.0)


def ambience_volume(settings) -> float:
    if getattr(settings, "muted", False):
        return 0.0
    return getattr(settings, "master_volume", 0.8) * getattr(settings, "ambience_volume", 0.0)


class SoundPlayer:
    """One per app. `update` each frame; `on_events` when the table starts to show a move."""

    def __init__(self, settings, *, folder: Path | None = None, sound_map: Path | None = None) -> None:
        self.settings = settings
        self._folder = folder
        self._map_path = sound_map
        self.map: SoundMap | None = None
        self.ready: bool | None = None
        """None until the device is tried; then whether sound can play at all."""
        self._frames = 0
        self._reader: threading.Thread | None = None
        self._read: list = []
        """What the reader thread produced: [SoundMap] or [the exception]."""
        self._clock = 0.0
        self._queue: list[tuple[float, str]] = []
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._ambience: str | None = None
        self._playing_ambience: str | None = None
        self.played: list[str] = []
        """Sound ids in the order they were started (tests read it; kept short)."""

    # --- life ----------------------------------------------------------------------------------

    def install(self) -> "SoundPlayer":
        """Make this the player `cue` reaches."""
        global _active
        _active = self
        return self

    def start(self) -> bool:
        """Open the audio device and read the sound map now (the smoke check, the bench);
        False, and silence, if either fails."""
        if self.ready is None and self.open_device():
            self.take_map(self.read_map())
        return bool(self.ready)

    def open_device(self) -> bool:
        """Open the mixer on this (the main) thread; False, and sound off, without a device."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=BUFFER)
            pygame.mixer.set_num_channels(CHANNELS)
        except Exception as error:  # no device, no driver: play on in silence
            self.take_map(error)
            return False
        return True

    def read_map(self) -> "SoundMap | Exception":
        """Read content/sounds.yaml (safe on any thread: no pygame); the failure is returned."""
        try:
            import tabletop.audio.cues  # noqa: F401  (imported here, off the frame that first needs it)
            from tabletop.audio.mapping import load_sound_map
            from tabletop.runtime.paths import sounds_root

            self._folder = self._folder or sounds_root()
            return load_sound_map(self._map_path)
        except Exception as error:  # a broken map: silence, and the reason in the log
            return error

    def prepare(self) -> "SoundMap | Exception":
        """The reader thread's work: read the map and decode every effect. The main thread
        touches neither the map nor the decoded sounds until `take_map` (after the thread)."""
        outcome = self.read_map()
        if not isinstance(outcome, Exception):
            self._loaded = {sid: self._decode(sid, spec.file) for sid, spec in outcome.sounds.items()}
        return outcome

    def take_map(self, outcome: "SoundMap | Exception") -> None:
        """Ready with the map `read_map` produced, or off (logged once) with its failure."""
        if isinstance(outcome, Exception):
            text = str(outcome)
            _warn("sound is off: %s", text.splitlines()[0] if text else type(outcome).__name__)
            self.ready = False
        else:
            self.map = outcome
            self.ready = True

    def close(self) -> None:
        global _active
        if _active is self:
            _active = None
        if self._reader is not None:
            self._reader.join(timeout=5)  # never quit the mixer under a decoding thread
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        self.ready, self._reader, self._read, self._loaded, self._queue = None, None, [], {}, []
        self._playing_ambience = None

    # --- each frame ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._frames += 1
        if self._frames < 2:
            return  # the first frame shows before the device opens
        if self.ready is None:
            if self._reader is None:
                if self.open_device():
                    import threading

                    self._reader = threading.Thread(target=lambda: self._read.append(self.prepare()),
                                                    name="sound-map", daemon=True)
                    self._reader.start()
                return
            if self._reader.is_alive():
                return
            self.take_map(self._read[0])
        if not self.ready:
            self._queue.clear()
            return
        self._clock += dt
        while self._queue and self._queue[0][0] <= self._clock:
            _, sound = self._queue.pop(0)
            self.play(sound)
        self._sync_ambience()

    def wake_in(self) -> float | None:
        """When the loop must step again for sound alone (it sleeps while nothing changes):
        at once until the device is tried, every READER_POLL_S while the map is read and
        decoded, then when the next queued sound of a batch falls due."""
        if self._frames < 2 or (self.ready is None and self._reader is None):
            return 0.0
        if self.ready is None:
            return READER_POLL_S
        if self.ready and self._queue:
            return max(0.0, self._queue[0][0] - self._clock)
        return None

    # --- effects -------------------------------------------------------------------------------

    def on_events(self, game_id: str, events: Iterable["Event"], speed: float = 1.0) -> None:
        """A batch of events is being shown: queue the sounds it makes."""
        if not self.ready or effect_volume(self.settings) <= 0:
            return
        from tabletop.audio.cues import cues_for

        for item in cues_for(self.map, game_id, events, speed):
            self._queue.append((self._clock + item.delay, item.sound))
        self._queue.sort(key=lambda entry: entry[0])

    def play_ui(self, name: str) -> None:
        if self.ready and name in self.map.ui:
            self.play(self.map.ui[name])

    def play(self, sound_id: str) -> None:
        volume = effect_volume(self.settings)
        if not self.ready or volume <= 0:
            return
        sound = self.load(sound_id)
        if sound is None:
            return
        sound.set_volume(volume)
        sound.play()
        self.played = (self.played + [sound_id])[-32:]

    def load(self, sound_id: str) -> "pygame.mixer.Sound | None":
        """The decoded sound (decoded now if the reader thread has not); None if it cannot be."""
        if sound_id not in self._loaded:
            spec = self.map.sounds.get(sound_id)
            self._loaded[sound_id] = self._decode(sound_id, spec.file) if spec is not None else None
        return self._loaded[sound_id]

    def _decode(self, sound_id: str, file: str) -> "pygame.mixer.Sound | None":
        try:
            return pygame.mixer.Sound(str(require_regular(self._folder / file)))
        except (pygame.error, OSError) as error:  # NotRegularFile too: the mixer would wait on a pipe
            _warn("sound %s (%s) could not be loaded: %s", sound_id, file, error)
            return None

    def load_all(self) -> dict[str, bool]:
        """Decode every effect now and open every ambience file; name -> loaded (the smoke check)."""
        if not self.start():
            return {}
        found = {sid: self.load(sid) is not None for sid in self.map.sounds}
        for aid, file in self.map.ambience.items():
            try:
                pygame.mixer.Sound(str(require_regular(self._folder / file)))
                found[f"ambience:{aid}"] = True
            except (pygame.error, OSError):
                found[f"ambience:{aid}"] = False
        return found

    # --- settings and ambience -----------------------------------------------------------------

    def toggle_mute(self) -> bool:
        """M: mute or unmute (saved with the settings by the caller); the new state."""
        self.settings.muted = not getattr(self.settings, "muted", False)
        self.apply_settings()
        return self.settings.muted

    def apply_settings(self) -> None:
        """The volumes changed: silence what is sounding when muted, follow the ambience level."""
        if not self.ready:
            return
        if effect_volume(self.settings) <= 0:
            pygame.mixer.stop()
            self._queue.clear()
        self._sync_ambience()

    @property
    def ambience(self) -> str | None:
        """The ambience loop playing now (None: none)."""
        return self._playing_ambience

    def set_ambience(self, game_id: str | None) -> None:
        """The game whose ambience should loop (None: none); it starts on the next update."""
        self._ambience = game_id

    def _sync_ambience(self) -> None:
        volume = ambience_volume(self.settings)
        game = self.map.games.get(self._ambience) if self._ambience else None
        wanted = game.ambience if game is not None and volume > 0 else None
        if wanted != self._playing_ambience:
            self._playing_ambience = wanted
            try:
                if wanted is None:
                    pygame.mixer.music.fadeout(600)
                    return
                pygame.mixer.music.load(str(require_regular(self._folder / self.map.ambience[wanted])))
                pygame.mixer.music.play(loops=-1, fade_ms=1500)
            except (pygame.error, OSError) as error:
                _warn("ambience %s could not be played: %s", wanted, error)
                return
        if wanted is not None:
            pygame.mixer.music.set_volume(volume)
