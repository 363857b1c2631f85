"""The best plan on a small farm by exhaustive search: the cross-check of the CP-SAT planner.

Independent of the planner's model: it lists every farm the budget can build
as a game document (every building, trough, stable and pasture layout), lets
the document parser judge its legality, checks that nothing was removed, prices
it from the rules tables, and values it through the public ``calculator.capacity``
and ``calculator.score`` (the herd kept at its best; for ``"animals": "any"``, as
many of each type as the farm holds).  It returns the best ``(value, cost, builds)``:
most value, then cheapest, then fewest builds, as the planner ranks plans.

Only for small farms: the ACBAS home board, an Agricola farmyard with few free spaces.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import calculator
from calculator.acbas import rules as acbas_rules
from calculator.acbas.position import parse_position as parse_acbas
from calculator.agricola import rules as agricola_rules
from calculator.agricola.position import parse_position as parse_agricola
from calculator.errors import RuleViolation
from calculator.grid import SIDES, all_cells, edge

PLAN_KEYS = ("budget", "objective")
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def pasture_layouts(cells: list, required: set) -> Iterator[dict]:
    """Every way to letter some of ``cells`` as pastures (each letter one connected
    group), with every cell of ``required`` lettered: cell -> letter."""
    def walk(i: int, letters: dict, used: int) -> Iterator[dict]:
        if i == len(cells):
            if all(_connected([c for c, x in letters.items() if x == letter]) for letter in LETTERS[:used]):
                yield dict(letters)
            return
        cell = cells[i]
        if cell not in required:
            yield from walk(i + 1, letters, used)
        for n in range(used + 1):
            letters[cell] = LETTERS[n]
            yield from walk(i + 1, letters, max(used, n + 1))
            del letters[cell]
    yield from walk(0, {}, 0)


def _connected(group: list) -> bool:
    if not group:
        return True
    seen, stack = {group[0]}, [group[0]]
    while stack:
        r, c = stack.pop()
        for other in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if other in group and other not in seen:
                seen.add(other)
                stack.append(other)
    return len(seen) == len(group)


def split(request: dict) -> tuple[dict, dict, dict | None, str]:
    """The farm document, budget, herd (None: any) and objective of a plan request."""
    farm = {k: v for k, v in request.items() if k not in PLAN_KEYS}
    if request["game"] == "agricola" and "farmyard" not in farm:  # the start: two wooden rooms
        farm["farmyard"] = [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]
    if request["game"] == "acbas" and "farm" not in farm:  # the start: the cottage on the home board
        left = farm.get("expansions", {}).get("left", 0)
        cols = 2 + left + farm.get("expansions", {}).get("right", 0)
        farm["farm"] = ["  ".join("C" if (r, c) == (2, left) else "." for c in range(cols)) for r in range(3)]
    herd = None if farm.get("animals") == "any" else farm.get("animals", {})
    farm.pop("animals", None)
    return farm, dict(request["budget"]), herd, request.get("objective", "score")


def value_of(document: dict, herd: dict | None, objective: str, animal_keys: tuple) -> int | float:
    """The objective's value of a finished farm document with the herd kept at its best."""
    if herd is None:
        herd = calculator.capacity(document, solver="exact")["max_animals"]
    keep = calculator.capacity({**document, "animals": herd}, solver="exact")["keep"]
    score = calculator.score({**document, "animals": keep}, solver="exact")
    if objective == "score":
        return score["total"]
    return sum(score["breakdown"][key] for key in animal_keys)


def _better(found: tuple | None, candidate: tuple) -> tuple:
    """Rank (value, cost, builds): most value, then least cost, then fewest builds."""
    if found is None or (candidate[0], -candidate[1], -candidate[2]) > (found[0], -found[1], -found[2]):
        return candidate
    return found


# --- Agricola -------------------------------------------------------------------------------


def best_agricola(request: dict) -> tuple:
    """The best (value, cost, builds) of an Agricola plan request, by trying every farm."""
    farm, budget, herd, objective = split(request)
    position = parse_agricola(farm)
    before = position.farmyard
    rows, cols = agricola_rules.ROWS, agricola_rules.COLS
    free = [cell for cell in all_cells(rows, cols) if cell not in before.rooms and cell not in before.fields]
    best = None
    for extra in range(agricola_rules.MAX_STABLES - len(before.stables) + 1):
        for new_stables in itertools.combinations([c for c in free if c not in before.stables], extra):
            stables = set(before.stables) | set(new_stables)
            if 2 * len(new_stables) > budget["wood"]:
                continue
            for letters in pasture_layouts(free, set(before.pasture_of)):
                tokens = []
                for r in range(rows):
                    row = []
                    for c in range(cols):
                        cell = (r, c)
                        if cell in before.rooms:
                            row.append("R")
                        elif cell in before.fields:
                            row.append("F")
                        elif cell in letters:
                            row.append(letters[cell] + ("*" if cell in stables else ""))
                        else:
                            row.append("S" if cell in stables else ".")
                    tokens.append(" ".join(row))
                try:
                    after = parse_agricola({**farm, "farmyard": tokens}).farmyard
                except RuleViolation:
                    continue
                if not before.fences <= after.fences:
                    continue  # a fence was removed
                cost = len(after.fences - before.fences) + 2 * len(new_stables)
                if cost > budget["wood"]:
                    continue
                supply = {**position.supply, "wood": position.supply["wood"] + budget["wood"] - cost}
                document = {**position.to_document(), "farmyard": tokens, "supply": supply}
                document.pop("animals", None)
                value = value_of(document, herd, objective, ("pastures", "fenced_stables", *agricola_rules.ANIMALS))
                best = _better(best, (value, cost, len(after.fences - before.fences) + len(new_stables)))
    return best


