"""Golden Sails scoring: every worked example of the rulebook, and the design note's readings."""

from __future__ import annotations

import pytest

from tabletop.games.golden_sails.animals import scorer_for
from tabletop.games.golden_sails.model import (
    AnimalReference,
    Card,
    ScoringNumbers,
    SetPattern,
    SpellPower,
    WeaponArea,
)
from tabletop.games.golden_sails.final_scorer import FinalScorer, tie_break_notes
from tabletop.games.golden_sails.holdings import Holdings, SpellCard
from tabletop.games.golden_sails.pile_scores import GemScorer, animal_trios, spell_points, spice_points
from tabletop.games.golden_sails.weapons import weapon_table
from tests.games.golden_sails import support

NUMBERS = ScoringNumbers(
    spice_kinds=(2, 4, 8, 12, 20, 30),
    power_points={"goods_count": 1, "spell_count": 2, "animal_kind": 2, "spice_pair": 4, "five_types": 4,
                  "animal_trio": 4},
    weapon_boost=2,
)
REF_I = AnimalReference("I", "sets", (SetPattern("any", 2, 5),))
REF_II = AnimalReference("II", "sets", (SetPattern("distinct", 3, 10),), leftover=1)
REF_III = AnimalReference("III", "squares")
REF_IV = AnimalReference("IV", "sets", (SetPattern("identical", 2, 6), SetPattern("distinct", 1, 2),
                                        SetPattern("distinct", 2, 4), SetPattern("distinct", 3, 8),
                                        SetPattern("distinct", 4, 12)))
_V = {a: {b: 5 for b in ("unicorn", "spider", "phoenix", "serpent")} for a in ("unicorn", "spider", "phoenix", "serpent")}
_V["phoenix"]["spider"] = 4
_V["spider"]["unicorn"] = 3
_V["unicorn"]["unicorn"] = 3
_V["unicorn"]["serpent"] = 4
REF_V = AnimalReference("V", "sequence", values=_V)


def spell(power: str, **params) -> SpellCard:
    if "spices" in params:
        params["spices"] = tuple(params["spices"])
    return SpellCard(SpellPower(power, **params))


def W(kind: str, left: int, right: int) -> WeaponArea:
    return WeaponArea(kind, left, right)


def scorer(ref: AnimalReference = REF_IV) -> FinalScorer:
    return FinalScorer(NUMBERS, scorer_for(ref), ref.scoring == "sequence")


# ------------------------------------------------------------------ spices

def test_spices_example_three_kinds_score_8():
    assert spice_points(["anise", "mint", "pepper", "anise"], NUMBERS) == 8


@pytest.mark.parametrize("kinds,vp", [(0, 0), (1, 2), (2, 4), (3, 8), (4, 12), (5, 20), (6, 30)])
def test_spice_table(kinds, vp):
    spices = ["anise", "juniper", "mint", "pepper", "lotus", "cloves"][:kinds]
    assert spice_points(spices + spices[:1], NUMBERS) == vp


# ------------------------------------------------------------------ gems

def test_gems_example_1_2_4_4_8_scores_11():
    assert GemScorer().score([1, 2, 4, 4, 8], 0)[0] == 11


def test_gems_alternative_8_1_2_3_4_scores_25():
    points, runs, _ = GemScorer().score([1, 2, 4, 3, 8], 0)
    assert points == 25
    assert runs == ["8–1–2–3–4 (25 VP)"]


def test_gems_all_eight_classes_make_one_run():
    assert GemScorer().score(list(range(1, 9)), 0)[0] == 64


def test_gem_shift_is_optional_and_helps():
    # 1, 3 with one shift: 1 -> 2 gives 2-3 (4 VP) instead of 1 + 1.
    points, _, moves = GemScorer().score([1, 3], 1)
    assert points == 4 and len(moves) == 1
    assert GemScorer().score([1, 2], 1)[0] == 4  # already best: no shift needed


