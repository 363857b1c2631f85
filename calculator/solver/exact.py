"""Fast exact placement solver, for hot paths such as the simulator.

Pure Python, and every answer is a proven optimum (``cpsat`` is the reference).

Objective.  Keeping ``k`` animals of type ``t`` is worth ``W * values[t][k] + k``
with ``W`` larger than any herd, so points come first and animals kept second.
The search minimises the *loss* ``loss[j][y]``: the worth of a type's whole
reachable herd minus its worth with ``y`` of them unhoused.  Losses never
decrease in ``y`` because the value tables never decrease.

Two facts make the problem small:

* Locations of equal capacity are interchangeable, so a placement is just how
  many locations of each capacity *class* every type gets.  A capacity above
  the largest herd is as good as that herd (``min(c, herd)`` changes no keep).
* The amounts of room a set of locations can give are its subset sums: one
  Python integer used as a bitset (``bits |= bits << c``).  For two types at
  once, a 2-D bitset: bit ``a * w + b`` means disjoint locations give ``a``
  to one type and ``b`` to the other.

Stages, cheapest first (types are searched smallest reachable herd first), one
method of :class:`_Search` each from stage 2 on:

1. **First fit** (:func:`first_fit`).  If there is room for every animal,
   each location, largest first, goes to the type that still needs the most.
   If that houses them all, nothing can do better; otherwise it is an
   incumbent to beat.
2. **Two types** (:meth:`_Search.finish`): the first tries every reachable
   amount below its herd and the smallest one at or above it (more only
   wastes room); the second takes the rest.  Exact.
3. **Three types** (:meth:`_Search.three_types`): every reachable pair of
   amounts for the first two is priced exactly (the third takes the rest) and
   the cheapest wins.  Exact.
4. **Four or more types: branch and bound** (:meth:`_Search.branch_and_bound`).
   A greedy placement (each location to the type it saves most loss for, the
   last two types then split exactly as in stage 2) is a second incumbent.
   Single types are placed first, then the pair in front of the last two,
   which stage 2 finishes.  A branch is an amount of room per placed type,
   realised as counts per class.  Its bound is the exact loss of the placed
   types plus the least loss the later types could have if the room left were
   divisible into single animals: ``relaxed[j][S]``, the least total loss of
   types ``j..`` with ``S`` of their animals unhoused, a min-plus convolution
   of their loss tables built lazily and only while it stays below the best
   solution.  A bound never exceeds the loss of any placement in its branch,
   branches are cut only when their bound cannot beat the best solution, and
   the search stops early only when a solution meets the root bound: so the
   result is optimal.  The cheapest pair is tried before the others are
   listed, since it usually meets the root bound at once.

Pruning rules that keep it exact:

* a full type never gets a location it can do without: every placement that
  fills it contains a minimal one, and the dropped locations can only help
  the later types; so an amount stays below the herd plus the smallest
  location used;
* amounts a type cannot afford (its own loss alone reaching the best) are
  skipped; that also bounds how few animals the later types can leave out,
  so the tables start there;
* a situation met twice (same types left, same locations left, no lower loss
  so far) is explored once, and the two-type finish is cached per situation.

The answer depends only on the problem (sorts are stable, no set or dict order
decides anything), so the same input always gives the same placement.
"""

from __future__ import annotations

from bisect import bisect_left

from .problem import Placement, PlacementProblem, placement_from_assignment

_NEVER = 1 << 62  # a loss larger than any real one

Assignment = list[int | None]  # the type of each location, or None


def solve(problem: PlacementProblem) -> Placement:
    """The placement with the most points, then the most animals kept."""
    capacities = problem.capacities
    order = sorted(range(len(capacities)), key=capacities.__getitem__, reverse=True)  # stable
    incumbent = None
    if problem.herd and sum(capacities) >= sum(problem.herd):
        incumbent, houses_all = first_fit(capacities, problem.herd, order)
        if houses_all:
            return placement_from_assignment(problem, incumbent)
    return placement_from_assignment(problem, _Search(problem, order, incumbent).run())


