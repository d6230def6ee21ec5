"""Pirates' Gold: rounds of dice, card phase I, sailing, card phase II and the end phase.

Seats are numbered clockwise; seat i sails from home port i+1. Each round one player is
active. The flow is a small state machine (`phase`), and every choice a person makes is
an ordinary action for `to_act()`:

- `wind D` after the direction die shows free choice;
- `pass` or `play CARD ARGS…` when a seat has the word in a card phase;
- `pass` or `play counter_magic` when a seat is asked to answer the last card played;
- `sail ROW COL` or `stay` in the sailing phase (`reachable()` lists the cells and paths);
- `toss VALUE` when a fifth ducat comes aboard, `discard CARD` above the hand limit;
- `swap CARD` or `keep` for the card swap.

Card phases: the word starts with the active player and goes clockwise, one card per
turn at the word. A played card restarts the count; the phase ends when, since the last
card, every other player has passed and then the active player passes (the active
player has the last word). Seats with an empty hand pass automatically: everyone can see
an empty hand, so skipping them leaks nothing. Likewise nobody is asked when the answer
is forced by public facts: a becalmed ship stays, four equal ducats need no toss choice.

Answer windows: every card played opens a window in which the other players, clockwise
from the one who played it, are asked in turn whether to answer with Counter Magic; an
answer opens its own window. Who is asked depends only on public facts (a seat with
cards in hand, while not all Counter Magic cards lie face up), never on what a hand
holds: a seat without Counter Magic is still asked, with `pass` as its only legal
action, so that turn order gives nothing away. A UI auto-passes such seats (`view.legal
== (pass,)`), and bots answer forced moves at once. When everyone has passed, the stack
resolves: a Counter Magic cancels the card just below it unless it was cancelled itself.

This module holds the Game, the State's contract (actions, saves, clones) and the round's
dice and sailing; the card phases live in `cardphase`, the end phase in `endphase`, what
each card does in `effects` and where ships may go in `sailing`.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game, KeptLegalActionsState, Result
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.cardphase import CardPhases
from tabletop.games.pirates_gold.effects import EFFECTS
from tabletop.games.pirates_gold.endphase import EndPhase
from tabletop.games.pirates_gold.model import WIND, PiratesGoldContent, worth
from tabletop.games.pirates_gold.phases import (
    CARDS1, CARDS2, DISCARD, KEEP, NEXT_ROUND, OVER, PASS, SAIL, STAY, SWAP, TOSS, WINDOW, WIND_CHOICE,
)
from tabletop.games.pirates_gold.sailing import Path, Sea
from tabletop.games.pirates_gold.view import PiratesGoldView


class PiratesGoldGame(Game):
    id = "pirates_gold"

    def __init__(self, content: PiratesGoldContent, content_hash: str = "") -> None:
        self.content = content
        self.content_hash = content_hash
        self.board = content.board
        self.sea = Sea(content.board)
        meta = content.meta
        self.name = meta.get("name", "Pirates' Gold")
        self.min_players = int(meta.get("min_players", 2))
        self.max_players = int(meta.get("max_players", 4))
        self.options = ()
        self.counter_total = sum(c.count for c in content.cards if c.effect.type == "counter")
        self.all_ducats = sorted(v for v, n in content.numbers.ducats.items() for _ in range(n))
        self.deck_counts = Counter(content.deck())
        self.ducat_counts = Counter(self.all_ducats)
        """Every card and every ducat, counted once: what a sampled state draws the unseen ones from."""
        self.effect_type = {c.id: c.effect.type for c in content.cards}
        """Card id -> effect type: asked for every reminder at the start of every round."""
        self.sail_lists: dict[tuple[int, str, int, int], list[Action]] = {}
        """The sailing phase's legal actions by (cell, wind, steps, seat), built once each:
        a search lists them thousands of times from the few dozen places ships stand."""

    def name_of(self, card_id: str) -> str:
        return self.content.card(card_id).name

    def reachable(self, view: PiratesGoldView) -> dict[tuple[int, int], list[tuple[int, int]]]:
        """For a UI, which draws views and never states: every cell the active ship may sail
        to now, as (row, col), with the legal path to it (the cells entered, in order).
        Empty outside the sailing phase."""
        if view.phase != SAIL:
            return {}
        seat = view.active
        steps = view.strength + sum(self.content.card(c).effect.steps for c in view.reminders[seat]
                                    if self.content.card(c).effect.type == "extra_sail")
        rc = self.board.rc
        return {rc(cell): [rc(c) for c in path]
                for cell, path in self.sea.wind_reach(view.ships[seat], view.wind, steps, seat).items()}

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> "PiratesGoldState":
        self.check_players(players)
        self.resolve_options(options)
        state = PiratesGoldState(self, players, Rng(seed))
        state.setup()
        return state

    def state_from_json(self, data: dict) -> "PiratesGoldState":
        state = PiratesGoldState(self, data["players"], Rng(state=data["rng"]))
        state.load_json(data)
        return state

    def determinize(self, view: PiratesGoldView, rng: Rng) -> "PiratesGoldState":
        from tabletop.games.pirates_gold.determinize import determinize

        return determinize(self, view, rng)


# The fields a save, a clone and a view carry; kept in one list so none is forgotten.
LIST_FIELDS = ("ships", "played", "moved", "no_draw", "passed", "window", "end_queue", "spots", "reserve",
               "deck", "discard")
NESTED_FIELDS = ("cargo", "home", "hands", "reminders", "stack")
SCALAR_FIELDS = ("round", "active", "phase", "wind", "strength", "roll", "speaker", "window_pos", "card_phase",
                 "sailed", "sail_start", "end_pos", "end_stage", "pending", "resume", "winner")
RARE_FIELDS = ("hopped", "resupplied")
"""Per-seat flags that are seldom set: a save writes them only when one is, so positions
saved before they existed load unchanged and keep their hashes."""


_SKIPS = frozenset({"skip_turn", "treasure_island"})
_STEADY = frozenset({"steady_winds"})


def _first(cards: list[str], effect_type: dict[str, str], kinds: frozenset[str]) -> str | None:
    """The first of `cards` whose effect is one of `kinds` (most rounds: no cards at all)."""
    for card_id in cards:
        if effect_type[card_id] in kinds:
            return card_id
    return None


class PiratesGoldState(CardPhases, EndPhase, KeptLegalActionsState):
    """A whole position. Once play has begun only `apply` changes it, so its legal actions
    are kept until then (`KeptLegalActionsState`). To try another position, build it afresh."""

    __slots__ = (("game", "players", "rng", "sea") + LIST_FIELDS + NESTED_FIELDS + SCALAR_FIELDS
                 + RARE_FIELDS + ("opening_events", "legal_cache"))

    def __init__(self, game: PiratesGoldGame, players: int, rng: Rng) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.sea = game.sea
        numbers = game.content.numbers
        self.round = 0
        self.active = 0
        self.phase = CARDS1
        self.wind = numbers.start_wind
        self.strength = numbers.start_strength
        self.roll: list | None = None                 # the last roll: [direction face, strength]
        self.ships = [game.board.ports[s] for s in range(players)]
        self.cargo: list[list[int]] = [[] for _ in range(players)]     # ducat values, in loading order
        self.home: list[list[int]] = [[] for _ in range(players)]      # unloaded, safe
        self.spots: list[int] = [0] * len(game.board.ducat_spaces)       # face-down value, 0 = empty
        self.reserve: list[int] = []                                     # face-down supply (sorted)
        self.deck: list[str] = []                                        # draw from the end
        self.discard: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]      # kept sorted
        self.reminders: list[list[str]] = [[] for _ in range(players)]  # cards lying in front of a player
        self.speaker = 0
        self.passed: list[int] = []                 # non-active seats that passed since the last card
        self.stack: list[list] = []                 # [seat, card, [args]] from the first card up
        self.window: list[int] = []                 # seats asked in the open answer window, in order
        self.window_pos = 0
        self.card_phase = CARDS1
        self.played = [False] * players            # played a card this round
        self.moved = [False] * players             # a card moved it this round
        self.resupplied = [False] * players        # a Re-supply put a ducat under it this round
        self.no_draw = [False] * players           # Freak Wave: no card on a card space this round
        self.hopped = [False] * players            # Shore Leave crossed an island: once a round
        self.sailed = False
        self.sail_start = -1
        self.end_queue: list[int] = []
        self.end_pos = 0
        self.end_stage = 0
        self.pending: int | None = None            # who must toss or discard
        self.resume = ""                           # where play goes on after a toss
        self.winner: int | None = None
        self.opening_events: list[Event] = []
        self.legal_cache: list[Action] | None = None  # cleared by apply; a search asks twice per move

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
        self.opening_events.extend(self._start_rounds())

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
            counters = [c for c in dict.fromkeys(self.hands[seat]) if self.game.content.card(c).effect.type == "counter"]
            return [PASS] + [Action("play", (c,)) for c in counters]
        if phase == SAIL:
            return list(self._sail_list())
        if phase == WIND_CHOICE:
            return [Action("wind", (d,)) for d in WIND]
        if phase == TOSS:
            return [Action("toss", (v,)) for v in sorted(set(self.cargo[self.pending][:-1]))]
        if phase == DISCARD:
            return [Action("discard", (c,)) for c in dict.fromkeys(self.hands[self.pending])]
        if phase == SWAP:
            return [KEEP] + [Action("swap", (c,)) for c in dict.fromkeys(self.hands[self.active])]
        return []

    def card_plays(self, seat: int) -> list[Action]:
        """Every `play` action open to `seat` now, card kinds in hand order."""
        out = []
        content = self.game.content
        for card_id in dict.fromkeys(self.hands[seat]):
            card = content.card(card_id)
            for args in EFFECTS[card.effect.type].options(self, seat, card):
                out.append(Action("play", (card_id, *args)))
        return out

    def play(self, action: Action) -> list[Event]:
        seat = self.to_act()
        kind, phase = action.kind, self.phase
        events: list[Event] = []
        if phase in (CARDS1, CARDS2):
            if kind == "pass":
                events.append(Event("pass", f"{{P{seat}}} passes.", data={"seat": seat}))
                self._after_pass(seat, events)
            else:
                self._play(seat, action.args, events)
        elif phase == WINDOW:
            if kind == "pass":
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
            events.append(Event("wind", f"{{P{seat}}} chooses the wind: toward {self.wind}.", data={"to": self.wind}))
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
            events.extend(self._start_rounds())
        return events

    # ------------------------------------------------------------ rounds and dice

    def _start_rounds(self) -> list[Event]:
        events: list[Event] = []
        while self.phase == NEXT_ROUND:
            events.extend(self._start_round())
        return events

    def _start_round(self) -> list[Event]:
        events: list[Event] = []
        effect_type = self.game.effect_type
        while True:
            skip = _first(self.reminders[self.active], effect_type, _SKIPS)
            if skip is None:
                break
            self.reminders[self.active].remove(skip)
            self.discard.append(skip)
            events.append(Event("skip", f"{{P{self.active}}} sits this turn out ({self.game.name_of(skip)}).",
                                data={"seat": self.active, "card": skip}))
            self.active = (self.active + 1) % self.players
        self.round += 1
        n = self.players
        self.played, self.moved, self.no_draw = [False] * n, [False] * n, [False] * n
        self.hopped, self.resupplied = [False] * n, [False] * n
        self.sailed, self.sail_start = False, -1
        events.append(Event("round", f"Round {self.round}: {{P{self.active}}} is the active player.",
                            data={"round": self.round, "active": self.active}))
        steady = _first(self.reminders[self.active], effect_type, _STEADY)
        if steady is not None:
            self.reminders[self.active].remove(steady)
            self.discard.append(steady)
            self.roll = None
            events.append(Event("steady", f"Steady winds: {{P{self.active}}} does not roll; the wind stays "
                                          f"{self.wind} at strength {self.strength}.", data={"seat": self.active}))
            self._open_card_phase(CARDS1, events)
            return events
        numbers = self.game.content.numbers
        face = self.rng.choice(numbers.direction_faces)
        self.strength = self.rng.choice(numbers.strength_faces)
        self.roll = [face, self.strength]
        if face in WIND:
            self.wind = face
        text = {"same": f"the wind stays {self.wind}", "choice": "the wind may be chosen freely"}.get(
            face, f"the wind turns toward {face}")
        events.append(Event("roll", f"{{P{self.active}}} rolls strength {self.strength}; {text}.", reveals=True,
                            data={"face": face, "strength": self.strength, "wind": self.wind}))
        if face == "choice":
            self.phase = WIND_CHOICE
        else:
            self._open_card_phase(CARDS1, events)
        return events

    # ------------------------------------------------------------ ships, ducats, cards

    def reachable(self, seat: int | None = None) -> dict[int, Path]:
        """The cells `seat`'s ship (default: the active one) could sail to with the wind
        and strength now, each with one legal path; the sailing phase offers exactly these.
        A UI works from a view instead: `PiratesGoldGame.reachable(view)`."""
        seat = self.active if seat is None else seat
        return self.sea.wind_reach(self.ships[seat], self.wind, self.sail_steps(seat), seat)

    def _sail_list(self) -> list[Action]:
        """`stay`, then a `sail` to every reachable cell in board order (kept on the game:
        never change the list returned)."""
        seat = self.active
        key = (self.ships[seat], self.wind, self.sail_steps(seat), seat)
        listed = self.game.sail_lists.get(key)
        if listed is None:
            rc = self.game.board.rc
            listed = [STAY] + [Action("sail", rc(cell)) for cell in sorted(self.sea.wind_reach(*key))]
            self.game.sail_lists[key] = listed
        return listed

    def sail_steps(self, seat: int) -> int:
        reminders = self.reminders[seat]
        if not reminders:
            return self.strength
        content = self.game.content
        extra = sum(content.card(c).effect.steps for c in reminders if content.card(c).effect.type == "extra_sail")
        return self.strength + extra

    def _sail(self, action: Action, events: list[Event]) -> None:
        seat = self.active
        if action.kind == "sail":
            dest = self.game.board.cell(*action.args)
            path = self.reachable()[dest]
            self.ships[seat] = dest
            self.sailed = True
            events.append(Event("sail", f"{{P{seat}}} sails {len(path)} space{'s' if len(path) > 1 else ''}.",
                                data={"seat": seat, "path": [list(self.game.board.rc(c)) for c in path]}))
        else:
            events.append(Event("stay", f"{{P{seat}}} stays put.", data={"seat": seat}))
        effect_type = self.game.effect_type
        sails = [c for c in self.reminders[seat] if effect_type[c] == "extra_sail"] if self.reminders[seat] else ()
        for card_id in sails:
            self.reminders[seat].remove(card_id)
            self.discard.append(card_id)
        self._open_card_phase(CARDS2, events)

    def move(self, seat: int, dest: int, how: str, path: Path | None = None) -> list[Event]:
        """A card moves a ship (effects call this); its owner acts on the space at the end."""
        self.ships[seat] = dest
        self.moved[seat] = True
        row, col = self.game.board.rc(dest)
        cells = [list(self.game.board.rc(c)) for c in (path or (dest,))]
        return [Event("move", f"{{P{seat}}}'s ship is moved to row {row + 1}, column {col + 1}.",
                      data={"seat": seat, "how": how, "path": cells})]

    def load(self, seat: int, value: int) -> list[Event]:
        """A ducat comes aboard; above capacity its owner must toss an older one (asked only
        when the older ones differ in value: otherwise there is nothing to choose)."""
        self.cargo[seat].append(value)
        if len(self.cargo[seat]) > self.game.content.numbers.ship_capacity:
            older = set(self.cargo[seat][:-1])
            if len(older) == 1:
                return self._throw(seat, older.pop())
            self.pending = seat
            self.phase = TOSS
        return []

    def _throw(self, seat: int, value: int) -> list[Event]:
        del self.cargo[seat][self.cargo[seat].index(value)]
        self.reserve.append(value)   # it sinks back among the face-down ducats of the reserve
        self.reserve.sort()
        return [Event("toss", f"{{P{seat}}} tosses a {value}-ducat overboard; it sinks back into the reserve.",
                      data={"seat": seat, "value": value})]

    def _toss(self, seat: int, value: int, events: list[Event]) -> None:
        events.extend(self._throw(seat, value))
        self.pending = None
        if self.resume == "end":
            self._run_end(events)
        else:
            self.phase = self.card_phase
            self._settle_speaker(events)

    def draw(self, seat: int) -> list[Event]:
        """The top card into `seat`'s hand; an empty deck is first rebuilt from the discards."""
        events: list[Event] = []
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            events.append(Event("reshuffle", "The discard pile is shuffled into a new deck.", reveals=True))
        if not self.deck:
            return events
        card_id = self.deck.pop()
        hand = self.hands[seat]
        hand.append(card_id)
        hand.sort()
        events.append(Event("draw", f"{{P{seat}}} draws a card.", data={"seat": seat}))
        events.append(Event("drawn", f"You draw {self.game.name_of(card_id)}.", audience=frozenset({seat}),
                            reveals=True, data={"seat": seat, "card": card_id}))
        return events

    # ------------------------------------------------------------ scoring

    def result(self) -> Result:
        """Only the home coves count; the breakdown shows them by ducat value (the results
        screen's bars), the notes say what was needed and what was still at sea."""
        totals = [sum(h) for h in self.home]
        if self.winner is not None:
            winners = [self.winner]
        else:
            best = max(totals)
            winners = [s for s, t in enumerate(totals) if t == best]
        values = sorted(self.game.content.numbers.ducats)
        categories = [f"{value}-ducats" for value in values]
        breakdown = [{f"{value}-ducats": value * home.count(value) for value in values} for home in self.home]
        needed = self.game.content.numbers.win_value[self.players]
        notes = [f"{worth(needed)} unloaded at home wins with {self.players} players."]
        notes += [f"{{P{seat}}} still had {worth(sum(cargo))} aboard (cargo does not count)."
                  for seat, cargo in enumerate(self.cargo) if cargo]
        return Result(totals=totals, breakdown=breakdown, winners=winners, categories=categories, notes=notes)

    # ------------------------------------------------------------ views

    def view(self, seat: int | None) -> PiratesGoldView:
        from tabletop.games.pirates_gold.view import make_view

        return make_view(self, seat)

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> "PiratesGoldState":
        other = PiratesGoldState.__new__(PiratesGoldState)
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
        self.roll = list(data["roll"]) if data["roll"] else None
        for name in RARE_FIELDS:
            setattr(self, name, list(data.get(name, [False] * self.players)))
