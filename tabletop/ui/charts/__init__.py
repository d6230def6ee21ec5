"""Charts drawn with pygame: a finished game's progress, and a balance report's picture."""
