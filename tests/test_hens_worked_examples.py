"""Hens worked examples E1-E7 (hens.md section 9), through the public scoring path."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import calculator
from calculator.hens import parse_position
from calculator.hens.groups import analyse

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))


def example(name: str, **extra) -> dict:
    return {"game": "hens", **copy.deepcopy(EXAMPLES[name]), **extra}


def breakdown(document: dict) -> tuple[dict, int]:
    result = calculator.score(document)
    return result["breakdown"], result["total"]


def test_e1_rooster_on_a_smaller_group_scores_its_eggs():
    assert breakdown(example("E1")) == (
        {"largest_group": 9, "rooster_group": 6, "medals": 2, "coops": 0, "goals": 0}, 17)


def test_e1_groups_are_same_breed_orthogonal_components():
    groups = calculator.score(example("E1"))["groups"]
    assert [(g["breed"], g["size"], g["eggs"]) for g in groups] == [
        ("PAD", 5, 9), ("SEB", 3, 6), ("WYA", 3, 5), ("BAR", 1, 2)]
    assert groups[0]["cells"] == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]


def test_e2_size_tie_is_broken_by_eggs_and_a_coop_costs_one():
    assert breakdown(example("E2")) == (
        {"largest_group": 7, "rooster_group": 6, "medals": 2, "coops": -1, "goals": 0}, 14)


def test_e2_rooster_on_the_egg_winning_group_scores_nothing():
    document = example("E2", rooster=[0, 0])  # on PAD, the best largest group
    assert breakdown(document) == (
        {"largest_group": 7, "rooster_group": 0, "medals": 2, "coops": -1, "goals": 0}, 8)


def test_e3_rooster_group_grown_into_the_largest_scores_nothing():
    assert breakdown(example("E3")) == (
        {"largest_group": 10, "rooster_group": 0, "medals": 2, "coops": 0, "goals": 0}, 12)


def test_e3_same_grid_with_rooster_on_the_other_column_scores_it():
    _, total = breakdown(example("E3", rooster=[1, 2]))
    assert total == 20


def test_e4_same_breed_separate_group_is_a_different_group_for_the_rooster():
    result = calculator.score(example("E4"))
    assert (result["breakdown"], result["total"]) == (
        {"largest_group": 8, "rooster_group": 6, "medals": 2, "coops": -1, "goals": 0}, 15)
    wya = [(g["size"], g["eggs"]) for g in result["groups"] if g["breed"] == "WYA"]
    assert wya == [(5, 8), (3, 6)]


def test_e4_merge_rooster_group_merged_into_the_largest_scores_nothing():
    result = calculator.score(example("E4_merge"))
    assert (result["breakdown"], result["total"]) == (
        {"largest_group": 15, "rooster_group": 0, "medals": 2, "coops": 0, "goals": 0}, 17)
    assert (result["groups"][0]["size"], result["groups"][0]["eggs"]) == (9, 15)


def test_e5_full_tie_default_rooster_loses():
    assert breakdown(example("E5")) == (
        {"largest_group": 6, "rooster_group": 0, "medals": 4, "coops": 0, "goals": 0}, 10)


def test_e5_full_tie_rooster_loses_when_set_explicitly():
    _, total = breakdown(example("E5", settings={"full_tie_rooster": "rooster_loses"}))
    assert total == 10


def test_e5_full_tie_rooster_scores_setting_designates_the_other_group_largest():
    result = calculator.score(example("E5", settings={"full_tie_rooster": "rooster_scores"}))
    assert (result["breakdown"], result["total"]) == (
        {"largest_group": 6, "rooster_group": 6, "medals": 4, "coops": 0, "goals": 0}, 16)
    largest = next(g for g in result["groups"] if g["largest"])
    rooster = next(g for g in result["groups"] if g["rooster"])
    assert (largest["breed"], rooster["breed"]) == ("SUL", "FAV")


def test_e6_equal_totals_decided_by_raw_medals_after_group_sizes():
    document = {"game": "hens", "goal_card": "G03",
                "players": [EXAMPLES["E1"], EXAMPLES["E6_player_b"]]}
    result = calculator.score(document)
    assert [p["total"] for p in result["players"]] == [23, 23]
    assert [p["breakdown"]["goals"] for p in result["players"]] == [6, 6]
    assert [p["tiebreakers"] for p in result["players"]] == [
        {"largest_group_size": 5, "second_group_size": 3, "medals": 4},
        {"largest_group_size": 5, "second_group_size": 3, "medals": 3}]
    assert (result["ranking"], result["winners"]) == ([0, 1], [0])


def test_e7_negative_goal_singletons_on_e5_with_g01():
    result = calculator.score(example("E5", goal_card="G01"))
    assert [(g["id"], g["count"], g["score"]) for g in result["goals"]] == [("G01A", 5, 5), ("G01B", 2, -2)]
    assert result["total"] == 13


def test_e7_corners_and_short_mono_lines_on_e4_with_g03():
    result = calculator.score(example("E4", goal_card="G03"))
    assert [(g["id"], g["count"], g["score"]) for g in result["goals"]] == [("G03A", 2, 2), ("G03B", 2, 4)]
    assert result["total"] == 21


def test_e7_per_coop_goal_charges_the_coop_again_on_e4_with_g04():
    result = calculator.score(example("E4", goal_card="G04"))
    assert result["breakdown"]["coops"] == -1
    assert result["goals"][1] == {"id": "G04B", "kind": "per_coop", "params": {}, "points": -1,
                                    "count": 1, "score": -1}
    assert result["breakdown"]["coops"] + result["breakdown"]["goals"] == -2
    assert result["total"] == 14


@pytest.mark.parametrize("name", ["E1", "E2", "E3", "E4", "E4_merge", "E5"])
def test_worked_examples_total_is_the_sum_of_the_breakdown(name):
    result = calculator.score(example(name, goal_card="G05"))
    assert result["total"] == sum(result["breakdown"].values())


@pytest.mark.parametrize("settings", [None, {"full_tie_rooster": "rooster_scores"}])
def test_e5_is_the_full_tie_rooster_case_under_either_ruling(settings):
    position = parse_position(example("E5", **({"settings": settings} if settings else {})))
    groups = analyse(position.grid, position.rooster, position.settings)
    assert groups.full_tie
    assert sorted(g.breed for g in groups.best) == ["FAV", "SUL"]


@pytest.mark.parametrize("name", ["E1", "E2", "E3", "E4", "E4_merge"])
def test_only_a_rooster_on_one_of_several_tied_best_groups_is_a_full_tie(name):
    position = parse_position(example(name))
    assert not analyse(position.grid, position.rooster, position.settings).full_tie
