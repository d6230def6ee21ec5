"""The Winds of Trade table: whole games clicked through, every legal choice reachable by
a click and nothing else lit, tooltips on everything, a face-down market card never
drawn for a seat that did not peek, the table never reading the State, and screenshots
(2 and 4 players, an election, a small window, the results) to look at.

Screenshots go to /tmp/wot-shots/ (look at them: that is what they are for).
"""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine.action import Action
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.games.winds_of_trade.state import WindsOfTradeState
import tabletop.games.winds_of_trade.table.choices as choices
from tabletop.games.winds_of_trade.table.board import IslandSpots
from tabletop.games.winds_of_trade.table.layout import build_layout
from tabletop.games.winds_of_trade.table.table import WindsOfTradeTable
from tabletop.games.winds_of_trade.table import make_table
from tabletop.registry import load_game
from tabletop.ui import theme
from tabletop.ui.canvas import recording_cuts
from tabletop.ui.headless import headless_app, init_headless, save_png
from tabletop.ui.layers import LayerCache
from tabletop.ui.scenes.table_layout import TABLE_AREA
from tabletop.ui.spots import target_at
from tests.games.table_support import NAMES, SHOTS, TableDriver
from tests.games.winds_of_trade.support import edited


@pytest.fixture(scope="module")
def game():
    init_headless()
    return load_game("winds_of_trade")


class Driver(TableDriver):
    table: WindsOfTradeTable
    state: WindsOfTradeState

    def __init__(self, game, players: int, seed: int = 4, size=(1280, 720)) -> None:
        super().__init__(game, players, make_table, seed, size)

    def lean(self, options, rng):
        """Leaning on the paid actions and away from tossing and dismissing (which make a
        game drag on), and passing often in an election."""
        calm = [o for o in options if "cargo" not in o[0] or self.state.phase == "trade"]
        calm = [o for o in calm if "cabin" not in o[0] and o[0] != "button:Keep it"] or options
        if self.state.phase == "election" and rng.random() < 0.6:
            calm = [o for o in calm if o[0] == "button:Pass"] or calm
        return calm


def reachable(table: WindsOfTradeTable) -> set[Action]:
    """Every action some click plays now (the first action of each target or button)."""
    view = table.view
    found: set[Action] = set()
    for target in choices.targets(view, table.words).values():
        found.update(target.actions[:1])
    for spec in choices.buttons(view, table.words):
        if spec.enabled:
            found.update(spec.actions[:1])
    return found


def _advance(d: Driver, test, seed: int = 11, limit: int = 4000) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if test(d.state):
            d.draw()
            return
        legal = d.state.legal_actions()
        if not legal:
            break
        calm = [a for a in legal if a.kind not in ("toss", "dismiss")] or legal
        d.play(rng.choice(calm))
    raise AssertionError("the position never came up")


def _spot(d: Driver, key):
    for spot in d.table.spots():
        if spot.data.get("key") == key and spot.data.get("target") is not None:
            return spot
    raise AssertionError(f"{key} is not lit: {[s.data.get('key') for s in d.table.spots() if s.data.get('target')]}")


def _button(d: Driver, label: str):
    for button in d.table.buttons:
        if button.label.startswith(label):
            return button
    raise AssertionError(f"no button {label!r}: {[b.label for b in d.table.buttons]}")


# --- whole games ---------------------------------------------------------------------------------

@pytest.mark.parametrize("players,seed", [(2, 3), (4, 7)])
def test_a_whole_game_is_played_by_clicking(game, players, seed):
    d = Driver(game, players, seed=seed)
    clicks = d.random_play(seed, 20_000)
    assert d.state.is_over(), f"the game did not end in {clicks} clicks"
    assert d.host.submitted and not d.table.buttons
    assert d.state.winners


def test_every_legal_action_is_reachable_and_nothing_else(game):
    d = Driver(game, 4, seed=6)
    rng = Rng(8)
    seen: set[str] = set()
    for _ in range(1500):
        if d.state.is_over():
            break
        legal = set(d.host.legal)
        assert reachable(d.table) == legal, d.state.phase
        for spot in d.table.spots():
            target = spot.data.get("target")
            if target is not None:
                assert target.actions[0] in legal
        seen.update(a.kind for a in legal)
        busy = [a for a in sorted(legal, key=str) if a.kind not in ("end_turn", "trade_done", "toss", "dismiss")]
        d.play(rng.choice(busy if busy and rng.random() < 0.8 else sorted(legal, key=str)))
    assert {"place", "sail", "trade", "buy", "sell", "trade_done", "recruit", "keep", "sway", "raid", "land",
            "bid", "pass", "end_turn", "peek"} <= seen


# --- choosing --------------------------------------------------------------------------------------

def test_sailing_is_a_click_on_a_lit_island_with_its_cost_shown(game):
    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "turn" and any(a.kind == "sail" for a in s.legal_actions()))
    sail = next(a for a in d.host.legal if a.kind == "sail")
    spot = choices.spot_of(d.host.view, sail.args[0])
    lit = _spot(d, ("spot", spot))
    assert "Sail here for" in lit.tip and "wind" in lit.tip
    d.click(lit.rect.center)
    assert d.host.submitted[-1] == sail


def test_moving_the_pointer_over_lit_islands_repaints_no_layer(game, monkeypatch):
    """The hover glow is drawn over the cached chart, so a hover change costs no repaint."""
    import tabletop.games.winds_of_trade.table.board as board_module
    import tabletop.games.winds_of_trade.table.table as table_module

    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "turn" and sum(a.kind == "sail" for a in s.legal_actions()) >= 2)
    painted: list[str] = []
    real_island, real_seat = board_module.draw_island, table_module.draw_seat
    monkeypatch.setattr(board_module, "draw_island", lambda *a: painted.append("island") or real_island(*a))
    monkeypatch.setattr(table_module, "draw_seat", lambda *a: painted.append("seat") or real_seat(*a))
    lit = [s for s in d.table.spots() if s.kind == "island" and s.data.get("target") is not None]
    for spot in lit[:2] * 2:
        d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                                buttons=(0, 0, 0)))
        d.draw()
        d.draw()    # the frame after the move sees the new hover
        assert d.table._hovered() == spot.data["key"]
    assert painted == []


def _fields(table: WindsOfTradeTable) -> dict:
    """The table's own state, a few levels deep (the build, its buttons, the motion and
    its flights), its caches of pictures, its host and its words aside."""
    def seen(value, depth: int):
        if depth == 0 or callable(value):
            return id(value)
        if isinstance(value, (list, tuple, set, frozenset)):
            return type(value).__name__, id(value), [seen(item, depth - 1) for item in value]
        if isinstance(value, dict):
            return id(value), {key: seen(item, depth - 1) for key, item in value.items()}
        if hasattr(value, "__dict__"):
            return type(value).__name__, id(value), {k: seen(v, depth - 1) for k, v in vars(value).items()}
        return value
    return {name: seen(value, 4) for name, value in vars(table).items() if name not in ("layers", "pictures", "host", "words")}