def test_faq_two_gem_shifts_stack_on_one_gem():
    # FAQ: two +1/-1 spells may turn a 1 into a 3. 1, 4, 5, 6 -> 3, 4, 5, 6 = 16 VP.
    points, _, moves = GemScorer().score([1, 4, 5, 6], 2)
    assert points == 16
    assert len(moves) == 2


def test_gem_shift_wraps_8_to_1():
    points, _, moves = GemScorer().score([8, 2], 1)
    assert points == 4 and moves in (["gem 8 → 1"], ["gem 2 → 1"])


# ------------------------------------------------------------------ animals

def test_reference_iv_example_two_splits_both_10():
    assert scorer_for(REF_IV).score(["unicorn", "unicorn", "spider", "phoenix"])[0] == 10


def test_reference_iv_example_two_pairs_12():
    assert scorer_for(REF_IV).score(["unicorn", "unicorn", "phoenix", "phoenix"])[0] == 12


def test_reference_v_example_scores_14():
    assert scorer_for(REF_V).score(["phoenix", "spider", "unicorn", "unicorn", "serpent"])[0] == 14


def test_reference_i_pairs_of_any_two_leftover_nothing():
    assert scorer_for(REF_I).score(["unicorn", "spider", "phoenix"])[0] == 5
    assert scorer_for(REF_I).score(["unicorn", "unicorn", "spider", "phoenix"])[0] == 10


def test_reference_ii_trios_and_leftovers():
    # one trio (10) + unicorn left over (1)
    assert scorer_for(REF_II).score(["unicorn", "unicorn", "spider", "phoenix"])[0] == 11
    assert scorer_for(REF_II).score(["unicorn", "unicorn"])[0] == 2


def test_reference_iii_squares():
    assert scorer_for(REF_III).score(["unicorn"] * 3 + ["spider"])[0] == 10


# ------------------------------------------------------------------ spells

def test_spells_example_andy():
    h = Holdings(animals=["unicorn", "unicorn", "spider", "phoenix"],
                 weapons=[W("shuriken", 1, 1)],
                 spells=[spell("spell_count"), spell("animal_trio"), spell("weapon_boost", weapon="shuriken")])
    assert spell_points(h, NUMBERS) == 6 + 4
    table = weapon_table([h, Holdings(), Holdings()], NUMBERS, 0)
    # Shuriken 1-1 became 3-3: steals 3 from each neighbour.
    assert table.net == [6, -3, -3]


def test_faq_spice_pairs_each_card_separately():
    h = Holdings(spices=["mint", "cloves", "cloves", "anise"],
                 spells=[spell("spice_pair", spices=["mint", "cloves"]), spell("spice_pair", spices=["mint", "anise"])])
    assert spell_points(h, NUMBERS) == 8
    h.spices.append("mint")
    assert spell_points(h, NUMBERS) == 12


def test_faq_animal_trios():
    h = Holdings(animals=["unicorn", "unicorn", "phoenix", "phoenix", "spider"],
                 spells=[spell("animal_trio"), spell("animal_trio")])
    assert spell_points(h, NUMBERS) == 8
    h.animals.append("serpent")
    assert spell_points(h, NUMBERS) == 16
    h.animals[-1] = "unicorn"
    assert spell_points(h, NUMBERS) == 8


def test_five_types_counts_complete_sets():
    one_each = Holdings(spices=["mint"], gems=[1], animals=["spider"], weapons=[W("katar", 0, 2)],
                        spells=[spell("five_types")])
    assert spell_points(one_each, NUMBERS) == 4
    two_each = Holdings(spices=["mint"] * 2, gems=[1, 2], animals=["spider"] * 2,
                        weapons=[W("katar", 0, 2), W("shuriken", 1, 1)],
                        spells=[spell("five_types"), spell("spell_count")])
    assert spell_points(two_each, NUMBERS) == 8 + 4


def test_goods_count_and_animal_kind():
    h = Holdings(gems=[1, 5, 7], animals=["unicorn", "unicorn", "spider"],
                 spells=[spell("goods_count", type="gems"), spell("animal_kind", animal="unicorn")])
    assert spell_points(h, NUMBERS) == 3 + 4


