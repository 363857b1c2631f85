"""The Hens goal language (hens.md 8.1): every goal kind, goal cards and goal validation."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import calculator
from calculator.errors import InvalidDocument
from calculator.hens import interpreter, rules

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))
ALL_PAD_3 = {"grid": [["PAD 3/2/0"] * 4 for _ in range(3)], "rooster": [0, 0]}


def goal_result(grid: str | dict, kind: str, points: int = 1, **params) -> dict:
    """The one goal's result line when ``grid`` (an example name or a document) is scored with it."""
    base = copy.deepcopy(EXAMPLES[grid] if isinstance(grid, str) else grid)
    document = {"game": "hens", **base, "goals": [{"kind": kind, "params": params, "points": points}]}
    result = calculator.score(document)
    assert result["breakdown"]["goals"] == result["goals"][0]["score"]
    return result["goals"][0]


def count(grid: str | dict, kind: str, **params) -> int:
    return goal_result(grid, kind, **params)["count"]


def test_every_goal_kind_of_the_language_has_an_interpreter():
    assert list(interpreter.COUNTERS) == list(rules.GOAL_KINDS)


def test_per_hen_value_in_counts_hens_with_a_listed_value():
    assert count("E5", "per_hen_value_in", values=[1, 6]) == 5
    assert count("E5", "per_hen_value_in", values=[1]) == 2


def test_per_hen_eggs_eq_counts_hens_with_exactly_that_many_eggs():
    assert count("E1", "per_hen_eggs_eq", eggs=3) == 1
    assert count("E1", "per_hen_eggs_eq", eggs=1) == 3


def test_per_hen_medals_eq_counts_hens_with_exactly_that_many_medals():
    assert count("E2", "per_hen_medals_eq", medals=2) == 1
    assert count("E2", "per_hen_medals_eq", medals=0) == 7  # 11 hens; the coop is not one


def test_per_coop_counts_coops_and_scores_per_coop():
    line = goal_result("E4", "per_coop", points=-1)
    assert (line["count"], line["score"]) == (1, -1)
    assert count("E1", "per_coop") == 0


def test_if_no_coops_scores_its_points_once():
    line = goal_result("E1", "if_no_coops", points=3)
    assert (line["count"], line["score"]) == (1, 3)
    assert goal_result("E4", "if_no_coops", points=3)["score"] == 0


def test_per_singleton_hen_counts_groups_of_one_card():
    assert count("E5", "per_singleton_hen") == 2  # CEM and MOD
    assert count(ALL_PAD_3, "per_singleton_hen") == 0


def test_per_corner_hen_eggs_ge_counts_corner_hens_with_enough_eggs():
    assert count("E1", "per_corner_hen_eggs_ge", eggs=2) == 4
    assert count("E4", "per_corner_hen_eggs_ge", eggs=2) == 2
    assert count("E1", "per_corner_hen_eggs_ge", eggs=3) == 1


def test_per_corner_hen_eggs_ge_ignores_a_coop_in_a_corner():
    assert count("E2", "per_corner_hen_eggs_ge", eggs=1) == 3  # r2c0 is a coop


def test_if_all_corners_same_breed_needs_four_hens_of_one_breed():
    assert count("E4", "if_all_corners_same_breed") == 1  # four Wyandottes
    assert count("E1", "if_all_corners_same_breed") == 0
    assert count("E2", "if_all_corners_same_breed") == 0  # a coop corner


def test_per_mono_line_counts_full_lines_of_the_given_length_and_one_breed():
    assert count("E1", "per_mono_line", length=3) == 1  # column 3, SEB x3
    assert count("E4", "per_mono_line", length=3) == 2  # columns 0 and 3; column 2 holds a coop
    assert count("E4", "per_mono_line", length=4) == 0


def test_per_mono_line_is_orientation_independent():
    assert count("E3", "per_mono_line", length=4) == 1  # 4x3 grid: column 2, BAR x4
    assert count("E4_merge", "per_mono_line", length=4) == 1  # 3x4 grid: row 0, WYA x4
    assert count(ALL_PAD_3, "per_mono_line", length=4) == 3
    assert count(ALL_PAD_3, "per_mono_line", length=3) == 4


def test_per_distinct_breed_counts_breeds_among_hens():
    assert count("E1", "per_distinct_breed") == 4
    assert count("E5", "per_distinct_breed") == 5


def test_per_distinct_breed_over_counts_breeds_beyond_n_never_below_zero():
    assert count("E5", "per_distinct_breed_over", n=3) == 2
    assert count("E1", "per_distinct_breed_over", n=4) == 0
    assert count("E1", "per_distinct_breed_over", n=6) == 0


def test_if_largest_group_ge_compares_the_largest_group_size():
    assert count("E3", "if_largest_group_ge", n=6) == 1
    assert count("E1", "if_largest_group_ge", n=6) == 0


