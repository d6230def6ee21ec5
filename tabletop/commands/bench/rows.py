"""`tabletop bench` report rows: what a row holds, how the report prints them, and the
small statistics and game lists every measurement shares."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Row:
    """One line of the report: what was measured, the figure, the target and the verdict."""

    name: str
    value: str
    target: str
    ok: bool | None  # None: no target, or not measured
    data: dict = field(default_factory=dict)


def format_rows(rows: list[Row], quick: bool) -> str:
    verdict = {True: "ok", False: "MISSED", None: "-"}
    width = max(len(row.name) for row in rows)
    lines = [f"tabletop bench{' --quick' if quick else ''} (medians)", ""]
    for row in rows:
        lines.append(f"{row.name:<{width}}  {row.value}")
        note = row.data.get("error") or row.data.get("note")
        lines.append(f"{'':<{width}}  target {row.target}: {verdict[row.ok]}" + (f" ({note})" if note else ""))
    return "\n".join(lines)


def percentile(sorted_values: list[float], pct: float) -> float:
    """Nearest-rank percentile of an already sorted list."""
    rank = max(1, round(pct / 100 * len(sorted_values)))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def max_or_none(values: list) -> float | None:
    known = [v for v in values if v is not None]
    return max(known) if known else None


def table_games() -> list[str]:
    """Games with a table, for the frame-time rows."""
    from tabletop.registry import PLAYABLE

    return sorted(PLAYABLE)


def rules_games() -> list[str]:
    """Games whose rules load, for the engine and search rows (they need no table)."""
    from tabletop.registry import RULES

    return sorted(RULES)
