"""The small Markdown subset the in-app rules use: headings, paragraphs, lists, bold.

Rules summaries are written as `content/<game>/rules.md` so authors edit text, not code.
Parsing is plain Python (no drawing), so it is tested on its own; the rules overlay lays
the blocks out with the house fonts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ITEM = re.compile(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$")
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


@dataclass
class Block:
    """One block: `kind` is h1, h2, h3, p or item; items have a nesting level and marker."""

    kind: str
    text: str
    level: int = 0
    marker: str = ""


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    current: Block | None = None
    for raw in source.splitlines():
        line = raw.rstrip()
        if not line.strip():
            current = None
            continue
        heading = _HEADING.match(line)
        if heading:
            blocks.append(Block(f"h{min(3, len(heading.group(1)))}", heading.group(2)))
            current = None
            continue
        item = _ITEM.match(line)
        if item:
            marker = item.group(2)
            current = Block("item", item.group(3).strip(), len(item.group(1).expandtabs(4)) // 2,
                            "•" if marker in "-*+" else marker)
            blocks.append(current)
            continue
        if current is not None:
            current.text += " " + line.strip()
            continue
        current = Block("p", line.strip())
        blocks.append(current)
    return blocks


def runs(text: str) -> list[tuple[str, bool]]:
    """Split inline text into (text, bold) runs on `**` markers."""
    parts = text.split("**")
    if len(parts) % 2 == 0:  # an unmatched ** is shown as written
        parts = parts[:-2] + [parts[-2] + "**" + parts[-1]]
    return [(part, i % 2 == 1) for i, part in enumerate(parts) if part]
