"""A player's farmyard during play: rooms, fields, stables and the fences actually built.

The scorer reads farmyards from documents, where pasture letters imply the
fences.  The simulator keeps the real fences: a pasture is whatever they close
in.  For speed the board is four bit masks:

* cells ``(r, c)`` are bits ``r * 5 + c`` of the ``rooms``, ``fields`` and
  ``stables`` masks (15 bits, reading order);
* fence slots are bits of ``fences``, one per edge of :data:`EDGES` (the 38
  edges of rules 9.1 in the grid's naming, ``("H", r, c)`` / ``("V", r, c)``).

Pastures are derived (rules 9.1): flood from outside the board, crossing an
edge only where no fence stands; the cells never reached are enclosed, and
enclosed cells not separated by fences form one pasture.  :meth:`FarmBoard.to_farmyard`
exports the board to the calculator's :class:`~calculator.agricola.farm.Farmyard`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from ..grid import SIDES, Cell, Edge, edge, neighbour
from . import rules
from .farm import Farmyard
from ..core.native_record import NativeRecord

ROWS: Final = rules.ROWS
COLS: Final = rules.COLS
CELLS: Final[tuple[Cell, ...]] = tuple((r, c) for r in range(ROWS) for c in range(COLS))
ALL: Final = (1 << len(CELLS)) - 1
EDGES: Final[tuple[Edge, ...]] = tuple(sorted({edge(cell, side) for cell in CELLS for side in SIDES}))
EDGE_INDEX: Final = {e: i for i, e in enumerate(EDGES)}


def bit(cell: Cell) -> int:
    """The mask of one cell."""
    return 1 << (cell[0] * COLS + cell[1])


@lru_cache(maxsize=1 << 15)  # one entry per mask of the 15 cells at most
def cells_of(mask: int) -> tuple[Cell, ...]:
    """The cells of a mask, in reading order."""
    return tuple(cell for i, cell in enumerate(CELLS) if mask >> i & 1)


@lru_cache(maxsize=1 << 15)  # one entry per mask of the 15 cells at most
def indices(mask: int) -> tuple[int, ...]:
    """The cell indices of a mask, ascending."""
    return tuple(i for i in range(len(CELLS)) if mask >> i & 1)


def _tables():
    sides_of = []  # per cell: ((edge index, neighbour index or -1), ...)
    for cell in CELLS:
        row = []
        for side in SIDES:
            other = neighbour(cell, side, ROWS, COLS)
            row.append((EDGE_INDEX[edge(cell, side)], -1 if other is None else other[0] * COLS + other[1]))
        sides_of.append(tuple(row))
    adjacent = tuple(sum(1 << j for _, j in row if j >= 0) for row in sides_of)
    border = sum(1 << i for i, row in enumerate(sides_of) if any(j < 0 for _, j in row))
    boundary = tuple(sum(1 << e for e, _ in row) for row in sides_of)
    return tuple(sides_of), adjacent, border, boundary


SIDES_OF, ADJACENT, BORDER_CELLS, CELL_EDGES = _tables()
NOT_FIRST_COL: Final = ALL & ~sum(1 << (r * COLS) for r in range(ROWS))
NOT_LAST_COL: Final = ALL & ~sum(1 << (r * COLS + COLS - 1) for r in range(ROWS))


def spread(mask: int) -> int:
    """``mask`` plus its orthogonal neighbours (bit-parallel)."""
    return (mask | ((mask << 1) & NOT_FIRST_COL) | ((mask >> 1) & NOT_LAST_COL)
            | (mask << COLS) | (mask >> COLS)) & ALL


def neighbours(mask: int) -> int:
    """Cells orthogonally next to ``mask``, outside it."""
    return spread(mask) & ~mask


def grow_within(seed: int, allowed: int) -> int:
    """The cells of ``allowed`` connected to ``seed`` through ``allowed`` (orthogonally)."""
    reached = seed & allowed
    while True:
        more = spread(reached) & allowed
        if more == reached:
            return reached
        reached = more


def is_connected(mask: int) -> bool:
    """Whether the cells of ``mask`` form one orthogonally connected group (empty: yes)."""
    return not mask or grow_within(mask & -mask, mask) == mask


def perimeter(mask: int) -> int:
    """The edges around a group of cells: the fence slots it needs on its own."""
    edges = 0
    for i in range(len(CELLS)):
        if mask >> i & 1:
            edges ^= CELL_EDGES[i]
    return edges


@lru_cache(maxsize=1 << 14)
def derive_pastures(fences: int) -> tuple[int, ...]:
    """The pastures closed in by a fence mask, as cell masks in reading order of their first cell."""
    outside = 0
    stack = []
    for i, row in enumerate(SIDES_OF):
        if any(j < 0 and not fences >> e & 1 for e, j in row):
            outside |= 1 << i
            stack.append(i)
    while stack:
        i = stack.pop()
        for e, j in SIDES_OF[i]:
            if j >= 0 and not outside >> j & 1 and not fences >> e & 1:
                outside |= 1 << j
                stack.append(j)
    enclosed = ALL & ~outside
    pastures = []
    while enclosed:
        start = (enclosed & -enclosed).bit_length() - 1
        region, stack = 1 << start, [start]
        while stack:
            i = stack.pop()
            for e, j in SIDES_OF[i]:
                if j >= 0 and enclosed >> j & 1 and not region >> j & 1 and not fences >> e & 1:
                    region |= 1 << j
                    stack.append(j)
        pastures.append(region)
        enclosed &= ~region
    return tuple(pastures)


@dataclass(unsafe_hash=True)
class FarmBoard(NativeRecord):
    """Rooms, fields, stables (cell masks) and fences (edge mask) of one farmyard."""

    rooms: int
    fields: int = 0
    stables: int = 0
    fences: int = 0
    # derived values (core/native_record.py): worked out on first use, cleared by a copy
    _pastures: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _enclosed: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _free: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _capacities: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _room_cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _field_cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _stable_cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> FarmBoard:
        board = _new_board(FarmBoard)
        board.rooms, board.fields, board.stables, board.fences = self.rooms, self.fields, self.stables, self.fences
        board._pastures = board._enclosed = board._free = None
        board._capacities = board._room_cells = board._field_cells = board._stable_cells = None
        return board

    @classmethod
    def start(cls) -> FarmBoard:
        """Two wooden rooms at the start places (ruling 1), nothing else."""
        return cls(rooms=sum(bit(cell) for cell in rules.START_ROOMS))

    # --- derived geometry ---

    @property
    def pastures(self) -> tuple[int, ...]:
        value = self._pastures
        if value is None:
            value = self._pastures = derive_pastures(self.fences)
        return value

    @property
    def enclosed(self) -> int:
        value = self._enclosed
        if value is None:
            value = self._enclosed = sum(self.pastures)
        return value

    @property
    def free(self) -> int:
        """Unused cells: no room, field or stable and not inside a pasture (rules 1.7)."""
        value = self._free
        if value is None:
            value = self._free = ALL & ~(self.rooms | self.fields | self.stables | self.enclosed)
        return value

    @property
    def capacities(self) -> tuple[int, ...]:
        """Capacity of every place that holds animals (pastures, unfenced stables, the
        house pet), largest first: the placement solver's locations."""
        value = self._capacities
        if value is None:
            value = self._capacities = self._find_capacities()
        return value

    def _find_capacities(self) -> tuple[int, ...]:
        found = [rules.pasture_capacity(p.bit_count(), (p & self.stables).bit_count()) for p in self.pastures]
        found += [rules.UNFENCED_STABLE_CAPACITY] * (self.stables & ~self.enclosed).bit_count()
        found.append(rules.HOUSE_PET_CAPACITY)
        return tuple(sorted(found, reverse=True))

    @property
    def fence_count(self) -> int:
        return self.fences.bit_count()

    @property
    def stable_count(self) -> int:
        return self.stables.bit_count()

    # --- where things may be built ---

    @property
    def room_cells(self) -> tuple[Cell, ...]:
        """Free cells next to a room (no stable there: ruling 5; not fenced in)."""
        value = self._room_cells
        if value is None:
            value = self._room_cells = cells_of(self.free & neighbours(self.rooms))
        return value

    @property
    def field_cells(self) -> tuple[Cell, ...]:
        """Free cells where a field may be plowed: next to a field once there is one."""
        value = self._field_cells
        if value is None:
            value = self._field_cells = cells_of(self.free & neighbours(self.fields) if self.fields else self.free)
        return value

    @property
    def stable_cells(self) -> tuple[Cell, ...]:
        """Cells without a room, field or stable; fenced or not."""
        value = self._stable_cells
        if value is None:
            value = self._stable_cells = cells_of(ALL & ~(self.rooms | self.fields | self.stables))
        return value

    # --- changes ---

    def with_room(self, cell: Cell) -> FarmBoard:
        return self.replace(rooms=self.rooms | bit(cell))

    def with_field(self, cell: Cell) -> FarmBoard:
        return self.replace(fields=self.fields | bit(cell))

    def with_stable(self, cell: Cell) -> FarmBoard:
        return self.replace(stables=self.stables | bit(cell))

    def with_fences(self, fences: int) -> FarmBoard:
        return self.replace(fences=self.fences | fences)

    # --- checks and export ---

    def problems(self) -> list[str]:
        """Every broken farmyard rule (empty when the board is legal): fences by rules 9.2,
        stables, and connected rooms and fields."""
        found = []
        if self.fence_count > rules.MAX_FENCES:
            found.append(f"{self.fence_count} fences")
        if self.stable_count > rules.MAX_STABLES:
            found.append(f"{self.stable_count} stables")
        if (self.rooms & self.fields) or (self.stables & (self.rooms | self.fields)):
            found.append("two things on one space")
        if self.enclosed & (self.rooms | self.fields):
            found.append("a room or field is fenced in")
        region = {}
        for n, pasture in enumerate(self.pastures):
            for i in range(len(CELLS)):
                if pasture >> i & 1:
                    region[i] = n
        for i, row in enumerate(SIDES_OF):
            for e, j in row:
                if self.fences >> e & 1 and region.get(i, -1) == region.get(j, -1):
                    found.append(f"fence {EDGES[e]} separates nothing")
        for name, mask in (("rooms", self.rooms), ("fields", self.fields), ("pastures", self.enclosed)):
            if not is_connected(mask):
                found.append(f"{name} not connected")
        if self.rooms.bit_count() < rules.MIN_ROOMS:
            found.append("fewer than two rooms")
        return found

    def to_farmyard(self) -> Farmyard:
        """The scorer's farmyard: pastures lettered a, b, ... in reading order."""
        pastures = {"abcdefghijklmnopqrstuvwxyz"[n]: frozenset(cells_of(p)) for n, p in enumerate(self.pastures)}
        return Farmyard(frozenset(cells_of(self.rooms)), frozenset(cells_of(self.fields)),
                        frozenset(cells_of(self.stables)), pastures)

    def fence_edges(self) -> frozenset[Edge]:
        """The built fences in the grid's edge naming."""
        return frozenset(e for i, e in enumerate(EDGES) if self.fences >> i & 1)


_new_board: Final = FarmBoard.__new__  # a copy's bare object, the method taken once (see Player's)
