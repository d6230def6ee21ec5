"""The standings strip above the log and the reasons Suggest gives, on every game's table:
drawn whole at both window sizes, explained on hover in the results' own words, and the
advice's tags placed beside what they point at, never cut off or on top of it.
PNGs in /tmp/tabletop-shots/strip-*.png and advice-*.png (look at them)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.advice import advise
from tabletop.ai.worker import BotWorker
from tabletop.engine.match import Match, Seat
from tabletop.engine.rng import Rng
from tabletop.registry import GAME_IDS, load_game, package
from tabletop.ui import theme
from tabletop.ui.canvas import Canvas, recording_cuts
from tabletop.ui.controller import MatchController
from tabletop.ui.headless import headless_app, save_png
from tabletop.ui.highlight import tag_place
from tabletop.ui.scenes.table_host import TableHostScene
from tabletop.ui.scenes.table_layout import LOG_RECT, TABLE_AREA
from tests.ui.support import SHOTS, FakeBot, frame

NAMES = ["Ana", "Bartholomew", "Player 3", "Dario"]


def table_after(game_id: str, players: int, actions: int, size=(1280, 720), worker=None, text_size=100):
    from tabletop.persistence.settings import Settings

    game = load_game(game_id)
    app = headless_app(size, settings=Settings(text_size=text_size))
    app.settings.animation_speed = 0.0
    match = Match(game, [Seat(NAMES[i], "human", i) for i in range(players)], 6)
    rng = Rng(6)
    for _ in range(actions):
        match.apply(rng.choice(match.state.legal_actions()))
    while len(match.state.legal_actions()) < 3:
        match.apply(rng.choice(match.state.legal_actions()))
    controller = MatchController(match, worker or FakeBot(), app.settings, autosave=False)
    controller.handoff_to = None    # no curtain: the screen is the seat to act's
    controller.viewer = match.state.to_act()
    scene = TableHostScene(app, controller)
    app.scenes.reset(scene)
    app.scenes.apply_pending()
    return app, scene


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_line_of_the_strip_stays_inside_it_at_150(game_id, monkeypatch):
    """Pirates' Gold's "Still out" line was drawn with no width and ran past the panel at
    150 % on 1024×600: every line of the strip now has its room, and says so when cut.
    (The strip paints into its cached picture's own canvas: every canvas's text is heard.)"""
    from tabletop.ui import theme

    try:
        app, scene = table_after(game_id, 4, 1, (1024, 600), text_size=150)
        strip, drawn = scene.standings, []
        draw_text = Canvas.text
        monkeypatch.setattr(Canvas, "text", lambda *args, **kwargs: drawn.append(draw_text(*args, **kwargs)) or drawn[-1])
        with recording_cuts() as cuts:
            strip.draw(app.canvas)
        monkeypatch.undo()
        assert drawn and not cuts, cuts
        for rect in drawn:
            assert strip.rect.contains(rect.inflate(-2, -2)), f"{tuple(rect)} leaves the strip {tuple(strip.rect)}"
        assert strip.rect.bottom < scene.log.rect.top
        save_png(app, f"{SHOTS}/strip-{game_id}-1024-150.png")
    finally:
        theme.set_text_size(100)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_strip_stands_above_the_log_whole_with_a_row_per_seat(game_id, size):
    app, scene = table_after(game_id, 4, 40, size)
    with recording_cuts() as cuts:
        save_png(app, f"{SHOTS}/strip-{game_id}-{size[0]}.png")
    strip = scene.standings
    assert not cuts and strip.visible
    assert LOG_RECT.contains(strip.rect) and strip.rect.bottom < scene.log.rect.top
    shown = strip.standings()
    assert len(shown.seats) == 4
    assert shown.to_json() == package(game_id).standings()(scene.host.game, scene.host.view).to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_row_explains_the_seat_in_the_results_own_labels(game_id):
    app, scene = table_after(game_id, 3, 30)
    strip = scene.standings
    look = package(game_id).table().results_look(scene.host.game)
    tip = strip.tooltip_at((strip.rect.centerx, strip.rect.y + 30 + 24 + 12))   # the second row
    assert tip is not None and tip.startswith(f"{NAMES[1]}:")
    for category in strip.standings().categories:
        assert look.label(category) in tip
    first_track = strip._track_row(0).center
    assert strip.tooltip_at(first_track).startswith(strip.standings().tracks[0].text)


def test_the_strip_is_worked_out_once_per_position():
    app, scene = table_after("golden_sails", 3, 10)
    first = scene.standings.standings()
    frame(app)
    frame(app)
    assert scene.standings.standings() is first


def test_a_lesson_keeps_the_top_of_the_column_for_its_own_panel():
    from tabletop.ui.scenes.tutorial import TutorialScene, start_tutorial

    app = headless_app(bot_worker=FakeBot())
    app.settings.animation_speed = 0.0
    start_tutorial(app, "golden_sails", keep_progress=False)
    app.scenes.apply_pending()
    lesson = app.scenes.stack[0]
    frame(app)
    assert isinstance(lesson, TutorialScene) and not lesson.standings.visible
    assert lesson.tooltip_at(lesson.standings.rect.center) != lesson.standings.tooltip


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_suggest_shows_the_ratings_and_tags_the_runners_up_beside_their_targets(game_id):
    app, scene = table_after(game_id, 3, 30, worker=BotWorker(inline=True))
    scene.controller.suggest()
    frame(app)
    frame(app)
    advice = scene.controller.advice
    assert advice is not None and scene.controller.suggestion == advice.action
    assert scene.advice.visible
    save_png(app, f"{SHOTS}/advice-{game_id}.png")
    lines = scene.advice.lines(advice)
    assert lines and not any("%" in line for line in lines)      # a rating, never a chance to win
    canvas = Canvas(pygame.Surface((1280, 720)))
    with canvas.clip(TABLE_AREA):
        scene.advice.draw_tags(canvas, scene.table, advice.action)
    for option in advice.options[1:]:
        for rect in scene.table.clicks_for(option.action) or []:
            assert TABLE_AREA.contains(tag_place(canvas, rect, (22, 20)))
    scene.controller.submit(advice.action)
    frame(app)
    assert scene.controller.advice is None and not scene.advice.visible


def test_with_a_map_for_its_budget_the_card_gives_chances_to_win(monkeypatch):
    from tabletop.analysis import calibration
    from tabletop.analysis.calibration import CalibrationMap, chance
    from tabletop.content.errors import ContentError, ContentErrors
    from tabletop.ui.widgets.advice_card import CHANCE_TIP, DAMAGED

    app, scene = table_after("golden_sails", 2, 12, worker=BotWorker(inline=True))
    scene.controller.suggest()
    frame(app)
    frame(app)
    advice = scene.controller.advice
    assert advice is not None and advice.options[0].rating is not None
    assert advice.budget is not None
    shipped_map = calibration.usable_map("golden_sails", 2, advice.budget)
    assert shipped_map is not None and scene.advice.rows(advice)[0] == "Chances to win after each move"
    monkeypatch.setattr(calibration, "load_map", lambda game_id: None)      # no map: ratings
    title, rows = scene.advice.rows(advice)
    assert title == "How the search rates the moves" and all(words.startswith("rated ") for _, words in rows)
    fitted = {"fitted_on": {"games": 9, "positions": 9, "bot": "b", "seeds": "1-9", "base_rate": 0.5},
              "phases": [{"until_round": 3, "intercept": 0.0, "slope": 1.0}, {"intercept": 0.0, "slope": 2.0}]}
    shipped = CalibrationMap.model_validate({"budgets": [{"iterations": advice.budget, "players": {2: fitted}}]})
    monkeypatch.setattr(calibration, "load_map", lambda game_id: shipped)
    title, rows = scene.advice.rows(advice)
    player_map = shipped.budgets[0].players[2]
    expected = [chance(player_map, o.rating or 0.0, advice.round) for o in advice.options]
    assert title == "Chances to win after each move"
    assert rows == [(c, f"{round(c * 100)} % to win") for c in expected if c is not None] and len(rows) == len(expected)
    frame(app)
    save_png(app, f"{SHOTS}/advice-chances-golden_sails.png")
    assert scene.advice.tooltip == CHANCE_TIP
    three = CalibrationMap.model_validate({"budgets": [{"iterations": advice.budget, "players": {3: fitted}}]})
    monkeypatch.setattr(calibration, "load_map", lambda game_id: three)    # another player count: ratings
    assert scene.advice.rows(advice)[0] == "How the search rates the moves"

    def damaged(game_id):
        raise ContentErrors([ContentError("golden_sails/calibration.yaml", 3, "budgets", "Field required")])

    monkeypatch.setattr(calibration, "load_map", damaged)
    assert scene.advice.rows(advice)[0] == "How the search rates the moves" and DAMAGED in scene.advice.lines(advice)


def test_three_player_golden_sails_is_called_open_early_and_given_chances_late():
    """The shipped three-player map at Suggest's budget is open up to round 6: there the
    card rates the moves and says why; later it gives chances to win."""
    from tabletop.ui.widgets.advice_card import CHANCE_TIP, TIP

    early_app, early = table_after("golden_sails", 3, 12, worker=BotWorker(inline=True))
    late_app, late = table_after("golden_sails", 3, 48, worker=BotWorker(inline=True))
    for app, scene in ((early_app, early), (late_app, late)):
        scene.controller.suggest()
        frame(app)
        frame(app)
    advice = early.controller.advice
    assert advice is not None and advice.round <= 6
    title, rows = early.advice.rows(advice)
    assert title == "How the search rates the moves" and all(words.startswith("rated ") for _, words in rows)
    assert any(line.startswith("Too soon for chances to win") and "From round 7" in line
               for line in early.advice.lines(advice))
    assert early.advice.tooltip == TIP
    save_png(early_app, f"{SHOTS}/advice-open-golden_sails-3p.png")
    advice = late.controller.advice
    assert advice is not None and advice.round > 6
    title, rows = late.advice.rows(advice)
    assert title == "Chances to win after each move" and all(words.endswith("% to win") for _, words in rows)
    assert not any(line.startswith("Too soon") for line in late.advice.lines(advice))
    assert late.advice.tooltip == CHANCE_TIP
    save_png(late_app, f"{SHOTS}/advice-late-golden_sails-3p.png")


def test_a_tag_in_a_stack_of_buttons_covers_none_of_their_words():
    """Golden Sails' last-card buttons stand in a column: a tag above or below the middle
    one would sit on its neighbours' words, so it goes beside it."""
    from tabletop.ui.widgets.advice_card import _free_place

    canvas = Canvas(pygame.Surface((1280, 720)))
    stack = [pygame.FRect(300, 300 + 39 * k, 300, 34) for k in range(4)]
    with canvas.clip(TABLE_AREA):
        tag = _free_place(canvas, stack[1], [], (22, 20), stack)
        lone = _free_place(canvas, stack[1], [], (22, 20))
    assert tag.collidelist([stack[0], stack[2], stack[3]]) < 0 and TABLE_AREA.contains(tag)
    assert tag.right <= stack[1].x or tag.x >= stack[1].right       # beside it, touching its row
    assert stack[1].top <= tag.centery <= stack[1].bottom
    assert lone.bottom <= stack[1].top      # with nothing in the way it stays above


