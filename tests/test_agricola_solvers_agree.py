"""Property test: on random legal Agricola farms and herds, the CP-SAT and the fast exact
solver find the same optimum, both placements are valid, and "fits" agrees with rules 9.3."""

from __future__ import annotations

import random
from itertools import product

import pytest
from conftest import soak_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator.agricola import rules
from calculator.agricola.samples import random_position
from calculator.agricola.scoring import animal_points, best_housing
from calculator import housing
from calculator.solver import PlacementProblem, check_placement

EXAMPLES = soak_games(300)  # the sample; 2000 and more in a soak run


def placement_problem(locations, herd: dict[str, int]) -> PlacementProblem:
    """The problem ``calculator.housing.house`` solves for these locations and herd."""
    return housing.placement_problem(locations, herd, animal_points)


def fits_by_rule(locations, herd: dict[str, int]) -> bool:
    """Rules 9.3: some type per pasture leaves at most (pet + unfenced stables) animals over."""
    pastures = [loc.capacity for loc in locations if loc.name.startswith("pasture")]
    flexible = len(locations) - len(pastures)
    need = [herd[a] for a in rules.ANIMALS]
    for kinds in product(range(len(need) + 1), repeat=len(pastures)):
        room = [0] * len(need)
        for capacity, kind in zip(pastures, kinds):
            if kind:
                room[kind - 1] += capacity
        if sum(max(0, n - r) for n, r in zip(need, room)) <= flexible:
            return True
    return False


@pytest.mark.slow
@settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**64 - 1))
def test_cpsat_and_exact_solvers_agree_on_random_farms(seed):
    position = random_position(random.Random(seed))
    locations = position.farmyard.locations
    problem = placement_problem(locations, position.animals)
    fast = best_housing(position, solver="exact")
    reference = best_housing(position, solver="cpsat")
    for housing in (fast, reference):
        check_placement(problem, housing.placement)
        assert housing.keep == dict(zip(rules.ANIMALS, housing.placement.kept))
        assert all(housing.keep[a] + housing.release[a] == position.animals[a] for a in rules.ANIMALS)
        assert sum(p["count"] for p in housing.placement_json()) == sum(housing.keep.values())
        assert housing.fits == (not any(housing.release.values()))  # the fit check agrees with the solver
    assert fast.placement.objective == reference.placement.objective
    assert fast.fits == reference.fits == fits_by_rule(locations, position.animals)
