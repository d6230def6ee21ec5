"""Which sounds a batch of events makes, and when: many events at once are thinned.

A move's events arrive together when the table starts to animate them (a person's click,
or a computer's move once it is shown). Each public event kind maps to a sound or to
silence; a sound is heard at most once per batch, and of a long batch (a round ending)
only the MAX_PER_BATCH most important are kept, in the order they happened, a short
STAGGER apart so they read as a sequence rather than a wall of noise. Private events
(a card only its owner sees) never sound: everyone at the table hears the speakers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from tabletop.audio.mapping import SoundMap
from tabletop.engine.events import Event

MAX_PER_BATCH = 3
STAGGER = 0.14
"""Seconds between the sounds of one batch, at normal animation speed."""


@dataclass(frozen=True)
class Cue:
    sound: str
    delay: float


def cues_for(sounds: SoundMap, game_id: str, events: Iterable[Event], speed: float = 1.0) -> list[Cue]:
    """The sounds `events` make in game `game_id`, thinned and spaced for animation `speed`
    (0: animations off, the sounds follow each other at the normal pace)."""
    heard: list[str] = []
    for event in events:
        if event.audience is not None:
            continue
        sound = sounds.sound_for(game_id, event.kind)
        if sound is not None and sound not in heard:
            heard.append(sound)
    if len(heard) > MAX_PER_BATCH:
        rank = sorted(heard, key=lambda s: -sounds.sounds[s].priority)[:MAX_PER_BATCH]
        heard = [s for s in heard if s in rank]
    gap = STAGGER / speed if speed > 0 else STAGGER
    return [Cue(sound, i * gap) for i, sound in enumerate(heard)]