def test_if_largest_group_le_compares_the_largest_group_size():
    assert count("E5", "if_largest_group_le", n=4) == 1
    assert count("E5", "if_largest_group_le", n=3) == 0
    assert goal_result("E5", "if_largest_group_le", points=-3, n=4)["score"] == -3


def test_if_rooster_group_ge_uses_the_rooster_group_size():
    assert count("E2", "if_rooster_group_ge", n=4) == 1  # rooster on WYA, 4 cards
    assert count("E1", "if_rooster_group_ge", n=4) == 0  # rooster on SEB, 3 cards


def test_if_rooster_group_ge_is_false_without_a_rooster():
    document = copy.deepcopy(EXAMPLES["E2"])
    del document["rooster"]
    assert count(document, "if_rooster_group_ge", n=1) == 0


def test_per_extra_group_ge_excludes_only_the_scored_largest_group():
    assert count("E1", "per_extra_group_ge", n=3) == 2  # SEB and WYA, not PAD
    assert count("E5", "per_extra_group_ge", n=4) == 1  # two 4-card groups, one is the largest


def test_if_all_values_present_needs_every_value_from_1_to_6():
    assert count("E1", "if_all_values_present") == 1
    assert count(ALL_PAD_3, "if_all_values_present") == 0


def test_per_two_cross_breed_edges_halves_the_cross_breed_hen_pairs_rounding_down():
    assert count("E1", "per_two_cross_breed_edges") == 4  # 8 pairs
    assert count("E3", "per_two_cross_breed_edges") == 4  # 9 pairs
    assert count("E2", "per_two_cross_breed_edges") == 3  # 6 pairs; pairs with the coop do not count
    assert count(ALL_PAD_3, "per_two_cross_breed_edges") == 0


def test_goal_card_from_the_shipped_set_applies_both_its_goals():
    result = calculator.score({"game": "hens", **EXAMPLES["E3"], "goal_card": "G09"})
    assert [(g["id"], g["kind"], g["score"]) for g in result["goals"]] == [
        ("G09A", "if_largest_group_ge", 3), ("G09B", "if_largest_group_le", 0)]
    assert result["goal_card"] == "G09"


def test_goals_default_to_none():
    result = calculator.score({"game": "hens", **EXAMPLES["E1"]})
    assert (result["goals"], result["breakdown"]["goals"], result["goal_card"]) == ([], 0, None)


def test_goal_ids_default_to_their_place_in_the_document():
    line = goal_result("E1", "per_distinct_breed")
    assert line["id"] == "goals[0]"


@pytest.mark.parametrize(("goal", "where", "says"), [
    ({"kind": "per_egg", "points": 1}, "goals[0].kind", "unknown goal kind 'per_egg'"),
    ({"kind": "per_mono_line", "points": 1}, "goals[0].params.length", "is required"),
    ({"kind": "per_mono_line", "params": {"length": 5}, "points": 1}, "goals[0].params.length", "at most 4"),
    ({"kind": "per_hen_value_in", "params": {"values": [0, 6]}, "points": 1}, "goals[0].params.values[0]",
     "at least 1"),
    ({"kind": "per_hen_value_in", "params": {"values": []}, "points": 1}, "goals[0].params.values", "non-empty"),
    ({"kind": "per_coop", "params": {"n": 1}, "points": 1}, "goals[0].params", "unknown key(s) 'n'"),
    ({"kind": "per_coop"}, "goals[0].points", "is required"),
    ({"kind": "per_coop", "points": 1.5}, "goals[0].points", "must be an integer"),
    ({"kind": "per_coop", "points": 1, "bonus": 2}, "goals[0]", "unknown key(s) 'bonus'"),
])
def test_malformed_goal_is_rejected_naming_the_field(goal, where, says):
    with pytest.raises(InvalidDocument) as error:
        calculator.score({"game": "hens", **EXAMPLES["E1"], "goals": [goal]})
    assert error.value.where == where
    assert says in error.value.detail


def test_goals_must_be_a_list():
    with pytest.raises(InvalidDocument) as error:
        calculator.score({"game": "hens", **EXAMPLES["E1"], "goals": {"kind": "per_coop", "points": 1}})
    assert error.value.where == "goals"


def test_unknown_goal_card_is_rejected_naming_goal_card():
    with pytest.raises(InvalidDocument) as error:
        calculator.score({"game": "hens", **EXAMPLES["E1"], "goal_card": "G11"})
    assert error.value.where == "goal_card"
    assert "'G11'" in error.value.detail and "G10" in error.value.detail


def test_goal_card_and_goals_together_are_rejected():
    document = {"game": "hens", **EXAMPLES["E1"], "goal_card": "G01",
                "goals": [{"kind": "per_coop", "points": 1}]}
    with pytest.raises(InvalidDocument) as error:
        calculator.score(document)
    assert error.value.where == "goals"