def test_drawing_changes_nothing(game):
    """The path runs one way: once the hit areas are built, drawing reads them and the view
    and changes nothing of the table, whatever is lit, hovered, advised or under way."""
    d = Driver(game, 3, seed=2)
    rng = Rng(6)
    for _ in range(150):
        if d.state.is_over():
            break
        lit = [s for s in d.table.spots() if s.data.get("target") is not None]
        if lit:
            d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rng.choice(lit).rect.center, rel=(0, 0),
                                                    buttons=(0, 0, 0)))
        legal = sorted(d.host.legal, key=str)
        d.table.show_suggestion(rng.choice(legal) if legal and rng.random() < 0.3 else None)
        d.table.update(0.0)
        d.table.spots()
        before = _fields(d.table)
        d.table.draw(d.canvas)
        assert _fields(d.table) == before
        calm = [a for a in legal if a.kind not in ("toss", "dismiss")] or legal
        d._apply(rng.choice(calm))
        d.table.update(0.1)            # a ship under way
        d.table.spots()
        before = _fields(d.table)
        d.table.draw(d.canvas)
        assert _fields(d.table) == before
        d.table.skip_animations()


def _uncached_pixels(d: Driver) -> bytes:
    """The table drawn now with empty layer caches (every part painted afresh, the still
    picture composed whole); the table's own caches are put back afterwards, so they go
    on living as in play (where a still picture is painted again only where its parts
    changed, over the one before)."""
    kept = d.table.layers, d.table.pictures
    d.table.layers, d.table.pictures = LayerCache(limit=64), LayerCache(limit=2)
    d.draw()
    pixels = pygame.image.tobytes(d.surface, "RGB")
    d.table.layers, d.table.pictures = kept
    return pixels


def test_the_cached_chart_parts_always_show_what_a_fresh_drawing_shows(game):
    """After each move of a seeded game, and while its ship sails, the table drawn from
    its long-lived layers (each island, marker and the sea keyed by its own part of the
    view) is the same, pixel for pixel, as one painted from nothing: no key misses data
    its part draws. Seat 0 watches throughout, so most moves change only a few parts."""
    d = Driver(game, 4, seed=9)
    rng = Rng(9)
    d.watch_from_seat_zero()
    unchanged = 0     # moves after which some island kept its picture
    for move in range(160):
        if d.state.is_over():
            break
        legal = d.state.legal_actions()
        if not legal:
            break
        calm = [a for a in legal if a.kind not in ("toss", "dismiss")] or legal
        d._apply(rng.choice(calm))
        d.table.update(0.3)          # part-way through the move's animation (a ship under way)
        before = d.table._built.board.islands
        for _ in range(2):
            d.surface.fill(theme.SEA_DEEP)
            d.table.draw(d.canvas)
            cached = pygame.image.tobytes(d.surface, "RGB")
            assert cached == _uncached_pixels(d), f"move {move}: a cached part is stale"
            d.table.skip_animations()
        unchanged += any(a == b for a, b in zip(before, d.table._built.board.islands))
    assert unchanged > 80, "most moves should leave some islands' pictures as they were"


def _spot_fields(spots) -> list[tuple]:
    return [(tuple(s.rect), s.kind, s.tip, s.data.get("key"), s.data.get("target"), s.data.get("radius"), s.action)
            for s in spots]


def test_the_kept_island_hit_areas_always_say_what_a_fresh_build_says(game):
    """After each move of a seeded game, seat 0 watching and playing, the hit areas built
    with each unchanged island's kept (`IslandSpots`) are the same — places, tips,
    targets, actions — as ones built from nothing; and most moves keep some island's."""
    d = Driver(game, 4, seed=5)
    rng = Rng(5)
    d.watch_from_seat_zero()
    kept = 0
    for move in range(160):
        if d.state.is_over() or not d.state.legal_actions():
            break
        legal = d.state.legal_actions()
        d._apply(rng.choice([a for a in legal if a.kind not in ("toss", "dismiss")] or legal))
        before = dict(d.table.island_spots._built)
        spots = d.table.spots()
        kept += any(before.get(spot) is built for spot, built in d.table.island_spots._built.items())
        assert _spot_fields(spots) == _spot_fields(_fresh_spots(d.table)), f"move {move}: kept hit areas are stale"
    assert kept > 80, "most moves should leave some islands' hit areas as they were"


def _fresh_spots(table: WindsOfTradeTable) -> list:
    """The hit areas built now with nothing kept; the table's own islands are put back."""
    kept = table.island_spots
    table.island_spots = IslandSpots()
    try:
        return table.build_spots(table.view)
    finally:
        table.island_spots = kept


def test_trading_is_clicking_goods_on_the_tracks_with_the_price_shown(game):
    d = Driver(game, 2, seed=12)
    _advance(d, lambda s: s.phase == "trade" and Action("buy") in s.legal_actions())
    here = d.host.view.seats[d.host.view.seat].ship
    slot = d.host.view.spots[here].sell - 1
    good = _spot(d, ("selltrack", here, slot))
    price = game.numbers.sell_track[slot]
    assert f"for {price} gold" in good.tip
    assert any(b.label.endswith(f": {price} gold") for b in d.table.buttons)     # the unit is shown
    seat = d.state.current
    gold = d.state.gold[seat]
    d.click(good.rect.center)
    assert d.host.submitted[-1] == Action("buy") and d.state.gold[seat] == gold - price
    d.save("wot_trade.png")


def test_a_trade_with_nothing_left_to_trade_says_so(game):
    """Once gold, hold and market allow no more trades, the words stop asking for lit
    goods (none are lit) and point at Done trading."""
    d = Driver(game, 2, seed=10)
    _advance(d, lambda s: s.phase == "trade")
    while goods := [a for a in d.state.legal_actions() if a.kind in ("buy", "sell")]:
        d.play(goods[0])           # trade is offered only where something can be traded: trade it all
    words = d.table.decision() + " " + d.table._bar_text(d.host.view)
    assert "Done trading" in words and "lit" not in words and "click goods" not in words
    assert not d.table.targets()


def test_tossing_asks_first_and_can_be_called_off(game):
    d = Driver(game, 2, seed=3)
    _advance(d, lambda s: s.phase == "turn" and any(a.kind == "toss" for a in s.legal_actions()))
    toss = next(a for a in d.host.legal if a.kind == "toss")
    d.click(_spot(d, ("cargo", toss.args[0])).rect.center)
    assert d.table.confirming is not None and "overboard" in d.table._bar_text(d.host.view)
    count = len(d.host.submitted)
    d.click(_button(d, "Keep it").rect.center)
    assert len(d.host.submitted) == count and d.table.confirming is None
    d.click(_spot(d, ("cargo", toss.args[0])).rect.center)
    d.click(_button(d, "Yes").rect.center)
    assert d.host.submitted[-1] == toss


