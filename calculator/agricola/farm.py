"""The Agricola farmyard: parsing the document grid, checking it, and its locations.

Grid tokens (one per cell, 3 rows of 5): ``R`` room, ``F`` field, ``S``
unfenced stable, ``.`` empty, a lowercase letter for a space of an enclosed
pasture, optionally followed by ``*`` for a stable inside the pasture.  Fences
are derived from the letters: one on every edge of a pasture cell that leads to
another letter, to a non-pasture cell or off the board (rooms, fields and the
board edge are not fence sides in Agricola).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import InvalidDocument, RuleViolation
from ..grid import (
    Cell, Edge, all_cells, cell_name, cell_words, closed_regions, connected_regions, draw, parse_rows, pasture_borders,
    pastures_by_letter,
)
from ..housing import Location
from ..words import saying
from ..core.native_record import by_fields
from . import rules

FIELD_NAME = "farmyard"
CELLS = tuple(all_cells(rules.ROWS, rules.COLS))  # in reading order
ROOM, FIELD, UNFENCED_STABLE, EMPTY, STABLE = "R", "F", "S", ".", "*"
_TILE_NAMES = {ROOM: "room", FIELD: "field"}
_STABLE_ON = {ROOM: saying("a stable may not stand on a room"), FIELD: saying("a stable may not stand on a field")}


def where(cell: Cell | None = None) -> str:
    """How errors name the farmyard or one of its cells."""
    return FIELD_NAME if cell is None else f"{FIELD_NAME} {cell_name(cell)}"


@dataclass(frozen=True)
class Farmyard:
    """Rooms, fields, stables (fenced or not) and pastures on the 3 x 5 farmyard.

    What is worked out from the fields (``pasture_of``, ``fences``, ``locations``) is kept
    on first use in a field of its own, left out of comparisons, the repr and copies.
    """

    rooms: frozenset[Cell]
    fields: frozenset[Cell]
    stables: frozenset[Cell]  # every stable; those inside a pasture are fenced
    pastures: dict[str, frozenset[Cell]]  # letter -> cells, letters in order
    _pasture_of: dict[Cell, str] | None = field(default=None, init=False, repr=False, compare=False)
    _fences: frozenset[Edge] | None = field(default=None, init=False, repr=False, compare=False)
    _locations: tuple[Location, ...] | None = field(default=None, init=False, repr=False, compare=False)

    def __init__(self, rooms: frozenset[Cell], fields: frozenset[Cell], stables: frozenset[Cell],
                 pastures: dict[str, frozenset[Cell]]) -> None:
        # Written out, storing as a frozen dataclass's own does: compiled, each store is then a
        # native one (the generated __init__ stays interpreted Python).  Every derived value is
        # set: a native record has no class attribute to fall back on.
        object.__setattr__(self, "rooms", rooms)
        object.__setattr__(self, "fields", fields)
        object.__setattr__(self, "stables", stables)
        object.__setattr__(self, "pastures", pastures)
        object.__setattr__(self, "_pasture_of", None)
        object.__setattr__(self, "_fences", None)
        object.__setattr__(self, "_locations", None)

    @property
    def rows(self) -> int:
        return rules.ROWS

    @property
    def cols(self) -> int:
        return rules.COLS

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (compiled, a frozen record has no other way in)."""
        return by_fields(self)

    @property
    def pasture_of(self) -> dict[Cell, str]:
        """The letter of every pasture cell."""
        found = self._pasture_of
        if found is None:
            found = {cell: letter for letter, cells in self.pastures.items() for cell in cells}
            object.__setattr__(self, "_pasture_of", found)  # kept: a derived value, not a change
        return found

    @property
    def fences(self) -> frozenset[Edge]:
        """Fences implied by the pastures; the board edge needs fences too."""
        found = self._fences
        if found is None:
            found = pasture_borders(self.pasture_of, self.rows, self.cols)
            object.__setattr__(self, "_fences", found)
        return found

    @property
    def fenced_stables(self) -> frozenset[Cell]:
        return self.stables.intersection(self.pasture_of)

    @property
    def unfenced_stables(self) -> frozenset[Cell]:
        return self.stables - self.fenced_stables

    def is_used(self, cell: Cell) -> bool:
        """Used: a room, a field, a stable (fenced or not) or inside a pasture (rules 1.7)."""
        return cell in self.rooms or cell in self.fields or cell in self.stables or cell in self.pasture_of

    @property
    def used_spaces(self) -> frozenset[Cell]:
        """The cells :meth:`is_used` says, all at once."""
        return self.rooms.union(self.fields, self.stables, self.pasture_of)

    @property
    def unused_spaces(self) -> tuple[Cell, ...]:
        used = self.used_spaces
        return tuple(cell for cell in CELLS if cell not in used)

    @property
    def locations(self) -> tuple[Location, ...]:
        """Pastures (2 per space, doubled per stable), unfenced stables and the house
        pet (1 animal each), ordered by their first cell."""
        found = self._locations
        if found is None:
            found = self._find_locations()
            object.__setattr__(self, "_locations", found)
        return found

    def _find_locations(self) -> tuple[Location, ...]:
        found = []
        for letter, cells in self.pastures.items():
            capacity = rules.pasture_capacity(len(cells), len(cells & self.stables))
            found.append(Location(f"pasture {letter}", tuple(sorted(cells)), capacity))
        for cell in sorted(self.unfenced_stables):
            found.append(Location("stable", (cell,), rules.UNFENCED_STABLE_CAPACITY))
        found.append(Location("house", tuple(sorted(self.rooms)), rules.HOUSE_PET_CAPACITY))
        return tuple(sorted(found, key=lambda location: location.cells[0]))

    def tokens(self) -> list[list[str]]:
        """The grid as document tokens."""
        return [[self.token((r, c)) for c in range(self.cols)] for r in range(self.rows)]

    def token(self, cell: Cell) -> str:
        """The document token of ``cell``: a pasture letter (with its stable), else the tile."""
        if cell in self.pasture_of:
            return self.pasture_of[cell] + (STABLE if cell in self.stables else "")
        if cell in self.rooms:
            return ROOM
        if cell in self.fields:
            return FIELD
        return UNFENCED_STABLE if cell in self.stables else EMPTY

    def to_rows(self) -> list[str]:
        """The grid as the document's list of strings."""
        return format_rows(self.tokens())

    def drawing(self, *, new: Iterable[Edge] = ()) -> str:
        """A text drawing with every fence (``new``: a plan's, marked)."""
        return draw(self.tokens(), self.fences, new=new)


