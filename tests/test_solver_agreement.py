"""The two exact placement solvers agree, and their answers are valid placements."""

import random

import pytest
from conftest import soak_games
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator.acbas import parse_position, rules
from calculator.acbas.samples import random_farm_document
from calculator.solver import PlacementProblem, check_placement, solve

ACBAS_CASES = soak_games(300)  # the sample; 2000 and more in a soak run


def acbas_problem(seed: int, herd: tuple[int, ...]) -> PlacementProblem:
    farm = parse_position(random_farm_document(random.Random(seed))).farm
    capacities = tuple(location.capacity for location in farm.locations)
    herd = tuple(min(n, sum(capacities)) for n in herd)
    values = tuple(tuple(rules.animal_points(a, k) for k in range(n + 1)) for a, n in zip(rules.ANIMALS, herd))
    return PlacementProblem(capacities, herd, values)


def assert_solvers_agree(problem: PlacementProblem) -> None:
    fast = solve(problem, method="exact")
    reference = solve(problem, method="cpsat")
    check_placement(problem, fast)
    check_placement(problem, reference)
    assert fast.objective == reference.objective


@pytest.mark.slow
@settings(max_examples=ACBAS_CASES, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), herd=st.tuples(*[st.integers(0, 20)] * 4))
def test_exact_and_cpsat_agree_on_random_acbas_farms(seed, herd):
    assert_solvers_agree(acbas_problem(seed, herd))


@st.composite
def problems(draw):
    n_types = draw(st.integers(1, 4))
    capacities = tuple(draw(st.lists(st.integers(0, 12), max_size=9)))
    herd = tuple(draw(st.lists(st.integers(0, 15), min_size=n_types, max_size=n_types)))
    values = []
    for n in herd:
        steps = draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
        start = draw(st.integers(-5, 5))
        table = [start]
        for step in steps:
            table.append(table[-1] + step)
        values.append(tuple(table))
    return PlacementProblem(capacities, herd, tuple(values))


@pytest.mark.slow
@settings(max_examples=soak_games(120), deadline=None)
@given(problems())
def test_exact_and_cpsat_agree_on_any_non_decreasing_points(problem):
    assert_solvers_agree(problem)


def test_keeping_everything_when_it_fits_is_optimal():
    problem = PlacementProblem((4, 2, 1), (3, 2), ((0, 1, 2, 3), (0, 5, 6)))
    placement = solve(problem)
    assert placement.kept == (3, 2)
    assert placement.counts[0] == 3 or placement.counts[1] == 2


def test_most_points_beat_most_animals():
    # Two types, room for 5 in one location and 1 in another: 5 of type 0 scores
    # nothing special, but 1 of type 1 jumps from -10 to 10.
    values = (tuple(range(6)), (-10, 10))
    placement = solve(PlacementProblem((5, 1), (5, 1), values))
    assert placement.kept == (5, 1)
    placement = solve(PlacementProblem((5,), (5, 1), values))
    assert placement.kept == (0, 1)