def test_the_election_is_a_bidding_panel(game):
    d = Driver(game, 4, seed=2)
    _advance(d, lambda s: s.phase == "election" and s.gold[s.bidder] > 0)
    assert "bid" in d.table.decision()
    kinds = {s.kind for s in d.table.spots()}
    assert {"candidate", "bidding"} <= kinds
    assert d.table.tooltip_at(_spot(d, ("candidate", 0)).rect.center).startswith("Place 1 gold")
    assert not any("the The " in b.tooltip for b in d.table.buttons)    # not "on the The People candidate"
    d.save("wot_election.png")
    seat = d.state.bidder
    d.click(_spot(d, ("candidate", 0)).rect.center)
    assert d.host.submitted[-1] == Action("bid", (0,)) and d.state.bids[0] == 1
    assert d.state.bidder == (seat + 1) % 4
    d.click(_button(d, "Pass").rect.center)
    assert d.host.submitted[-1] == Action("pass")


@pytest.mark.parametrize("players", [2, 4])
def test_the_election_box_folds_away_from_the_chart(game, players):
    """Open, the box lies over islands (their Buys rows, their crews); folded, it is a
    strip over the Golden Isle's market and locals only, under its council, and its
    candidates can still be clicked. It is folded while the viewer has no bid to make."""
    d = Driver(game, players, seed=2)
    _advance(d, lambda s: s.phase == "election" and s.gold[s.bidder] > 0)
    layout = d.table.layout()
    islands, golden = layout.islands[:-1], layout.islands[-1]
    assert not d.table.election_folded()
    assert any(island.card.colliderect(layout.election) for island in islands)
    d.click(next(s for s in d.table.spots() if s.kind == "fold").rect.center)
    assert d.table.election_folded()
    strip = layout.election_folded
    assert not any(island.card.colliderect(strip) for island in islands)
    assert golden.card.contains(strip.inflate(-4, -2)) and strip.top > golden.rows[1].bottom
    chip = _spot(d, ("candidate", 0))
    assert strip.contains(chip.rect)
    d.save(f"wot_election_folded_{players}p.png")
    d.click(chip.rect.center)
    assert d.host.submitted[-1] == Action("bid", (0,))
    d.click(next(s for s in d.table.spots() if s.kind == "fold").rect.center)      # Open
    assert not d.table.election_folded()
    assert all(s.rect.h >= 100 for s in d.table.spots() if s.kind == "candidate")
    d.table.election_fold = None
    d.host.legal = ()                      # a computer's bid: nothing for the viewer to decide
    assert d.table.election_folded()
    assert any(s.kind == "fold" and layout.election_folded.contains(s.rect) for s in d.table.spots())


def test_the_panels_draw_only_faces_the_table_loads_when_it_opens(game, monkeypatch):
    """The election's and the recruit's panels show now and then: every face they draw
    that the table without them does not is among `faces_ahead`, which the host loads
    when the table opens, so the frame a panel first shows loads no font."""
    from tabletop.games.winds_of_trade.table.overlay import FACES
    from tabletop.ui import text

    loaded = []
    plain_font = text.font
    monkeypatch.setattr(text, "font", lambda role, px: loaded.append((role, px)) or plain_font(role, px))
    seen = {}
    for name, test in (("turn", lambda s: s.phase == "turn"), ("election", lambda s: s.phase == "election"),
                       ("recruit", lambda s: s.phase == "recruit")):
        d = Driver(game, 3, seed=6)
        _advance(d, test)
        loaded.clear()
        d.draw()
        seen[name] = set(loaded)
    ahead = {(face.role, d.canvas.font_px(face)) for face in d.table.faces_ahead()}
    for panel in ("election", "recruit"):
        assert seen[panel] - seen["turn"] and seen[panel] - seen["turn"] <= ahead, panel
    assert d.table.faces_ahead() == FACES


def test_recruiting_shows_the_drawn_advisors_to_the_recruiter_only(game):
    d = Driver(game, 3, seed=6)
    _advance(d, lambda s: s.phase == "recruit")
    drawn = list(d.state.drawn)
    tips = " ".join(d.table.tooltip_at(s.rect.center) for s in d.table.spots() if s.kind == "drawn")
    assert all(game.name_of(a) in tips for a in drawn)
    d.save("wot_recruit.png")
    other = (d.state.current + 1) % 3
    d.host.view, d.host.legal = d.state.view(other), ()
    d.draw()
    tips = " ".join(s.tip or "" for s in d.table.spots())
    assert not any(game.name_of(a) in tips for a in drawn)
    d.refresh()
    d.draw()
    d.click(_spot(d, ("drawn", 1)).rect.center)
    assert d.host.submitted[-1] == Action("keep", (1,))


LONGEST_ADVISORS = ["a04", "a05", "a01"]   # Admiral's Clerk, Gunnery Officer, Harbour Master


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1600, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_advisor_names_are_never_cut(game, size):
    """"Admira…" was drawn even at 1600×900: in the cabins and the recruit choice the
    longest names show whole, on two lines or a size smaller where they must."""
    from tabletop.ui.canvas import recording_cuts

    d = Driver(game, 4, seed=6, size=size)
    _advance(d, lambda s: s.phase == "recruit")
    for seat in range(4):
        d.state.cabins[seat] = list(LONGEST_ADVISORS)
    d.state.drawn = list(LONGEST_ADVISORS[: len(d.state.drawn)])
    d.refresh()
    with recording_cuts() as cuts:
        d.save(f"wot_advisors_{size[0]}.png")
    assert not cuts, cuts


def test_nothing_is_lit_when_it_is_not_the_viewers_move(game):
    d = Driver(game, 3, seed=2)
    d.host.legal = ()
    d.host.view = d.state.view((d.state.current + 1) % 3)
    d.draw()
    assert not d.table.targets() and not d.table.buttons
    d.click(d.table.layout().islands[0].card.center)
    assert d.host.submitted == []


def test_a_ship_sails_and_goods_travel_then_the_animation_can_be_skipped(game):
    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "turn" and any(a.kind == "sail" for a in s.legal_actions()))
    sail = next(a for a in d.host.legal if a.kind == "sail")
    seat = d.state.current
    spot = choices.spot_of(d.host.view, sail.args[0])
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_spot(d, ("spot", spot)).rect.center,
                                            button=1))
    assert d.table.busy() and seat in d.table.motion.sailing
    d.draw()
    harbour = [s for s in d.table.spots() if s.kind == "ship" and d.table.layout().islands[spot].card.contains(s.rect)]
    assert not any(NAMES[seat] in s.tip for s in harbour)        # not in its new harbour before it lands
    for _ in range(3):
        d.table.update(0.05)
        d.draw()
    d.table.skip_animations()
    assert not d.table.busy() and not d.table.motion.flights and not d.table.motion.sailing


