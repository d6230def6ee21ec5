"""How a Golden Sails position moves, with the engine's contract: who acts, the legal
actions, play, the final result and the views. What a position is (its fields, copies and
saves) is `position.py`'s; the Game (`game.py`) builds one and holds what is fixed at load
(content, scorers, prebuilt actions); determinize builds one from a view.

Seats are numbered clockwise. Assigning goes clockwise from the first player; taking goes
counter-clockwise from the last assigner, so the first player takes the last card and may
swap its expert for one of his own (the swap right). Experts come back after the rounds
named in content; with the player counts named there, the first-player card then skips
a seat.
"""

from __future__ import annotations

from tabletop.engine.action import Action, IllegalAction
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.games.golden_sails.model import EXPERT_GOOD, EXPERT_INDEX, EXPERTS, GOOD_TYPES
from tabletop.games.golden_sails.phases import ASSIGN, ASSIGNING, OVER, SWAP, TAKE, TAKING
from tabletop.games.golden_sails.position import GoldenSailsPosition
from tabletop.games.golden_sails.result import final_result
from tabletop.games.golden_sails.view import GoldenSailsView, build_view


GEMS_PILE = GOOD_TYPES.index("gems")


class GoldenSailsState(GoldenSailsPosition):
    """A position with the engine's contract: who acts, the legal actions, play, the
    result and the views."""

    __slots__ = ()

    # ------------------------------------------------------------ set-up

    def setup(self) -> None:
        content = self.game.content
        ids = [c.id for c in content.cards]
        self.rng.shuffle(ids)
        self.deck = ids[: content.setup.deck_size[self.players]]
        self.reference = self.rng.choice([r.id for r in content.references])
        self.first = self.rng.below(self.players)
        self.experts = [[1] * len(EXPERTS) for _ in range(self.players)]
        self.piles = [[[] for _ in GOOD_TYPES] for _ in range(self.players)]
        self.announced = [[] for _ in range(self.players)]
        ref = content.reference(self.reference)
        self.opening_events = [
            Event("setup", f"Animal reference {self.reference} is in force: {ref.summary}"),
            Event("first_player", f"{{P{self.first}}} takes the first-player card.", data={"from": None, "to": self.first}),
        ]
        self.opening_events.extend(self._start_round(1))

    def _start_round(self, number: int) -> list[Event]:
        self.round = number
        self.phase = ASSIGNING
        self.turn = 0
        drawn = self.deck[:-self.players - 1:-1]       # the top cards, drawn one by one
        del self.deck[-self.players:]
        self.market = [[card, None, None] for card in drawn]
        if not self.narrates:
            return []
        return [Event("reveal", f"Round {number}: {self.players} new goods are revealed.", reveals=True,
                      data={"cards": drawn})]

    # ------------------------------------------------------------ the contract

    def to_act(self) -> int | None:
        if self.phase == ASSIGNING:
            return (self.first + self.turn) % self.players
        if self.phase == TAKING:
            return (self.first - 1 - self.turn) % self.players
        return None

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        seat = self.to_act()
        if seat is None:
            return []
        hand = self.experts[seat]
        game = self.game
        if self.phase == ASSIGNING:
            free = [i for i, slot in enumerate(self.market) if slot[1] is None]
            return [game.assign_actions[e][i] for e in range(len(EXPERTS)) if hand[e] for i in free]
        open_slots = [i for i, slot in enumerate(self.market) if slot[0] is not None]
        actions = [game.take_actions[i] for i in open_slots]
        if len(open_slots) == 1:
            slot = open_slots[0]
            current = self.market[slot][1]
            actions.extend(game.swap_actions[slot][e] for e in range(len(EXPERTS))
                           if hand[e] and EXPERTS[e] != current)
        return actions

    def _check(self, seat: int | None, action: Action) -> int:
        """`seat`, once `action` is legal for it: legality without listing every legal
        action (apply is on the search hot path)."""
        args = action.args
        ok = False
        if seat is None:
            ok = False
        elif action.kind == ASSIGN and self.phase == ASSIGNING and len(args) == 2 and args[0] in EXPERTS:
            slot = args[1]
            ok = (isinstance(slot, int) and 0 <= slot < len(self.market) and self.market[slot][1] is None
                  and self.experts[seat][EXPERTS.index(args[0])] > 0)
        elif action.kind in (TAKE, SWAP) and self.phase == TAKING and args and isinstance(args[0], int) \
                and 0 <= args[0] < len(self.market) and self.market[args[0]][0] is not None:
            if action.kind == TAKE:
                ok = len(args) == 1
            else:
                left = sum(1 for slot in self.market if slot[0] is not None)
                ok = (len(args) == 2 and left == 1 and args[1] in EXPERTS and args[1] != self.market[args[0]][1]
                      and self.experts[seat][EXPERTS.index(args[1])] > 0)
        if not ok or seat is None:
            raise IllegalAction(f"{action} is not legal now")
        return seat

    def apply(self, action: Action) -> list[Event]:
        return self._play(self._check(self.to_act(), action), action)

    def apply_trusted(self, action: Action) -> None:
        """`apply` without the check: the bots' playouts build only legal moves. The
        mover is worked out here as `to_act` does (a playout applies thousands of moves)."""
        if self.phase == ASSIGNING:
            self._assign((self.first + self.turn) % self.players, action)
        else:
            assert self.phase == TAKING     # a playout stops when the game is over
            self._take((self.first - 1 - self.turn) % self.players, action)

    def _play(self, seat: int, action: Action) -> list[Event]:
        if action.kind != ASSIGN:
            return self._take(seat, action)
        return self._assign(seat, action)

    def _assign(self, seat: int, action: Action) -> list[Event]:
        expert, slot = action.args
        self.experts[seat][EXPERT_INDEX[expert]] -= 1
        entry = self.market[slot]
        entry[1] = expert
        entry[2] = seat
        self.turn += 1
        if self.turn == self.players:
            self.phase, self.turn = TAKING, 0
        if not self.narrates:
            return []
        card = entry[0]
        return [Event(ASSIGN, f"{{P{seat}}} sends the {self.game.name_of(expert)} to card {slot + 1}: "
                              f"it is now {self.game.describe(card, EXPERT_GOOD[expert])}.",
                      data={"seat": seat, "expert": expert, "slot": slot, "card": card})]

    def _swap_words(self, seat: int, owner: int | None, old: str, new: str) -> str:
        """The swap in the log, naming whose expert comes off the card: usually another
        player's, which goes into the taker's supply (not "back" to anyone)."""
        old_name, new_name = self.game.name_of(old), self.game.name_of(new)
        if owner is None or owner == seat:
            return f"{{P{seat}}} takes back their own {old_name} and plays the {new_name} instead."
        return f"{{P{seat}}} takes {{P{owner}}}'s {old_name} into their own supply and plays the {new_name} instead."

    def _take(self, seat: int, action: Action) -> list[Event]:
        slot = action.args[0]
        card_id, expert, placed_by = self.market[slot]
        narrates = self.narrates
        events: list[Event] = []
        if action.kind == SWAP:
            new = action.args[1]
            self.experts[seat][EXPERT_INDEX[expert]] += 1
            self.experts[seat][EXPERT_INDEX[new]] -= 1
            if narrates:
                events.append(Event(SWAP, self._swap_words(seat, placed_by, expert, new),
                                    data={"seat": seat, "slot": slot, "old": expert, "new": new, "owner": placed_by}))
            expert = new
        pile = EXPERT_INDEX[expert]
        self.piles[seat][pile].append(card_id)
        self.market[slot] = [None, None, None]
        content = self.game.content
        card = content.card_index[card_id]
        kept = self.summaries[seat]
        if kept is not None:    # the summary follows the piles into the next round, if any (see __init__)
            self.summaries[seat] = kept.taking(pile, card, self.round + 1) if self.round < content.setup.rounds else None
        if pile == GEMS_PILE:
            gem = card.gem
            self.announced[seat].append(gem)
            if narrates:
                events.extend(self._gem_events(seat, slot, card_id, gem))
        elif narrates:
            good = EXPERT_GOOD[expert]
            events.append(Event(TAKE, f"{{P{seat}}} takes {self.game.describe(card_id, good)}.",
                                data={"seat": seat, "slot": slot, "pile": good, "card": card_id}))
        self.turn += 1
        if self.turn == self.players:
            events.extend(self._end_round())
        return events

    def _gem_events(self, seat: int, slot: int, card_id: str, gem: int) -> list[Event]:
        """A gem is announced by its class; unless gems are open, only its taker learns the card."""
        event = Event(TAKE, f"{{P{seat}}} takes a gem and announces class {gem}.",
                      data={"seat": seat, "slot": slot, "pile": "gems", "gem": gem})
        if self.options.get("open_gems"):
            event.data["card"] = card_id
            return [event]
        event.data["card"] = None
        card = self.game.content.card(card_id)
        return [event, Event("private", f"Your new gem (class {gem}) came from the card with "
                                        f"{self.game.name_of(card.spice)}, {self.game.name_of(card.animal)} and "
                                        f"{self.game.name_of(card.weapon.kind)} {card.weapon.left}-{card.weapon.right}.",
                             audience=frozenset({seat}), data={"seat": seat, "card": card_id})]

    def _end_round(self) -> list[Event]:
        setup = self.game.content.setup
        narrates = self.narrates
        if self.round == setup.rounds:
            self.phase = OVER
            self.market = []
            if not narrates:
                return []
            result = self.result()
            names = " and ".join(f"{{P{w}}}" for w in result.winners)
            return [Event("game_over", f"The fleet is home. {names} {'wins' if len(result.winners) == 1 else 'share the win'} "
                                       f"with {result.totals[result.winners[0]]} VP.")]
        events = []
        step = 1
        if self.round in setup.experts_return_after:
            self.experts = [[1] * len(EXPERTS) for _ in range(self.players)]
            if narrates:
                events.append(Event("experts_return", "The experts return: everyone again has all five."))
            if self.players in setup.first_player_skip_players:
                step = 2
        previous, self.first = self.first, (self.first + step) % self.players
        if narrates:
            events.append(Event("first_player", f"{{P{self.first}}} takes the first-player card.",
                                data={"from": previous, "to": self.first}))
        events.extend(self._start_round(self.round + 1))
        return events

    # ------------------------------------------------------------ the end, views

    def result(self) -> Result:
        if self.final is None:
            self.final = final_result(self)
        return self.final

    def view(self, seat: int | None) -> GoldenSailsView:
        return build_view(self, seat)

    def open_view(self) -> GoldenSailsView:
        return build_view(self, None, face_up=True)


class SampledState(GoldenSailsState):
    """A world a bot samples from its view (`determinize`) and plays out in its head: the
    same rules and scores, but its moves write no events and its result no explanation
    of the end-of-game choices (`Result.choices` stays empty). Nobody reads them there,
    and a search plays thousands of moves and game ends per decision."""

    __slots__ = ()
    narrates = False
