"""The Agricola position model: document round trips, defaults, and the rules data it reads."""

from __future__ import annotations

import random

import pytest

from calculator import agricola
from calculator.agricola import rules
from calculator.agricola.examples import examples
from calculator.agricola.position import parse_position
from calculator.agricola.samples import random_position


@pytest.mark.parametrize("name", sorted(examples()))
def test_to_document_round_trips_the_examples(name):
    position = parse_position(examples()[name])
    document = position.to_document()
    assert document["game"] == "agricola"
    assert parse_position(document) == position


def test_to_document_round_trips_random_positions():
    rng = random.Random(11)
    for _ in range(200):
        position = random_position(rng)
        assert parse_position(position.to_document()) == position


def test_to_document_scores_like_the_original_document():
    document = examples()["strong"]
    again = parse_position(document).to_document()
    assert agricola.score_document(again) == agricola.score_document(document)


def test_defaults_start_house_and_family_and_nothing_else():
    position = parse_position({"farmyard": examples()["untouched"]["farmyard"]})
    assert (position.house, position.people) == ("wood", 2)
    assert position.animals == {"sheep": 0, "boar": 0, "cattle": 0}
    assert (position.grain, position.vegetables, position.majors, position.begging) == (0, 0, (), 0)
    assert position.animals_given is False


def test_majors_are_kept_in_rules_order_with_repeats():
    position = parse_position({**examples()["untouched"], "majors": ["well", "fireplace", "fireplace"]})
    assert position.majors == ("fireplace", "fireplace", "well")


def test_rules_major_improvements_data():
    assert sum(major.count for major in rules.MAJORS.values()) == 10
    assert [dict(cost) for cost in rules.MAJORS["fireplace"].costs] == [{"clay": 2}, {"clay": 3}]
    assert [dict(cost) for cost in rules.MAJORS["cooking_hearth"].costs] == [{"clay": 4}, {"clay": 5}]
    assert rules.MAJORS["cooking_hearth"].upgrade_from == "fireplace"
    assert dict(rules.MAJORS["well"].costs[0]) == {"wood": 1, "stone": 3}
    assert (rules.MAJORS["stone_oven"].bake_rate, rules.MAJORS["stone_oven"].bake_limit) == (4, 2)
    assert (rules.MAJORS["clay_oven"].bake_rate, rules.MAJORS["clay_oven"].bake_limit) == (5, 1)
    assert rules.MAJORS["cooking_hearth"].cooking["cattle"] == 4
    assert rules.MAJORS["basketmakers_workshop"].harvest_conversion == ("reed", 3)


def test_rules_pasture_capacity_doubles_per_stable():
    assert [rules.pasture_capacity(2, s) for s in range(5)] == [4, 8, 16, 32, 64]
