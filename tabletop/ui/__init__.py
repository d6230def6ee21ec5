"""The pygame-ce user interface: window, scenes, widgets, theme and the match controller.

Importing it keeps pygame's greeting off stdout (the smoke and bench commands print
machine-read lines there).
"""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
