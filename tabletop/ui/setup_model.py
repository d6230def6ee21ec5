"""What the seat-setup screen edits, without any drawing: seats, names, colours, variants.

Kept apart from the scene so the rules of setup (unique colours, default names that
follow the seat's kind until the player types one) are plain code, and so `play GAME`
on the command line builds its match the same way the menus do.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.game import Game
from tabletop.engine.match import SEAT_KINDS, Match, Seat
from tabletop.runtime.limits import MAX_NAME_LENGTH
from tabletop.runtime.safetext import clean_name, drawable
from tabletop.ui.theme import SEAT_STYLES

MENU_SEAT_KINDS = ("human", "ai:easy", "ai:normal", "ai:hard")
KIND_LABELS = {"human": "Person", "random": "Random", "greedy": "Greedy",
               "ai:easy": "Easy", "ai:normal": "Normal", "ai:hard": "Hard"}
KIND_TIPS = {
    "human": "Someone at this computer plays this seat.",
    "ai:easy": "A computer player that thinks briefly and makes mistakes.",
    "ai:normal": "A computer player that plays a solid game.",
    "ai:hard": "A computer player that thinks longest: a real challenge.",
}
BOT_NAMES = ("Cora", "Tomas", "Ines", "Bram")


def default_name(index: int, kind: str) -> str:
    return f"Player {index + 1}" if kind == "human" else BOT_NAMES[index % len(BOT_NAMES)]


@dataclass
class SeatPlan:
    kind: str
    name: str
    colour: int
    named: bool = False
    """True once the player typed a name, so changing the kind no longer renames it."""


@dataclass
class SetupPlan:
    game: Game
    players: int
    seats: list[SeatPlan]
    options: dict[str, bool] = field(default_factory=dict)

    @classmethod
    def default(cls, game: Game) -> "SetupPlan":
        seats = [SeatPlan(kind, default_name(i, kind), i)
                 for i, kind in enumerate(["human"] + ["ai:normal"] * (game.max_players - 1))]
        players = min(max(game.min_players, 2), game.max_players)
        return cls(game, players, seats, game.resolve_options(None))

    def set_players(self, players: int) -> None:
        self.players = max(self.game.min_players, min(self.game.max_players, players))

    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        seat.kind = kind
        if not seat.named:
            seat.name = default_name(index, kind)

    def set_name(self, index: int, name: str) -> None:
        seat = self.seats[index]
        seat.name = drawable(name)[:MAX_NAME_LENGTH]  # kept as typed (spaces too) until the game starts
        seat.named = bool(clean_name(seat.name))

    def set_colour(self, index: int, colour: int) -> None:
        """Give seat `index` colour `colour`; a seat that had it takes the old one (colours stay unique)."""
        colour %= len(SEAT_STYLES)
        for other in self.seats:
            if other.colour == colour:
                other.colour = self.seats[index].colour
        self.seats[index].colour = colour

    def next_free_colour(self, index: int) -> int:
        """The next colour after this seat's that no playing seat uses."""
        taken = {s.colour for i, s in enumerate(self.seats[: self.players]) if i != index}
        current = self.seats[index].colour
        for step in range(1, len(SEAT_STYLES) + 1):
            candidate = (current + step) % len(SEAT_STYLES)
            if candidate not in taken:
                return candidate
        return current

    def final_seats(self) -> list[Seat]:
        """The playing seats, names cleaned and blank ones replaced by defaults."""
        return [Seat(clean_name(s.name) or default_name(i, s.kind), s.kind, s.colour)
                for i, s in enumerate(self.seats[: self.players])]

    def build(self, seed: int) -> Match:
        return Match(self.game, self.final_seats(), seed, dict(self.options))


def match_from_command_line(game_id: str, players: int | None, kinds: list[str] | None, seed: int) -> Match:
    """`play GAME [--players N] [--seats …]`: one person and normal bots unless told otherwise."""
    from tabletop.registry import load_game

    game = load_game(game_id)
    if kinds:
        kinds = [k.strip() for k in kinds]
        unknown = [k for k in kinds if k not in SEAT_KINDS]
        if unknown:
            raise ValueError(f"unknown seat kind {unknown[0]!r}; use {', '.join(SEAT_KINDS)}")
        if players is not None and players != len(kinds):
            raise ValueError(f"--players {players} but {len(kinds)} seats were given")
        players = len(kinds)
    players = players or max(game.min_players, 2)
    game.check_players(players)
    plan = SetupPlan.default(game)
    plan.players = players
    for i in range(players):
        plan.set_kind(i, kinds[i] if kinds else ("human" if i == 0 else "ai:normal"))
    return plan.build(seed)
