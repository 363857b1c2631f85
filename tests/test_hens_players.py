"""Hens players documents: one goal card for everyone, and the final tie-breakers of hens.md 4.13."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import calculator
from calculator.errors import InvalidDocument, RuleViolation

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))

ALL_PAD = {"grid": [["PAD 3/1/0"] * 4] * 3}  # one 12-card group, 12 eggs: total 12
# Both 9 points from a 9-card PAD group; the SEB group beside it has 3 cards in NINE_THREE, 2 in NINE_TWO.
NINE_THREE = {"grid": [["PAD 3/1/0", "PAD 3/1/0", "PAD 3/1/0", "SEB 4/1/0"]] * 3}
NINE_TWO = {"grid": [["PAD 3/1/0", "PAD 3/1/0", "PAD 3/1/0", "SEB 4/1/0"],
                     ["PAD 3/1/0", "PAD 3/1/0", "PAD 5/1/0", "SEB 4/1/0"],
                     ["PAD 3/1/0", "PAD 3/1/0", "PAD 4/1/0", "WYA 5/1/0"]]}


def play(*players, **top) -> dict:
    return calculator.score({"game": "hens", "players": [copy.deepcopy(p) for p in players], **top})


def test_highest_total_wins_whatever_the_group_sizes():
    result = play(ALL_PAD, EXAMPLES["E1"], EXAMPLES["E5"])
    assert [p["total"] for p in result["players"]] == [12, 17, 10]
    assert (result["ranking"], result["winners"]) == ([1, 0, 2], [1])


def test_equal_totals_go_to_the_larger_largest_group():
    result = play(EXAMPLES["E3"], ALL_PAD)
    assert [p["total"] for p in result["players"]] == [12, 12]
    assert (result["ranking"], result["winners"]) == ([1, 0], [1])


def test_then_to_the_larger_second_largest_group():
    result = play(NINE_TWO, NINE_THREE)
    assert [p["total"] for p in result["players"]] == [9, 9]
    assert [p["tiebreakers"]["second_group_size"] for p in result["players"]] == [2, 3]
    assert (result["ranking"], result["winners"]) == ([1, 0], [1])


def test_then_to_more_medals_and_eggs_are_not_a_tiebreaker():
    result = play(EXAMPLES["E6_player_b"], EXAMPLES["E1"], goal_card="G03")
    assert (result["ranking"], result["winners"]) == ([1, 0], [1])


def test_still_tied_players_share_the_win():
    result = play(EXAMPLES["E1"], EXAMPLES["E5"], EXAMPLES["E1"])
    assert (result["ranking"], result["winners"]) == ([0, 2, 1], [0, 2])


def test_top_level_goal_card_scores_for_every_player():
    result = play(EXAMPLES["E5"], EXAMPLES["E4"], goal_card="G01")
    assert [p["goal_card"] for p in result["players"]] == ["G01", "G01"]
    # E5: five hens valued 1 or 6, two singletons; E4: three and one
    assert [p["breakdown"]["goals"] for p in result["players"]] == [3, 2]


def test_top_level_settings_apply_to_every_player():
    result = play(EXAMPLES["E5"], EXAMPLES["E5"], settings={"full_tie_rooster": "rooster_scores"})
    assert [p["total"] for p in result["players"]] == [16, 16]


def test_a_single_player_is_scored_and_ranked():
    result = play(EXAMPLES["E1"], goal_card="G03")
    assert (result["players"][0]["total"], result["ranking"], result["winners"]) == (23, [0], [0])


@pytest.mark.parametrize("count", [0, 5])
def test_hens_is_played_by_one_to_four_players(count):
    with pytest.raises(RuleViolation, match="played by 1 to 4 players") as error:
        play(*[EXAMPLES["E1"]] * count)
    assert error.value.where == "players"


def test_an_invalid_player_entry_is_named():
    bad = copy.deepcopy(EXAMPLES["E1"])
    bad["grid"][2][3] = "SEB 9/3/1"
    with pytest.raises(InvalidDocument) as error:
        play(EXAMPLES["E1"], bad)
    assert error.value.where == "players[1] grid cell (2, 3)"


def test_unknown_goal_card_at_top_level_is_named_for_the_first_player():
    with pytest.raises(InvalidDocument) as error:
        play(EXAMPLES["E1"], goal_card="G99")
    assert error.value.where == "players[0] goal_card"


def test_unknown_key_beside_players_is_rejected():
    with pytest.raises(InvalidDocument, match="rooster"):
        play(EXAMPLES["E1"], rooster=[0, 0])
