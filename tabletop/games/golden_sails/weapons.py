"""Weapons at the end: who steals what from whom, once every shield and (two players)
every side is chosen.

With three or more players a weapon's left value is taken from the left neighbour and its
right value from the right one; a shield only changes what its holder loses, so each
holder wards the kinds aimed at it hardest whatever the others chose. In a duel each
player picks one side for the whole pile and the kinds its shields ward, the last
round's first player first, the other answering (`_duel`). `WeaponTables` keeps the
tables of one game's end by the universal goods each seat moves into its weapons.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from tabletop.games.golden_sails.holdings import Holdings
from tabletop.games.golden_sails.model import WEAPONS, ScoringNumbers, WeaponArea


def working_weapons(h: Holdings, numbers: ScoringNumbers) -> dict[str, tuple[int, int]]:
    """Kind -> (left, right) for kinds held exactly once, boosts added."""
    return armed(h.weapons, boosted_kinds(h), numbers.weapon_boost)


def boosted_kinds(h: Holdings) -> list[str]:
    """The weapon kind each of the pile's boost spells names, one per spell."""
    kinds = []
    for s in h.spells:
        if s.power.power == "weapon_boost":
            assert s.power.weapon is not None   # a boost names its kind (the loader checks)
            kinds.append(s.power.weapon)
    return kinds


def armed(weapons: list[WeaponArea], boosted: list[str], boost: int) -> dict[str, tuple[int, int]]:
    """`working_weapons` of a weapons pile whose spells boost the kinds `boosted` by `boost`
    each, for a final scorer weighing the weapons pile with and without universal goods."""
    out: dict[str, tuple[int, int]] = {}
    if not weapons:
        return out
    kinds = [w.kind for w in weapons]
    for w in weapons:
        kind = w.kind
        if kinds.count(kind) == 1:
            if boosted:
                added = boost * boosted.count(kind)
                out[kind] = (w.left + added, w.right + added)
            else:
                out[kind] = (w.left, w.right)
    return out


def shields_held(h: Holdings) -> int:
    """How many weapon kinds this player wards off: one per Protection spell, as each card
    names its own kind (there are only four kinds to name)."""
    return min(len(WEAPONS), sum(1 for s in h.spells if s.power.power == "weapon_shield"))


@dataclass(slots=True)
class WeaponTable:
    """Who steals what from whom once shields and (two players) sides are chosen.
    `shields[seat]` lists the kinds that seat wards off, one per Protection spell;
    `steals[seat]` what it takes: (left, right) with three or more players, (with its
    side,) in a duel. The words of `detail` are written only when asked (a result that
    explains), as a final scorer works out several tables for every game's end."""

    net: list[int]
    shields: list[tuple[str, ...]]
    sides: list[str | None]
    steals: list[tuple[int, ...]]
    first_player: int

    @property
    def detail(self) -> list[str]:
        """Per seat, what it steals and loses, in words."""
        if len(self.net) == 2:
            gains = [steals[0] for steals in self.steals]
            order = {self.first_player: "chose first", 1 - self.first_player: "chose second, seeing the other's choice"}
            return [f"steals {gains[p]} with the {self.sides[p] or 'left'} values, loses {gains[1 - p]} ({order[p]})"
                    for p in range(2)]
        return [f"steals {left} left and {right} right, loses {left + right - net}"
                for (left, right), net in zip(self.steals, self.net)]


def weapon_table(holdings: list[Holdings], numbers: ScoringNumbers, first_player: int) -> WeaponTable:
    """The weapon scores, with every shield and side chosen in seat order from `first_player`.

    With three or more players a shield changes only what its holder loses, so each
    holder's best kinds are the same whoever chose before: the order cannot matter. In a
    duel the shield and the side answer each other, so the order decides (see `_duel`)."""
    return armed_table([working_weapons(h, numbers) for h in holdings], [shields_held(h) for h in holdings],
                       first_player)


