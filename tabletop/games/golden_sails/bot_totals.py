"""Golden Sails final totals for the bots: `FinalScorer.score` without the explanation.

A search ends thousands of games per decision and reads only the totals and winners
(tabletop/ai/reward.py), so its worlds (`SampledState`) score here. The choices are the
explaining scorer's, made in the same order with the same ties, so every total is too
(tests/games/golden_sails/test_scoring.py compares the two over many finished games); what
differs is the work. Each seat is read once: its piles' sizes and the points of its
spices, gems and animals. A placement of its universal goods is then weighed by what
the goods moved change — the piles they join, the sizes the spells count — without
building the placed piles, and the chosen placement's points are kept for the result
rather than worked out again.
"""

from __future__ import annotations

from tabletop.engine.game import Result
from tabletop.games.golden_sails.model import COUNTING_POWERS, WEAPONS, SpellPower
from tabletop.games.golden_sails.final_scorer import CATEGORIES, FinalScorer, winners_of
from tabletop.games.golden_sails.holdings import PILE_INDEX, SPELLS_INDEX, Holdings
from tabletop.games.golden_sails.pile_scores import counted_points, spice_points
from tabletop.games.golden_sails.universals import NO_PLACEMENT, Placement, placements_at
from tabletop.games.golden_sails.weapons import WeaponTables

SPICES_I, GEMS_I, ANIMALS_I, WEAPONS_I = (PILE_INDEX[good] for good in ("spices", "gems", "animals", "weapons"))

Parts = tuple[int, int, int, int]
"""A seat's spice, gem, animal and spell points."""


def points_result(scorer: FinalScorer, holdings: list[Holdings], first_player: int) -> Result:
    """`scorer.score(holdings, first_player)` with no `choices`: the same totals, breakdown
    and winners. A seat weighs each placement of its universal goods by its own total under
    it, in seat order from `first_player`, as the explaining scorer does."""
    n = len(holdings)
    numbers = scorer.numbers
    chosen = [NO_PLACEMENT] * n
    parts: list[Parts] = [(0, 0, 0, 0)] * n
    seats = [_read_spells(h) for h in holdings]
    tables = WeaponTables(holdings, numbers, first_player, ([read[3] for read in seats], [read[4] for read in seats]))
    for seat in [(first_player + k) % n for k in range(n)]:
        h = holdings[seat]
        counting, shifts, universals, _, _ = seats[seat]
        sizes = [len(h.spices), len(h.gems), len(h.animals), len(h.weapons), len(h.spells)]
        unplaced = (spice_points(h.spices, numbers), scorer.gems.points(h.gems, shifts),
                    scorer.animal_scorer.points(h.animals),
                    counted_points(counting, sizes, h.spices, h.animals, numbers) if counting else 0)
        options = placements_at(universals, scorer.sequence_reference) if universals else (NO_PLACEMENT,)
        if len(options) == 1:
            parts[seat] = unplaced
            continue
        moves = [p.weapon_moves for p in chosen]
        nets: dict[tuple, int] = {}     # the seat's weapon net by the moves it makes into weapons
        best_total, best, best_parts = None, chosen[seat], unplaced
        unplaced_total = sum(unplaced)
        for option in options:
            weapon_moves = option.weapon_moves
            net = nets.get(weapon_moves)
            if net is None:
                moves[seat] = weapon_moves
                net = nets[weapon_moves] = tables.net(moves, seat)
            if option.leaving:
                placed = _placed_parts(scorer, h, option, sizes, counting, shifts, unplaced)
                total = placed[0] + placed[1] + placed[2] + placed[3] + net
            else:
                placed, total = unplaced, unplaced_total + net
            if best_total is None or total > best_total:
                best_total, best, best_parts = total, option, placed
        chosen[seat], parts[seat] = best, best_parts
    table = tables.of([p.weapon_moves for p in chosen])
    breakdowns, totals = [], []
    for (spices, gems, animals, spells), weapons in zip(parts, table.net):
        breakdowns.append({"spices": spices, "gems": gems, "animals": animals, "weapons": weapons, "spells": spells})
        totals.append(spices + gems + animals + weapons + spells)
    weapon_cards = [len(h.weapons) + len(p.weapon_moves) for h, p in zip(holdings, chosen)]
    return Result(totals=totals, breakdown=breakdowns, winners=winners_of(totals, table.net, weapon_cards),
                  categories=list(CATEGORIES))


def _read_spells(h: Holdings) -> tuple[list[SpellPower], int, tuple[int, ...], int, list[str]]:
    """What a seat's spells change in its score, read in one pass: the powers that count
    piles, the gem shifts, where the universal goods that can move lie (`placements`), and
    the shields held and the kinds boosted, which the weapon table reads (see
    `shields_held`, `boosted_kinds`)."""
    counting, shifts, shields, boosted = [], 0, 0, []
    universals: tuple[int, ...] = ()
    for index, spell in enumerate(h.spells):
        power = spell.power
        kind = power.power
        if kind in COUNTING_POWERS:
            counting.append(power)
        elif kind == "gem_shift":
            shifts += 1
        elif kind == "universal":
            if spell.card is not None:
                universals += (index,)
        elif kind == "weapon_shield":
            shields += 1
        elif kind == "weapon_boost":
            assert power.weapon is not None     # a boost names its kind (the loader checks)
            boosted.append(power.weapon)
    return counting, shifts, universals, min(len(WEAPONS), shields), boosted


def _placed_parts(scorer: FinalScorer, h: Holdings, option: Placement, sizes: list[int],
                  counting: list[SpellPower], shifts: int, unplaced: Parts) -> Parts:
    """The seat's points once `option` moved its universal goods: only the piles they join
    are scored again, and the counting spells read the sizes the moves make (a universal
    leaving the Spell pile scores nothing there itself)."""
    spice_vp, gem_vp, animal_vp, _ = unplaced
    spices, gems, animals = h.spices, h.gems, h.animals
    sizes = list(sizes)
    for index, target in option.leaving:
        card = h.spells[index].whole()
        sizes[SPELLS_INDEX] -= 1
        if target == "spices":
            spices = spices + [card.spice]
            sizes[SPICES_I] += 1
        elif target == "gems":
            gems = gems + [card.gem]
            sizes[GEMS_I] += 1
        elif target == "animals":
            animals = animals + [card.animal]
            sizes[ANIMALS_I] += 1
        else:
            sizes[WEAPONS_I] += 1
    if spices is not h.spices:
        spice_vp = spice_points(spices, scorer.numbers)
    if gems is not h.gems:
        gem_vp = scorer.gems.points(gems, shifts)
    if animals is not h.animals:
        animal_vp = scorer.animal_scorer.points(animals)
    spell_vp = counted_points(counting, sizes, spices, animals, scorer.numbers) if counting else 0
    return spice_vp, gem_vp, animal_vp, spell_vp