def test_the_raid_tip_counts_dice_in_good_english(game):
    """It said "roll 1 dice ... against 4": one die, and the island's four dice."""
    d = Driver(game, 3, seed=1)
    _advance(d, lambda s: s.phase == "turn" and Action("raid") in s.legal_actions() and s.aboard[s.current] == 1)
    tip = _button(d, "Raid").tooltip
    assert "roll 1 die " in tip and "1 dice" not in tip
    assert re.search(r"against the island's \d+ dic?e", tip)


def test_a_raid_shows_its_dice_as_they_fell_over_the_island(game):
    d = Driver(game, 3, seed=1)
    _advance(d, lambda s: s.phase == "turn" and Action("raid") in s.legal_actions())
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_button(d, "Raid").rect.center, button=1))
    d.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_button(d, "Raid").rect.center, button=1))
    assert d.host.submitted[-1] == Action("raid")
    labels = [f.label for f in d.table.motion.flights if f.label]
    raid = next(e for e in d.match.history[-1].events if e.kind == "raid").data
    verdict, dice = labels[0].split("\n")
    assert verdict == ("Raid won" if raid["won"] else "Raid beaten off")
    attack, defence = dice.split(" vs ")
    for side, shown in ((raid["attack"], attack), (raid["defence"], defence)):
        assert shown.split(" = ")[0] == "+".join(map(str, side)) and shown.endswith(str(sum(side)))
    d.table.skip_animations()
    assert not d.table.motion.flights


def test_a_suggestion_is_shown_not_played(game):
    d = Driver(game, 3, seed=2)
    _advance(d, lambda s: s.phase == "turn" and Action("trade") in s.legal_actions())
    count = len(d.host.submitted)
    d.table.show_suggestion(Action("trade"))
    d.draw()
    assert any(b.selected for b in d.table.buttons)
    assert len(d.host.submitted) == count


# --- hidden things, the State, tooltips -------------------------------------------------------------

def _pixels(d: Driver, view) -> bytes:
    d.host.view = view
    d.draw()
    return pygame.image.tobytes(d.surface, "RGB")


def test_a_face_down_market_card_is_never_drawn_for_whoever_did_not_peek(game):
    d = Driver(game, 3, seed=4)
    _advance(d, lambda s: s.phase == "turn" and s.round >= 2)
    viewer = d.host.viewer
    d.host.legal = ()
    twin = d.state.clone()
    spots = [s for s in game.map.outer if twin.market[s][0][0] and viewer not in twin.market[s][0][1]]
    cost = {c.id: c.cost for c in game.content.market}
    swapped = 0
    for s in spots:        # another upgrade at the same (public) price takes its place
        card = twin.market[s][0][0]
        other = next((c for c in twin.market_deck if cost[c] == cost[card]), None)
        if other is not None:
            twin.market_deck[twin.market_deck.index(other)] = card
            twin.market[s][0][0] = other
            swapped += 1
    assert swapped
    twin.market_deck = list(reversed(twin.market_deck))
    twin.advisor_deck = list(reversed(twin.advisor_deck))
    twin.island_deck = list(reversed(twin.island_deck))
    assert _pixels(d, d.state.view(viewer)) == _pixels(d, twin.view(viewer))
    tips = " ".join(s.tip or "" for s in d.table.spots() if s.kind == "market")
    # (a card whose twin's price differs would show; the price is public)
    for s in spots:
        assert game.name_of(d.state.market[s][0][0]) not in tips or viewer in d.state.market[s][0][1]
    # ...while a card the viewer peeked at is named for them.
    peeked = d.state.clone()
    peeked.market[spots[0]][0][1] = sorted(set(peeked.market[spots[0]][0][1]) | {viewer})
    d.host.view = peeked.view(viewer)
    d.draw()
    tips = " ".join(s.tip or "" for s in d.table.spots() if s.kind == "market")
    assert game.name_of(peeked.market[spots[0]][0][0]) in tips


def test_the_table_never_touches_a_state(game, monkeypatch):
    guard = {"on": False}
    original = WindsOfTradeState.__getattribute__

    def guarded(self, name):
        if guard["on"]:
            raise AssertionError(f"the table read State.{name}")
        return original(self, name)

    d = Driver(game, 3, seed=12)
    monkeypatch.setattr(WindsOfTradeState, "__getattribute__", guarded)
    rng = Rng(5)
    for _ in range(300):
        if d.state.is_over():
            break
        action = rng.choice(list(d.host.legal))
        guard["on"] = True
        try:
            d.draw()
            d.table.decision()
            d.table.round_info()
            d.table.tooltip_at(d.table.layout().islands[0].card.center)
        finally:
            guard["on"] = False
        d.play(action)


def test_everything_has_a_tooltip(game):
    d = Driver(game, 4, seed=5)
    _advance(d, lambda s: s.round >= 3 and s.phase == "turn")
    layout = d.table.layout()
    assert all(spot.tip for spot in d.table.spots())
    for island in layout.islands:
        assert d.table.tooltip_at(island.title.center)
        for row in island.rows:
            assert d.table.tooltip_at((row.x + 40, row.centery)), row
    status = layout.status
    for rect in (status.round, status.upheaval, status.council, *status.factions):
        assert d.table.tooltip_at(rect.center), rect
    for panel in layout.seats:
        for rect in (panel.header, panel.hold, panel.cabins):
            assert d.table.tooltip_at((rect.x + 20, rect.centery)), rect
    for button in d.table.buttons:
        assert d.table.tooltip_at(button.rect.center)
    kinds = {s.kind for s in d.table.spots()}
    assert {"island", "sell", "buy", "locals", "outrage", "market", "council", "superiority", "cabin", "aboard",
            "route", "round", "upheaval", "council_line", "gold", "wind"} <= kinds


