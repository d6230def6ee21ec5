"""Golden Sails final scoring, in the booklet's order: spells, gems, spices, animals, weapons.

End-of-game choices (universal goods, gem shifts, the kinds the shields ward, the
two-player weapon side, animal splits) are made for each player to maximise that
player's own total, in seat order from the last round's first player, as the rulebook's
FAQ orders them, each seat seeing the choices already made. As in the booklet, universal
goods move first (seat by seat, each seat reckoning the weapons that would follow), then
the weapons are scored with their own round of choices in the same order. Gem shifts and
animal splits touch only their owner's score, so their order cannot matter; with three or
more players neither can the shields' (a shield only changes what its holder loses). What
the order settles is where universal goods go and, in a duel, shields against sides.

`FinalScorer` makes those choices and explains them for the results screen. The piles
are scored by `pile_scores.py` (gems, spells, spices), `animals.py` and `weapons.py`
(with the shields and sides); `universals.py` lists where universal goods may go. The
bots' worlds score with `bot_totals.py`: the same choices, without the words.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.game import Result
from tabletop.games.golden_sails.animals import AnimalScorer
from tabletop.games.golden_sails.holdings import Holdings
from tabletop.games.golden_sails.model import GOOD_TYPES, ScoringNumbers
from tabletop.games.golden_sails.pile_scores import GemScorer, spell_points, spice_points
from tabletop.games.golden_sails.universals import NO_PLACEMENT, Placement, placements, universal_move
from tabletop.games.golden_sails.weapons import WeaponTables

CATEGORIES = list(GOOD_TYPES)
"""The result's categories in the order the table lays out the piles (spices, gems,
animals, weapons, spells), so the results read beside the table; the scoring itself
keeps the booklet's order."""