def first_fit(capacities: tuple[int, ...], herd: tuple[int, ...], order: list[int]) -> tuple[Assignment, bool]:
    """Stage 1: each location in ``order`` (largest first) to the type that still
    needs the most room; the assignment and whether it houses the whole (non-empty) herd."""
    need = list(herd)
    assignment: Assignment = [None] * len(capacities)
    for i in order:
        most = max(need)
        if most <= 0:
            break
        kind = need.index(most)
        need[kind] = most - capacities[i]
        assignment[i] = kind
    return assignment, max(need) <= 0


class _Search:
    """Stages 2 to 4 on one problem: :meth:`run` gives an optimal assignment.

    Locations are grouped in capacity classes, largest first (``sizes``,
    ``members``, ``counts``); the types that can keep anything are searched in
    ``types`` order, smallest reachable herd (``herds``) first, so the largest
    comes last.  ``best`` is the loss to beat, ``best_choice`` the arguments of
    :meth:`assign` that realise it (None while the incumbent is best).
    """

    def __init__(self, problem: PlacementProblem, order: list[int], incumbent: Assignment | None) -> None:
        self.problem, self.incumbent = problem, incumbent
        self.sizes, self.members = _capacity_classes(problem.capacities, order)
        self.counts = tuple(map(len, self.members))
        ranked = _reachable_herds(problem.herd, self.sizes, self.counts)
        self.types = [t for _, t in ranked]
        self.herds = [h for h, _ in ranked]
        self.best = _NEVER
        self.best_choice: tuple[list[list[int]], tuple[int, ...], int | None] | None = None

    def run(self) -> Assignment:
        """The optimal assignment: the stage for the number of types that keep anything."""
        if len(self.types) <= 1:
            return self.one_type()
        self.price_losses()
        if len(self.types) == 2:
            return self.assign([], self.counts, self.finish(self.counts)[1])
        if len(self.types) == 3:
            return self.three_types()
        return self.branch_and_bound()

    def one_type(self) -> Assignment:
        """Every location to the only type that can keep anything (none if none can)."""
        assignment: Assignment = [None] * len(self.problem.capacities)
        for row in self.members if self.types else ():
            for i in row:
                assignment[i] = self.types[0]
        return assignment

    def assign(self, took: list[list[int]], left: tuple[int, ...], amount: int | None) -> Assignment:
        """:func:`_assign` of this problem's types and classes."""
        assignment: Assignment = [None] * len(self.problem.capacities)
        return _assign(assignment, self.types, self.members, took, left, self.capped, amount)

    def price_losses(self) -> None:
        """Loss tables of the types, capped capacities and the incumbent's loss (``best``)."""
        problem, herds, types = self.problem, self.herds, self.types
        weight = sum(problem.herd) + 1
        tops = [weight * problem.values[t][h] + h for h, t in zip(herds, types)]  # worth of a whole herd
        self.capped = [c if c < herds[-1] else herds[-1] for c in self.sizes]  # nothing holds more than the largest herd
        best = _NEVER
        if self.incumbent is not None and len(types) > 2:
            room = [0] * len(problem.herd)
            for capacity, kind in zip(problem.capacities, self.incumbent):
                if kind is not None:
                    room[kind] += capacity
            best = 0
            for h, t, top in zip(herds, types, tops):
                if room[t] < h:
                    best += top - weight * problem.values[t][room[t]] - room[t]
        # loss[j][y]: what types[j] gives up with y of its reachable herd unhoused.
        # With three types only losses below best are ever looked at.
        loss = []
        for h, t, top in zip(herds, types, tops):
            table = problem.values[t]
            if len(types) == 3 and best < _NEVER:
                row = []
                for k in range(h, -1, -1):
                    v = top - weight * table[k] - k
                    if v >= best:
                        break
                    row.append(v)
                loss.append(row)
            else:
                loss.append([top - weight * table[k] - k for k in range(h, -1, -1)])
        self.best, self.loss = best, loss
        ha, hb = herds[-2], herds[-1]
        self.last_two = (loss[-2], loss[-1], ha, hb, (1 << (ha + 1)) - 1)
        self.finished: dict[tuple[int, ...], tuple[int, int]] = {}

    # --- stage 2: the last two types share what is left ----------------------

    def finish(self, left: tuple[int, ...]) -> tuple[int, int]:
        """(least loss of the last two types, room of types[-2]) on the classes ``left``."""
        known = self.finished.get(left)
        if known is not None:
            return known
        la, lb, ha, hb, below_ha = self.last_two
        bits, rest = 1, 0
        for c, m in zip(self.capped, left):
            for _ in range(m):
                bits |= bits << c
            rest += c * m
        value, amount = _NEVER, 0
        above = bits >> ha  # filling types[-2]: the smallest such amount wastes least
        if above:
            s = ha + (above & -above).bit_length() - 1
            value, amount = lb[max(0, hb - rest + s)], s
        low = bits & below_ha
        while low:
            s = low.bit_length() - 1
            low ^= 1 << s
            v = la[ha - s] + lb[max(0, hb - rest + s)]
            if v < value:
                value, amount = v, s
        self.finished[left] = value, amount
        return value, amount

    # --- stage 3: three types, every pair of amounts priced ------------------

    def three_types(self) -> Assignment:
        """The third type takes all the rest, so the prices are exact."""
        capped, counts, herds, loss, best = self.capped, self.counts, self.herds, self.loss, self.best
        grid, single, suffix, w, largest = _grid(capped, counts)
        room = w - 1  # all locations together
        later = herds[2] - room  # the third type's shortfall is later + a + b
        first = later if later > 0 else 0
        found = _scan_pairs(grid, w, single, room, largest, loss[0], loss[1], herds[0], herds[1],
                            loss[2][first:bisect_left(loss[2], best)], first, later, best, False)
        if found is None:
            assert self.incumbent is not None  # best came from it
            return self.incumbent  # nothing beats it
        took = [[0] * len(capped), [0] * len(capped)]
        left = list(counts)
        _realise_any(capped, suffix, w, left, took[0], took[1], found[1], found[2])
        return self.assign(took, tuple(left), None)

    # --- stage 4: four or more types, branch and bound -----------------------

    def branch_and_bound(self) -> Assignment:
        """Greedy incumbent, relaxation tables, then :meth:`place` from the first type."""
        self.greedy()
        self.start_relaxation()
        types = len(self.types)
        self.choice: list[list[int]] = [[]] * (types - 2)  # counts per class of each placed type
        self.seen: dict[tuple[int, tuple[int, ...]], int] = {}
        self.root = -1  # set from the first bounds: no solution can lose less
        self.place(0, self.counts, 0)
        if self.best_choice is None:
            assert self.incumbent is not None  # best came from it
            return self.incumbent
        return self.assign(*self.best_choice)

    def greedy(self) -> None:
        """Each location, largest first, to the type it saves most loss for; then
        the last two types share the rest exactly.  Kept if it beats ``best``."""
        capped, counts, loss = self.capped, self.counts, self.loss
        types = len(self.types)
        need = self.herds[:]
        took = [[0] * len(capped) for _ in range(types - 2)]
        rest = list(counts)
        for i, c in enumerate(capped):
            for _ in range(counts[i]):
                kind, gain = -1, 0
                for j in range(types):
                    d = need[j]
                    if d:
                        g = loss[j][d] - loss[j][d - c if d > c else 0]
                        if g > gain:
                            kind, gain = j, g
                if kind < 0:
                    break
                need[kind] = need[kind] - c if need[kind] > c else 0
                if kind < types - 2:
                    took[kind][i] += 1
                    rest[i] -= 1
        value, amount = self.finish(tuple(rest))
        for j in range(types - 2):
            value += loss[j][need[j]]
        if value < self.best:
            self.best, self.best_choice = value, (took, tuple(rest), amount)

    def start_relaxation(self) -> None:
        """The relaxation tables: ``relaxed[j][S - base[j]]`` is the least loss of
        types j.. with S of their animals unhoused, if room were divisible.

        Grown on demand by :meth:`extend`, and only while below ``best`` (entries
        never decrease, so the rest would cut nothing).  Fewer than base[j]
        unhoused is impossible (all locations together leave that many out) or
        needs an earlier type to lose more than it can afford, which alone costs
        at least ``best``; such branches are cut anyway.
        """
        herds, loss, best = self.herds, self.loss, self.best
        types = len(herds)
        self.herd_after = after = [0] * (types + 1)  # reachable animals of types j.. (suffix sums)
        for j in range(types - 1, -1, -1):
            after[j] = after[j + 1] + herds[j]
        total = sum(c * m for c, m in zip(self.capped, self.counts))
        self.base = base = [after[j] - total if after[j] > total else 0 for j in range(types)]
        for j in range(types - 1):
            short = bisect_left(loss[j], best) - 1  # most animals type j can afford to lose
            if base[j] - short > base[j + 1]:
                base[j + 1] = base[j] - short
        self.relaxed: list[list[int]] = [[] for _ in range(types)]
        self.relaxed[-1] = loss[-1][base[-1]:bisect_left(loss[-1], best)]
        self.complete = [False] * types
        self.complete[-1] = True

    def extend(self, j: int, S: int) -> None:
        """Grow relaxed[j] to cover S, unless its entries reach ``best`` first."""
        table, complete, base = self.relaxed[j], self.complete, self.base
        if complete[j] or S - base[j] < len(table):
            return
        self.extend(j + 1, S)
        nxt, b_next, lj, limit = self.relaxed[j + 1], base[j + 1], self.loss[j], self.best
        if not nxt:
            complete[j] = True
            return
        ymax = bisect_left(lj, limit - nxt[0]) - 1  # type j losing more reaches limit
        s = base[j] + len(table)
        last = min(S, self.herd_after[j])
        while s <= last:
            value = _NEVER
            y = s - b_next - len(nxt) + 1  # smallest y whose relaxed[j + 1] entry exists
            if y < 0:
                y = 0
            top = s - b_next if s - b_next < ymax else ymax
            k = s - b_next - y
            while y <= top:
                w = lj[y] + nxt[k]
                if w < value:
                    value = w
                y += 1
                k -= 1
            if value >= limit:
                complete[j] = True
                return
            table.append(value)
            s += 1
        if s > self.herd_after[j]:
            complete[j] = True

    def place(self, j: int, left: tuple[int, ...], fixed: int) -> bool:
        """Place types j.. on the classes ``left`` (types before j lose ``fixed``);
        True once a solution meets the root bound."""
        key = (j, left)
        if self.seen.get(key, _NEVER) <= fixed:
            return False
        self.seen[key] = fixed
        if j == len(self.types) - 4:
            return self.place_pair(j, left, fixed)
        found, suffix = self.single_bounds(j, left, fixed)
        if j == 0:
            self.root = found[0][0] if found else _NEVER
        d, lj = self.herds[j], self.loss[j]
        for bound, s in found:
            if bound >= self.best:
                break
            s = -s
            after = fixed + (lj[d - s] if s < d else 0)
            if self.realise(j, 0, s, list(left), suffix, [0] * len(left), s >= d, s, d, after, 0):
                return True
        return False

    def single_bounds(self, j: int, left: tuple[int, ...], fixed: int) -> tuple[list[tuple[int, int]], list[int]]:
        """Type j alone: (bound, -amount) below ``best``, best first, and the suffix
        bitsets (``suffix[i]``: amounts reachable with classes i..)."""
        capped = self.capped
        n = len(capped)
        suffix = [1] * (n + 1)
        bits, room_left, largest = 1, 0, 0
        for i in range(n - 1, -1, -1):
            m = left[i]
            if m:
                c = largest = capped[i]
                for _ in range(m):
                    bits |= bits << c
                room_left += c * m
            suffix[i] = bits
        d, lj, limit = self.herds[j], self.loss[j], self.best
        bits &= (2 << (d + largest - 1)) - 1  # at most a minimal fill
        S0, b = self.herd_after[j + 1] - room_left, self.base[j + 1]  # later types' shortfall is S0 + amount
        self.extend(j + 1, max(b, S0 + bits.bit_length() - 1))
        table = self.relaxed[j + 1]
        size = len(table)
        found = []
        while bits:
            low = bits & -bits
            s = low.bit_length() - 1
            bits ^= low
            k = (S0 + s if S0 + s > 0 else 0) - b
            if k < 0:
                continue  # type j alone would lose at least best
            if k >= size:
                break  # so would every larger amount
            v = fixed + (lj[d - s] if s < d else 0) + table[k]
            if v < limit:
                found.append((v, -s))
        found.sort()
        return found, suffix

    def realise(self, j: int, i: int, want: int, left: list[int], suffix: list[int], took: list[int],
                fills: bool, s: int, d: int, after: int, smallest: int) -> bool:
        """Every way to take room ``want`` from classes i.. for type j, then
        :meth:`place` the next type."""
        if want == 0:
            if fills and s - smallest >= d:
                return False  # not minimal: type j is full without its smallest location
            self.choice[j] = took[:]
            return self.place(j + 1, tuple(left), after)
        c, m, rest = self.capped[i], left[i], suffix[i + 1]
        q = min(m, want // c)
        while q >= 0:
            r = want - q * c
            if rest >> r & 1:
                left[i], took[i] = m - q, q
                if self.realise(j, i + 1, r, left, suffix, took, fills, s, d, after, c if q else smallest):
                    return True
            q -= 1
        left[i], took[i] = m, 0
        return False

    def place_pair(self, j: int, left: tuple[int, ...], fixed: int) -> bool:
        """Place types j and j+1 (stage 2 finishes); True once the root bound is met."""
        herds, loss = self.herds, self.loss
        n = len(left)
        grid, single, suffix, w, largest = _grid(self.capped, left)
        room_left = w - 1
        later = self.herd_after[j + 2] - room_left  # later types' shortfall is later + a + b
        if j + 2 < len(herds) - 1:
            self.extend(j + 2, max(self.base[j + 2], later + herds[j] + herds[j + 1] + 2 * largest))
        args = (grid, w, single, room_left, largest, loss[j], loss[j + 1], herds[j], herds[j + 1],
                self.relaxed[j + 2], self.base[j + 2], later)
        h1, h2, l1, l2 = herds[j], herds[j + 1], loss[j], loss[j + 1]
        # First the cheapest pair alone (no list to build): it usually meets the bound.
        cheapest = _scan_pairs(*args, self.best - fixed, False)
        if cheapest is None:
            if j == 0:
                self.root = _NEVER
            return False
        bound, a, b = cheapest
        if j == 0:
            self.root = bound
        after = fixed + (l1[h1 - a] if a < h1 else 0) + (l2[h2 - b] if b < h2 else 0)
        if self.realise_pair(j, 0, a, b, list(left), suffix, w, [0] * n, [0] * n, a, b, 0, 0, after):
            return True
        # Then every other pair that can still beat the best, cheapest first.
        shift = w.bit_length()
        mask = (1 << shift) - 1
        done = a << shift | b
        for key in _scan_pairs(*args, self.best - fixed, True):
            if fixed + (key >> 2 * shift) >= self.best:
                break
            if key & ((1 << 2 * shift) - 1) == done:
                continue
            a, b = key >> shift & mask, key & mask
            after = fixed + (l1[h1 - a] if a < h1 else 0) + (l2[h2 - b] if b < h2 else 0)
            if self.realise_pair(j, 0, a, b, list(left), suffix, w, [0] * n, [0] * n, a, b, 0, 0, after):
                return True
        return False

    def realise_pair(self, j: int, i: int, ra: int, rb: int, left: list[int], suffix: list[int], w: int,
                     took1: list[int], took2: list[int], a: int, b: int, small1: int, small2: int,
                     after: int) -> bool:
        """Every way to take amounts a and b for types j and j+1 (ra, rb still to
        take from classes i..), each finished by stage 2; True once the root bound is met."""
        if ra == 0 and rb == 0:
            herds = self.herds
            if (a >= herds[j] and a - small1 >= herds[j]) or (b >= herds[j + 1] and b - small2 >= herds[j + 1]):
                return False  # not minimal: a full type can drop its smallest location
            rest = tuple(left)
            value, amount = self.finish(rest)
            if after + value < self.best:
                self.choice[j], self.choice[j + 1] = took1[:], took2[:]
                self.best, self.best_choice = after + value, (self.choice[:], rest, amount)
            return self.best <= self.root
        c, m, below = self.capped[i], left[i], suffix[i + 1]
        q1 = ra // c
        if q1 > m:
            q1 = m
        while q1 >= 0:
            r1 = ra - q1 * c
            q2 = rb // c
            if q2 > m - q1:
                q2 = m - q1
            while q2 >= 0:
                r2 = rb - q2 * c
                if below >> (r1 * w + r2) & 1:
                    left[i], took1[i], took2[i] = m - q1 - q2, q1, q2
                    if self.realise_pair(j, i + 1, r1, r2, left, suffix, w, took1, took2, a, b,
                                         c if q1 else small1, c if q2 else small2, after):
                        return True
                q2 -= 1
            q1 -= 1
        left[i], took1[i], took2[i] = m, 0, 0
        return False


def _capacity_classes(capacities: tuple[int, ...], order: list[int]) -> tuple[list[int], list[list[int]]]:
    """Capacities that hold anything, largest first, and the locations of each
    (in location order); ``order`` lists the locations largest first."""
    sizes: list[int] = []
    members: list[list[int]] = []
    for i in order:
        c = capacities[i]
        if c <= 0:
            break
        if sizes and sizes[-1] == c:
            members[-1].append(i)
        else:
            sizes.append(c)
            members.append([i])
    return sizes, members


def _reachable_herds(herd: tuple[int, ...], sizes: list[int], counts: tuple[int, ...]) -> list[tuple[int, int]]:
    """(reachable herd, type) of every type that can keep anything, in search order.

    Reachable: no more than the herd, nor than all locations hold for it.  Small
    herds first (ties by type), so the largest comes last.
    """
    ranked = []
    for t, h in enumerate(herd):
        room = 0
        for c, m in zip(sizes, counts):
            room += (c if c < h else h) * m
            if room >= h:
                room = h
                break
        if room > 0:
            ranked.append((room, t))
    ranked.sort()
    return ranked


def _grid(capped: list[int], left) -> tuple[int, int, list[int], int, int]:
    """2-D subset sums of the locations ``left`` (counts per class):
    (bitset over all classes, 1-D bitset, suffix 2-D bitsets per class, row width,
    largest capacity left)."""
    w = 1
    for c, m in zip(capped, left):
        w += c * m
    suffix = [1] * (len(capped) + 1)  # suffix[i]: pairs reachable with classes i..
    grid = single = 1
    largest = 0
    for i in range(len(capped) - 1, -1, -1):
        m = left[i]
        if m:
            c = largest = capped[i]
            cw = c * w
            for _ in range(m):
                grid |= grid << cw | grid << c
                single |= single << c
        suffix[i] = grid
    return grid, single, suffix, w, largest


def _scan_pairs(grid, w, single, room_left, largest, l1, l2, h1, h2, table, first, later, limit, collect):
    """Price every reachable pair of amounts (a, b) for two types whose loss tables
    are l1, l2 (herds h1, h2); the types after them lose ``table[S - first]`` with
    ``S = later + a + b`` of their animals unhoused (entries not listed cost at
    least ``limit``; fewer than ``first`` would make one of the two lose at least
    ``limit`` on its own).  With ``collect``, the pairs priced below ``limit`` as
    ints ``price << 2s | a << s | b`` (``s = w.bit_length()``), sorted; else the
    cheapest ``(price, a, b)`` below ``limit``, or None."""
    size = len(table)
    found = []
    best = None
    if not size or limit <= 0:
        return found if collect else best
    # Amounts for the first type: affordable, at most a minimal fill.
    a0 = h1 - bisect_left(l1, limit) + 1
    if a0 < 0:
        a0 = 0
    a1 = min(room_left, h1 + largest - 1)
    if a1 < a0:
        return found if collect else best
    amounts = (single >> a0) & ((2 << (a1 - a0)) - 1)
    p2 = [_NEVER] * (h2 + 1 - len(l2)) + l2[::-1] + [0] * largest  # p2[b]: loss with amount b
    pad = -later if later < 0 and not first else 0  # shortfalls below zero count as zero
    ext = [table[0]] * pad + table if pad else table
    shift = w.bit_length()
    while amounts:
        low = amounts & -amounts
        amounts ^= low
        a = a0 + low.bit_length() - 1
        cost = l1[h1 - a] if a < h1 else 0
        spare = limit - cost  # what the second type and the later ones may lose together
        start = later + a
        b = first - start if first > start and first else 0  # fewer leave the table
        k = start + b - first + pad
        if k >= size + pad or ext[k] >= spare:
            continue
        # The later types lose at least ext[k]: that caps the second type's loss.
        least = h2 - bisect_left(l2, spare - ext[k]) + 1
        if least > b:
            b = least
        top = bisect_left(table, spare) - 1 + first - start
        if top > h2 + largest - 1:
            top = h2 + largest - 1
        if top > room_left - a:
            top = room_left - a
        if top < b:
            continue
        row = (grid >> (a * w + b)) & ((2 << (top - b)) - 1)
        off = start - first + pad
        while row:
            bit = row & -row
            row ^= bit
            bb = b + bit.bit_length() - 1
            v = cost + p2[bb] + ext[bb + off]
            if v < limit:
                if collect:
                    found.append((v << 2 * shift) | (a << shift) | bb)
                else:
                    limit, best = v, (v, a, bb)  # later pairs must now beat this one
    if collect:
        found.sort()
        return found
    return best


def _realise_any(capped, suffix, w, left, took1, took2, a, b) -> None:
    """Some counts per class giving amounts a and b (the 2-D bitsets say one exists)."""
    for i, c in enumerate(capped):
        m = left[i]
        for q1 in range(min(m, a // c), -1, -1):
            for q2 in range(min(m - q1, b // c), -1, -1):
                if suffix[i + 1] >> ((a - q1 * c) * w + b - q2 * c) & 1:
                    break
            else:
                continue
            break
        left[i], took1[i], took2[i] = m - q1 - q2, q1, q2
        a -= q1 * c
        b -= q2 * c


def _assign(assignment, types, members, took, left, capped, amount):
    """Fill ``assignment``: ``took[j]`` locations of each class go to types[j]; of
    ``left``, a subset of capped room ``amount`` goes to types[-2] and the rest to
    types[-1] (all of it to types[-1] when ``amount`` is None)."""
    used = [0] * len(members)
    for j, counts in enumerate(took):
        for i, m in enumerate(counts):
            for loc in members[i][used[i]:used[i] + m]:
                assignment[loc] = types[j]
            used[i] += m
    items = [(capped[i], loc) for i, m in enumerate(left) for loc in members[i][used[i]:used[i] + m]]
    if amount is None:
        for _, loc in items:
            assignment[loc] = types[-1]
        return assignment
    sums = [1]  # sums[k]: subset sums of the first k items
    for c, _ in items:
        sums.append(sums[-1] | sums[-1] << c)
    for k in range(len(items) - 1, -1, -1):
        c, loc = items[k]
        if sums[k] >> amount & 1:
            assignment[loc] = types[-1]  # amount is reachable without this item
        else:
            assignment[loc] = types[-2]
            amount -= c
    return assignment
