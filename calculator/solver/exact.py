"""Fast exact placement solver, for hot paths such as the simulator.

Pure Python, and every answer is a proven optimum (``cpsat`` is the reference).

Objective.  Keeping ``k`` animals of type ``t`` is worth ``W * values[t][k] + k``
with ``W`` larger than any herd, so points come first and animals kept second.
The search minimises the *loss* ``loss[j][y]``: the worth of a type's whole
reachable herd minus its worth with ``y`` of them unhoused.  Losses never
decrease in ``y`` because the value tables never decrease.

Two facts make the problem small:

* Locations of equal capacity are interchangeable, so a placement is just how
  many locations of each capacity every type gets.  A capacity above the
  largest herd is as good as that herd (``min(c, herd)`` changes no keep).
* The amounts of room a set of locations can give are its subset sums: one
  Python integer used as a bitset (``bits |= bits << c``).  For two types at
  once, a 2-D bitset: bit ``a * w + b`` means disjoint locations give ``a``
  to one type and ``b`` to the other.

Stages, cheapest first (types are ordered by herd, smallest first):

1. **First fit.**  If there is room for every animal, each location, largest
   first, goes to the type that still needs the most.  If that houses them
   all, nothing can do better; otherwise it is an incumbent to beat.
2. **Two types**: the first tries every reachable amount below its herd and
   the smallest one at or above it (more only wastes room); the second takes
   the rest.  Exact.
3. **Three types**: every reachable pair of amounts for the first two is
   priced exactly (the third takes the rest) and the cheapest wins.  Exact.
4. **Four or more types: branch and bound**.  A greedy placement (each
   location to the type it saves most loss for, the last two types then
   split exactly as in stage 2) is a second incumbent.  Single types are
   placed first, then the pair in front of the last two, which stage 2
   finishes.  A branch is an amount of room per placed type, realised as
   counts per capacity.  Its bound is the exact loss of the placed types plus
   the least loss the later types could have if the room left were divisible
   into single animals: ``M[j][S]``, the least total loss of types ``j..``
   with ``S`` of their animals unhoused, a min-plus convolution of their loss
   tables built lazily and only while it stays below the best solution.  A
   bound never exceeds the loss of any placement in its branch, branches are
   cut only when their bound cannot beat the best solution, and the search
   stops early only when a solution meets the root bound: so the result is
   optimal.  The cheapest pair is tried before the others are listed, since
   it usually meets the root bound at once.

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

from .problem import Placement, PlacementProblem

_NEVER = 1 << 62  # a loss larger than any real one


def solve(problem: PlacementProblem) -> Placement:
    """The placement with the most points, then the most animals kept."""
    capacities, herd = problem.capacities, problem.herd
    order = sorted(range(len(capacities)), key=capacities.__getitem__, reverse=True)  # stable
    first_fit = None
    if sum(capacities) >= sum(herd):
        # Stage 1: first fit, largest location to the type that needs most room.
        need = list(herd)
        first_fit = [None] * len(capacities)
        for i in order:
            most = max(need)
            if most <= 0:
                break
            kind = need.index(most)
            need[kind] = most - capacities[i]
            first_fit[i] = kind
        if max(need, default=0) <= 0:
            return _placement(problem, first_fit)
    return _placement(problem, _search(problem, order, first_fit))


def _search(problem: PlacementProblem, order: list[int], incumbent: list[int | None] | None) -> list[int | None]:
    """Stages 2 to 5: an optimal assignment, given a valid ``incumbent`` (or None)."""
    capacities, herd = problem.capacities, problem.herd
    assignment: list[int | None] = [None] * len(capacities)

    # Capacity classes, largest first; members keep location order.
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
    n = len(sizes)
    counts = tuple(map(len, members))

    # Reachable herds: no more than the herd, nor than all locations hold for it.
    # Search order: small herds first (ties by type), so the largest comes last.
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
    if len(ranked) <= 1:
        if ranked:
            for row in members:
                for i in row:
                    assignment[i] = ranked[0][1]
        return assignment
    types = [t for _, t in ranked]
    H = [h for h, _ in ranked]
    T = len(types)
    weight = sum(herd) + 1
    tops = [weight * problem.values[t][h] + h for h, t in ranked]  # worth of a whole herd
    hmax = H[-1]  # no location holds more useful animals than the largest herd
    capped = [c if c < hmax else hmax for c in sizes]

    # The incumbent's loss is the one to beat.
    best, best_choice = _NEVER, None  # best_choice: arguments of _assign
    if incumbent is not None and T > 2:
        room = [0] * len(herd)
        for i, kind in enumerate(incumbent):
            if kind is not None:
                room[kind] += capacities[i]
        best = 0
        for j, (h, t) in enumerate(ranked):
            if room[t] < h:
                best += tops[j] - weight * problem.values[t][room[t]] - room[t]
    # loss[j][y]: what types[j] gives up with y of its reachable herd unhoused.
    # With three types only losses below best are ever looked at.
    loss = []
    for (h, t), top in zip(ranked, tops):
        table = problem.values[t]
        if T == 3 and best < _NEVER:
            row = []
            for k in range(h, -1, -1):
                v = top - weight * table[k] - k
                if v >= best:
                    break
                row.append(v)
            loss.append(row)
        else:
            loss.append([top - weight * table[k] - k for k in range(h, -1, -1)])
    if T == 3:
        # Stage 4: the third type takes all the rest, so the prices are exact.
        total = 0
        for c, m in zip(capped, counts):
            total += c * m
        later = H[2] - total  # the third type's shortfall is later + a + b
        first = later if later > 0 else 0
        grid, single, suffix, w, largest = _grid(capped, counts)
        found = _scan_pairs(grid, w, single, total, largest, loss[0], loss[1], H[0], H[1],
                            loss[2][first:bisect_left(loss[2], best)], first, later, best, False)
        if found is not None:
            took = [[0] * n, [0] * n]
            left = list(counts)
            _realise_any(capped, suffix, w, left, took[0], took[1], found[1], found[2])
            return _assign(assignment, types, members, took, left, capped, None)
        return incumbent  # nothing beats it

    # --- stage 3: the last two types share what is left --------------------
    la, lb, ha, hb = loss[-2], loss[-1], H[-2], H[-1]
    below_ha = (1 << (ha + 1)) - 1
    finished: dict[tuple[int, ...], tuple[int, int]] = {}

    def finish(left: tuple[int, ...]) -> tuple[int, int]:
        """(least loss of the last two types, room of types[-2]) on ``left``."""
        known = finished.get(left)
        if known is not None:
            return known
        bits, rest = 1, 0
        for c, m in zip(capped, left):
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
        finished[left] = value, amount
        return value, amount

    if T == 2:
        return _assign(assignment, types, members, [], counts, capped, finish(counts)[1])

    # Greedy: each location, largest first, to the type it saves most loss for;
    # then the last two types share the rest exactly.
    need = H[:]
    took = [[0] * n for _ in range(T - 2)]
    rest = list(counts)
    for i in range(n):
        c = capped[i]
        for _ in range(counts[i]):
            kind, gain = -1, 0
            for j in range(T):
                d = need[j]
                if d:
                    g = loss[j][d] - loss[j][d - c if d > c else 0]
                    if g > gain:
                        kind, gain = j, g
            if kind < 0:
                break
            need[kind] = need[kind] - c if need[kind] > c else 0
            if kind < T - 2:
                took[kind][i] += 1
                rest[i] -= 1
    value, amount = finish(tuple(rest))
    for j in range(T - 2):
        value += loss[j][need[j]]
    if value < best:
        best, best_choice = value, (took, tuple(rest), capped, amount)

    # --- relaxation tables -------------------------------------------------
    # M[j][S - base[j]]: least loss of types j.. with S of their animals
    # unhoused, if room were divisible.  Grown on demand, and only while below
    # ``best`` (entries never decrease, so the rest would cut nothing).  Fewer
    # than base[j] unhoused is impossible (all locations together leave that
    # many out) or needs an earlier type to lose more than ``short`` animals,
    # which alone costs at least ``best``; such branches are cut anyway.
    H_after = [0] * (T + 1)  # reachable animals of types j.. (suffix sums)
    for j in range(T - 1, -1, -1):
        H_after[j] = H_after[j + 1] + H[j]
    total = 0
    for c, m in zip(capped, counts):
        total += c * m
    base = [H_after[j] - total if H_after[j] > total else 0 for j in range(T)]
    for j in range(T - 1):
        short = bisect_left(loss[j], best) - 1  # most animals type j can afford to lose
        if base[j] - short > base[j + 1]:
            base[j + 1] = base[j] - short
    M: list[list[int]] = [[] for _ in range(T)]
    M[T - 1] = loss[T - 1][base[T - 1]:bisect_left(loss[T - 1], best)]
    complete = [False] * T
    complete[T - 1] = True

    def extend(j: int, S: int) -> None:
        """Grow M[j] to cover S, unless its entries reach ``best`` first."""
        table = M[j]
        if complete[j] or S - base[j] < len(table):
            return
        extend(j + 1, S)
        nxt, b_next, lj, limit = M[j + 1], base[j + 1], loss[j], best
        if not nxt:
            complete[j] = True
            return
        ymax = bisect_left(lj, limit - nxt[0]) - 1  # type j losing more reaches limit
        s = base[j] + len(table)
        last = min(S, H_after[j])
        while s <= last:
            value = _NEVER
            y = s - b_next - len(nxt) + 1  # smallest y whose M[j + 1] entry exists
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
        if s > H_after[j]:
            complete[j] = True

    # --- stage 5: branch and bound ------------------------------------------
    choice: list[list[int]] = [[]] * (T - 2)  # counts per class of each placed type
    seen: dict[tuple[int, tuple[int, ...]], int] = {}
    root = -1  # set from the first bounds: no solution can lose less

    def pair_level(j: int, left: tuple[int, ...], fixed: int) -> bool:
        """Place types j and j+1 (the finish follows); True once the root bound is met."""
        nonlocal root
        grid, single, suffix, w, largest = _grid(capped, left)
        room_left = w - 1
        later = H_after[j + 2] - room_left  # later types' shortfall is later + a + b
        if j + 2 < T - 1:
            extend(j + 2, max(base[j + 2], later + H[j] + H[j + 1] + 2 * largest))
        args = (grid, w, single, room_left, largest, loss[j], loss[j + 1], H[j], H[j + 1],
                M[j + 2], base[j + 2], later)
        h1, h2, l1, l2 = H[j], H[j + 1], loss[j], loss[j + 1]
        # First the cheapest pair alone (no list to build): it usually meets the bound.
        cheapest = _scan_pairs(*args, best - fixed, False)
        if cheapest is None:
            if j == 0:
                root = _NEVER
            return False
        bound, a, b = cheapest
        if j == 0:
            root = bound
        after = fixed + (l1[h1 - a] if a < h1 else 0) + (l2[h2 - b] if b < h2 else 0)
        if realise_pair(j, 0, a, b, list(left), suffix, w, [0] * n, [0] * n, a, b, 0, 0, after):
            return True
        # Then every other pair that can still beat the best, cheapest first.
        shift = w.bit_length()
        mask = (1 << shift) - 1
        done = a << shift | b
        for key in _scan_pairs(*args, best - fixed, True):
            if fixed + (key >> 2 * shift) >= best:
                break
            if key & ((1 << 2 * shift) - 1) == done:
                continue
            a, b = key >> shift & mask, key & mask
            after = fixed + (l1[h1 - a] if a < h1 else 0) + (l2[h2 - b] if b < h2 else 0)
            if realise_pair(j, 0, a, b, list(left), suffix, w, [0] * n, [0] * n, a, b, 0, 0, after):
                return True
        return False

    def realise_pair(j, i, ra, rb, left, suffix, w, took1, took2, a, b, small1, small2, after) -> bool:
        """Every way to take amounts a and b (ra, rb still to take from classes i..)."""
        nonlocal best, best_choice
        if ra == 0 and rb == 0:
            if (a >= H[j] and a - small1 >= H[j]) or (b >= H[j + 1] and b - small2 >= H[j + 1]):
                return False  # not minimal: a full type can drop its smallest location
            rest = tuple(left)
            value, amount = finish(rest)
            if after + value < best:
                choice[j], choice[j + 1] = took1[:], took2[:]
                best, best_choice = after + value, (choice[:], rest, capped, amount)
            return best <= root
        c, m, below = capped[i], left[i], suffix[i + 1]
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
                    if realise_pair(j, i + 1, r1, r2, left, suffix, w, took1, took2, a, b,
                                    c if q1 else small1, c if q2 else small2, after):
                        return True
                q2 -= 1
            q1 -= 1
        left[i], took1[i], took2[i] = m, 0, 0
        return False

    def single_bounds(j: int, left: tuple[int, ...], fixed: int):
        """Type j alone: (bound, -amount) below ``best``, best first, and suffix bitsets."""
        suffix = [1] * (n + 1)  # suffix[i]: amounts reachable with classes i..
        bits, room_left, largest = 1, 0, 0
        for i in range(n - 1, -1, -1):
            m = left[i]
            if m:
                c = largest = capped[i]
                for _ in range(m):
                    bits |= bits << c
                room_left += c * m
            suffix[i] = bits
        d, lj, limit = H[j], loss[j], best
        bits &= (2 << (d + largest - 1)) - 1  # at most a minimal fill
        S0, b = H_after[j + 1] - room_left, base[j + 1]  # later types' shortfall is S0 + amount
        extend(j + 1, max(b, S0 + bits.bit_length() - 1))
        table = M[j + 1]
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

    def place(j: int, left: tuple[int, ...], fixed: int) -> bool:
        """Place types j.. on ``left``; True once a solution meets the root bound."""
        nonlocal root
        key = (j, left)
        if seen.get(key, _NEVER) <= fixed:
            return False
        seen[key] = fixed
        if j == T - 4:
            return pair_level(j, left, fixed)
        found, suffix = single_bounds(j, left, fixed)
        if j == 0:
            root = found[0][0] if found else _NEVER
        d, lj = H[j], loss[j]
        for bound, s in found:
            if bound >= best:
                break
            s = -s
            after = fixed + (lj[d - s] if s < d else 0)
            if realise(j, 0, s, list(left), suffix, [0] * n, s >= d, s, d, after, 0):
                return True
        return False

    def realise(j, i, want, left, suffix, took, fills, s, d, after, smallest) -> bool:
        """Every way to take room ``want`` from classes i.. for type j, then go on."""
        if want == 0:
            if fills and s - smallest >= d:
                return False  # not minimal: type j is full without its smallest location
            choice[j] = took[:]
            return place(j + 1, tuple(left), after)
        c, m, rest = capped[i], left[i], suffix[i + 1]
        q = min(m, want // c)
        while q >= 0:
            r = want - q * c
            if rest >> r & 1:
                left[i], took[i] = m - q, q
                if realise(j, i + 1, r, left, suffix, took, fills, s, d, after, c if q else smallest):
                    return True
            q -= 1
        left[i], took[i] = m, 0
        return False

    place(0, counts, 0)
    if best_choice is None:
        return incumbent
    return _assign(assignment, types, members, *best_choice)


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


def _placement(problem: PlacementProblem, assignment: list[int | None]) -> Placement:
    """Same as ``problem.placement_from_assignment`` (fill each type's locations in
    location order), written for speed."""
    capacities, herd = problem.capacities, problem.herd
    room = [0] * len(herd)
    for c, kind in zip(capacities, assignment):
        if kind is not None:
            room[kind] += c
    kept = [n if n < r else r for n, r in zip(herd, room)]
    left = kept[:]
    final, counts = [], []
    for c, kind in zip(capacities, assignment):
        if kind is None or not left[kind]:
            final.append(None)
            counts.append(0)
        else:
            k = left[kind]
            if c < k:
                k = c
            left[kind] -= k
            final.append(kind)
            counts.append(k)
    value = 0
    for table, k in zip(problem.values, kept):
        value += table[k]
    return Placement(tuple(final), tuple(counts), tuple(kept), value)
