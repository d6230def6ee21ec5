"""What Sail to India's bots search and play out, around the free returns and waiting gains.

The rules offer the free returns at every step of a turn and make every overflowing gain
wait for an answer; a person gets all of that. The bots search the free returns only
where they make room for a gain nobody on Lisboa could take, hire every gain they can in
their playouts, and value a gain still waiting for its hire: without that, three bots
sat still with goods in hand until the round limit. They also value a scientist kept
for a technology that scores at the end, which the start player used to spend first.
A sale searches the picks that add a kind and is played out as a sensible seller sells (the
hard level searches it so too, and hires every gain it can); a seat that can sail nothing
does not search a move while it holds goods; and playouts choose a kind of move before the
move, so the many technologies do not crowd out the rest.
"""

from __future__ import annotations

from tabletop.ai.hooks import hooks_for
from tabletop.ai.ismcts import IsmctsBot
from tabletop.engine.rng import Rng
from tabletop.games.sail_to_india.actions import bank_actions
from tabletop.games.sail_to_india.bots import (
    FREE_KINDS,
    SCIENTIST_ROUNDS,
    evaluate,
    hard_search_actions,
    rollout_policy,
    search_actions,
)
from tabletop.games.sail_to_india.phases import FREE_MODES, Phase
from tabletop.games.sail_to_india.turn import step_actions
from tests.games.sail_to_india.support import give_goods, give_tech, play, table, touch


def _waiting_sale(lisboa: int):
    """Seat 0 with a full banker sells two goods: the wealth waits for a hire."""
    state = table(3)
    state.wealth[0] = 5
    state.sea[0][0] = 0
    give_goods(state, 0, [(1, 0), (2, 1)])
    play(state, "sell", "pick 1 0", "pick 2 1", "done")
    state.sea[0][0] = lisboa
    touch(state)
    assert state.gains
    return state


def _fresh_sale():
    """Seat 0 has opened a sale holding pepper, gold twice and ivory."""
    state = table(3)
    give_goods(state, 0, [(1, 0), (3, 1), (4, 0), (4, 1)])
    play(state, "sell")
    return state


def test_a_hire_on_offer_is_searched_without_the_free_returns():
    state = _waiting_sale(lisboa=2)
    assert {a.kind for a in search_actions(state)} == {"hire", "forgo"}


def test_with_nobody_on_lisboa_a_return_may_make_room():
    state = _waiting_sale(lisboa=0)
    kinds = {a.kind for a in search_actions(state)}
    assert "recall" in kinds and "forgo" in kinds and "geography" not in kinds


def test_an_open_return_searches_every_marker():
    state = _waiting_sale(lisboa=0)
    play(state, "recall")
    assert state.phase == Phase.RECALL
    assert search_actions(state) == state.legal_actions()


def test_playouts_hire_every_gain_they_can():
    for seed in range(20):
        state = _waiting_sale(lisboa=1)
        assert rollout_policy(state, Rng(seed)).kind == "hire"


def test_a_gain_waiting_for_its_hire_is_valued_like_the_hired_one():
    state = _waiting_sale(lisboa=1)
    hired = state.clone()
    play(hired, "hire wealth")
    assert abs(evaluate(state, 0) - evaluate(hired, 0)) < 1e-9


def test_random_games_never_search_a_free_return_beside_a_paid_move():
    """Over seeded playouts: searched moves are legal; free returns are searched only in
    an open return or while a gain waits with no hire on offer."""
    from tabletop.registry import load_game

    state = load_game("sail_to_india").new_state(3, 4)
    rng = Rng(4)
    seen = set()
    for _ in range(800):
        if state.is_over():
            break
        legal = state.legal_actions()
        searched = search_actions(state)
        assert set(searched) <= set(legal)
        free = [a for a in searched if a.kind in FREE_KINDS]
        if state.phase == Phase.RECALL or state.phase == "lift":
            seen.add("mode")
        elif free:
            assert state.gains and not any(a.kind == "hire" for a in legal)
            seen.add("room")
        elif any(a.kind in FREE_KINDS for a in legal):
            seen.add("left out")
        state.apply(rng.choice(legal))
    assert "left out" in seen


