"""The test suite; its folders mirror the `tabletop` package (and `tools/`)."""

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
"""The repository's root: content/, tools/ and the rest sit under it."""
TESTS = REPO / "tests"
"""The test data: fixtures/, scenarios/ and puzzles/."""
