"""Finished and saved games looked at again: replay positions, progress figures over a
game, per-player statistics and their text. Nothing here imports pygame."""
