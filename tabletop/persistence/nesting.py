"""How deeply parsed JSON nests, measured without recursion.

Saves and settings refuse documents nested deeper than MAX_JSON_DEPTH (tabletop.runtime.limits):
deep enough nesting makes every recursive step after parsing (checksums, copies, repr)
fail with RecursionError instead of a message. Kept apart from saves.py so settings,
read before the first frame, can use it without importing the engine.
"""

from __future__ import annotations

from tabletop.runtime.limits import MAX_JSON_DEPTH


def json_depth(value: object, stop: int = MAX_JSON_DEPTH) -> int:
    """Levels of lists and objects in `value` (a scalar is 0); counting stops just past `stop`."""
    deepest = 0
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth)
        if depth <= stop:  # anything deeper is refused anyway: no need to walk all of it
            pending.extend((child, depth + 1) for child in children)
    return deepest
