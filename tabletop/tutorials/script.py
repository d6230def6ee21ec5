"""A tutorial file, `content/<game>/tutorial.yaml`: read, checked, and replayed through
the real rules. This docstring is the authors' guide (content/TUTORIALS.md says the same
at more length, with a worked example).

The file
--------
    setup:
      seed: 12                     # the match's seed: fixes deck order, dice, first player
      options: {open_gems: false}  # optional: the game's variants (game.yaml ids)
      seats:                       # every seat in order (seat 0 first); players = how many
        - {name: Ana, learner: true}            # exactly one learner: the person learning
        - {name: Bram, kind: "ai:easy"}         # computers; `kind` plays them only in free play
    steps:
      - text: Words shown in the panel: what is happening, what to do, why.
        topic: [experts]           # optional: the rule topics this step teaches (--check lists them)
        opponent: ["assign hunter 1"]   # optional: computer moves played first, in order
        expect: "assign cook 0"    # optional: the learner's move; `any` = free play; none = a note
        moves: 3                   # only with `expect: any`: how many free moves (or `end`)
        hint: Try a card ...       # optional (free play): shown under the text
        wrong: Not that one ...    # optional: said when the learner clicks anything else
        show: reference            # optional (notes only): a part of the table to spotlight

A step
------
1. Its `opponent` moves are played first, one at a time with the usual pause and
   animation; each must be legal for a computer seat whose turn it is.
2. Then the panel shows `text`.
3. Then, by `expect`:
   - an action in its stable text form, exactly as saves and `str(Action)` write it
     (`kind arg arg`: "assign cook 0", "take 2", "swap 3 hunter"): only that move is lit
     on the table and only it can be played; a click anywhere else is refused with
     `wrong` (or a kind default). The step ends when it is played.
   - `any`: free play. Everything legal is lit; computer seats answer with their `kind`
     bot. The step ends after `moves` moves of the learner (default 1; `end`: when the
     game ends). Once free play has begun the position is the learner's own, so no later
     step may name an `expect` action or `opponent` moves (notes and more free play only).
   - none: a note with a Next button (also fine while the game is over); `show` names
     a part of the table the note is about (the game's table lists its names in
     `focus_rect`; Golden Sails: market, card 0, experts, piles, spices, gems, animals,
     weapons, spells, opponent, first player, reference, deck), spotlit like a move.
Computer seats never move on their own in the scripted part: every computer move before
an expected action must be listed in `opponent` (validate says which seat is missing).
After the last step the game plays on freely to its end, then the results explain the
learner's score and offer "Play a real game".

`text` may use {P1} for seat 1's name, as event texts do. `topic` tags are free words;
`--check` prints the union, so name each rule the step teaches (one tag per rule).

Drafting and checking
---------------------
`tools/find_tutorial_seed.py GAME --seeds 1-50` surveys seeds (who starts, the opening,
the learner's first moves); `--script draft.yaml` replays a draft step by step, printing
the legal moves in the text form `expect` and `opponent` take.
`loader.load_tutorial` checks the fields (file, line, field in every error) and then replays the
steps through the game's rules: an `opponent` or `expect` action that is not legal at that
point is reported on its line, with the legal moves of that kind listed. `python -m
tabletop validate` runs this for every game with a tutorial; `python -m tabletop tutorial
GAME --check` then plays it through the real table by clicks, which needs the game's
table to answer `TableView.clicks_for(action)` (where to click, in order, for a move).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.content.errors import ContentErrors
from tabletop.content.schema import Checker
from tabletop.content.yamlio import YamlDoc, read_content_bytes, read_yaml
from tabletop.engine.action import Action
from tabletop.engine.game import Game
from tabletop.engine.match import SEAT_KINDS, Match, Seat

TUTORIAL_FILE = "tutorial.yaml"
FREE = "any"
UNTIL_END = "end"
COMPUTER_KINDS = tuple(k for k in SEAT_KINDS if k != "human")
DEFAULT_KIND = "ai:easy"


@dataclass(frozen=True)
class TutorialSeat:
    name: str
    learner: bool
    kind: str
    """The bot that plays this computer seat in free play ("human" for the learner)."""


@dataclass(frozen=True)
class Step:
    number: int
    """1-based, as authors count them."""
    line: int | None
    text: str
    expect: Action | None = None
    """The one move the learner must make; None for a note or free play."""
    free: bool = False
    moves: int | None = 1
    """Free play: how many moves of the learner end the step (None: the game's end)."""
    opponent: tuple[Action, ...] = ()
    topics: tuple[str, ...] = ()
    hint: str = ""
    wrong: str = ""
    show: str = ""
    """A part of the table a note spotlights, by the name its table knows (`focus_rect`)."""

    @property
    def is_note(self) -> bool:
        return self.expect is None and not self.free


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    file: str
    seed: int
    seats: tuple[TutorialSeat, ...]
    steps: tuple[Step, ...]
    options: dict[str, bool] = field(default_factory=dict)
    fingerprint: str = ""
    """sha256 of the file's bytes: saved progress of another version starts over."""

    @property
    def learner(self) -> int:
        return next(i for i, seat in enumerate(self.seats) if seat.learner)

    @property
    def topics(self) -> list[str]:
        """Every topic tag, in the order the steps first teach them."""
        seen: list[str] = []
        for step in self.steps:
            seen.extend(t for t in step.topics if t not in seen)
        return seen

    def new_match(self, game: Game) -> Match:
        # No auto-pass: the learner makes every move the tutorial asks for, passes too.
        seats = [Seat(s.name, s.kind, i, auto_pass=False) for i, s in enumerate(self.seats)]
        return Match(game, seats, self.seed, dict(self.options))


def tutorial_path(folder: Path) -> Path:
    return Path(folder) / TUTORIAL_FILE


def has_tutorial(folder: Path) -> bool:
    return tutorial_path(folder).is_file()


def read_tutorial(path: Path, game: Game) -> tuple[Tutorial, YamlDoc]:
    """The tutorial in `path` and its parsed file, its fields checked but not yet replayed
    (drafting tools replay it step by step themselves); raises ContentErrors."""
    doc = read_yaml(path)
    check = Checker(doc)
    tutorial = _read(check, doc, game, hashlib.sha256(read_content_bytes(path)).hexdigest())
    if check.errors or tutorial is None:
        raise ContentErrors(check.errors or [doc.error((), "the tutorial could not be read")])
    return tutorial, doc


def _read(check: Checker, doc: YamlDoc, game: Game, fingerprint: str) -> Tutorial | None:
    top = check.mapping((), doc.data, ["setup", "steps"], what="a tutorial")
    if top is None:
        return None
    setup = check.mapping(("setup",), top["setup"], ["seed", "seats"], ["options"])
    seed = seats = options = None
    if setup is not None:
        seed = check.integer(("setup", "seed"), setup["seed"], 0)
        seats = _seats(check, setup["seats"], game)
        options = _options(check, setup.get("options", {}), game)
    raw_steps = check.sequence(("steps",), top["steps"], "a list of steps")
    steps: list[Step] = []
    free_from: int | None = None
    for index, raw in enumerate(raw_steps or []):
        step = _step(check, doc, index, raw, free_from is not None)
        if step is not None:
            steps.append(step)
            if step.free and free_from is None:
                free_from = index
    if raw_steps is not None and not raw_steps:
        check.error(("steps",), "a tutorial needs at least one step")
    if seed is None or seats is None or options is None or check.errors:
        return None
    return Tutorial(game.id, doc.file, seed, tuple(seats), tuple(steps), options, fingerprint)


def _seats(check: Checker, value: Any, game: Game) -> list[TutorialSeat] | None:
    raw = check.sequence(("setup", "seats"), value, "a list of seats")
    if raw is None:
        return None
    seats: list[TutorialSeat] = []
    for i, item in enumerate(raw):
        path = ("setup", "seats", i)
        entry = check.mapping(path, item, ["name"], ["learner", "kind"])
        if entry is None:
            continue
        name = check.text(path + ("name",), entry["name"], "a name")
        learner = entry.get("learner", False)
        if not isinstance(learner, bool):
            check.error(path + ("learner",), "expected true or false")
            learner = False
        if learner and "kind" in entry:
            check.error(path + ("kind",), "the learner is the person at the screen; only computers have a kind")
        kind = "human" if learner else check.choice(path + ("kind",), entry.get("kind", DEFAULT_KIND),
                                                   COMPUTER_KINDS, "computer kind")
        if name is not None and kind is not None:
            seats.append(TutorialSeat(name, learner, kind))
    if len(seats) == len(raw):
        learners = sum(s.learner for s in seats)
        if learners != 1:
            check.error(("setup", "seats"), f"exactly one seat must say `learner: true`; found {learners}")
        if not game.min_players <= len(seats) <= game.max_players:
            check.error(("setup", "seats"), f"{game.name} is played by {game.min_players}–{game.max_players} "
                                            f"players; found {len(seats)} seats")
    return seats if len(seats) == len(raw) else None


def _options(check: Checker, value: Any, game: Game) -> dict[str, bool] | None:
    raw = check.mapping(("setup", "options"), value, optional=[o.id for o in game.offered_options],
                        what="a mapping of the game's options")
    if raw is None:
        return None
    for key, on in raw.items():
        if not isinstance(on, bool):
            check.error(("setup", "options", key), "expected true or false")
    return dict(raw)


def _step(check: Checker, doc: YamlDoc, index: int, raw: Any, after_free: bool) -> Step | None:
    path: tuple = ("steps", index)
    entry = check.mapping(path, raw, ["text"], ["expect", "moves", "opponent", "topic", "hint", "wrong", "show"],
                          what="a step")
    if entry is None:
        return None
    before = len(check.errors)
    text = check.text(path + ("text",), entry["text"])
    expect, free = None, False
    if "expect" in entry:
        if entry["expect"] == FREE:
            free = True
        else:
            expect = _action(check, path + ("expect",), entry["expect"])
    moves: int | None = 1
    if "moves" in entry:
        if not free:
            check.error(path + ("moves",), "`moves` counts free moves: it goes with `expect: any`")
        elif entry["moves"] != UNTIL_END:
            moves = check.integer(path + ("moves",), entry["moves"], 1)
        else:
            moves = None
    opponent = tuple(a for i, item in enumerate(check.sequence(path + ("opponent",), entry.get("opponent", []),
                                                               "a list of actions") or [])
                     if (a := _action(check, path + ("opponent", i), item)) is not None)
    topics = entry.get("topic", [])
    if isinstance(topics, str):
        topics = [topics]
    topics = [t for i, t in enumerate(check.sequence(path + ("topic",), topics, "a list of topics") or [])
              if check.text(path + ("topic", i), t, "a topic name")]
    for key in ("hint", "wrong", "show"):
        if key in entry:
            check.text(path + (key,), entry[key])
    if "show" in entry and (expect is not None or free):
        check.error(path + ("show",), "`show` spotlights part of the table during a note; a step with a move "
                                      "spotlights that move")
    if after_free and (expect is not None or opponent):
        check.error(path + ("expect" if expect is not None else "opponent",),
                    "after free play the position is the learner's own: later steps may be notes or free "
                    "play only (no `expect` action, no `opponent` moves)")
    if free and opponent:
        check.error(path + ("opponent",), "free play answers with the computers' own bots; "
                                          "scripted `opponent` moves cannot go with `expect: any`")
    if len(check.errors) > before or text is None:
        return None
    return Step(index + 1, doc.line(path), text, expect, free, moves, opponent, tuple(topics),
                entry.get("hint", ""), entry.get("wrong", ""), entry.get("show", ""))


def _action(check: Checker, path: tuple, value: Any) -> Action | None:
    text = check.text(path, value, "an action in its text form, such as 'take 2'")
    if text is None:
        return None
    return Action.parse(text)


def games_with_tutorials(root: Path | None = None) -> list[str]:
    """Ids of the games whose content folder has a tutorial.yaml, in catalogue order."""
    from tabletop.registry import GAME_IDS, content_dir

    return [g for g in GAME_IDS if has_tutorial(content_dir(g, root))]
