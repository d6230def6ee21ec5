"""Shared helpers for the Pirates' Gold tests: small hand-drawn boards and set positions.

Rule tests build exactly the position they talk about (ships, wind, hands, cargo) on top
of a seeded new game, then play actions through the real `apply`, so every test goes
through the same legality checks as a match.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.action import Action
from tabletop.games.pirates_gold.model import Board
from tabletop.games.pirates_gold.game import PiratesGoldGame
from tabletop.games.pirates_gold.state import PiratesGoldState
from tabletop.registry import load_game

LEGEND = {".": "sea", "#": "land", "o": "small_island", "$": "ducat", "?": "card",
          "1": "home_port_1", "2": "home_port_2", "3": "home_port_3", "4": "home_port_4"}


def real_game() -> PiratesGoldGame:
    return load_game("pirates_gold")


def make_board(rows: list[str], crosses=()) -> Board:
    assert len({len(r) for r in rows}) == 1
    return Board(len(rows[0]), len(rows), tuple(LEGEND[ch] for row in rows for ch in row), frozenset(crosses))


def game_on(rows: list[str], crosses=()) -> PiratesGoldGame:
    """The real cards and numbers on a hand-drawn board."""
    real = real_game()
    content = replace(real.content, board=make_board(rows, crosses))
    return PiratesGoldGame(content)


OPEN_SEA = [
    "1.......2",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    ".........",
    "3...$?..4",
]


def position(game: PiratesGoldGame, players: int = 2, seed: int = 1, *, active: int = 0, phase: str = "cards1",
             hands=None, ships=None, wind: str | None = None, strength: int | None = None, cargo=None,
             home=None, deck=None) -> PiratesGoldState:
    """A new game turned into the position a test describes; the word is with the active
    player at the start of `phase`."""
    state = game.new_state(players, seed)
    state.active = active
    state.speaker = active
    state.passed = []
    state.phase = state.card_phase = phase if phase in ("cards1", "cards2") else "cards1"
    if phase not in ("cards1", "cards2"):
        state.phase = phase
    if hands is not None:
        for seat, hand in enumerate(hands):
            state.deck.extend(state.hands[seat])
            state.hands[seat] = sorted(hand)
    if deck is not None:
        state.deck = list(deck)
    if ships is None:   # open water in the middle, so nobody starts becalmed in a corner port
        ships = [(game.board.height // 2 + 1, game.board.width // 2 + 1)] * players
    state.ships = [game.board.cell(r, c) for r, c in ships]
    if wind is not None:
        state.wind = wind
    if strength is not None:
        state.strength = strength
    if cargo is not None:
        state.cargo = [list(c) for c in cargo]
    if home is not None:
        state.home = [list(h) for h in home]
    state.played = [False] * players
    state.moved = [False] * players
    state.no_draw = [False] * players
    state.sailed = False
    state.sail_start = state.ships[active]
    state.reminders = [[] for _ in range(players)]
    if state.phase in ("cards1", "cards2"):
        state._settle_speaker([])   # empty hands pass by themselves
    return state


def act(state: PiratesGoldState, text: str):
    """Play one action given as text (`play storm E`, `sail 3 4`, `pass`)."""
    return state.apply(Action.parse(text))


def pass_round(state: PiratesGoldState) -> None:
    """Everyone passes until the card phase in progress is over."""
    phase = state.phase
    while state.phase == phase:
        state.apply(Action("pass"))


def cells(game: PiratesGoldGame, found) -> set[tuple[int, int]]:
    return {game.board.rc(c) for c in found}


def idle(state: PiratesGoldState) -> None:
    """The do-nothing choice: pass, stay, keep the hand, or the first legal action."""
    legal = state.legal_actions()
    for quiet in (Action("pass"), Action("stay"), Action("keep")):
        if quiet in legal:
            state.apply(quiet)
            return
    state.apply(legal[0])
