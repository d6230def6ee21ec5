"""tools/hard_variants.py: a changed hard level, played as the matrix plays hard."""

from __future__ import annotations

from tabletop.ai.sim import play_game
from tabletop.games.golden_sails import bots as golden_sails_bots
from tests.tools.support import load_tool

hard_variants = load_tool("hard_variants")


def test_an_unchanged_variant_plays_the_games_hard_plays():
    """With nothing changed, the variant is the pinned hard level: the same game, move for move."""
    variant = hard_variants.Variant("golden_sails", iterations=25)
    names = [variant.name, "ai:normal@iters=25"]
    mine = play_game("golden_sails", names, 3, make=variant)
    hard = play_game("golden_sails", ["ai:hard@iters=25", "ai:normal@iters=25"], 3)
    assert mine.error is None and (mine.totals, mine.actions) == (hard.totals, hard.actions)


def test_a_changed_constant_steers_only_the_variants_searches():
    before = golden_sails_bots.EPSILON
    plain_variant = hard_variants.Variant("golden_sails", iterations=25)
    greedy_variant = hard_variants.Variant("golden_sails", iterations=25, constants={"EPSILON": 0.0})
    plain = play_game("golden_sails", [plain_variant.name, "ai:normal@iters=25"], 3, make=plain_variant)
    greedier = play_game("golden_sails", [greedy_variant.name, "ai:normal@iters=25"], 3, make=greedy_variant)
    assert greedier.error is None and (greedier.totals, greedier.actions) != (plain.totals, plain.actions)
    assert golden_sails_bots.EPSILON == before


def test_a_run_resumes_from_its_journal_and_refuses_another_variants(tmp_path):
    out = tmp_path / "run.jsonl"
    variant = hard_variants.Variant("golden_sails", iterations=12, win_weight=0.9, rival_iterations=12)
    done = hard_variants.play(variant, 2, out)
    assert sorted(done) == [0, 1] and all(r.totals for r in done.values())
    lines = out.read_text().count("\n")
    assert sorted(hard_variants.play(variant, 2, out)) == [0, 1] and out.read_text().count("\n") == lines
    assert hard_variants.main(["golden_sails", "--iterations", "13", "--games", "2", "--out", str(out)]) == 2
    assert "variant: " in "\n".join(hard_variants.summary("golden_sails", done))


def test_a_rollout_depth_cuts_the_variants_playouts():
    """Pirates' Gold cuts playouts after ROLLOUT_DEPTH actions; a variant may cut them
    elsewhere (0: to the end), and its name says so."""
    deeper = hard_variants.Variant("pirates_gold", iterations=25, rollout_depth=0)
    plain = hard_variants.Variant("pirates_gold", iterations=25)
    assert "rollout_depth=0" in deeper.name and "rollout_depth" not in plain.name
    assert deeper(deeper.name).rollout_depth is None and plain(plain.name).rollout_depth is not None


def test_a_screen_seats_normal_at_its_own_count_and_is_not_paired_with_the_matrix(tmp_path):
    """`--rival-iterations` seats normal at another count than its pin (a cheaper screen);
    such games are not the matrix row's, so the summary does not compare them with it."""
    variant = hard_variants.Variant("golden_sails", iterations=12, rival_iterations=7)
    assert variant.rival == "ai:normal@iters=7"
    assert hard_variants.Variant("golden_sails").rival.startswith("ai:normal@iters=")
    done = hard_variants.play(variant, 1, tmp_path / "screen.jsonl")
    assert "ai:normal@iters=7" in done[0].names
    lines = hard_variants.summary("golden_sails", done)
    assert lines[0].startswith("variant: ") and not any("matrix row" in line for line in lines)
