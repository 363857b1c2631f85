"""Pastures on a farm grid as CP-SAT constraints, shared by the ACBAS and Agricola planners.

The game decides, for every cell, which of three states it may take, and gives
the model one literal per state:

* ``pasture[c]``: a space of an enclosed pasture;
* ``solid[c]``: a building (ACBAS); its four walls close all its edges;
* ``open[c]``: anything else: an empty space, a room or field, an unfenced stable
  or trough.  (``open`` is made here: exactly one state holds.)

Borders (fences, walls) stand on edges; ``border[e]`` is a border the planned
farm's document shows, so not one hidden under a building wall.  The model:

1. **Outline.**  An edge on the farm's outline has a border exactly when its
   cell is a pasture: the board edge is never a border, and only pastures
   need borders.
2. **Walls.**  An inner edge with a building on either side has no border:
   the wall closes it (ACBAS ruling 6: a border on a wall is not placed).
3. **Pasture against open.**  Between a pasture cell and an open cell, a border;
   between two open cells, none (a border that closes nothing in is never
   placed, and a document cannot show it).
4. **Pasture against pasture.**  Each pasture is named by its first cell in
   reading order, its *root*: ``member[c, r]`` says cell ``c`` belongs to the
   pasture rooted at ``r`` (so ``r <= c``), ``root[r] = member[r, r]``, and each
   pasture cell belongs to exactly one root.  Two neighbouring pasture cells
   have a border between them exactly when their roots differ.
5. **One piece per pasture.**  Every pasture cell except a root has one
   *parent*: a neighbour with no border in between (so in the same pasture) and
   a smaller depth.  Following parents, depths fall, so the walk ends, and only
   at a root, which must be this pasture's own.  So every pasture is connected,
   and by 4 no border stands inside one: each is exactly one enclosed region.
6. **Nothing else closed in.**  Rules 1 to 5 close every pasture on all sides.
   An open cell on the outline is never closed in (its outline edge has no
   border), so a closed open region lies off the outline; for every connected
   group ``H`` of such cells, it is not the case that all of ``H`` is open
   while every neighbour of ``H`` is a pasture or building.  (A closed-in
   region that is not a pasture is an error in a document: give it a letter.)
7. **Nothing removed.**  A border already on the farm stays: on the planned
   farm it is a border, or a new building's wall covers it.
8. **All pastures together** (Agricola, optional): the pasture cells form one
   orthogonally connected group, by a second parent tree that ignores borders,
   rooted at the first pasture cell.

Pasture capacities need each pasture's size and what lies in it (stables,
troughs); :meth:`Pastures.inside` counts a cell literal over a pasture's cells.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from ..grid import SIDES, Cell, Edge, all_cells, edge, neighbour

BoolLit = object  # a CP-SAT literal (a BoolVar or its negation)


def interior_groups(rows: int, cols: int) -> list[frozenset[Cell]]:
    """Every orthogonally connected group of cells off the farm's outline.

    >>> sorted(sorted(g) for g in interior_groups(3, 4))
    [[(1, 1)], [(1, 1), (1, 2)], [(1, 2)]]
    """
    inner = {(r, c) for r in range(1, rows - 1) for c in range(1, cols - 1)}
    found: set[frozenset[Cell]] = set()
    frontier = [frozenset([cell]) for cell in inner]
    while frontier:
        group = frontier.pop()
        if group in found:
            continue
        found.add(group)
        for r, c in group:
            for other in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if other in inner and other not in group:
                    frontier.append(group | {other})
    return sorted(found, key=lambda g: (len(g), sorted(g)))


def inner_edges(rows: int, cols: int) -> list[tuple[Edge, Cell, Cell]]:
    """Edges between two cells of the farm, with the cells (first above or left)."""
    found = []
    for cell in all_cells(rows, cols):
        for side in ("E", "S"):
            other = neighbour(cell, side, rows, cols)
            if other is not None:
                found.append((edge(cell, side), cell, other))
    return found


def outline_edges(rows: int, cols: int) -> list[tuple[Edge, Cell]]:
    """Edges on the farm's outline, with their cell."""
    return [(edge(cell, side), cell) for cell in all_cells(rows, cols) for side in SIDES
            if neighbour(cell, side, rows, cols) is None]


