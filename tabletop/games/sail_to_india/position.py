"""The position of one Sail to India match: plain lists of ints, so clones and saves are cheap.

Positions along the line are numbers: 0 is Lisboa, 1..n the coastal towns from Lisboa
outwards; the last one is India. `sea[seat][pos]` counts a seat's ships in a town's sea,
and `sea[seat][0]` its markers standing on Lisboa (the pool every new ship, banker and
historian comes from). Wealth and VP are numbers: the bankers and historians holding them
are always `ceil(amount / capacity)` markers, because gains fill the partly used marker
first and payments empty it first, exactly as the rulebook's examples move them.

Towns are discovered in order from Lisboa (a ship entering a face-down town stops there
and reveals it), so the face-up towns are always positions 1..`revealed`.
"""

from __future__ import annotations

from typing import Self

from tabletop.engine.action import Action
from tabletop.engine.events import Event
from tabletop.engine.game import KeptLegalActionsState, Result
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.effects import Effect
from tabletop.games.sail_to_india.model import Numbers, Technology, Town
from tabletop.games.sail_to_india.rules import SailToIndiaRules
from tabletop.games.sail_to_india.phases import Phase

LIST_FIELDS = ("line", "box", "stock", "wealth", "vp", "speed", "scientists", "moved", "picked")
NESTED_FIELDS = ("goods_owner", "build_owner", "sea", "gains")
PLAIN_FIELDS = ("revealed", "first", "current", "ap", "turn_number", "discovered", "mode_picks", "phase",
                 "launched", "india", "ending", "trigger")
"""The fields a clone and a save carry, by how they are copied; the rest are copied one by one."""


TechSplit = tuple[int, tuple[tuple[Technology, ...], ...], tuple[tuple[Technology, ...], ...],
                  tuple[tuple[tuple[Technology, tuple[int, int]], ...], ...]]
"""The technologies taken, split by seat and by use: (how many were taken, owned,
lifting, VP-selling with each one's offer)."""


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _holds(rows: list[list[int | None]], seat: int) -> bool:
    for row in rows:
        if seat in row:
            return True
    return False


def _spaces_of(rows: list[list[int | None]], seat: int) -> list[tuple[int, int]]:
    """(position, space) of every space in `rows` owned by `seat`, in board order.

    Searches ask this hundreds of thousands of times per decision and most rows hold
    nobody's marker, so a row is only looked into when `seat` is in it."""
    out = []
    for position, row in enumerate(rows, 1):
        if seat in row:
            if row[0] == seat:
                out.append((position, 0))
            if row[1] == seat:
                out.append((position, 1))
    return out


