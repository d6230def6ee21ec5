"""A rule Winds of Trade changed, kept for the games saved under it.

Trade used to be offered at any island, so a player (often a computer) could spend its
wind on a market with nothing to sell or buy. It is now offered only where something can
change hands — but the saves and history entries written before hold such empty trades,
and replaying them under the new rule would refuse them ("the action 'trade' is not
legal"). The old rule is therefore an option no new game is offered (`TRADE_ANYWHERE`),
which a save that does not name it (one written before it existed) takes on.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.engine import Action, Rng
from tabletop.engine.match import Match, ReplayDrift, Seat
from tabletop.games.winds_of_trade.trade import has_trade
from tabletop.persistence.saves import SaveError, document_checksum, load_match, save_match
from tests.games.winds_of_trade.support import game

EMPTY_TRADE = Action("trade")


def _seats() -> list[Seat]:
    return [Seat("Ana", "human", 0), Seat("Bram", "human", 1)]


def _an_old_game_with_an_empty_trade() -> Match:
    """A game played under the older rules (a save that names no option predates both)
    until someone opens a market with nothing to
    trade (seeded random moves otherwise, so the game is the same every time)."""
    match = Match(game(), _seats(), 7, {"trade_anywhere": True, "two_captains_place_last": True,
                                        "two_captains_fixed_lead": True})
    rng = Rng(3)
    while not match.state.is_over():
        legal = match.state.legal_actions()
        seat = match.state.to_act()
        if EMPTY_TRADE in legal and not has_trade(match.state, seat):
            match.apply(EMPTY_TRADE)
            return match
        match.apply(rng.choice(legal))
    raise AssertionError("no empty trade came up")


def _as_written_before_the_option(match: Match, path) -> None:
    """Save `match` as a Tabletop from before the option wrote it: no option named."""
    save_match(match, path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["options"] = {}
    document["checksum"] = document_checksum(document)
    path.write_text(json.dumps(document), encoding="utf-8")


def test_a_game_saved_before_the_rule_changed_replays_its_empty_trade(tmp_path):
    old = _an_old_game_with_an_empty_trade()
    path = tmp_path / "old.json"
    _as_written_before_the_option(old, path)
    loaded = load_match(path)
    assert loaded.options["trade_anywhere"] is True
    assert loaded.actions == old.actions and loaded.actions[-1] == EMPTY_TRADE


def test_a_new_game_offers_trade_only_where_something_can_be_traded(tmp_path):
    old = _an_old_game_with_an_empty_trade()
    placed_as_then = Match(game(), _seats(), 7, {"two_captains_place_last": True, "two_captains_fixed_lead": True})
    placed_as_then.replay(old.actions[:-1])
    assert EMPTY_TRADE not in placed_as_then.state.legal_actions()
    new = Match(game(), _seats(), 7)
    today = {"trade_anywhere": False, "two_captains_place_last": False, "two_captains_fixed_lead": False}
    assert new.options == today
    save_match(new, tmp_path / "new.json")
    saved = json.loads((tmp_path / "new.json").read_text(encoding="utf-8"))
    assert saved["options"] == today, "a save names every option, so its rule is known"
    assert load_match(tmp_path / "new.json").options["trade_anywhere"] is False


def test_the_older_rule_is_never_offered_nor_carried_into_a_rematch():
    wot = game()
    assert wot.offered_options == ()
    assert wot.new_game_options({"trade_anywhere": True}) == {}


def test_a_computer_thinking_about_an_old_game_plays_it_by_its_rule():
    old = _an_old_game_with_an_empty_trade()
    old.replay(old.actions[:-1])
    seat = old.state.to_act()
    view = old.state.view(seat)
    assert view.older.trade_anywhere
    world = old.game.determinize(view, Rng(1))
    assert world.older.trade_anywhere and EMPTY_TRADE in world.legal_actions()
    assert world.clone().older.trade_anywhere


# --- two captains used to place backwards, the start player last ----------------------------

PLACED_LAST = Path(__file__).resolve().parents[2] / "fixtures" / "saves" / "winds_of_trade_two_captains_placed_last.json"
"""A real save from before two captains placed in turn order (see make_winds_of_trade_placed_last.py)."""


def test_a_two_captain_game_saved_before_the_start_player_placed_first_replays_as_played():
    loaded = load_match(PLACED_LAST)
    assert loaded.options["two_captains_place_last"] is True
    assert len(loaded.actions) == 12
    start = loaded.state.start
    placers = [logged.seat for logged in loaded.history[:2]]
    assert placers == [(start - 1) % 2, start], "the start player placed second, as played"


def test_the_same_moves_on_todays_rule_are_another_game():
    saved = json.loads(PLACED_LAST.read_text(encoding="utf-8"))
    today = Match(game(), _seats(), saved["seed"])
    assert today.state.to_act() == today.state.start, "the start player places first now"
    assert today.options["two_captains_place_last"] is False


def test_a_new_two_captain_game_names_the_placing_rule_so_it_never_changes_under_it(tmp_path):
    new = Match(game(), _seats(), 21)
    save_match(new, tmp_path / "new.json")
    assert json.loads((tmp_path / "new.json").read_text(encoding="utf-8"))["options"]["two_captains_place_last"] is False
    assert load_match(tmp_path / "new.json").state.to_act() == new.state.start


def test_a_save_of_unknown_content_is_still_refused(tmp_path):
    document = json.loads(PLACED_LAST.read_text(encoding="utf-8"))
    document["content_hash"] = "0" * 64
    document["checksum"] = document_checksum(document)
    (tmp_path / "other.json").write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveError, match="different game content"):
        load_match(tmp_path / "other.json")


def test_the_earlier_placing_rule_is_never_offered():
    assert game().new_game_options({"two_captains_place_last": True, "trade_anywhere": True,
                                    "two_captains_fixed_lead": True}) == {}


# --- two captains used to keep the start player's lead all game -------------------------------

FIXED_LEAD = Path(__file__).resolve().parents[2] / "fixtures" / "saves" / "winds_of_trade_two_captains_fixed_lead.json"
"""A real save from before the lead passed between two captains (see make_winds_of_trade_fixed_lead.py)."""


def _leads_by_round(match: Match) -> dict[int, int]:
    """Who led each round the match reached, read off its positions after each action."""
    leads = {}
    state = match.game.new_state(len(match.seats), match.seed, match.options)
    leads[state.round] = state.lead
    for action in match.actions:
        state.apply(action)
        leads.setdefault(state.round, state.lead)
    return leads


def test_a_two_captain_game_saved_before_the_lead_passed_replays_as_played():
    loaded = load_match(FIXED_LEAD)
    assert loaded.options["two_captains_fixed_lead"] is True and loaded.options["two_captains_place_last"] is False
    start = loaded.state.start
    assert loaded.state.round == 3
    assert _leads_by_round(loaded) == {1: start, 2: start, 3: start}, "the start player led every round, as played"


def test_the_same_moves_on_todays_two_captain_rules_are_another_game():
    saved = json.loads(FIXED_LEAD.read_text(encoding="utf-8"))
    today = Match(game(), _seats(), saved["seed"])
    assert today.options["two_captains_fixed_lead"] is False
    with pytest.raises(ReplayDrift):
        today.replay([Action.from_json(a) for a in saved["actions"]], saved["hashes"])


def test_today_the_lead_passes_between_two_captains_each_round():
    match = Match(game(), _seats(), 21)
    rng = Rng(10)
    while match.state.round < 4:
        match.apply(rng.choice(match.state.legal_actions()))
    start = match.state.start
    assert _leads_by_round(match) == {1: start, 2: 1 - start, 3: start, 4: 1 - start}