def format_rows(tokens: list[list[str]]) -> list[str]:
    """Grid tokens as the document's list of strings, in aligned columns."""
    return [" ".join(f"{t:<2}" for t in row).rstrip() for row in tokens]


def parse_farmyard(rows: object) -> Farmyard:
    """Read and check the ``farmyard`` field of an Agricola document."""
    tokens = parse_rows(rows, n_rows=rules.ROWS, n_cols=rules.COLS, field=FIELD_NAME)
    rooms: set[Cell] = set()
    fields: set[Cell] = set()
    stables: set[Cell] = set()
    letters: dict[Cell, str] = {}
    for r, row in enumerate(tokens):
        for c, token in enumerate(row):
            cell = (r, c)
            base, stable = (token[:-1], True) if token.endswith(STABLE) else (token, False)
            if len(base) == 1 and "a" <= base <= "z":
                letters[cell] = base
            elif token == UNFENCED_STABLE:
                stable = True
            elif base in _TILE_NAMES:
                (rooms if base == ROOM else fields).add(cell)
                if stable:
                    raise RuleViolation(_STABLE_ON[base], where=where(cell))
            elif token != EMPTY:
                raise InvalidDocument(
                    f"unknown token {token!r}; use R (room), F (field), S (unfenced stable), '.' (empty) "
                    "or a pasture letter a-z, with '*' after the letter for a stable in the pasture",
                    where=where(cell),
                )
            if stable:
                stables.add(cell)
    if len(stables) > rules.MAX_STABLES:
        raise RuleViolation(
            saying("%(count)s stables; a player has at most %(most)s", count=len(stables), most=rules.MAX_STABLES),
            where=where(sorted(stables)[-1])
        )
    pastures = pastures_by_letter(letters, where=FIELD_NAME)
    farmyard = Farmyard(frozenset(rooms), frozenset(fields), frozenset(stables), pastures)
    _check_closed(farmyard)
    _check_fences(farmyard)
    _check_connected(farmyard)
    return farmyard


def _check_closed(farmyard: Farmyard) -> None:
    """Nothing but a pasture may be closed in on every side by fences (checked before the
    fence count: closing in a non-pasture space always takes more than 15 fences)."""
    open_cells = [cell for cell in all_cells(farmyard.rows, farmyard.cols) if cell not in farmyard.pasture_of]
    for region in closed_regions(open_cells, farmyard.rows, farmyard.cols):
        tiles = sorted(region & (farmyard.rooms | farmyard.fields))
        if tiles:
            raise RuleViolation(
                saying("this room is closed in on every side by fences; rooms and fields can never be fenced in")
                if tiles[0] in farmyard.rooms else
                saying("this field is closed in on every side by fences; rooms and fields can never be fenced in"),
                where=where(tiles[0]),
            )
        cell = min(region)
        raise RuleViolation(
            saying("this unfenced stable is closed in on every side by fences, so it is an enclosed pasture: give "
                   "it a pasture letter (with '*' for a stable)") if cell in farmyard.stables else
            saying("this empty space is closed in on every side by fences, so it is an enclosed pasture: give it a "
                   "pasture letter (with '*' for a stable)"),
            where=where(cell),
        )


def _check_fences(farmyard: Farmyard) -> None:
    if len(farmyard.fences) > rules.MAX_FENCES:
        raise RuleViolation(
            saying("the pastures need %(count)s fences (the board edge, rooms and fields do not count as fences); "
                   "a player has at most %(most)s", count=len(farmyard.fences), most=rules.MAX_FENCES),
            where=FIELD_NAME,
        )


def _check_connected(farmyard: Farmyard) -> None:
    if len(farmyard.rooms) < rules.MIN_ROOMS:
        raise RuleViolation(
            saying("%(count)s room(s); a farmyard has at least the %(least)s start rooms (R)",
                   count=len(farmyard.rooms), least=rules.MIN_ROOMS),
            where=FIELD_NAME,
        )
    for cells, rule in (
        (farmyard.rooms, saying("the rooms are not orthogonally connected (%(other)s and this one are apart); every "
                                "new room is built next to an existing room")),
        (farmyard.fields, saying("the fields are not orthogonally connected (%(other)s and this one are apart); "
                                 "every new field is plowed next to an existing field")),
        (farmyard.pasture_of, saying("the pastures are not orthogonally connected (%(other)s and this one are "
                                     "apart); every new pasture is built next to an existing pasture")),
    ):
        regions = connected_regions(cells, lambda a, b: True)
        if len(regions) > 1:
            raise RuleViolation(
                replace(rule, values=(("other", cell_words(min(regions[0]))),)),
                where=where(min(regions[1])),
            )
