"""What the Sail to India table says in words: the action bar's line stays inside the bar
(never over the technology rows above it, at either window size), the top bar counts
rounds, and a sale says which goods its marketplaces added."""

from __future__ import annotations

from itertools import product

import pygame
import pytest

from tabletop.engine.action import Action
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.phases import Phase
import tabletop.games.sail_to_india.table.table as table_module
from tabletop.games.sail_to_india.table.layout import tech_rows
from tabletop.registry import load_game
from tabletop.ui.headless import init_headless
from tests.games.sail_to_india.support import give_buildings, give_goods, give_tech, play, table
from tests.games.sail_to_india.test_table import Driver

SIZES = [(1280, 720), (1024, 600)]


@pytest.fixture(scope="module")
def game():
    init_headless()
    return load_game("sail_to_india")


@pytest.fixture
def bar_texts(monkeypatch):
    """Every line of text the action bar draws (its sentence and its buttons' labels), as
    (text, logical rectangle), from each drawing of the table while the test runs."""
    drawn: list[tuple[str, pygame.FRect]] = []
    original = table_module.draw_bar

    def recording(canvas, *args, **kwargs):
        plain = canvas.text

        def text(content, *rest, **more):
            rect = plain(content, *rest, **more)
            drawn.append((content, pygame.FRect(rect)))
            return rect

        canvas.text = text
        try:
            original(canvas, *args, **kwargs)
        finally:
            del canvas.text
    monkeypatch.setattr(table_module, "draw_bar", recording)
    return drawn


def _technology_rows(d: Driver) -> list[pygame.FRect]:
    layout = d.table.layout()
    return [row for card, rect in zip(d.table.content.cards, layout.cards)
            for row in tech_rows(rect, len(card.technologies))] + list(layout.cards)


def _assert_inside_the_bar(d: Driver, drawn: list[tuple[str, pygame.FRect]], where: str) -> None:
    rows = _technology_rows(d)
    bar = d.table.layout().bar
    for content, rect in drawn:
        assert not any(rect.colliderect(row) for row in rows), f"{where}: {content!r} covers a technology"
        assert bar.contains(rect), f"{where}: {content!r} at {rect} leaves the bar {bar}"
    drawn.clear()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,seed", [(3, 3), (4, 8)])
def test_no_bar_text_of_a_played_game_covers_the_technologies(game, bar_texts, size, players, seed):
    """A seeded random game, drawn after every move from the seat to act, at both sizes."""
    d = Driver(game, players, seed=seed, size=size)
    rng = Rng(seed)
    for _ in range(700):
        if d.state.is_over():
            break
        _assert_inside_the_bar(d, bar_texts, f"turn {d.state.turn_number}, phase {d.state.phase}")
        d.play(rng.choice(sorted(d.state.legal_actions(), key=str)))
    d.draw()
    _assert_inside_the_bar(d, bar_texts, "the end")


def _waiting_gain(game, players: int, size, kind: str, on_lisboa: int, techs: tuple[str, ...]) -> Driver:
    """The seat to act with a full card and one more `kind` to place, `on_lisboa` markers
    on Lisboa, owning `techs` (Geography and Bank System each add a button to the bar)."""
    d = Driver(game, players, seed=2, size=size)
    state = d.state
    seat = state.current
    state.wealth[seat], state.vp[seat] = 5, 5
    state.stock[seat] -= on_lisboa - state.sea[seat][0]
    state.sea[seat][0] = on_lisboa
    for tech in techs:
        state.techs[tech] = seat
        state.scientists[seat] -= 1
    state.gains = [[kind, 1]]
    state.phase = Phase.SETTLE
    state.legal_cache = None
    d.refresh()
    return d


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 4])
def test_a_gain_without_room_is_asked_inside_the_bar_with_every_button_shown(game, bar_texts, size, players):
    """The fullest bar there is: a gain waits while Bank System, Geography, Return…, the
    answer and letting it go all have their slots. The sentence takes a shorter wording,
    or (every slot taken) none: the top bar asks the same question."""
    for kind, on_lisboa, techs in product(("wealth", "vp"), (0, 2),
                                          ((), ("geography",), ("bank_system",), ("geography", "bank_system"))):
        d = _waiting_gain(game, players, size, kind, on_lisboa, techs)
        bar_texts.clear()
        d.draw()
        assert d.state.gains and d.host.legal
        assert "not fit" in d.host.names(d.table.decision())
        labels = {b.label for b in d.table.buttons}
        said = [content for content, _ in bar_texts if content not in labels]
        where = f"{kind}, {on_lisboa} on Lisboa, {techs}"
        if techs == ("geography", "bank_system") and on_lisboa:
            assert not said, f"{where}: the full bar still says {said}"
        else:
            assert said and "not fit" in " ".join(said), f"{where}: the bar says nothing of the gain"
        _assert_inside_the_bar(d, bar_texts, where)


def test_the_fullest_wording_is_kept_where_it_fits(game, bar_texts):
    d = _waiting_gain(game, 3, SIZES[0], "vp", 0, ())
    bar_texts.clear()
    d.draw()
    said = " ".join(content for content, _ in bar_texts)
    assert "nobody is on Lisboa" in said and "return a marker" in said


# --- the top bar counts rounds ------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4])
def test_the_top_bar_counts_rounds_not_turns(game, players):
    """Every seat's turn is one round: the seventh turn of a 3-player game is round 3."""
    d = Driver(game, players, seed=5)
    assert d.table.round_info().startswith("Round 1 ·")
    d.state.turn_number = 2 * players          # the first player's third turn
    d.state.legal_cache = None
    d.refresh()
    assert d.table.round_info().startswith("Round 3 ·")
    d.state.turn_number = 3 * players - 1      # the last seat's third turn
    d.state.legal_cache = None
    d.refresh()
    assert d.table.round_info().startswith("Round 3 ·")
    assert "Turn" not in d.table.round_info()


