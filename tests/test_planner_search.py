"""The planner's optimum equals an exhaustive search's on every small farm tried.

Each case is a plan request on a farm small enough to try every plan (the ACBAS
home board; an Agricola farmyard with a few free spaces): the CP-SAT planner and
:mod:`exhaustive_plans` must agree on the best value, and on the tie-breaks
(cheapest, then fewest builds); the plan must be proven optimal and its farm
must score as claimed through ``calculator.score``.
"""

from __future__ import annotations

import random

import pytest
from conftest import soak_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import calculator
from calculator.acbas import rules as acbas_rules
from calculator.acbas.samples import random_farm_document
from calculator.agricola import rules as agricola_rules
from calculator.planner import plan
from exhaustive_plans import best_acbas, best_agricola

# Cases per game: 10 in the suite (the sample); AGRICALC_SOAK_GAMES=500 for a long soak run.
CASES = settings(max_examples=soak_games(10), deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow])

# Farmyards with four to six spaces free of rooms and fields, some with pastures and stables.
AGRICOLA_FARMYARDS = (
    ["F  F  F  .  .", "R  R  F  .  .", "R  R  F  .  ."],
    ["R  F  F  F  F", "R  F  F  .  .", "R  R  .  .  ."],
    ["F  F  F  a  a", "R  R  F  .  S", "R  R  F  .  ."],
    ["F  F  F  F  .", "R  R  a  a* .", "R  R  b  .  ."],
    [".  .  F  F  F", ".  R  R  F  F", ".  R  R  R  F"],
    ["F  F  .  a  .", "R  F  F  .  .", "R  R  F  F  F"],
)


def herds(animals: tuple[str, ...], most: int):
    return st.one_of(st.just("any"), st.fixed_dictionaries({a: st.integers(0, most) for a in animals}))


@st.composite
def acbas_requests(draw) -> dict:
    seed = draw(st.integers(0, 2**32 - 1))
    if draw(st.booleans()):
        farm = {}  # the starting farm
    else:
        document = random_farm_document(random.Random(seed), expansions=0, max_herd=0)
        farm = {"farm": document["farm"], "supply": document["supply"]}
    budget = {"borders": draw(st.integers(0, 6)), "wood": draw(st.integers(0, 5)),
              "stone": draw(st.integers(0, 4)), "reed": draw(st.integers(0, 1))}
    return {"game": "acbas", **farm, "budget": budget, "animals": draw(herds(acbas_rules.ANIMALS, 9)),
            "objective": draw(st.sampled_from(("score", "animal_points")))}


@st.composite
def agricola_requests(draw) -> dict:
    request = {"game": "agricola", "farmyard": draw(st.sampled_from(AGRICOLA_FARMYARDS)),
               "budget": {"wood": draw(st.integers(0, 10))}, "animals": draw(herds(agricola_rules.ANIMALS, 9)),
               "objective": draw(st.sampled_from(("score", "animal_points")))}
    if draw(st.booleans()):  # the Joinery scores wood left over
        request["majors"] = ["joinery"]
        request["supply"] = {"wood": draw(st.integers(0, 4))}
    return request


def planned(request: dict) -> tuple:
    """The planner's (value, cost, builds), after checking the plan's own claims."""
    result = plan(request)
    assert result["optimal"]
    assert calculator.score(result["farm"], solver="exact") == result["score"]
    spent = {key: n for key, n in result["cost"].items() if key != "borders"}
    assert all(n <= request["budget"].get(key, 0) for key, n in result["cost"].items())
    return result["value"], sum(spent.values()), len(result["builds"])


@pytest.mark.slow
@CASES
@given(acbas_requests())
def test_acbas_home_board_plans_are_the_exhaustive_optimum(request):
    assert planned(request) == best_acbas(request)


@pytest.mark.slow
@CASES
@given(agricola_requests())
def test_agricola_plans_with_few_free_spaces_are_the_exhaustive_optimum(request):
    assert planned(request) == best_agricola(request)
