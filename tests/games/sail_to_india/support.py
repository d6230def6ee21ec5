"""Helpers for the Sail to India rule tests: a table with a known coast, and short ways
to play actions written as text (`"sail 0 1"`)."""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.registry import load_game

# The committed towns, in content order, as laid out by `table()`:
# 1 funchal (stronghold, marketplace:silk | pepper, cinnamon)
# 2 arguim (church, marketplace:pepper | silk, ivory)
# 3 ribeira_grande (stronghold, church | tea, gold)
# 4 elmina (stronghold, marketplace:tea | gold, ivory)
# 5 sao_tome (church, marketplace:gold | pepper, tea)


def game():
    return load_game("sail_to_india")


def table(players: int = 4, seed: int = 1):
    """A new match with the towns in content order, seat 0 starting (wealth 2, 2, 3, 4)."""
    g = game()
    state = g.new_state(players, seed)
    ids = [t.id for t in g.content.towns]
    state.line = ids[:len(state.line)]
    state.box = ids[len(state.line):]
    state.first = state.current = 0
    state.wealth = list(g.content.numbers.start_wealth[:players])
    touch(state)
    return state


def touch(state) -> None:
    """Forget cached answers after a test edits a state by hand."""
    state.legal_cache = None
    state.final = None


def play(state, *texts: str) -> list:
    events = []
    for text in texts:
        events += state.apply(Action.parse(text))
    return events


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def give_goods(state, seat: int, spaces: list[tuple[int, int]]) -> None:
    for position, space in spaces:
        state.goods_owner[position - 1][space] = seat
    state.stock[seat] -= len(spaces)
    touch(state)


def give_buildings(state, seat: int, spaces: list[tuple[int, int]]) -> None:
    for position, space in spaces:
        state.build_owner[position - 1][space] = seat
    state.stock[seat] -= len(spaces)
    touch(state)


def give_tech(state, seat: int, tech: str) -> None:
    state.techs[tech] = seat
    state.scientists[seat] -= 1
    touch(state)


def answer_all(state, word: str = "hire") -> None:
    """Answer every pending Lisboa-marker question with `hire` or `forgo`."""
    while state.gains:
        play(state, f"{word} {state.gains[0][0]}")


def end_move(state) -> None:
    """Finish an open move action: stop sailing, take any VP offered, claim nothing."""
    play(state, "done")
    answer_all(state)
    if state.phase == "map":
        play(state, "map_skip")
        answer_all(state)
    if state.phase == "claim":
        play(state, "done")
