"""Positions for fitting and checking a calibration map: the review's evaluation of sampled
decisions of simulated games, beside how each game ended for the deciding seat.

Games between computer players are played from seeds (`ai.sim.play_game`, written as an
ordinary save, so what is judged is what a review of that save would judge), or read from
the saves a balance run kept (`collect_saved`); a few
decisions of each seat, spread through the game, are judged by the review's own search
(`analysis.review.judge_pending`), and each gives a position: its round, how far into the
game it was, the evaluation of the best move (the position's value to the deciding seat)
and of the move played, and the seat's share of the win. A game gives few positions
because its positions share one outcome: a map needs many games more than many positions.

Runs take hours, so every finished game is appended to a journal (`runtime.journal`: the
first line names the run, another run's journal is refused, a line cut off by a kill is
dropped and that game played again); the same command run again plays only the games the
journal lacks. Nothing here imports pygame.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from tabletop.analysis.review import Pending, judge_pending, pending
from tabletop.engine.match import Match
from tabletop.runtime.journal import append_entry, open_journal, read_journal_lines

JOURNAL_VERSION = 1


@dataclass(frozen=True, slots=True)
class Position:
    """One judged decision: `seat` to act after `index` of the game's `actions` actions, in
    `round`; `best` and `played` the evaluations of the search's move and the move made;
    `won` the seat's share of the win (1, 1/k when k seats share it, else 0)."""

    game_seed: int
    index: int
    actions: int
    seat: int
    round: int
    best: float
    played: float | None
    won: float

    @property
    def share(self) -> float:
        """How far into the game the position was (0 at the start, near 1 at the end)."""
        return self.index / max(1, self.actions)


def run_header(game_id: str, players: int, bot: str, seed: int | None, per_seat: int, iterations: int) -> dict:
    """The journal's first line: what run its games belong to (`seed` None: games judged
    from saves, `collect_saved`, each under its own seed)."""
    return {"calibration_journal": JOURNAL_VERSION, "game": game_id, "players": players, "bot": bot,
            "seed": seed, "per_seat": per_seat, "iterations": iterations}


def read_positions(path: Path) -> tuple[dict, dict[int, list[Position]]]:
    """The run header and, per game seed, its positions, read without changing the file.
    Raises ValueError naming the line of a damaged entry (a cut-off last line is not
    damage: it is left out)."""
    header, entries = read_journal_lines(path)
    if header.get("calibration_journal") != JOURNAL_VERSION:
        raise ValueError(f"{path}: line 1: not a calibration journal of version {JOURNAL_VERSION}")
    return header, _games(path, entries)


RUN_KEYS = ("game", "players", "bot", "iterations")
"""What the journals fitted together must share: their games, seats and search are alike."""


def read_runs(paths: list[Path]) -> tuple[dict, list[Position]]:
    """The first journal's header and the positions of all of them (a game seed in two
    journals counted once). Raises ValueError naming a journal of another game, player
    count, bot or budget than the first, or a damaged one."""
    header, games = read_positions(paths[0])
    for path in paths[1:]:
        other, more = read_positions(path)
        if any(other[key] != header[key] for key in RUN_KEYS):
            raise ValueError(f"{path} is of another game, player count, bot or budget than {paths[0]}")
        games.update(more)
    return header, [p for found in games.values() for p in found]


def collect(game_id: str, players: int, bot: str, games: int, seed: int, per_seat: int, iterations: int,
            out: Path, progress: Callable[[str], object] = print) -> dict[int, list[Position]]:
    """Play and judge games `seed` .. `seed + games - 1` into the journal `out` (resuming
    it), and return every game's positions. Raises ValueError when `out` belongs to
    another run."""
    done = _games(out, open_journal(out, run_header(game_id, players, bot, seed, per_seat, iterations)))
    for game_seed in range(seed, seed + games):
        if game_seed in done:
            continue
        positions = judge_game(game_id, [bot] * players, game_seed, per_seat, iterations)
        append_entry(out, {"seed": game_seed, "positions": [asdict(p) for p in positions]})
        done[game_seed] = positions
        progress(f"{game_id}: game {game_seed} judged ({len(done)} of {games})")
    return done


