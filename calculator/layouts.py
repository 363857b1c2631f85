"""Card locations reduced to plain placement problems, solved exactly.

The solvers of :mod:`calculator.solver` place animals in plain locations: one
type each, any type, a fixed capacity.  Cards add locations that are not
plain (see :class:`calculator.housing.Location`).  Each such location has a
few *layouts*, ways to split it into plain pieces (*slots*):

* a location that holds only one type is a slot reserved for that type;
* a mixed location is as many one-animal slots as its capacity (one animal
  of any type each);
* a location with more room for one type is either plain (any type, its own
  capacity) or reserved for that type with the extra room;  mixed with more
  room, the extra needs one of that type in the location's own room: either
  all one-animal slots, or one slot fewer plus a reserved slot of 1 + extra;
* a location that may earn a :class:`~calculator.housing.LocationBonus` also
  has, per type, a reserved slot that must hold the bonus's minimum and
  leaves the bonus's free room (mixed: the minimum reserved plus one-animal
  slots up to the limit); such a layout earns the bonus.

One layout per location gives a plain problem: slots reserved for a type are
filled first (they serve nobody else, and more animals never score less), the
rest is a plain problem over the other slots, solved by the chosen solver.
Every combination of layouts is tried (identical locations as multisets),
most bonus first, skipping those that cannot beat the best so far; the best
is exact because every real placement is reachable through the layouts of
the types it puts where, and every layout describes a real placement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, product

from .housing import Bounds, Housing, Location, LocationBonus, Points
from .solver import Placement, PlacementProblem, solve


@dataclass(frozen=True)
class Slot:
    """A plain piece of a location: ``capacity``; ``animal`` None (any one type) or
    the one type it is reserved for; ``least`` animals of that type it must hold."""

    capacity: int
    animal: int | None
    least: int = 0


@dataclass(frozen=True)
class Layout:
    """One way to split a location into slots, and the bonus points it earns."""

    slots: tuple[Slot, ...]
    bonus: int = 0


def layouts(location: Location, animals: Sequence[str], total: int, bonus: LocationBonus | None) -> tuple[Layout, ...]:
    """The ways to split ``location`` into slots (``total``: every animal of the herd,
    beyond which no room matters; ``bonus``: the bonus it may earn, or None)."""
    room = total if location.capacity is None else min(location.capacity, total)
    more = {animals.index(a): n for a, n in location.more}
    only = None if location.only is None else animals.index(location.only)
    if only is not None:
        options = [Layout((Slot(room + more.get(only, 0), only),))]
    elif location.mixed:
        options = [Layout(_units(room, total))]
        options += [Layout(_units(room - 1, total) + (Slot(1 + n, t),)) for t, n in more.items()]
    else:
        options = [Layout((Slot(room, None),))]
        options += [Layout((Slot(room + n, t),)) for t, n in more.items()]
    if bonus is not None:
        options += _bonus_layouts(location, animals, total, bonus)
    return tuple(options)


def _units(n: int, total: int) -> tuple[Slot, ...]:
    """One-animal slots, one per animal of room (no more than the herd)."""
    return (Slot(1, None),) * max(0, min(n, total))


def _bonus_layouts(location: Location, animals: Sequence[str], total: int, bonus: LocationBonus) -> list[Layout]:
    """Layouts that hold at least ``animals_min`` animals and leave ``free_min`` room.

    One type at a time: per type, a reserved slot up to the room for that type
    less the free room.  Mixed: the minimum reserved (every mix of types), the
    rest one-animal slots; with more room for a type, also with one of that type
    reserved and the others kept within the room less one (as the extra needs).
    """
    least, free, found = bonus.animals_min, bonus.free_min, []
    more = {animals.index(a): n for a, n in location.more}
    if not location.mixed or location.only is not None:
        kinds = range(len(animals)) if location.only is None else (animals.index(location.only),)
        for t in kinds:
            extra = more.get(t, 0)
            # The extra room counts only with one of ``t`` there; an empty location has its own.
            variants = [(extra, max(least, 1))] if extra else []
            if not extra or not least:
                variants.append((0, least))
            for room, need in variants:
                limit = total if location.capacity is None else min(location.capacity + room - free, total)
                if limit >= need and need <= total:
                    found.append(Layout((Slot(limit, t, need),), bonus.points))
        return found
    cap = total if location.capacity is None else location.capacity
    for mix in combinations_with_replacement(range(len(animals)), least):
        limit = min(cap - free, total)
        if limit >= least:
            found.append(Layout(_reserved(Counter(mix)) + _units(limit - least, total), bonus.points))
    for t, n in more.items():  # the extra room, used: one of ``t`` in the location
        size = max(least, 1)
        limit = min(cap + n - free, total)
        for mix in combinations_with_replacement(range(len(animals)), size - 1):
            kept = Counter(mix) + Counter({t: 1})
            others = size - kept[t]
            if limit < size or others > cap - 1:
                continue
            units = max(0, min(limit - size, cap - 1 - others))
            slots = _reserved(kept, extra={t: limit - size - units}) + _units(units, total)
            found.append(Layout(slots, bonus.points))
    return found


def _reserved(counts: Counter, extra: Mapping[int, int] | None = None) -> tuple[Slot, ...]:
    """Slots reserved per type, each holding at least its count (and ``extra`` room)."""
    extra = extra or {}
    return tuple(Slot(n + extra.get(t, 0), t, n) for t, n in sorted(counts.items()) if n + extra.get(t, 0) > 0)


@dataclass(frozen=True)
class _Choice:
    """One layout per location: the slots (with their location) and the bonus earned."""

    slots: tuple[tuple[int, Slot], ...]  # (location index, slot)
    bonus: int
    earned: tuple[int, ...]  # locations whose layout earns the bonus


def choices(locations: Sequence[Location], animals: Sequence[str], total: int,
            bonus: LocationBonus | None) -> list[_Choice]:
    """Every combination of layouts, identical locations taken as multisets, most bonus first."""
    groups: dict[tuple[Layout, ...], list[int]] = {}
    for i, location in enumerate(locations):
        eligible = bonus if bonus is not None and i in bonus.locations else None
        groups.setdefault(layouts(location, animals, total, eligible), []).append(i)
    per_group = []
    for options, members in groups.items():
        per_group.append([tuple(zip(members, (options[k] for k in pick)))
                          for pick in combinations_with_replacement(range(len(options)), len(members))])
    found = []
    for combo in product(*per_group):
        picked = sorted(pair for group in combo for pair in group)
        found.append(_Choice(
            slots=tuple((i, slot) for i, layout in picked for slot in layout.slots),
            bonus=sum(layout.bonus for _, layout in picked),
            earned=tuple(i for i, layout in picked if layout.bonus),
        ))
    found.sort(key=lambda choice: -choice.bonus)  # stable: enumeration order breaks ties
    return found


def best_housing(
    locations: Sequence[Location],
    herd: Mapping[str, int],
    points: Points,
    *,
    solver: str,
    time_limit: float | None,
    bonus: LocationBonus | None,
    bounds: Bounds,
) -> Housing:
    """The exact best housing of ``herd`` in card ``locations`` (see :func:`calculator.housing.house`)."""
    animals = tuple(herd)
    total = sum(herd.values())
    # Most of each type worth considering: the herd, the upper bound, the room for it.
    room = [_room(locations, a, total) for a in animals]
    top = [min(herd[a], room[t], _upper(bounds, a, herd[a])) for t, a in enumerate(animals)]
    values = [tuple(points(a, k) for k in range(top[t] + 1)) for t, a in enumerate(animals)]
    lows = [bounds.get(a, (0, None))[0] for a in animals]
    # Falling short of a lower bound costs more than every point and bonus together.
    penalty = 1 + sum(v[-1] - v[0] for v in values) + (bonus.points * len(bonus.locations) if bonus else 0)

    def worth(t: int, k: int) -> int:
        return values[t][k] - penalty * max(0, lows[t] - k)

    best: tuple[tuple[int, int], _Choice, tuple[int, ...], Placement, list[int]] | None = None
    ceiling = (sum(worth(t, top[t]) for t in range(len(animals))), sum(top))
    for choice in choices(locations, animals, total, bonus):
        if best is not None and (ceiling[0] + choice.bonus, ceiling[1]) <= best[0]:
            continue  # cannot beat the best: its bonus is too small
        forced = Counter()
        reserved = [0] * len(animals)
        for _, slot in choice.slots:
            if slot.animal is not None:
                forced[slot.animal] += slot.least
                reserved[slot.animal] += slot.capacity
        if any(forced[t] > top[t] for t in range(len(animals))):
            continue  # too few animals for the minimums the layouts ask
        first = [min(top[t], reserved[t]) for t in range(len(animals))]  # reserved slots fill first
        free = [slot.capacity for _, slot in choice.slots if slot.animal is None]
        left = [min(top[t] - first[t], sum(free)) for t in range(len(animals))]
        # At best each type keeps its reserved room and all the free room.
        bound = (sum(worth(t, first[t] + left[t]) for t in range(len(animals))) + choice.bonus,
                 sum(first) + sum(left))
        if best is not None and bound <= best[0]:
            continue
        problem = PlacementProblem(
            capacities=tuple(free),
            herd=tuple(left),
            values=tuple(tuple(worth(t, first[t] + k) for k in range(left[t] + 1)) for t in range(len(animals))),
        )
        placement = _solve(problem, solver, time_limit)
        kept = tuple(first[t] + placement.kept[t] for t in range(len(animals)))
        objective = (sum(worth(t, kept[t]) for t in range(len(animals))) + choice.bonus, sum(kept))
        if best is None or objective > best[0]:
            best = (objective, choice, kept, placement, first)
    assert best is not None  # the all-plain choice is always there and never skipped first
    _, choice, kept, placement, first = best
    contents = _contents(len(locations), choice, placement, first)
    value = sum(values[t][k] for t, k in enumerate(kept)) + choice.bonus
    return Housing(tuple(locations), animals, dict(herd), kept, contents, value, bonus_at=choice.earned)


def _room(locations: Sequence[Location], animal: str, total: int) -> int:
    rooms = [location.room_for(animal) for location in locations]
    return total if None in rooms else sum(rooms)


def _upper(bounds: Bounds, animal: str, herd: int) -> int:
    most = bounds.get(animal, (0, None))[1]
    return herd if most is None else min(herd, most)


def _solve(problem: PlacementProblem, solver: str, time_limit: float | None) -> Placement:
    if not problem.capacities:
        return Placement((), (), (0,) * len(problem.herd), problem.value_of((0,) * len(problem.herd)))
    return solve(problem, method=solver, time_limit=time_limit)


def _contents(n: int, choice: _Choice, placement: Placement, first: list[int]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per location, ``(animal index, count)``: reserved slots get their minimum first,
    then fill in order; the other slots hold what the solver put there."""
    held = [Counter() for _ in range(n)]
    reserved = [(i, slot) for i, slot in choice.slots if slot.animal is not None]
    left = list(first)
    given = []
    for i, slot in reserved:
        count = min(slot.least, left[slot.animal])
        left[slot.animal] -= count
        given.append(count)
    for k, (i, slot) in enumerate(reserved):
        extra = min(slot.capacity - given[k], left[slot.animal])
        left[slot.animal] -= extra
        held[i][slot.animal] += given[k] + extra
    free = [i for i, slot in choice.slots if slot.animal is None]
    for i, kind, count in zip(free, placement.assignment, placement.counts):
        if kind is not None:
            held[i][kind] += count
    return tuple(tuple(sorted((t, c) for t, c in counter.items() if c > 0)) for counter in held)
