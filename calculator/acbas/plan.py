"""The ACBAS farm planner's model: borders, troughs and buildings for a budget.

What may be added (rules 4), never removing anything:

* **borders**, each one of the budget's border pieces, on an edge that no
  building wall closes (ruling 6), paid as the Fences action pays (1 wood each)
  or as one Walls action (the first two free, then 2 stone each); at most 17
  borders on the farm;
* **troughs** as one Troughs action (the first free, then 3 wood each), one per
  space, at most 10 on the farm;
* **buildings** at the prices on their tiles: stalls (3 stone + 1 reed) on any
  space without a building, stables by flipping a stall (5 wood or 5 stone),
  open stables in place of a stall that is not flipped (3 wood or 3 stone), the
  half-timbered house on the cottage, the shelter and storage building on any
  space without a building; at most 4 stall tiles (stalls and stables) and one
  of each special building.  A building on an empty space may be built in
  steps (a stall, then its stables); the open stables returns its stall tile,
  so a new one needs a tile free while its stall stands.  The shelter brings
  one animal of any type, the open stables one horse or cattle (with a herd
  given, the model chooses which).

**Legal farms.**  The pastures, borders and walls are
:mod:`calculator.planner.pastures` (rules 1-7 there), with ``solid`` = a
building (old or new) and ``pasture`` never on a building.  So every pasture is
closed by borders and walls, no border stands on a wall or closes nothing in,
every border already placed stays (or sits under a new building's wall, where it
does nothing), and nothing but a pasture is closed in.

**Scoring** (rules 4.5 and 5), as the model counts it:

* each pasture holds ``2 x spaces x 2^troughs`` animals of one type (at most what
  a type can use); each building its capacity, doubled by a trough on its
  space; each trough outside pastures and buildings 1 animal of any type.  With
  a herd given, a pasture's room is one literal per animal and per fewest
  spaces and troughs that give each room up to the herd (:func:`room_steps`),
  a building's one literal per building, trough or not, and animal; with any
  herd (rooms without a cap) a pasture's room is an entry of the table of
  ``(spaces, troughs)``, and a building's room one variable.  With a herd given,
  no room counts beyond the herd and the animals new buildings may bring of that
  type.  Four redundant constraints help the solver's bound: all pastures
  together hold at most ``2 x their spaces x 2^(their troughs)`` (with any herd
  only; see below); the animals kept are at most all the
  room there is; the pastures hold no more spaces than the borders shown can
  close in on this farm (:func:`~calculator.planner.pastures.most_enclosed`, with
  as many new buildings as the budget could pay, counting only buildings whose
  price it can pay); and all pastures together hold no more than
  ``2 x most[n] x 2^t`` for one pair of ``n`` borders shown and ``t`` troughs in
  pastures that the budget can pay (:func:`affordable`), one literal per pair, so
  the linear relaxation sees borders traded for troughs (with any herd only).  With a
  herd given, the two bounds on all pastures' room are left out: each pasture's room
  is capped by the herd already, so they seldom bind, and without them the one slow
  given-herd request of ``bench/plan.py --herd`` that CP-SAT proves within a minute
  (C) is proven in about 13 s of CPU instead of 20 s.  CP-SAT runs with its
  fuller linear relaxation (``linearization_level`` 2) and lighter probing
  (:data:`SEARCH`), from a first guess (a hint, never a constraint): the pastures
  ``most_enclosed`` found for the pair with the most room, completed to the best
  plan that keeps them;
* the animals kept of a type are at most the room given to it (and the herd,
  when given); points per type as the box-side table;
* ``animal_points`` is the four animal categories; ``score`` adds the printed
  points of the buildings, 1/2 per material left in the supply with a storage
  building (unspent budget stays in the supply), and 4 per expansion whose
  three spaces are all used (a building, a trough or a pasture on each).
  Half points: the model counts in halves (``scale = 2``).

Cost: all materials spent (wood, stone and reed alike).  Builds: borders,
troughs and building steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from ..fields import integer, require_object
from ..grid import Cell, all_cells, edge_side
from ..planner.model import Decoded, PlanModel, positive_part, table_value
from ..planner.pastures import Enclosure, add_pastures, both, most_enclosed
from ..planner.request import PlanRequest
from . import rules
from .farm import TROUGH
from .position import Position, parse_position

UNPLANNED = ()  # the planner models every key of the document
FARM_KEY = "farm"
BUDGET = ("wood", "stone", "reed", "borders")
BUDGET_EXAMPLE = '{"wood": 6, "stone": 3, "reed": 1, "borders": 5}'
SUPPLY = rules.MATERIALS  # what is left of these stays in the player's supply
ANIMALS = rules.ANIMALS
ANIMAL_POINTS = rules.ANIMALS  # the animal_points objective: the four animal categories
GAINS = {"L": rules.SHELTER_GAIN, "O": rules.OPEN_STABLES_GAIN}  # animals a new building brings
STALL = "S"
EMPTY = "."
# CP-SAT settings of this model (one worker, as the planner runs it): the fuller linear
# relaxation proves bounds sooner; probing at level 1 instead of 2 took four slow proofs of the
# bench (3 expansions, 10 and 15 borders; 2 expansions, 12 and 14) from 29 s to about 10 s of
# CPU in all, and the whole ACBAS bench's CPU p95 from 7.2 s to 6.6 s, with the same optima.
# With the room bound over (borders, troughs) pairs, only payable buildings in the enclosure
# bound and the first guess, the ACBAS bench's CPU p95 went from 6.6 s to 0.74 s.
SEARCH = {"linearization_level": 2, "cp_model_probing_level": 1}

__all__ = ["ANIMALS", "ANIMAL_POINTS", "BUDGET", "FARM_KEY", "MAX_SPEND", "UNPLANNED", "build", "parse_position",
           "plan_report", "start_farm"]


def _most_spent() -> dict[str, int]:
    """The most a player could ever spend of each budget item: every border, trough and
    building at its dearest price (an upper bound)."""
    most = dict.fromkeys(BUDGET, 0)
    most["borders"] = rules.MAX_BORDERS
    for material in rules.MATERIALS:
        most[material] += rules.MAX_BORDERS * max(rules.FENCE_COST.get(material, 0), rules.WALL_COST.get(material, 0))
        most[material] += (rules.MAX_TROUGHS - rules.FREE_TROUGHS) * rules.TROUGH_COST.get(material, 0)
        for building in rules.BUILDINGS.values():
            dearest = max((price.get(material, 0) for price in building.cost), default=0)
            copies = building.limit + (1 if building.token == STALL else 0)  # one more under the open stables
            most[material] += copies * dearest
    return most


MAX_SPEND = _most_spent()


def start_farm(document: dict) -> dict:
    """The starting farm: the home board with the cottage, and any expansions the
    document names, empty."""
    expansions = require_object(document.get("expansions") or {}, "expansions")
    left = integer(expansions.get("left", 0), "expansions.left", maximum=rules.MAX_EXPANSIONS)
    right = integer(expansions.get("right", 0), "expansions.right", maximum=rules.MAX_EXPANSIONS)
    cols = rules.HOME_COLUMNS + left + right
    row, col = rules.COTTAGE_START
    tokens = [[EMPTY] * cols for _ in range(rules.ROWS)]
    tokens[row][left + col] = "C"
    return {FARM_KEY: ["  ".join(line) for line in tokens]}


def steps(initial: str | None, token: str) -> list[str] | None:
    """The buildings to build, in order, to turn a space holding ``initial`` (``None``:
    no building) into ``token``; ``None`` when the rules allow no way."""
    chain = []
    current = token
    while current != initial:
        if not rules.BUILDINGS[current].cost:
            return None  # the cottage is never built
        chain.append(current)
        current = rules.BUILT_ON.get(current)
        if current is None:
            if initial is not None:
                return None
            break
    return chain[::-1]


@dataclass(frozen=True)
class Step:
    """One building built: on ``cell``, the ``token``, as part of making ``final`` there."""

    cell: Cell
    token: str
    final: str


def build(model, request: PlanRequest) -> PlanModel:
    """Add the ACBAS plan rules to ``model`` (see the module docstring)."""
    position: Position = request.position
    farm = position.farm
    cells = list(all_cells(farm.rows, farm.cols))
    budget = request.budget
    owned = set(farm.buildings.values())
    tiles_now = sum(token in rules.STALL_TILES for token in farm.buildings.values())

    # --- buildings: one literal per building a space may end with -----------------------------
    kind: dict[Cell, dict[str, object]] = {}
    solid, pasture, new_steps = {}, {}, []
    for cell in cells:
        initial = farm.buildings.get(cell)
        kind[cell] = {}
        for token, building in rules.BUILDINGS.items():
            path = [initial] if token == initial else steps(initial, token)
            if path is None or (token != initial and building.special and token in owned):
                continue
            if token == "O" and initial is None and tiles_now >= rules.MAX_STALL_TILES:
                continue  # its stall would need a fifth tile
            lit = kind[cell][token] = model.new_bool_var(f"building_{cell}_{token}")
            if token != initial:
                new_steps += [(Step(cell, step, token), lit) for step in path]
        solid[cell] = model.new_bool_var(f"solid_{cell}")
        model.add(sum(kind[cell].values()) == solid[cell])
        if initial is not None:
            model.add(solid[cell] == 1)
        pasture[cell] = model.new_bool_var(f"pasture_{cell}")
        model.add_implication(pasture[cell], ~solid[cell])
    for token, building in rules.BUILDINGS.items():
        if building.special:
            model.add(sum(k[token] for k in kind.values() if token in k) <= 1)
    model.add(sum(k[t] for k in kind.values() for t in rules.STALL_TILES if t in k) <= rules.MAX_STALL_TILES)

    grid = add_pastures(model, farm.rows, farm.cols, pasture=pasture, solid=solid, borders=farm.borders)
    for cell in farm.pasture_of:
        model.add(grid.open[cell] == 0)  # a pasture stays one (or is built over)

    # --- troughs and borders -----------------------------------------------------------------------
    trough = {cell: model.new_bool_var(f"trough_{cell}") for cell in cells}
    for cell in farm.troughs:
        model.add(trough[cell] == 1)
    model.add(sum(trough.values()) <= rules.MAX_TROUGHS)
    new_troughs = sum(lit for cell, lit in trough.items() if cell not in farm.troughs)
    paid_troughs = positive_part(model, new_troughs - rules.FREE_TROUGHS, rules.MAX_TROUGHS, "paid_troughs")

    new_borders = sum(lit for e, lit in grid.border.items() if e not in farm.borders)
    model.add(new_borders <= budget["borders"])
    model.add(len(farm.borders) + new_borders <= rules.MAX_BORDERS)
    walls = model.new_int_var(0, rules.MAX_BORDERS, "walls")
    model.add(walls <= new_borders)
    fences = new_borders - walls
    paid_walls = positive_part(model, walls - rules.FREE_WALLS, rules.MAX_BORDERS, "paid_walls")

    # --- what it all costs ---------------------------------------------------------------------------
    pay = {}
    spent = {m: fences * rules.FENCE_COST.get(m, 0) + paid_walls * rules.WALL_COST.get(m, 0)
             + paid_troughs * rules.TROUGH_COST.get(m, 0) for m in rules.MATERIALS}
    for step, lit in new_steps:
        prices = rules.BUILDINGS[step.token].cost
        choice = [model.new_bool_var(f"pay_{step.cell}_{step.token}_{step.final}_{i}") for i in range(len(prices))]
        model.add(sum(choice) == lit)
        pay[step] = choice
        for m in rules.MATERIALS:
            spent[m] += sum(price.get(m, 0) * c for price, c in zip(prices, choice))
    for m in rules.MATERIALS:
        model.add(spent[m] <= budget[m])
    cost = sum(spent.values())
    builds = new_borders + new_troughs + sum(lit for _, lit in new_steps)

    # --- animals --------------------------------------------------------------------------------------
    gains = _gains(model, kind, farm, request.herd)
    troughs_most = min(rules.MAX_TROUGHS, len(farm.troughs) + rules.FREE_TROUGHS
                       + budget["wood"] // rules.TROUGH_COST["wood"])
    model.add(sum(trough.values()) <= troughs_most)
    free = [cell for cell in cells if cell not in farm.buildings]
    shown, most = _enclosure_bound(model, grid, farm, free, budget)
    kept, limit, pasture_room, pasture_troughs = _animals(model, grid, kind, solid, trough, request.herd, gains,
                                                          free, troughs_most)
    room_uncapped = pasture_room if request.herd is None else None
    pairs = _room_bound(model, shown, most, room_uncapped, pasture_troughs, troughs_most, farm, budget)
    animal_points = sum(table_value(model, kept[a], limit[a], lambda k, a=a: rules.animal_points(a, k),
                                    f"points_{a}") for a in rules.ANIMALS)
    value = 2 * animal_points
    if request.objective == "score":
        value += 2 * sum(rules.BUILDINGS[t].points * lit for k in kind.values() for t, lit in k.items())
        value += 2 * rules.EXPANSION_POINTS * _full_expansions(model, farm, solid, trough, pasture)
        value += _storage(model, kind, position, budget, spent)

    def decode(solver) -> Decoded:
        return _decode(solver, request, grid, kind, trough, pay, gains, kept, spent, solver.value(walls))

    # First guess: the pastures of the pair with the most room, the fewest borders and troughs first.
    n, _ = max(pairs, key=lambda pair: (_pasture_most(most[pair[0]].spaces, pair[1]), -pair[0], -pair[1]))
    guess = {pasture[cell]: int(cell in most[n].cells) for cell in free} if most[n].cells else {}
    return PlanModel(value=value, scale=2, cost=cost, builds=builds, parameters=SEARCH, guess=guess,
                     max_cost=sum(MAX_SPEND[m] for m in rules.MATERIALS),
                     max_builds=len(grid.border) + 4 * len(cells), decode=decode)


def _gains(model, kind: dict, farm, herd: dict[str, int] | None) -> dict[tuple[str, str], object]:
    """With a herd given: which animal each new shelter or open stables brings."""
    gains = {}
    if herd is None:
        return gains
    for token, animals in GAINS.items():
        built = sum(k[token] for cell, k in kind.items() if token in k and farm.buildings.get(cell) != token)
        choice = {a: model.new_bool_var(f"gain_{token}_{a}") for a in animals}
        model.add(sum(choice.values()) <= built)
        gains.update({(token, a): lit for a, lit in choice.items()})
    return gains


def _animals(model, grid, kind, solid, trough, herd, gains, free: list[Cell], troughs_most: int
             ) -> tuple[dict, dict[str, int], object, object]:
    """The animals kept per type, within the room the pastures, buildings and lone
    troughs give to it; the most of each type the model allows; and the room of all
    pastures together and the troughs in them.

    ``free``: the spaces that may be pasture; ``troughs_most``: the most troughs
    the farm can have.
    """
    cells = grid.cells
    biggest = (_pasture_most(len(free), troughs_most) + troughs_most
               + sum(2 * max(rules.BUILDINGS[t].capacity for t in kind[cell]) for cell in cells if kind[cell]))
    useful = {a: biggest if herd is None else herd[a] + sum(lit for (_, g), lit in gains.items() if g == a)
              for a in rules.ANIMALS}
    # With a herd given, room beyond the herd and the animals new buildings may bring is worthless.
    limit = {a: biggest if herd is None else min(biggest, herd[a] + sum(g == a for _, g in gains))
             for a in rules.ANIMALS}
    given: dict[str, list] = {a: [] for a in rules.ANIMALS}
    rooms = Rooms(model, limit, given)
    pastures, buildings = [], []
    for r in cells:
        spaces = len([c for c in grid.cells_of(r) if c in free])
        if spaces:
            troughs = grid.inside(r, trough, "trough_in")
            args = (f"pasture_{r}", grid.root[r], grid.size(r), spaces, troughs, troughs_most)
            pastures.append(rooms.pasture_steps(*args) if herd is not None else rooms.pasture_table(*args))
    for cell in cells:
        if any(rules.BUILDINGS[token].capacity for token in kind[cell]):
            args = (f"building_{cell}", kind[cell], solid[cell], trough[cell])
            buildings.append(rooms.building_steps(*args) if herd is not None else rooms.building_sum(*args))
    all_pastures = model.new_int_var(0, _pasture_most(len(free), troughs_most), "pasture_room_all")
    model.add(all_pastures == sum(pastures))
    spaces = sum(grid.pasture[cell] for cell in free)
    in_pastures = sum(both(model, trough[cell], grid.pasture[cell], f"trough_in_pasture_{cell}") for cell in free)
    if herd is None:  # Redundant: all pastures together hold at most 2 x their spaces x 2^(their troughs).
        model.add(all_pastures <= pasture_capacity(model, spaces, len(free), in_pastures, troughs_most,
                                                   "capacity_all"))
    lone = sum(both(model, trough[cell], grid.open[cell], f"lone_trough_{cell}") for cell in cells)
    flexible = {a: model.new_int_var(0, troughs_most, f"flexible_{a}") for a in rules.ANIMALS}
    model.add(sum(flexible.values()) <= lone)
    kept = {}
    for a in rules.ANIMALS:
        kept[a] = model.new_int_var(0, limit[a], f"kept_{a}")
        model.add(kept[a] <= sum(given[a]) + flexible[a])
        model.add(kept[a] <= useful[a])
    # Redundant: no more animals than all the room there is.
    model.add(sum(kept.values()) <= all_pastures + sum(buildings) + lone)
    return kept, limit, all_pastures, in_pastures


@dataclass
class Rooms:
    """The room each location gives to one animal type (``given[animal]``), in one of two
    encodings.  With a herd given, rooms are small: one literal per animal and room
    size, each needing its spaces, troughs or building (the tightest bound for the
    solver).  With any herd, rooms are as big as the troughs make them: one room
    variable per location, shared out to one type."""

    model: object
    limit: dict[str, int]
    given: dict[str, list]

    def pasture_steps(self, name, present, size, spaces: int, troughs, troughs_most: int):
        """A pasture's room: one literal per animal and :func:`room_steps` step (the
        pasture needs that many spaces and troughs), at most one."""
        model, holds, sizes, levels, room = self.model, [], [], [], 0
        for a in rules.ANIMALS:
            for k, j, capacity in room_steps(spaces, troughs_most, self.limit[a]):
                held = model.new_bool_var(f"{name}_{a}_{k}_{j}")
                holds.append(held)
                sizes.append(k * held)
                levels.append(j * held)
                self.given[a].append(capacity * held)
                room += capacity * held
        model.add(sum(holds) <= present)
        model.add(sum(sizes) <= size)
        model.add(sum(levels) <= troughs)
        return room

    def pasture_table(self, name, present, size, spaces: int, troughs, troughs_most: int):
        """A pasture's room: its capacity as a table entry (:func:`pasture_capacity`)."""
        cap = min(_pasture_most(spaces, troughs_most), max(self.limit.values()))
        room = self.model.new_int_var(0, cap, f"{name}_room")
        self.model.add(room <= cap * present)
        self.model.add(room <= pasture_capacity(self.model, size, spaces, troughs, troughs_most, f"{name}_capacity"))
        self.share(name, room, present, cap)
        return room

    def building_steps(self, name, kinds: dict, present, troughed):
        """A building's room: one literal per building, trough or not, and animal."""
        model, holds, doubled, room = self.model, [], [], 0
        for token, built in kinds.items():
            base = rules.BUILDINGS[token].capacity
            for double in (0, 1) if base else ():
                for a in rules.ANIMALS:
                    capacity = min(self.limit[a], base * 2**double)
                    held = model.new_bool_var(f"{name}_{token}_{double}_{a}")
                    model.add_implication(held, built)
                    holds.append(held)
                    doubled += [held] if double else []
                    self.given[a].append(capacity * held)
                    room += capacity * held
        model.add_at_most_one(holds)
        model.add(sum(doubled) <= troughed)
        return room

    def building_sum(self, name, kinds: dict, present, troughed):
        """A building's room: its capacity, doubled by a trough, as one variable."""
        model, terms = self.model, []
        for token, built in kinds.items():
            base = rules.BUILDINGS[token].capacity
            terms.append(base * built + base * both(model, built, troughed, f"{name}_{token}_doubled"))
        most = 2 * max(rules.BUILDINGS[t].capacity for t in kinds)
        room = model.new_int_var(0, most, f"{name}_room")
        model.add(room == sum(terms))
        self.share(name, room, present, most)
        return room

    def share(self, name, room, present, cap: int) -> None:
        """Give ``room`` to at most one animal type."""
        types = {a: self.model.new_bool_var(f"{name}_{a}") for a in rules.ANIMALS}
        self.model.add(sum(types.values()) <= present)
        for a in rules.ANIMALS:
            most = min(cap, self.limit[a])
            part = self.model.new_int_var(0, most, f"{name}_{a}_part")
            self.model.add(part <= room)
            self.model.add(part <= most * types[a])
            self.given[a].append(part)


