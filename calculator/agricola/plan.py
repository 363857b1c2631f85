"""The Agricola farm planner's model: which fences and stables a wood budget should buy.

What may be added (rules 1.4, 1.5): fences at 1 wood each, at most 15 on the
farmyard in all; stables at 2 wood each, at most 4 in all, one per space, on
any space without a room or field, inside a pasture or not.  Nothing is removed.

**Fences: CP-SAT over the legal layouts.**  :func:`~calculator.agricola.fencing.fence_layouts`
lists every fence set that Fences actions can reach from the farm as it stands
within the budget: each step fences in a connected group of free spaces next
to the pastures already there, or a part of one pasture, never a room or field,
with at most 15 fences in all (rules 9.2, as the simulator plays them).  So each
layout keeps every fence built, closes in only pastures, leaves no fence
dangling and keeps all pastures together connected; and every legal farm the
budget can reach is one of them (build its new pastures one at a time, each
next to the ones before).

What a layout is worth depends only on its *shape*: the size of each pasture
and the stables already in it, and its number of new fences (new stables go
on any free space, in a pasture or not; the spaces left unused follow from the
pasture sizes).  So the model chooses exactly one shape (``shape[s]``), each
standing for its first layout with the fewest new fences: from the start
farmyard, 48 shapes instead of about 8000 layouts, and no search through
layouts that differ only in where their pastures lie.

**Stables**: the ones built stay; ``new_in[s, i]`` new stables in pasture ``i``
of the shape (on its spaces without one), ``new_outside`` on free spaces
outside the pastures; at most 4 in all.

**Scoring** (rules 6), as the model counts it:

* pasture ``i`` holds ``2 x spaces x 2^stables`` animals of one type; the house
  pet and every unfenced stable hold 1 animal of any type;
* animals score by bands that stop growing at 8 sheep, 7 boar and 6 cattle, so a
  type never needs more room than that (``useful``).  ``holds[s, i, a, j]``: the
  pasture holds animal ``a`` with ``j`` stables in it (only the ``j`` that give
  more room are listed); the animals kept of a type are at most the room so
  given plus the 1-animal places it takes, and at most the herd, when given;
* ``animal_points``: the pastures band, +1 per fenced stable and the three
  animal bands; ``score`` adds -1 per unused space (no room, field, stable or
  pasture), the bonus of a major that counts wood left over (the Joinery:
  unspent wood stays in the supply) and every category the plan cannot change.

Cost: the wood spent.  Builds: the new fences and stables.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..grid import all_cells, edge_side
from ..planner.model import Decoded, PlanModel, table_value
from ..planner.request import PlanRequest
from . import rules
from .board import ALL, EDGE_INDEX, EDGES, FarmBoard, bit, cells_of, derive_pastures
from .farm import EMPTY, FIELD_NAME, ROOM, format_rows
from .fencing import fence_layouts
from .position import Position, parse_position
from .scoring import score_breakdown

UNPLANNED = ("cards", "card_inputs")  # the planner does not model cards
FARM_KEY = FIELD_NAME
BUDGET = ("wood",)
BUDGET_EXAMPLE = '{"wood": 17}'
SUPPLY = ("wood",)  # what is left of these stays in the player's supply
ANIMALS = rules.ANIMALS
FENCE_WOOD = rules.FENCE_COST["wood"]
STABLE_WOOD = rules.STABLE_COST["wood"]
MAX_SPEND = {"wood": rules.MAX_FENCES * FENCE_WOOD + rules.MAX_STABLES * STABLE_WOOD}
ANIMAL_POINTS = ("pastures", "fenced_stables", *rules.ANIMALS)  # the animal_points objective
UNCHANGED = ("fields", "grain", "vegetables", "rooms", "family_members", "card_points", "begging")
CELLS = tuple(all_cells(rules.ROWS, rules.COLS))

__all__ = ["ANIMALS", "ANIMAL_POINTS", "BUDGET", "FARM_KEY", "MAX_SPEND", "UNPLANNED", "build", "parse_position",
           "plan_report", "start_farm"]


def start_farm(document: dict) -> dict:
    """The starting farmyard: wooden rooms on the start spaces, nothing else."""
    tokens = [[ROOM if (r, c) in rules.START_ROOMS else EMPTY for c in range(rules.COLS)] for r in range(rules.ROWS)]
    return {FARM_KEY: format_rows(tokens)}


def saturation(animal: str) -> int:
    """The count from which more animals of ``animal`` score nothing more."""
    return rules.SCORE_BANDS[animal][-1]


def board_of(position: Position) -> FarmBoard:
    """The farmyard as the simulator's bit masks."""
    farmyard = position.farmyard
    return FarmBoard(
        rooms=sum(bit(cell) for cell in farmyard.rooms),
        fields=sum(bit(cell) for cell in farmyard.fields),
        stables=sum(bit(cell) for cell in farmyard.stables),
        fences=sum(1 << EDGE_INDEX[e] for e in farmyard.fences),
    )


