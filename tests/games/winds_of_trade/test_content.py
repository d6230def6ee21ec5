"""Winds of Trade content: the committed files match the design, and broken files are
reported with file, line and field."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from tabletop.commands.validate import validate_root
from tabletop.content.errors import ContentErrors
from tabletop.games.winds_of_trade.effects import EFFECT_TYPES
from tabletop.games.winds_of_trade.loader import load_content
from tabletop.games.winds_of_trade.model import FACTIONS, GOLDEN, GOODS
from tests import REPO

FOLDER = REPO / "content" / "winds_of_trade"


@pytest.fixture(scope="module")
def content():
    return load_content(FOLDER)


def test_the_archipelago_is_the_designs(content):
    m = content.map
    assert len(m.spots) == 9 and m.spots[-1] == GOLDEN
    ring = [r for r in m.routes if GOLDEN not in (r.a, r.b)]
    spokes = [r for r in m.routes if GOLDEN in (r.a, r.b)]
    assert len(ring) == 8 and len(spokes) == 4
    degree = Counter(end for r in ring for end in (r.a, r.b))
    assert all(degree[s] == 2 for s in m.spots[:-1])            # each spot has two ring neighbours
    spoke_spots = {r.a if r.b == GOLDEN else r.b for r in spokes}
    assert spoke_spots == set(m.spots[0:8:2])                    # every other spot
    assert sum(r.pirate for r in m.routes) == 2 and all(not r.pirate for r in spokes)
    assert m.routes[m.blockade_start] in spokes
    assert set(m.positions) == set(m.spots)


def test_island_cards_follow_the_design(content):
    assert len(content.islands) == 15
    assert Counter(c.sells for c in content.islands) == {g: 5 for g in GOODS}
    for card in content.islands:
        assert 2 <= len(card.buys) <= 4 and 2 <= card.locals <= 4 and 2 <= card.defences <= 4
        assert card.effect is None or "island" in EFFECT_TYPES[card.effect.type].scopes
    golden = content.golden
    assert [(s.good, s.price) for s in golden.buys] == [("liquor", 6), ("jewels", 6), ("spices", 6),
                                                        ("liquor", 5), ("jewels", 5), ("spices", 5)]
    assert (golden.locals, golden.defences, golden.council_slots, golden.market_slots) == (5, 5, 5, 3)
    # Tuned away from the design page's 3 (DESIGN.md, Tuning): two or three captains feed the Golden Isle less.
    assert golden.start_filled == {2: 6, 3: 6, 4: 5}


def test_decks_follow_the_design(content):
    assert len(content.advisors) == 24 and Counter(a.faction for a in content.advisors) == {f: 6 for f in FACTIONS}
    assert len(content.council) == 24 and Counter(c.faction for c in content.council) == {f: 6 for f in FACTIONS}
    assert len(content.market) == 16 and all(2 <= u.cost <= 5 for u in content.market)


def test_factions_claims_powers_and_coalitions(content):
    f = content.factions
    assert {k: v.claim for k, v in f.items()} == {"navy": "control_golden_isle", "pirates": "most_gold",
                                                 "merchants": "most_islands", "people": "most_crew"}
    assert f["navy"].coalition == ("merchants", "people", "pirates")
    assert f["pirates"].coalition == ("people", "merchants", "navy")
    assert f["merchants"].coalition == ("pirates", "navy", "people")
    assert f["people"].coalition == ("navy", "merchants", "pirates")


def test_numbers_are_the_designs(content):
    n = content.numbers
    assert (n.gold, n.wind, n.hold, n.crew_aboard_max, n.crew_total, n.crew_aboard_start, n.cabins) == (5, 5, 6, 5, 8, 2, 3)
    assert n.wind_cost == {"trade": 2, "sail": 1, "recruit": 2, "sway": 1, "raid": 2}
    assert [n.wind_for(c) for c in range(8)] == [5, 5, 4, 4, 3, 3, 2, 2]
    assert n.sell_track == (5, 4, 3, 2)
    # Tuned away from the design page (which filled one slot): every buy track starts full.
    assert (n.setup_sell_goods, n.setup_buy_goods, n.setup_council) == (2, 4, 5)
    # Tuned away from the design page's 3, 7 and an emptied buy track (DESIGN.md, Tuning).
    assert (n.hegemon_streak, n.upheaval_buy_goods) == (4, 4)
    # Three captains play a ninth round, and revolt later (DESIGN.md, Tuning).
    assert n.rounds == {2: 8, 3: 9, 4: 8}
    assert n.revolt_at == {2: 10, 3: 12, 4: 10}


def test_validate_covers_winds_of_trade():
    assert validate_root() == []


# ---------------------------------------------------------------- broken files

@pytest.fixture
def broken(tmp_path):
    """A copy of the content folder and a helper that edits one of its files."""
    folder = tmp_path / "winds_of_trade"
    shutil.copytree(FOLDER, folder)

    def edit(name: str, old: str, new: str) -> Path:
        path = folder / name
        text = path.read_text()
        assert old in text, f"{old!r} not in {name}"
        path.write_text(text.replace(old, new, 1))
        return folder

    return edit


def errors_of(folder: Path) -> list:
    with pytest.raises(ContentErrors) as caught:
        load_content(folder)
    return caught.value.errors


def line_of(folder: Path, name: str, needle: str) -> int:
    for number, line in enumerate((folder / name).read_text().splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(needle)


def test_an_unknown_effect_type_names_file_line_and_field(broken):
    folder = broken("advisors.yaml", "ability: {type: raid_dice, amount: 2}}", "ability: {type: raid_dise, amount: 2}}")
    [error] = errors_of(folder)
    assert error.file.endswith("advisors.yaml")
    assert error.line == line_of(folder, "advisors.yaml", "raid_dise")
    assert error.field == "advisors[1].ability.type"
    assert "did you mean 'raid_dice'" in error.message


def test_an_island_effect_on_an_advisor_is_refused(broken):
    folder = broken("advisors.yaml", "{type: wind_bonus, amount: 1}}", "{type: market_discount, amount: 1}}")
    [error] = errors_of(folder)
    assert error.field == "advisors[3].ability.type" and "only on island cards" in error.message


def test_a_missing_effect_parameter_is_named(broken):
    folder = broken("market.yaml", "cost: 3, effect: {type: hold_bonus, amount: 2}}",
                    "cost: 3, effect: {type: hold_bonus}}")
    [error] = errors_of(folder)
    assert error.file.endswith("market.yaml") and error.field == "market[0].effect"
    assert "missing key 'amount'" in error.message and error.line == 4


def test_a_route_to_an_unknown_spot(broken):
    folder = broken("map.yaml", "{id: e_se, from: east, to: southeast}", "{id: e_se, from: east, to: sotheast}")
    errors = errors_of(folder)
    assert errors[0].file.endswith("map.yaml") and errors[0].field == "routes[2].to"
    assert errors[0].line == line_of(folder, "map.yaml", "sotheast")


def test_a_bad_number_names_its_field(broken):
    folder = broken("numbers.yaml", "hegemon_streak: 4", "hegemon_streak: four")
    [error] = errors_of(folder)
    assert error.field == "end.hegemon_streak" and error.line == line_of(folder, "numbers.yaml", "hegemon_streak")
    assert "got 'four'" in error.message


REVOLT_AT = "revolt_at: {2: 10, 3: 12, 4: 10}"


def test_a_number_by_player_count_names_the_count_it_gets_wrong(broken):
    folder = broken("numbers.yaml", REVOLT_AT, "revolt_at: {2: ten, 3: 10, 4: 10}")
    [error] = errors_of(folder)
    assert error.field.startswith("end.revolt_at") and "2" in error.field and "got 'ten'" in error.message


def test_a_number_by_player_count_must_name_every_count(broken):
    folder = broken("numbers.yaml", REVOLT_AT, "revolt_at: {2: 10, 4: 9}")
    [error] = errors_of(folder)
    assert error.field == "end.revolt_at" and "each player count 2, 3, 4" in error.message


def test_a_number_may_differ_by_player_count(broken):
    folder = broken("numbers.yaml", REVOLT_AT, "revolt_at: {2: 11, 3: 10, 4: 9}")
    assert load_content(folder).numbers.revolt_at == {2: 11, 3: 10, 4: 9}


def test_one_number_stands_for_every_player_count(broken):
    folder = broken("numbers.yaml", "rounds: {2: 8, 3: 9, 4: 8}", "rounds: 7")
    assert load_content(folder).numbers.rounds == {2: 7, 3: 7, 4: 7}


def test_a_rule_switch_is_0_or_1(broken):
    folder = broken("numbers.yaml", "lead: {by_standing: {2: 0, 3: 1, 4: 1}", "lead: {by_standing: {2: 0, 3: 2, 4: 1}")
    [error] = errors_of(folder)
    assert error.field.startswith("lead.by_standing") and "3" in error.field and "got 2" in error.message


def test_a_round_has_one_lead(broken):
    folder = broken("numbers.yaml", "passes: {2: 1, 3: 0, 4: 0}", "passes: {2: 1, 3: 1, 4: 0}")
    [error] = errors_of(folder)
    assert error.field.startswith("lead.passes") and "3" in error.field and "by_standing is 1" in error.message


def test_a_wind_table_must_rise(broken):
    folder = broken("numbers.yaml", "{cargo: 4, wind: 3}", "{cargo: 1, wind: 3}")
    [error] = errors_of(folder)
    assert error.field == "wind_table[2].cargo"


def test_a_coalition_must_list_the_other_three(broken):
    folder = broken("factions.yaml", "coalition: [merchants, people, pirates]", "coalition: [merchants, people, navy]")
    [error] = errors_of(folder)
    assert error.field == "factions.navy.coalition" and error.line == line_of(folder, "factions.yaml", "people, navy]")


def test_duplicate_ids_and_unknown_goods_are_all_reported_together(broken):
    broken("council.yaml", "{id: c02, faction: navy}", "{id: c01, faction: navy}")
    folder = broken("islands.yaml", "sells: liquor, locals: 3, defences: 3,", "sells: rum, locals: 3, defences: 3,")
    errors = errors_of(folder)
    fields = {(Path(e.file).name, e.field) for e in errors}
    assert ("council.yaml", "council[1].id") in fields
    assert ("islands.yaml", "islands[0].sells") in fields


def test_too_few_island_cards_for_the_map(broken):
    text = (FOLDER / "islands.yaml").read_text()
    start = text.index("  - {id: brandywine")
    end = text.index("# The Golden Isle")
    folder = broken("islands.yaml", text[start:end], "\n")
    [error] = errors_of(folder)
    assert error.field == "islands" and "at least 8 island cards" in error.message


def test_a_new_card_with_an_existing_effect_needs_no_code(broken):
    folder = broken("advisors.yaml", "  - {id: a24,",
                    "  - {id: a25, name: Powder Monkey, faction: navy, ability: {type: raid_dice, amount: 3}}\n  - {id: a24,")
    from tabletop.games.winds_of_trade import PACKAGE

    game = PACKAGE.build(folder)
    assert game.effects["a25"].bonus("raid_dice") == 3 and game.effects["a25"].bonus("hold") == 0
    state = game.new_state(2, seed=1)
    state.cabins[0] = ["a25"]
    assert state.bonus(0, "raid_dice") == 3


def test_registered_for_rules_and_playable():
    from tabletop import registry

    assert "winds_of_trade" in registry.RULES and "winds_of_trade" in registry.PLAYABLE
    entry = next(e for e in registry.catalogue() if e.id == "winds_of_trade")
    assert entry.built and entry.playable and entry.meta.name == "Winds of Trade"


NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def test_the_rules_text_states_the_tuned_numbers(content):
    """rules.md is what players read: it must say what numbers.yaml and islands.yaml say."""
    text = " ".join((FOLDER / "rules.md").read_text(encoding="utf-8").split())
    n, golden = content.numbers, content.golden
    assert f"at the end of **{NUMBER_WORDS[n.hegemon_streak]}** rounds in a row" in text
    assert n.revolt_at[2] == n.revolt_at[4] and n.rounds[2] == n.rounds[4]
    assert (f"At **{n.revolt_at[2]} upheavals** (**{n.revolt_at[3]}** with three captains) "
            "the game ends at once") in text
    assert (f"(round **{n.rounds[2]}** with two or four captains, round **{n.rounds[3]}** with three)"
            in text)
    assert golden.start_filled[2] == golden.start_filled[3] == len(golden.buys)
    assert f"**all six** with two or three captains, **{NUMBER_WORDS[golden.start_filled[4]]}** of its six with four" in text
    assert n.upheaval_buy_goods >= max(len(card.buys) for card in content.islands)
    assert "its buy track starts full, as at set-up" in text


def test_the_rules_are_for_players_and_the_balance_notes_for_designers(tmp_path):
    """The in-app rules say how to play; how the numbers were tuned (win rates, seeds,
    content keys, balance reports) is in DESIGN.md, which no save's fingerprint counts
    and `validate` accepts."""
    from tabletop.content.hashing import content_hash, whole_folder_hash

    rules = (FOLDER / "rules.md").read_text(encoding="utf-8")
    for designers_word in ("Tuning", "%", "seed", "results/balance", "simulat", "numbers.yaml", "content "):
        assert designers_word not in rules, designers_word
    notes = (FOLDER / "DESIGN.md").read_text(encoding="utf-8")
    assert "## Tuning" in notes and "results/balance" in notes
    folder = tmp_path / "winds_of_trade"
    shutil.copytree(FOLDER, folder)
    hashes = content_hash(folder), whole_folder_hash(folder)
    (folder / "DESIGN.md").write_text("Rewritten from top to bottom.", encoding="utf-8")
    assert (content_hash(folder), whole_folder_hash(folder)) == hashes
    (folder / "DESIGN.md").unlink()
    assert (content_hash(folder), whole_folder_hash(folder)) == hashes
    assert content_hash(FOLDER) == content_hash(folder)


def test_the_player_counts_numbers_name_are_the_game_s(content):
    """Numbers given per player count name PLAYER_COUNTS; it must be game.yaml's range."""
    from tabletop.games.winds_of_trade.model import PLAYER_COUNTS

    meta = content.meta
    assert PLAYER_COUNTS == tuple(range(meta["min_players"], meta["max_players"] + 1))
