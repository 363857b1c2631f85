"""The worked examples of the Agricola rules: totals, full breakdowns, capacity examples C1-C3."""

from __future__ import annotations

import pytest

from calculator import AnimalsDoNotFit, agricola
from calculator.agricola.examples import examples
from calculator.agricola.position import parse_position

SOLVERS = ("exact", "cpsat")
KEYS = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle", "unused_spaces",
        "fenced_stables", "rooms", "family_members", "card_points", "bonus_points", "begging")

# The breakdown tables of the rules' worked examples, in KEYS order.
EXPECTED = {
    "untouched": (-14, (-1, -1, -1, -1, -1, -1, -1, -13, 0, 0, 6, 0, 0, 0)),
    "mid_game": (28, (2, 2, 2, 2, 2, 1, 1, -4, 1, 4, 12, 3, 0, 0)),
    "strong": (69, (4, 4, 4, 4, 4, 3, 4, 0, 4, 10, 15, 10, 3, 0)),
    "starving": (-2, (-1, 1, 1, -1, 1, 1, -1, -7, 0, 0, 9, 1, 0, -6)),
    "caps_and_crafts": (38, (4, 4, -1, 4, 1, -1, 2, 0, 1, 3, 15, 5, 4, -3)),
    "early_food_grab": (71, (4, 4, 4, 4, 4, 4, 4, 0, 3, 8, 15, 14, 3, 0)),
}


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("name", EXPECTED)
def test_worked_example_total_and_breakdown(name, solver):
    total, breakdown = EXPECTED[name]
    result = agricola.score_document(examples()[name], solver=solver)
    assert result["game"] == "agricola"
    assert list(result["breakdown"]) == list(KEYS)
    assert tuple(result["breakdown"].values()) == breakdown
    assert result["total"] == total == sum(breakdown)


def test_worked_example_2_places_animals_as_described():
    placement = agricola.score_document(examples()["mid_game"])["placement"]
    by_location = {(p["location"], p["animal"]): (p["count"], p["capacity"]) for p in placement}
    assert by_location[("pasture a", "sheep")] == (5, 8)
    assert by_location[("pasture b", "boar")] == (2, 2)
    assert by_location[("house", "cattle")] == (1, 1)
    assert sum(p["count"] for p in placement) == 8


@pytest.mark.parametrize(("name", "fences", "stables"), [
    ("mid_game", 9, 2), ("strong", 14, 4), ("starving", 8, 0), ("caps_and_crafts", 15, 2),
    ("capacity_c1", 12, 2), ("capacity_c2", 11, 4), ("capacity_c3", 14, 4),
])
def test_worked_example_fence_and_stable_counts(name, fences, stables):
    farmyard = parse_position(examples()[name]).farmyard
    assert len(farmyard.fences) == fences
    assert len(farmyard.stables) == stables


CAPACITY = {
    "capacity_c1": (22, {"pasture a": 16, "pasture b": 4, "stable": 1, "house": 1}),
    "capacity_c2": (24, {"pasture a": 16, "pasture b": 4, "pasture c": 2, "stable": 1, "house": 1}),
    "capacity_c3": (385, {"pasture a": 384, "house": 1}),
}


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize("name", CAPACITY)
def test_capacity_example_max_animals_and_locations(name, solver):
    most, locations = CAPACITY[name]
    result = agricola.capacity_document(examples()[name], solver=solver)
    assert result["max_animals"] == {"sheep": most, "boar": most, "cattle": most}
    assert {loc["location"]: loc["capacity"] for loc in result["locations"]} == locations
    assert "fits" not in result  # no animals given


HERDS = [
    ("capacity_c1", (10, 4, 2), True), ("capacity_c1", (16, 4, 2), True), ("capacity_c1", (17, 4, 1), True),
    ("capacity_c1", (2, 16, 4), True), ("capacity_c1", (10, 5, 3), False),
    ("capacity_c2", (12, 5, 3), True), ("capacity_c2", (12, 6, 3), False),
    ("capacity_c3", (385, 0, 0), True), ("capacity_c3", (0, 0, 385), True), ("capacity_c3", (384, 1, 0), True),
    ("capacity_c3", (386, 0, 0), False), ("capacity_c3", (383, 1, 1), False),
]


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize(("name", "herd", "fits"), HERDS)
def test_capacity_example_herd_fits_or_not(name, herd, fits, solver):
    document = {**examples()[name], "animals": dict(zip(("sheep", "boar", "cattle"), herd))}
    result = agricola.capacity_document(document, solver=solver)
    assert result["fits"] is fits
    released = sum(result["release"].values())
    if fits:
        assert released == 0
        assert sum(p["count"] for p in result["placement"]) == sum(herd)
    else:
        assert released > 0
        with pytest.raises(AnimalsDoNotFit):
            agricola.score_document(document, solver=solver)


def test_capacity_example_c3_stables_double_each_time_not_once_or_linearly():
    result = agricola.capacity_document(examples()["capacity_c3"])
    pasture = next(loc for loc in result["locations"] if loc["location"] == "pasture a")
    assert pasture["capacity"] == 2 * 12 * 2**4
    assert pasture["capacity"] not in (48, 192)  # single doubling, linear multiplier


def test_capacity_example_c1_type_constraint_keeps_the_best_scoring_sixteen():
    # (10, 5, 3) does not fit; at most 16 animals do, and (10, 5, 1) scores 4 + 3 + 1 = 8 animal points,
    # as much as (10, 4, 2); both keep 16.
    document = {**examples()["capacity_c1"], "animals": {"sheep": 10, "boar": 5, "cattle": 3}}
    result = agricola.capacity_document(document)
    assert sum(result["keep"].values()) == 16
    assert sum(result["release"].values()) == 2
    kept = {**document, "animals": result["keep"]}
    assert result["best_score"] == agricola.score_document(kept)["total"]
    breakdown = agricola.score_document(kept)["breakdown"]
    assert breakdown["sheep"] + breakdown["boar"] + breakdown["cattle"] == 8