def test_playouts_see_the_legal_moves_less_the_free_ones_without_listing_those():
    """Playouts build their list from the step's own actions and Bank System's purchase
    (`step_actions`, `bank_actions`), never working out the returns and Geography uses
    they do not take: that list must be the legal one with those left out, in its order,
    at every position of seeded games played by the bots' own policy and at random, with
    Bank System and Geography owned from the start (the random games wander into the
    free-action modes)."""
    from tabletop.registry import load_game

    game = load_game("sail_to_india")
    kinds = set()
    for seed in range(1, 7):
        state = game.new_state(3, seed)
        give_tech(state, 0, "bank_system")
        give_tech(state, 1, "geography")
        rng = Rng(seed)
        for _ in range(1500):
            if state.is_over():
                break
            legal = state.legal_actions()
            if state.phase not in FREE_MODES:
                assert step_actions(state) + bank_actions(state) == [a for a in legal if a.kind not in FREE_KINDS]
            kinds.update(a.kind for a in legal)
            state.apply(rollout_policy(state, rng) if seed % 2 else rng.choice(legal))
    assert {"bank", "geography", "lift", "recall", "return", "hire", "pick"} <= kinds


def _gain_after(state, text: str) -> float:
    """What `text` changes in the mover's evaluation, once its gains are hired."""
    seat = state.current
    after = state.clone()
    play(after, text)
    while after.gains:
        play(after, f"hire {after.gains[0][0]}")
    return evaluate(after, seat) - evaluate(state, seat)


def test_the_start_player_keeps_its_scientists_for_the_technologies_that_score():
    # Found in the balance reports: valuing a new technology but not a kept scientist, the
    # start player (2 wealth, first to the cheap technologies) spent all three by its
    # second round, never bought one that scores at the end, and won 8-13 % of games.
    state = table(3)
    assert _gain_after(state, "tech metallurgy") < 0
    assert _gain_after(state, "tech printing_press") < 0


def test_a_rich_seat_still_buys_a_technology_that_scores():
    state = table(3)
    state.wealth[0] = 4
    touch(state)
    assert _gain_after(state, "tech renaissance") > 0


def _scoring_gone():
    """Seats 1 and 2 have taken the four technologies that score at the end."""
    state = table(3)
    for i, tech in enumerate(("renaissance", "mission_church", "guild", "eastern_india_incorporated")):
        give_tech(state, 1 + i % 2, tech)
    return state


def test_scientists_are_worth_nothing_once_every_scoring_technology_is_taken():
    state = _scoring_gone()
    before = evaluate(state, 0)
    state.scientists[0] = 0
    assert evaluate(state, 0) == before
    assert _gain_after(_scoring_gone(), "tech metallurgy") > 0


def test_a_kept_scientist_is_worth_less_as_the_rounds_pass():
    # A scientist scores nothing at the end: valued in full to the last turn, the searches
    # (whose finished playouts count only real VP) shied away from ending the game.
    worth = []
    for rounds in (0, 15, SCIENTIST_ROUNDS):
        state = table(3)
        state.turn_number = rounds * 3
        touch(state)
        with_scientists = evaluate(state, 0)
        state.scientists[0] = 0
        worth.append(with_scientists - evaluate(state, 0))
    assert worth[0] > worth[1] > worth[2] == 0


def test_employing_a_marker_costs_no_scientist_worth():
    # Fading with the stocks instead made greedy tables keep their last markers.
    state = table(3)
    employed = state.clone()
    employed.stock[0] -= 1
    touch(employed)
    assert _scientists_worth(employed) == _scientists_worth(state)


def _scientists_worth(state) -> float:
    without = state.clone()
    without.scientists[0] = 0
    touch(without)
    return evaluate(state, 0) - evaluate(without, 0)


def test_a_sale_searches_only_the_picks_that_add_a_kind():
    """Gold at (3, 1) and (4, 0): once one is picked the other earns nothing more and is
    not searched (the rules still offer it); the order of picks stays free, so a sale a
    person began in any order can be finished."""
    state = table(3)
    give_goods(state, 0, [(1, 0), (3, 1), (4, 0), (4, 1)])
    play(state, "sell", "pick 4 0")
    assert {str(a) for a in search_actions(state)} == {"pick 1 0", "pick 4 1", "done"}
    assert "pick 3 1" in {str(a) for a in state.legal_actions()}


def test_playouts_sell_one_good_of_every_kind():
    """Gold at (3, 1) and at (4, 0) is one kind: the playout sells it once, with the
    pepper and the ivory, and keeps the second gold for a later sale."""
    state = _fresh_sale()
    steps = []
    while state.phase == Phase.SELL:
        action = rollout_policy(state, Rng(len(steps)))
        steps.append(str(action))
        play(state, str(action))
    assert steps == ["pick 1 0", "pick 3 1", "pick 4 1", "done"]


