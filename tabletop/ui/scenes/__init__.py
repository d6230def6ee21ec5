"""The app's scenes: title, game select, seat setup, table, hand-off, results and overlays."""
