"""Groups of hens, the scored largest group and the rooster's group (hens.md 4.1-4.3).

A group is a maximal orthogonally connected set of face-up hens of one breed;
coops break groups.  Groups are compared by size in cards, ties broken by eggs
(``largest_group_metric = "eggs"`` swaps the two).  On a full tie the
``full_tie_rooster`` setting decides whether the rooster's group is the one
scored as largest.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..grid import Cell
from .grid import Grid
from .settings import Settings


@dataclass(unsafe_hash=True)
class Group:
    """A group: its breed, its cells in reading order, and their eggs and medals.

    Never changed once made; a plain dataclass rather than a frozen one (as the records of
    ``core/native_record.py``), which :func:`_group` and :func:`analyse` make by native stores
    in a compiled build, where a dataclass's ``__init__`` is interpreted.
    """

    breed: str
    cells: tuple[Cell, ...]
    eggs: int
    medals: int

    @property
    def size(self) -> int:
        return len(self.cells)

    def to_json(self) -> dict:
        return {"breed": self.breed, "cells": list(map(list, self.cells)), "size": self.size,
                "eggs": self.eggs, "medals": self.medals}


@dataclass(unsafe_hash=True)
class Groups:
    """Every group, best first, with the one scored as largest and the rooster's (never
    changed once made, as :class:`Group`)."""

    ordered: tuple[Group, ...]
    largest: Group | None  # None only when the grid holds no hen
    rooster: Group | None  # None when no rooster was placed
    best: tuple[Group, ...] = ()  # the best-largest groups: every group tied with the best

    @property
    def full_tie(self) -> bool:
        """Whether the rooster stands on one of several best-largest groups (rules E5),
        the case where the ``full_tie_rooster`` setting decides what the rooster scores."""
        return len(self.best) > 1 and self.rooster in self.best

    @property
    def rooster_scores(self) -> bool:
        """The rooster's group scores unless it is the group scored as largest."""
        return self.rooster is not None and self.rooster != self.largest

    @property
    def sizes(self) -> tuple[int, ...]:
        """Group sizes in cards, largest first."""
        sizes = []
        for group in self.ordered:
            sizes.append(len(group.cells))
        return tuple(sorted(sizes, reverse=True))


def find_groups(grid: Grid) -> tuple[Group, ...]:
    """Every group, ordered by its first cell in reading order (cells sorted too)."""
    # A flood fill over cell numbers in reading order (r * cols + c), written out by hand
    # (plain loops, no generators): bots score thousands of grids per game.
    cols = grid.cols
    hens = [hen for row in grid.cells for hen in row]
    neighbours = _neighbours(grid.rows, cols)
    seen = [hen is None for hen in hens]
    groups = []
    for start, hen in enumerate(hens):
        if seen[start] or hen is None:
            continue
        seen[start] = True
        breed = hen.breed
        region = [start]
        for i in region:  # grows while it is read
            for n in neighbours[i]:
                other = hens[n]
                if not seen[n] and other is not None and other.breed == breed:
                    seen[n] = True
                    region.append(n)
        region.sort()
        cells: list[Cell] = []
        eggs = medals = 0
        for i in region:
            member = hens[i]
            assert member is not None  # a region holds hens only
            cells.append((i // cols, i % cols))
            eggs += member.eggs
            medals += member.medals
        groups.append(_group(breed, tuple(cells), eggs, medals))
    return tuple(groups)


def _group(breed: str, cells: tuple[Cell, ...], eggs: int, medals: int) -> Group:
    group = Group.__new__(Group)
    group.breed, group.cells, group.eggs, group.medals = breed, cells, eggs, medals
    return group


def _groups(ordered: tuple[Group, ...], largest: Group | None, rooster: Group | None,
            best: tuple[Group, ...]) -> Groups:
    groups = Groups.__new__(Groups)
    groups.ordered, groups.largest, groups.rooster, groups.best = ordered, largest, rooster, best
    return groups


@cache
def _neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each cell number (r * cols + c) of a rows x cols grid, its orthogonal neighbours."""
    table = []
    for i in range(rows * cols):
        r, c = divmod(i, cols)
        table.append(tuple(nr * cols + nc for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))
                           if 0 <= nr < rows and 0 <= nc < cols))
    return tuple(table)


def strength(group: Group, settings: Settings) -> tuple[int, int]:
    """What makes a group larger: (cards, eggs), or (eggs, cards) when the metric is eggs."""
    if settings.largest_group_metric == "eggs":
        return (group.eggs, len(group.cells))
    return (len(group.cells), group.eggs)


def analyse(grid: Grid, rooster: Cell | None, settings: Settings) -> Groups:
    """Find the groups, the one scored as largest and the rooster's group."""
    def rank(group: Group) -> tuple[int, int, Cell]:  # larger first, then by first cell
        first, second = strength(group, settings)
        return -first, -second, group.cells[0]

    ordered = tuple(sorted(find_groups(grid), key=rank))
    rooster_group = None
    if rooster is not None:
        for group in ordered:
            if rooster in group.cells:
                rooster_group = group
                break
    if not ordered:
        return _groups(ordered, None, rooster_group, ())
    best = strength(ordered[0], settings)
    tied = []  # the best-largest groups
    for group in ordered:
        if strength(group, settings) != best:
            break  # ordered puts every group tied with the best first
        tied.append(group)
    largest = tied[0]
    if rooster_group in tied:
        others = [g for g in tied if g is not rooster_group]
        largest = others[0] if others and settings.full_tie_rooster == "rooster_scores" else rooster_group
    return _groups(ordered, largest, rooster_group, tuple(tied))
