"""Does the review tell good play from bad? What each side loses per decision.

Seeded games between a computer player and random seats are played (`ai.sim.play_game`,
written as saves as `sim --save-dir` does, so what is reviewed is an ordinary save) and
a sample of each game's decisions is judged; each verdict is filed under the bot that
made the decision. A review that measures play should find the random seats losing more
per decision than the computer: in evaluation, and in chance to win where the game ships
a map for the budget (`losses` reads the verdicts through it, as the review screen does).
The bots change seats game by game, so neither has the first seat throughout. Nothing
here imports pygame.
"""

from __future__ import annotations

import statistics
from pathlib import Path

from tabletop.analysis.calibration import PlayerMap
from tabletop.analysis.review import Decision, Pending, judge_pending, pending
from tabletop.analysis.review_chances import as_chances
from tabletop.analysis.review_summary import lost


def seats_for(game_id: str, bot: str) -> list[str]:
    """The bot against random seats, as few as the game allows (Sail to India needs 3)."""
    from tabletop.registry import load_game

    players = max(2, load_game(game_id).min_players)
    return [bot] + ["random"] * (players - 1)


def judged_by_bot(game_id: str, bot: str, games: int, seed: int, iterations: int, per_game: int,
                  folder: Path) -> dict[str, list[Decision]]:
    """The judged decisions, under "bot" and "random", of `games` games (about `per_game`
    decisions judged in each, as many per seat, spread through it)."""
    from tabletop.ai.sim import play_game
    from tabletop.ai.sim_saves import save_name
    from tabletop.persistence.saves import load_match

    found: dict[str, list[Decision]] = {"bot": [], "random": []}
    base = seats_for(game_id, bot)
    for index in range(games):
        shift = index % len(base)
        names = base[shift:] + base[:shift]
        record = play_game(game_id, names, seed + index, save_dir=folder)
        if record.error or record.capped:
            raise RuntimeError(f"{game_id} game {seed + index} did not finish: {record.error or 'capped'}")
        match = load_match(folder / save_name(game_id, names, seed + index))
        for item in spread(pending(match), per_game, len(names)):
            decision = judge_pending(match.game, item, iterations)
            found["random" if names[decision.seat] == "random" else "bot"].append(decision)
    return found


def losses(decisions: list[Decision], player_map: PlayerMap | None = None) -> list[float]:
    """What each decision gave up against the best move: in evaluation, or read through a
    usable map (`calibration.usable_map`) in chance to win."""
    return [lost(decision) for decision in as_chances(decisions, player_map)]


def spread(todo: list[Pending], count: int, players: int) -> list[Pending]:
    """About `count` of `todo`, the same number from each seat, each seat's spread evenly
    over its game (a plain stride could fall on one seat's turns only)."""
    picked = []
    for seat in range(players):
        own = [item for item in todo if item[1] == seat]
        share = min(len(own), max(1, count // players))
        picked += [own[round(i * (len(own) - 1) / max(1, share - 1))] for i in range(share)] if own else []
    return sorted(picked, key=lambda item: item[0])


def ratio(found: dict[str, list[Decision]], player_map: PlayerMap | None = None) -> float:
    """Random's mean loss per decision over the bot's (infinite when the bot lost none), in
    evaluation or, with a map, in chance to win."""
    bot = statistics.mean(losses(found["bot"], player_map))
    rand = statistics.mean(losses(found["random"], player_map))
    return rand / bot if bot > 0 else float("inf")
