"""The command line's commands, one module each; `tabletop.cli` parses and dispatches.

Each module keeps its heavy imports (pygame, the games, the bots) inside its functions,
so a command loads only what it needs and `sim`, `score` and `validate` never load pygame.
"""