@dataclass
class Pastures:
    """The pasture variables of one farm grid (see the module docstring for the rules).

    Built by :func:`add_pastures`; the games read ``border``, ``root``,
    ``member`` and ``open`` and count what pastures hold with :meth:`inside`.
    """

    model: object
    rows: int
    cols: int
    pasture: Mapping[Cell, BoolLit]
    solid: Mapping[Cell, BoolLit]
    open: dict[Cell, BoolLit] = field(default_factory=dict)
    border: dict[Edge, BoolLit] = field(default_factory=dict)
    member: dict[tuple[Cell, Cell], BoolLit] = field(default_factory=dict)  # (cell, root) -> literal
    root: dict[Cell, BoolLit] = field(default_factory=dict)

    @property
    def cells(self) -> list[Cell]:
        return list(all_cells(self.rows, self.cols))

    def cells_of(self, root: Cell) -> list[Cell]:
        """Cells that may belong to the pasture rooted at ``root``."""
        return [cell for cell in self.cells if (cell, root) in self.member]

    def size(self, root: Cell):
        """Spaces in the pasture rooted at ``root`` (0 when there is none)."""
        return sum(self.member[cell, root] for cell in self.cells_of(root))

    def inside(self, root: Cell, literals: Mapping[Cell, BoolLit], name: str):
        """How many cells of the pasture rooted at ``root`` have their literal true."""
        terms = []
        for cell in self.cells_of(root):
            if cell in literals:
                terms.append(both(self.model, self.member[cell, root], literals[cell], f"{name}_{cell}_{root}"))
        return sum(terms)


def both(model, a: BoolLit, b: BoolLit, name: str) -> BoolLit:
    """A new literal equal to ``a and b``."""
    result = model.new_bool_var(name)
    model.add_bool_and([a, b]).only_enforce_if(result)
    model.add_bool_or([result, ~a, ~b])
    return result


def add_pastures(
    model,
    rows: int,
    cols: int,
    *,
    pasture: Mapping[Cell, BoolLit],
    solid: Mapping[Cell, BoolLit],
    borders: Iterable[Edge] = (),
    connected: bool = False,
) -> Pastures:
    """Add rules 1-7 (and 8 with ``connected``) of the module docstring to ``model``.

    ``pasture`` and ``solid`` give a literal for every cell; ``borders`` are the
    borders already on the farm.
    """
    grid = Pastures(model, rows, cols, pasture, solid)
    cells = grid.cells
    index = {cell: i for i, cell in enumerate(cells)}
    for cell in cells:
        grid.open[cell] = model.new_bool_var(f"open_{cell}")
        model.add_exactly_one([pasture[cell], solid[cell], grid.open[cell]])

    # 4: members and roots.  A pasture rooted at r holds only cells from r on.
    for cell in cells:
        for r in cells[: index[cell] + 1]:
            grid.member[cell, r] = model.new_bool_var(f"member_{cell}_{r}")
        model.add(sum(grid.member[cell, r] for r in cells[: index[cell] + 1]) == pasture[cell])
    for r in cells:
        grid.root[r] = grid.member[r, r]
        for cell in cells[index[r] + 1:]:
            model.add_implication(grid.member[cell, r], grid.root[r])

    # 1: the outline.
    for e, cell in outline_edges(rows, cols):
        grid.border[e] = pasture[cell]

    # 2-4: inner edges.
    for e, a, b in inner_edges(rows, cols):
        border = grid.border[e] = model.new_bool_var(f"border_{e}")
        model.add_bool_and([~solid[a], ~solid[b]]).only_enforce_if(border)  # 2
        model.add_bool_or([pasture[a], pasture[b]]).only_enforce_if(border)  # 3: none between open cells
        model.add_bool_or([~pasture[a], ~grid.open[b], border])  # 3: pasture | open
        model.add_bool_or([~pasture[b], ~grid.open[a], border])
        for r in cells[: min(index[a], index[b]) + 1]:
            # 4: same root without a border, different roots with one.
            together = [pasture[a], pasture[b], ~border]
            model.add(grid.member[a, r] == grid.member[b, r]).only_enforce_if(together)
            model.add_bool_or([~grid.member[a, r], ~grid.member[b, r], ~border])

    # 5: one piece per pasture.
    _parent_tree(model, grid, cells, grid.pasture, lambda cell: grid.root[cell],
                 lambda e: ~grid.border[e], "tree")

    # 6: nothing else closed in.
    for group in interior_groups(rows, cols):
        around = {n for cell in group for side in SIDES
                  if (n := neighbour(cell, side, rows, cols)) is not None and n not in group}
        model.add_bool_or([~grid.open[cell] for cell in sorted(group)] + [grid.open[n] for n in sorted(around)])

    # 7: nothing removed.
    for e in borders:
        covering = [solid[cell] for cell in _cells_of_edge(e, rows, cols)]
        model.add_bool_or([grid.border[e], *covering])

    # 8: all pastures together.
    if connected:
        first = {}
        for i, cell in enumerate(cells):
            first[cell] = model.new_bool_var(f"first_pasture_{cell}")
            model.add_implication(first[cell], pasture[cell])
            for earlier in cells[:i]:
                model.add_implication(first[cell], ~pasture[earlier])
        model.add_at_most_one(first.values())
        _parent_tree(model, grid, cells, grid.pasture, first.__getitem__, lambda e: None, "union")
    return grid