def test_animal_trios_counts():
    assert animal_trios(["unicorn"] * 4 + ["spider"] * 4 + ["phoenix"] * 4) == 4
    assert animal_trios(["unicorn"] * 6 + ["spider", "phoenix"]) == 1


# ------------------------------------------------------------------ weapons

ANDY_WEAPONS = [W("mambele", 1, 2), W("boomerang", 0, 2), W("shuriken", 1, 1), W("katar", 2, 0)]


def test_weapons_example_andy_steals_4_left_5_right():
    table = weapon_table([Holdings(weapons=ANDY_WEAPONS), Holdings(), Holdings()], NUMBERS, 0)
    # seat 1 is Andy's left neighbour, seat 2 his right one.
    assert table.net == [9, -4, -5]
    assert table.detail == ["steals 4 left and 5 right, loses 0", "steals 0 left and 0 right, loses 4",
                            "steals 0 left and 0 right, loses 5"]


def test_weapons_example_second_boomerang_disables_both():
    weapons = ANDY_WEAPONS[:3] + [W("boomerang", 1, 1)]
    table = weapon_table([Holdings(weapons=weapons), Holdings(), Holdings()], NUMBERS, 0)
    assert table.net == [5, -2, -3]


def test_weapons_example_three_players_with_shield_and_boosts():
    # Andy, Bob (Andy's left), Cathy, clockwise. Andy's two katars do not work; Cathy's
    # mambele is boosted, her katar boost has no katar; Bob shields against mambeles.
    andy = Holdings(weapons=[W("katar", 1, 2), W("katar", 2, 1), W("boomerang", 0, 2)])
    bob = Holdings(weapons=[W("shuriken", 2, 0), W("boomerang", 2, 0)], spells=[spell("weapon_shield")])
    cathy = Holdings(weapons=[W("mambele", 1, 2)],
                     spells=[spell("weapon_boost", weapon="katar"), spell("weapon_boost", weapon="mambele")])
    table = weapon_table([andy, bob, cathy], NUMBERS, 0)
    assert table.shields[1] == ("mambele",)
    assert table.net == [-1, 4, -3]


def test_shield_zeroes_boosted_values_but_not_own_cards():
    attacker = Holdings(weapons=[W("katar", 2, 2)], spells=[spell("weapon_boost", weapon="katar")])
    shielded = Holdings(weapons=[W("katar", 1, 1)], spells=[spell("weapon_shield")])
    table = weapon_table([attacker, shielded, Holdings()], NUMBERS, 0)
    assert table.shields[1] == ("katar",)
    # attacker: 4 to seat 1 blocked, 4 to seat 2; loses 1 (seat 1's right value) -> 4 - 1
    assert table.net[0] == 3
    assert table.net[1] == 1 + 1  # its own katar still steals 1 from each side


def test_two_players_choose_one_side_for_the_whole_pile():
    a = Holdings(weapons=[W("katar", 2, 0), W("mambele", 2, 0), W("shuriken", 0, 1)])
    b = Holdings(weapons=[W("boomerang", 0, 2), W("shuriken", 1, 1)])
    table = weapon_table([a, b], NUMBERS, 0)
    assert table.sides == ["left", "right"]
    assert table.net == [4 - 3, 3 - 4]  # b: right side 2 + 1 beats left 0 + 1
    assert table.detail == ["steals 4 with the left values, loses 3 (chose first)",
                            "steals 3 with the right values, loses 4 (chose second, seeing the other's choice)"]


def test_two_player_shield_chosen_first_anticipates_the_side():
    # b was the last round's first player: it wards katars, then a's best is the right side.
    a = Holdings(weapons=[W("katar", 2, 0), W("mambele", 0, 1)])
    b = Holdings(spells=[spell("weapon_shield")])
    table = weapon_table([a, b], NUMBERS, 1)
    assert table.shields[1] == ("katar",) and table.sides[0] == "right" and table.net[1] == -1


