"""Evaluating goals of the hens.md 8.1 language on a finished grid.

Each kind counts something on the grid (``per_*``: instances; ``if_*``: 1 if
the condition holds, else 0); a goal scores ``points`` per instance counted.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from ..grid import Cell
from .goals import Goal
from .grid import Grid
from .groups import Groups
from .rules import VALUES

Counter = Callable[[Grid, Groups, Goal], int]


def _number(goal: Goal, name: str) -> int:
    """A goal's numeric parameter (``n``, ``eggs``, ``medals``, ``length``)."""
    value = goal.param(name)
    assert isinstance(value, int)  # parse_goal gives a number for every parameter but ``values``
    return value


def _values(goal: Goal, name: str) -> tuple[int, ...]:
    """A goal's list parameter (``values``)."""
    value = goal.param(name)
    assert isinstance(value, tuple)
    return value


def _largest_size(groups: Groups) -> int:
    return groups.largest.size if groups.largest is not None else 0


# Each counter is a plain function with loops (no lambdas over generators): a compiled build
# runs them as native code, and simulations score every final grid.

def _hens_valued(grid: Grid, groups: Groups, goal: Goal) -> int:
    values = _values(goal, "values")
    return sum([1 for _, hen in grid.hens if hen.value in values])


def _hens_with_eggs(grid: Grid, groups: Groups, goal: Goal) -> int:
    eggs = _number(goal, "eggs")
    return sum([1 for _, hen in grid.hens if hen.eggs == eggs])


def _hens_with_medals(grid: Grid, groups: Groups, goal: Goal) -> int:
    medals = _number(goal, "medals")
    return sum([1 for _, hen in grid.hens if hen.medals == medals])


def _coops(grid: Grid, groups: Groups, goal: Goal) -> int:
    return len(grid.coops)


def _no_coops(grid: Grid, groups: Groups, goal: Goal) -> int:
    return int(not grid.coops)


def _singletons(grid: Grid, groups: Groups, goal: Goal) -> int:
    return sum([1 for group in groups.ordered if group.size == 1])


def _corner_hens_with_eggs(grid: Grid, groups: Groups, goal: Goal) -> int:
    eggs = _number(goal, "eggs")
    count = 0
    for cell in grid.corners:
        hen = grid[cell]
        if hen is not None and hen.eggs >= eggs:
            count += 1
    return count


def _corners_same_breed(grid: Grid, groups: Groups, goal: Goal) -> int:
    breeds = set()
    for cell in grid.corners:
        hen = grid[cell]
        if hen is None:
            return 0
        breeds.add(hen.breed)
    return int(len(breeds) == 1)


def _mono_lines(grid: Grid, groups: Groups, goal: Goal) -> int:
    length = _number(goal, "length")
    count = 0
    for line in grid.lines:
        if len(line) == length and _one_breed(grid, line):
            count += 1
    return count


def _one_breed(grid: Grid, line: tuple[Cell, ...]) -> bool:
    """Whether every cell of ``line`` holds a face-up hen, all of one breed."""
    breeds = set()
    for cell in line:
        hen = grid[cell]
        if hen is None:
            return False
        breeds.add(hen.breed)
    return len(breeds) == 1


def _distinct_breeds(grid: Grid) -> int:
    return len({hen.breed for _, hen in grid.hens})


def _breeds(grid: Grid, groups: Groups, goal: Goal) -> int:
    return _distinct_breeds(grid)


def _breeds_over(grid: Grid, groups: Groups, goal: Goal) -> int:
    return max(0, _distinct_breeds(grid) - _number(goal, "n"))


def _largest_at_least(grid: Grid, groups: Groups, goal: Goal) -> int:
    return int(_largest_size(groups) >= _number(goal, "n"))


def _largest_at_most(grid: Grid, groups: Groups, goal: Goal) -> int:
    return int(_largest_size(groups) <= _number(goal, "n"))


def _rooster_group_at_least(grid: Grid, groups: Groups, goal: Goal) -> int:
    return int(groups.rooster is not None and groups.rooster.size >= _number(goal, "n"))


def _extra_groups_at_least(grid: Grid, groups: Groups, goal: Goal) -> int:
    n = _number(goal, "n")
    return sum([1 for group in groups.ordered if group != groups.largest and group.size >= n])


def _all_values(grid: Grid, groups: Groups, goal: Goal) -> int:
    return int({hen.value for _, hen in grid.hens} >= set(range(VALUES[0], VALUES[1] + 1)))


def _cross_breed_edge_pairs(grid: Grid, groups: Groups, goal: Goal) -> int:
    edges = 0
    for a, b in grid.hen_pairs:
        hen, other = grid[a], grid[b]
        if hen is not None and other is not None and hen.breed != other.breed:
            edges += 1
    return edges // 2


COUNTERS: MappingProxyType[str, Counter] = MappingProxyType({
    "per_hen_value_in": _hens_valued,
    "per_hen_eggs_eq": _hens_with_eggs,
    "per_hen_medals_eq": _hens_with_medals,
    "per_coop": _coops,
    "if_no_coops": _no_coops,
    "per_singleton_hen": _singletons,
    "per_corner_hen_eggs_ge": _corner_hens_with_eggs,
    "if_all_corners_same_breed": _corners_same_breed,
    "per_mono_line": _mono_lines,
    "per_distinct_breed": _breeds,
    "per_distinct_breed_over": _breeds_over,
    "if_largest_group_ge": _largest_at_least,
    "if_largest_group_le": _largest_at_most,
    "if_rooster_group_ge": _rooster_group_at_least,
    "per_extra_group_ge": _extra_groups_at_least,
    "if_all_values_present": _all_values,
    "per_two_cross_breed_edges": _cross_breed_edge_pairs,
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
