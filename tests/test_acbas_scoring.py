"""ACBAS final scoring: the full bonus table, buildings, storage, expansions, ranking."""

import pytest

import calculator
from calculator.acbas.rules import BONUS_STEPS, animal_points

FULL_TABLE = {
    # count: bonus, from the box-side table (rules 5.1)
    "sheep": [-3] * 4 + [0] * 4 + [1] * 3 + [2] * 2 + [3, 4, 5],
    "pigs": [-3] * 4 + [0] * 3 + [1] * 2 + [2] * 2 + [3, 4, 5],
    "cattle": [-3] * 4 + [0] * 2 + [1] * 2 + [2] * 2 + [3, 4, 5],
    "horses": [-3] * 4 + [0] * 1 + [1] * 2 + [2] * 2 + [3, 4, 5],
}


@pytest.mark.parametrize("kind", list(FULL_TABLE))
def test_animal_points_are_count_plus_box_side_bonus(kind):
    assert [animal_points(kind, n) - n for n in range(len(FULL_TABLE[kind]))] == FULL_TABLE[kind]


@pytest.mark.parametrize("kind", list(BONUS_STEPS))
def test_each_animal_past_the_plus_three_step_adds_one_more(kind):
    last = BONUS_STEPS[kind][-1]
    for n in range(last, last + 30):
        assert animal_points(kind, n + 1) - animal_points(kind, n) == 2


@pytest.mark.parametrize("kind", list(BONUS_STEPS))
def test_more_animals_never_score_less(kind):
    assert all(animal_points(kind, n + 1) > animal_points(kind, n) for n in range(60))


def farm_doc(farm, **fields):
    return {"game": "acbas", "farm": farm, **fields}


def test_building_points_stall_stables_house_open_stables_shelter():
    doc = farm_doc(["S B O", "L . .", "H . ."], expansions={"right": 1})
    assert calculator.score(doc)["breakdown"]["buildings"] == 1 + 4 + 2 + 0 + 5


def test_cottage_scores_nothing():
    assert calculator.score(farm_doc([". .", ". .", "C ."]))["breakdown"]["buildings"] == 0


def test_storage_building_scores_half_a_point_per_material_unrounded():
    doc = farm_doc([". G", ". .", "C ."], supply={"wood": 2, "stone": 1, "reed": 2})
    result = calculator.score(doc)
    assert result["breakdown"]["buildings"] == 2.5


def test_supply_scores_nothing_without_a_storage_building():
    doc = farm_doc([". .", ". .", "C ."], supply={"wood": 9})
    assert calculator.score(doc)["breakdown"]["buildings"] == 0


def test_expansion_with_an_empty_space_scores_nothing():
    doc = farm_doc([". . S", ". . S", "C . ."], expansions={"right": 1})
    assert calculator.score(doc)["breakdown"]["expansions"] == 0


def test_expansion_used_by_building_trough_and_pasture_scores_four():
    doc = farm_doc([". . S", ". . .+", "C . a"], expansions={"right": 1})
    assert calculator.score(doc)["breakdown"]["expansions"] == 4


def test_home_board_never_scores_expansion_points():
    doc = farm_doc(["S S", "S S", "C ."])
    assert calculator.score(doc)["breakdown"]["expansions"] == 0


def test_left_expansions_are_columns_before_the_home_board():
    doc = farm_doc(["S . .", "S . .", "S C ."], expansions={"left": 1})
    assert calculator.score(doc)["breakdown"]["expansions"] == 4


def test_empty_farm_scores_minus_twelve():
    result = calculator.score(farm_doc([". .", ". .", "C ."]))
    assert result["total"] == -12
    assert sum(result["breakdown"].values()) == result["total"]


def test_higher_total_wins_regardless_of_start_player():
    rich = farm_doc(["S S", ". .", "C ."])
    poor = farm_doc([". .", ". .", "C ."])
    result = calculator.score({"game": "acbas", "players": [poor, rich], "start_player": 1})
    assert result["ranking"] == [1, 0]
    assert result["winners"] == [1]


def test_tie_without_start_player_is_shared():
    same = farm_doc([". .", ". .", "C ."])
    assert calculator.score({"game": "acbas", "players": [same, same]})["winners"] == [0, 1]


def test_equal_totals_go_to_the_player_who_was_not_start_player_in_round_one():
    from calculator.acbas.scoring import rank

    assert rank([12, 12], start_player=0) == ([1, 0], [1])
    assert rank([12, 12], start_player=1) == ([0, 1], [0])
    assert rank([12, 12]) == ([0, 1], [0, 1])  # start player unknown: shared
    assert rank([9, 12], start_player=1) == ([1, 0], [1])  # no tie: the start player may win