def test_two_player_side_chosen_first_is_answered_by_the_shield():
    # a chooses first: whichever side it takes, b then wards the kind on that side.
    a = Holdings(weapons=[W("katar", 2, 0), W("mambele", 0, 1)])
    b = Holdings(spells=[spell("weapon_shield")])
    table = weapon_table([a, b], NUMBERS, 0)
    assert table.net == [0, 0]
    assert table.shields[1] == (("katar",) if table.sides[0] == "left" else ("mambele",))


# Each Protection spell wards its own kind (issue #20): two shields, two kinds.

def test_two_shields_ward_a_katar_from_one_side_and_a_mambele_from_the_other():
    # Seat 1 (seat 0's left) aims a katar's right value at seat 0; seat 2 (its right) a mambele's left.
    shielded = Holdings(spells=[spell("weapon_shield"), spell("weapon_shield")])
    table = weapon_table([shielded, Holdings(weapons=[W("katar", 0, 2)]), Holdings(weapons=[W("mambele", 2, 0)])],
                         NUMBERS, 0)
    assert table.shields[0] == ("mambele", "katar")
    assert table.net == [0, 0, 0]


def test_three_shields_ward_the_three_costliest_kinds():
    shielded = Holdings(spells=[spell("weapon_shield")] * 3)
    left = Holdings(weapons=[W("katar", 0, 2), W("shuriken", 0, 2)])
    right = Holdings(weapons=[W("mambele", 2, 0), W("boomerang", 1, 0)])
    table = weapon_table([shielded, left, right], NUMBERS, 0)
    assert table.shields[0] == ("mambele", "shuriken", "katar")
    assert table.net == [-1, 0, 1]


def test_two_shields_in_a_duel_ward_both_sides_whoever_chooses_first():
    shielded = Holdings(spells=[spell("weapon_shield"), spell("weapon_shield")])
    armed = Holdings(weapons=[W("katar", 2, 0), W("mambele", 0, 2)])
    for first in (0, 1):
        table = weapon_table([shielded, armed], NUMBERS, first)
        assert table.shields[0] == ("mambele", "katar")
        assert table.net == [0, 0]


def test_more_shields_than_weapon_kinds_ward_every_kind():
    shielded = Holdings(spells=[spell("weapon_shield")] * 5)
    armed = Holdings(weapons=[W(kind, 2, 2) for kind in ("boomerang", "mambele", "shuriken", "katar")])
    assert weapon_table([shielded, armed], NUMBERS, 1).net == [0, 0]
    assert weapon_table([shielded, armed, Holdings()], NUMBERS, 0).net == [0, 8, -8]


def test_each_boost_card_adds_its_own_two():
    # The sibling per-card power: two boosts of one kind add 2 each.
    h = Holdings(weapons=[W("katar", 1, 0)], spells=[spell("weapon_boost", weapon="katar")] * 2)
    assert weapon_table([h, Holdings(), Holdings()], NUMBERS, 0).net == [5 + 4, -5, -4]


# End-of-game choices in seat order from the last round's first player (issue #20).

def test_duel_the_last_rounds_first_player_chooses_first():
    # Ana's shield against Ben's side: the one who chooses second answers the first's choice.
    ana = Holdings(spices=["anise", "mint"], spells=[spell("weapon_shield")])
    ben = Holdings(spices=["anise", "mint"], weapons=[W("katar", 2, 0), W("mambele", 0, 2)])
    ana_first = scorer().score([ana, ben], 0)
    assert ana_first.breakdown[0]["weapons"] == -2 and ana_first.totals == [2, 6]
    ben_first = scorer().score([ana, ben], 1)
    assert ben_first.breakdown[0]["weapons"] == 0 and ben_first.totals == [4, 4]
    kind = {"left": "katar", "right": "mambele"}[ben_first.choices[1]["weapon_side"]]
    assert ben_first.choices[0]["shields"] == [kind]
    assert "chose first" in ben_first.choices[1]["weapons"]


