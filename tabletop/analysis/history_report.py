"""History and statistics in words: what the History and Statistics screens show, and
what `python -m tabletop history` and `stats` print (as text or JSON). No pygame."""

from __future__ import annotations

from datetime import datetime

from tabletop.persistence.history import GameResult, HistoryEntry
from tabletop.analysis.stats import GameStats, PlayerStats, Tally, level_of

SHARED_WIN_NOTE = "A shared win counts as a win for each winner."
RESET_NOTE = "Resetting keeps every game in the history; the statistics then count only games finished afterwards."


def when(finished_at: str) -> str:
    """A history date as people read it, in local time: '26 Nov 2026, 16:40'."""
    try:
        stamp = datetime.fromisoformat(finished_at)
    except ValueError:
        return finished_at
    return stamp.astimezone().strftime("%d %b %Y, %H:%M")


def kind_label(kind: str) -> str:
    """'person', 'computer, normal', or a test seat's name ('random')."""
    if kind == "human":
        return "person"
    return f"computer, {level_of(kind)}" if kind.startswith("ai:") else level_of(kind)


def seat_label(result: GameResult, seat: int) -> str:
    """'Ana' for a person, 'Cora (computer, easy)' for a computer seat."""
    name, kind = result.names[seat], result.kinds[seat]
    return name if kind == "human" else f"{name} ({kind_label(kind)})"


def score_text(result: GameResult, seat: int) -> str:
    """A seat's points, or for a game won rather than scored, 'won' or 'lost'."""
    if result.scored:
        return str(result.totals[seat])
    return "won" if seat in result.winners else "lost"


def winners_text(result: GameResult) -> str:
    names = [result.names[s] for s in result.winners]
    if not names:
        return "nobody"
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]} (shared)"


def category_label(category: str) -> str:
    """A breakdown category or figure as a heading: 'golden_isle' → 'Golden isle'."""
    return category.replace("_", " ").replace("-", " ").capitalize()


def percent(tally: Tally) -> str:
    return f"{round(100 * tally.rate)} %" if tally.games else "–"


def tally_text(tally: Tally) -> str:
    games = "1 game" if tally.games == 1 else f"{tally.games} games"
    wins = "1 win" if tally.wins == 1 else f"{tally.wins} wins"
    return f"{games}, {wins} ({percent(tally)})"


def number(value: float | None) -> str:
    """A mean to one decimal ('41.5'), whole numbers without one ('3')."""
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


# ---- history ----------------------------------------------------------------------


def entry_line(entry: HistoryEntry) -> str:
    if not entry.ok or entry.result is None:
        return f"DAMAGED  {entry.error}"
    r = entry.result
    seats = " · ".join(f"{seat_label(r, s)} {score_text(r, s)}" for s in range(r.players))
    return f"{when(r.finished_at)}  {r.game_name}  winner: {winners_text(r)}  —  {seats}"


def history_text(entries: list[HistoryEntry]) -> str:
    if not entries:
        return "No finished games yet."
    damaged = sum(not e.ok for e in entries)
    head = f"{len(entries)} finished game{'s' if len(entries) != 1 else ''}, newest first"
    head += f" ({damaged} damaged)" if damaged else ""
    return "\n".join([head, *(entry_line(e) for e in entries)])


def entry_json(entry: HistoryEntry) -> dict:
    if not entry.ok or entry.result is None:
        assert entry.error is not None
        return {"file": entry.path.name, "damaged": True, "error": str(entry.error), "field": entry.error.field}
    r = entry.result
    return {"file": entry.path.name, "damaged": False, "game": r.game, "game_name": r.game_name,
            "finished_at": r.finished_at, "players": r.players, "actions": entry.actions,
            "seats": [{"name": r.names[s], "kind": r.kinds[s], "total": r.totals[s], "winner": s in r.winners}
                      for s in range(r.players)],
            "winners": list(r.winners), "scored": r.scored}


# ---- statistics ----------------------------------------------------------------------


def game_line(game: GameStats) -> str:
    line = f"{game.game_name}: {tally_text(game.tally)}"
    if game.scored:
        line += f", mean score {number(game.mean)}, best {number(game.best)}"
    else:
        line += ", won rather than scored"
    return line


def averages_line(game: GameStats) -> str:
    parts = " · ".join(f"{category_label(k)} {number(v)}" for k, v in game.averages().items())
    return f"{game.game_name}: {parts}"


def player_lines(player: PlayerStats) -> list[str]:
    lines = [f"{player.name} — {tally_text(player.overall)}, longest winning streak {player.longest_streak}"]
    if player.since is not None:
        lines.append(f"  counting games since {when(player.since.isoformat())}")
    lines.append("  By game:")
    lines.extend(f"    {game_line(g)}" for g in player.by_game.values())
    lines.append("  By number of players:")
    lines.extend(f"    {n} players: {tally_text(t)}" for n, t in sorted(player.by_players.items()))
    lines.append("  Against computer players:")
    lines.extend(f"    {level}: {tally_text(t)}" for level, t in player.against.items())
    if not player.against:
        lines.append("    none yet")
    lines.append("  Average per game by category:")
    lines.extend(f"    {averages_line(g)}" for g in player.by_game.values())
    return lines


def stats_text(players: list[PlayerStats]) -> str:
    if not players:
        return "No statistics yet: they are counted from finished games with people at the table."
    lines = [SHARED_WIN_NOTE]
    for player in players:
        lines.append("")
        lines.extend(player_lines(player))
    return "\n".join(lines)


def stats_json(players: list[PlayerStats]) -> dict:
    return {"note": SHARED_WIN_NOTE, "players": [p.to_json() for p in players]}