def test_a_tag_hides_as_little_as_it_can_of_what_the_table_shows():
    """Winds of Trade's crew box: above it an island's row of prices, at its right a
    small counter. With no place clear, the tag covers the least of them (it had covered
    the prices); a place clear of everything is taken first, and a lit target is never
    covered while another place is clear of it."""
    from tabletop.ui.widgets.advice_card import _free_place

    canvas = Canvas(pygame.Surface((1280, 720)))
    left = TABLE_AREA.x + 3     # an island at the chart's left edge: no room left of the box
    box = pygame.FRect(left, 376, 40, 26)
    prices = [pygame.FRect(left + 30 + 29 * k, 350, 27, 22) for k in range(4)]
    counter = pygame.FRect(left + 108, 376, 36, 26)
    below = [pygame.FRect(left, 405, 160, 22)]
    with canvas.clip(TABLE_AREA):
        tag = _free_place(canvas, box, [], (84, 18), [], prices + [counter] + below)
        clear = _free_place(canvas, box, [], (84, 18), [], prices + below)
        kept_off = _free_place(canvas, box, [], (84, 18), [counter], prices + below)
    assert tag.collidelist(prices) < 0 and tag.colliderect(counter) and tag.x >= box.right
    assert clear.collidelist(prices + below) < 0
    assert not kept_off.colliderect(counter)


