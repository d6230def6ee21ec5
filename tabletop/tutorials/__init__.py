"""Learn to play: guided first games, written as content (`content/<game>/tutorial.yaml`).

`script` reads and checks a tutorial file (its docstring is the authors' guide, also in
content/TUTORIALS.md), `run` follows a tutorial step by step over a Match (the same
logic for the table and for `validate`), `loader` loads a bundled tutorial and replays
its scripted steps through `run` to check them, `progress` keeps where the learner left off.
None of it imports pygame: the table side lives in tabletop/ui/scenes/tutorial.py and tabletop/ui/tutorial_check.py.
"""
