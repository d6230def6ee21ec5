"""Computer players over the engine contract: random, greedy, ISMCTS, the worker, the simulator.

Nothing here imports pygame, and no bot ever receives a State: a bot is handed one
seat's View and builds the worlds it searches with `game.determinize(view, rng)`.
"""

from tabletop.ai.bot import BOT_NAMES, Bot, make_bot

__all__ = ["BOT_NAMES", "Bot", "make_bot"]
