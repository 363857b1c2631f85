"""The action ids of the ACBAS simulator: how they are written, what they mean, all of them.

Cells and edges are in document coordinates: row 0 at the top, column 0 the
farm's leftmost column *today* (an expansion attached on the left shifts it).
Each id reads as ``(kind, argument)``; the catalogue lists them in this order,
arguments in the order given:

* ``space:<space>``: a worker on an action space (rules order); ``("space", id)``
* ``border:<H|V>:<r>:<c>``: a fence or wall on an edge (named as in
  :mod:`calculator.grid`, in its sort order); ``("border", edge)``
* ``done``: finish placing borders, troughs or stables; ``("done", None)``
* ``expand:<left|right>``: where the expansion goes; ``("expand", side)``
* ``stall:<r>:<c>``, ``trough:<r>:<c>``: build the stall, a trough, on a cell
  (reading order); ``("stall", cell)``, ``("trough", cell)``
* ``stables:<r>:<c>:<good>``: flip the stall on a cell to stables, paying in
  ``good``; ``("stables", (cell, good))``
* ``build:<T>:<r>:<c>[:<good>]``: the special building of token ``T`` on a
  cell, ``good`` naming the price only when there are two;
  ``("build", (T, cell, good or None))``
* ``take:<animal>``: the animal a Shelter or the Open stables brings; ``("take", animal)``
* ``release:best`` (the solver's best choice at once) and ``release:<animal>``
  (one animal); ``("release", "best" or animal)``

A farm is never wider than its home board plus all the expansions of the game,
so the catalogue covers every cell and edge of that widest farm.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from ..core.actions import ActionCatalogue, Meaning
from ..errors import RuleViolation
from ..grid import SIDES, Cell, Edge, edge
from ..words import saying
from . import rules

ROWS = rules.ROWS
MAX_COLS = rules.HOME_COLUMNS + rules.MAX_EXPANSIONS  # the widest farm any player can have
SIDES_OF_EXPANSION = ("left", "right")
STABLES = "B"  # the building a stall is flipped to


@cache  # the legal actions name the same few hundred ids over and over
def action_id(kind: str, *parts: object) -> str:
    """The id of ``kind`` with these parts: ``action_id("stall", 1, 0) == "stall:1:0"``."""
    return ":".join((kind, *map(str, parts)))


def border_id(e: Edge) -> str:
    return action_id("border", *e)


def cell_id(kind: str, cell: Cell, *more: object) -> str:
    """``stall:1:0``, ``stables:1:0:wood``: ``kind``, a cell and any further parts."""
    return action_id(kind, *cell, *more)


def build_id(token: str, cell: Cell, good: str | None) -> str:
    """A special building; ``good`` only when the building has more than one price."""
    return action_id("build", token, *cell, *([good] if good else []))


def price_good(cost: Mapping[str, int]) -> str:
    """The good naming one price of a building with several (each is paid in one good)."""
    return next(iter(cost))


def _entries():
    cells = [(r, c) for r in range(ROWS) for c in range(MAX_COLS)]
    edges = sorted({edge(cell, side) for cell in cells for side in SIDES})
    for space in rules.ACTION_SPACES:
        yield action_id("space", space.id), "space", space.id
    for e in edges:
        yield border_id(e), "border", e
    yield "done", "done", None
    for side in SIDES_OF_EXPANSION:
        yield action_id("expand", side), "expand", side
    for kind in ("stall", "trough"):
        for cell in cells:
            yield cell_id(kind, cell), kind, cell
    for cell in cells:
        for cost in rules.BUILDINGS[STABLES].cost:
            yield cell_id("stables", cell, price_good(cost)), "stables", (cell, price_good(cost))
    for token, building in rules.BUILDINGS.items():
        if not building.special:
            continue
        goods = [price_good(cost) for cost in building.cost] if len(building.cost) > 1 else [None]
        for cell in cells:
            for good in goods:
                yield build_id(token, cell, good), "build", (token, cell, good)
    for animal in rules.ANIMALS:
        yield action_id("take", animal), "take", animal
    for what in ("best", *rules.ANIMALS):
        yield action_id("release", what), "release", what


@cache
def catalogue() -> ActionCatalogue:
    """Every action id of ACBAS (always two players), in the order of the table above."""
    return ActionCatalogue("acbas", _entries())


def action_ids(players: int = rules.PLAYERS) -> tuple[str, ...]:
    """The complete list of ids a game of ``players`` (only 2) can ever offer, in catalogue order."""
    if players != rules.PLAYERS:
        raise RuleViolation(saying("ACBAS is played by %(players)s players, got %(count)s", players=rules.PLAYERS,
                                   count=players), where="players")
    return catalogue().ids()


def parse(action_id: object) -> Meaning:
    """``(kind, argument)`` of an ACBAS action id (see the table above)."""
    return catalogue().parse(action_id)


def max_game_length(players: int = rules.PLAYERS) -> int:
    """The most player actions a game takes (for research frameworks), counted from the rules:

    * every worker placed: ``ROUNDS * WORKERS`` a player;
    * one step more after a placement on Fences, Walls, Feeding troughs or Stables (``done``),
      Stall (its cell) or Expand (the side), two after a Special building (the building,
      and the animal a Shelter or the Open stables bring); each space once a round;
    * a border for each of the game's borders, a trough for each of the supply's, and
      stables for each stall ever built (one a Stall action);
    * a release for each animal that could ever arrive on a farm: one a round on each
      animal space, one of each type a round per player by breeding, one per Special building.
    """
    specials = sum(1 for space in rules.ACTION_SPACES if space.id.startswith("special_building"))
    steps_after = len(("fences", "walls", "troughs", "stables", "stall", "expand")) + 2 * specials
    animal_spaces = sum(1 for space in rules.ACTION_SPACES if {space.first, space.then} & set(rules.ANIMALS))
    arrivals = rules.ROUNDS * (animal_spaces + players * len(rules.ANIMALS) + specials)
    return (players * rules.ROUNDS * rules.WORKERS + rules.ROUNDS * steps_after
            + rules.GAME_BORDERS + rules.MAX_TROUGHS + rules.ROUNDS + arrivals)
