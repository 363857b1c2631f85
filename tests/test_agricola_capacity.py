"""Agricola capacity: locations, max animals, and the keep/release choice with the best FULL score."""

from __future__ import annotations

from itertools import product

import pytest

from calculator import AnimalsDoNotFit, agricola, capacity
from calculator.agricola.examples import examples

ANIMALS = ("sheep", "boar", "cattle")
SOLVERS = ("exact", "cpsat")


def fits_by_rule(pastures: list[int], flexible: int, herd: tuple[int, ...]) -> bool:
    """Rules 9.3, independently of the solvers: some type per pasture leaves at most
    ``flexible`` animals (pet + unfenced stables) without a pasture place."""
    for kinds in product(range(len(ANIMALS) + 1), repeat=len(pastures)):
        room = [0] * len(ANIMALS)
        for capacity_, kind in zip(pastures, kinds):
            if kind:
                room[kind - 1] += capacity_
        if sum(max(0, n - r) for n, r in zip(herd, room)) <= flexible:
            return True
    return False


def test_locations_pastures_unfenced_stables_and_house_pet():
    document = {"game": "agricola", "farmyard": ["S  .  .  a* a", "R  R  .  b  b*", "R  S  .  .  ."]}
    result = agricola.capacity_document(document)
    assert result["locations"] == [
        {"location": "stable", "cells": [[0, 0]], "capacity": 1},
        {"location": "pasture a", "cells": [[0, 3], [0, 4]], "capacity": 8},
        {"location": "house", "cells": [[1, 0], [1, 1], [2, 0]], "capacity": 1},
        {"location": "pasture b", "cells": [[1, 3], [1, 4]], "capacity": 8},
        {"location": "stable", "cells": [[2, 1]], "capacity": 1},
    ]
    assert result["max_animals"] == {"sheep": 19, "boar": 19, "cattle": 19}
    assert set(result) == {"game", "locations", "max_animals"}


def test_house_pet_holds_one_animal_whatever_the_house():
    farmyard = ["R  R  R  .  .", "R  R  R  .  .", ".  .  .  .  ."]
    for house in ("wood", "clay", "stone"):
        result = agricola.capacity_document({"farmyard": farmyard, "house": house, "animals": {"cattle": 2}})
        assert result["max_animals"]["cattle"] == 1
        assert result["keep"] == {"sheep": 0, "boar": 0, "cattle": 1}


def test_unfenced_stables_take_one_animal_of_any_type_each():
    document = {"farmyard": [".  S  S  S  .", "R  .  .  .  .", "R  .  .  .  ."],
                "animals": {"sheep": 1, "boar": 1, "cattle": 2}}
    result = agricola.capacity_document(document)
    assert result["fits"] is True
    assert sorted((p["location"], p["animal"]) for p in result["placement"]) == [
        ("house", "cattle"), ("stable", "boar"), ("stable", "cattle"), ("stable", "sheep")]


@pytest.mark.parametrize("solver", SOLVERS)
def test_capacity_with_animals_that_fit(solver):
    result = agricola.capacity_document(examples()["mid_game"], solver=solver)
    assert result["fits"] is True
    assert result["keep"] == {"sheep": 5, "boar": 2, "cattle": 1}
    assert result["release"] == {"sheep": 0, "boar": 0, "cattle": 0}
    assert result["best_score"] == 28  # the full score, not the animal part


@pytest.mark.parametrize("solver", SOLVERS)
def test_best_score_is_the_full_score_of_the_kept_animals(solver):
    document = {**examples()["strong"], "animals": {"sheep": 20, "boar": 9, "cattle": 9}}
    result = agricola.capacity_document(document, solver=solver)
    assert result["fits"] is False
    kept = {**document, "animals": result["keep"]}
    assert result["best_score"] == agricola.score_document(kept)["total"]
    assert result["best_score"] == 69  # every animal category stays at 4 points
    assert {k: result["keep"][k] + result["release"][k] for k in ANIMALS} == document["animals"]


FARMS = {
    "c1": examples()["capacity_c1"]["farmyard"],
    "c2": examples()["capacity_c2"]["farmyard"],
    "mid": examples()["mid_game"]["farmyard"],
    "singles": ["R  F  F  F  F", "R  F  F  a  b", "R  S  e  c* d"],
}


def brute_force_best(document: dict) -> tuple[int, int]:
    """The best (full score, animals kept) over every keepable herd, by the rules' fit test."""
    locations = agricola.capacity_document({**document, "animals": {}})["locations"]
    pastures = [loc["capacity"] for loc in locations if loc["location"].startswith("pasture")]
    flexible = len(locations) - len(pastures)
    herd = tuple(document["animals"][a] for a in ANIMALS)
    best = None
    for kept in product(*(range(n + 1) for n in herd)):
        if fits_by_rule(pastures, flexible, kept):
            total = agricola.score_document({**document, "animals": dict(zip(ANIMALS, kept))})
            candidate = (total["total"], sum(kept))
            best = candidate if best is None or candidate > best else best
    return best


@pytest.mark.parametrize("solver", SOLVERS)
@pytest.mark.parametrize(("farm", "herd"), [
    ("c1", (10, 5, 3)), ("c1", (3, 9, 9)), ("c2", (12, 6, 3)), ("c2", (2, 9, 9)),
    ("mid", (9, 3, 2)), ("mid", (1, 7, 7)), ("singles", (5, 5, 5)), ("singles", (0, 9, 2)),
])
def test_keep_release_choice_is_the_true_optimum(farm, herd, solver):
    document = {"farmyard": FARMS[farm], "people": 3, "grain": 2, "animals": dict(zip(ANIMALS, herd))}
    result = agricola.capacity_document(document, solver=solver)
    assert (result["best_score"], sum(result["keep"].values())) == brute_force_best(document)
    assert result["fits"] is fits_by_rule(
        [loc["capacity"] for loc in result["locations"] if loc["location"].startswith("pasture")],
        sum(1 for loc in result["locations"] if not loc["location"].startswith("pasture")), herd)


@pytest.mark.parametrize("solver", SOLVERS)
def test_score_refuses_animals_that_do_not_fit_naming_best_score_and_release(solver):
    document = {**examples()["capacity_c2"], "animals": {"sheep": 12, "boar": 6, "cattle": 3}}
    with pytest.raises(AnimalsDoNotFit) as info:
        agricola.score_document(document, solver=solver)
    best = info.value.best
    assert best == agricola.capacity_document(document, solver=solver)
    assert best["fits"] is False and sum(best["release"].values()) == 1
    assert f"the best score, {best['best_score']}," in str(info.value)
    released = next(f"1 {a}" for a, n in best["release"].items() if n)
    assert released in str(info.value)


def test_capacity_for_a_players_document_gives_each_farmyard():
    document = {"game": "agricola", "players": [examples()["capacity_c1"], examples()["capacity_c3"]]}
    result = capacity(document)
    assert [p["max_animals"]["sheep"] for p in result["players"]] == [22, 385]
