"""The search-speed measurement the bench's search rows use (`tabletop.ai.rate`)."""

from __future__ import annotations

from tabletop.ai.rate import ismcts_rate


def test_a_fixed_budget_runs_the_same_searches_and_calls_during_inside_each():
    calls: list[str] = []

    def between() -> None:
        calls.append("between")

    def during() -> float:
        calls.append("during")
        return 0.0

    data = ismcts_rate("golden_sails", 2, positions=2, iterations=24, between=between, during=during)
    assert data["iterations"] == 24 and "seconds" not in data
    # Before each search, after the last; inside each search at every poll (iterations 0, 8, 16).
    assert calls == ["between", *["during"] * 3, "between", *["during"] * 3, "between"]


def test_time_spent_during_a_search_is_left_out_of_its_rate():
    plain = ismcts_rate("golden_sails", 2, positions=1, iterations=16)
    # `during`'s seconds are taken off the search's: claiming more than the search took
    # leaves it almost none, so the rate shoots up.
    inflated = ismcts_rate("golden_sails", 2, positions=1, iterations=16, during=lambda: 1e9)
    assert inflated["iterations_per_cpu_second"] > 100 * plain["iterations_per_cpu_second"]
