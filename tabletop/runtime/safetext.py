"""Making any string safe to draw, and a name safe to keep.

A name comes from a keyboard, a save or the settings file, and any of those can hold
characters that break drawing or mislead the eye: NUL (pygame refuses to render it), lone
surrogates (not encodable as UTF-8), line breaks, bidirectional controls (U+202E turns
"Ana" + "txt.exe" around so a name can pose as another), zero-width characters (two names
that look the same but differ), and endless runs of combining marks that paint over the
lines nearby. `drawable` is applied to every line the canvas draws; `clean_name` to every
name where it enters the program. Pure Python: the engine and persistence use it too.
"""

from __future__ import annotations

import unicodedata

from tabletop.runtime.limits import MAX_COMBINING_MARKS, MAX_DRAWN_CHARS

REPLACEMENT = "?"
"""Drawn in place of a character that cannot be encoded at all (a lone surrogate): a plain
question mark, since the fonts we ship have no glyph for U+FFFD."""

_SPACES = {"Zl", "Zp", "Zs"}   # line and paragraph separators and odd spaces read as one space
_DROPPED = {"Cc", "Cf"}        # control characters; format characters (bidi controls, zero-width)


def drawable(text: str) -> str:
    """`text` as one line that renders without error and reads as it is stored: control
    and format characters removed, other separators made spaces, lone surrogates replaced,
    combining runs and the whole line kept to the limits of tabletop.runtime.limits."""
    if text.isascii() and text.isprintable():
        return text[:MAX_DRAWN_CHARS]  # almost every line: nothing to do but the length
    kept: list[str] = []
    marks = 0
    for char in text[: MAX_DRAWN_CHARS * 16]:  # bounded even when most characters are dropped
        category = unicodedata.category(char)
        if category in _DROPPED:
            if char == "\t":
                kept.append(" ")
            continue
        if category == "Cs":
            char = REPLACEMENT
        elif category in _SPACES:
            char = " "
        if category in ("Mn", "Me"):
            marks += 1
            if marks > MAX_COMBINING_MARKS:
                continue
        else:
            marks = 0
        kept.append(char)
        if len(kept) >= MAX_DRAWN_CHARS:
            break
    return "".join(kept)


def clean_name(name: str) -> str:
    """A seat name as drawable text with its spaces collapsed and trimmed (may be empty)."""
    return " ".join(drawable(name).split())