@dataclass(frozen=True)
class Shape:
    """What a layout is worth: its pastures as (spaces, stables already in it), its new
    fences, and its first layout with them (fence mask)."""

    pastures: tuple[tuple[int, int], ...]
    new_fences: int
    fences: int


def shapes(board: FarmBoard, most_new: int) -> list[Shape]:
    """One :class:`Shape` per way the legal layouts score, each with its cheapest layout."""
    best: dict[tuple, Shape] = {}
    for mask in fence_layouts(board.rooms | board.fields, board.fences, most_new):
        pastures = tuple(sorted((p.bit_count(), (p & board.stables).bit_count()) for p in derive_pastures(mask)))
        shape = Shape(pastures, (mask & ~board.fences).bit_count(), mask)
        if pastures not in best or shape.new_fences < best[pastures].new_fences:
            best[pastures] = shape
    return sorted(best.values(), key=lambda shape: (shape.new_fences, shape.fences))


def build(model, request: PlanRequest) -> PlanModel:
    """Add the Agricola plan rules to ``model`` (see the module docstring)."""
    position: Position = request.position
    board = board_of(position)
    wood = request.budget["wood"]
    most_new = min(wood // FENCE_WOOD, rules.MAX_FENCES - board.fence_count)
    options = shapes(board, most_new)
    shape = [model.new_bool_var(f"shape_{n}") for n in range(len(options))]
    model.add_exactly_one(shape)
    free = (ALL & ~(board.rooms | board.fields)).bit_count()  # spaces that may hold a stable
    stables_now = board.stables.bit_count()

    new_in = {}
    for n, option in enumerate(options):
        for i, (spaces, inside) in enumerate(option.pastures):
            new_in[n, i] = model.new_int_var(0, spaces - inside, f"new_stables_{n}_{i}")
            model.add(new_in[n, i] <= (spaces - inside) * shape[n])
    inside_now = sum(lit * sum(e for _, e in option.pastures) for option, lit in zip(options, shape))
    # Free spaces outside the pastures without a stable yet: new stables or unused.
    open_spaces = sum(lit * (free - sum(z for z, _ in option.pastures) - stables_now
                             + sum(e for _, e in option.pastures)) for option, lit in zip(options, shape))
    new_outside = model.new_int_var(0, rules.MAX_STABLES, "new_stables_outside")
    model.add(new_outside <= open_spaces)
    new_stables = sum(new_in.values()) + new_outside
    model.add(stables_now + new_stables <= rules.MAX_STABLES)
    new_fences = sum(lit * option.new_fences for option, lit in zip(options, shape))
    spent = FENCE_WOOD * new_fences + STABLE_WOOD * new_stables
    model.add(spent <= wood)

    fenced = inside_now + sum(new_in.values())
    unfenced = stables_now - inside_now + new_outside
    kept = _animals(model, options, shape, new_in, unfenced, request.herd)
    animal_points = sum(table_value(model, kept[a], saturation(a), lambda k, a=a: rules.band_points(a, k), a)
                        for a in rules.ANIMALS)
    count = sum(lit * len(option.pastures) for option, lit in zip(options, shape))
    pastures = table_value(model, count, len(CELLS), lambda n: rules.band_points("pastures", n), "pastures")
    animal_part = pastures + rules.FENCED_STABLE_POINTS * fenced + animal_points
    if request.objective == "animal_points":
        value = animal_part
    else:
        unused = open_spaces - new_outside
        value = (animal_part + rules.UNUSED_SPACE_POINTS * unused + _bonus(model, position, spent, wood)
                 + _unchanged(position))

    def decode(solver) -> Decoded:
        n = next(n for n, lit in enumerate(shape) if solver.boolean_value(lit))
        counts = [solver.value(new_in[n, i]) for i in range(len(options[n].pastures))]
        planned = _with_stables(board, options[n].fences, counts, solver.value(new_outside))
        herd = None if request.herd is not None else {a: _fewest(a, solver.value(kept[a])) for a in rules.ANIMALS}
        return _decoded(request, board, planned, solver.value(spent), herd)

    return PlanModel(value=value, scale=1, cost=spent, builds=new_fences + new_stables,
                     max_cost=MAX_SPEND["wood"], max_builds=len(EDGES) + len(CELLS), decode=decode)


def _animals(model, options: list[Shape], shape: list, new_in: dict, unfenced, herd: dict[str, int] | None) -> dict:
    """The animals kept per type, within the room the pastures and 1-animal places give."""
    useful = {a: saturation(a) if herd is None else min(herd[a], saturation(a)) for a in rules.ANIMALS}
    given: dict[str, list] = {a: [] for a in rules.ANIMALS}
    for n, option in enumerate(options):
        for i, (spaces, inside) in enumerate(option.pastures):
            choices, added = [], []
            for a in rules.ANIMALS:
                before = None
                for j in range(inside, spaces + 1):
                    room = min(useful[a], rules.pasture_capacity(spaces, j))
                    if room == before or j - inside > rules.MAX_STABLES:
                        break
                    before = room
                    holds = model.new_bool_var(f"holds_{n}_{i}_{a}_{j}")
                    choices.append(holds)
                    added.append((j - inside) * holds)
                    given[a].append(room * holds)
            model.add(sum(choices) <= shape[n])
            model.add(sum(added) <= new_in[n, i])
    flexible = {a: model.new_int_var(0, useful[a], f"flexible_{a}") for a in rules.ANIMALS}
    model.add(sum(flexible.values()) <= rules.HOUSE_PET_CAPACITY + rules.UNFENCED_STABLE_CAPACITY * unfenced)
    kept = {}
    for a in rules.ANIMALS:
        kept[a] = model.new_int_var(0, useful[a], f"kept_{a}")
        model.add(kept[a] <= sum(given[a]) + flexible[a])
    return kept


def _with_stables(board: FarmBoard, fences: int, counts: list[int], outside: int) -> FarmBoard:
    """The planned farmyard: layout ``fences``, ``counts[i]`` new stables on the first free
    spaces of the i-th pasture (in the shape's order) and ``outside`` on the first free
    spaces outside the pastures."""
    stables = board.stables
    pastures = sorted(derive_pastures(fences), key=lambda p: (p.bit_count(), (p & board.stables).bit_count(), p))
    for pasture, count in zip(pastures, counts):
        stables |= sum(bit(cell) for cell in cells_of(pasture & ~board.stables)[:count])
    spaces = ALL & ~(board.rooms | board.fields | sum(pastures) | board.stables)
    stables |= sum(bit(cell) for cell in cells_of(spaces)[:outside])
    return FarmBoard(board.rooms, board.fields, stables, fences)


def _unchanged(position: Position) -> int:
    """The points of the categories no plan changes (:data:`UNCHANGED`)."""
    points = score_breakdown(position, dict.fromkeys(rules.ANIMALS, 0))
    return sum(points[key] for key in UNCHANGED)


def _bonus(model, position: Position, spent, wood: int):
    """The bonus points for the wood ``spent`` of a budget of ``wood``: the majors' craft
    bonuses read the wood left in the supply (the Joinery), so each amount spent is
    scored as :func:`score_breakdown` scores that supply (plus the hand-entered points)."""
    def bonus(amount: int) -> int:
        supply = {**position.supply, "wood": position.supply.get("wood", 0) + wood - amount}
        return score_breakdown(replace(position, supply=supply), dict.fromkeys(rules.ANIMALS, 0))["bonus_points"]

    return table_value(model, spent, min(wood, MAX_SPEND["wood"]), bonus, "bonus")


def _decoded(request: PlanRequest, board: FarmBoard, planned: FarmBoard, spent: int,
             herd: dict[str, int] | None) -> Decoded:
    """The planned farm as a document, with its builds."""
    position: Position = request.position
    builds = []
    for i, e in enumerate(EDGES):
        if planned.fences >> i & 1 and not board.fences >> i & 1:
            cell, side = edge_side(e, rules.ROWS, rules.COLS)
            builds.append({"kind": "fence", "edge": {"cell": list(cell), "side": side}, "cost": {"wood": FENCE_WOOD}})
    for cell in cells_of(planned.stables & ~board.stables):
        builds.append({"kind": "stable", "cell": list(cell), "cost": {"wood": STABLE_WOOD}})
    document = position.to_document()
    document[FARM_KEY] = format_rows(planned.to_farmyard().tokens())
    document["supply"] = {**position.supply, "wood": position.supply["wood"] + request.budget["wood"] - spent}
    document.pop("animals", None)
    return Decoded(document, builds, {"wood": spent}, dict(request.herd) if herd is None else herd)


def _fewest(animal: str, count: int) -> int:
    """The fewest animals that score what ``count`` of them score."""
    points = rules.band_points(animal, count)
    return next(k for k in range(count + 1) if rules.band_points(animal, k) == points)


def plan_report(document: dict, result: dict) -> str:
    """The planned farm with its new borders marked, the builds and their cost, and its score."""
    from .report import plan_report

    return plan_report(document, result)
