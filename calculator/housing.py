"""Locations on a farm and the best way to house a herd in them.

Shared by the farm games: each game lists its :class:`Location` objects and a
points function per animal type; this module builds the placement problem,
runs a solver and shapes the ``placement`` / ``capacity`` parts of the results.
The one fit check (:func:`fits`) and the one best keep (:func:`best_keep`) of
the calculator and both engines are here too.

A plain location holds animals of one type, up to its capacity.  Cards make
other kinds (Agricola's Wildlife Reserve, Forest Pasture, Shepherd's Pipe...):
a location may take only one type (``only``), several types at once
(``mixed``), more of one type while that type lives there (``more``), or no
limit at all (``capacity`` None).  :mod:`calculator.layouts` turns those into
plain placement problems, so the solvers only ever see plain locations.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .grid import Cell
from .solver import DEFAULT_SOLVER, Placement, PlacementProblem, solve

Points = Callable[[str, int], int]
Bounds = Mapping[str, tuple[int, int | None]]  # animal -> (least kept, most kept or None)


@dataclass(frozen=True)
class Location:
    """A place that holds animals: ``name``, its ``cells`` and ``capacity``.

    By default it holds one type at a time.  ``capacity`` None means no limit;
    ``only`` names the one type it may hold; ``mixed`` lets types share it;
    ``more`` gives extra room to a type while that type lives there, as
    ``((animal, extra), ...)``.
    """

    name: str
    cells: tuple[Cell, ...]
    capacity: int | None
    only: str | None = None
    mixed: bool = False
    more: tuple[tuple[str, int], ...] = ()

    @property
    def plain(self) -> bool:
        """One type at a time, any type, a fixed capacity: what the solvers take directly."""
        return self.capacity is not None and self.only is None and not self.mixed and not self.more

    def room_for(self, animal: str) -> int | None:
        """The most animals of ``animal`` it holds alone (None: no limit)."""
        if self.only is not None and self.only != animal:
            return 0
        if self.capacity is None:
            return None
        return self.capacity + dict(self.more).get(animal, 0)

    def to_json(self) -> dict:
        found: dict[str, object] = {"location": self.name, "cells": [list(cell) for cell in self.cells], "capacity": self.capacity}
        if self.only is not None:
            found["only"] = self.only
        if self.mixed:
            found["mixed"] = True
        if self.more:
            found["more"] = dict(self.more)
        return found


@dataclass(frozen=True)
class LocationBonus:
    """``points`` for each of the ``locations`` (indices) that holds at least
    ``animals_min`` animals and still has room for ``free_min`` more."""

    locations: frozenset[int]
    points: int
    animals_min: int
    free_min: int


@dataclass(frozen=True)
class Housing:
    """The best way to keep a herd: what is kept, released, and where it lives.

    ``contents[i]`` lists ``(animal index, count)`` for location ``i``; ``value``
    is the points of the animals kept plus any location bonus earned
    (``bonus_at``: the locations that earned it).  ``placement`` is the
    solver's own answer when every location was plain, else None.
    """

    locations: tuple[Location, ...]
    animals: tuple[str, ...]
    herd: Mapping[str, int]
    kept: tuple[int, ...]
    contents: tuple[tuple[tuple[int, int], ...], ...]
    value: int
    bonus_at: tuple[int, ...] = ()
    placement: Placement | None = None

    @classmethod
    def from_placement(cls, locations: Sequence[Location], herd: Mapping[str, int], placement: Placement) -> Housing:
        """The housing a solver's placement over plain ``locations`` describes."""
        contents = tuple(((kind, count),) if kind is not None and count > 0 else ()
                         for kind, count in zip(placement.assignment, placement.counts))
        return cls(tuple(locations), tuple(herd), dict(herd), placement.kept, contents, placement.value,
                   placement=placement)

    @property
    def keep(self) -> dict[str, int]:
        return dict(zip(self.animals, self.kept))

    @property
    def release(self) -> dict[str, int]:
        return {a: self.herd[a] - k for a, k in self.keep.items()}

    @property
    def fits(self) -> bool:
        """Whether the whole herd is housed (then nothing is released)."""
        if self.placement is not None:  # plain locations: the one fit check
            return fits(tuple(location.capacity for location in self.locations), tuple(self.herd.values()))
        return all(n == 0 for n in self.release.values())

    def placement_json(self) -> list[dict]:
        """Every location that holds animals, with its type and count (one entry per type
        for a location that holds several)."""
        return [
            {**location.to_json(), "animal": self.animals[kind], "count": count}
            for location, held in zip(self.locations, self.contents)
            for kind, count in held
            if count > 0
        ]


def house(
    locations: Sequence[Location],
    herd: Mapping[str, int],
    points: Points,
    *,
    solver: str = DEFAULT_SOLVER,
    time_limit: float | None = None,
    bonus: LocationBonus | None = None,
    bounds: Bounds | None = None,
) -> Housing:
    """The exact best placement of ``herd`` (animal -> count) in ``locations``.

    Best means the most points by ``points(animal, kept)`` (plus ``bonus``
    points earned), then the most animals kept.  ``bounds`` limits how many of
    a type may be kept, from below and above; when no placement meets a lower
    bound, the answer keeps fewer (callers check ``keep``).
    """
    if bonus is None and bounds is None and all(location.plain for location in locations):
        problem = placement_problem(locations, herd, points)
        placement = solve(problem, method=solver, time_limit=time_limit)
        return Housing.from_placement(locations, herd, placement)
    from . import layouts  # only card locations need it

    return layouts.best_housing(locations, herd, points, solver=solver, time_limit=time_limit,
                                bonus=bonus, bounds=bounds or {})


def placement_problem(
    locations: Sequence[Location], herd: Mapping[str, int], points: Points
) -> PlacementProblem:
    """The solver's problem for ``herd`` in plain ``locations``, types in the herd's key order."""
    capacities = tuple(_plain_capacity(location) for location in locations)
    return keep_problem(capacities, tuple(herd), tuple(herd.values()), points)


def _plain_capacity(location: Location) -> int:
    if location.capacity is None:
        raise ValueError(f"{location.name} has no limit: only plain locations make a placement problem")
    return location.capacity


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


def max_animals(locations: Sequence[Location], animals: Sequence[str]) -> dict[str, int | None]:
    """The most animals of each type the farm holds when it holds nothing else
    (None: no limit, e.g. Agricola's Forest Pasture for wild boar)."""
    found: dict[str, int | None] = {}
    for animal in animals:
        rooms = [location.room_for(animal) for location in locations]
        found[animal] = None if None in rooms else sum(room for room in rooms if room is not None)
    return found