def armed_table(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], first_player: int) -> WeaponTable:
    """`weapon_table` from each seat's working weapons and shield count, which a final
    scorer weighing many placements of universal goods works out once per seat."""
    n = len(arms)
    if n == 2:
        return _duel(arms, shield_counts, first_player)
    shields = [_wards(arms, shield_counts, q) if shield_counts[q] else () for q in range(n)]
    # What each player loses is what its neighbours steal from it: each steal is worked out
    # once, both sides in one pass over the thief's weapons (`_steal`'s sums, as every
    # game's end in a search works a table out).
    gives_left, gives_right = [], []
    for p in range(n):
        left_wards, right_wards = shields[(p + 1) % n], shields[p - 1]
        left = right = 0
        for kind, (to_left, to_right) in arms[p].items():
            if kind not in left_wards:
                left += to_left
            if kind not in right_wards:
                right += to_right
        gives_left.append(left)
        gives_right.append(right)
    net = [gives_left[p] + gives_right[p] - gives_right[(p + 1) % n] - gives_left[(p - 1) % n] for p in range(n)]
    return WeaponTable(net, shields, [None] * n, list(zip(gives_left, gives_right)), first_player)


def seat_net(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], seat: int) -> int:
    """`armed_table(...).net[seat]` with three or more players, working out only what it
    depends on: the seat's steals past its neighbours' shields, and theirs past its own
    (a seat weighing its universal goods needs no more)."""
    n = len(arms)
    left, right = (seat + 1) % n, (seat - 1) % n
    own = _wards(arms, shield_counts, seat)
    return (_steal(arms[seat], "left", _wards(arms, shield_counts, left))
            + _steal(arms[seat], "right", _wards(arms, shield_counts, right))
            - _steal(arms[left], "right", own) - _steal(arms[right], "left", own))


def _wards(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], seat: int) -> tuple[str, ...]:
    """The kinds a seat's shields ward with three or more players: those its neighbours
    aim at it hardest (what it would lose to them), the earlier kind among equals."""
    count = shield_counts[seat]
    if not count:
        return ()
    n = len(arms)
    left, right = arms[(seat + 1) % n], arms[(seat - 1) % n]
    incoming = {k: left.get(k, (0, 0))[1] + right.get(k, (0, 0))[0] for k in WEAPONS}
    worst_first = sorted(WEAPONS, key=lambda k: (-incoming[k], WEAPONS.index(k)))
    return tuple(k for k in WEAPONS if k in worst_first[:count])


def _steal(arms: dict[str, tuple[int, int]], side: str | None, warded: tuple[str, ...]) -> int:
    """What these working weapons take with one side's values from a player warding `warded`."""
    if side is None:
        return 0
    index = 0 if side == "left" else 1
    total = 0
    for kind, values in arms.items():
        if kind not in warded:
            total += values[index]
    return total


def _duel(arms: list[dict[str, tuple[int, int]]], shield_counts: list[int], first: int) -> WeaponTable:
    """Two players: each picks one side for the whole weapon pile and the kinds its shields
    ward. The first player (of the last round) picks first, knowing the other will answer
    with the side that steals most past those shields and the shields that stop most of
    that side; the other then answers so. Among equal choices the shields ward what the
    other's whole pile aims (what a player would name), then the earlier kind, the left."""
    def exposure(p: int, kinds: tuple[str, ...]) -> int:
        return _steal(arms[1 - p], "left", kinds) + _steal(arms[1 - p], "right", kinds)

    def sides(p: int) -> tuple[str | None, ...]:
        return ("left", "right") if arms[p] else (None,)

    def options(p: int) -> list[tuple[tuple[str, ...], str | None]]:
        return [(kinds, side) for kinds in combinations(WEAPONS, shield_counts[p]) for side in sides(p)]

    def answer(p: int, their_kinds: tuple[str, ...], their_side: str | None) -> tuple[tuple[str, ...], str | None]:
        kinds = min(combinations(WEAPONS, shield_counts[p]),
                    key=lambda kinds: (_steal(arms[1 - p], their_side, kinds), exposure(p, kinds)))
        side = max(sides(p), key=lambda side: _steal(arms[p], side, their_kinds))
        return kinds, side

    second = 1 - first
    chosen: list[tuple[tuple[str, ...], str | None]] = [((), None), ((), None)]
    best = None
    for option in options(first):
        reply = answer(second, *option)
        net = _steal(arms[first], option[1], reply[0]) - _steal(arms[second], reply[1], option[0])
        key = (net, -exposure(first, option[0]))
        if best is None or key > best:
            best, chosen[first], chosen[second] = key, option, reply
    gains = [_steal(arms[p], chosen[p][1], chosen[1 - p][0]) for p in range(2)]
    return WeaponTable([gains[0] - gains[1], gains[1] - gains[0]], [c[0] for c in chosen], [c[1] for c in chosen],
                       [(gains[0],), (gains[1],)], first)


