"""A ``players`` document of Agricola: 1-5 players ranked by total, ties shared (no tie-break)."""

from __future__ import annotations

import pytest

from calculator import AnimalsDoNotFit, InvalidDocument, RuleViolation, agricola, score
from calculator.agricola.examples import examples

ORDER = ("untouched", "mid_game", "strong", "starving", "caps_and_crafts")  # -14, 28, 69, -2, 38


def players(*names: str, **extra) -> dict:
    entries = []
    for name in names:
        entry = examples()[name]
        del entry["game"]
        entries.append({"name": name, **entry})
    return {"game": "agricola", "players": entries, **extra}


def test_players_five_ranked_best_first():
    result = score(players(*ORDER))
    assert [p["total"] for p in result["players"]] == [-14, 28, 69, -2, 38]
    assert result["ranking"] == [2, 4, 1, 3, 0]
    assert result["winners"] == [2]
    assert result["game"] == "agricola"


def test_players_one_player_wins_alone():
    result = score(players("starving"))
    assert result["ranking"] == [0] and result["winners"] == [0]


def test_players_ties_are_shared():
    result = score(players("mid_game", "strong", "mid_game", "strong"))
    assert result["ranking"] == [1, 3, 0, 2]
    assert result["winners"] == [1, 3]


def test_players_more_than_five_refused():
    with pytest.raises(RuleViolation) as info:
        score(players(*ORDER, "untouched"))
    assert info.value.where == "players" and "1 to 5 players" in str(info.value)


def test_players_none_refused():
    with pytest.raises(RuleViolation):
        score({"game": "agricola", "players": []})


def test_players_error_names_the_player_and_cell():
    document = players("untouched", "mid_game")
    document["players"][1]["farmyard"][0] = "F  F  X  .  ."
    with pytest.raises(InvalidDocument) as info:
        score(document)
    assert info.value.where == "players[1] farmyard cell (0, 2)"


def test_players_no_extra_top_level_keys():
    with pytest.raises(InvalidDocument):
        score(players("untouched", start_player=0))


def test_rank_directly():
    results = [{"total": 5}, {"total": 7}, {"total": 7}, {"total": -1}]
    assert agricola.rank({}, results) == ([1, 2, 0, 3], [1, 2])


def test_players_animals_that_do_not_fit_are_named_at_the_player():
    document = players("untouched", "untouched")
    document["players"][1]["animals"] = {"sheep": 3}  # the house holds one animal
    with pytest.raises(AnimalsDoNotFit) as caught:
        score(document)
    assert caught.value.where == "players[1] animals"
    assert caught.value.best["release"] == {"sheep": 2, "boar": 0, "cattle": 0}
