"""What keeps a run safe wherever it runs: where the bundled data lives (source tree or
executable), the size and nesting limits checked before parsing, text made safe to draw,
and crash reports. Every layer may use it, and nothing here imports pygame but the crash
report's dialog, which borrows pygame's message box only when a crash is to be shown."""
