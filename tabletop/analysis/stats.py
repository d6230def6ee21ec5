"""Statistics per player name, counted from the history's finished games.

Names are the profiles: every person's seat counts for the name typed in it, across
games. Computer seats are not profiles; they appear as the levels a person played
against. Rules of the count:

- A shared win counts as a win for each of the winners (not 1/k as in `balance`
  reports): the question here is "did I win?", and a shared victory is a victory.
- Scores are compared only within one game: mean and best score and the breakdown
  averages are per game. A game that is won rather than scored (Winds of Trade) has no
  score; its averages are the figures that decided it (islands, gold, cargo…).
- "Against a level": a game counts once for each computer level seated at the table.
- The longest winning streak runs over the name's games in the order they finished,
  across all games.
- Only games finished after the name's reset point (tabletop.persistence.stats_resets)
  count; damaged history entries count for nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from tabletop.persistence.history import GameResult, HistoryEntry
from tabletop.registry import GAME_IDS


@dataclass
class Tally:
    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += won

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict:
        return {"games": self.games, "wins": self.wins, "win_rate": round(self.rate, 4)}


@dataclass
class GameStats:
    """One name's games of one game."""

    game: str
    game_name: str
    scored: bool
    tally: Tally = field(default_factory=Tally)
    score_sum: int = 0
    best: int | None = None
    categories: list[str] = field(default_factory=list)
    """Breakdown categories (figures, for a game won rather than scored) in first-seen order."""
    sums: dict[str, int] = field(default_factory=dict)

    def add(self, result: GameResult, seat: int, won: bool) -> None:
        self.tally.add(won)
        values = result.breakdown[seat] if result.scored else result.figures[seat]
        names = result.categories if result.scored else result.figure_names
        for name in names:
            if name not in self.sums:
                self.categories.append(name)
                self.sums[name] = 0
            self.sums[name] += values.get(name, 0)
        if self.scored:
            total = result.totals[seat]
            self.score_sum += total
            self.best = total if self.best is None else max(self.best, total)

    @property
    def mean(self) -> float | None:
        return self.score_sum / self.tally.games if self.scored and self.tally.games else None

    def averages(self) -> dict[str, float]:
        return {name: self.sums[name] / self.tally.games for name in self.categories}

    def to_json(self) -> dict:
        data = {"game": self.game, "name": self.game_name, **self.tally.to_json(), "scored": self.scored,
                "averages": {k: round(v, 4) for k, v in self.averages().items()}}
        if self.scored:
            data["mean_score"] = round(self.mean or 0.0, 4)
            data["best_score"] = self.best
        return data


@dataclass
class PlayerStats:
    name: str
    overall: Tally = field(default_factory=Tally)
    by_game: dict[str, GameStats] = field(default_factory=dict)
    by_players: dict[int, Tally] = field(default_factory=dict)
    against: dict[str, Tally] = field(default_factory=dict)
    """Computer level (easy, normal, hard; random and greedy test seats) → games and wins."""
    longest_streak: int = 0
    streak: int = 0
    """The current run of wins (the latest games)."""
    since: datetime | None = None
    """The reset point: only games finished after it count (None: every game)."""

    def add(self, result: GameResult, seat: int) -> None:
        won = seat in result.winners
        self.overall.add(won)
        game = self.by_game.get(result.game)
        if game is None:
            game = self.by_game[result.game] = GameStats(result.game, result.game_name or result.game, result.scored)
        game.add(result, seat, won)
        self.by_players.setdefault(result.players, Tally()).add(won)
        for level in sorted({level_of(kind) for kind in result.kinds if kind != "human"}):
            self.against.setdefault(level, Tally()).add(won)
        self.streak = self.streak + 1 if won else 0
        self.longest_streak = max(self.longest_streak, self.streak)

    def to_json(self) -> dict:
        return {"name": self.name, **self.overall.to_json(), "longest_win_streak": self.longest_streak,
                "current_win_streak": self.streak,
                "since": self.since.isoformat(timespec="seconds") if self.since else None,
                "by_game": [game.to_json() for game in self.by_game.values()],
                "by_player_count": {str(n): tally.to_json() for n, tally in sorted(self.by_players.items())},
                "against_levels": {level: tally.to_json() for level, tally in self.against.items()}}


LEVEL_ORDER = ("easy", "normal", "hard", "greedy", "random")


def level_of(kind: str) -> str:
    """A seat kind as a level: 'ai:normal' → 'normal'; the test seats keep their names."""
    return kind.split(":", 1)[1] if kind.startswith("ai:") else kind


def player_stats(entries: list[HistoryEntry], resets: dict[str, datetime] | None = None) -> list[PlayerStats]:
    """The statistics of every name a person played under, most games first (a name
    whose statistics were reset since its last game is listed with none)."""
    resets = resets or {}
    players: dict[str, PlayerStats] = {}
    readable = [(e.result, e.path.name) for e in entries if e.ok and e.result is not None]
    readable.sort(key=lambda pair: (pair[0].finished(), pair[1]))
    for result, _ in readable:
        for name, seat in _people(result).items():
            stats = players.get(name)
            if stats is None:
                stats = players[name] = PlayerStats(name, since=resets.get(name))
            if stats.since is None or result.finished() > stats.since:
                stats.add(result, seat)
    for stats in players.values():
        stats.against = {level: stats.against[level] for level in sorted(stats.against, key=_level_rank)}
        stats.by_game = {game: stats.by_game[game] for game in sorted(stats.by_game, key=_game_rank)}
    return sorted(players.values(), key=lambda p: (-p.overall.games, p.name.casefold()))


def _game_rank(game: str) -> tuple[int, str]:
    return (GAME_IDS.index(game) if game in GAME_IDS else len(GAME_IDS), game)


def _level_rank(level: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)


def _people(result: GameResult) -> dict[str, int]:
    """Each person's name at this table and the seat counted for it: a name typed at two
    seats is one player in that game, who won if either seat won."""
    seats: dict[str, int] = {}
    for seat, (name, kind) in enumerate(zip(result.names, result.kinds)):
        if kind == "human" and (name not in seats or (seat in result.winners and seats[name] not in result.winners)):
            seats[name] = seat
    return seats