# --- layout and pictures -----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_overlaps_and_everything_fits(game, players):
    positions = [game.map.positions[s] for s in game.map.spots]
    layout = build_layout(TABLE_AREA, players, positions)
    boxes = [layout.chart, layout.status.rect, layout.bar] + [p.rect for p in layout.seats]
    for box in boxes:
        assert TABLE_AREA.inflate(0.01, 0.01).contains(box), box
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    cards = [island.card for island in layout.islands]
    for i, a in enumerate(cards):
        assert layout.chart.contains(a), a
        for b in cards[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for island in layout.islands:
        for row in island.rows:
            assert island.card.contains(row) and row.h >= 20, row
    for panel in layout.seats:
        assert panel.rect.contains(panel.cabins) and panel.cabins.h >= 24
    # The election panel leaves the Golden Isle's name and council row (the seats being
    # bid for) in sight, and is tall enough for full-size candidate cards.
    golden = layout.islands[-1]
    assert layout.chart.contains(layout.election)
    assert layout.election.top > golden.rows[1].bottom and layout.election.top > golden.title.bottom
    assert layout.election.h >= 72 + 120 + 44


def test_the_rules_package_never_imports_pygame():
    import subprocess
    import sys

    code = ("import sys; import tabletop.games.winds_of_trade.game, tabletop.games.winds_of_trade.view; "
            "from tabletop.registry import load_game; load_game('winds_of_trade').new_state(4, 1).view(0); "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def _played(game, players: int, seed: int, test=None) -> Match:
    """Ana (seat 0, a person) once `test(state)` holds with her to act (None: the game
    played to its end), every seat playing as the greedy bot would."""
    from tabletop.ai.bot import make_bot

    bot = make_bot("greedy")
    seats = [Seat(NAMES[i], "human" if i == 0 else "random", i) for i in range(players)]
    match = Match(game, seats, seed)
    rng = Rng(seed)
    state = match.state
    while not state.is_over():
        if test is not None and state.to_act() == 0 and test(state):
            break
        match.apply(bot.choose(game, state.view(state.to_act()), rng))
        state = match.state
    return match


def _mid(state) -> bool:
    return state.round >= 4 and state.phase == "turn"


def _election(state) -> bool:
    return state.phase == "election" and state.round >= 3


@pytest.mark.parametrize("players,size,name,test", [
    (2, (1280, 720), "wot_2p_mid.png", _mid),
    (4, (1280, 720), "wot_4p_mid.png", _mid),
    (4, (1280, 720), "wot_4p_election.png", _election),
    (4, (1024, 600), "wot_4p_1024x600.png", _mid),
    (2, (1024, 600), "wot_2p_1024x600.png", _mid),
    (4, (1280, 720), "wot_4p_over.png", None),
])
def test_screenshots(game, players, size, name, test):
    """Seed 22: a 2-player game that lasts into round 5 (many end by Hegemon in round 3)."""
    from tabletop.ui.controller import MatchController
    from tabletop.ui.headless import _NoBot
    from tabletop.ui.scenes.table_host import TableHostScene

    match = _played(game, players, seed=22, test=test)
    assert match.state.is_over() == (test is None)
    app = headless_app(size)
    controller = MatchController(match, _NoBot(), app.settings, autosave=False)
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    app.step([], 0.016)
    table = scene.table
    assert isinstance(table, WindsOfTradeTable)
    app.render()
    # The pointer rests on the council: its explanation shows.
    rect = table.layout().islands[-1].rows[1]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=app.canvas.point((rect.x + 40, rect.centery)), rel=(0, 0),
                                 buttons=(0, 0, 0))], 0.016)
    for _ in range(40):
        app.step([], 0.02)
        app.render()
    if test is not None:
        assert app.scenes.top.tooltips.showing
    path = save_png(app, SHOTS / name)
    assert path.stat().st_size > 10_000


@pytest.mark.parametrize("players", [2, 4])
def test_results_screen(game, players):
    from tabletop.ui.scenes.results import ResultsScene

    match = _played(game, players, seed=5)
    app = headless_app((1280, 720))
    app.scenes.reset(ResultsScene(app, match))
    app.scenes.apply_pending()
    path = save_png(app, SHOTS / f"wot_results_{players}p.png")
    assert path.stat().st_size > 10_000


def test_winds_of_trade_is_offered():
    from tabletop.registry import PLAYABLE, catalogue

    assert "winds_of_trade" in PLAYABLE
    entry = next(e for e in catalogue() if e.id == "winds_of_trade")
    assert entry.playable and not entry.problems


def test_every_picture_of_the_presentation_exists(game):
    from tabletop.runtime import paths

    for sprite in game.content.icons.values():
        assert paths.sprite_path(sprite).is_file()
    assert set(game.content.colours) >= {"liquor", "jewels", "spices", "navy", "pirates", "merchants", "people"}


# --- the real app ---------------------------------------------------------------------------------

def _lit(table: WindsOfTradeTable, rng: Rng) -> list[tuple[float, float]]:
    """What a calm player would click: lit things and buttons, rarely tossing or dismissing."""
    lit = [b.rect.center for b in table.buttons if b.enabled and b.label != "Keep it"]
    for spot in table.spots():
        key = spot.data.get("key")
        if spot.data.get("target") is None:
            continue
        if key[0] in ("cargo", "cabin") and table.view.phase != "trade" and rng.random() > 0.05:
            continue
        lit.append(spot.rect.center)
    return lit


def test_winds_of_trade_is_played_from_the_title_to_the_results_with_the_mouse():
    """The real app and table: New game, Winds of Trade, Start, then only clicks on lit
    things (the computer seats answer at once) until the results, and back to the title."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tabletop.ui.scenes.results import ResultsScene
    from tabletop.ui.scenes.select import SelectScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table_host import TableHostScene
    from tabletop.ui.scenes.title import TitleScene
    from tests.ui.support import FakeBot, click, click_widget, find_button, frame

    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.to_title()
    app.scenes.apply_pending()
    click_widget(app, find_button(app.scenes.top, "New game"))
    select = app.scenes.top
    assert isinstance(select, SelectScene)
    card = next(c for c, e in zip(select.cards, select.entries) if e.id == "winds_of_trade")
    play = next(w for w in select.widgets if getattr(w, "label", "") == "Play" and card.contains(w.rect))
    click_widget(app, play)
    setup = app.scenes.top
    assert isinstance(setup, SetupScene)
    click_widget(app, find_button(setup, "Start the game"))
    rng = Rng(4)
    for _ in range(40_000):
        scene = app.scenes.top
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, HandoffScene):
            click_widget(app, find_button(scene, "I am ready"))
            continue
        assert isinstance(scene, TableHostScene), type(scene).__name__
        table = scene.table
        assert isinstance(table, WindsOfTradeTable)
        lit = _lit(table, rng) if scene.controller.legal_for_display() else []
        if lit:
            click(app, rng.choice(lit))
        else:
            frame(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene) and results.result.winners
    save_png(app, SHOTS / "wot_flow_results.png")
    click_widget(app, find_button(results, "Menu"))
    assert isinstance(app.scenes.top, TitleScene)


def test_bids_go_round_four_people_without_curtains(game):
    """Pass and play with four people after peeks: the election's bids go round the table
    with no hand-off curtain (nothing private shows during it); the turns do need them."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tests.ui.support import FakeBot, click, click_widget, find_button, frame

    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(4)], 9)
    rng = Rng(3)
    state = match.state
    while not (state.phase == "election" and any(slot[1] for spot in state.market for slot in spot)):
        legal = state.legal_actions()
        peeks = [a for a in legal if a.kind == "peek"]
        calm = [a for a in legal if a.kind not in ("toss", "dismiss")]
        match.apply(peeks[0] if peeks else rng.choice(calm))
        state = match.state
    state.gold = [max(g, 3) for g in state.gold]        # everyone can bid (the round-robin is the point)
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    app.play(match)
    app.scenes.apply_pending()
    if isinstance(app.scenes.top, HandoffScene):
        click_widget(app, find_button(app.scenes.top, "I am ready"))
    bids = 0
    bidders = set()
    while match.state.phase == "election":
        scene = app.scenes.top
        assert not isinstance(scene, HandoffScene), "a curtain during the election"
        frame(app)
        if scene.controller.auto_passing is not None:       # no gold: passed for them
            frame(app, dt=0.5)
            continue
        assert scene.controller.legal_for_display(), (scene.controller.viewer, match.state.bidder)
        buttons = [b for b in scene.table.buttons if b.enabled]
        button = buttons[0] if bids < 6 else buttons[-1]     # bid a few times, then pass
        bidders.add(match.state.bidder)
        click(app, button.rect.center)
        frame(app)
        bids += 1
    assert bids >= 4 and len(bidders) == 4


