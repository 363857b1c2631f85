"""The Hens grid of api.md 1.4: parsing the cells, the shape and the adjacency rule.

A grid is a list of rows, each a list of cell strings: ``"BREED value/eggs/medals"``
(a face-up hen, e.g. ``"PAD 3/2/0"``) or ``"coop"`` (a face-down card).  Cell
(r, c) is row r, column c, both from 0.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import InvalidDocument, RuleViolation
from ..grid import Cell, all_cells, cell_name, cell_words
from ..words import saying
from . import rules

_HEN = re.compile(r"\s*([A-Za-z_]+)\s+(\d+)\s*/\s*(\d+)\s*/\s*(\d+)\s*")
_EXAMPLE = "'PAD 3/2/0'"


@dataclass(frozen=True)
class Hen:
    """A face-up hen card: breed code, value, eggs, medals."""

    breed: str
    value: int
    eggs: int
    medals: int

    def __str__(self) -> str:
        return f"{self.breed} {self.value}/{self.eggs}/{self.medals}"

    def __reduce__(self) -> tuple:
        """Pickled by its fields (a compiled frozen class refuses the default, field by field)."""
        return Hen, (self.breed, self.value, self.eggs, self.medals)


def compatible(a: Hen, b: Hen) -> bool:
    """The pairwise adjacency rule (hens.md 4.4): same breed, or values exactly 1 apart."""
    return a.breed == b.breed or abs(a.value - b.value) == 1


@dataclass(unsafe_hash=True)
class Grid:
    """A finished grid: a hen or ``None`` (a coop) in every cell.

    Not changed once made (a plain dataclass rather than a frozen one, so that a compiled build
    stores its fields natively, as ``core/native_record.py`` explains).
    """

    cells: tuple[tuple[Hen | None, ...], ...]
    # derived value: the hens with their cells and the coop cells, worked out on first use
    _faces: tuple[tuple[tuple[Cell, Hen], ...], tuple[Cell, ...]] | None = field(
        default=None, kw_only=True, repr=False, compare=False)

    @property
    def rows(self) -> int:
        return len(self.cells)

    @property
    def cols(self) -> int:
        return len(self.cells[0]) if self.cells else 0

    def __getitem__(self, cell: Cell) -> Hen | None:
        return self.cells[cell[0]][cell[1]]

    @property
    def hens(self) -> tuple[tuple[Cell, Hen], ...]:
        """Every face-up hen with its cell, in reading order."""
        return self.faces()[0]

    @property
    def coops(self) -> tuple[Cell, ...]:
        """The cells holding a coop, in reading order."""
        return self.faces()[1]

    def faces(self) -> tuple[tuple[tuple[Cell, Hen], ...], tuple[Cell, ...]]:
        """The hens with their cells and the coop cells, from one pass in reading order."""
        faces = self._faces
        if faces is None:
            faces = self._faces = self._find_faces()
        return faces

    def _find_faces(self) -> tuple[tuple[tuple[Cell, Hen], ...], tuple[Cell, ...]]:
        hens: list[tuple[Cell, Hen]] = []
        coops: list[Cell] = []
        for r, row in enumerate(self.cells):  # loops: cheaper than a nested generator on a small grid
            for c, hen in enumerate(row):
                if hen is None:
                    coops.append((r, c))
                else:
                    hens.append(((r, c), hen))
        return tuple(hens), tuple(coops)

    @property
    def corners(self) -> tuple[Cell, ...]:
        last_r, last_c = self.rows - 1, self.cols - 1
        return ((0, 0), (0, last_c), (last_r, 0), (last_r, last_c))

    @property
    def lines(self) -> tuple[tuple[Cell, ...], ...]:
        """Every full row, then every full column, as cells."""
        rows = tuple(tuple((r, c) for c in range(self.cols)) for r in range(self.rows))
        cols = tuple(tuple((r, c) for r in range(self.rows)) for c in range(self.cols))
        return rows + cols

    @property
    def adjacent_pairs(self) -> tuple[tuple[Cell, Cell], ...]:
        """Each orthogonally adjacent pair of cells once, (earlier, later) in reading order."""
        pairs = []
        for r, c in all_cells(self.rows, self.cols):
            if c + 1 < self.cols:
                pairs.append(((r, c), (r, c + 1)))
            if r + 1 < self.rows:
                pairs.append(((r, c), (r + 1, c)))
        return tuple(pairs)

    @property
    def hen_pairs(self) -> tuple[tuple[Cell, Cell], ...]:
        """Adjacent pairs where both cells hold a face-up hen."""
        return tuple((a, b) for a, b in self.adjacent_pairs if self[a] is not None and self[b] is not None)

    def to_rows(self) -> list[list[str]]:
        """The grid as the document writes it."""
        return [[rules.COOP if hen is None else str(hen) for hen in row] for row in self.cells]


def where(cell: Cell) -> str:
    """How errors name a grid cell: ``grid cell (1, 2)``."""
    return f"grid {cell_name(cell)}"


def parse_cell(token: object, cell: Cell) -> Hen | None:
    """One cell string as a hen, or ``None`` for a coop."""
    if not isinstance(token, str):
        raise InvalidDocument(f"must be a string such as {_EXAMPLE} or 'coop', got {token!r}", where=where(cell))
    if token.strip().lower() == rules.COOP:
        return None
    match = _HEN.fullmatch(token)
    if not match:
        raise InvalidDocument(f"expected 'BREED value/eggs/medals' (e.g. {_EXAMPLE}) or 'coop', got {token!r}",
                              where=where(cell))
    code = match.group(1).upper()
    if code not in rules.BREED_BY_CODE:
        raise InvalidDocument(f"unknown breed {match.group(1)!r}; breeds are {' '.join(rules.BREED_BY_CODE)}",
                              where=where(cell))
    numbers = [int(match.group(i)) for i in (2, 3, 4)]
    for name, number, (low, high) in zip(("value", "eggs", "medals"), numbers,
                                         (rules.VALUES, rules.EGGS, rules.MEDALS)):
        if not low <= number <= high:
            raise InvalidDocument(f"{name} must be {low} to {high}, got {number} in {token!r}", where=where(cell))
    return Hen(code, *numbers)


def parse_grid(value: object) -> Grid:
    """Read and check a document's ``grid``: cell tokens, shape and adjacency."""
    if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
        raise InvalidDocument("must be a list of rows, each a list of cell strings", where="grid")
    for r, row in enumerate(value[1:], start=1):
        if len(row) != len(value[0]):
            raise InvalidDocument(f"has {len(row)} cells, row 0 has {len(value[0])}", where=f"grid row {r}")
    shape = (len(value), len(value[0]) if value else 0)
    if shape not in rules.GRID_SHAPES:
        shapes = " or ".join(f"{r}x{c}" for r, c in rules.GRID_SHAPES)
        raise RuleViolation(saying("is %(rows)sx%(columns)s; a finished grid is %(shapes)s", rows=shape[0],
                                   columns=shape[1], shapes=shapes), where="grid")
    grid = Grid(tuple(tuple(parse_cell(token, (r, c)) for c, token in enumerate(row)) for r, row in enumerate(value)))
    check_adjacency(grid)
    return grid


def check_adjacency(grid: Grid) -> None:
    """Every adjacent pair of face-up hens must be compatible; coops constrain nothing."""
    for a, b in grid.hen_pairs:
        hen, other = grid[a], grid[b]
        if hen is not None and other is not None and not compatible(hen, other):
            raise RuleViolation(
                saying("%(hen)s is next to %(other)s at %(cell)s: hens of different breeds must differ in value by "
                       "exactly 1", hen=str(grid[a]), other=str(grid[b]), cell=cell_words(b)),
                where=where(a),
            )
