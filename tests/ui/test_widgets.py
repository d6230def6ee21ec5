"""Widgets, canvas, scene stack, tweens and the markdown subset, driven by synthetic events."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import markdown, theme
from tabletop.ui.canvas import Canvas, shape_points
from tabletop.ui.headless import init_headless
from tabletop.ui.scene import Scene, SceneManager
from tabletop.ui.widgets import Animator, Button, Choice, LogPanel, Stepper, TextInput, Toggle, TooltipLayer, Tween
from tabletop.ui.widgets.anim import speed_factor


@pytest.fixture(autouse=True)
def _pygame():
    init_headless()


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def press(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def release(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def clicked(widget, pos=None):
    pos = pos or widget.rect.center
    return [widget.handle_event(e) for e in (motion(pos), press(pos), release(pos))]


def test_canvas_maps_logical_to_window_with_letterbox():
    canvas = Canvas(pygame.Surface((1024, 600)))
    assert canvas.scale == pytest.approx(0.8)
    assert canvas.offset == pytest.approx((0, 12))
    assert canvas.to_screen((100, 100, 50, 50)) == pygame.Rect(80, 92, 40, 40)
    assert canvas.to_logical((80, 92)) == pytest.approx((100, 100))


def test_canvas_text_is_rendered_at_the_real_size():
    big, small = Canvas(pygame.Surface((1920, 1080))), Canvas(pygame.Surface((1280, 720)))
    assert big.font_px(theme.BODY) == 27 and small.font_px(theme.BODY) == 18
    # measured in logical pixels, so layouts agree across scales (to rounding)
    assert big.measure("Golden Sails", theme.BODY)[0] == pytest.approx(small.measure("Golden Sails", theme.BODY)[0],
                                                                       rel=0.08)


def test_the_rendered_text_cache_stays_under_its_byte_bound(monkeypatch):
    from tabletop.ui import text

    monkeypatch.setattr(text, "RENDER_CACHE_BYTES", 200_000)
    kept = text.render("text", 18, "Kept in use", theme.INK)
    for i in range(400):    # a long evening's log lines, every one new
        text.render("text", 18, f"Round {i}: Bram sells two pepper at Lisboa for {i} ducats", theme.INK)
        assert text.rendered_cache_bytes() <= 200_000
        assert text.render("text", 18, "Kept in use", theme.INK) is kept    # the recently used stays
    assert text.rendered_cache_bytes() == sum(map(text.surface_bytes, text._rendered.values()))


def test_measured_lines_are_kept_least_recently_used_first(monkeypatch):
    from tabletop.ui import text

    monkeypatch.setattr(text, "SIZE_CACHE_SIZE", 50)
    for i in range(200):
        text.size("text", 18, "Kept in use")
        text.size("text", 18, f"Round {i}: Bram sells two pepper")
        assert len(text._sizes) <= 50
    assert ("text", 18, "Kept in use") in text._sizes


def test_wrap_and_ellipsize():
    canvas = Canvas(pygame.Surface((1280, 720)))
    lines = canvas.wrap("one two three four five six seven eight nine ten", theme.BODY, 120)
    assert len(lines) > 1 and all(canvas.measure(line, theme.BODY)[0] <= 120 for line in lines)
    short = canvas.ellipsize("A rather long seat name indeed", theme.BODY, 100)
    assert short.endswith("…") and canvas.measure(short, theme.BODY)[0] <= 100


def test_seat_shapes_have_their_corners():
    assert len(shape_points("square", 0, 0, 10)) == 4
    assert len(shape_points("triangle", 0, 0, 10)) == 3
    assert len(shape_points("diamond", 0, 0, 10)) == 4
    with pytest.raises(ValueError):
        shape_points("star", 0, 0, 10)


def test_button_clicks_only_when_enabled_and_glows_only_then():
    hits = []
    button = Button((10, 10, 100, 40), "Go", lambda: hits.append(1))
    assert clicked(button)[1:] == [True, True] and hits == [1]
    assert button.glowing
    button.enabled = False
    clicked(button)
    assert hits == [1] and not button.glowing


def test_button_press_outside_then_release_inside_does_nothing():
    hits = []
    button = Button((10, 10, 100, 40), "Go", lambda: hits.append(1))
    button.handle_event(press((300, 300)))
    button.handle_event(release(button.rect.center))
    assert hits == []


def test_button_keyboard_shortcut():
    hits = []
    button = Button((0, 0, 50, 40), "OK", lambda: hits.append(1), key=pygame.K_RETURN)
    button.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert hits == [1]


def test_toggle_stepper_choice():
    seen = []
    toggle = Toggle((0, 0, 300, 40), "Open gems", False, seen.append)
    clicked(toggle)
    assert toggle.value is True and seen == [True]
    stepper = Stepper((0, 100, 150, 40), 2, 2, 4, seen.append)
    assert not stepper.minus.enabled
    clicked(stepper, stepper.plus.rect.center)
    clicked(stepper, stepper.plus.rect.center)
    assert stepper.value == 4 and not stepper.plus.enabled and seen[-1] == 4
    clicked(stepper, stepper.plus.rect.center)
    assert stepper.value == 4
    choice = Choice((0, 200, 400, 40), [("a", "A"), ("b", "B")], "a", seen.append)
    clicked(choice, choice.segments[1].rect.center)
    assert choice.value == "b" and choice.segments[1].selected and not choice.segments[0].selected


def test_text_input_focus_typing_and_backspace():
    values = []
    field = TextInput((0, 0, 200, 40), "Ana", values.append, max_length=5)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert field.value == "Ana"  # not focused: typing goes nowhere
    clicked(field)
    assert field.focused and field.all_selected
    clicked(field)   # a second click: the cursor at the end, nothing selected
    assert field.focused and not field.all_selected
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="bella"))
    assert field.value == "Anabe"  # capped
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    assert field.value == "Anab" and values[-1] == "Anab"
    field.handle_event(press((500, 500)))
    assert not field.focused


def test_clicking_a_name_field_selects_its_text_and_ctrl_a_selects_again():
    field = TextInput((0, 0, 200, 40), "Player 1", max_length=16)
    clicked(field)
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Z"))
    assert field.value == "Z"   # typing replaced the selected name
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="oë"))
    assert field.value == "Zoë"
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL))
    assert field.all_selected
    canvas = Canvas(pygame.Surface((1280, 720)))
    field.draw(canvas)
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    assert field.value == ""


def test_only_one_field_has_the_keyboard():
    """Focus in A, click B (B consumes the press, A never sees it), Return in B: A used to
    keep its cursor while text input was stopped, so its letters went nowhere."""
    a = TextInput((0, 0, 200, 40), "Ana")
    b = TextInput((0, 100, 200, 40), "Bram")
    clicked(a)
    clicked(b)
    assert b.focused and not a.focused
    b.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert not a.focused and not b.focused
    clicked(a)
    a.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Cora"))
    assert a.value == "Cora"


def test_log_panel_follows_newest_unless_scrolled_back():
    canvas = Canvas(pygame.Surface((1280, 720)))
    log = LogPanel((0, 0, 260, 200))
    log.set_lines([f"line {i}" for i in range(40)])
    log.draw(canvas)
    assert log.scroll == 0
    log.handle_event(motion((100, 100)))
    log.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    back = log.scroll
    assert back > 0
    log.set_lines([f"line {i}" for i in range(41)])
    log.draw(canvas)
    assert log.scroll > back  # the reader's place is kept as a new line arrives


def test_log_explains_itself_over_its_title_and_never_over_the_lines_being_read():
    log = LogPanel((0, 0, 260, 300))
    log.set_lines([f"line {i}" for i in range(40)])
    assert log.tooltip_at((100, 15)) == log.tooltip
    assert log.tooltip_at((100, 150)) is None
    assert log.tooltip_at((300, 15)) is None


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_log_text_stays_clear_of_the_scroll_bar_and_scrolled_back_shows_no_blank_band(size):
    canvas = Canvas(pygame.Surface(size))
    log = LogPanel((0, 0, 260, 300))
    entries = [f"Cora sails from Mossel Bay to São Tomé and on past Lisboa, entry {i}." for i in range(30)]
    log.set_lines(entries)
    log.draw(canvas)
    for line in log._wrapped:   # continuation lines too, indent included
        assert canvas.measure(line, theme.SMALL)[0] <= log.text_width(), line
    assert log.text_width() <= log.body.width - 10   # the bar's 4 px column and a gap stay free
    step = log._line_h
    for wheel in range(1, 12):  # scrolled back by any amount: the first line sits at the top
        log.scroll = 0.0
        log.scroll_by(wheel * step * 1.37)
        log.draw(canvas)
        first_y = log.visible_lines()[0][1]
        assert log.body.y - 0.5 <= first_y < log.body.y + step, (wheel, first_y, log.body.y)
    pygame.image.save(canvas.surface, f"/tmp/tabletop-shots/log_scrolled_{size[0]}.png")


def test_tooltip_waits_then_stays_on_screen():
    canvas = Canvas(pygame.Surface((1280, 720)))
    tips = TooltipLayer()
    tips.hover((1270, 710), "An explanation long enough to need a second line in the tooltip box, surely.")
    tips.update(0.2)
    assert not tips.showing
    tips.update(0.5)
    assert tips.showing
    tips.draw(canvas)  # near the corner: drawn inside the canvas, not clipped off
    tips.hover((1270, 710), None)
    assert not tips.showing


def test_the_tooltip_follows_what_moves_under_a_still_mouse():
    """The title adds Continue after its first frame, pushing every button down: the
    tooltip must then explain the button now under the pointer, not the one that was."""
    scene = Scene(app=None)
    scene.add(Button((0, 0, 100, 40), "Load", tooltip="Open a save."))
    scene.handle_event(motion((50, 20)))
    scene.update(0.6)
    assert scene.tooltips.showing and scene.tooltips.text == "Open a save."
    scene.widgets = [Button((0, 0, 100, 40), "New game", tooltip="Start a game."),
                     Button((0, 50, 100, 40), "Load", tooltip="Open a save.")]
    scene.update(0.1)
    assert scene.tooltips.text == "Start a game." and not scene.tooltips.showing  # waits again
    scene.update(0.5)
    assert scene.tooltips.showing


def test_animator_speed_and_skip():
    done = []
    anim = Animator(speed=1.0)
    anim.add(Tween(0.3, on_done=lambda: done.append(1)))
    anim.update(0.1)
    assert anim.busy and not done
    anim.skip()
    assert not anim.busy and done == [1]
    instant = Animator(speed=0)
    instant.add(Tween(0.3, on_done=lambda: done.append(2)))
    assert not instant.busy and done == [1, 2]
    tween = Tween(0.2, delay=0.1)
    tween.advance(0.2)
    assert 0 < tween.progress < 1


def test_speed_factor_reads_settings():
    from tabletop.persistence.settings import Settings

    assert speed_factor(Settings(animation_speed=0)) == 0
    assert speed_factor(Settings(animation_speed=1.8)) == 1.8
    assert speed_factor(None) == 1.0


class Probe(Scene):
    def __init__(self, app, name, log, overlay=False):
        super().__init__(app)
        self.name, self.log, self.overlay = name, log, overlay

    def on_enter(self):
        self.log.append(f"enter {self.name}")

    def on_exit(self):
        self.log.append(f"exit {self.name}")

    def on_resume(self):
        self.log.append(f"resume {self.name}")

    def draw(self, canvas):
        self.log.append(f"draw {self.name}")


def test_scene_manager_applies_changes_at_frame_end_and_draws_under_overlays():
    log: list[str] = []
    scenes = SceneManager()
    base, over = Probe(None, "base", log), Probe(None, "over", log, overlay=True)
    scenes.push(base)
    assert scenes.top is None  # queued, not applied
    scenes.apply_pending()
    scenes.push(over)
    scenes.apply_pending()
    log.clear()
    scenes.draw(None)
    assert log == ["draw base", "draw over"]
    log.clear()
    scenes.pop()
    scenes.apply_pending()
    assert log == ["exit over", "resume base"] and scenes.top is base
    scenes.reset(Probe(None, "fresh", log))
    scenes.apply_pending()
    assert log[-2:] == ["exit base", "enter fresh"] and len(scenes.stack) == 1


def test_markdown_blocks_and_bold_runs():
    blocks = markdown.parse("# Title\n\nSome text\ncontinued.\n\n## Part\n\n1. **Reveal.** Turn up.\n"
                            "   more of it\n- a\n  - nested\n")
    assert [(b.kind, b.level, b.marker) for b in blocks] == [
        ("h1", 0, ""), ("p", 0, ""), ("h2", 0, ""), ("item", 0, "1."), ("item", 0, "•"), ("item", 1, "•")]
    assert blocks[1].text == "Some text continued."
    assert blocks[3].text == "**Reveal.** Turn up. more of it"
    assert markdown.runs("a **b** c") == [("a ", False), ("b", True), (" c", False)]
    assert markdown.runs("odd ** marker") == [("odd ** marker", False)]


def test_wrap_cuts_words_longer_than_the_line():
    from tabletop.ui.text import wrap

    lines = wrap("see /a/very/long/path/to/cards.yaml: bad", 10, len)
    assert all(len(line) <= 10 for line in lines)
    assert "".join(lines).replace(" ", "") == "see/a/very/long/path/to/cards.yaml:bad"
    assert wrap("a b\nc", 10, len) == ["a b", "c"]


@pytest.mark.parametrize("labels,slots,where", [
    (["End turn"], None, "beside"),
    (["Trade (2)", "Recruit (2)", "Sway (1) 1 gold", "Raid (2)", "Land crew", "Crew aboard", "Buy blind (3)",
      "End turn"], None, "above"),
    # Sail to India's fixed slots: beside them on the left, or in a gap they leave
    (["Return…", "Employ (1)", "Move ships", "Sell goods", "Speed 3 (4)"], [2, 3, 4, 5, 6], "beside"),
    (["Pay 2 for 1 VP", "Geography…", "Return…", "Done sailing"], [0, 1, 2, (5, 6)], "between"),
    (["Pay 2 for 1 VP", "Geography…", "Return…", "Employ (1)", "Move ships", "Sell goods", "Speed 3 (4)"],
     [0, 1, 2, 3, 4, 5, 6], "above"),
])
def test_the_action_bar_sentence_is_never_squeezed_to_an_ellipsis(labels, slots, where, monkeypatch):
    """With few buttons the sentence sits beside them, or in a gap between fixed slots
    wide enough for it; only when a turn offers so many that no room is left does it move
    to a tab just above the bar, still whole."""
    from tabletop.ui.widgets.action_bar import ButtonSpec, bar_buttons, draw_bar, place_sentence, slot_buttons, slot_grid

    canvas = Canvas(pygame.Surface((1280, 720)))
    bar = pygame.FRect(8, 666, 992, 46)
    if slots is not None:
        spans = [s if isinstance(s, tuple) else (s, s) for s in slots]
        specs = [ButtonSpec(label, "tip", icon="check-mark", slot=span) for label, span in zip(labels, spans)]
        buttons = slot_buttons(specs, slot_grid(bar, 7), theme.SMALL_BOLD, lambda spec: None, padding=(50, 24))
    else:
        specs = [ButtonSpec(label, "tip", icon="check-mark") for label in labels]
        buttons = bar_buttons(specs, bar, theme.Font("text_bold", 14), lambda spec: None, widths=(84, 190),
                              padding=(50, 24), inset=3, gap=6)
    drawn = []
    real = canvas.text

    def text(content, font, colour, pos, anchor="topleft", max_width=None):
        drawn.append((content if max_width is None else canvas.ellipsize(content, font, max_width), pos))
        return real(content, font, colour, pos, anchor, max_width)

    monkeypatch.setattr(canvas, "text", text)
    draw_bar(canvas, bar, "Sail here for 1 wind", buttons)
    place = place_sentence(canvas, bar, "Sail here for 1 wind", buttons)
    tab = place.tab if place is not None else None
    sentence = [(content, pos) for content, pos in drawn if content == "Sail here for 1 wind"]
    assert len(sentence) == 1
    x, y = sentence[0][1]
    assert (y < bar.y) == (where == "above")
    assert (tab is not None) == (where == "above")      # the tab over the table, for tags to keep clear of
    assert tab is None or tab.collidepoint(x + 1, y) and tab.bottom <= bar.y
    if where == "between":
        assert min(b.rect.x for b in buttons) < x < max(b.rect.x for b in buttons)
    elif where == "beside":
        assert x < min(b.rect.x for b in buttons)


def test_the_action_bar_tries_shorter_wordings_before_leaving_the_bar(monkeypatch):
    """A sentence too long for the one gap the slots leave gives way to a shorter wording
    that fits, inside the bar; with none that fits and `spare`, nothing is drawn."""
    from tabletop.ui.widgets.action_bar import ButtonSpec, draw_bar, slot_buttons, slot_grid

    canvas = Canvas(pygame.Surface((1280, 720)))
    bar = pygame.FRect(8, 666, 992, 40)
    specs = [ButtonSpec(label, "tip", slot=(slot, slot)) for label, slot in
             (("Geography…", 1), ("Return…", 2), ("Let it go", 3), ("Employ", 4), ("Hire", 5), ("More", 6))]
    buttons = slot_buttons(specs, slot_grid(bar, 7), theme.SMALL_BOLD, lambda spec: None, padding=(50, 24))
    drawn = []
    real = canvas.text

    def text(content, font, colour, pos, anchor="topleft", max_width=None):
        drawn.append((content, real(content, font, colour, pos, anchor, max_width)))
        return drawn[-1][1]

    monkeypatch.setattr(canvas, "text", text)
    long = "One wealth does not fit on your card and nobody stands on Lisboa to hold it for you."
    draw_bar(canvas, bar, long, buttons, shorter=("Still far too long a sentence for one slot.", "No room."))
    said = [(content, rect) for content, rect in drawn if content not in {spec.label for spec in specs}]
    assert [content for content, _ in said] == ["No room."] and bar.contains(said[0][1])
    drawn.clear()
    draw_bar(canvas, bar, long, buttons, shorter=("Still far too long a sentence for one slot.",), spare=True)
    assert all(content in {spec.label for spec in specs} for content, _ in drawn)


def test_a_scene_that_leaves_is_freed_at_once():
    """Scenes are full of cycles (buttons call their methods) and a table's layers are
    megabytes the collector does not weigh: leaving a scene must not wait for a full
    collection to free them."""
    import weakref

    class Held(Scene):
        def __init__(self) -> None:
            super().__init__(app=None)
            self.add(Button((0, 0, 10, 10), "x", self.on_exit))   # a cycle, as every scene has

    manager = SceneManager()
    manager.push(Held())
    manager.apply_pending()
    gone = weakref.ref(manager.top)
    manager.reset(Scene(app=None))
    manager.apply_pending()
    assert gone() is None
