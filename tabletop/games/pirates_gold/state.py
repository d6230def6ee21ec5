"""A whole Pirates' Gold state: the position (`position.py`) with the engine's contract.

The round's dice and sailing are here; the card phases come from `cardphase`, the end
phase from `endphase`, what each card does from `effects`, views from `view`, the final
result from `result`; copies and saves carry every field. A bot's sampled world is a SampledState, which plays alike but
leaves out the events of the round's routine.
"""

from __future__ import annotations

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.games.pirates_gold.cardphase import CardPhases
from tabletop.games.pirates_gold.effects import EFFECTS
from tabletop.games.pirates_gold.endphase import EndPhase
from tabletop.games.pirates_gold.model import WIND
from tabletop.games.pirates_gold.phases import (
    CARDS1, CARDS2, DISCARD, END, KEEP, NEXT_ROUND, OVER, PASS, SAIL, STAY, SWAP, TOSS, WINDOW, WIND_CHOICE, Phase,
)
from tabletop.games.pirates_gold.position import (
    LIST_FIELDS, NESTED_FIELDS, RARE_FIELDS, SCALAR_FIELDS, PiratesGoldPosition,
)
from tabletop.games.pirates_gold.result import final_result
from tabletop.games.pirates_gold.view import PiratesGoldView, build_view

_SKIPS = frozenset({"skip_turn", "treasure_island"})
_STEADY = frozenset({"steady_winds"})


def _first(cards: list[str], effect_type: dict[str, str], kinds: frozenset[str]) -> str | None:
    """The first of `cards` whose effect is one of `kinds` (most rounds: no cards at all)."""
    for card_id in cards:
        if effect_type[card_id] in kinds:
            return card_id
    return None


