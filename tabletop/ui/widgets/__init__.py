"""Widgets: the pieces scenes and game tables are built from.

Names are imported on first use (PEP 562), so the title screen — the frame whose start-up
is benchmarked — loads only the widgets it draws.
"""

from __future__ import annotations

import importlib

_HOMES = {
    "Animator": "anim", "Tween": "anim",
    "Clickable": "base", "ListRow": "base", "Widget": "base",
    "Focus": "focus", "Stop": "focus",
    "Button": "button",
    "Choice": "controls", "Stepper": "controls", "Toggle": "controls",
    "badge_font": "icon", "draw_seat_badge": "icon", "draw_seat_mark": "icon",
    "draw_panel": "panel",
    "LogPanel": "log_panel",
    "Slider": "slider",
    "TextInput": "text_input",
    "Timeline": "timeline",
    "Toast": "toast",
    "TooltipLayer": "tooltip",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value
