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

from tabletop.engine import Action, Rng
from tabletop.engine.match import Match, Seat
from tabletop.games.winds_of_trade.trade import has_trade
from tabletop.persistence.saves import document_checksum, load_match, save_match
from tests.games.winds_of_trade.support import game

EMPTY_TRADE = Action("trade")


def _seats() -> list[Seat]:
    return [Seat("Ana", "human", 0), Seat("Bram", "human", 1)]


def _an_old_game_with_an_empty_trade() -> Match:
    """A game played under the older rule until someone opens a market with nothing to
    trade (seeded random moves otherwise, so the game is the same every time)."""
    match = Match(game(), _seats(), 7, {"trade_anywhere": True})
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
    new = Match(game(), _seats(), 7)
    assert new.options == {"trade_anywhere": False}
    new.replay(old.actions[:-1])
    assert EMPTY_TRADE not in new.state.legal_actions()
    save_match(new, tmp_path / "new.json")
    saved = json.loads((tmp_path / "new.json").read_text(encoding="utf-8"))
    assert saved["options"] == {"trade_anywhere": False}, "a save names every option, so its rule is known"
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
    assert view.trade_anywhere
    world = old.game.determinize(view, Rng(1))
    assert world.trade_anywhere and EMPTY_TRADE in world.legal_actions()
    assert world.clone().trade_anywhere
