"""What one Golden Sails seat may see.

Face-up piles and the market are public. A Gem pile is seen only by its owner (others get
the count and the classes announced aloud when each gem was taken), unless the `open_gems`
variant is on. With `secret_experts`, other players' remaining experts are hidden too.
The deck's order and, with fewer than four players, which cards were left in the box,
are never seen. `build_view` is the only way a view is made from a position.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.games.golden_sails.phases import Phase

if TYPE_CHECKING:
    from tabletop.games.golden_sails.position import GoldenSailsPosition


@dataclass(frozen=True, slots=True)
class MarketSlot:
    card: str | None            # None once taken
    expert: str | None          # expert type placed beside it
    placed_by: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    spices: tuple[str, ...]     # card ids, bottom first
    animals: tuple[str, ...]
    weapons: tuple[str, ...]
    spells: tuple[str, ...]
    gems: tuple[str, ...] | None     # None when hidden from the viewer
    gem_count: int
    announced_gems: tuple[int, ...]  # public: each gem's class, in the order taken
    experts: tuple[int, ...] | None  # counts per expert type, None when hidden
    expert_count: int


@dataclass(frozen=True, slots=True)
class GoldenSailsView(View):
    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]
    players: int
    round: int
    rounds: int
    first_player: int
    phase: Phase
    reference: str
    deck_count: int
    market: tuple[MarketSlot, ...]
    seats: tuple[SeatView, ...]
    options: tuple[tuple[str, bool], ...]

    def to_json(self) -> dict:
        data = asdict(self)
        data["legal"] = [a.to_json() for a in self.legal]
        return data

    def option(self, name: str) -> bool:
        return dict(self.options).get(name, False)

    def secrets(self) -> dict:
        """The viewer's own gems (unless `open_gems`) and, with `secret_experts`, their
        remaining experts; each only while there is any (the counts are public)."""
        if self.seat is None:
            return {}
        mine = self.seats[self.seat]
        found: dict[str, list[str] | list[int]] = {}
        if mine.gems and not self.option("open_gems"):
            found["gems"] = list(mine.gems)
        if mine.experts is not None and mine.expert_count and self.option("secret_experts"):
            found["experts"] = list(mine.experts)
        return found


def build_view(state: GoldenSailsPosition, seat: int | None, face_up: bool = False) -> GoldenSailsView:
    """What `seat` may see of `state` (None: a spectator, who sees only what is public);
    `face_up`: every gem pile and expert too (a finished game's replay, `State.open_view`)."""
    open_gems = face_up or state.options.get("open_gems", False)
    secret_experts = not face_up and state.options.get("secret_experts", False)
    seats = []
    for s in range(state.players):
        piles = state.piles[s]
        mine = seat == s
        seats.append(SeatView(
            spices=tuple(piles[0]), animals=tuple(piles[2]), weapons=tuple(piles[3]), spells=tuple(piles[4]),
            gems=tuple(piles[1]) if (mine or open_gems) else None,
            gem_count=len(piles[1]), announced_gems=tuple(state.announced[s]),
            experts=tuple(state.experts[s]) if (mine or not secret_experts) else None,
            expert_count=sum(state.experts[s]),
        ))
    to_act = state.to_act()
    return GoldenSailsView(
        seat=seat, to_act=to_act,
        legal=tuple(state.legal_actions()) if seat is not None and seat == to_act else (),
        players=state.players, round=state.round, rounds=state.game.content.setup.rounds,
        first_player=state.first, phase=state.phase, reference=state.reference, deck_count=len(state.deck),
        market=tuple(MarketSlot(*slot) for slot in state.market), seats=tuple(seats),
        options=tuple(sorted(state.options.items())),
    )
