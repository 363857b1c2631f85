"""Groups of hens, the scored largest group and the rooster's group (hens.md 4.1-4.3).

A group is a maximal orthogonally connected set of face-up hens of one breed;
coops break groups.  Groups are compared by size in cards, ties broken by eggs
(``largest_group_metric = "eggs"`` swaps the two).  On a full tie the
``full_tie_rooster`` setting decides whether the rooster's group is the one
scored as largest.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grid import Cell, connected_regions
from .grid import Grid
from .settings import Settings


@dataclass(frozen=True)
class Group:
    """A group: its breed, its cells in reading order, and their eggs and medals."""

    breed: str
    cells: tuple[Cell, ...]
    eggs: int
    medals: int

    @property
    def size(self) -> int:
        return len(self.cells)

    def to_json(self) -> dict:
        return {"breed": self.breed, "cells": [list(cell) for cell in self.cells], "size": self.size,
                "eggs": self.eggs, "medals": self.medals}


@dataclass(frozen=True)
class Groups:
    """Every group, best first, with the one scored as largest and the rooster's."""

    ordered: tuple[Group, ...]
    largest: Group | None  # None only when the grid holds no hen
    rooster: Group | None  # None when no rooster was placed

    @property
    def rooster_scores(self) -> bool:
        """The rooster's group scores unless it is the group scored as largest."""
        return self.rooster is not None and self.rooster != self.largest

    @property
    def sizes(self) -> tuple[int, ...]:
        """Group sizes in cards, largest first."""
        return tuple(sorted((g.size for g in self.ordered), reverse=True))


def find_groups(grid: Grid) -> tuple[Group, ...]:
    """Every group, ordered by its first cell in reading order."""
    hens = dict(grid.hens)
    regions = connected_regions(hens, lambda a, b: hens[a].breed == hens[b].breed)
    return tuple(
        Group(hens[min(region)].breed, tuple(sorted(region)),
              sum(hens[cell].eggs for cell in region), sum(hens[cell].medals for cell in region))
        for region in regions
    )


def strength(group: Group, settings: Settings) -> tuple[int, int]:
    """What makes a group larger: (cards, eggs), or (eggs, cards) when the metric is eggs."""
    if settings.largest_group_metric == "eggs":
        return (group.eggs, group.size)
    return (group.size, group.eggs)


def analyse(grid: Grid, rooster: Cell | None, settings: Settings) -> Groups:
    """Find the groups, the one scored as largest and the rooster's group."""
    ordered = tuple(sorted(find_groups(grid), key=lambda g: (tuple(-x for x in strength(g, settings)), g.cells[0])))
    rooster_group = next((g for g in ordered if rooster in g.cells), None) if rooster is not None else None
    if not ordered:
        return Groups(ordered, None, rooster_group)
    best = strength(ordered[0], settings)
    tied = [g for g in ordered if strength(g, settings) == best]  # the best-largest groups
    largest = tied[0]
    if rooster_group in tied:
        others = [g for g in tied if g != rooster_group]
        largest = others[0] if others and settings.full_tie_rooster == "rooster_scores" else rooster_group
    return Groups(ordered, largest, rooster_group)
