"""A player's farm board during play: the borders actually placed, not implied.

The scorer reads farms from documents, where pasture letters imply the
borders.  The simulator needs the real thing: borders go up one at a time,
pastures are enclosed only when every outer edge is closed, and expansions are
added on either side.  Cells use a fixed canvas whose home board sits at
columns :data:`HOME` and :data:`HOME` + 1, so attaching an expansion on the
left never renumbers anything; :meth:`FarmBoard.to_farm` translates back to
document coordinates.

What depends only on the board's structure (its regions, pastures, capacities and open
edges) is worked out once per board, on bit masks: bit ``r * STRIDE + c`` stands for the
canvas cell ``(r, c)``, for the vertical border ``("V", r, c)`` on its left and for the
horizontal border ``("H", r, c)`` on its top, so joining cells and checking an outline are a
few integer operations.  A player's copy keeps its board object, and with it all of these.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from ..core.native_record import NativeRecord
from ..grid import SIDES, Cell, Edge, edge, neighbour
from ..housing import Location
from . import rules
from .farm import Farm

HOME: Final = rules.MAX_EXPANSIONS  # canvas column of the home board's left column
CANVAS_COLS: Final = rules.HOME_COLUMNS + 2 * rules.MAX_EXPANSIONS
STRIDE: Final = CANVAS_COLS + 1  # bits per row of a mask: the canvas's columns and the right-hand outline


def bit(r: int, c: int) -> int:
    """The mask bit of cell ``(r, c)``, of the vertical border on its left, of the horizontal on its top."""
    return 1 << (r * STRIDE + c)


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
    _borders_bits: tuple[int, int] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _building_bits: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _trough_bits: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _region_bits: tuple[tuple[int, bool], ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _enclosed_bits: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _pastures: tuple[frozenset[Cell], ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _enclosed: frozenset[Cell] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _locations: tuple[Location, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _capacities: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _expansion_columns: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _open_edges: tuple[Edge, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _open_edge_bits: tuple[int, int] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _free_cells: tuple[Cell, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _room: int | None = field(default=None, kw_only=True, repr=False, compare=False)
    _holds: int | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> FarmBoard:
        board = NEW_BOARD(FarmBoard)
        board.buildings, board.troughs, board.borders = self.buildings, self.troughs, self.borders
        board.left, board.right = self.left, self.right
        board._cells = board._building_at = board._pastures = board._enclosed = None
        board._borders_bits = board._building_bits = board._trough_bits = None
        board._region_bits = board._enclosed_bits = None
        board._locations = board._capacities = board._expansion_columns = None
        board._open_edges = board._open_edge_bits = board._free_cells = board._room = board._holds = None
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

    # --- the board's structure as bit masks (see the module's docstring) ---

    @property
    def borders_bits(self) -> tuple[int, int]:
        """The borders as masks: (vertical, horizontal)."""
        value = self._borders_bits
        if value is None:
            value = self._borders_bits = self._find_borders_bits()
        return value

    def _find_borders_bits(self) -> tuple[int, int]:
        vertical = horizontal = 0
        for kind, r, c in self.borders:
            if kind == "V":
                vertical |= bit(r, c)
            else:
                horizontal |= bit(r, c)
        return vertical, horizontal

    @property
    def building_bits(self) -> int:
        value = self._building_bits
        if value is None:
            value = self._building_bits = _cells_bits(cell for cell, _ in self.buildings)
        return value

    @property
    def trough_bits(self) -> int:
        value = self._trough_bits
        if value is None:
            value = self._trough_bits = _cells_bits(self.troughs)
        return value

    @property
    def region_bits(self) -> tuple[tuple[int, bool], ...]:
        """Non-building cells joined where no border stands (masks, in reading order of their
        first cell), each with whether it is enclosed: every edge it has to the outside of
        the farm carries a border."""
        value = self._region_bits
        if value is None:
            value = self._region_bits = self._find_region_bits()
        return value

    def _find_region_bits(self) -> tuple[tuple[int, bool], ...]:
        vertical, horizontal = self.borders_bits
        first, last, top, bottom = OUTLINES[self.left][self.right]
        free = FARM_BITS[self.left][self.right] & ~self.building_bits
        found = []
        while free:
            region = free & -free  # the first free cell in reading order
            while True:  # spread to each neighbour across an edge without a border
                grown = region | free & (
                    (region << 1 & ~vertical) | (region & ~vertical) >> 1
                    | (region << STRIDE & ~horizontal) | (region & ~horizontal) >> STRIDE)
                if grown == region:
                    break
                region = grown
            free &= ~region
            enclosed = not (region & first & ~vertical or (region & last) << 1 & ~vertical
                            or region & top & ~horizontal or (region & bottom) << STRIDE & ~horizontal)
            found.append((region, enclosed))
        return tuple(found)

    @property
    def pasture_bits(self) -> tuple[int, ...]:
        """Enclosed regions as masks, in reading order of their first cell."""
        return tuple(region for region, enclosed in self.region_bits if enclosed)

    @property
    def enclosed_bits(self) -> int:
        value = self._enclosed_bits
        if value is None:
            value = 0
            for region in self.pasture_bits:
                value |= region
            self._enclosed_bits = value
        return value

    def cells_of(self, mask: int) -> frozenset[Cell]:
        """The cells of a mask."""
        return frozenset(cell for cell in self.cells if bit(*cell) & mask)

    @property
    def regions(self) -> tuple[tuple[frozenset[Cell], bool], ...]:
        """:attr:`region_bits` as cells."""
        return tuple((self.cells_of(region), enclosed) for region, enclosed in self.region_bits)

    @property
    def pastures(self) -> tuple[frozenset[Cell], ...]:
        """Enclosed regions, in reading order of their first cell."""
        value = self._pastures
        if value is None:
            value = self._pastures = self._find_pastures()
        return value

    def _find_pastures(self) -> tuple[frozenset[Cell], ...]:
        return tuple(self.cells_of(region) for region in self.pasture_bits)

    @property
    def enclosed(self) -> frozenset[Cell]:
        value = self._enclosed
        if value is None:
            value = self._enclosed = self._find_enclosed()
        return value

    def _find_enclosed(self) -> frozenset[Cell]:
        return self.cells_of(self.enclosed_bits)

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
        for region in self.pasture_bits:
            cells = tuple(sorted(self.cells_of(region)))
            found.append((cells[0], ("pasture", cells, _pasture_capacity(region, self.trough_bits))))
        for cell, token in self.buildings:
            found.append((cell, (rules.BUILDINGS[token].name, (cell,), self._building_capacity(cell, token))))
        for cell in sorted(self.troughs - self.enclosed - set(self.building_at)):
            found.append((cell, ("trough", (cell,), TROUGH_CAPACITY)))
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
        troughs = self.trough_bits
        found = [_pasture_capacity(region, troughs) for region in self.pasture_bits]
        found += [self._building_capacity(cell, token) for cell, token in self.buildings]
        found += [TROUGH_CAPACITY] * (troughs & ~self.enclosed_bits & ~self.building_bits).bit_count()
        return tuple(sorted((capacity for capacity in found if capacity), reverse=True))

    @property
    def holds(self) -> int:
        """The most animals the farm holds at once (its capacities together)."""
        value = self._holds
        if value is None:
            value = self._holds = sum(self.capacities)
        return value

    def _building_capacity(self, cell: Cell, token: str) -> int:
        """A building holds twice its capacity with a trough on it."""
        r, c = cell
        return BUILDING_CAPACITY[token] * (2 if bit(r, c) & self.trough_bits else 1)

    def is_used(self, cell: Cell) -> bool:
        return bool(bit(*cell) & (self.building_bits | self.trough_bits | self.enclosed_bits))

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
        used = self.building_bits | self.trough_bits | self.enclosed_bits
        full = 0
        for c in self.expansion_columns:
            column = COLUMN_BITS[c]
            if used & column == column:
                full += 1
        return full

    def building_counts(self) -> dict[str, int]:
        """How many buildings of each kind (every token of the rules, 0 when none)."""
        counts = dict.fromkeys(BUILDING_CAPACITY, 0)
        for _, token in self.buildings:
            counts[token] += 1
        return counts

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
        vertical, horizontal = self.open_edge_bits
        return tuple(e for e, e_bit in _edges(self.first_col, self.end_col)
                     if e_bit & (vertical if e[0] == "V" else horizontal))

    @property
    def open_edge_bits(self) -> tuple[int, int]:
        """:attr:`open_edges` as masks: (vertical, horizontal)."""
        value = self._open_edge_bits
        if value is None:
            value = self._open_edge_bits = self._find_open_edge_bits()
        return value

    def _find_open_edge_bits(self) -> tuple[int, int]:
        farm = FARM_BITS[self.left][self.right]
        vertical, horizontal = self.borders_bits
        walls = self.building_bits  # each building's edges: left and top at its bit, right and bottom beyond
        return ((farm | farm << 1) & ~vertical & ~(walls | walls << 1),
                (farm | farm << STRIDE) & ~horizontal & ~(walls | walls << STRIDE))

    @property
    def has_open_edge(self) -> bool:
        vertical, horizontal = self.open_edge_bits
        return bool(vertical | horizontal)

    @property
    def has_free_space(self) -> bool:
        """Whether a space without a building is left."""
        return bool(FARM_BITS[self.left][self.right] & ~self.building_bits)

    @property
    def free_cells(self) -> tuple[Cell, ...]:
        """Spaces without a building."""
        value = self._free_cells
        if value is None:
            value = self._free_cells = self._find_free_cells()
        return value

    def _find_free_cells(self) -> tuple[Cell, ...]:
        return tuple(cell for cell in self.cells if cell not in self.building_at)

    @property
    def room(self) -> int:
        """What the board leaves room for, all that a player's abilities read of it, as bits: 1 a
        border (an open edge), 2 stables (a stall), 4 the half-timbered house (the cottage), 8 a
        building (a space without one), 16 a trough (a space without one)."""
        value = self._room
        if value is None:
            value = self._room = ((1 if self.has_open_edge else 0) | (2 if self.has_building("S") else 0)
                                  | (4 if self.has_building("C") else 0) | (8 if self.has_free_space else 0)
                                  | (16 if len(self.troughs) < rules.ROWS * (self.end_col - self.first_col) else 0))
        return value

    def cells_with(self, token: str) -> tuple[Cell, ...]:
        return tuple(cell for cell, t in self.buildings if t == token)

    def has_building(self, token: str) -> bool:
        for _, t in self.buildings:
            if t == token:
                return True
        return False

    # --- changes (each returns a new board) ---

    # (a copy with the changed field set: ``replace`` takes its changes as a keyword dictionary;
    # the masks of borders, buildings and troughs handed on with the one bit added, not worked out again)
    def _copy_with_masks(self) -> FarmBoard:
        """A copy keeping the masks of borders, buildings and troughs: a change adds its one bit."""
        board = self.copy()
        board._borders_bits, board._building_bits, board._trough_bits = \
            self.borders_bits, self.building_bits, self.trough_bits
        return board

    def with_border(self, e: Edge) -> FarmBoard:
        board = self._copy_with_masks()
        board.borders = self.borders | {e}
        kind, r, c = e
        vertical, horizontal = self.borders_bits
        board._borders_bits = (vertical | bit(r, c), horizontal) if kind == "V" else (vertical, horizontal | bit(r, c))
        return board

    def with_trough(self, cell: Cell) -> FarmBoard:
        board = self._copy_with_masks()
        board.troughs = self.troughs | {cell}
        r, c = cell
        board._trough_bits = self.trough_bits | bit(r, c)
        return board

    def with_building(self, cell: Cell, token: str) -> FarmBoard:
        """Build ``token`` on ``cell``, replacing whatever building stood there."""
        buildings = dict(self.buildings)
        buildings[cell] = token
        board = self._copy_with_masks()
        board.buildings = tuple(sorted(buildings.items()))
        r, c = cell
        board._building_bits = self.building_bits | bit(r, c)
        return board

    def expanded(self, side: str) -> FarmBoard:
        board = self._copy_with_masks()  # the canvas keeps every cell where it was
        if side == "left":
            board.left += 1
        else:
            board.right += 1
        return board

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


NEW_BOARD: Final = FarmBoard.__new__  # looked up once (compiled, a method looked up by name at every copy)

TROUGH_CAPACITY: Final = 1  # a trough alone, outside pastures and buildings
BUILDING_CAPACITY: Final = {token: building.capacity for token, building in rules.BUILDINGS.items()}


def _pasture_capacity(region: int, troughs: int) -> int:
    """Two animals a space, doubled by each trough in the pasture."""
    return 2 * region.bit_count() << (region & troughs).bit_count()


def _cells_bits(cells: Iterable[Cell]) -> int:
    mask = 0
    for r, c in cells:
        mask |= bit(r, c)
    return mask


def _outline(first_col: int, end_col: int) -> tuple[int, int, int, int]:
    """The cells of a farm spanning these canvas columns along its outline, as masks: the first
    column, the last, the top row, the bottom row."""
    first = _cells_bits((r, first_col) for r in range(rules.ROWS))
    last = _cells_bits((r, end_col - 1) for r in range(rules.ROWS))
    top = _cells_bits((0, c) for c in range(first_col, end_col))
    bottom = _cells_bits((rules.ROWS - 1, c) for c in range(first_col, end_col))
    return first, last, top, bottom


def _farm_bits(first_col: int, end_col: int) -> int:
    """The cells of a farm spanning these canvas columns, as a mask."""
    return _cells_bits((r, c) for r in range(rules.ROWS) for c in range(first_col, end_col))


# Each farm's outline and cells as masks, by its expansions on the left and on the right: worked
# out once (a table read, where a cached function is a call with its arguments hashed).
EXPANSIONS: Final = range(rules.MAX_EXPANSIONS + 1)
OUTLINES: Final = tuple(tuple(_outline(HOME - left, HOME + rules.HOME_COLUMNS + right) for right in EXPANSIONS)
                        for left in EXPANSIONS)
COLUMN_BITS: Final = tuple(_cells_bits((r, c) for r in range(rules.ROWS)) for c in range(CANVAS_COLS))
FARM_BITS: Final = tuple(tuple(_farm_bits(HOME - left, HOME + rules.HOME_COLUMNS + right) for right in EXPANSIONS)
                         for left in EXPANSIONS)


@lru_cache(maxsize=None)
def _edges(first_col: int, end_col: int) -> tuple[tuple[Edge, int], ...]:
    """Every edge of a farm spanning these canvas columns, sorted, with its mask bit."""
    edges = {edge((r, c), side) for r in range(rules.ROWS) for c in range(first_col, end_col) for side in SIDES}
    return tuple((e, bit(e[1], e[2])) for e in sorted(edges))


