"""The cost and prerequisite notation of ``cards-eik.csv`` (:mod:`calculator.agricola.card_terms`):
one test per form found in the csv, and every row of the csv read."""

from __future__ import annotations

import csv
import io

import pytest

from calculator.agricola.card_terms import NotationError, Option, Requirement, parse_cost, parse_prerequisite, terms
from calculator.agricola.cards.catalogue import data_text

ROWS = list(csv.DictReader(io.StringIO(data_text("cards-eik.csv"))))


def test_no_cost_is_free():
    assert parse_cost("") == (Option({}),)


def test_goods_are_counts_and_goods():
    assert parse_cost("3 Wood 1 Stone") == (Option({"wood": 3, "stone": 1}),)
    assert parse_cost("1 Vegetable 2 Stone") == (Option({"vegetables": 1, "stone": 2}),)


def test_an_occupations_food_cost():
    assert parse_cost("2 Food") == (Option({"food": 2}),)


def test_an_animal_as_cost():
    assert parse_cost("1 Sheep") == (Option({"sheep": 1}),)


def test_alternatives_are_either_way():
    assert parse_cost("2 Wood or 2 Clay") == (Option({"wood": 2}), Option({"clay": 2}))


def test_goods_after_a_comma_are_paid_with_either_alternative():
    assert parse_cost("3 Wood or 3 Clay, 2 Reed") == (Option({"wood": 3, "reed": 2}), Option({"clay": 3, "reed": 2}))


def test_a_major_paid_by_returning_an_improvement():
    assert parse_cost("4 Clay or Fireplace") == (Option({"clay": 4}), Option({}, ("fireplace",)))


def test_occupations_played():
    assert parse_prerequisite("2 Occupations") == ((Requirement("occupations", 2),), ())
    assert parse_prerequisite("1 Occupation") == ((Requirement("occupations", 1),), ())


def test_no_occupations():
    assert parse_prerequisite("No Occupations") == ((Requirement("occupations", 0, 0),), ())


def test_improvements_and_occupations_together():
    assert parse_prerequisite("2 Improvements 3 Occupations") == (
        (Requirement("improvements", 2), Requirement("occupations", 3)), ())


def test_an_oven_and_animals_held():
    assert parse_prerequisite("1 Oven") == ((Requirement("ovens", 1),), ())
    assert parse_prerequisite("2 Cattle") == ((Requirement("cattle", 2),), ())
    assert parse_prerequisite("4 Animals") == ((Requirement("animals", 4),), ())


def test_sown_fields():
    assert parse_prerequisite("2 Grain Fields") == ((Requirement("grain_fields", 2),), ())
    assert parse_prerequisite("1 Vegetable Field") == ((Requirement("vegetable_fields", 1),), ())
    assert parse_prerequisite("4 Planted Fields") == ((Requirement("planted_fields", 4),), ())


def test_improvements_returned():
    assert parse_prerequisite("Return 1 Oven") == ((), ("oven",))
    assert parse_prerequisite("Return Well") == ((), ("well",))
    assert parse_prerequisite("Return 2 Improvements") == ((), ("improvement", "improvement"))


def test_a_returned_improvement_joins_every_way_to_pay():
    assert terms("2 Stone", "Return 1 Oven").options == (Option({"stone": 2}, ("oven",)),)


@pytest.mark.parametrize("text", ["2 Gold", "Wood", "3 Wood or", "2 Dragons"])
def test_an_unknown_cost_is_refused(text):
    with pytest.raises(NotationError):
        parse_cost(text)


@pytest.mark.parametrize("text", ["Return 1 Castle", "many occupations", "2 Dragons", "2 Occupations please"])
def test_an_unknown_prerequisite_is_refused(text):
    with pytest.raises(NotationError):
        parse_prerequisite(text)


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['deck']}{r['number']}" for r in ROWS])
def test_every_row_of_the_csv_is_read(row):
    found = terms(row["cost"], row["prerequisite"])
    assert found.options
    if row["cost"]:
        assert any(option.price or option.returns for option in found.options)
    if row["prerequisite"]:
        assert found.requires or all(option.returns for option in found.options)
