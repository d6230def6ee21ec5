"""Every size limit on what Tabletop reads or draws, in one place, each with its reason.

Files in the user data folder (saves, autosaves, settings) and in a content folder can be
damaged, hand-edited or hostile. Each limit below is checked before the expensive step it
protects (reading, parsing, drawing), so a bad file costs milliseconds and ends in a
message instead of a frozen window or a crash. The values sit far above anything Tabletop
itself writes, so no honest file comes near them.
"""

from __future__ import annotations

MAX_SAVE_BYTES = 2 * 1024 * 1024
"""A save or autosave file. The longest seeded random playouts (Sail to India, about 1,800
actions) write about 63 KB; 2 MB is thirty times that, and reading and checking 2 MB of
JSON takes a fraction of a second, where an unchecked 60 MB file took 7 s."""

MAX_SETTINGS_BYTES = 64 * 1024
"""settings.json: a handful of values and at most four remembered seats, under 1 KB."""

MAX_JSON_DEPTH = 16
"""Nesting of a save or settings document. Tabletop writes at most 4 levels (document,
seat list, seat; in a history entry: result, breakdown list, one seat's breakdown);
anything deeper is not one of its files, and refusing it early keeps Python's recursion
limit out of reach of every later step."""

MAX_CONTENT_FILE_BYTES = 1024 * 1024
"""One YAML file of game content. The largest bundled one (cards.yaml) is under 8 KB;
PyYAML parses about a third of a megabyte a second, so 1 MB still validates in seconds
where an unchecked 21 MB file ran for more than a minute."""

MAX_YAML_DEPTH = 32
"""Nesting of a content file. The bundled content uses at most 6 levels. PyYAML builds
its node tree recursively and overflows Python's stack at a few hundred levels, so the
composer is stopped at this depth, long before that."""

MAX_NAME_LENGTH = 14
"""A seat name as typed in seat setup: fits the seat badges and the log without cutting."""

MAX_GAME_NAME_LENGTH = 60
"""A game's name in its game.yaml: the longest bundled one ("Winds of Trade") has 14
characters; 60 still fits the game-select card and a rules tab, where a 5,000-character
name would run off the screen and stall the first frame that measures it."""

MAX_SAVED_NAME_LENGTH = 64
"""A seat name read from a save or settings. Longer than anything the setup screen lets
anyone type (MAX_NAME_LENGTH), so no save Tabletop wrote is refused; a longer name is a
hand-made or damaged file (a 20,000-character name used to stall the first frame 51 s)."""

MAX_COMBINING_MARKS = 3
"""Combining marks kept after one letter when drawing (é is one; Vietnamese stacks two).
Longer runs ("Zalgo" text) would paint over the lines above and below the name."""

MAX_DRAWN_CHARS = 400
"""The longest single line the canvas renders: 400 characters are already wider than
the whole window at the smallest font; beyond that pygame would build a surface of
megabytes for text no one can see."""

MAX_MESSAGE_CHARS = 400
"""The longest error message built from a file's content (a SaveError): long enough for
file, field and reason, short enough that quoting a huge field cannot flood a dialog."""

STALE_TEMP_AGE_S = 60.0
"""A temp file of an atomic write older than this is left over from a killed write and is
removed at start. Writing a save takes milliseconds; the margin keeps a second Tabletop
window's write in progress safe."""

MAX_HISTORY_GAMES = 1_000
"""Finished games kept in the history folder; past this the oldest are deleted as each new
one is written. A thousand evenings of play, and listing them all stays quick."""

MAX_HISTORY_BYTES = 50 * 1024 * 1024
"""The history folder's size; past this the oldest entries go, however few they are. An
entry is a save plus its result (a few KB to about 70 KB), so a thousand games of Golden
Sails take about 15 MB and a thousand long games of Sail to India stay within the cap."""

MAX_STATS_RESET_BYTES = 64 * 1024
"""stats-resets.json: one date per player name whose statistics were reset, under 1 KB."""

MAX_HISTORY_INDEX_BYTES = 8 * 1024 * 1024
"""The history's summary index (.index.json): about 1 KB per game, so a full history of
MAX_HISTORY_GAMES takes about 1 MB. Bigger is not one Tabletop wrote, and is not used."""

MAX_REVIEW_BYTES = 2 * 1024 * 1024
"""A kept review (`<entry>.review` beside its history entry): about 200 bytes per judged
decision, so even a long game of a thousand decisions takes a fifth of this."""