def test_a_tag_keeps_off_words_the_table_draws_without_reporting_them():
    """Pirates' Gold's hand: the tag of a card's number sat on the panel's header, "Pla2
    1's hand", with empty parchment under the card. Of the places clear of everything
    reported, it takes the one over the fewest drawn pixels."""
    from tabletop.ui.widgets.advice_card import TAG, _free_place

    canvas = Canvas(pygame.Surface((1280, 720)))
    canvas.fill(theme.PARCHMENT, (560, 390, 430, 220))
    card = pygame.FRect(566, 418, 80, 128)
    canvas.text("Player 1's hand", theme.SMALL_BOLD, theme.INK, (570, 395))
    with canvas.clip(TABLE_AREA):
        tag = _free_place(canvas, card, [], TAG)
    assert tag.top >= card.bottom        # below the card, not on the header above it
    blank = Canvas(pygame.Surface((1280, 720)))
    with blank.clip(TABLE_AREA):
        assert _free_place(blank, card, [], TAG).bottom <= card.top      # nothing drawn: above, as before


def test_a_tag_with_no_clear_place_beside_a_long_row_sits_on_its_empty_stretch():
    """Sail to India's technologies: the suggested row between two rows one may buy, the
    table's edge at its left and the next panel's row, greyed, at its right. The tag had
    covered that row's words ("Suggested System"); it now sits on the empty stretch of
    its own row, between the name and the box."""
    from tabletop.ui.widgets.advice_card import SUGGESTED_TAG, _free_place

    canvas = Canvas(pygame.Surface((1280, 720)))
    left = TABLE_AREA.x + 2
    rows = [pygame.FRect(left, 300 + 32 * k, 316, 28) for k in range(3)]
    for row in rows:
        canvas.fill(theme.PARCHMENT, row)
        canvas.text("Printing Press", theme.SMALL_BOLD, theme.INK, (row.x + 36, row.y + 4))
        canvas.circle(theme.INK, (row.right - 20, row.centery), 10, 2)
    neighbour = pygame.FRect(rows[1].right + 16, rows[1].y, 316, 28)
    with canvas.clip(TABLE_AREA):
        tag = _free_place(canvas, rows[1], [rows[1].inflate(10, 10)], SUGGESTED_TAG, [rows[0], rows[2]], [neighbour])
    words = pygame.FRect(rows[1].x + 36, rows[1].y, canvas.measure("Printing Press", theme.SMALL_BOLD)[0], 28)
    assert rows[1].contains(tag) and not tag.colliderect(words)
    assert tag.right < rows[1].right - 30        # clear of the box at the row's end