def test_a_person_without_gold_is_passed_for_in_the_election(game):
    """With no gold to bid, passing is all a person may do: the app passes for them (gold
    is public, so this shows nothing) without a curtain."""
    from tabletop.ui.scenes.handoff import HandoffScene
    from tests.ui.support import FakeBot, pump

    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(3)], 4)
    rng = Rng(2)
    while match.state.phase != "election":
        legal = match.state.legal_actions()
        match.apply(rng.choice([a for a in legal if a.kind not in ("toss", "dismiss")] or legal))
    broke = match.state.bidder
    match.state.gold[broke] = 0
    assert match.state.view(broke).only_pass
    app = headless_app((1280, 720), bot_worker=FakeBot())
    app.play(match)
    app.scenes.apply_pending()
    before = len(match.history)
    pump(app, 2.0)
    assert not isinstance(app.scenes.top, HandoffScene)
    made = match.history[before]
    assert made.seat == broke and made.action == Action("pass")


def test_a_person_passed_for_is_told_why(game):
    """The log says a pass was for want of gold, and while the table makes it the top bar
    and the action bar say so."""
    d = Driver(game, 3, seed=2)
    _advance(d, lambda s: s.phase == "election")
    broke = d.state.bidder
    d.state.gold[broke] = 0
    d.match.state = edited(d.state)
    d.refresh()
    d.host.legal = ()
    d.host.auto_passing = broke
    said = d.host.names(d.table.decision())
    assert said == f"{NAMES[broke]} has no gold to bid: passing for them"
    assert d.table._bar_text(d.host.view) == said + "."
    events = d.match.apply(Action("pass"))
    assert events[0].text == f"{{P{broke}}} passes (no gold to bid)."


def test_alike_candidates_are_told_apart_and_explained(game):
    """Two candidates of one faction: the box's cards and the bar's tips letter them, and the box
    and the tips say why there are two and what it means for the gold."""
    d = Driver(game, 4, seed=2)
    _advance(d, lambda s: s.phase == "election" and s.gold[s.bidder] > 0)
    merchants = next(c.id for c in game.content.council if c.faction == "merchants")
    navy = next(c.id for c in game.content.council if c.faction == "navy")
    d.state.candidates[:] = [merchants, merchants, navy]
    d.match.state = edited(d.state)
    d.refresh()
    d.draw()
    bids = d.table.buttons[:3]
    assert [b.label for b in bids] == ["Merchants +1", "Merchants +1", "Navy +1"]
    assert [b.tooltip.split(" candidate")[0] for b in bids] == ["Place 1 gold on the Merchants A",
                                                                 "Place 1 gold on the Merchants B",
                                                                 "Place 1 gold on the Navy"]
    why = "Two Merchants candidates: each counts only the gold on it."
    assert why in bids[0].tooltip and why in d.table.tooltip_at(_spot(d, ("candidate", 1)).rect.center)
    assert "Candidate: The Merchants B," in d.table.tooltip_at(_spot(d, ("candidate", 1)).rect.center)
    with recording_cuts() as cuts:
        d.save("wot_election_twins.png")
    assert not cuts, cuts


def test_the_bar_previews_what_a_click_on_the_lit_thing_under_the_pointer_costs(game):
    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "turn" and any(a.kind == "sail" for a in s.legal_actions()))
    sail = next(a for a in d.host.legal if a.kind == "sail")
    lit = _spot(d, ("spot", choices.spot_of(d.host.view, sail.args[0])))
    d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=lit.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    d.draw()
    text = d.table._bar_text(d.host.view)
    assert text.startswith("Sail here for") and "wind" in text


def test_claiming_moving_the_blockade_and_buying_a_card_are_clicks(game):
    """The rarer choices: a superiority chip, a route marker, a market card."""
    d = Driver(game, 2, seed=5)
    _advance(d, lambda s: s.phase == "turn")
    state = d.state
    seat = state.current
    rival = 1 - seat
    state.cabins[seat] = ["a07"]                         # Smuggler: a Pirates advisor
    state.gold[seat], state.gold[rival] = 9, 0           # most gold: the Pirates' claim
    state.holder = [seat, None, None, None]              # Navy superiority: moves the blockade
    d.match.state = edited(state)                        # a hand-edited position is asked afresh
    d.refresh()
    d.draw()
    d.click(_spot(d, ("faction", "pirates")).rect.center)
    assert d.host.submitted[-1] == Action("claim", ("pirates",)) and d.state.holder[1] == seat
    route = next(a for a in d.host.legal if a.kind == "blockade").args[0]
    d.click(_spot(d, ("route", route)).rect.center)
    assert d.host.submitted[-1] == Action("blockade", (route,))
    here = d.state.ship[seat]
    buy = Action("buy_card", (0,))
    assert buy in d.host.legal
    if Action("peek", (0,)) in d.host.legal:
        d.click(_spot(d, ("market", here, 0)).rect.center)   # a face-down card is peeked at first
        assert d.host.submitted[-1] == Action("peek", (0,))
        assert game.name_of(d.state.market[here][0][0]) in d.table.tooltip_at(_spot(d, ("market", here, 0)).rect.center)
    d.click(_spot(d, ("market", here, 0)).rect.center)
    assert d.host.submitted[-1] == buy and d.state.upgrades[seat]


def test_a_greyed_turn_button_says_why(game):
    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "turn" and s.aboard[s.to_act()] == 0 and s.wind[s.to_act()] >= 2)
    raid = _button(d, "Raid")
    assert not raid.enabled and "Not now: a raid needs crew aboard your ship." in raid.tooltip
    assert "Not now" not in _button(d, "End turn").tooltip
    d.click(raid.rect.center)                       # clicked, it says so in the status line
    assert d.host.said[-1] == "Not now: a raid needs crew aboard your ship."
    assert Action("raid") not in d.host.submitted


