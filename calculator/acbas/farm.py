"""The ACBAS farm: parsing the document grid, checking it, and its locations.

Grid tokens (one per cell): ``.`` empty, a lowercase letter for a space of an
enclosed pasture, or a building letter (see :data:`rules.BUILDINGS`); a ``+``
after any of them puts a feeding trough on that space.  Building walls close
the edges they stand on, so a pasture needs no border against a building.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from ..errors import InvalidDocument, RuleViolation
from ..fields import integer, require_object
from ..grid import Cell, building_walls, Edge, cell_name, cell_words, closed_regions, draw, parse_rows, pasture_borders, pastures_by_letter
from ..housing import Location
from ..words import Saying, saying, termed
from . import rules

TROUGH = "+"


@dataclass(frozen=True)
class Farm:
    """A player's farm: buildings, troughs and enclosed pastures on 3 x (2 + expansions) spaces."""

    buildings: dict[Cell, str]  # cell -> building token
    troughs: frozenset[Cell]
    pastures: dict[str, frozenset[Cell]]  # letter -> cells
    left: int  # expansions attached on the left
    right: int  # expansions attached on the right

    @property
    def rows(self) -> int:
        return rules.ROWS

    @property
    def cols(self) -> int:
        return rules.HOME_COLUMNS + self.left + self.right

    @property
    def expansion_columns(self) -> tuple[int, ...]:
        """Columns that are expansion tiles (the home board is columns left, left + 1)."""
        home = range(self.left, self.left + rules.HOME_COLUMNS)
        return tuple(c for c in range(self.cols) if c not in home)

    @cached_property
    def pasture_of(self) -> dict[Cell, str]:
        return {cell: letter for letter, cells in self.pastures.items() for cell in cells}

    @cached_property
    def borders(self) -> frozenset[Edge]:
        """Borders implied by the pastures; none is needed against a building wall."""
        return pasture_borders(self.pasture_of, self.rows, self.cols, is_wall=self.buildings.__contains__)

    def is_used(self, cell: Cell) -> bool:
        """A space is used if it has a building, a trough, or lies in an enclosed pasture."""
        return cell in self.buildings or cell in self.troughs or cell in self.pasture_of

    @cached_property
    def locations(self) -> tuple[Location, ...]:
        """Pastures (2 per space, doubled per trough), buildings (doubled by a trough)
        and trough spaces outside any pasture (1 each), in reading order."""
        found = []
        for letter, cells in self.pastures.items():
            troughs = len(cells & self.troughs)
            found.append((min(cells), Location(f"pasture {letter}", tuple(sorted(cells)), 2 * len(cells) * 2**troughs)))
        for cell, token in self.buildings.items():
            building = rules.BUILDINGS[token]
            capacity = building.capacity * (2 if cell in self.troughs else 1)
            found.append((cell, Location(building.name, (cell,), capacity)))
        for cell in self.troughs:
            if cell not in self.buildings and cell not in self.pasture_of:
                found.append((cell, Location("trough", (cell,), 1)))
        return tuple(location for _, location in sorted(found, key=lambda item: item[0]))

    def tokens(self) -> list[list[str]]:
        """The grid as document tokens."""
        return [[self.token((r, c)) for c in range(self.cols)] for r in range(self.rows)]

    def token(self, cell: Cell) -> str:
        """The document token of ``cell``: its building or pasture letter (else "."), then any trough."""
        token = self.buildings.get(cell) or self.pasture_of.get(cell) or "."
        return token + (TROUGH if cell in self.troughs else "")

    def to_rows(self) -> list[str]:
        """The grid as the document's list of strings."""
        return ["  ".join(f"{t:<2}" for t in row).rstrip() for row in self.tokens()]

    def drawing(self, *, new: Iterable[Edge] = ()) -> str:
        """A text drawing with borders (``new``: a plan's, marked); building walls are
        implied by the letters."""
        return draw(self.tokens(), self.borders, walls=building_walls(self.buildings), new=new)