def test_a_tag_keeps_clear_of_the_bar_sentence_laid_over_the_table():
    """Winds of Trade's "Wind 5" sits in a tab above the bar's left end when the buttons
    fill the bar: the table reports it (`drawn_over`) and a tag on End turn goes beside it."""
    from tabletop.ui.widgets.advice_card import TAG, _free_place

    app, scene = table_after("winds_of_trade", 2, 0)
    while scene.controller.match.state.view(None).phase.value == "place":
        scene.controller.match.apply(scene.controller.match.state.legal_actions()[0])
    scene.controller.viewer = scene.controller.match.state.to_act()
    frame(app)
    tabs = scene.table.drawn_over(Canvas(pygame.Surface((1280, 720))))
    assert len(tabs) == 1 and TABLE_AREA.contains(tabs[0])
    end_turn = next(b.rect for b in scene.table.key_buttons() if "End" in b.label)
    canvas = Canvas(pygame.Surface((1280, 720)))
    with canvas.clip(TABLE_AREA):
        tag = _free_place(canvas, end_turn, [], TAG, [], tabs)
    assert not tag.colliderect(tabs[0]) and TABLE_AREA.contains(tag)


def test_a_tag_with_no_room_above_goes_below_inside_the_table():
    canvas = Canvas(pygame.Surface((1280, 720)))
    top = pygame.FRect(TABLE_AREA.x + 100, TABLE_AREA.y + 2, 40, 40)
    middle = pygame.FRect(300, 300, 40, 40)
    with canvas.clip(TABLE_AREA):
        below = tag_place(canvas, top, (84, 18))
        above = tag_place(canvas, middle, (84, 18))
    assert TABLE_AREA.contains(below) and below.top > top.bottom
    assert above.bottom < middle.top and not above.colliderect(middle)


