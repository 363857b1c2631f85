"""A player's growing grid during play, and where the next card may go (hens.md 4.4-4.6).

The finished grid is 3x4 or 4x3, but while it grows it can extend in any
direction.  The yard therefore lives on a fixed 7x7 *canvas*: the first card
goes to the centre (3, 3), and no legal grid can leave the canvas, since a
bounding box of at most 4 cells in a direction that contains the centre spans
at most columns (or rows) 0..6.  With ``orientation = "fixed"`` the player
picks 3x4 or 4x3 first and the grid is that frame at the canvas's top left.
Canvas coordinates never change during a game, so action ids use them.

Adjacency only looks at a hen's (breed, value) pair, its *type* (``deck.py``).
For every cell where a hen could go the yard computes, once, a bit mask of the
types allowed there; whether a card fits a cell is then one bit test.  Sets of
cells (the frontier, the cells within the grid's shape) are bit masks too, bit
``cell`` for a cell, read in canvas reading order by :func:`cells_of`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Final

from ..core.native_record import NativeRecord
from . import rules
from .deck import NUM_TYPES, VALUES_PER_BREED

SIZE: Final = 7
CELLS: Final = SIZE * SIZE
CENTER: Final = (SIZE // 2) * SIZE + SIZE // 2
EMPTY: Final = -1  # a cell code: empty; a card number >= 0: that hen face up; <= -2: a coop (see coop_code)
ALL_TYPES: Final = (1 << NUM_TYPES) - 1


def coop_code(card: int) -> int:
    """The cell code of ``card`` laid face down (the card stays known to its owner)."""
    return -2 - card


def card_of(code: int) -> int:
    """The card in a non-empty cell, face up or down."""
    return code if code >= 0 else -2 - code


def cell_index(row: int, col: int) -> int:
    return row * SIZE + col


def cell_rc(cell: int) -> tuple[int, int]:
    return divmod(cell, SIZE)


def cells_of(mask: int) -> tuple[int, ...]:
    """The cells of a bit mask of cells, in canvas reading order (lowest bit first)."""
    cells = []
    while mask:
        lowest = mask & -mask
        cells.append(lowest.bit_length() - 1)
        mask ^= lowest
    return tuple(cells)


def _neighbours(cell: int) -> tuple[int, ...]:
    r, c = divmod(cell, SIZE)
    return tuple(nr * SIZE + nc for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))
                 if 0 <= nr < SIZE and 0 <= nc < SIZE)


NEIGHBOURS: Final = tuple(_neighbours(cell) for cell in range(CELLS))


def _mask(test) -> tuple[int, ...]:
    """For each type t, the bit mask of the types u with ``test(t, u)``."""
    def pair(t: int) -> tuple[int, int]:
        return divmod(t, VALUES_PER_BREED)

    return tuple(sum(1 << u for u in range(NUM_TYPES) if test(pair(t), pair(u))) for t in range(NUM_TYPES))


SAME_BREED: Final = _mask(lambda a, b: a[0] == b[0])
ONE_APART: Final = _mask(lambda a, b: abs(a[1] - b[1]) == 1)
COMPATIBLE: Final = tuple(s | o for s, o in zip(SAME_BREED, ONE_APART))  # the pairwise rule of hens.md 4.4


# (height, width) of every bounding box that still fits in a finished grid shape (hens.md 4.6).
_FITS: Final = frozenset((h, w) for rows, cols in rules.GRID_SHAPES for h in range(1, rows + 1) for w in range(1, cols + 1))


def fits_box(top: int, bottom: int, left: int, right: int) -> bool:
    """Whether a bounding box still fits in some finished grid shape."""
    return (bottom - top + 1, right - left + 1) in _FITS


def _widen(box: tuple[int, int, int, int], r: int, c: int) -> tuple[int, int, int, int]:
    """The bounding box ``box`` (top, bottom, left, right) grown to take in cell (r, c)."""
    top, bottom, left, right = box  # conditionals, not min() and max(): those parse keyword arguments
    return (r if r < top else top, r if r > bottom else bottom, c if c < left else left, c if c > right else right)


@cache
def _cells_within_shape(box: tuple[int, int, int, int]) -> int:
    """The bit mask of the canvas cells that a card may occupy without the cards' bounding box
    ``box`` outgrowing every finished grid shape (a pure function of the box: cached)."""
    return sum(1 << cell for cell in range(CELLS) if fits_box(*_widen(box, *divmod(cell, SIZE))))


@cache
def _cells_within_frame(frame: tuple[int, int]) -> int:
    """The bit mask of the canvas cells of a fixed ``frame`` (rows, cols) at the top left."""
    rows, cols = frame
    return sum(1 << cell_index(r, c) for r in range(rows) for c in range(cols))


@dataclass(unsafe_hash=True)
class Yard(NativeRecord):
    """One player's cards on the canvas.

    ``types`` maps every physical card to its type (shared by all yards of a
    game); ``strict`` selects ``adjacency = "strict"``; ``frame`` is the chosen
    (rows, cols) with ``orientation = "fixed"`` and None with the bounding-box
    rule.  :meth:`place` keeps two helpers up to date: ``frontier``, the bit mask
    of the empty cells next to a card, and ``allowed``, for each empty cell the types its
    face-up neighbours accept.  What is derived from all that (the open cells,
    the types that fit somewhere) is worked out on first use and kept on the record.
    """

    types: tuple[int, ...] = field(repr=False, compare=False)
    strict: bool = False
    fixed: bool = False
    frame: tuple[int, int] | None = None
    cells: tuple[int, ...] = (EMPTY,) * CELLS
    box: tuple[int, int, int, int] | None = None  # top, bottom, left, right rows/cols of the cards
    count: int = 0
    frontier: int = 0  # bit mask of the empty cells next to a card
    allowed: tuple[int, ...] = (ALL_TYPES,) * CELLS  # per empty cell: the types its neighbours allow
    # derived values (core/native_record.py): worked out on first use, cleared by a copy
    _open_cells: tuple[int, ...] | None = field(default=None, kw_only=True, repr=False, compare=False)
    _fit_mask: int | None = field(default=None, kw_only=True, repr=False, compare=False)

    def copy(self) -> Yard:
        yard = Yard.__new__(Yard)
        yard.types, yard.strict, yard.fixed, yard.frame = self.types, self.strict, self.fixed, self.frame
        yard.cells, yard.box, yard.count = self.cells, self.box, self.count
        yard.frontier, yard.allowed = self.frontier, self.allowed
        yard._open_cells = yard._fit_mask = None
        return yard

    # --- where cards may go ---

    @property
    def needs_frame(self) -> bool:
        """With the fixed orientation, the frame is chosen before the first card."""
        return self.fixed and self.frame is None

    @property
    def open_cells(self) -> tuple[int, ...]:
        """Cells where a card (face up or down) may go, in canvas reading order:
        empty, next to a card (except the first), and keeping the grid within its shape."""
        cells = self._open_cells
        if cells is None:
            cells = self._open_cells = self._find_open_cells()
        return cells

    def _find_open_cells(self) -> tuple[int, ...]:
        if self.fixed:
            assert self.frame is not None  # chosen before the first card (needs_frame)
            frame = _cells_within_frame(self.frame)
            return cells_of(self.frontier & frame if self.count else frame)
        if not self.count:
            return (CENTER,)
        assert self.box is not None  # set by the first card
        return cells_of(self.frontier & _cells_within_shape(self.box))

    @property
    def type_masks(self) -> tuple[int, ...]:
        """For each open cell, the bit mask of hen types that may go there face up."""
        allowed = self.allowed
        return tuple(allowed[cell] for cell in self.open_cells)

    @property
    def fit_mask(self) -> int:
        """Hen types that have at least one legal cell."""
        fit = self._fit_mask
        if fit is None:
            fit = self._fit_mask = self._find_fit_mask()
        return fit

    def _find_fit_mask(self) -> int:
        allowed = self.allowed
        fit = 0
        for cell in self.open_cells:
            fit |= allowed[cell]
        return fit

    def fits(self, card: int) -> bool:
        """Whether ``card`` can be played face up somewhere."""
        return (self.fit_mask >> self.types[card]) & 1 == 1

    def hen_cells(self, card: int) -> tuple[int, ...]:
        """The cells where ``card`` may go face up, in canvas reading order."""
        t, allowed = self.types[card], self.allowed
        cells = []
        for cell in self.open_cells:  # a loop: cheaper than a comprehension for a few cells
            if (allowed[cell] >> t) & 1:
                cells.append(cell)
        return tuple(cells)

    def _allowed_at(self, cells: Sequence[int], cell: int) -> int:
        """The types that may go face up on ``cell`` next to its face-up neighbours in ``cells``."""
        types = self.types
        if self.strict:
            same = step = ALL_TYPES
            for n in NEIGHBOURS[cell]:
                if cells[n] >= 0:
                    same &= SAME_BREED[types[cells[n]]]
                    step &= ONE_APART[types[cells[n]]]
            return same | step
        mask = ALL_TYPES
        for n in NEIGHBOURS[cell]:
            if cells[n] >= 0:
                mask &= COMPATIBLE[types[cells[n]]]
        return mask

    # --- changes ---

    def with_frame(self, frame: tuple[int, int]) -> Yard:
        return self.replace(frame=frame)

    def place(self, cell: int, card: int, coop: bool) -> Yard:
        """The yard with ``card`` on ``cell`` (legality is the caller's business)."""
        cells = list(self.cells)
        cells[cell] = coop_code(card) if coop else card
        r, c = cell // SIZE, cell % SIZE
        box = (r, r, c, c) if self.box is None else _widen(self.box, r, c)
        frontier = self.frontier & ~(1 << cell)
        empty = []  # the empty neighbours, added to the frontier
        for n in NEIGHBOURS[cell]:
            if cells[n] == EMPTY:
                empty.append(n)
                frontier |= 1 << n
        allowed = self.allowed
        if not coop:
            narrowed = list(allowed)
            if self.strict:
                for n in empty:
                    narrowed[n] = self._allowed_at(cells, n)
            else:  # pairwise: a cell allows what each face-up neighbour allows, so a new hen narrows it
                compatible = COMPATIBLE[self.types[card]]
                for n in empty:
                    narrowed[n] &= compatible
            allowed = tuple(narrowed)
        placed = self.draft()
        placed.cells, placed.box, placed.count = tuple(cells), box, self.count + 1
        placed.frontier, placed.allowed = frontier, allowed
        return placed.publish()

    # --- reading ---

    def hens(self) -> Iterator[tuple[int, int]]:
        """(cell, card) of every face-up hen, in canvas reading order."""
        return ((cell, code) for cell, code in enumerate(self.cells) if code >= 0)

    def coops(self) -> Iterator[tuple[int, int]]:
        """(cell, card) of every coop, in canvas reading order."""
        return ((cell, -2 - code) for cell, code in enumerate(self.cells) if code <= -2)

    def cards(self) -> list[int]:
        """Every card in the yard, face up or down."""
        return [card_of(code) for code in self.cells if code != EMPTY]

    def relative(self, cell: int) -> tuple[int, int]:
        """A canvas cell as (row, col) from :attr:`origin` (negative before the first row or column)."""
        r, c = divmod(cell, SIZE)
        top, left = self.origin
        return r - top, c - left

    @property
    def origin(self) -> tuple[int, int]:
        """Canvas (row, col) of :meth:`rows` [0][0]."""
        if self.fixed:
            return (0, 0)
        return (self.box[0], self.box[2]) if self.box else cell_rc(CENTER)

    def rows(self) -> list[list[int]]:
        """Cell codes over the bounding box (the whole frame when fixed), top row first."""
        if self.fixed and self.frame is not None:
            rows, cols = self.frame
            top, bottom, left, right = 0, rows - 1, 0, cols - 1
        elif self.box is None:
            return []
        else:
            top, bottom, left, right = self.box
        cells = self.cells
        lines: list[list[int]] = []
        for start in range(top * SIZE + left, bottom * SIZE + left + 1, SIZE):
            lines.append(list(cells[start:start + right - left + 1]))
        return lines

    @property
    def full(self) -> bool:
        """Whether the grid is a finished, completely filled 3x4 or 4x3 rectangle."""
        if self.box is None:
            return False
        top, bottom, left, right = self.box
        return (bottom - top + 1, right - left + 1) in rules.GRID_SHAPES and self.count == (
            (bottom - top + 1) * (right - left + 1))


