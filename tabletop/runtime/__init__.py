"""What keeps a run safe wherever it runs: where the bundled data lives (source tree or
executable), the size and nesting limits checked before parsing, text made safe to draw,
and crash reports. Nothing here imports pygame; every layer may use it."""
