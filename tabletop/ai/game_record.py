"""One simulated game as `sim`, its journal and the balance report keep it.

Its own module so that the runner (`sim.py`) and the journal (`sim_journal.py`), which
each need it, do not need each other both ways.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GameRecord:
    """One simulated game, as the report needs it."""

    seed: int
    names: list[str]
    totals: list[int] | None = None
    winners: list[int] = field(default_factory=list)
    actions: int = 0
    think: list[tuple[str, float]] = field(default_factory=list)   # (bot name, seconds)
    illegal: int = 0
    error: str | None = None
    capped: bool = False
    ending: str = ""
    rounds: int = 0
    breakdown: list[dict[str, int]] | None = None   # per seat, the Result's categories (or figures)
    first_seat: int | None = None                   # the seat that made the game's first move
    turn_order: list[int] | None = None             # seats in turn order, start player first (Result.turn_order)


OPTIONAL_FIELDS = ("breakdown", "first_seat", "turn_order")
"""GameRecord fields added after journals were first written: a journal line without them
still reads (the balance report then has no score categories or first mover for that game)."""