class FinalScorer:
    """Scores a table of holdings with every end-of-game choice made automatically."""

    def __init__(self, numbers: ScoringNumbers, animal_scorer: AnimalScorer, sequence_reference: bool,
                 name: Callable[[str], str] = str) -> None:
        self.name = name
        """Writes a vocabulary id (a weapon kind, a pile) in the players' words in the choices."""
        self.numbers = numbers
        self.animal_scorer = animal_scorer
        self.sequence_reference = sequence_reference
        self.gems = GemScorer()

    def own_points(self, h: Holdings) -> tuple[dict[str, int], dict[str, list[str]]]:
        """Everything but weapons: depends on this player's piles only."""
        shifts = sum(1 for s in h.spells if s.power.power == "gem_shift")
        gem_vp, runs, moves = self.gems.score(h.gems, shifts)
        animal_vp, sets = self.animal_scorer.score(h.animals)
        breakdown = {"spells": spell_points(h, self.numbers), "gems": gem_vp,
                     "spices": spice_points(h.spices, self.numbers), "animals": animal_vp}
        notes = {"gem_runs": runs, "gem_shifts": moves, "animal_sets": sets}
        return breakdown, notes

    def score(self, holdings: list[Holdings], first_player: int) -> Result:
        """Every seat's final score, with the choices made and explained for the results
        screen; `first_player` (the last round's) makes its choices first. The bots' playouts,
        which need the totals alone, have `bot_totals.points_result`: the same choices, faster.

        A seat weighs each placement of its universal goods by its own total under it.
        Universal goods leave the Spell pile, but no universal is a shield or a boost, so
        only moves *into* a weapons pile change the weapon table: tables are shared between
        placements that agree on those moves (this loop is most of the cost of a game's end)."""
        n = len(holdings)
        chosen = [NO_PLACEMENT] * n
        order = [(first_player + k) % n for k in range(n)]
        tables = WeaponTables(holdings, self.numbers, first_player)
        for seat in order:
            options = placements(holdings[seat], self.sequence_reference)
            if len(options) == 1:
                continue
            h = holdings[seat]
            parts = self._parts(h)
            moves = [p.weapon_moves for p in chosen]
            nets: dict[tuple, int] = {}     # the seat's weapon net by the moves it makes into weapons
            best_total, best = None, chosen[seat]
            for option in options:
                net = nets.get(option.weapon_moves)
                if net is None:
                    moves[seat] = option.weapon_moves
                    net = nets[option.weapon_moves] = tables.net(moves, seat)
                total = self._placed_total(option.apply(h), option.targets, parts) + net
                if best_total is None or total > best_total:
                    best_total, best = total, option
            chosen[seat] = best
        return self._result(holdings, chosen, tables)

    def _parts(self, h: Holdings) -> tuple[int, int, int, int]:
        """The gem shifts of `h` (no universal is one) and its gem, spice and animal points."""
        shifts = sum(1 for s in h.spells if s.power.power == "gem_shift")
        return (shifts, self.gems.points(h.gems, shifts), spice_points(h.spices, self.numbers),
                self.animal_scorer.points(h.animals))

    def _placed_total(self, placed: Holdings, targets: frozenset[str], parts: tuple[int, int, int, int]) -> int:
        """The sum of `own_points`' breakdown for holdings a placement made, whose unplaced
        holdings have the `parts`: only the piles goods moved into and the spells (which
        count piles) are scored again, as the scorer weighs every placement."""
        shifts, gems, spices, animals = parts
        if "gems" in targets:
            gems = self.gems.points(placed.gems, shifts)
        if "spices" in targets:
            spices = spice_points(placed.spices, self.numbers)
        if "animals" in targets:
            animals = self.animal_scorer.points(placed.animals)
        return spell_points(placed, self.numbers) + gems + spices + animals

    def _result(self, holdings: list[Holdings], chosen: list[Placement], tables: "WeaponTables") -> Result:
        final = [p.apply(h) for p, h in zip(chosen, holdings)]
        table = tables.of([p.weapon_moves for p in chosen])
        breakdowns, choices, totals = [], [], []
        for seat, h in enumerate(final):
            breakdown, notes = self.own_points(h)
            breakdown["weapons"] = table.net[seat]
            breakdowns.append({k: breakdown[k] for k in CATEGORIES})
            totals.append(sum(breakdown.values()))
            universal = [universal_move(holdings[seat].spells[i].card, target, self.name)
                         for i, target in chosen[seat].moves]
            choices.append({
                "universal": universal,
                "gem_shifts": notes["gem_shifts"],
                "gem_runs": notes["gem_runs"],
                "animal_sets": notes["animal_sets"],
                "shields": [self.name(kind) for kind in table.shields[seat]],
                "weapon_side": table.sides[seat],
                "weapons": table.detail[seat],
            })
        weapon_vp, weapon_cards = [b["weapons"] for b in breakdowns], [len(h.weapons) for h in final]
        winners = winners_of(totals, weapon_vp, weapon_cards)
        return Result(totals=totals, breakdown=breakdowns, winners=winners, categories=list(CATEGORIES), choices=choices,
                      notes=tie_break_notes(totals, weapon_vp, weapon_cards))


def winners_of(totals: list[int], weapon_vp: list[int], weapon_cards: list[int]) -> list[int]:
    """Most VP; then fewest VP from weapons; then fewest weapon cards; else shared."""
    keys = [(t, -w, -c) for t, w, c in zip(totals, weapon_vp, weapon_cards)]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]


def tie_break_notes(totals: list[int], weapon_vp: list[int], weapon_cards: list[int]) -> list[str]:
    """Why a tie on VP went the way it did, for the results screen (which otherwise shows
    a winner with no more VP than a loser). Seats as `{P0}` tokens, filled with names there."""
    top = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == top]
    if len(tied) < 2:
        return []
    said = f"{_listed([f'{{P{seat}}}' for seat in tied])} tied on {top} VP"
    fewest_vp = min(weapon_vp[seat] for seat in tied)
    after_vp = [seat for seat in tied if weapon_vp[seat] == fewest_vp]
    if len(after_vp) < len(tied):
        return [f"{said}; the tie goes to fewer VP from weapons: {_each(tied, weapon_vp)}."]
    fewest_cards = min(weapon_cards[seat] for seat in tied)
    if any(weapon_cards[seat] != fewest_cards for seat in tied):
        return [f"{said} and {fewest_vp} VP from weapons; the tie goes to fewer weapon cards: "
                f"{_each(tied, weapon_cards)}."]
    return [f"{said}, {fewest_vp} VP from weapons and {fewest_cards} weapon cards each: they share the win."]


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _each(seats: list[int], values: list[int]) -> str:
    return ", ".join(f"{{P{seat}}} {values[seat]}" for seat in seats)
