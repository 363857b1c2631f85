"""Hens document validation (api.md 1.4): each rule has a failing document whose error names the cell or field."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import calculator
from calculator.errors import InvalidDocument, RuleViolation

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))


def e1(**changes) -> dict:
    document = {"game": "hens", **copy.deepcopy(EXAMPLES["E1"])}
    document.update(changes)
    return document


def with_cell(cell: tuple[int, int], token: object, name: str = "E1") -> dict:
    document = {"game": "hens", **copy.deepcopy(EXAMPLES[name])}
    document["grid"][cell[0]][cell[1]] = token
    return document


def rejected(document: dict, error: type) -> calculator.AgricalcError:
    with pytest.raises(error) as caught:
        calculator.score(document)
    return caught.value


# -- adjacency (hens.md 4.4): same breed, or values exactly 1 apart; coops constrain nothing

def test_adjacent_hens_of_different_breed_and_equal_value_are_illegal():
    error = rejected(with_cell((2, 0), "BAR 5/2/1"), RuleViolation)  # below PAD 5, next to WYA 3
    assert error.where == "grid cell (1, 0)"
    assert "PAD 5/2/0 is next to BAR 5/2/1 at cell (2, 0)" in error.detail
    assert str(error).startswith("grid cell (1, 0): ")


def test_adjacent_hens_of_different_breed_two_values_apart_are_illegal():
    error = rejected(with_cell((0, 3), "SEB 2/2/1"), RuleViolation)  # PAD 4 on its left
    assert error.where == "grid cell (0, 2)"
    assert "differ in value by exactly 1" in error.detail


def test_values_do_not_wrap_from_6_to_1():
    grid = [["PAD 6/1/0"] * 4 for _ in range(3)]
    grid[0][0] = "WYA 1/1/0"
    error = rejected({"game": "hens", "grid": grid}, RuleViolation)
    assert error.where == "grid cell (0, 0)"
    assert "WYA 1/1/0 is next to PAD 6/1/0 at cell (0, 1)" in error.detail


def test_same_breed_neighbours_may_have_any_values():
    document = {"game": "hens", "grid": [["PAD 1/1/0", "PAD 6/1/0", "PAD 1/1/0"]] * 4}
    assert calculator.score(document)["breakdown"]["largest_group"] == 12


def test_a_coop_constrains_none_of_its_neighbours():
    # SUL 6 beside PAD 1 is illegal, but with a coop between them nothing is checked
    document = {"game": "hens", "grid": [["PAD 1/1/0", "coop", "SUL 6/1/0", "coop"],
                                         ["coop", "CEM 3/1/0", "coop", "MOD 3/1/0"],
                                         ["FAV 5/1/0", "coop", "BAR 1/1/0", "coop"]]}
    result = calculator.score(document)
    assert result["breakdown"]["coops"] == -6


# -- shape and cells

@pytest.mark.parametrize("rows", [3, 4])
def test_grid_must_be_3x4_or_4x3(rows):
    error = rejected({"game": "hens", "grid": [["PAD 3/2/0"] * rows] * rows}, RuleViolation)
    assert error.where == "grid"
    assert f"is {rows}x{rows}" in error.detail and "3x4 or 4x3" in error.detail


def test_grid_of_12_cells_in_another_shape_is_illegal():
    error = rejected({"game": "hens", "grid": [["PAD 3/2/0"] * 6] * 2}, RuleViolation)
    assert error.where == "grid"


def test_ragged_grid_names_the_row():
    grid = [["PAD 3/2/0"] * 4, ["PAD 3/2/0"] * 3, ["PAD 3/2/0"] * 4]
    error = rejected({"game": "hens", "grid": grid}, InvalidDocument)
    assert error.where == "grid row 1"


def test_grid_written_as_strings_is_malformed():
    error = rejected({"game": "hens", "grid": ["PAD 3/2/0 PAD 3/2/0 PAD 3/2/0 PAD 3/2/0"] * 3}, InvalidDocument)
    assert error.where == "grid"


def test_grid_is_required():
    error = rejected({"game": "hens", "rooster": [0, 0]}, InvalidDocument)
    assert error.where == "grid"


@pytest.mark.parametrize(("token", "says"), [
    ("PAD 3/2", "expected 'BREED value/eggs/medals'"),
    ("hen", "expected 'BREED value/eggs/medals'"),
    ("XYZ 3/2/0", "unknown breed 'XYZ'"),
    ("PAD 7/2/0", "value must be 1 to 6, got 7"),
    ("PAD 0/2/0", "value must be 1 to 6, got 0"),
    ("PAD 3/0/0", "eggs must be 1 to 3, got 0"),
    ("PAD 3/4/0", "eggs must be 1 to 3, got 4"),
    ("PAD 3/2/3", "medals must be 0 to 2, got 3"),
    (3, "must be a string"),
    (None, "must be a string"),
])
def test_bad_cell_token_is_rejected_naming_the_cell(token, says):
    error = rejected(with_cell((1, 2), token), InvalidDocument)
    assert error.where == "grid cell (1, 2)"
    assert says in error.detail


def test_cell_tokens_accept_lowercase_and_extra_spaces():
    result = calculator.score(with_cell((0, 3), " seb  5 / 2 / 1 "))
    assert result["total"] == 17


def test_4x3_grid_is_accepted():
    assert calculator.score({"game": "hens", **EXAMPLES["E3"]})["total"] == 12


# -- rooster

def test_rooster_on_a_coop_is_illegal():
    document = {"game": "hens", **copy.deepcopy(EXAMPLES["E2"]), "rooster": [2, 0]}
    error = rejected(document, RuleViolation)
    assert error.where == "rooster"
    assert "cell (2, 0) is a coop" in error.detail


def test_rooster_outside_the_grid_is_rejected():
    error = rejected(e1(rooster=[0, 4]), InvalidDocument)
    assert error.where == "rooster column"
    assert "at most 3" in error.detail


@pytest.mark.parametrize("rooster", [[0], [0, 1, 2], "0,1", {"row": 0, "col": 1}])
def test_rooster_must_be_row_and_column(rooster):
    error = rejected(e1(rooster=rooster), InvalidDocument)
    assert error.where == "rooster"


def test_rooster_is_optional_and_then_scores_nothing():
    document = e1()
    del document["rooster"]
    result = calculator.score(document)
    assert (result["breakdown"]["rooster_group"], result["rooster"], result["total"]) == (0, None, 11)


# -- document keys and settings

def test_unknown_document_key_is_rejected():
    error = rejected(e1(goal="G01"), InvalidDocument)
    assert error.where == "document"
    assert "'goal'" in error.detail


def test_name_must_be_a_string():
    error = rejected(e1(name=7), InvalidDocument)
    assert error.where == "name"


def test_unknown_setting_name_is_rejected():
    error = rejected(e1(settings={"adjacency": "strict"}), InvalidDocument)
    assert error.where == "settings"
    assert "'adjacency'" in error.detail


def test_unknown_setting_value_is_rejected():
    error = rejected(e1(settings={"full_tie_rooster": "rooster_wins"}), InvalidDocument)
    assert error.where == "settings.full_tie_rooster"
    assert "rooster_loses, rooster_scores" in error.detail


@pytest.mark.parametrize(("name", "value"), [
    ("medal_set_size", 0), ("medal_set_points", -1), ("coop_penalty", 1), ("coop_penalty", "-1"),
    ("largest_group_metric", 3),
])
def test_setting_out_of_range_is_rejected(name, value):
    error = rejected(e1(settings={name: value}), InvalidDocument)
    assert error.where == f"settings.{name}"


def test_settings_must_be_an_object():
    error = rejected(e1(settings=["full_tie_rooster"]), InvalidDocument)
    assert error.where == "settings"
