"""Square-grid geometry shared by the farm games (ACBAS and Agricola).

A farm is a rectangle of cells ``(row, col)``, both counted from 0 at the top
left.  Borders (fences, walls) stand on *edges*.  An edge is named by the line it
lies on, as in the Agricola rules' fence slots:

* ``("H", r, c)``: the horizontal edge above row ``r`` in column ``c``
  (``r == rows`` is the bottom edge of the farm);
* ``("V", r, c)``: the vertical edge left of column ``c`` in row ``r``
  (``c == cols`` is the right edge of the farm).

In the documents, pastures are written as letters: cells with the same letter
form one pasture and a border stands on every edge of a pasture cell that leads
somewhere else.  This module turns letters into regions and borders; the game
modules decide which cells are buildings, and whether building walls count.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

from .errors import InvalidDocument, RuleViolation
from .words import Saying, saying

Cell = tuple[int, int]
Edge = tuple[str, int, int]

SIDES = ("N", "E", "S", "W")
_STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def edge(cell: Cell, side: str) -> Edge:
    """The edge on ``side`` (``"N"``, ``"E"``, ``"S"`` or ``"W"``) of ``cell``."""
    r, c = cell
    if side == "N":
        return ("H", r, c)
    if side == "S":
        return ("H", r + 1, c)
    if side == "W":
        return ("V", r, c)
    return ("V", r, c + 1)


def edge_side(e: Edge, rows: int, cols: int) -> tuple[Cell, str]:
    """An edge named by a cell it borders and that cell's side: the cell below or
    right of it, or for the bottom and right outline the cell above or left.

    >>> edge_side(("H", 3, 1), 3, 5), edge_side(("V", 0, 2), 3, 5)
    (((2, 1), 'S'), ((0, 2), 'W'))
    """
    kind, r, c = e
    if kind == "H":
        return ((r, c), "N") if r < rows else ((r - 1, c), "S")
    return ((r, c), "W") if c < cols else ((r, c - 1), "E")


def neighbour(cell: Cell, side: str, rows: int, cols: int) -> Cell | None:
    """The cell across ``side`` of ``cell``, or ``None`` outside the farm."""
    dr, dc = _STEP[side]
    r, c = cell[0] + dr, cell[1] + dc
    if 0 <= r < rows and 0 <= c < cols:
        return (r, c)
    return None


def cell_name(cell: Cell) -> str:
    """How errors name a cell: ``cell (1, 2)``."""
    return f"cell ({cell[0]}, {cell[1]})"


def cell_words(cell: Cell) -> Saying:
    """A cell named in a rule's message: :func:`cell_name`, to be said in a page's language."""
    return saying("cell (%(row)s, %(column)s)", row=cell[0], column=cell[1])


def parse_rows(rows: object, *, n_rows: int, n_cols: int, field: str) -> tuple[tuple[str, ...], ...]:
    """Split a grid written as a list of strings into whitespace-separated tokens.

    >>> parse_rows(["a  a+ S", "a . ."], n_rows=2, n_cols=3, field="farm")
    (('a', 'a+', 'S'), ('a', '.', '.'))
    """
    if not isinstance(rows, list) or not all(isinstance(row, str) for row in rows):
        raise InvalidDocument("must be a list of strings, one per row", where=field)
    if len(rows) != n_rows:
        raise InvalidDocument(f"has {len(rows)} rows, expected {n_rows}", where=field)
    grid = tuple(tuple(row.split()) for row in rows)
    for r, tokens in enumerate(grid):
        if len(tokens) != n_cols:
            raise InvalidDocument(
                f"row {r} has {len(tokens)} cells, expected {n_cols}", where=field
            )
    return grid


def connected_regions(cells: Iterable[Cell], joined: Callable[[Cell, Cell], bool]) -> list[frozenset[Cell]]:
    """Split ``cells`` into orthogonally connected regions.

    Two neighbouring cells of the set belong together when ``joined(a, b)``.
    Regions come back ordered by their first cell in reading order, so the
    result never depends on set iteration order.
    """
    remaining = set(cells)
    regions = []
    for start in sorted(remaining):
        if start not in remaining:
            continue
        remaining.discard(start)
        region, stack = {start}, [start]
        while stack:
            r, c = stack.pop()
            for other in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if other in remaining and joined((r, c), other):
                    remaining.discard(other)
                    region.add(other)
                    stack.append(other)
        regions.append(frozenset(region))
    return regions


def pastures_by_letter(letters: Mapping[Cell, str], *, where: str = "farm") -> dict[str, frozenset[Cell]]:
    """Group pasture cells by letter; a letter used for two separate regions is an error."""
    regions = connected_regions(letters, lambda a, b: letters[a] == letters[b])
    pastures: dict[str, frozenset[Cell]] = {}
    for region in regions:
        letter = letters[min(region)]
        if letter in pastures:
            first, second = min(pastures[letter]), min(region)
            raise RuleViolation(
                saying("pasture %(letter)s is two separate regions, at %(first)s and %(second)s; use a different "
                       "letter for each pasture", letter=repr(letter), first=cell_words(first), second=cell_words(second)),
                where=where,
            )
        pastures[letter] = region
    return dict(sorted(pastures.items()))


def pasture_borders(
    letters: Mapping[Cell, str], rows: int, cols: int, *, is_wall: Callable[[Cell], bool] = lambda cell: False
) -> frozenset[Edge]:
    """The borders implied by pasture letters.

    A border stands on every edge of a pasture cell that leads to a cell with
    another letter, to a cell that is not a pasture, or off the farm, except
    where the other side ``is_wall`` (a building, whose own walls close it).
    """
    borders = set()
    for cell, letter in letters.items():
        for side in SIDES:
            other = neighbour(cell, side, rows, cols)
            if other is not None and (letters.get(other) == letter or is_wall(other)):
                continue
            borders.add(edge(cell, side))
    return frozenset(borders)


def touches_edge(region: Iterable[Cell], rows: int, cols: int) -> bool:
    """Whether any cell of ``region`` lies on the outer edge of the farm."""
    return any(r in (0, rows - 1) or c in (0, cols - 1) for r, c in region)


def closed_regions(cells: Iterable[Cell], rows: int, cols: int) -> list[frozenset[Cell]]:
    """Regions of ``cells`` (joined orthogonally) that do not reach the farm's edge.

    Used for the rule that a space closed in on every side is a pasture: pass
    the cells that carry no border between them (no letter, no building wall).
    """
    return [
        region
        for region in connected_regions(cells, lambda a, b: True)
        if not touches_edge(region, rows, cols)
    ]


def all_cells(rows: int, cols: int) -> Iterator[Cell]:
    """Every cell in reading order."""
    for r in range(rows):
        for c in range(cols):
            yield (r, c)


def building_walls(buildings: Iterable[Cell]) -> frozenset[Edge]:
    """The four walls of every building cell."""
    return frozenset(edge(cell, side) for cell in buildings for side in SIDES)


def draw(
    tokens: Sequence[Sequence[str]], borders: Iterable[Edge] = (), *, walls: Iterable[Edge] = (), width: int = 3,
    new: Iterable[Edge] = (),
) -> str:
    """A small text drawing of a farm: tokens in cells, borders as ``---`` and ``|``,
    building walls (where no border stands) as ``===`` and ``#``, and the borders
    in ``new`` (a plan's) as ``~~~`` and ``:``.

    >>> print(draw([["a", "."]], [("H", 0, 0), ("H", 1, 0), ("V", 0, 0), ("V", 0, 1)], new=[("V", 0, 1)]))
    +---+   +
    | a : .
    +---+   +
    """
    rows, cols = len(tokens), len(tokens[0]) if tokens else 0
    drawn, walled, fresh = set(borders), set(walls), set(new)

    def mark(e: Edge, border: str, wall: str, blank: str, marked: str) -> str:
        if e in fresh:
            return marked
        return border if e in drawn else wall if e in walled else blank

    lines = []
    for r in range(rows + 1):
        line = "+"
        for c in range(cols):
            line += mark(("H", r, c), "-" * width, "=" * width, " " * width, "~" * width) + "+"
        lines.append(line)
        if r == rows:
            break
        line = ""
        for c in range(cols + 1):
            line += mark(("V", r, c), "|", "#", " ", ":")
            if c < cols:
                line += tokens[r][c].center(width)[:width]
        lines.append(line.rstrip())
    return "\n".join(lines)