def collect_saved(game_id: str, saves: list[Path], per_seat: int, iterations: int, out: Path,
                  progress: Callable[[str], object] = print) -> dict[int, list[Position]]:
    """Judge finished games between computer players kept as saves (`sim` or `balance` with
    `--save-dir`) into the journal `out` (resuming it), without playing them again: the
    games a balance run plays anyway give a map its games for the price of judging them.
    Every save must be a finished `game_id` game of one player count, with one bot in
    every seat (its name, as the seats record it, goes into the journal's header). Returns every
    game's positions; raises ValueError naming a save that does not fit the run."""
    from tabletop.persistence.saves import SaveError, load_match

    matches = []
    for path in sorted(saves):
        try:
            matches.append((path, load_match(path)))
        except SaveError as error:
            raise ValueError(str(error)) from None
    if not matches:
        raise ValueError("no saves to judge")
    first_path, first = matches[0]
    bot, players = _bot_of(first_path, first), len(first.seats)
    for path, match in matches:      # all of them, before the journal is opened or a game judged
        if (match.game.id, len(match.seats), _bot_of(path, match)) != (game_id, players, bot):
            raise ValueError(f"{path}: not a {players}-player {game_id} game of {bot} in every seat, "
                             f"as {first_path} is")
        if not match.state.is_over():
            raise ValueError(f"{path}: the game is not finished")
    done = _games(out, open_journal(out, run_header(game_id, players, bot, None, per_seat, iterations)))
    for path, match in sorted(matches, key=lambda found: found[1].seed):
        if match.seed in done:
            continue
        positions = judge_match(match, per_seat, iterations)
        append_entry(out, {"seed": match.seed, "positions": [asdict(p) for p in positions]})
        done[match.seed] = positions
        progress(f"{match.game.id}: game {match.seed} judged ({len(done)} of {len(matches)} saves)")
    return done


def _bot_of(path: Path, match: Match) -> str:
    """The one bot in every seat of a saved game between computers, by the name its seats
    were given (`ai:normal@iters=820 (2)`: the bot, then its place)."""
    bots = {seat.name.rpartition(" (")[0] or seat.name for seat in match.seats}
    if len(bots) != 1 or any(seat.is_human for seat in match.seats):
        raise ValueError(f"{path}: its seats are not one computer player throughout ({', '.join(sorted(bots))})")
    return bots.pop()


def _games(path: Path, entries: list[tuple[int, dict]]) -> dict[int, list[Position]]:
    games: dict[int, list[Position]] = {}
    for number, entry in entries:
        try:
            games[int(entry["seed"])] = [Position(**item) for item in entry["positions"]]
        except (ValueError, KeyError, TypeError) as error:
            raise ValueError(f"{path}: line {number}: not a calibration journal entry ({error})") from None
    return games


def judge_game(game_id: str, names: list[str], game_seed: int, per_seat: int, iterations: int) -> list[Position]:
    """The positions of one seeded game between `names`: `per_seat` decisions of each seat."""
    from tabletop.ai.sim import play_game
    from tabletop.ai.sim_saves import save_name
    from tabletop.persistence.saves import load_match

    with tempfile.TemporaryDirectory() as folder:
        record = play_game(game_id, names, game_seed, save_dir=Path(folder))
        if record.error or record.capped:
            raise RuntimeError(f"{game_id} game {game_seed} did not finish: {record.error or 'capped'}")
        match = load_match(Path(folder) / save_name(game_id, names, game_seed))
    return judge_match(match, per_seat, iterations)


def judge_match(match: Match, per_seat: int, iterations: int) -> list[Position]:
    """The positions of one finished game: `per_seat` decisions of each seat, judged."""
    winners = list(match.state.result().winners)
    actions = len(match.history)
    found = []
    for item in picked(pending(match), per_seat, len(match.seats)):
        decision = judge_pending(match.game, item, iterations)
        won = 1 / len(winners) if decision.seat in winners else 0.0
        found.append(Position(match.seed, decision.index, actions, decision.seat, decision.round,
                              decision.win_best, decision.win_played, won))
    return found


def picked(todo: list[Pending], per_seat: int, players: int) -> list[Pending]:
    """`per_seat` of each seat's decisions in `todo`, at even steps through its own (the
    middles of equal parts: a game's first move, the same in every game, is rarely one)."""
    chosen = []
    for seat in range(players):
        own = [item for item in todo if item[1] == seat]
        count = min(per_seat, len(own))
        chosen += [own[int((k + 0.5) * len(own) / count)] for k in range(count)]
    return sorted(chosen, key=lambda item: item[0])