def test_the_advice_card_speaks_of_the_standings_it_changes():
    from tabletop.ui.widgets.advice_card import changes

    game = load_game("golden_sails")
    state = game.new_state(2, 3)
    rng = Rng(3)
    while state.phase != "take":
        state.apply(rng.choice(state.legal_actions()))
    seat = state.to_act()
    view = state.view(seat)
    before = package("golden_sails").standings()(game, view)
    look = package("golden_sails").table().results_look(game)
    moved = []
    for action in view.legal:
        world = state.clone()
        world.apply(action)
        moved += changes(before, package("golden_sails").standings()(game, world.view(seat)), NAMES, look)
    assert any(line.startswith(f"{NAMES[seat]}: ") and "→" in line for line in moved)
    assert changes(before, None, NAMES, look) == [
        "What it changes depends on what nobody can see yet (a hidden card or a roll)."]
    assert advise   # the card reads advice from `tabletop.ai.advice`


def test_winds_of_trade_spells_out_who_would_win_where_the_strip_shortens_it():
    """The strip's narrow column says "Either" and "—"; the card and the row's tip say
    "would win by Order or Anarchy" and "would not win"."""
    from tabletop.ui.widgets.advice_card import changes

    game = load_game("winds_of_trade")
    state = game.new_state(2, 3)
    while state.view(None).phase.value == "place":
        state.apply(state.legal_actions()[0])
    seat = state.to_act()
    standings = package("winds_of_trade").standings()
    before = standings(game, state.view(seat))
    assert {s.headline for s in before.seats} <= {"Either", "Order", "Anarchy", "—"}
    assert all(s.said.startswith(("would win by ", "would not win")) for s in before.seats)
    assert before.to_json()["seats"][0]["spelled"] == before.seats[0].said
    look = package("winds_of_trade").table().results_look(game)
    moved = []
    for action in state.legal_actions():
        world = state.clone()
        world.apply(action)
        moved += changes(before, standings(game, world.view(seat)), NAMES, look)
    headlines = [line for line in moved if "→" in line.partition("(")[0]]
    assert headlines and all("would" in line and "Either" not in line for line in headlines)
    app, scene = table_after("winds_of_trade", 2, 20)
    strip = scene.standings
    tip = strip.tooltip_at((strip.rect.centerx, strip.rect.y + 30 + 24 + 12))
    assert tip is not None and tip.startswith(f"{NAMES[1]}: would")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_suggested_tag_is_whole_inside_the_table_and_beside_what_it_names(game_id, monkeypatch):
    """The "Suggested" tag is drawn once, over the whole table, beside the first thing to
    click: never cut off at the table's edge or by a card's own layer (Sail to India's
    towns, Winds of Trade's islands had it over their names), never on top of that thing."""
    app, scene = table_after(game_id, 3, 25)
    for action in scene.host.legal[:12]:
        clicks = scene.table.clicks_for(action)
        if not clicks:
            continue
        scene.table.show_suggestion(action)
        scene.controller.suggestion = action
        tags = []
        real_text = Canvas.text

        def spy(self, content, font, colour, pos, *args, **kwargs):
            if content == "Suggested":
                tags.append(pygame.FRect(0, 0, 84, 18).move_to(center=pos))
            return real_text(self, content, font, colour, pos, *args, **kwargs)

        monkeypatch.setattr(Canvas, "text", spy)
        app.render()
        monkeypatch.setattr(Canvas, "text", real_text)
        assert len(tags) == 1, (action, tags)
        assert TABLE_AREA.contains(tags[0]), (action, tags[0])
        assert not tags[0].colliderect(clicks[0]), (action, tags[0], clicks[0])
    save_png(app, f"{SHOTS}/advice-tag-{game_id}.png")
