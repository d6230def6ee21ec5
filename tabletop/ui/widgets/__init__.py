"""Widgets: the pieces scenes and game tables are built from.

Names are imported on first use (PEP 562), so the title screen — the frame whose start-up
is benchmarked — loads only the widgets it draws.
"""

from __future__ import annotations

from tabletop.lazy_names import names_on_first_use

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


__getattr__ = names_on_first_use(__name__, _HOMES, globals())