def test_a_gain_that_waits_inside_a_sale_is_answered_first():
    """Bank System may be used between a sale's picks; its VP waits for a hire there, and
    the playout and the search answer it before they pick on (the gain's choices are then
    the only moves the rules offer)."""
    state = table(3)
    give_tech(state, 0, "bank_system")
    state.wealth[0] = 5
    give_goods(state, 0, [(1, 0), (2, 1)])
    play(state, "sell", "pick 1 0", "bank")
    assert state.phase == Phase.SELL and state.gains
    assert rollout_policy(state, Rng(1)).kind == "hire"
    assert {a.kind for a in search_actions(state)} <= {"hire", "forgo", "recall", "return", "lift", "bank"}


def test_a_seat_that_can_sail_nothing_sells_rather_than_passes():
    state = table(3)
    state.sea[0][0] = 0
    give_goods(state, 0, [(1, 0), (2, 1)])
    touch(state)
    kinds = {a.kind for a in search_actions(state)}
    assert "sell" in kinds and "move" not in kinds
    state.sea[0][0] = 1     # a marker on Lisboa can sail: the move is a real choice again
    touch(state)
    assert "move" in {a.kind for a in search_actions(state)}


def test_playouts_choose_a_kind_of_move_first():
    """With wealth for every technology the paid moves are mostly technologies; the
    playout still employs, moves and raises speed about as often as it buys one."""
    state = table(3)
    state.wealth[0] = 9
    touch(state)
    assert state.phase == Phase.MAIN
    kinds = sorted({a.kind for a in search_actions(state)})
    assert sum(1 for a in search_actions(state) if a.kind == "tech") > len(kinds)
    counts = {kind: 0 for kind in kinds}
    for seed in range(600):
        counts[rollout_policy(state, Rng(seed)).kind] += 1
    assert all(abs(count / 600 - 1 / len(kinds)) < 0.06 for count in counts.values()), counts


def test_hard_searches_a_chosen_sale_as_one_path():
    """Gold twice, pepper and ivory: hard's tree goes one way through the sale, one good
    of every kind then `done`, where normal's weighs every pick that adds a kind."""
    state = _fresh_sale()
    steps = []
    while state.phase == Phase.SELL and not state.gains:
        searched = hard_search_actions(state)
        assert len(searched) == 1 and searched[0] in search_actions(state)
        steps.append(str(searched[0]))
        play(state, steps[-1])
    assert steps[-1] == "done" and len(steps) == 4      # three kinds, then done
    assert len(hard_search_actions(_fresh_sale())) == 1 < len(search_actions(_fresh_sale()))


def test_hard_hires_every_gain_it_can_and_weighs_forgoing_only_without_a_hire():
    assert {a.kind for a in hard_search_actions(_waiting_sale(lisboa=2))} == {"hire"}
    nobody = _waiting_sale(lisboa=0)
    assert hard_search_actions(nobody) == search_actions(nobody)


def test_only_the_hard_level_searches_so():
    hooks = hooks_for(table(3).game)
    assert hooks.search_actions_for("hard") is hard_search_actions
    assert hooks.search_actions_for("normal") is search_actions and hooks.search_actions_for(None) is search_actions


def test_the_hard_search_follows_its_own_moves():
    state = _fresh_sale()
    visits = {level: IsmctsBot(level=level, iterations=40).search(state.game, state.view(0), Rng(1)).visits
              for level in ("normal", "hard")}
    assert len(visits["hard"]) == 1 < len(visits["normal"])


def test_hard_searches_like_normal_outside_sales_and_gains():
    state = table(3)
    state.wealth[0] = 4
    touch(state)
    assert state.phase == Phase.MAIN and hard_search_actions(state) == search_actions(state)


def test_a_bot_plays_its_one_searched_move_without_searching():
    """At a sale's step hard searches one move, so it plays it at once: no search is
    spent and the seat's Rng is left as it was. Normal weighs several picks and searches."""
    state = _fresh_sale()
    view = state.view(0)
    assert len(view.legal) > 1
    rng = Rng(5)
    hard = IsmctsBot(level="hard", iterations=400)
    assert hard.choose(state.game, view, rng) == hard_search_actions(state)[0]
    assert hard.last is None and rng.next64() == Rng(5).next64()
    normal = IsmctsBot(level="normal", iterations=40)
    normal.choose(state.game, view, rng)
    assert normal.last is not None and normal.last.iterations == 40