class WeaponTables:
    """The weapon tables of one game's end by the universal goods each seat moves into its
    weapons pile (all that a placement changes in them), each worked out once, from
    each seat's working weapons under its moves, also worked out once."""

    def __init__(self, holdings: list[Holdings], numbers: ScoringNumbers, first_player: int,
                 read: tuple[list[int], list[list[str]]] | None = None) -> None:
        """`read` gives each seat's `shields_held` and `boosted_kinds` when the caller has
        read the spells already (no universal is a shield or a boost, so they stay)."""
        self.holdings = holdings
        self.numbers = numbers
        self.first_player = first_player
        if read is None:
            read = [shields_held(h) for h in holdings], [boosted_kinds(h) for h in holdings]
        self.shield_counts, self.boosted = read
        self.tables: dict[tuple, WeaponTable] = {}
        self.nets: dict[tuple, int] = {}
        self.arms: dict[tuple, dict[str, tuple[int, int]]] = {}
        self.unmoved: list[dict[str, tuple[int, int]] | None] = [None] * len(holdings)

    def of(self, moves: list[tuple[tuple[int, str], ...]]) -> WeaponTable:
        """The table with `moves[seat]`, a placement's `weapon_moves`, made by each seat."""
        key = tuple(moves)
        table = self.tables.get(key)
        if table is None:
            table = self.tables[key] = armed_table([self._arms(seat, m) for seat, m in enumerate(moves)],
                                                   self.shield_counts, self.first_player)
        return table

    def net(self, moves: list[tuple[tuple[int, str], ...]], seat: int) -> int:
        """`of(moves).net[seat]`; with three or more players, without the whole table unless
        it was worked out already or moves nothing into weapons (only the placements chosen
        at last need a whole table, and most games end with no such move)."""
        key = tuple(moves)
        table = self.tables.get(key)
        if table is not None:
            return table.net[seat]
        if len(moves) == 2 or not any(moves):   # most games end with no move into weapons
            return self.of(moves).net[seat]
        net = self.nets.get((key, seat))
        if net is None:
            net = self.nets[key, seat] = seat_net([self._arms(s, m) for s, m in enumerate(moves)],
                                                  self.shield_counts, seat)
        return net

    def _arms(self, seat: int, moves: tuple[tuple[int, str], ...]) -> dict[str, tuple[int, int]]:
        """The seat's working weapons once its universal goods in `moves` join its weapons
        (a universal that leaves the Spell pile is neither shield nor boost, so the spells
        the weapons read stay as they are)."""
        if not moves:       # most seats move nothing into weapons: their arms are kept by seat
            arms = self.unmoved[seat]
            if arms is None:
                arms = self.unmoved[seat] = armed(self.holdings[seat].weapons, self.boosted[seat],
                                                  self.numbers.weapon_boost)
            return arms
        arms = self.arms.get((seat, moves))
        if arms is None:
            h = self.holdings[seat]
            weapons = h.weapons + [h.spells[index].whole().weapon for index, _ in moves]
            arms = self.arms[seat, moves] = armed(weapons, self.boosted[seat], self.numbers.weapon_boost)
        return arms