class PiratesGoldState(CardPhases, EndPhase, PiratesGoldPosition):
    """A position that can be played. Once play has begun only `apply` changes it, so its
    legal actions are kept until then (`KeptLegalActionsState`). To try another position,
    build it afresh."""

    __slots__ = ()

    narrates = True
    """Whether `apply` writes the events of a round's routine steps (see SampledState)."""

    # ------------------------------------------------------------ set-up

    def setup(self) -> None:
        self.phase = NEXT_ROUND
        content = self.game.content
        numbers = content.numbers
        ducats = list(self.game.all_ducats)
        self.rng.shuffle(ducats)
        spaces = len(self.spots)
        on_board = min(spaces, len(ducats), numbers.ducats_on_board)
        chosen = list(range(spaces))
        self.rng.shuffle(chosen)
        for index in sorted(chosen[:on_board]):
            self.spots[index] = ducats.pop()
        self.reserve = sorted(ducats)
        self.deck = content.deck()
        self.rng.shuffle(self.deck)
        for seat in range(self.players):
            self.hands[seat] = sorted(self.deck.pop() for _ in range(numbers.starting_hand))
        self.active = self.rng.below(self.players)
        self.opening_events = [Event("setup", f"Ducats are hidden on the sea; {{P{self.active}}} sails first.")]
        self._start_rounds(self.opening_events)

    # ------------------------------------------------------------ the contract

    def to_act(self) -> int | None:
        phase = self.phase
        if phase in (CARDS1, CARDS2):
            return self.speaker
        if phase == WINDOW:
            return self.window[self.window_pos]
        if phase in (TOSS, DISCARD):
            return self.pending
        if phase == OVER:
            return None
        return self.active

    def is_over(self) -> bool:
        return self.phase == OVER

    def list_legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase in (CARDS1, CARDS2):
            return [PASS] + self.card_plays(self.speaker)
        if phase == WINDOW:
            seat = self.window[self.window_pos]
            effect_type = self.game.effect_type
            counters = [c for c in dict.fromkeys(self.hands[seat]) if effect_type[c] == "counter"]
            return [PASS] + [Action("play", (c,)) for c in counters]
        if phase == SAIL:
            return self._sail_list()
        if phase == WIND_CHOICE:
            return [Action("wind", (d,)) for d in WIND]
        if phase in (TOSS, DISCARD):
            pending = self.pending
            assert pending is not None   # set by whatever asked for the toss or the discard
            if phase == TOSS:
                return [Action("toss", (v,)) for v in sorted(set(self.cargo[pending][:-1]))]
            return [Action("discard", (c,)) for c in dict.fromkeys(self.hands[pending])]
        if phase == SWAP:
            return [KEEP] + [Action("swap", (c,)) for c in dict.fromkeys(self.hands[self.active])]
        return []

    def card_plays(self, seat: int) -> list[Action]:
        """Every `play` action open to `seat` now, card kinds in hand order (kept on the game
        by card and `facts` where the effect names them)."""
        out: list[Action] = []
        content, kept = self.game.content, self.game.play_lists
        for card_id in dict.fromkeys(self.hands[seat]):
            card = content.card(card_id)
            effect = EFFECTS[card.effect.type]
            facts = effect.facts(self, seat)
            plays = None if facts is None else kept.get((card_id, facts))
            if plays is None:
                plays = [Action("play", (card_id, *args)) for args in effect.options(self, seat, card)]
                if facts is not None:
                    kept[card_id, facts] = plays
            out.extend(plays)
        return out

    def play(self, action: Action) -> list[Event]:
        seat = self.to_act()
        assert seat is not None   # only legal actions are played, and a finished game has none
        kind, phase = action.kind, self.phase
        events: list[Event] = []
        if phase in (CARDS1, CARDS2):
            if kind == "pass":
                if self.narrates:
                    events.append(Event("pass", f"{{P{seat}}} passes.", data={"seat": seat}))
                self._after_pass(seat, events)
            else:
                self._play(seat, action.args, events)
        elif phase == WINDOW:
            if kind == "pass":
                if self.narrates:
                    events.append(Event("no_answer", f"{{P{seat}}} does not answer.", data={"seat": seat}))
                self.window_pos += 1
                if self.window_pos == len(self.window):
                    self._resolve_stack(events)
            else:
                self._counter(seat, action.args[0], events)
        elif phase == SAIL:
            self._sail(action, events)
        elif phase == WIND_CHOICE:
            self.wind = action.args[0]
            if self.narrates:
                events.append(Event("wind", f"{{P{seat}}} chooses the wind: toward {self.wind}.",
                                    data={"to": self.wind}))
            self._open_card_phase(CARDS1, events)
        elif phase == TOSS:
            self._toss(seat, action.args[0], events)
        elif phase == DISCARD:
            self.hands[seat].remove(action.args[0])
            self.discard.append(action.args[0])
            self.pending = None
            events.append(Event("discard", f"{{P{seat}}} discards {self.game.name_of(action.args[0])} "
                                           f"to keep to the hand limit.", data={"seat": seat, "card": action.args[0]}))
            self._run_end(events)
        elif phase == SWAP:
            if kind == "swap":
                self.hands[seat].remove(action.args[0])
                self.discard.append(action.args[0])
                events.append(Event("swap", f"{{P{seat}}} swaps {self.game.name_of(action.args[0])} for a new card.",
                                    data={"seat": seat, "card": action.args[0]}))
                events.extend(self.draw(seat))
            self._run_end(events)
        if self.phase == NEXT_ROUND:
            self._start_rounds(events)
        return events

    # ------------------------------------------------------------ rounds and dice

    def _start_rounds(self, events: list[Event]) -> None:
        while self.phase == NEXT_ROUND:
            self._start_round(events)

    def _start_round(self, events: list[Event]) -> None:
        """Skip turns, the round's flags, then the roll (or steady winds). A search starts
        a round every action or two, mostly with no card in front of anyone, so reminders
        are looked through only when the active player has some."""
        reminders, effect_type = self.reminders, self.game.effect_type
        while reminders[self.active]:
            skip = _first(reminders[self.active], effect_type, _SKIPS)
            if skip is None:
                break
            reminders[self.active].remove(skip)
            self.discard.append(skip)
            events.append(Event("skip", f"{{P{self.active}}} sits this turn out ({self.game.name_of(skip)}).",
                                data={"seat": self.active, "card": skip}))
            self.active = (self.active + 1) % self.players
        active = self.active
        self.round += 1
        n = self.players
        self.played, self.moved, self.no_draw = [False] * n, [False] * n, [False] * n
        self.hopped, self.resupplied = [False] * n, [False] * n
        self.sailed, self.sail_start = False, -1
        if self.narrates:
            events.append(Event("round", f"Round {self.round}: {{P{active}}} is the active player.",
                                data={"round": self.round, "active": active}))
        steady = _first(reminders[active], effect_type, _STEADY) if reminders[active] else None
        if steady is not None:
            reminders[active].remove(steady)
            self.discard.append(steady)
            self.roll = None
            events.append(Event("steady", f"Steady winds: {{P{active}}} does not roll; the wind stays "
                                          f"{self.wind} at strength {self.strength}.", data={"seat": active}))
            self._open_card_phase(CARDS1, events)
            return
        numbers = self.game.content.numbers
        face = self.rng.choice(numbers.direction_faces)
        self.strength = strength = self.rng.choice(numbers.strength_faces)
        self.roll = [face, strength]
        if face == "same":
            text = f"the wind stays {self.wind}"
        elif face == "choice":
            text = "the wind may be chosen freely"
        else:
            self.wind = face
            text = f"the wind turns toward {face}"
        if self.narrates:
            events.append(Event("roll", f"{{P{active}}} rolls strength {strength}; {text}.", reveals=True,
                                data={"face": face, "strength": strength, "wind": self.wind}))
        if face == "choice":
            self.phase = WIND_CHOICE
        else:
            self._open_card_phase(CARDS1, events)

    # ------------------------------------------------------------ sailing and tosses

    def _sail_list(self) -> list[Action]:
        """`stay`, then a `sail` to every reachable cell in board order. Kept on the game, and
        kept by `apply` as the legal actions without a copy: never change the list returned."""
        seat = self.active
        key = (self.ships[seat], self.wind, self.sail_steps(seat), seat)
        listed = self.game.sail_lists.get(key)
        if listed is None:
            rc = self.game.board.rc
            listed = [STAY] + [Action("sail", rc(cell)) for cell in sorted(self.sea.wind_reach(*key))]
            self.game.sail_lists[key] = listed
        return listed

    def _sail(self, action: Action, events: list[Event]) -> None:
        seat = self.active
        if action.kind == "sail":
            dest = self.game.board.cell(*action.args)
            if self.narrates:
                path = self.reachable()[dest]
                row, column = action.args
                events.append(Event("sail", f"{{P{seat}}} sails {len(path)} space{'s' if len(path) > 1 else ''} "
                                            f"to row {row + 1}, column {column + 1}.",
                                    data={"seat": seat, "path": [list(self.game.board.rc(c)) for c in path]}))
            self.ships[seat] = dest
            self.sailed = True
        elif self.narrates:
            events.append(Event("stay", f"{{P{seat}}} stays put.", data={"seat": seat}))
        effect_type = self.game.effect_type
        sails = [c for c in self.reminders[seat] if effect_type[c] == "extra_sail"] if self.reminders[seat] else ()
        for card_id in sails:
            self.reminders[seat].remove(card_id)
            self.discard.append(card_id)
        self._open_card_phase(CARDS2, events)

    def _toss(self, seat: int, value: int, events: list[Event]) -> None:
        events.extend(self._throw(seat, value))
        self.pending = None
        if self.resume == END:
            self._run_end(events)
        else:
            self.phase = self.card_phase
            self._settle_speaker(events)

    # ------------------------------------------------------------ the end

    def result(self) -> Result:
        return final_result(self)

    # ------------------------------------------------------------ views

    def view(self, seat: int | None) -> PiratesGoldView:
        return build_view(self, seat)

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> "PiratesGoldState":
        other = type(self).__new__(type(self))
        other.game, other.players, other.rng, other.sea = self.game, self.players, self.rng.clone(), self.sea
        for name in LIST_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        for name in NESTED_FIELDS:
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.stack = [[s, c, list(a)] for s, c, a in self.stack]
        for name in SCALAR_FIELDS:
            setattr(other, name, getattr(self, name))
        other.roll = list(self.roll) if self.roll else None
        for name in RARE_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        other.opening_events = self.opening_events
        other.legal_cache = self.legal_cache
        return other

    def to_json(self) -> dict:
        data: dict = {"game": self.game.id, "players": self.players, "rng": self.rng.state}
        for name in LIST_FIELDS:
            data[name] = list(getattr(self, name))
        for name in NESTED_FIELDS:
            data[name] = [list(x) for x in getattr(self, name)]
        data["stack"] = [[s, c, list(a)] for s, c, a in self.stack]
        for name in SCALAR_FIELDS:
            data[name] = getattr(self, name)
        data["roll"] = list(self.roll) if self.roll else None
        for name in RARE_FIELDS:
            if any(getattr(self, name)):
                data[name] = list(getattr(self, name))
        return data

    def load_json(self, data: dict) -> None:
        for name in LIST_FIELDS:
            setattr(self, name, list(data[name]))
        for name in NESTED_FIELDS:
            setattr(self, name, [list(x) for x in data[name]])
        self.stack = [[s, c, list(a)] for s, c, a in data["stack"]]
        for name in SCALAR_FIELDS:
            setattr(self, name, data[name])
        self.phase, self.card_phase = Phase(self.phase), Phase(self.card_phase)   # the same strings, as members
        self.roll = list(data["roll"]) if data["roll"] else None
        for name in RARE_FIELDS:
            setattr(self, name, list(data.get(name, [False] * self.players)))


class SampledState(PiratesGoldState):
    """A world a bot samples from its view (`determinize`) and plays out in its head: the
    same rules, but the steps every round takes (the round's start and roll, the wind
    chosen, sailing or staying, passing or not answering) write no events. Nobody reads
    them there, and a search plays thousands of rounds per decision, most of nothing but
    those steps; the rarer card plays and what they cause still tell theirs."""

    __slots__ = ()
    narrates = False
