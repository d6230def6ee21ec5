"""Widgets: the pieces scenes and game tables are built from."""

from tabletop.ui.widgets.anim import Animator, Tween
from tabletop.ui.widgets.base import Clickable, Widget
from tabletop.ui.widgets.button import Button
from tabletop.ui.widgets.controls import Choice, Stepper, Toggle
from tabletop.ui.widgets.icon import Icon, SeatBadge, draw_seat_badge, draw_seat_mark
from tabletop.ui.widgets.labels import Label, Panel, TextBlock, draw_panel
from tabletop.ui.widgets.log_panel import LogPanel
from tabletop.ui.widgets.text_input import TextInput
from tabletop.ui.widgets.tooltip import TooltipLayer

__all__ = ["Animator", "Button", "Choice", "Clickable", "Icon", "Label", "LogPanel", "Panel", "SeatBadge",
           "Stepper", "TextBlock", "TextInput", "Toggle", "TooltipLayer", "Tween", "Widget",
           "draw_panel", "draw_seat_badge", "draw_seat_mark"]
