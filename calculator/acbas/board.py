"""A player's farm board during play: the borders actually placed, not implied.

The scorer reads farms from documents, where pasture letters imply the
borders.  The simulator needs the real thing: borders go up one at a time,
pastures are enclosed only when every outer edge is closed, and expansions are
added on either side.  Cells use a fixed canvas whose home board sits at
columns :data:`HOME` and :data:`HOME` + 1, so attaching an expansion on the
left never renumbers anything; :meth:`FarmBoard.to_farm` translates back to
document coordinates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..core.native_record import NativeRecord
from ..grid import SIDES, Cell, Edge, connected_regions, edge, neighbour
from ..housing import Location
from . import rules
from .farm import Farm

HOME = rules.MAX_EXPANSIONS  # canvas column of the home board's left column
CANVAS_COLS = rules.HOME_COLUMNS + 2 * rules.MAX_EXPANSIONS


@dataclass(unsafe_hash=True)
class FarmBoard(NativeRecord):
    """Buildings, troughs and borders on a farm of 3 x (2 + left + right) spaces."""

    buildings: tuple[tuple[Cell, str], ...]  # (cell, token), sorted by cell
    troughs: frozenset[Cell] = frozenset()
    borders: frozenset[Edge] = frozenset()
    left: int = 0
    right: int = 0
    # derived values (core/native_record.py): worked out on first use, cleared by a copy
    _cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _building_at: dict[Cell, str] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _regions: tuple[tuple[frozenset[Cell], bool], ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _pastures: tuple[frozenset[Cell], ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _enclosed: frozenset[Cell] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _locations: tuple[Location, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _capacities: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _expansion_columns: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _open_edges: tuple[Edge, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _free_cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> FarmBoard:
        board = FarmBoard.__new__(FarmBoard)
        board.buildings, board.troughs, board.borders = self.buildings, self.troughs, self.borders
        board.left, board.right = self.left, self.right
        board._cells = board._building_at = board._regions = board._pastures = board._enclosed = None
        board._locations = board._capacities = board._expansion_columns = None
        board._open_edges = board._free_cells = None
        return board

    @classmethod
    def start(cls) -> FarmBoard:
        """The home board with the cottage at its printed place."""
        row, col = rules.COTTAGE_START
        return cls(buildings=(((row, HOME + col), "C"),))

    # --- geometry ---

    @property
    def first_col(self) -> int:
        return HOME - self.left

    @property
    def end_col(self) -> int:
        return HOME + rules.HOME_COLUMNS + self.right

    @property
    def cells(self) -> tuple[Cell, ...]:
        value = self._cells
        if value is None:
            value = self._cells = self._find_cells()
        return value

    def _find_cells(self) -> tuple[Cell, ...]:
        return tuple((r, c) for r in range(rules.ROWS) for c in range(self.first_col, self.end_col))

    @property
    def building_at(self) -> dict[Cell, str]:
        value = self._building_at
        if value is None:
            value = self._building_at = self._find_building_at()
        return value

    def _find_building_at(self) -> dict[Cell, str]:
        return dict(self.buildings)

    def on_farm(self, cell: Cell | None) -> bool:
        return cell is not None and 0 <= cell[0] < rules.ROWS and self.first_col <= cell[1] < self.end_col

    def across(self, cell: Cell, side: str) -> Cell | None:
        """The farm cell across ``side``, or ``None`` off the farm."""
        other = neighbour(cell, side, rules.ROWS, CANVAS_COLS)
        return other if self.on_farm(other) else None

    @property
    def regions(self) -> tuple[tuple[frozenset[Cell], bool], ...]:
        """Non-building cells joined where no border stands, each with whether it is
        enclosed: every edge it has to the outside of the farm carries a border."""
        value = self._regions
        if value is None:
            value = self._regions = self._find_regions()
        return value

    def _find_regions(self) -> tuple[tuple[frozenset[Cell], bool], ...]:
        open_cells = [cell for cell in self.cells if cell not in self.building_at]
        found = []
        for region in connected_regions(open_cells, self.joined):
            enclosed = all(
                edge(cell, side) in self.borders
                for cell in region
                for side in SIDES
                if self.across(cell, side) is None
            )
            found.append((region, enclosed))
        return tuple(found)

    def joined(self, a: Cell, b: Cell) -> bool:
        """Whether no border stands between the neighbouring cells ``a`` and ``b``."""
        return _between(a, b) not in self.borders

    @property
    def pastures(self) -> tuple[frozenset[Cell], ...]:
        """Enclosed regions, in reading order of their first cell."""
        value = self._pastures
        if value is None:
            value = self._pastures = self._find_pastures()
        return value

    def _find_pastures(self) -> tuple[frozenset[Cell], ...]:
        return tuple(region for region, enclosed in self.regions if enclosed)

    @property
    def enclosed(self) -> frozenset[Cell]:
        value = self._enclosed
        if value is None:
            value = self._enclosed = self._find_enclosed()
        return value

    def _find_enclosed(self) -> frozenset[Cell]:
        return frozenset(cell for pasture in self.pastures for cell in pasture)

    @property
    def locations(self) -> tuple[Location, ...]:
        """Where animals can live, as in the scorer (rules 4.5), in reading order."""
        value = self._locations
        if value is None:
            value = self._locations = self._find_locations()
        return value

    def _find_locations(self) -> tuple[Location, ...]:
        return tuple(Location(name, cells, capacity) for name, cells, capacity in self._places())

    def _places(self) -> list[tuple[str, tuple[Cell, ...], int]]:
        """Each location's name, cells and capacity, in reading order of its first cell."""
        found = []
        for cells in self.pastures:
            troughs = len(cells & self.troughs)
            found.append((min(cells), ("pasture", tuple(sorted(cells)), 2 * len(cells) * 2**troughs)))
        for cell, token in self.buildings:
            building = rules.BUILDINGS[token]
            found.append((cell, (building.name, (cell,), building.capacity * (2 if cell in self.troughs else 1))))
        for cell in sorted(self.troughs - self.enclosed - set(self.building_at)):
            found.append((cell, ("trough", (cell,), 1)))
        return [place for _, place in sorted(found, key=lambda item: item[0])]

    @property
    def capacities(self) -> tuple[int, ...]:
        """The capacity of each location that holds any, largest first (what fits and keeps read:
        from the places themselves, without building each :class:`Location`)."""
        value = self._capacities
        if value is None:
            value = self._capacities = self._find_capacities()
        return value

    def _find_capacities(self) -> tuple[int, ...]:
        return tuple(sorted((capacity for _, _, capacity in self._places() if capacity), reverse=True))

    def is_used(self, cell: Cell) -> bool:
        return cell in self.building_at or cell in self.troughs or cell in self.enclosed

    @property
    def expansion_columns(self) -> tuple[int, ...]:
        value = self._expansion_columns
        if value is None:
            value = self._expansion_columns = self._find_expansion_columns()
        return value

    def _find_expansion_columns(self) -> tuple[int, ...]:
        return tuple(c for c in range(self.first_col, self.end_col) if not HOME <= c < HOME + rules.HOME_COLUMNS)

    def full_expansions(self) -> int:
        """Expansions whose three spaces are all used."""
        return sum(all(self.is_used((r, c)) for r in range(rules.ROWS)) for c in self.expansion_columns)

    # --- what may be built ---

    @property
    def open_edges(self) -> tuple[Edge, ...]:
        """Edges where a border may go: on the farm, free, and not against a building
        wall (a border there would do nothing), in a fixed order."""
        value = self._open_edges
        if value is None:
            value = self._open_edges = self._find_open_edges()
        return value

    def _find_open_edges(self) -> tuple[Edge, ...]:
        buildings = self.building_at
        return tuple(
            e for e, sides in _edges(self.first_col, self.end_col)
            if e not in self.borders and not any(cell in buildings for cell in sides)
        )

    @property
    def free_cells(self) -> tuple[Cell, ...]:
        """Spaces without a building."""
        value = self._free_cells
        if value is None:
            value = self._free_cells = self._find_free_cells()
        return value

    def _find_free_cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell in self.cells if cell not in self.building_at)

    def cells_with(self, token: str) -> tuple[Cell, ...]:
        return tuple(cell for cell, t in self.buildings if t == token)

    # --- changes (each returns a new board) ---

    def with_border(self, e: Edge) -> FarmBoard:
        return self.replace(borders=self.borders | {e})

    def with_trough(self, cell: Cell) -> FarmBoard:
        return self.replace(troughs=self.troughs | {cell})

    def with_building(self, cell: Cell, token: str) -> FarmBoard:
        """Build ``token`` on ``cell``, replacing whatever building stood there."""
        buildings = dict(self.buildings)
        buildings[cell] = token
        return self.replace(buildings=tuple(sorted(buildings.items())))

    def expanded(self, side: str) -> FarmBoard:
        return self.replace(left=self.left + 1) if side == "left" else self.replace(right=self.right + 1)

    # --- export ---

    def to_farm(self) -> Farm:
        """The scorer's farm of this board, in document coordinates (pasture letters a, b, ...)."""
        shift = self.first_col
        pastures = {
            "abcdefghijklmnopqrstuvwxyz"[i]: frozenset((r, c - shift) for r, c in cells)
            for i, cells in enumerate(self.pastures)
        }
        return Farm(
            buildings={(r, c - shift): t for (r, c), t in self.buildings},
            troughs=frozenset((r, c - shift) for r, c in self.troughs),
            pastures=pastures,
            left=self.left,
            right=self.right,
        )


@lru_cache(maxsize=None)
def _edges(first_col: int, end_col: int) -> tuple[tuple[Edge, tuple[Cell, ...]], ...]:
    """Every edge of a farm spanning these canvas columns, sorted, with the farm cells beside it."""
    sides: dict[Edge, list[Cell]] = {}
    for r in range(rules.ROWS):
        for c in range(first_col, end_col):
            for side in SIDES:
                sides.setdefault(edge((r, c), side), []).append((r, c))
    return tuple((e, tuple(cells)) for e, cells in sorted(sides.items()))


def _between(a: Cell, b: Cell) -> Edge:
    """The edge shared by two orthogonally adjacent cells."""
    (r1, c1), (r2, c2) = sorted((a, b))
    return ("H", r2, c2) if c1 == c2 else ("V", r1, c2)