def test_duel_both_armed_and_shielded_the_first_chooser_is_answered():
    # a (left 2 with katar, right 2 with mambele) and b the same, each with one shield:
    # whoever chooses first takes a side the other then wards, and steals nothing,
    # while the second steals 2 past the first's shield.
    a = Holdings(weapons=[W("katar", 2, 0), W("mambele", 0, 2)], spells=[spell("weapon_shield")])
    b = Holdings(weapons=[W("katar", 2, 0), W("mambele", 0, 2)], spells=[spell("weapon_shield")])
    assert weapon_table([a, b], NUMBERS, 0).net == [-2, 2]
    assert weapon_table([a, b], NUMBERS, 1).net == [2, -2]


# ------------------------------------------------------------------ universal goods, ties, whole table

def test_universal_good_moves_where_it_scores_most():
    card = Card("u1", "cloves", 5, "serpent", W("katar", 1, 1), SpellPower("universal"))
    h = Holdings(spices=["anise", "mint", "pepper", "lotus", "juniper"], spells=[SpellCard(card.spell, card)])
    result = scorer().score([h, Holdings()], 0)
    assert result.choices[0]["universal"] == ["its cloves counts in spices"]  # a name, never the id "u1"
    assert result.breakdown[0]["spices"] == 30


def test_the_games_scorer_writes_its_choices_in_the_cards_words():
    """Issue #50, item 12: the results said "its mambele counts in weapons" and
    "boomerang"; the game's own scorer writes every kind by its name on the cards."""
    card = Card("u1", "cloves", 5, "serpent", W("katar", 1, 1), SpellPower("universal"))
    h = Holdings(spices=["anise", "mint", "pepper", "lotus", "juniper"], animals=["serpent", "unicorn"],
                 spells=[SpellCard(card.spell, card), spell("weapon_shield")])
    armed = Holdings(weapons=[W("boomerang", 2, 2)])
    choices = support.game().scorer("IV").score([h, armed], 0).choices[0]
    assert choices["universal"] == ["its Cloves counts in Spices"]
    assert choices["shields"] == ["Boomerang"]
    assert choices["animal_sets"] == ["Unicorn (2 VP)", "Sea serpent (2 VP)"]


def test_universal_stays_when_it_counts_as_a_spell():
    card = Card("u1", "anise", 5, "serpent", W("katar", 0, 0), SpellPower("universal"))
    h = Holdings(spices=["anise"], spells=[SpellCard(card.spell, card)] + [spell("spell_count")] * 3)
    result = scorer().score([h, Holdings()], 0)
    assert result.breakdown[0]["spells"] == 3 * 2 * 4


def test_tie_broken_by_fewest_weapon_vp_then_cards():
    a = Holdings(spices=["anise", "mint", "pepper"], weapons=[W("katar", 0, 0)])
    b = Holdings(spices=["anise", "mint", "pepper"])
    assert scorer().score([a, b], 0).winners == [1]
    c = Holdings(spices=["anise", "mint", "pepper"])
    assert scorer().score([b, c], 0).winners == [0, 1]


def test_a_tie_on_vp_says_how_it_was_broken():
    """The results would otherwise show a winner with no more VP than a loser."""
    assert tie_break_notes([22, 22, 5], [0, -2, 1], [1, 1, 0]) == [
        "{P0} and {P1} tied on 22 VP; the tie goes to fewer VP from weapons: {P0} 0, {P1} -2."]
    assert tie_break_notes([22, 22, 22], [0, 0, 0], [2, 1, 3]) == [
        "{P0}, {P1} and {P2} tied on 22 VP and 0 VP from weapons; the tie goes to fewer weapon cards: "
        "{P0} 2, {P1} 1, {P2} 3."]
    assert tie_break_notes([9, 9], [1, 1], [1, 1]) == [
        "{P0} and {P1} tied on 9 VP, 1 VP from weapons and 1 weapon cards each: they share the win."]
    assert tie_break_notes([9, 8], [1, 1], [1, 1]) == []
    a = Holdings(spices=["anise", "mint", "pepper"], weapons=[W("katar", 0, 0)])
    b = Holdings(spices=["anise", "mint", "pepper"])
    result = scorer().score([a, b], 0)
    assert result.winners == [1] and len(result.notes) == 1 and "tie goes to fewer weapon cards" in result.notes[0]