# --- ACBAS ----------------------------------------------------------------------------------

# What a space may become, from what it holds, and the buildings built on the way.
ACBAS_CHANGES = {
    None: {None: (), "S": ("S",), "B": ("S", "B"), "O": ("S", "O"), "L": ("L",), "G": ("G",)},
    "C": {"C": (), "H": ("H",)},
    "S": {"S": (), "B": ("B",), "O": ("O",)},
}
SPECIAL = ("H", "O", "L", "G")


def _buildings(before: dict, cells: list) -> Iterator[tuple[dict, list]]:
    """Every final building per space (cell -> token or None) and the buildings built."""
    options = []
    for cell in cells:
        token = before.get(cell)
        changes = ACBAS_CHANGES.get(token, {token: ()})
        options.append([(cell, final, built) for final, built in changes.items()])
    tiles_before = sum(token in ("S", "B") for token in before.values())
    for choice in itertools.product(*options):
        finals = {cell: final for cell, final, _ in choice if final is not None}
        if any(list(finals.values()).count(token) > 1 for token in SPECIAL):
            continue
        if sum(token in ("S", "B") for token in finals.values()) > acbas_rules.MAX_STALL_TILES:
            continue
        built = [(cell, step) for cell, _, steps in choice for step in steps]
        if any(before.get(cell) is None and step == "O" for cell, step in built) \
                and tiles_before >= acbas_rules.MAX_STALL_TILES:
            continue  # the open stables' stall would need a fifth tile
        yield finals, built


def _cheapest(built: list, new_borders: int, new_troughs: int, budget: dict) -> tuple[int, dict] | None:
    """The least total spend (and the spend per material) of these builds within the
    budget: every payment choice and every split of the borders into fences and walls."""
    best = None
    prices = [acbas_rules.BUILDINGS[step].cost for _, step in built]
    for paid in itertools.product(*prices):
        for walls in range(new_borders + 1):
            spend = dict.fromkeys(acbas_rules.MATERIALS, 0)
            spend["wood"] += new_borders - walls
            spend["stone"] += 2 * max(0, walls - 2)
            spend["wood"] += 3 * max(0, new_troughs - 1)
            for price in paid:
                for material, amount in price.items():
                    spend[material] += amount
            if all(spend[m] <= budget.get(m, 0) for m in acbas_rules.MATERIALS):
                total = sum(spend.values())
                if best is None or total < best[0]:
                    best = (total, spend)
    return best


def best_acbas(request: dict) -> tuple:
    """The best (value, cost, builds) of an ACBAS plan request, by trying every farm."""
    farm, budget, herd, objective = split(request)
    budget = {key: budget.get(key, 0) for key in ("wood", "stone", "reed", "borders")}
    position = parse_acbas(farm)
    before = position.farm
    rows, cols = before.rows, before.cols
    cells = list(all_cells(rows, cols))
    best = None
    for finals, built in _buildings(before.buildings, cells):
        if _cheapest(built, 0, 0, budget) is None:
            continue
        open_cells = [cell for cell in cells if cell not in finals]
        required = {cell for cell in before.pasture_of if cell not in finals}
        for extra in range(acbas_rules.MAX_TROUGHS - len(before.troughs) + 1):
            for new_troughs in itertools.combinations([c for c in cells if c not in before.troughs], extra):
                if _cheapest(built, 0, extra, budget) is None:
                    continue
                troughs = set(before.troughs) | set(new_troughs)
                for letters in pasture_layouts(open_cells, required):
                    best = _acbas_candidate(best, position, farm, finals, built, troughs, letters, budget, herd,
                                            objective, extra)
    return best


def _acbas_candidate(best, position, farm, finals, built, troughs, letters, budget, herd, objective, extra):
    before = position.farm
    rows, cols = before.rows, before.cols
    tokens = []
    for r in range(rows):
        row = []
        for c in range(cols):
            cell = (r, c)
            row.append((finals.get(cell) or letters.get(cell) or ".") + ("+" if cell in troughs else ""))
        tokens.append("  ".join(row))
    try:
        after = parse_acbas({**farm, "farm": tokens}).farm
    except RuleViolation:
        return best
    walled = {edge(cell, side) for cell in finals for side in SIDES}
    if not all(e in after.borders or e in walled for e in before.borders):
        return best  # a border was removed
    new_borders = len(after.borders - before.borders)
    if new_borders > budget["borders"] or len(before.borders) + new_borders > acbas_rules.MAX_BORDERS:
        return best
    cheapest = _cheapest(built, new_borders, extra, budget)
    if cheapest is None:
        return best
    cost, spend = cheapest
    supply = {m: position.supply[m] + budget[m] - spend[m] for m in acbas_rules.MATERIALS}
    document = {"game": "acbas", "farm": tokens, "expansions": {"left": before.left, "right": before.right},
                "supply": supply}
    builds = new_borders + extra + len(built)
    if herd is None:
        value = value_of(document, None, objective, acbas_rules.ANIMALS)
        return _better(best, (value, cost, builds))
    gains = [acbas_rules.SHELTER_GAIN if step == "L" else acbas_rules.OPEN_STABLES_GAIN
             for _, step in built if step in ("L", "O")]
    for taken in itertools.product(*gains):
        herd_now = {a: herd.get(a, 0) + taken.count(a) for a in acbas_rules.ANIMALS}
        value = value_of(document, herd_now, objective, acbas_rules.ANIMALS)
        best = _better(best, (value, cost, builds))
    return best