def test_trade_is_greyed_with_its_reason_where_nothing_can_be_traded(game):
    d = Driver(game, 2, seed=5)
    _advance(d, lambda s: s.phase == "turn" and s.wind[s.to_act()] >= 2 and s.ship[s.to_act()] != 8)
    seat = d.state.to_act()
    here = d.state.ship[seat]
    d.state.buy[here] = [1] * len(d.state.buy[here])
    d.state.sell[here] = 0
    d.match.state = edited(d.state)
    d.refresh()
    d.draw()
    trade = _button(d, "Trade")
    assert not trade.enabled
    island = d.table.words.spot_name(d.host.view, here)
    assert "Not here: nothing to trade" in trade.tooltip and "its sell track is empty" in trade.tooltip
    assert island in trade.tooltip or "you carry no goods" in trade.tooltip
    d.click(trade.rect.center)
    assert d.host.said[-1].startswith("Not here: nothing to trade")


def test_a_greyed_bid_says_why(game):
    d = Driver(game, 4, seed=1)
    _advance(d, lambda s: s.phase == "election")
    seat = d.state.to_act()
    d.state.gold[seat] = 0
    d.state.legal_cache = None                      # a hand-edited position is asked afresh
    d.refresh()
    d.draw()
    bids = [b for b in d.table.buttons if not b.enabled]
    assert bids and all("you have 0" in b.tooltip for b in bids)
    d.click(bids[0].rect.center)
    assert "you have 0" in d.host.said[-1] and not d.host.submitted[-1:] == [Action("bid", (0,))]


# --- the action bar: no traps between the election and a turn ---------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_click_meant_for_the_election_never_lands_on_end_turn_or_a_move_that_cannot_be_undone(game, players):
    """The election's buttons (Pass rightmost) and a turn's End turn, Raid, Recruit and
    Buy blind never share a spot: a click that arrives after the election ended can only
    hit something its maker may take back."""
    d = Driver(game, players, seed=players)
    _advance(d, lambda s: s.phase == "election")
    election = [b.rect for b in d.table.buttons]
    assert [b.label for b in d.table.buttons][-1] == "Pass"
    turns = 0
    for _ in range(3):
        _advance(d, lambda s: s.phase == "turn")
        for button, spec in zip(d.table.buttons, d.table.button_specs):
            if spec.actions and spec.actions[0].kind in ("end_turn", "raid", "recruit", "buy_card"):
                assert not any(button.rect.colliderect(rect) for rect in election), button.label
        turns += 1
        d.play(Action("end_turn"))
    assert turns == 3


def test_ending_a_turn_with_wind_left_asks_first(game):
    d = Driver(game, 2, seed=1)
    _advance(d, lambda s: s.phase == "turn" and s.wind[s.current] > 0)
    seat, wind = d.state.current, d.state.wind[d.state.current]
    end = next(b for b in d.table.buttons if b.label == "End turn")
    before = len(d.match.history)
    d.click(end.rect.center)
    assert len(d.match.history) == before and d.table.confirming is not None
    assert [b.label for b in d.table.buttons] == ["Keep it", "Yes"]
    assert d.table._bar_text(d.host.view).startswith(f"End your turn with {wind} wind unspent?")
    assert not any(b.rect.colliderect(end.rect) for b in d.table.buttons)   # a double click asks, no more
    save_png_of(d, "wot_confirm_end_turn.png")
    d.click(next(b for b in d.table.buttons if b.label == "Keep it").rect.center)
    assert len(d.match.history) == before and d.table.confirming is None
    d.click(next(b for b in d.table.buttons if b.label == "End turn").rect.center)
    d.click(next(b for b in d.table.buttons if b.label == "Yes").rect.center)
    assert d.match.history[-1].action == Action("end_turn") and d.match.history[-1].seat == seat


def test_a_second_click_on_yes_to_end_the_turn_never_places_a_bid(game):
    """Ending the round's last turn opens the election at once; Yes used to sit where a
    bid button then appears, so a double click gave gold to the bank."""
    d = Driver(game, 4, seed=4)
    _advance(d, lambda s: s.phase == "election")
    bids = [b.rect for b in d.table.buttons if b.label != "Pass"]
    _advance(d, lambda s: s.phase == "turn" and s.wind[s.current] > 0)
    d.click(next(b for b in d.table.buttons if b.label == "End turn").rect.center)
    yes = next(b for b in d.table.buttons if b.label == "Yes")
    assert not any(yes.rect.colliderect(rect) for rect in bids)


def test_with_no_wind_left_end_turn_needs_no_question(game):
    d = Driver(game, 2, seed=1)
    _advance(d, lambda s: s.phase == "turn")
    d.state.wind[d.state.current] = 0
    d.match.state = edited(d.state)
    d.refresh()
    d.draw()
    d.click(next(b for b in d.table.buttons if b.label == "End turn").rect.center)
    assert d.match.history[-1].action == Action("end_turn")


def test_a_button_built_under_a_still_pointer_glows_at_once(game):
    d = Driver(game, 2, seed=1)
    _advance(d, lambda s: s.phase == "election")
    pass_button = d.table.buttons[-1]
    d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pass_button.rect.center, rel=(0, 0),
                                            buttons=(0, 0, 0)))
    save_png_of(d, "wot_election_bar.png")
    _advance(d, lambda s: s.phase == "turn")
    under = next(b for b in d.table.buttons if b.contains(pass_button.rect.center))
    assert under.label != "End turn" and d.table.tooltip_at(pass_button.rect.center) == under.tooltip
    end = next(b for b in d.table.buttons if b.label == "End turn")
    d.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    d.table._spots_for = None               # the bar is rebuilt (a new choice) under the still pointer
    d.draw()
    rebuilt = next(b for b in d.table.buttons if b.label == "End turn")
    assert rebuilt is not end and rebuilt.glowing
    save_png_of(d, "wot_turn_bar.png")


def save_png_of(d: Driver, name: str) -> None:
    d.draw()
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(d.surface, str(SHOTS / name))


# --- where a move is clicked (tutorials) -----------------------------------------------------------

def test_the_table_names_where_each_move_is_clicked(game):
    """What a tutorial spotlights and its check clicks (`clicks_for`): at every position,
    the first rectangle named for each legal move is where a click makes that move (a
    button's, else the topmost lit thing's); clicking it, and asking again until the
    move is made, plays exactly that move (a move that asks first, with the Yes)."""
    d = Driver(game, 4, seed=12)
    rng = Rng(3)                                   # a game that reaches every kind of move
    kinds: set[str] = set()
    for _ in range(400):
        if d.state.is_over():
            break
        legal = sorted(d.host.legal, key=str)
        for action in legal:
            rects = d.table.clicks_for(action)
            assert rects, f"no place named for {action} ({d.state.phase})"
            assert _click_plays(d, rects[0].center) == (action,), (action, rects[0])
        calm = [a for a in legal if a.kind not in ("toss", "dismiss", "end_turn", "trade_done", "pass")]
        action = rng.choice(calm if calm and rng.random() < 0.8 else legal)
        made = len(d.host.submitted)
        for _ in range(3):
            d.click(d.table.clicks_for(action)[0].center)
            if len(d.host.submitted) > made:
                break
        assert d.host.submitted[made:] == [action]
        kinds.add(action.kind)
    assert {"place", "sail", "trade", "buy", "sell", "trade_done", "recruit", "keep", "sway", "raid", "land",
            "embark", "toss", "dismiss", "peek", "buy_card", "bid", "pass", "end_turn"} <= kinds, kinds
    assert d.table.clicks_for(Action("no_such_move")) is None


