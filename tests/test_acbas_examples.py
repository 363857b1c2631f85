"""The worked examples of the ACBAS rules specification, as tests.

Coordinates: (row, col), row 0 the forest row; the cottage starts at (2, 0).
"""

import pytest

import calculator
from calculator import acbas as acbas_game
from calculator.acbas import parse_position
from calculator.errors import AnimalsDoNotFit


def acbas(farm, animals=None, expansions=None, supply=None):
    doc = {"game": "acbas", "farm": farm}
    if animals is not None:
        doc["animals"] = animals
    if expansions is not None:
        doc["expansions"] = expansions
    if supply is not None:
        doc["supply"] = supply
    return doc


def capacities(doc):
    return {(loc["location"], tuple(map(tuple, loc["cells"]))): loc["capacity"]
            for loc in calculator.capacity(doc)["locations"]}


def test_example1_board_edge_is_not_a_border_so_two_space_pasture_needs_five():
    farm = parse_position(acbas([". .", ". a", "C a"])).farm
    assert len(farm.borders) == 5


def test_example1_stall_wall_saves_a_border_and_capacity_is_eight():
    doc = acbas([". .", "S a", "C a"])
    assert len(parse_position(doc).farm.borders) == 4
    assert capacities(doc) == {
        ("pasture a", ((1, 1), (2, 1))): 4,
        ("stall", ((1, 0),)): 3,
        ("cottage", ((2, 0),)): 1,
    }


@pytest.mark.parametrize(
    ("farm", "pasture"),
    [([". .", "S a", "C a+"], 8), ([". .", "S a+", "C a+"], 16)],
)
def test_example2_each_trough_doubles_the_whole_pasture(farm, pasture):
    assert capacities(acbas(farm))[("pasture a", ((1, 1), (2, 1)))] == pasture


def test_example2_troughs_on_buildings_double_them_total_24():
    caps = capacities(acbas([". .", "S+ a+", "C+ a+"]))
    assert caps[("stall", ((1, 0),))] == 6
    assert caps[("cottage", ((2, 0),))] == 2
    assert sum(caps.values()) == 24


def test_example3_whole_column_pasture_uses_seven_borders_and_holds_six():
    doc = acbas([". a", ". a", "C a"])
    assert len(parse_position(doc).farm.borders) == 7
    assert capacities(doc) == {("pasture a", ((0, 1), (1, 1), (2, 1))): 6, ("cottage", ((2, 0),)): 1}


def test_example3_stall_splits_pasture_two_plus_three_plus_two():
    caps = capacities(acbas([". a", ". S", "C b"]))
    assert caps == {
        ("pasture a", ((0, 1),)): 2,
        ("stall", ((1, 1),)): 3,
        ("cottage", ((2, 0),)): 1,
        ("pasture b", ((2, 1),)): 2,
    }
    assert sum(caps.values()) == 8


def test_example4_unenclosed_trough_spaces_hold_one_each():
    caps = capacities(acbas([".+ .", ".  .+", "C  ."]))
    assert caps == {("trough", ((0, 0),)): 1, ("trough", ((1, 1),)): 1, ("cottage", ((2, 0),)): 1}


def test_example4_enclosing_the_region_with_eight_borders_holds_forty():
    doc = acbas(["a+ a", "a  a+", "C  a"])
    assert len(parse_position(doc).farm.borders) == 8
    caps = capacities(doc)
    assert caps[("pasture a", ((0, 0), (0, 1), (1, 0), (1, 1), (2, 1)))] == 40
    assert sum(caps.values()) == 41


EXAMPLE5 = acbas([".  .  S  b", ".  .  .+ .", "C  .  a  G"], expansions={"left": 0, "right": 2})


def test_example5_only_fully_used_expansions_score_four():
    result = calculator.score(EXAMPLE5)
    assert result["breakdown"]["expansions"] == 4


def test_example5_capacities():
    assert capacities(EXAMPLE5) == {
        ("stall", ((0, 2),)): 3,
        ("pasture b", ((0, 3),)): 2,
        ("trough", ((1, 2),)): 1,
        ("cottage", ((2, 0),)): 1,
        ("pasture a", ((2, 2),)): 2,
        ("storage building", ((2, 3),)): 0,
    }