def parse_farm(grid: object, expansions: object) -> Farm:
    """Read and check the ``farm`` and ``expansions`` fields of an ACBAS document."""
    expansions = require_object(expansions if expansions is not None else {}, "expansions")
    unknown = set(expansions) - {"left", "right"}
    if unknown:
        raise InvalidDocument(f"unknown key(s) {sorted(unknown)}; expected left and right", where="expansions")
    left = integer(expansions.get("left", 0), "expansions.left")
    right = integer(expansions.get("right", 0), "expansions.right")
    if left + right > rules.MAX_EXPANSIONS:
        raise RuleViolation(
            saying("%(count)s expansions; the game has only %(most)s", count=left + right, most=rules.MAX_EXPANSIONS),
            where="expansions",
        )
    cols = rules.HOME_COLUMNS + left + right
    tokens = parse_rows(grid, n_rows=rules.ROWS, n_cols=cols, field="farm")

    buildings: dict[Cell, str] = {}
    troughs = set()
    letters: dict[Cell, str] = {}
    for r, row in enumerate(tokens):
        for c, token in enumerate(row):
            cell = (r, c)
            base = token[:-1] if token.endswith(TROUGH) else token
            if base != token:
                troughs.add(cell)
            if base == ".":
                pass
            elif base in rules.BUILDINGS:
                buildings[cell] = base
            elif len(base) == 1 and "a" <= base <= "z":
                letters[cell] = base
            else:
                raise InvalidDocument(
                    f"unknown token {token!r}; use '.', a pasture letter a-z or a building "
                    f"{'/'.join(rules.BUILDINGS)}, each optionally followed by '+' for one trough",
                    where=f"farm {cell_name(cell)}",
                )
    _check_buildings(buildings, left)
    if len(troughs) > rules.MAX_TROUGHS:
        raise RuleViolation(saying("%(count)s troughs; the game has only %(most)s", count=len(troughs),
                                    most=rules.MAX_TROUGHS), where="farm")

    farm = Farm(buildings, frozenset(troughs), pastures_by_letter(letters), left, right)
    if len(farm.borders) > rules.MAX_BORDERS:
        raise RuleViolation(
            saying("the pastures need %(count)s borders; a player has at most %(most)s (9 of their own and the 8 "
                   "from the Expand space)", count=len(farm.borders), most=rules.MAX_BORDERS),
            where="farm",
        )
    open_cells = [cell for r, row in enumerate(tokens) for c, _ in enumerate(row)
                  if (cell := (r, c)) not in buildings and cell not in letters]
    for region in closed_regions(open_cells, farm.rows, farm.cols):
        raise RuleViolation(
            saying("this space is closed in on every side by borders and building walls, so it is an enclosed "
                   "pasture: give it a pasture letter"),
            where=f"farm {cell_name(min(region))}",
        )
    return farm


def building_term(token: str) -> Saying:
    """The building of ``token`` in the game's own word (its glossary row)."""
    name = rules.BUILDINGS[token].name
    return termed(f"acbas.building.{re.sub('[^a-z]', '_', name)}", name)


def _check_buildings(buildings: dict[Cell, str], left: int) -> None:
    count = Counter(buildings.values())
    houses = sorted(c for c, t in buildings.items() if t in rules.HOUSES)
    if len(houses) != 1:
        where = f"farm {cell_name(houses[0])}" if houses else "farm"
        raise RuleViolation(
            saying("found %(count)s houses; a farm has exactly one cottage (C) or half-timbered house (H)",
                   count=len(houses)), where=where
        )
    # The cottage is printed on the home board and never moves; the half-timbered
    # house is built on top of it.  Left expansions shift the home board right.
    home = (rules.COTTAGE_START[0], rules.COTTAGE_START[1] + left)
    if houses[0] != home:
        token = buildings[houses[0]]
        text = (saying("the house cannot stand here: the cottage is printed on the home board's bottom-left space, "
                       "%(home)s", home=cell_words(home)) if token == "C" else
                saying("the house cannot stand here: the cottage is printed on the home board's bottom-left space, "
                       "%(home)s; the %(building)s replaces it there", home=cell_words(home),
                       building=building_term(token)))
        raise RuleViolation(
            text,
            where=f"farm {cell_name(houses[0])}",
        )
    stall_tiles = sum(count[t] for t in rules.STALL_TILES)
    if stall_tiles > rules.MAX_STALL_TILES:
        raise RuleViolation(
            saying("%(count)s stalls and stables; there are only %(most)s stall tiles", count=stall_tiles,
                   most=rules.MAX_STALL_TILES), where="farm"
        )
    for token, building in rules.BUILDINGS.items():
        if building.special and count[token] > 1:
            cells = sorted(c for c, t in buildings.items() if t == token)
            raise RuleViolation(
                saying("a second %(building)s (%(token)s); the game has only one", building=building_term(token),
                       token=token), where=f"farm {cell_name(cells[1])}"
            )
