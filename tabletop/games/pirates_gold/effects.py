"""What each card does: one small class per effect type, chosen by the card's record.

`cards.yaml` gives each card kind an effect record (`{type: captain, steps: 2}`); the
registry below maps the type to a class with two jobs:

- `options(state, seat, card)`: every argument tuple with which `seat` may play the card
  now (an empty list: not playable). These become the `play` actions, so what a UI can
  click is exactly what is legal.
- `resolve(state, seat, card, args)`: carry the effect out once no Counter Magic stopped
  it, returning the events. Moves mark the moved ship, and Re-supply the ship it puts a
  ducat under, so its owner acts on its space in the end phase.

`holder(seat, args)` says in front of whom a reminder card stays (None: it is discarded
as soon as it resolved). Cells in arguments are `row, col`, as a person reads the chart.

`facts(state, seat)` names everything `options` reads of the position, when that is a
few small values (a ship's cell, the wind): the rules then keep the play actions built
for each answer, because a search lists a held card's plays at every word of every card
phase. None (the options read more, say every ship or the ducat spaces): they are worked
out each time.
"""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.games.pirates_gold.model import CardKind
from tabletop.games.pirates_gold.position import PiratesGoldPosition


class CardEffect:
    reminder = False

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return [()]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return ()

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        return []

    def holder(self, seat: int, args: tuple) -> int | None:
        return seat if self.reminder else None


class SetWind(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return [(d,) for d in card.effect.directions if d != state.wind]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.wind,)

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        old, state.wind = state.wind, args[0]
        return [Event("wind", f"The wind turns from {old} to {args[0]}.", data={"from": old, "to": args[0]})]


class ExtraSail(CardEffect):
    """The card waits in front of its player until their next sailing phase."""

    reminder = True


class SteadyWinds(CardEffect):
    """Any player may be chosen, the player included: the rulebook's tip names both uses."""

    reminder = True

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return [(s,) for s in range(state.players)]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.players,)

    def holder(self, seat: int, args: tuple) -> int | None:
        return args[0]


class SkipTurn(CardEffect):
    reminder = True

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return [(s,) for s in range(state.players) if s != seat]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.players, seat)

    def holder(self, seat: int, args: tuple) -> int | None:
        return args[0]


class Resupply(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        if not state.reserve:
            return []
        board = state.game.board
        return [board.rc(cell) for i, cell in enumerate(board.ducat_spaces) if not state.spots[i]]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return None

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        board = state.game.board
        index = board.ducat_spaces.index(board.cell(*args))
        state.spots[index] = state.reserve.pop(state.rng.below(len(state.reserve)))
        for other, cell in enumerate(state.ships):
            if cell == board.ducat_spaces[index]:
                # a card has left that ship on a full ducat space: it acts in the end phase
                # as if a card had moved it there, but it has not moved (the swap asks that)
                state.resupplied[other] = True
        return [Event("resupply", f"{{P{seat}}} puts an unseen ducat from the reserve on the ducat space "
                                  f"at row {args[0] + 1}, column {args[1] + 1}.", data={"cell": list(args)})]


class TreasureIsland(CardEffect):
    """Only the active player; the card then waits until it has cost them a turn."""

    reminder = True

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return [()] if seat == state.active and state.reserve else []

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (seat == state.active, bool(state.reserve))

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        wanted = state.game.content.numbers.treasure_island_value
        higher = [v for v in state.reserve if v >= wanted]
        value = min(higher) if higher else min(state.reserve)
        state.reserve.remove(value)
        return [Event("treasure_island", f"{{P{seat}}} loads a {value}-ducat from the reserve onto their ship.",
                      reveals=True, data={"seat": seat, "value": value})] + state.load(seat, value)


class Assault(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        cell = state.ships[seat]
        if state.game.board.port_owner(cell) is not None:
            return []
        return [(v,) for v in range(state.players) if v != seat and state.ships[v] == cell and state.cargo[v]]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return None

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        victim = args[0]
        value = max(state.cargo[victim])
        state.cargo[victim].remove(value)
        return [Event("assault", f"{{P{seat}}} boards {{P{victim}}}'s ship and takes a {value}-ducat.",
                      data={"seat": seat, "victim": victim, "value": value})] + state.load(seat, value)


class FreakWave(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        board = state.game.board
        return [board.rc(cell) for cell in board.card_spaces if cell != state.ships[seat]]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.ships[seat],)

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        state.no_draw[seat] = True
        return state.move(seat, state.game.board.cell(*args), "freak_wave")


class Counter(CardEffect):
    """Never played on its own: the rules offer it only inside an answer window."""

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        return []


class GhostShip(CardEffect):
    """Any ship onto a space where another ship already lies, never into a home port."""

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        board = state.game.board
        owners = board.owners
        targets = [board.rc(cell) + (cell,) for cell in sorted(set(state.ships)) if owners[cell] is None]
        return [(ship, row, col) for ship, here in enumerate(state.ships) for row, col, cell in targets if cell != here]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return None

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        return state.move(args[0], state.game.board.cell(args[1], args[2]), "ghost_ship")


class CardTricks(CardEffect):
    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        events = [Event("card_tricks", "Everyone throws away their hand and draws as many new cards.")]
        for k in range(state.players):
            who = (state.active + k) % state.players
            count = len(state.hands[who])
            state.discard.extend(state.hands[who])
            state.hands[who] = []
            for _ in range(count):
                events.extend(state.draw(who))
        return events


class Curse(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        steps, lines = card.effect.steps, state.sea.lines
        return [(t, d) for t in range(state.players) if t != seat for d in lines(state.ships[t], steps)]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return None

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        path = state.sea.line(state.ships[args[0]], args[1], card.effect.steps)
        assert path is not None   # `options` offers only the lines that are open
        return state.move(args[0], path[-1], "curse", path)


class Captain(CardEffect):
    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        board = state.game.board
        return [board.rc(cell) for cell in sorted(state.sea.free_reach(state.ships[seat], card.effect.steps, seat))]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.ships[seat], seat)

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        dest = state.game.board.cell(*args)
        path = state.sea.free_reach(state.ships[seat], card.effect.steps, seat)[dest]
        return state.move(seat, dest, "captain", path)


class ShoreLeave(CardEffect):
    """Hop over one small island next to the ship; a ship crosses land once a round at most
    (the rulebook: only one land space may be crossed in a turn)."""

    def options(self, state: PiratesGoldPosition, seat: int, card: CardKind) -> list[tuple]:
        if state.hopped[seat]:
            return []
        board = state.game.board
        return [board.rc(cell) for cell in sorted(state.sea.hops(state.ships[seat], seat))]

    def facts(self, state: PiratesGoldPosition, seat: int) -> tuple | None:
        return (state.hopped[seat], state.ships[seat], seat)

    def resolve(self, state: PiratesGoldPosition, seat: int, card: CardKind, args: tuple) -> list[Event]:
        state.hopped[seat] = True
        return state.move(seat, state.game.board.cell(*args), "shore_leave")


EFFECTS: dict[str, CardEffect] = {
    "set_wind": SetWind(), "extra_sail": ExtraSail(), "steady_winds": SteadyWinds(), "skip_turn": SkipTurn(),
    "resupply": Resupply(), "treasure_island": TreasureIsland(), "assault": Assault(), "freak_wave": FreakWave(),
    "counter": Counter(), "ghost_ship": GhostShip(), "card_tricks": CardTricks(), "curse": Curse(),
    "captain": Captain(), "shore_leave": ShoreLeave(),
}
