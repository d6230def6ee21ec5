"""A tiny stand-in game for the persistence tests, until Golden Sails can be loaded.

"Draw": a shuffled deck of numbered cards; on your turn draw the top card (only you see
it) or discard a card from your hand. The game ends when the deck is empty. It has what
a save must survive: a seeded RNG, hidden information, actions with arguments, an option.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import Action, Event, Game, GameOption, IllegalAction, Result, Rng, State, View

GAME_ID = "draw_test"


@dataclass(frozen=True)
class DrawView(View):
    seat: int | None
    to_act: int | None
    legal: tuple[Action, ...]
    deck_left: int
    hands: tuple[tuple[int, ...] | int, ...]   # own hand in full, others as a count

    def to_json(self) -> dict:
        return {"seat": self.seat, "to_act": self.to_act, "legal": [a.to_json() for a in self.legal],
                "deck_left": self.deck_left, "hands": [list(h) if isinstance(h, tuple) else h for h in self.hands]}


class DrawGame(Game):
    id = GAME_ID

    def __init__(self, content_hash: str = "draw-content-1") -> None:
        self.name = "Draw"
        self.min_players = 2
        self.max_players = 4
        self.options = (GameOption("short", "Short deck", "Play with eight cards instead of twelve."),)
        self.content_hash = content_hash

    def new_state(self, players: int, seed: int, options: dict[str, bool] | None = None) -> "DrawState":
        self.check_players(players)
        chosen = self.resolve_options(options)
        deck = list(range(1, 9 if chosen["short"] else 13))
        rng = Rng(seed)
        rng.shuffle(deck)
        return DrawState(self, players, rng, chosen, deck, [[] for _ in range(players)], 0)

    def state_from_json(self, data: dict) -> "DrawState":
        return DrawState(self, data["players"], Rng(state=data["rng"]), dict(data["options"]), list(data["deck"]),
                         [list(h) for h in data["hands"]], data["turn"])

    def determinize(self, view: View, rng: Rng) -> "DrawState":
        raise NotImplementedError("the persistence tests never search")


class DrawState(State):
    def __init__(self, game, players, rng, options, deck, hands, turn) -> None:
        self.game, self.players, self.rng, self.options = game, players, rng, options
        self.deck, self.hands, self.turn = deck, hands, turn

    def to_act(self) -> int | None:
        return None if self.is_over() else self.turn % self.players

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        hand = self.hands[self.turn % self.players]
        return [Action("draw"), *(Action("discard", (card,)) for card in sorted(hand))]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalAction(f"{action} is not legal now")
        seat = self.turn % self.players
        self.turn += 1
        if action.kind == "draw":
            card = self.deck.pop()
            self.hands[seat].append(card)
            return [Event("draw", f"{{P{seat}}} draws", reveals=True),
                    Event("drawn", f"you drew {card}", audience=frozenset({seat}))]
        self.hands[seat].remove(action.args[0])
        return [Event("discard", f"{{P{seat}}} discards {action.args[0]}")]

    def is_over(self) -> bool:
        return not self.deck

    def result(self) -> Result:
        totals = [sum(hand) for hand in self.hands]
        best = max(totals)
        return Result(totals, [{"cards": t} for t in totals], [i for i, t in enumerate(totals) if t == best],
                      ["cards"])

    def view(self, seat: int | None) -> DrawView:
        hands = tuple(tuple(h) if i == seat else len(h) for i, h in enumerate(self.hands))
        legal = tuple(self.legal_actions()) if seat is not None and seat == self.to_act() else ()
        return DrawView(seat, self.to_act(), legal, len(self.deck), hands)

    def clone(self) -> "DrawState":
        return DrawState(self.game, self.players, self.rng.clone(), dict(self.options), list(self.deck),
                         [list(h) for h in self.hands], self.turn)

    def to_json(self) -> dict:
        return {"players": self.players, "rng": self.rng.state, "options": self.options, "deck": self.deck,
                "hands": self.hands, "turn": self.turn}
