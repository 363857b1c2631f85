"""Evaluating goals of the hens.md 8.1 language on a finished grid.

Each kind counts something on the grid (``per_*``: instances; ``if_*``: 1 if
the condition holds, else 0); a goal scores ``points`` per instance counted.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from .goals import Goal
from .grid import Grid
from .groups import Groups
from .rules import VALUES

Counter = Callable[[Grid, Groups, Goal], int]


def _largest_size(groups: Groups) -> int:
    return groups.largest.size if groups.largest is not None else 0


def _hen_count(test: Callable) -> Counter:
    return lambda grid, groups, goal: sum(1 for _, hen in grid.hens if test(hen, goal))


def _mono_lines(grid: Grid, groups: Groups, goal: Goal) -> int:
    lines = [line for line in grid.lines if len(line) == goal.param("length")]
    return sum(1 for line in lines if all(grid[cell] is not None for cell in line)
               and len({grid[cell].breed for cell in line}) == 1)


def _corners_same_breed(grid: Grid, groups: Groups, goal: Goal) -> int:
    hens = [grid[cell] for cell in grid.corners]
    return int(all(hen is not None for hen in hens) and len({hen.breed for hen in hens}) == 1)


def _distinct_breeds(grid: Grid) -> int:
    return len({hen.breed for _, hen in grid.hens})


COUNTERS: MappingProxyType[str, Counter] = MappingProxyType({
    "per_hen_value_in": _hen_count(lambda hen, goal: hen.value in goal.param("values")),
    "per_hen_eggs_eq": _hen_count(lambda hen, goal: hen.eggs == goal.param("eggs")),
    "per_hen_medals_eq": _hen_count(lambda hen, goal: hen.medals == goal.param("medals")),
    "per_coop": lambda grid, groups, goal: len(grid.coops),
    "if_no_coops": lambda grid, groups, goal: int(not grid.coops),
    "per_singleton_hen": lambda grid, groups, goal: sum(1 for g in groups.ordered if g.size == 1),
    "per_corner_hen_eggs_ge": lambda grid, groups, goal: sum(
        1 for cell in grid.corners if grid[cell] is not None and grid[cell].eggs >= goal.param("eggs")),
    "if_all_corners_same_breed": _corners_same_breed,
    "per_mono_line": _mono_lines,
    "per_distinct_breed": lambda grid, groups, goal: _distinct_breeds(grid),
    "per_distinct_breed_over": lambda grid, groups, goal: max(0, _distinct_breeds(grid) - goal.param("n")),
    "if_largest_group_ge": lambda grid, groups, goal: int(_largest_size(groups) >= goal.param("n")),
    "if_largest_group_le": lambda grid, groups, goal: int(_largest_size(groups) <= goal.param("n")),
    "if_rooster_group_ge": lambda grid, groups, goal: int(
        groups.rooster is not None and groups.rooster.size >= goal.param("n")),
    "per_extra_group_ge": lambda grid, groups, goal: sum(
        1 for g in groups.ordered if g != groups.largest and g.size >= goal.param("n")),
    "if_all_values_present": lambda grid, groups, goal: int(
        {hen.value for _, hen in grid.hens} >= set(range(VALUES[0], VALUES[1] + 1))),
    "per_two_cross_breed_edges": lambda grid, groups, goal: sum(
        1 for a, b in grid.hen_pairs if grid[a].breed != grid[b].breed) // 2,
})


def count(goal: Goal, grid: Grid, groups: Groups) -> int:
    """How many times the goal applies (0 or 1 for ``if_*`` kinds)."""
    return COUNTERS[goal.kind](grid, groups, goal)


def points(goals: tuple[Goal, ...], grid: Grid, groups: Groups) -> int:
    """The points the goals score together (the sum of :func:`evaluate`'s scores)."""
    total = 0
    for goal in goals:
        total += goal.points * count(goal, grid, groups)
    return total


def evaluate(goals: tuple[Goal, ...], grid: Grid, groups: Groups) -> list[dict]:
    """Each goal with its count and the points it scores."""
    results = []
    for goal in goals:
        n = count(goal, grid, groups)
        results.append({**goal.to_json(), "count": n, "score": goal.points * n})
    return results