def test_the_last_round_is_named_with_its_number(game):
    d = Driver(game, 4, seed=5)
    d.state.turn_number, d.state.ending = 17, 3
    d.state.legal_cache = None
    d.refresh()
    assert d.table.round_info() == "Round 5 · 3/12 towns found · last round"


# --- a sale names what its marketplaces added ---------------------------------------------------

def test_the_log_names_the_goods_a_marketplace_adds_to_a_sale():
    state = table()
    give_buildings(state, 0, [(1, 1)])          # marketplace: silk
    give_goods(state, 0, [(1, 0), (1, 1)])      # pepper, cinnamon
    events = play(state, "sell", "pick 1 0", "pick 1 1", "done")
    sale = next(e for e in events if e.kind == "sale")
    assert sale.text == ("{P0} sells Pepper, Cinnamon and counts Silk from a marketplace: "
                         "3 kinds for 3 wealth and 1 VP.")
    assert sale.data["markets"] == ["silk"]


def test_a_marketplace_of_a_good_already_sold_is_not_named():
    state = table()
    give_buildings(state, 0, [(1, 1), (2, 1)])  # marketplaces: silk, pepper
    give_goods(state, 0, [(1, 0)])              # pepper
    events = play(state, "sell", "pick 1 0", "done")
    sale = next(e for e in events if e.kind == "sale")
    assert "counts Silk from a marketplace: 2 kinds" in sale.text and "Pepper from" not in sale.text


def test_two_marketplaces_are_named_together():
    state = table()
    give_buildings(state, 0, [(1, 1), (2, 1)])  # marketplaces: silk, pepper
    give_goods(state, 0, [(3, 1)])              # gold
    events = play(state, "sell", "pick 3 1", "done")
    sale = next(e for e in events if e.kind == "sale")
    assert "sells Gold and counts Pepper and Silk from marketplaces: 3 kinds" in sale.text


def test_the_log_names_the_wealth_factory_adds_to_a_sale():
    """"Cinnamon: 1 kind for 2 wealth" did not add up: the log says where the extra came from."""
    state = table()
    give_tech(state, 0, "factory")
    give_goods(state, 0, [(1, 1)])              # cinnamon
    sale = next(e for e in play(state, "sell", "pick 1 1", "done") if e.kind == "sale")
    assert sale.text == "{P0} sells Cinnamon: 1 kind for 2 wealth (1 from Factory)."


def test_a_sale_without_marketplaces_names_none(game):
    state = table()
    give_goods(state, 0, [(1, 0)])
    sale = next(e for e in play(state, "sell", "pick 1 0", "done") if e.kind == "sale")
    assert "marketplace" not in sale.text


def test_the_sale_preview_names_the_marketplace_too(game):
    """The bar and the Sell button's tip say what the log will say."""
    d = Driver(game, 4, seed=1)
    state = d.state
    ids = [t.id for t in game.content.towns]    # the towns in content order, as `support.table` lays them
    state.line, state.box = ids[:len(state.line)], ids[len(state.line):]
    seat = state.current
    give_buildings(state, seat, [(1, 1)])          # marketplace: silk
    give_goods(state, seat, [(1, 0), (2, 1)])      # pepper, ivory
    d.refresh()
    d.play(Action("sell"))
    assert d.table._bar_text(d.host.view).startswith("Click your goods")   # not "0 kinds: 0 wealth, 0 VP"
    d.play(Action.parse("pick 1 0"))
    assert d.table._bar_text(d.host.view) == "2 kinds, counting Silk from your marketplace: 2 wealth"   # no "0 VP"
    d.play(Action.parse("pick 2 1"))
    assert d.table._bar_text(d.host.view) == "3 kinds, counting Silk from your marketplace: 3 wealth, 1 VP"
    tips = [b.tooltip for b in d.table.buttons if b.label.startswith("Sell:")]
    assert tips and "counting Silk from your marketplace" in tips[0]
    state.techs["factory"] = seat                  # the wealth Factory adds is named too
    state.legal_cache = None
    d.refresh()
    d.draw()
    assert d.table._bar_text(d.host.view) == ("3 kinds, counting Silk from your marketplace: 4 wealth (1 from Factory), "
                                              "1 VP")
    d.save("sti_sale_preview_with_a_marketplace.png")


def test_a_new_banker_holds_what_would_be_lost_in_plain_words(game):
    """"It holds up to 5 of the 1 wealth" read oddly: a gain under a card's capacity is
    held whole, and only a larger one is held in part."""
    d = _waiting_gain(game, 3, SIZES[0], "wealth", 2, ())
    d.draw()
    tip = next(b.tooltip for b in d.table.buttons if b.label.startswith("New banker"))
    assert "it holds the 1 wealth that would otherwise be lost" in tip
    d.state.gains = [["wealth", 7]]
    d.state.legal_cache = None
    d.refresh()
    d.draw()
    tip = next(b.tooltip for b in d.table.buttons if b.label.startswith("New banker"))
    assert "it holds 5 of the 7 wealth" in tip


def test_the_log_says_bank_system_was_used():
    """"Ana pays 2 wealth" and "gains 1 VP" alone did not say why."""
    state = table()
    give_tech(state, 0, "bank_system")
    events = play(state, "bank")
    assert events[0].text == "{P0} uses Bank System: 2 wealth for 1 VP."
    assert [e.kind for e in events][:2] == ["bank", "pay"]