def _click_plays(d: Driver, pos) -> tuple[Action, ...]:
    """The move a click at `pos` makes or asks about: a bar button's, else the lit spot's."""
    for button, spec in zip(d.table.buttons, d.table.button_specs):
        if button.enabled and button.rect.collidepoint(pos):
            return spec.actions[:1]
    hit = target_at(d.table.spots(), pos)
    return hit[1].actions[:1] if hit else ()


def test_a_question_about_another_move_is_called_off_first(game):
    d = Driver(game, 2, seed=3)
    _advance(d, lambda s: s.phase == "turn" and any(a.kind == "toss" for a in s.legal_actions()))
    toss = next(a for a in d.host.legal if a.kind == "toss")
    d.click(d.table.clicks_for(toss)[0].center)
    assert d.table.confirming is not None and toss not in d.host.submitted
    keep_it = d.table.clicks_for(Action("end_turn"))
    assert keep_it == [pygame.FRect(_button(d, "Keep it").rect)]
    d.click(keep_it[0].center)
    assert d.table.confirming is None and toss not in d.host.submitted
    assert d.table.clicks_for(toss) != keep_it


def test_a_superiority_and_the_blockade_are_named_too(game):
    """The rarer moves, in the hand-made position of the claiming test above."""
    d = Driver(game, 2, seed=5)
    _advance(d, lambda s: s.phase == "turn")
    state = d.state
    seat = state.current
    state.cabins[seat] = ["a07"]                         # Smuggler: a Pirates advisor
    state.gold[seat], state.gold[1 - seat] = 9, 0        # most gold: the Pirates' claim
    state.holder = [seat, None, None, None]              # Navy superiority: moves the blockade
    d.match.state = edited(state)
    d.refresh()
    d.draw()
    for action in (Action("claim", ("pirates",)), next(a for a in d.host.legal if a.kind == "blockade")):
        d.click(d.table.clicks_for(action)[0].center)
        assert d.host.submitted[-1] == action


OPENING = ["place southwest", "place west", "trade", "buy", "trade_done", "recruit", "keep 0", "sail south",
           "end_turn", "recruit", "keep 0", "trade", "buy", "trade_done", "end_turn"]
"""The opening of the Winds of Trade tutorial (seed 410, two seats): a turn with a trade,
a recruit and a sail, the rival's turn, then the first election."""


@pytest.mark.parametrize("moves", [2, 3, len(OPENING)])
def test_only_the_move_a_tutorial_allows_is_lit(game, moves):
    """A tutorial narrows the host's legal list to one move: only that thing is lit and
    only its button is enabled, though the view still lists every legal move."""
    d = Driver(game, 2, seed=410)
    for text in OPENING[:moves]:
        d.play(Action.parse(text))
    everything = d.host.legal
    assert len(everything) > 1
    for allowed in everything:
        d.host.legal = (allowed,)
        d.draw()
        lit = {t.actions[0] for t in d.table.targets().values()}
        enabled = {spec.actions[0] for b, spec in zip(d.table.buttons, d.table.button_specs) if b.enabled}
        assert lit | enabled == {allowed}, (allowed, lit, enabled)
        assert d.table.clicks_for(allowed)


@pytest.mark.parametrize("players", [2, 4])
def test_a_turns_buttons_never_move(game, players):
    """Every turn shows the same buttons in the same places — Buy blind greyed, saying
    why, where there is no face-down card to buy — so a click aimed from memory (End
    turn, Raid) lands on what it was aimed at."""
    d = Driver(game, players, seed=3)
    rng = Rng(5)
    where: dict[str, tuple] = {}
    turns = 0
    for _ in range(1500):
        if d.state.is_over():
            break
        if d.state.phase == "turn":
            d.draw()
            turns += 1
            for button, spec in zip(d.table.buttons, d.table.button_specs):
                what = spec.actions[0].kind
                assert where.setdefault(what, tuple(button.rect)) == tuple(button.rect), what
                assert spec.enabled or spec.why, f"{spec.label} is greyed without a reason"
        legal = d.state.legal_actions()
        d.play(rng.choice([a for a in legal if a.kind not in ("toss", "dismiss")] or legal))
    assert turns > 20 and {"end_turn", "raid", "recruit", "buy_card", "trade", "sway", "land", "embark"} <= set(where)


@pytest.mark.parametrize("players", [2, 3])
def test_the_round_track_names_who_leads_the_round(game, players):
    """The round's lead moves first and bids first; with two captains it passes to the
    other each round, with three the standing picks it (most islands, then most gold), and
    the tooltip says which."""
    d = Driver(game, players, seed=6)
    _advance(d, lambda s: s.round == 2 and s.phase == "turn")
    tip = next(s.tip for s in d.table.spots() if s.kind == "round")
    lead = d.state.lead
    assert f"{NAMES[lead]} leads this round" in tip
    assert players == 3 or lead == 1 - d.state.start
    assert ("controlling the most islands" in tip) == (players == 3)
    assert ("led by the next captain clockwise" in tip) == (players == 2)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hung_council_is_said_clear_of_the_streak_dots(game, size):
    """The council line's words end before the Hegemon streak's dots, whole (uncut), and
    its tooltip says what hung means."""
    import tabletop.games.winds_of_trade.table.status as status

    d = Driver(game, 2, seed=4, size=size)
    _advance(d, lambda s: s.phase == "turn" and status.council_leader(s.view(0), d.table.words) is None)
    row = d.table.layout().status.council
    written = []
    original = d.canvas.text

    def text(words, font, ink, pos, anchor="topleft", max_width=None, **kw):
        written.append((words, font, pos, max_width))
        return original(words, font, ink, pos, anchor, max_width=max_width, **kw)

    d.canvas.text = text
    with recording_cuts() as cuts:
        status._council_line(d.canvas, row, d.host.view, d.table.words)
    assert not cuts, cuts
    words, font, pos, room = next(w for w in written if w[0].startswith("hung"))
    dots = row.right - game.numbers.hegemon_streak * 18
    assert pos[0] + d.canvas.measure(words, font)[0] <= dots - status.STREAK_GAP
    tip = next(s.tip for s in d.table.spots() if s.kind == "council_line")
    assert "It is hung: no faction has more seats than every other." in tip

