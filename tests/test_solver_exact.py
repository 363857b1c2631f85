"""Edge cases of the fast exact placement solver (``calculator.solver.exact``)."""

import itertools
import random

from calculator.solver import PlacementProblem, check_placement, placement_from_assignment, solve


def exact(problem: PlacementProblem):
    placement = solve(problem, method="exact")
    check_placement(problem, placement)
    return placement


def exhaustive_objective(problem: PlacementProblem) -> tuple[int, int]:
    """The best objective over every assignment of every location (tiny problems only)."""
    kinds = [None, *range(len(problem.herd))]
    return max(
        placement_from_assignment(problem, assignment).objective
        for assignment in itertools.product(kinds, repeat=len(problem.capacities))
    )


def linear(herd: int, step: int = 1, start: int = 0) -> tuple[int, ...]:
    return tuple(start + step * k for k in range(herd + 1))


def test_empty_herd_keeps_nothing_and_uses_no_location():
    problem = PlacementProblem((4, 2, 1), (0, 0), ((-3,), (5,)))
    placement = exact(problem)
    assert placement.assignment == (None, None, None)
    assert placement.kept == (0, 0)
    assert placement.value == 2


def test_no_locations_keeps_nothing():
    placement = exact(PlacementProblem((), (3, 1), (linear(3), linear(1))))
    assert placement.kept == (0, 0)
    assert placement.assignment == ()


def test_zero_capacity_locations_stay_empty():
    problem = PlacementProblem((0, 3, 0, 2), (4, 1), (linear(4), linear(1, 10)))
    placement = exact(problem)
    assert placement.assignment[0] is None and placement.assignment[2] is None
    assert placement.kept == (3, 1)
    assert exact(PlacementProblem((0, 0), (2, 2), (linear(2), linear(2)))).kept == (0, 0)


def test_a_single_type_gets_all_the_room_it_can_use():
    placement = exact(PlacementProblem((5, 1, 3), (7,), (linear(7),)))
    assert placement.kept == (7,)
    assert sum(placement.counts) == 7


def test_a_herd_larger_than_all_the_room_keeps_as_many_as_fit():
    assert exact(PlacementProblem((2, 3), (9,), (linear(9),))).kept == (5,)
    # Two types that cannot both fit: the one worth more per animal fills everything.
    placement = exact(PlacementProblem((4, 4), (20, 20), (linear(20, 1), linear(20, 3))))
    assert placement.kept == (0, 8)


def test_everything_fits_even_when_first_fit_misses_it():
    # First fit splits the 3s between the types and strands one 2; 3+3 | 2+2+2 houses all.
    placement = exact(PlacementProblem((3, 3, 2, 2, 2), (6, 6), (linear(6), linear(6))))
    assert placement.kept == (6, 6)


def test_points_come_before_animals_kept():
    # One location of 5: five animals worth 1 each lose to one animal worth 10.
    placement = exact(PlacementProblem((5,), (5, 1), (linear(5), (0, 10))))
    assert placement.kept == (0, 1)
    assert placement.value == 10


def test_equal_points_are_broken_by_animals_kept():
    # Flat tables: every placement scores 0, so the most animals win.
    placement = exact(PlacementProblem((3, 2), (2, 3), ((0, 0, 0), (0, 0, 0, 0))))
    assert placement.value == 0
    assert sum(placement.kept) == 5


def test_the_same_problem_always_gets_the_same_placement():
    values = (linear(9, 2), linear(7, 3), linear(8, 1), linear(6, 4))
    first = exact(PlacementProblem((6, 5, 5, 4, 3, 2, 2, 1, 1), (9, 7, 8, 6), values))
    for _ in range(3):
        assert exact(PlacementProblem((6, 5, 5, 4, 3, 2, 2, 1, 1), (9, 7, 8, 6), values)) == first


def test_the_placement_is_what_its_assignment_builds():
    rng = random.Random(7)
    for _ in range(200):
        problem = random_problem(rng, types=rng.randint(1, 5), locations=rng.randint(0, 9))
        placement = exact(problem)
        assert placement_from_assignment(problem, placement.assignment) == placement


def test_optimum_equals_exhaustive_search_on_small_farms():
    rng = random.Random(2024)
    for _ in range(250):
        types = rng.randint(1, 6)
        problem = random_problem(rng, types=types, locations=rng.randint(0, 5 if types <= 4 else 4))
        assert exact(problem).objective == exhaustive_objective(problem)


def test_big_locations_that_house_a_whole_herd_alone():
    # Three 10s for four herds: only the big ones can hold the cattle and the boar.
    capacities = (10, 10, 10, 6, 3, 2, 1, 1, 1, 1, 1, 1)
    herd = (8, 9, 19, 16)
    values = (
        (-3, -2, -1, 0, 4, 5, 6, 7, 9),
        (-3, -2, -1, 0, 4, 5, 6, 8, 9, 11),
        (-3, -2, -1, 0, 4, 5, 7, 8, 10, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31),
        (-3, -2, -1, 0, 4, 6, 7, 9, 10, 12, 14, 16, 18, 20, 22, 24, 26),
    )
    placement = exact(PlacementProblem(capacities, herd, values))
    assert placement.objective == (69, 46)


def test_room_split_below_the_relaxation_table_start():
    # A case where the later types could in principle leave fewer animals out than
    # all locations together allow; once answered (40, 31) instead of (40, 32).
    capacities = (1, 4, 1, 1, 1, 1, 10, 12, 1, 1, 0)
    values = (
        (-3, -2, -1, 0, 4, 5, 6, 7, 9, 10),
        (-3, -2, -1, 0, 4, 5, 6, 8, 9, 11, 12, 14, 16, 18, 20),
        (-3, -2, -1, 0, 4, 5, 7, 8, 10),
        (-3, -2, -1, 0, 4, 6, 7, 9, 10),
    )
    assert exact(PlacementProblem(capacities, (9, 14, 8, 8), values)).objective == (40, 32)


def random_problem(rng: random.Random, types: int, locations: int) -> PlacementProblem:
    capacities = tuple(rng.choice([0, 1, 1, 2, 3, 4, 5, 8, 30]) for _ in range(locations))
    herd = tuple(rng.choice([0, 1, 2, 3, 5, 8]) for _ in range(types))
    values = []
    for n in herd:
        if rng.random() < 0.25:
            values.append((0,) * (n + 1))  # flat: ties everywhere
            continue
        table = [rng.randint(-3, 3)]
        for _ in range(n):
            table.append(table[-1] + rng.choice([0, 0, 1, 2, 5]))
        values.append(tuple(table))
    return PlacementProblem(capacities, herd, tuple(values))
