"""The animal placement problem shared by the farm games.

A farm offers *locations* (a pasture, a building, a stable, a trough space,
the house), each with a capacity, and each may hold animals of **one type
only**.  Given the animals a player owns, a placement gives every location a
type (or leaves it empty).  The player keeps ``min(owned, capacity given to the
type)`` of each type and releases the rest.

The best placement maximises the score of the animals kept, then the number of
animals kept.  That is not always the placement that keeps the most animals: a
scorer can prefer four pigs to one horse and three pigs, say.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import getitem


@dataclass(frozen=True)
class PlacementProblem:
    """One instance: capacities per location, animals per type, points per count.

    ``values[t][k]`` is what keeping ``k`` animals of type ``t`` scores, for
    ``k`` from 0 to ``herd[t]``; it must never decrease as ``k`` grows.
    """

    capacities: tuple[int, ...]
    herd: tuple[int, ...]
    values: tuple[tuple[int, ...], ...]

    def __post_init__(self) -> None:
        if len(self.values) != len(self.herd):
            raise ValueError("one value table per animal type is needed")
        for t, (n, table) in enumerate(zip(self.herd, self.values)):
            if n < 0 or len(table) != n + 1:
                raise ValueError(f"value table of type {t} must have herd+1 = {n + 1} entries")
            if any(b < a for a, b in zip(table, table[1:])):
                raise ValueError(f"value table of type {t} decreases")
        if any(c < 0 for c in self.capacities):
            raise ValueError("capacities must be non-negative")

    def value_of(self, kept: tuple[int, ...]) -> int:
        """Points scored by keeping ``kept[t]`` animals of each type."""
        return sum(map(getitem, self.values, kept))  # table[k] of each type


@dataclass(frozen=True)
class Placement:
    """A solution: the type of each location (``None`` = empty) and its animals."""

    assignment: tuple[int | None, ...]
    counts: tuple[int, ...]
    kept: tuple[int, ...]
    value: int

    @property
    def objective(self) -> tuple[int, int]:
        """What the solvers maximise: points first, then animals kept."""
        return (self.value, sum(self.kept))


def placement_from_assignment(problem: PlacementProblem, assignment: Sequence[int | None]) -> Placement:
    """Fill the locations given to each type, in location order, with the animals kept.

    Types whose locations all stay empty lose their location (``None``), so a
    placement never shows a type in a location that holds no animal.
    """
    room = [0] * len(problem.herd)
    for capacity, kind in zip(problem.capacities, assignment):
        if kind is not None:
            room[kind] += capacity
    kept = tuple(map(min, problem.herd, room))
    left = list(kept)
    counts: list[int] = []
    final: list[int | None] = []
    for capacity, kind in zip(problem.capacities, assignment):
        if kind is None or left[kind] == 0:
            counts.append(0)
            final.append(None)
            continue
        count = capacity if capacity < left[kind] else left[kind]
        left[kind] -= count
        counts.append(count)
        final.append(kind)
    return Placement(tuple(final), tuple(counts), kept, problem.value_of(kept))


def check_placement(problem: PlacementProblem, placement: Placement) -> None:
    """Raise ``AssertionError`` unless ``placement`` is a valid answer to ``problem``.

    Valid: one type per location, no location over capacity, no more animals
    of a type than owned, counts and value consistent.
    """
    assert len(placement.assignment) == len(problem.capacities)
    kept = [0] * len(problem.herd)
    for capacity, kind, count in zip(problem.capacities, placement.assignment, placement.counts):
        assert 0 <= count <= capacity, "location over capacity"
        if kind is None:
            assert count == 0, "animals in a location without a type"
        else:
            kept[kind] += count
    assert tuple(kept) == placement.kept, "kept does not match the locations"
    assert all(k <= n for k, n in zip(kept, problem.herd)), "more animals kept than owned"
    assert placement.value == problem.value_of(placement.kept)
