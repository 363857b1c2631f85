"""Locations on a farm and the best way to house a herd in them.

Shared by the farm games: each game lists its :class:`Location` objects and a
points function per animal type; this module builds the placement problem,
runs a solver and shapes the ``placement`` / ``capacity`` parts of the results.
The one fit check (:func:`fits`) and the one best keep (:func:`best_keep`) of
the calculator and both engines are here too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .grid import Cell
from .solver import DEFAULT_SOLVER, Placement, PlacementProblem, solve


@dataclass(frozen=True)
class Location:
    """A place that holds animals of one type: ``name``, its ``cells`` and ``capacity``."""

    name: str
    cells: tuple[Cell, ...]
    capacity: int

    def to_json(self) -> dict:
        return {"location": self.name, "cells": [list(cell) for cell in self.cells], "capacity": self.capacity}


@dataclass(frozen=True)
class Housing:
    """The best way to keep a herd: what is kept, released, and where it lives."""

    locations: tuple[Location, ...]
    animals: tuple[str, ...]
    herd: Mapping[str, int]
    placement: Placement

    @property
    def keep(self) -> dict[str, int]:
        return dict(zip(self.animals, self.placement.kept))

    @property
    def release(self) -> dict[str, int]:
        return {a: self.herd[a] - k for a, k in self.keep.items()}

    @property
    def fits(self) -> bool:
        """Whether the whole herd can be housed (then nothing is released)."""
        return fits(tuple(location.capacity for location in self.locations), tuple(self.herd.values()))

    def placement_json(self) -> list[dict]:
        """Every location that holds animals, with its type and count."""
        return [
            {**location.to_json(), "animal": self.animals[kind], "count": count}
            for location, kind, count in zip(self.locations, self.placement.assignment, self.placement.counts)
            if kind is not None and count > 0
        ]


def house(
    locations: Sequence[Location],
    herd: Mapping[str, int],
    points: Callable[[str, int], int],
    *,
    solver: str = DEFAULT_SOLVER,
    time_limit: float | None = None,
) -> Housing:
    """The exact best placement of ``herd`` (animal -> count) in ``locations``.

    Best means the most points by ``points(animal, kept)``, then the most
    animals kept.
    """
    problem = placement_problem(locations, herd, points)
    placement = solve(problem, method=solver, time_limit=time_limit)
    return Housing(tuple(locations), tuple(herd), dict(herd), placement)


def placement_problem(
    locations: Sequence[Location], herd: Mapping[str, int], points: Callable[[str, int], int]
) -> PlacementProblem:
    """The solver's problem for ``herd`` in ``locations``, types in the herd's key order."""
    capacities = tuple(location.capacity for location in locations)
    return keep_problem(capacities, tuple(herd), tuple(herd.values()), points)


def keep_problem(
    capacities: tuple[int, ...], animals: tuple[str, ...], herd: tuple[int, ...], points: Callable[[str, int], int]
) -> PlacementProblem:
    """The solver's problem for ``herd[t]`` animals of type ``animals[t]`` in locations of ``capacities``."""
    # No type can keep more than the whole farm holds: the tables stop there.
    room = sum(capacities)
    keepable = tuple(min(n, room) for n in herd)
    return PlacementProblem(
        capacities=capacities,
        herd=keepable,
        values=tuple(tuple(points(a, k) for k in range(n + 1)) for a, n in zip(animals, keepable)),
    )


@lru_cache(maxsize=1 << 16)
def best_keep(
    capacities: tuple[int, ...], animals: tuple[str, ...], herd: tuple[int, ...], points: Callable[[str, int], int]
) -> tuple[int, ...]:
    """Animals kept (a count per type) by the exact best placement of ``herd`` in
    locations of ``capacities``: the most points by ``points(animal, kept)``, then
    the most animals.  The same herd and farm always give the same answer."""
    return solve(keep_problem(capacities, animals, herd, points), method="exact").kept


@lru_cache(maxsize=1 << 16)
def fits(capacities: tuple[int, ...], herd: tuple[int, ...]) -> bool:
    """Whether every animal of ``herd`` (a count per type) can be housed at once in
    locations of ``capacities``, each location holding one type.

    That is exactly "the best keep is the whole herd", whatever the points, as
    long as they never drop when an animal is added.
    """
    if sum(herd) > sum(capacities):
        return False
    need = [n for n in herd if n]
    if len(need) <= 1:
        return True
    if len(need) == 2:
        # Some locations hold the first type and the others the second: a subset sum.
        first, second = need
        top = sum(capacities) - second  # the most room the first type may take
        sums = 1  # bit s: some locations hold s animals in all
        for capacity in capacities:
            sums |= sums << capacity
        return bool(sums >> first & ((1 << (top - first + 1)) - 1))
    # Three or more types: the solver keeps the most animals when all points are equal.
    flat = tuple((0,) * (n + 1) for n in herd)
    return solve(PlacementProblem(capacities, herd, flat), method="exact").kept == herd


def max_animals(locations: Sequence[Location], animals: Sequence[str]) -> dict[str, int]:
    """The most animals of each type the farm holds when it holds nothing else.

    Every location may take any type, so that is the sum of all capacities.
    """
    total = sum(location.capacity for location in locations)
    return {animal: total for animal in animals}
