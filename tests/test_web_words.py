"""Words for players (issue 16 item 6): each game's face says its categories, counts, goals and
tie-breaks in words; no internal names reach a page."""

from __future__ import annotations

import doctest
import importlib
import itertools

import pytest

from calculator.hens import rules as hens_rules
from web.faces import face
from web.faces.hens import GOAL_WORDS, goal_text


def params_of(kind: str) -> dict:
    """Parameters of a goal kind at the low end of their ranges (values: a list of two)."""
    low = {name: hens_rules.GOAL_PARAMS[name][0] for name in hens_rules.GOAL_KINDS[kind]}
    return {name: [value, value + 5] if name == "values" else value for name, value in low.items()}


def test_every_goal_kind_of_the_goal_language_has_plain_words():
    assert set(GOAL_WORDS) == set(hens_rules.GOAL_KINDS)
    for kind in hens_rules.GOAL_KINDS:
        words = goal_text(kind, params_of(kind), -2)
        assert words.startswith("−2 points ") and "_" not in words and not set("≥≤{}") & set(words), words


@pytest.mark.parametrize("kind, params, points, words", [
    ("per_hen_value_in", {"values": [1, 6]}, 1, "1 point for each hen of value 1 or 6"),
    ("per_hen_eggs_eq", {"eggs": 1}, -1, "−1 point for each hen with exactly 1 egg"),
    ("per_hen_medals_eq", {"medals": 2}, 1, "1 point for each hen with exactly 2 medals"),
    ("per_distinct_breed_over", {"n": 3}, -1, "−1 point for each breed you have beyond 3"),
    ("if_no_coops", {}, 3, "3 points if you have no coops"),
])
def test_a_goal_reads_as_a_sentence(kind, params, points, words):
    assert goal_text(kind, params, points) == words
    assert goal_text(kind, params) == words.split(" ", 2)[2][:1].upper() + words.split(" ", 2)[2][1:]


@pytest.mark.parametrize("game, counts, words", [
    ("acbas", {"sheep": 1, "pigs": 1, "cattle": 6, "horses": 0}, "1 sheep, 1 pig and 6 cattle"),
    ("acbas", {"horses": 1}, "1 horse"),
    ("acbas", {"pigs": 2, "horses": 3}, "2 pigs and 3 horses"),
    ("agricola", {"sheep": 0, "boar": 1, "cattle": 0}, "1 wild boar"),
    ("agricola", {"sheep": 0}, "nothing"),
])
def test_animals_are_counted_in_the_game_s_nouns(game, counts, words):
    assert face(game).quantities(counts) == words


def test_agricola_s_majors_are_a_row_of_their_own_and_the_rows_add_up():
    entry = {"majors": ["cooking_hearth", "well", "fireplace"]}
    result = {"total": 30, "breakdown": {"rooms": 4, "card_points": 9, "bonus_points": 2, "begging": 15}}
    rows = face("agricola").score_rows(entry, result)
    assert [(r.label, r.points) for r in rows] == [
        ("Rooms", 4), ("Major improvements", 6), ("Occupations and minors", 3), ("Bonus points", 2),
        ("Begging cards", 15)]
    assert sum(r.points for r in rows) == result["total"]


def table(*totals_and_tiebreakers) -> dict:
    """A whole-table result of Hens with these totals and tie-breakers (largest, second, medals)."""
    players = [{"total": total, "tiebreakers": dict(zip(hens_rules.TIEBREAKERS, rest))}
               for total, *rest in totals_and_tiebreakers]
    return {"players": players}


@pytest.mark.parametrize("result, words", [
    (table((20, 6, 3, 1), (20, 5, 5, 4)),
     "Ann and Bob have 20 points. Largest group: Ann 6 hens, Bob 5 hens. Ann wins the tie."),
    (table((18, 6, 3, 1), (20, 5, 4, 4), (20, 5, 4, 2)),
     "Bob and Cy have 20 points. Largest group: Bob 5 hens, Cy 5 hens. Second-largest group: Bob 4 hens, Cy 4 hens. "
     "Medals: Bob 4 medals, Cy 2 medals. Bob wins the tie."),
    (table((20, 5, 4, 1), (20, 5, 4, 1)),
     "Ann and Bob have 20 points. Largest group: Ann 5 hens, Bob 5 hens. Second-largest group: Ann 4 hens, "
     "Bob 4 hens. Medals: Ann 1 medal, Bob 1 medal. Still equal, Ann and Bob share the win."),
    (table((21, 5, 4, 1), (20, 6, 4, 1)), None),
])
def test_a_hens_tie_break_tells_each_tie_breaker_it_read(result, words):
    assert face("hens").tie_break({}, result, ["Ann", "Bob", "Cy"]) == words


@pytest.mark.parametrize("start, words", [
    (1, "Ann and Bob both have 12 points; the tie goes to Ann, because Bob was the start player in round 1."),
    (None, "Ann and Bob share the win with 12 points: the start player of round 1 was not given "
           "(the other player wins a tie)."),
])
def test_an_acbas_tie_goes_to_the_player_who_did_not_start(start, words):
    result = {"players": [{"total": 12}, {"total": 12}]}
    document = {} if start is None else {"start_player": start}
    assert face("acbas").tie_break(document, result, ["Ann", "Bob"]) == words
    assert face("acbas").tie_break(document, {"players": [{"total": 12}, {"total": 11.5}]}, ["Ann", "Bob"]) is None


def test_equal_agricola_totals_share_the_win():
    result = {"players": [{"total": 40}, {"total": 31}, {"total": 40}]}
    assert face("agricola").tie_break({}, result, ["Ann", "Bob", "Cy"]) == \
        "Ann and Cy share the win with 40 points. Agricola has no tie-break."


@pytest.mark.parametrize("module", ["web.forms", "web.table_form", "web.faces.hens"])
def test_the_examples_in_the_docstrings_hold(module):
    assert doctest.testmod(importlib.import_module(module)).failed == 0


def test_no_two_goal_kinds_read_alike():
    sentences = [goal_text(kind, params_of(kind), 1) for kind in hens_rules.GOAL_KINDS]
    assert all(a != b for a, b in itertools.combinations(sentences, 2))
