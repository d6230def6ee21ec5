"""What one Pirates' Gold seat may see.

Public: the chart, ships, the wind, every ship's cargo and every home cove (ducat values
are shown when loaded, and the rules make players reveal them on request), which ducat
spaces hold a face-down ducat (not its value), the size of the reserve, the discard
pile, the reminder cards in front of players, the cards being answered, and how many
cards each hand holds. Private: the viewer's own hand. Never seen by anyone: the values
of face-down ducats and of the reserve, other hands, the deck's order.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from tabletop.engine.action import Action
from tabletop.engine.game import View
from tabletop.games.pirates_gold.phases import Phase
from tabletop.games.pirates_gold.position import PiratesGoldPosition

HAND_MOVES = frozenset({"play", "discard", "swap"})
"""Kinds of move that name a card of the hand: never offered while it is face down."""


@dataclass(frozen=True, slots=True)
class PiratesGoldView(View):
    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]
    players: int
    round: int
    active: int
    phase: Phase
    card_phase: Phase
    wind: str
    strength: int
    roll: tuple | None
    ships: tuple[int, ...]                  # cell per seat
    cargo: tuple[tuple[int, ...], ...]
    home: tuple[tuple[int, ...], ...]
    spots: tuple[bool, ...]                 # a face-down ducat lies on ducat space i
    reserve_count: int
    deck_count: int
    discard: tuple[str, ...]
    hand: tuple[str, ...] | None            # the viewer's own hand (None for a spectator)
    hand_counts: tuple[int, ...]
    reminders: tuple[tuple[str, ...], ...]
    speaker: int
    passed: tuple[int, ...]
    stack: tuple[tuple, ...]                # (seat, card, args) being answered, first card first
    window: tuple[int, ...]
    window_pos: int
    played: tuple[bool, ...]
    moved: tuple[bool, ...]
    no_draw: tuple[bool, ...]
    hopped: tuple[bool, ...]                # Shore Leave used this round (one island crossing a round)
    resupplied: tuple[bool, ...]            # a Re-supply put a ducat under the ship this round
    sailed: bool
    sail_start: int
    end_queue: tuple[int, ...]
    end_pos: int
    end_stage: int
    pending: int | None
    resume: str
    winner: int | None
    face_down: bool = False                 # the viewer's hand is face down (`covered`)

    @property
    def only_pass(self) -> bool:
        """The viewer must act and may only pass (no playable card, no Counter Magic to
        answer with): a table may pass for it at once. Only the viewer's own view says so,
        and who is asked never depends on hidden cards, so the engine leaks nothing; a UI
        that auto-passes should not make that faster than a real "no" would be."""
        return len(self.legal) == 1 and self.legal[0].kind == "pass"

    def to_json(self) -> dict:
        data = asdict(self)
        data["legal"] = [a.to_json() for a in self.legal]
        return data

    def covered(self) -> PiratesGoldView:
        """This view with the viewer's hand face down, for a hand-over with no curtain: what
        the viewer may do without looking at it (pass, sail, name the wind, toss a ducat,
        keep the hand). Nothing in it depends on the hand, so it shows the outgoing person
        nothing; playing, discarding or swapping a card needs a look first."""
        return replace(self, hand=(), face_down=True, legal=tuple(a for a in self.legal if a.kind not in HAND_MOVES))

    def secrets(self) -> dict:
        """The viewer's own hand, while it holds any card (its size is public)."""
        return {"hand": list(self.hand)} if self.hand else {}


def build_view(state: PiratesGoldPosition, seat: int | None) -> PiratesGoldView:
    to_act = state.to_act()
    return PiratesGoldView(
        seat=seat, to_act=to_act,
        legal=tuple(state.legal_actions()) if seat is not None and seat == to_act else (),
        players=state.players, round=state.round, active=state.active, phase=state.phase,
        card_phase=state.card_phase, wind=state.wind, strength=state.strength,
        roll=tuple(state.roll) if state.roll else None,
        ships=tuple(state.ships), cargo=tuple(tuple(c) for c in state.cargo),
        home=tuple(tuple(h) for h in state.home), spots=tuple(bool(v) for v in state.spots),
        reserve_count=len(state.reserve), deck_count=len(state.deck),
        discard=tuple(state.discard), hand=tuple(state.hands[seat]) if seat is not None else None,
        hand_counts=tuple(len(h) for h in state.hands), reminders=tuple(tuple(r) for r in state.reminders),
        speaker=state.speaker, passed=tuple(state.passed),
        stack=tuple((s, c, tuple(a)) for s, c, a in state.stack), window=tuple(state.window),
        window_pos=state.window_pos, played=tuple(state.played), moved=tuple(state.moved),
        no_draw=tuple(state.no_draw), hopped=tuple(state.hopped),
        resupplied=tuple(state.resupplied), sailed=state.sailed, sail_start=state.sail_start,
        end_queue=tuple(state.end_queue), end_pos=state.end_pos, end_stage=state.end_stage,
        pending=state.pending, resume=state.resume, winner=state.winner,
    )