def test_breakdown_order_and_totals():
    h = Holdings(spices=["anise", "mint", "pepper", "anise"], gems=[1, 2, 4, 4, 8],
                 animals=["unicorn", "unicorn", "spider", "phoenix"], weapons=[W("katar", 0, 0)],
                 spells=[spell("spell_count")])
    result = scorer().score([h, Holdings()], 0)
    assert result.categories == ["spices", "gems", "animals", "weapons", "spells"]   # the table's order
    assert result.breakdown[0] == {"spells": 2, "gems": 11, "spices": 8, "animals": 10, "weapons": 0}
    assert result.totals[0] == 31


def test_bundled_references_reproduce_the_rulebook_examples():
    content = support.game().content
    v = scorer_for(content.reference("V"))
    assert v.score(["phoenix", "spider", "unicorn", "unicorn", "serpent"])[0] == 14
    iv = scorer_for(content.reference("IV"))
    assert iv.score(["unicorn", "unicorn", "spider", "phoenix"])[0] == 10
    assert iv.score(["unicorn", "unicorn", "phoenix", "phoenix"])[0] == 12
    assert content.scoring.spice_kinds == (2, 4, 8, 12, 20, 30)
    assert all(3 <= value <= 5 for row in content.reference("V").values.values() for value in row.values())


def test_doubled_weapon_kind_scores_zero_even_when_boosted():
    h = Holdings(weapons=[W("katar", 2, 2), W("katar", 1, 1), W("shuriken", 1, 0)],
                 spells=[spell("weapon_boost", weapon="katar")])
    table = weapon_table([h, Holdings(), Holdings()], NUMBERS, 0)
    assert table.net == [1, -1, 0]


def test_universal_into_weapons_can_break_a_kind_so_it_is_not_chosen():
    card = Card("u1", "anise", 1, "spider", W("katar", 2, 2), SpellPower("universal"))
    h = Holdings(weapons=[W("katar", 2, 2)], spells=[SpellCard(card.spell, card)], spices=["anise"])
    result = scorer().score([h, Holdings(), Holdings()], 0)
    assert result.breakdown[0]["weapons"] == 4
    assert "weapons" not in " ".join(result.choices[0]["universal"])


def test_animal_split_is_explained_set_by_set():
    points, sets = scorer_for(REF_IV).score(["unicorn", "unicorn", "phoenix", "phoenix"])
    assert points == 12
    assert sets == ["unicorn + unicorn (6 VP)", "phoenix + phoenix (6 VP)"]


@pytest.mark.parametrize("ref", [REF_I, REF_II, REF_III, REF_IV, REF_V], ids=lambda r: r.id)
def test_animal_points_are_the_scores_points(ref):
    """`points` skips the explanations; it must never disagree with `score`."""
    kinds = ("unicorn", "spider", "phoenix", "serpent")
    animal_scorer = scorer_for(ref)
    for n in range(200):
        animals = [kinds[(n * 7 + k * k * 3 + k * n) % 4] for k in range(n % 9)]
        assert animal_scorer.points(animals) == animal_scorer.score(animals)[0], animals


def test_spell_piles_are_built_with_each_cards_one_spell_card():
    """Holdings share each card's SpellCard (made once): it must equal a fresh one."""
    content = support.game().content
    ids = [c.id for c in content.cards]
    first = Holdings.from_ids([[], [], [], [], ids], content.card_index)
    again = Holdings.from_ids([[], [], [], [], ids], content.card_index)
    assert first.spells == [SpellCard(content.card(c).spell, content.card(c)) for c in ids]
    assert all(a is b for a, b in zip(first.spells, again.spells))


def test_gem_points_are_the_scores_points():
    gems = GemScorer()
    for n in range(300):
        pile = [(n * 5 + k * k * 3 + k * n) % 8 + 1 for k in range(n % 11)]
        for shifts in range(3):
            assert gems.points(pile, shifts) == gems.score(pile, shifts)[0], (pile, shifts)


