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
"""

from __future__ import annotations

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Result, State
from tabletop.engine.rng import Rng
from tabletop.games.pirates_gold.effects import EFFECTS
from tabletop.games.pirates_gold.model import WIND, PiratesGoldContent
from tabletop.games.pirates_gold.sailing import Path, Sea
from tabletop.games.pirates_gold.view import PiratesGoldView

WIND_CHOICE, CARDS1, CARDS2, WINDOW, SAIL = "wind", "cards1", "cards2", "window", "sail"
TOSS, DISCARD, SWAP, OVER = "toss", "discard", "swap", "over"
NEXT_ROUND = "next_round"
"""A passing mark, never seen outside `apply`: rounds are started in a loop there, not by
recursion, so a run of rounds in which nobody has anything to decide stays shallow."""
PASS = Action("pass")
STAY = Action("stay")
KEEP = Action("keep")


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


class PiratesGoldState(State):
    __slots__ = ("game", "players", "rng", "sea") + LIST_FIELDS + NESTED_FIELDS + SCALAR_FIELDS + ("opening_events",)

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
        self.moved = [False] * players             # moved by a card this round
        self.no_draw = [False] * players           # Freak Wave: no card on a card space this round
        self.sailed = False
        self.sail_start = -1
        self.end_queue: list[int] = []
        self.end_pos = 0
        self.end_stage = 0
        self.pending: int | None = None            # who must toss or discard
        self.resume = ""                           # where play goes on after a toss
        self.winner: int | None = None
        self.opening_events: list[Event] = []

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

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase in (CARDS1, CARDS2):
            return [PASS] + self.card_plays(self.speaker)
        if phase == WINDOW:
            seat = self.window[self.window_pos]
            counters = [c for c in dict.fromkeys(self.hands[seat]) if self.game.content.card(c).effect.type == "counter"]
            return [PASS] + [Action("play", (c,)) for c in counters]
        if phase == SAIL:
            board = self.game.board
            return [STAY] + [Action("sail", board.rc(cell)) for cell in sorted(self.reachable())]
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

    def apply(self, action: Action) -> list[Event]:
        if self.phase == OVER or action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
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
        while True:
            skip = next((c for c in self.reminders[self.active]
                         if self.game.content.card(c).effect.type in ("skip_turn", "treasure_island")), None)
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
        self.sailed, self.sail_start = False, -1
        events.append(Event("round", f"Round {self.round}: {{P{self.active}}} is the active player.",
                            data={"round": self.round, "active": self.active}))
        steady = next((c for c in self.reminders[self.active]
                       if self.game.content.card(c).effect.type == "steady_winds"), None)
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

    # ------------------------------------------------------------ card phases

    def _open_card_phase(self, name: str, events: list[Event]) -> None:
        self.phase = self.card_phase = name
        self.passed = []
        self.speaker = self.active
        self._settle_speaker(events)

    def _settle_speaker(self, events: list[Event]) -> None:
        """Seats with empty hands pass at once (everyone can see they hold nothing)."""
        while self.phase == self.card_phase and not self.hands[self.speaker]:
            self._after_pass(self.speaker, events)

    def _after_pass(self, seat: int, events: list[Event]) -> None:
        # The active player's pass ends the phase once every other seat has passed since
        # the last card, or holds no cards at all (asking it would change nothing).
        if seat == self.active and all(s in self.passed or not self.hands[s]
                                       for s in range(self.players) if s != seat):
            self._close_card_phase(events)
            return
        if seat != self.active and seat not in self.passed:
            self.passed.append(seat)
        self.speaker = self._next_speaker(seat)
        self._settle_speaker(events)

    def _next_speaker(self, seat: int) -> int:
        for k in range(1, self.players + 1):
            s = (seat + k) % self.players
            if s == self.active or s not in self.passed:
                return s
        return self.active

    def _close_card_phase(self, events: list[Event]) -> None:
        if self.card_phase == CARDS1:
            self.phase = SAIL
            self.sail_start = self.ships[self.active]
            if not self.reachable():   # becalmed: nothing to decide, so nobody is asked
                self._sail(STAY, events)
        else:
            self._open_end(events)

    def _play(self, seat: int, args: tuple, events: list[Event]) -> None:
        card_id = args[0]
        self.hands[seat].remove(card_id)
        self.played[seat] = True
        self.stack = [[seat, card_id, list(args[1:])]]
        events.append(Event("play", f"{{P{seat}}} plays {self.game.name_of(card_id)}.",
                            data={"seat": seat, "card": card_id, "args": list(args[1:])}))
        self._open_window(seat, events)

    def could_answer(self, seat: int) -> bool:
        """Whether `seat` is asked in an answer window: public facts only."""
        if not self.hands[seat]:
            return False
        content = self.game.content
        seen = sum(1 for c in self.discard if content.card(c).effect.type == "counter")
        seen += sum(1 for _, c, _ in self.stack if content.card(c).effect.type == "counter")
        return seen < self.game.counter_total

    def _open_window(self, seat: int, events: list[Event]) -> None:
        self.window = [s for s in ((seat + k) % self.players for k in range(1, self.players)) if self.could_answer(s)]
        self.window_pos = 0
        if self.window:
            self.phase = WINDOW
        else:
            self._resolve_stack(events)

    def _counter(self, seat: int, card_id: str, events: list[Event]) -> None:
        self.hands[seat].remove(card_id)
        self.played[seat] = True
        target = self.stack[-1]
        self.stack.append([seat, card_id, []])
        events.append(Event("counter", f"{{P{seat}}} answers {{P{target[0]}}}'s {self.game.name_of(target[1])} "
                                       f"with {self.game.name_of(card_id)}.",
                            data={"seat": seat, "card": card_id, "against": target[1]}))
        self._open_window(seat, events)

    def _resolve_stack(self, events: list[Event]) -> None:
        """Top down: a live Counter Magic cancels the card right below it."""
        content = self.game.content
        alive = [True] * len(self.stack)
        for i in range(len(self.stack) - 2, -1, -1):
            above = self.stack[i + 1]
            alive[i] = not (alive[i + 1] and content.card(above[1]).effect.type == "counter")
        for i in range(len(self.stack) - 1, 0, -1):
            self.discard.append(self.stack[i][1])
        seat, card_id, args = self.stack[0]
        self.stack = []
        self.window, self.window_pos = [], 0
        card = content.card(card_id)
        effect = EFFECTS[card.effect.type]
        self.resume = self.card_phase
        if alive[0]:
            events.extend(effect.resolve(self, seat, card, tuple(args)))
            holder = effect.holder(seat, tuple(args))
            if holder is None:
                self.discard.append(card_id)
            else:
                self.reminders[holder].append(card_id)
        else:
            self.discard.append(card_id)
            events.append(Event("cancelled", f"{{P{seat}}}'s {card.name} is cancelled.",
                                data={"seat": seat, "card": card_id}))
        self.passed = []
        self.speaker = self._next_speaker(seat)
        if self.phase != TOSS:
            self.phase = self.card_phase
            self._settle_speaker(events)

    # ------------------------------------------------------------ ships, ducats, cards

    def reachable(self, seat: int | None = None) -> dict[int, Path]:
        """The cells `seat`'s ship (default: the active one) could sail to with the wind
        and strength now, each with one legal path; the sailing phase offers exactly these.
        A UI works from a view instead: `PiratesGoldGame.reachable(view)`."""
        seat = self.active if seat is None else seat
        return self.sea.wind_reach(self.ships[seat], self.wind, self.sail_steps(seat), seat)

    def sail_steps(self, seat: int) -> int:
        content = self.game.content
        extra = sum(content.card(c).effect.steps for c in self.reminders[seat]
                    if content.card(c).effect.type == "extra_sail")
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
        content = self.game.content
        sails = [c for c in self.reminders[seat] if content.card(c).effect.type == "extra_sail"]
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

    # ------------------------------------------------------------ end phase

    def _open_end(self, events: list[Event]) -> None:
        n = self.players
        self.end_queue = [self.active] + [s for s in ((self.active + k) % n for k in range(1, n)) if self.moved[s]]
        self.end_pos, self.end_stage = 0, 0
        self.resume = "end"
        self._run_end(events)

    def _run_end(self, events: list[Event]) -> None:
        """Each seat in the queue acts on its space, then the active one may swap a card."""
        self.phase = "end"
        while self.end_pos < len(self.end_queue):
            seat = self.end_queue[self.end_pos]
            if self.end_stage == 0:
                self.end_stage = 1
                self._space_action(seat, events)
                if self.phase != "end":
                    return
            if self.end_stage == 1:
                self.end_stage = 2
                if seat == self.active and self._may_swap():
                    self.phase = SWAP
                    return
            self.end_pos += 1
            self.end_stage = 0
        self.active = (self.active + 1) % self.players
        self.phase = NEXT_ROUND

    def _space_action(self, seat: int, events: list[Event]) -> None:
        board = self.game.board
        cell = self.ships[seat]
        kind = board.kinds[cell]
        if kind == "ducat":
            index = board.ducat_spaces.index(cell)
            value = self.spots[index]
            if value:
                self.spots[index] = 0
                events.append(Event("load", f"{{P{seat}}} hauls up a {value}-ducat.", reveals=True,
                                    data={"seat": seat, "value": value, "cell": list(board.rc(cell))}))
                events.extend(self.load(seat, value))
        elif kind == "card":
            stayed = seat == self.active and not self.sailed and cell == self.sail_start
            if self.no_draw[seat] or stayed:
                return
            events.extend(self.draw(seat))
            if len(self.hands[seat]) > self.game.content.numbers.hand_limit:
                self.pending = seat
                self.phase = DISCARD
        elif board.port_owner(cell) == seat and self.cargo[seat]:
            unloaded = self.cargo[seat]
            self.home[seat].extend(unloaded)
            self.cargo[seat] = []
            total = sum(self.home[seat])
            events.append(Event("unload", f"{{P{seat}}} brings {sum(unloaded)} ducats' worth home "
                                          f"({total} in all).", data={"seat": seat, "values": unloaded}))
            if total >= self.game.content.numbers.win_value[self.players]:
                self.winner = seat
                self.phase = OVER
                events.append(Event("game_over", f"{{P{seat}}} wins with {total} ducats at home!",
                                    data={"winner": seat}))

    def _may_swap(self) -> bool:
        seat = self.active
        return (not self.played[seat] and not self.sailed and not self.moved[seat] and bool(self.hands[seat])
                and bool(self.deck or self.discard))

    # ------------------------------------------------------------ scoring

    def result(self) -> Result:
        totals = [sum(h) for h in self.home]
        if self.winner is not None:
            winners = [self.winner]
        else:
            best = max(totals)
            winners = [s for s, t in enumerate(totals) if t == best]
        return Result(totals=totals, breakdown=[{"home": t} for t in totals], winners=winners,
                      categories=["home"])

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
        other.opening_events = self.opening_events
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