class SailToIndiaPosition(KeptLegalActionsState):
    """The fields of a match, their copies and saves, and the questions the rules ask
    about them.

    The turn flow, the actions and the view work on a position; `state.SailToIndiaState`
    adds the engine's contract (legal actions, play, views) on top. Kept apart so that
    the modules the contract calls need not import the module that calls them: the
    package's imports run one way, without a circle."""

    __slots__ = ("game", "players", "rng", "options", "line", "box", "revealed", "goods_owner", "build_owner",
                 "sea", "stock", "wealth", "vp", "speed", "scientists", "techs", "first", "current", "ap",
                 "turn_number", "discovered", "used", "mode_picks", "phase", "moved", "launched", "picked",
                 "gains", "india", "ending", "trigger", "opening_events", "final", "legal_cache", "tech_split",
                 "resume")

    game: SailToIndiaRules

    def __init__(self, game: SailToIndiaRules, players: int, rng: Rng, options: dict[str, bool]) -> None:
        self.game = game
        self.players = players
        self.rng = rng
        self.options = options
        self.line: list[str] = []                  # town ids, position p is line[p - 1]
        self.box: list[str] = []                   # towns not in play (public with 3 players: revealed)
        self.revealed = 0                          # positions 1..revealed are face up
        self.goods_owner: list[list[int | None]] = []   # [position - 1][space] -> seat
        self.build_owner: list[list[int | None]] = []
        self.sea: list[list[int]] = []             # [seat][position]; position 0 = on Lisboa
        self.stock: list[int] = []
        self.wealth: list[int] = []
        self.vp: list[int] = []                    # VP on the historian card
        self.speed: list[int] = []
        self.scientists: list[int] = []            # scientists still on the domain card
        self.techs: dict[str, int] = {}            # technology id -> owner
        self.first = 0
        self.current = 0
        self.ap = 0
        self.turn_number = 0
        self.discovered = False                    # entered a face-down town this turn
        self.used: dict[str, int] = {}             # once-per-turn effects used this turn, by tech id
        self.mode_picks = 0                        # markers returned / lifted in the open free-action mode
        self.phase = Phase.MAIN
        self.resume = Phase.MAIN                   # the phase an open free-action mode goes back to
        self.moved: list[int] = []                 # ships that already moved this action, by position
        self.launched = 0                          # markers launched from Lisboa this action
        self.picked: list[int] = []                # goods spaces picked for a sale, as position * 2 + space
        self.gains: list[list] = []                # [kind, amount] still to be placed by the current seat
        self.india: int | None = None              # who discovered India
        self.ending: int | None = None             # turns left once the end is triggered (this one included)
        self.trigger: int | None = None            # who triggered the end
        self.opening_events: list[Event] = []
        self.final: Result | None = None
        self.legal_cache: list[Action] | None = None   # forgotten by apply (the only mutator)
        self.tech_split: TechSplit | None = None   # techs by seat and use, with the count they were split at

    # ------------------------------------------------------------ content shortcuts

    @property
    def numbers(self) -> Numbers:
        return self.game.content.numbers

    @property
    def towns(self) -> int:
        return len(self.line)

    def town(self, position: int) -> Town:
        return self.game.content.town(self.line[position - 1])

    def name(self, thing: str | int) -> str:
        """The display name of an id, or of the town at a position (for log sentences)."""
        if isinstance(thing, int):
            thing = self.line[thing - 1]
        return self.game.content.name(thing)

    def frontier(self) -> int | None:
        """The first face-down town, or None when every town in the line is face up."""
        return self.revealed + 1 if self.revealed < len(self.line) else None

    # ------------------------------------------------------------ who owns what

    def owned_techs(self, seat: int) -> tuple[Technology, ...]:
        """The technologies `seat` owns, in the order they were acquired."""
        return self._kept_split()[1][seat] if self.techs else ()

    def lifting_techs(self, seat: int) -> tuple[Technology, ...]:
        """`seat`'s technologies that turn land markers back into ships (Geography)."""
        return self._kept_split()[2][seat] if self.techs else ()

    def vp_selling_techs(self, seat: int) -> tuple[tuple[Technology, tuple[int, int]], ...]:
        """`seat`'s technologies that sell VP for wealth (Bank System), each with its
        offer `(wealth, vp)`."""
        return self._kept_split()[3][seat] if self.techs else ()

    def _kept_split(self) -> TechSplit:
        """The technologies taken, split by seat and by use.

        The rules ask for parts of it several times per small decision (the free actions
        on offer are worked out at every step of a turn), so the split is kept. A
        technology is never lost or passed on, so the kept split is good while the number
        of technologies taken is unchanged."""
        kept = self.tech_split
        if kept is None or kept[0] != len(self.techs):
            kept = self._split_techs()
        return kept

    def _split_techs(self) -> TechSplit:
        """Split the technologies taken by seat and by use, and keep the split with the
        number taken: (count, owned, lifting, VP-selling)."""
        index = self.game.content.tech_index
        owned = tuple(tuple(index[t] for t, owner in self.techs.items() if owner == s) for s in range(self.players))
        lifting = tuple(tuple(t for t in techs if t.effect.lifts_to_sea()) for techs in owned)
        selling = tuple(tuple((t, offer) for t in techs if (offer := t.effect.vp_purchase()) is not None)
                        for techs in owned)
        self.tech_split = (len(self.techs), owned, lifting, selling)
        return self.tech_split

    def owns_goods(self, seat: int) -> bool:
        """Whether `seat` has a goods marker anywhere (a sale and a return need one)."""
        return _holds(self.goods_owner, seat)

    def owns_buildings(self, seat: int) -> bool:
        return _holds(self.build_owner, seat)

    def buildings_of(self, seat: int) -> list[tuple[int, int]]:
        """(position, space) of every building `seat` owns."""
        return _spaces_of(self.build_owner, seat)

    def goods_of(self, seat: int) -> list[tuple[int, int]]:
        """(position, space) of every goods marker `seat` owns."""
        return _spaces_of(self.goods_owner, seat)

    def building_counts(self, seat: int) -> dict[str, int]:
        counts: dict[str, int] = {}
        for position, space in self.buildings_of(seat):
            kind = self.town(position).buildings[space].kind
            counts[kind] = counts.get(kind, 0) + 1
        return counts

    def building_effect(self, position: int, space: int) -> Effect:
        return self.game.content.building(self.town(position).buildings[space].kind).effect

    def can_use(self, tech: Technology) -> bool:
        """Whether a once-per-turn (or n-per-turn) technology still has a use this turn."""
        limit = tech.effect.per_turn
        return limit == 0 or self.used.get(tech.id, 0) < limit

    def bankers(self, seat: int) -> int:
        return ceil_div(self.wealth[seat], self.numbers.banker_capacity)

    def historians(self, seat: int) -> int:
        return ceil_div(self.vp[seat], self.numbers.historian_capacity)

    def markers_accounted(self, seat: int) -> int:
        """Every marker of `seat`, wherever it is: always markers_per_player (a test checks it)."""
        goods = sum(row.count(seat) for row in self.goods_owner)
        builds = sum(row.count(seat) for row in self.build_owner)
        techs = sum(1 for owner in self.techs.values() if owner == seat)
        return (self.stock[seat] + sum(self.sea[seat]) + goods + builds + self.bankers(seat)
                + self.historians(seat) + 1 + self.scientists[seat] + techs)

    # ------------------------------------------------------------ copies and saves

    def clone(self) -> Self:
        other = type(self).__new__(type(self))
        other.game = self.game
        other.players = self.players
        other.rng = self.rng.clone()
        other.options = self.options
        for name in LIST_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        for name in NESTED_FIELDS:
            setattr(other, name, [list(row) for row in getattr(self, name)])
        for name in PLAIN_FIELDS:
            setattr(other, name, getattr(self, name))
        other.techs = dict(self.techs)
        other.used = dict(self.used)
        other.opening_events = self.opening_events
        other.final = self.final
        other.legal_cache = self.legal_cache
        other.tech_split = self.tech_split
        other.resume = self.resume
        return other

    def to_json(self) -> dict:
        data: dict = {"game": self.game.id, "players": self.players, "rng": self.rng.state,
                      "options": dict(self.options), "techs": dict(self.techs), "used": dict(self.used)}
        for name in LIST_FIELDS:
            data[name] = list(getattr(self, name))
        for name in NESTED_FIELDS:
            data[name] = [list(row) for row in getattr(self, name)]
        for name in PLAIN_FIELDS:
            data[name] = getattr(self, name)
        if self.resume != Phase.MAIN:   # only a mode opened inside an action sets it: other saves stay as they were
            data["resume"] = self.resume
        return data

    def load_json(self, data: dict) -> None:
        for name in LIST_FIELDS:
            setattr(self, name, list(data[name]))
        for name in NESTED_FIELDS:
            setattr(self, name, [list(row) for row in data[name]])
        for name in PLAIN_FIELDS:
            setattr(self, name, data[name])
        self.techs = dict(data["techs"])
        self.used = dict(data["used"])
        self.resume = data.get("resume", Phase.MAIN)   # saves from before free actions mid-action
        self.final = None
        self.legal_cache = None
        self.tech_split = None