def moved_plainly(h: Holdings, option) -> Holdings:
    """`option.apply(h)` by its definition: each good moved onto its pile in moving order,
    the Spell pile without the goods that left it."""
    piles = {good: list(h.pile(good)) for good in ("spices", "gems", "animals", "weapons")}
    for index, target in option.moves:
        if target != "spells":
            piles[target].append(h.spells[index].card.area(target))
    gone = {index for index, target in option.moves if target != "spells"}
    return Holdings(**piles, spells=[s for i, s in enumerate(h.spells) if i not in gone])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_placements_are_weighed_as_the_plain_scores(players):
    """The final scorer works each seat's working weapons out once per universal goods it
    moves into weapons (`WeaponTables`), and scores again only the piles a placement moves goods
    into: every placement must move the goods as defined, every table equal `weapon_table`
    of the holdings with that placement made, every seat's net worked out alone the
    table's, and every total the sum of `own_points`, in random finished games."""
    from tabletop.engine import Rng
    from tabletop.games.golden_sails.universals import placements
    from tabletop.games.golden_sails.weapons import WeaponTables
    game = support.game()
    chooser = Rng(players)
    compared = 0
    for seed in range(40):
        state = game.new_state(players, seed)
        while not state.is_over():
            state.apply(chooser.choice(state.legal_actions()))
        holdings = state.holdings()
        numbers = game.content.scoring
        tables = WeaponTables(holdings, numbers, state.first)
        scorer = game.scorer(state.reference)
        for seat, h in enumerate(holdings):
            parts = scorer._parts(h)
            for option in placements(h, seat % 2 == 0):
                assert option.apply(h) == moved_plainly(h, option)
                placed_total = scorer._placed_total(option.apply(h), option.targets, parts)
                assert placed_total == sum(scorer.own_points(option.apply(h))[0].values())
                moves = [()] * players
                moves[seat] = option.weapon_moves
                placed = list(holdings)
                placed[seat] = option.apply(h)
                assert tables.of(moves) == weapon_table(placed, numbers, state.first)
                # A seat weighing its placements asks for its own net, mostly of tables not made.
                fresh = WeaponTables(holdings, numbers, state.first)
                assert fresh.net(moves, seat) == tables.of(moves).net[seat]
                compared += 1
    assert compared > 40 * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_bots_totals_are_the_explained_scores(players):
    """A bot's world scores with `points_result`, which makes the same choices as the
    explaining scorer by other arithmetic: its result must be the explained one without
    the `choices`, whatever the piles. Seeded random deals of the real cards, with the
    universal goods (and every other spell) mostly in Spell piles so that many seats weigh
    one, two or three of them, under every animal reference."""
    from dataclasses import replace

    from tabletop.engine import Rng
    from tabletop.games.golden_sails.bot_totals import points_result
    game = support.game()
    content = game.content
    universals = [c.id for c in content.cards if c.spell.power == "universal"]
    rng = Rng(100 + players)
    weighed = 0
    for deal in range(150):
        deck = [c.id for c in content.cards if c.id not in universals]
        rng.shuffle(deck)
        piles = [[[] for _ in range(5)] for _ in range(players)]
        for card_id in deck[:rng.below(12 * players) + 1]:
            piles[rng.below(players)][4 if rng.random() < 0.3 else rng.below(5)].append(card_id)
        for card_id in universals[:rng.below(len(universals) + 1)]:
            piles[rng.below(players)][4].insert(rng.below(3), card_id)
        holdings = [Holdings.from_ids(seat, content.card_index) for seat in piles]
        reference = content.references[deal % len(content.references)].id
        scorer = game.scorer(reference)
        first = rng.below(players)
        explained = scorer.score(holdings, first)
        assert points_result(scorer, holdings, first) == replace(explained, choices=[], notes=[]), (deal, piles, first)
        weighed += sum(1 for choice in explained.choices if choice["universal"])
    assert weighed > 100
