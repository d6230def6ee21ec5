"""Every shipped calibration map is honest on the games it came from and can be made again
from them: for each game, budget and player count in `content/<game>/calibration.yaml`,
the committed journals (`results/calibration/<game>-<N>p-<iterations>[-suffix]` of the map's
bot, or `<game>-<N>p` for the review's own budget) give the same numbers when fitted again, and every game
judged by a map that never saw it (five folds by game) meets the issue's bar — or, for a
map with an open phase, which only Suggest's card reads, the bar where it gives chances."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.analysis.calibration import load_map
from tabletop.analysis.calibration_data import read_runs
from tabletop.analysis.calibration_fit import cross_honesty, fit_map, meets_bar, meets_given_bar
from tabletop.analysis.review import default_iterations
from tabletop.registry import GAME_IDS

RESULTS = Path(__file__).resolve().parents[2] / "results" / "calibration"


def _shipped() -> list[tuple[str, int, int]]:
    found = []
    for game_id in GAME_IDS:
        shipped = load_map(game_id)
        for budget in shipped.budgets if shipped is not None else []:
            found += [(game_id, int(players), budget.iterations) for players in budget.players]
    return found


def _journals(game_id: str, players: int, iterations: int, bot: str) -> list[Path]:
    """The journals the map was fitted on: the folder of its game, player count and budget
    (`-balance` and other suffixes too, such as games a balance run kept) whose run was
    played by the map's bot."""
    folders = sorted(RESULTS.glob(f"{game_id}-{players}p-{iterations}*"))
    if iterations == default_iterations(game_id):
        folders.append(RESULTS / f"{game_id}-{players}p")
    for folder in folders:
        journals = sorted(folder.glob("*.jsonl"))
        if journals and read_runs(journals)[0]["bot"] == bot:
            return journals
    return []


@pytest.mark.parametrize(("game_id", "players", "iterations"), _shipped())
def test_a_shipped_map_is_made_again_from_its_journals_and_is_honest(game_id, players, iterations):
    shipped = load_map(game_id)
    assert shipped is not None
    player_map = shipped.for_players(players, iterations)
    assert player_map is not None
    journals = _journals(game_id, players, iterations, player_map.fitted_on.bot)
    assert journals, f"no journals of {player_map.fitted_on.bot} for {game_id}, {players} players, {iterations} iterations"
    header, positions = read_runs(journals)
    assert (header["game"], int(header["players"]), int(header["iterations"])) == (game_id, players, iterations)
    fitted = fit_map(positions, header["bot"], players=players)
    assert fitted == player_map
    if any(phase.open for phase in fitted.phases):      # Suggest's card alone reads it (`usable_map`)
        assert meets_given_bar(cross_honesty(positions, header["bot"], players=players, open_as=fitted))
    else:
        assert meets_bar(cross_honesty(positions, header["bot"], players=players))