def _parent_tree(model, grid: Pastures, cells: list[Cell], members: Mapping[Cell, BoolLit],
                 is_root, joins, name: str) -> None:
    """Every member cell but a root has one parent: a member neighbour across an edge
    that ``joins`` (a literal, or ``None`` for any edge), at a smaller depth."""
    depth = {cell: model.new_int_var(0, len(cells) - 1, f"{name}_depth_{cell}") for cell in cells}
    for cell in cells:
        parents = []
        for side in SIDES:
            other = neighbour(cell, side, grid.rows, grid.cols)
            if other is None:
                continue
            link = model.new_bool_var(f"{name}_parent_{cell}_{side}")
            model.add_implication(link, members[other])
            joined = joins(edge(cell, side))
            if joined is not None:
                model.add_implication(link, joined)
            model.add(depth[cell] >= depth[other] + 1).only_enforce_if(link)
            parents.append(link)
        model.add(sum(parents) + is_root(cell) == members[cell])


def _cells_of_edge(e: Edge, rows: int, cols: int) -> list[Cell]:
    """The one or two cells an edge borders."""
    kind, r, c = e
    if kind == "H":
        return [cell for cell in ((r - 1, c), (r, c)) if 0 <= cell[0] < rows]
    return [cell for cell in ((r, c - 1), (r, c)) if 0 <= cell[1] < cols]



class Enclosure(NamedTuple):
    """The most spaces pastures can hold with so many borders (``-1``: none can), and the
    pasture spaces of one farm that holds them (empty when not known)."""

    spaces: int
    cells: frozenset[Cell]


@lru_cache(maxsize=256)
def most_enclosed(rows: int, cols: int, *, buildings: frozenset[Cell], new_buildings: int,
                  borders: frozenset[Edge], pastures: frozenset[Cell], most_borders: int) -> tuple[Enclosure, ...]:
    """The most spaces pastures can hold with ``b`` borders shown, for ``b`` from 0 to
    ``most_borders``, by rules 1-7 above, each with the pasture spaces of a farm that
    holds that many (a layout a planner may offer its search as a first guess).

    The farm's ``buildings`` stay, up to ``new_buildings`` new ones may stand on any
    other space, the ``borders`` already placed stay and so do the spaces of the
    ``pastures``.  Every plan's pastures fit these terms, so a planner may add
    ``spaces <= most[borders]`` to its model: a fact of shape (how few borders can
    close in so many spaces) that its own search finds only slowly.  One small
    CP-SAT solve per ``b``, remembered for the next request on the same farm.
    """
    from ortools.sat.python import cp_model  # imported here: OR-Tools is slow to import

    cells = list(all_cells(rows, cols))
    most = []
    for b in range(most_borders + 1):
        model = cp_model.CpModel()
        pasture = {cell: model.new_bool_var(f"pasture_{cell}") for cell in cells}
        solid = {cell: model.new_bool_var(f"solid_{cell}") for cell in cells}
        for cell in buildings:
            model.add(solid[cell] == 1)
        model.add(sum(solid[cell] for cell in cells if cell not in buildings) <= new_buildings)
        grid = add_pastures(model, rows, cols, pasture=pasture, solid=solid, borders=borders)
        for cell in pastures:
            model.add(grid.open[cell] == 0)
        model.add(sum(grid.border.values()) <= b)
        model.maximize(sum(pasture.values()))
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        status = solver.solve(model)
        # A bound is all that is needed: the optimum is the tightest one.
        spaces = -1 if status == cp_model.INFEASIBLE else int(solver.best_objective_bound + 1e-6)
        found = status == cp_model.OPTIMAL
        most.append(Enclosure(spaces, frozenset(c for c in cells if found and solver.boolean_value(pasture[c]))))
    return tuple(most)
