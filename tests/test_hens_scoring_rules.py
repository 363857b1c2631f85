"""Hens final scoring rules (hens.md 6.1, 4.1-4.3) and the scoring settings of 6.2."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import calculator

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))


def score(grid: list[list[str]], **extra) -> dict:
    return calculator.score({"game": "hens", "grid": grid, **extra})


def example(name: str, **extra) -> dict:
    return calculator.score({"game": "hens", **copy.deepcopy(EXAMPLES[name]), **extra})


# PAD: 4 cards, 4 eggs; SEB: 3 cards, 9 eggs; two WYA hens touching only diagonally;
# one coop; 7 medals.
GRID = [
    ["PAD 1/1/2", "PAD 2/1/2", "PAD 3/1/2", "PAD 4/1/0"],
    ["SEB 2/3/1", "SEB 1/3/0", "coop", "WYA 5/1/0"],
    ["SEB 3/3/0", "FAV 2/1/0", "WYA 3/1/0", "FAV 4/1/0"],
]


def test_diagonal_hens_of_one_breed_are_not_one_group():
    groups = score(GRID)["groups"]
    assert [g["cells"] for g in groups if g["breed"] == "WYA"] == [[[1, 3]], [[2, 2]]]


def test_a_coop_breaks_a_group():
    groups = example("E4")["groups"]
    assert [g["size"] for g in groups if g["breed"] == "WYA"] == [5, 3]


def test_largest_group_is_measured_in_cards_not_eggs():
    result = score(GRID)
    largest = next(g for g in result["groups"] if g["largest"])
    assert (largest["breed"], largest["size"], largest["eggs"]) == ("PAD", 4, 4)
    assert result["breakdown"]["largest_group"] == 4


def test_medals_score_two_points_per_complete_three():
    result = score(GRID)  # 2 + 2 + 2 + 1 = 7 medals: two complete sets
    assert (result["tiebreakers"]["medals"], result["breakdown"]["medals"]) == (7, 4)


def test_each_coop_costs_one_point():
    assert score(GRID)["breakdown"]["coops"] == -1
    assert example("E1")["breakdown"]["coops"] == 0


def test_largest_group_metric_eggs_setting_compares_eggs_first():
    result = example("E1", settings={"largest_group_metric": "eggs"})
    assert result["breakdown"]["largest_group"] == 9  # PAD still has most eggs
    result = score(GRID, settings={"largest_group_metric": "eggs"})
    largest = next(g for g in result["groups"] if g["largest"])
    assert (largest["breed"], result["breakdown"]["largest_group"]) == ("SEB", 9)


def test_medal_settings_change_the_set_size_and_points():
    result = score(GRID, settings={"medal_set_size": 2, "medal_set_points": 3})
    assert result["breakdown"]["medals"] == 9  # 7 medals -> 3 sets of 2


def test_coop_penalty_setting():
    assert score(GRID, settings={"coop_penalty": -3})["breakdown"]["coops"] == -3


def test_result_reports_the_settings_used():
    assert example("E1")["settings"] == {"largest_group_metric": "cards", "full_tie_rooster": "rooster_loses",
                                         "medal_set_size": 3, "medal_set_points": 2, "coop_penalty": -1}


def test_a_grid_of_only_coops_scores_only_the_penalty():
    result = score([["coop"] * 3] * 4)
    assert result["breakdown"] == {"largest_group": 0, "rooster_group": 0, "medals": 0, "coops": -12, "goals": 0}
    assert result["groups"] == []
    assert result["tiebreakers"] == {"largest_group_size": 0, "second_group_size": 0, "medals": 0}


def test_second_group_size_may_equal_the_largest():
    assert example("E5")["tiebreakers"]["second_group_size"] == 4


def test_rooster_marks_its_group_in_the_result():
    result = example("E1")
    assert result["rooster"] == [0, 3]
    assert [(g["breed"], g["largest"], g["rooster"]) for g in result["groups"]] == [
        ("PAD", True, False), ("SEB", False, True), ("WYA", False, False), ("BAR", False, False)]