def room_steps(spaces: int, troughs: int, cap: int) -> list[tuple[int, int, int]]:
    """The rooms a pasture of up to ``spaces`` spaces and ``troughs`` troughs can give one
    animal type that uses at most ``cap``: ``(k, j, room)`` for each fewest ``k`` spaces
    and ``j`` troughs that give ``room = min(cap, 2 k 2^j)`` (any other pair needs as
    many spaces and troughs as one of these, or more, for no more room)."""
    found: dict[int, list[tuple[int, int]]] = {}
    for k in range(1, spaces + 1):
        for j in range(min(k, troughs) + 1):
            room = min(cap, _pasture_most(k, j))
            pairs = found.setdefault(room, [])
            if not any(k2 <= k and j2 <= j for k2, j2 in pairs):
                pairs.append((k, j))
    steps_ = [(k, j, room) for room, pairs in found.items() for k, j in pairs]
    # A pair that needs as much as a pair giving more room is never worth choosing.
    return sorted(step for step in steps_
                  if not any(o[0] <= step[0] and o[1] <= step[1] and o[2] > step[2] for o in steps_))


def most_new_buildings(farm, budget: dict) -> int:
    """The most spaces that could get a new building: the stall tiles and special
    buildings left whose building steps the budget alone can pay, and no more than the
    budget pays at the cheapest such price."""
    owned = set(farm.buildings.values())
    tiles = sum(token in rules.STALL_TILES for token in farm.buildings.values())
    prices = {token: price for token in rules.BUILDINGS
              if (path := steps(None, token)) and (price := path_price(path, budget)) is not None}
    if not prices:
        return 0
    places = rules.MAX_STALL_TILES - tiles if STALL in prices else 0
    places += sum(1 for token in prices
                  if rules.BUILDINGS[token].special and token not in owned and STALL not in steps(None, token))
    if tiles < rules.MAX_STALL_TILES and "O" in prices and "O" not in owned:
        places += 1  # open stables over a new stall, whose tile comes back
    return min(places, sum(budget[m] for m in rules.MATERIALS) // min(prices.values()))


def path_price(path: list[str], budget: dict) -> int | None:
    """The fewest materials (all kinds counted alike) that build the steps of ``path``
    within ``budget``; ``None`` when the budget cannot pay them."""
    totals = []
    for choice in product(*(rules.BUILDINGS[step].cost for step in path)):
        spent = {m: sum(price.get(m, 0) for price in choice) for m in rules.MATERIALS}
        if all(spent[m] <= budget[m] for m in rules.MATERIALS):
            totals.append(sum(spent.values()))
    return min(totals, default=None)


def _enclosure_bound(model, grid, farm, free: list[Cell], budget: dict) -> tuple[object, tuple[int, ...]]:
    """Redundant: no more pasture spaces than the borders shown can close in on this farm
    (:func:`~calculator.planner.pastures.most_enclosed`); the borders shown and that table."""
    most_borders = min(rules.MAX_BORDERS, len(farm.borders) + budget["borders"])
    most = most_enclosed(farm.rows, farm.cols, buildings=frozenset(farm.buildings),
                         new_buildings=most_new_buildings(farm, budget), borders=frozenset(farm.borders),
                         pastures=frozenset(farm.pasture_of), most_borders=most_borders)
    shown = model.new_int_var(0, most_borders, "borders_shown")
    model.add(shown == sum(grid.border.values()))
    spaces = model.new_int_var(-1, len(free), "most_spaces")
    model.add_element(shown, [enclosure.spaces for enclosure in most], spaces)
    model.add(sum(grid.pasture[cell] for cell in free) <= spaces)
    return shown, most


def _room_bound(model, shown, most: tuple[Enclosure, ...], room, troughs, troughs_most: int, farm, budget: dict
                ) -> list[tuple[int, int]]:
    """Redundant: all pastures together hold no more than the pastures of ``n`` borders
    shown and ``t`` troughs in them could, for a pair ``(n, t)`` the budget can pay:
    ``2 x most[n] x 2^t`` (:func:`_pasture_most`).  One literal per pair, so the
    solver's linear relaxation sees the trade of borders against troughs.  The pairs
    (with ``room`` None, only the pairs: no bound on the room)."""
    pairs = {(n, t): model.new_bool_var(f"room_pair_{n}_{t}")
             for n, enclosure in enumerate(most) if enclosure.spaces >= 0
             for t in range(troughs_most + 1) if affordable(n, t, farm, budget)}
    model.add_exactly_one(pairs.values())
    model.add(shown == sum(n * lit for (n, _), lit in pairs.items()))
    model.add(troughs == sum(t * lit for (_, t), lit in pairs.items()))
    if room is not None:
        model.add(room <= sum(_pasture_most(most[n].spaces, t) * lit for (n, t), lit in pairs.items()))
    return list(pairs)


def affordable(shown: int, troughs: int, farm, budget: dict) -> bool:
    """Whether the budget pays for ``shown`` borders and ``troughs`` troughs on the farm
    (the borders and troughs already there free), whatever else the plan builds."""
    new_borders = max(0, shown - len(farm.borders))
    paid_troughs = max(0, troughs - len(farm.troughs) - rules.FREE_TROUGHS)
    if new_borders > budget["borders"]:
        return False
    for walls in range(new_borders + 1):
        paid_walls = max(0, walls - rules.FREE_WALLS)
        if all((new_borders - walls) * rules.FENCE_COST.get(m, 0) + paid_walls * rules.WALL_COST.get(m, 0)
               + paid_troughs * rules.TROUGH_COST.get(m, 0) <= budget[m] for m in rules.MATERIALS):
            return True
    return False


def pasture_capacity(model, spaces, most_spaces: int, troughs, most_troughs: int, name: str):
    """A variable equal to ``2 x spaces x 2^troughs`` (rules 4.5) for ``spaces`` in
    ``0..most_spaces`` and ``troughs`` in ``0..most_troughs``: one entry of a table
    (an element constraint), so the solver bounds it from both domains at once."""
    spaces_var = model.new_int_var(0, most_spaces, f"{name}_spaces")
    model.add(spaces_var == spaces)
    troughs_var = model.new_int_var(0, most_troughs, f"{name}_troughs")
    model.add(troughs_var == troughs)
    index = model.new_int_var(0, (most_spaces + 1) * (most_troughs + 1) - 1, f"{name}_index")
    model.add(index == spaces_var * (most_troughs + 1) + troughs_var)
    table = [_pasture_most(n, t) if t <= n else 0 for n in range(most_spaces + 1) for t in range(most_troughs + 1)]
    capacity = model.new_int_var(0, max(table), name)
    model.add_element(index, table, capacity)
    return capacity


def _pasture_most(spaces: int, troughs: int) -> int:
    """The most animals a pasture of at most ``spaces`` spaces holds with at most ``troughs`` troughs."""
    return 2 * spaces * 2 ** min(spaces, troughs)


def _full_expansions(model, farm, solid, trough, pasture):
    """How many expansion columns have all three spaces used."""
    full = []
    for col in farm.expansion_columns:
        whole = model.new_bool_var(f"full_expansion_{col}")
        for r in range(farm.rows):
            cell = (r, col)
            model.add(whole <= solid[cell] + trough[cell] + pasture[cell])
        full.append(whole)
    return sum(full)


def _storage(model, kind, position: Position, budget: dict, spent: dict):
    """Twice the storage building's points: 1 per material left in the supply, if built."""
    storage = sum(k[rules.STORAGE] for k in kind.values() if rules.STORAGE in k)
    left = sum(position.supply[m] + budget[m] - spent[m] for m in rules.MATERIALS)
    most = sum(position.supply[m] + budget[m] for m in rules.MATERIALS)
    points = model.new_int_var(0, most, "storage_points")
    model.add(points <= left)
    model.add(points <= most * storage)
    return points


def _decode(solver, request: PlanRequest, grid, kind, trough, pay, gains, kept, spent, walls: int) -> Decoded:
    position: Position = request.position
    farm = position.farm
    root_of = {cell: r for (cell, r), lit in grid.member.items() if solver.boolean_value(lit)}
    letters = {r: chr(ord("a") + i) for i, r in enumerate(sorted(set(root_of.values())))}
    troughs = {cell for cell, lit in trough.items() if solver.boolean_value(lit)}
    built = {cell: next((t for t, lit in k.items() if solver.boolean_value(lit)), None) for cell, k in kind.items()}
    tokens = []
    for r in range(farm.rows):
        row = []
        for c in range(farm.cols):
            cell = (r, c)
            token = built[cell] or (letters[root_of[cell]] if cell in root_of else EMPTY)
            row.append(token + (TROUGH if cell in troughs else ""))
        tokens.append("  ".join(f"{t:<2}" for t in row).rstrip())

    builds = []
    new_borders = [e for e in sorted(grid.border) if e not in farm.borders and solver.boolean_value(grid.border[e])]
    for n, e in enumerate(new_borders):
        cell, side = edge_side(e, farm.rows, farm.cols)
        if n < walls:
            kind_name, price = "wall", {} if n < rules.FREE_WALLS else dict(rules.WALL_COST)
        else:
            kind_name, price = "fence", dict(rules.FENCE_COST)
        builds.append({"kind": kind_name, "edge": {"cell": list(cell), "side": side}, "cost": price})
    for n, cell in enumerate(sorted(troughs - farm.troughs)):
        builds.append({"kind": "trough", "cell": list(cell),
                       "cost": {} if n < rules.FREE_TROUGHS else dict(rules.TROUGH_COST)})
    taken = {token: a for (token, a), lit in gains.items() if solver.boolean_value(lit)}
    for step, choice in sorted(pay.items(), key=lambda item: (item[0].cell, item[0].final)):
        chosen = [i for i, lit in enumerate(choice) if solver.boolean_value(lit)]
        if not chosen:
            continue
        entry = {"kind": rules.BUILDINGS[step.token].name, "cell": list(step.cell),
                 "cost": dict(rules.BUILDINGS[step.token].cost[chosen[0]])}
        if step.token in taken:
            entry["takes"] = taken[step.token]
        builds.append(entry)

    spent_now = {m: solver.value(spent[m]) for m in rules.MATERIALS}
    document = position.to_document()
    document[FARM_KEY] = tokens
    document["supply"] = {m: position.supply[m] + request.budget[m] - spent_now[m] for m in rules.MATERIALS}
    del document["animals"]
    if request.herd is None:
        herd = {a: solver.value(kept[a]) for a in rules.ANIMALS}
    else:
        herd = {a: request.herd[a] + sum(1 for g in taken.values() if g == a) for a in rules.ANIMALS}
    cost = {**spent_now, "borders": len(new_borders)}
    return Decoded(document, builds, cost, herd)


def plan_report(document: dict, result: dict) -> str:
    """The planned farm with its new borders marked, the builds and their cost, and its score."""
    from .report import plan_report

    return plan_report(document, result)