EXAMPLE6 = acbas(
    ["B  S  a+ .", "B  G  a  .", "H  .  a  ."],
    animals={"sheep": 9, "pigs": 7, "cattle": 3, "horses": 5},
    expansions={"left": 0, "right": 2},
    supply={"wood": 3, "stone": 2, "reed": 0},
)


def test_example6_full_end_game_score_is_44_5():
    result = calculator.score(EXAMPLE6)
    assert result["breakdown"] == {
        "sheep": 10, "pigs": 8, "cattle": 0, "horses": 6, "buildings": 16.5, "expansions": 4,
    }
    assert result["total"] == 44.5
    housed = {}
    for spot in result["placement"]:
        housed[spot["animal"]] = housed.get(spot["animal"], 0) + spot["count"]
        assert spot["count"] <= spot["capacity"]
    assert housed == {"sheep": 9, "pigs": 7, "cattle": 3, "horses": 5}


def test_example6_tie_goes_to_the_player_who_was_not_start_player():
    # Two farms like example 6 cannot sit at one table (the box has one half-timbered
    # house), so the tie is ranked from two equal results.
    result = calculator.score(EXAMPLE6)
    assert acbas_game.rank({"start_player": 0}, [result, result]) == ([1, 0], [1])
    assert acbas_game.rank({"start_player": 1}, [result, result]) == ([0, 1], [0])


EXAMPLE7 = acbas(["a  a+", "B  S", "C  ."], animals={"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2})


@pytest.mark.parametrize("solver", ["cpsat", "exact"])
def test_example7_best_score_is_not_the_most_animals(solver):
    result = calculator.capacity(EXAMPLE7, solver=solver)
    assert [loc["capacity"] for loc in result["locations"]] == [8, 5, 3, 1]
    assert result["fits"] is False
    assert result["keep"] == {"sheep": 8, "pigs": 4, "cattle": 5, "horses": 0}
    assert result["release"] == {"sheep": 1, "pigs": 0, "cattle": 0, "horses": 2}
    assert result["best_score"] == 15


def test_example7_scoring_animals_that_do_not_fit_names_the_best_release():
    with pytest.raises(AnimalsDoNotFit) as error:
        calculator.score(EXAMPLE7)
    assert "releasing 1 sheep, 2 horses" in str(error.value)
    assert error.value.best["best_score"] == 15


@pytest.mark.parametrize(
    ("kind", "table"),
    [
        ("sheep", {3: 0, 4: 4, 7: 7, 8: 9, 10: 11, 11: 13, 12: 14, 13: 16, 15: 20}),
        ("pigs", {6: 6, 7: 8, 9: 11, 11: 14, 12: 16}),
        ("cattle", {5: 5, 6: 7, 8: 10, 10: 13}),
        ("horses", {4: 4, 5: 6, 7: 9, 9: 12, 10: 14}),
    ],
)
def test_example8_bonus_table_edges(kind, table):
    from calculator.acbas.rules import animal_points

    assert {n: animal_points(kind, n) for n in table} == table


def test_example9_a_full_farm_needs_more_room_before_the_lamb_is_born():
    small = acbas([". .", ". .", "C a"], animals={"sheep": 2, "pigs": 1})
    assert calculator.capacity(small)["fits"] is True
    crowded = dict(small, animals={"sheep": 3, "pigs": 1})
    assert calculator.capacity(crowded)["fits"] is False
    with_trough = dict(crowded, farm=[". .", ". .", "C a+"])
    assert calculator.capacity(with_trough)["fits"] is True


def test_example10_open_stables_holds_five_and_scores_two():
    doc = acbas([". O", ". .", "C ."], animals={"cattle": 4})
    result = calculator.score(doc)
    assert result["breakdown"]["buildings"] == 2
    assert result["placement"] == [
        {"location": "open stables", "cells": [[0, 1]], "capacity": 5, "animal": "cattle", "count": 4}
    ]
