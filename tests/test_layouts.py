"""Card locations (one type only, mixed, more room for one type, no limit) and location
bonuses, reduced to plain placement problems by calculator.layouts: on random small farms
the answer equals a brute force over every way to fill every location, both solvers agree,
and the placement it returns is a real one."""

from __future__ import annotations

from functools import lru_cache
from itertools import product

import pytest
from conftest import soak_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator.housing import Location, LocationBonus, house

ANIMALS = ("sheep", "boar", "cattle")
NO_LIMIT = 99


def valid(location: Location, content: tuple[int, ...]) -> bool:
    """May ``location`` hold ``content`` (sheep, boar, cattle)?  The rules of
    calculator.housing.Location, written out directly."""
    total = sum(content)
    held = [a for a, n in zip(ANIMALS, content) if n]
    more = dict(location.more)
    cap = NO_LIMIT if location.capacity is None else location.capacity
    if location.only is not None:
        return held in ([], [location.only]) and total <= cap + more.get(location.only, 0)
    if location.mixed:
        if total <= cap:
            return True
        # More room for a type needs one of it there, the others within the room less one.
        return any(content[ANIMALS.index(a)] >= 1 and total <= cap + n and total - content[ANIMALS.index(a)] <= cap - 1
                   for a, n in more.items())
    return len(held) <= 1 and (not held or total <= cap + more.get(held[0], 0))


def room(location: Location, content: tuple[int, ...]) -> int:
    """How many animals the location holds with this content in it."""
    cap = NO_LIMIT if location.capacity is None else location.capacity
    return cap + max([n for a, n in location.more if content[ANIMALS.index(a)]] or [0])


def earns(location: Location, content: tuple[int, ...], bonus: LocationBonus) -> bool:
    total = sum(content)
    return total >= bonus.animals_min and room(location, content) - total >= bonus.free_min


def brute_force(locations, herd, values, bonus, bounds):
    """The best (points + bonus, animals kept) over every filling of every location."""
    herd_t = tuple(herd[a] for a in ANIMALS)

    @lru_cache(maxsize=None)
    def best(i: int, left: tuple[int, ...]):
        if i == len(locations):
            kept = tuple(h - r for h, r in zip(herd_t, left))
            if any(not low <= k <= (k if high is None else high)
                   for k, (low, high) in zip(kept, (bounds.get(a, (0, None)) for a in ANIMALS))):
                return None
            return (sum(values[a][k] for a, k in zip(ANIMALS, kept)), sum(kept))
        found = None
        for content in product(*(range(r + 1) for r in left)):
            if not valid(locations[i], content):
                continue
            rest = best(i + 1, tuple(r - c for r, c in zip(left, content)))
            if rest is None:
                continue
            extra = bonus.points if bonus and i in bonus.locations and earns(locations[i], content, bonus) else 0
            candidate = (rest[0] + extra, rest[1])
            found = candidate if found is None or candidate > found else found
        return found

    return best(0, herd_t)


@st.composite
def locations_strategy(draw):
    found = []
    for i in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["plain", "only", "mixed", "more", "mixed_more", "no_limit"]))
        cap = draw(st.integers(1, 4))
        animal = draw(st.sampled_from(ANIMALS))
        extra = draw(st.integers(1, 2))
        found.append({
            "plain": Location(f"l{i}", (), cap),
            "only": Location(f"l{i}", (), cap, only=animal),
            "mixed": Location(f"l{i}", (), cap, mixed=True),
            "more": Location(f"l{i}", (), cap, more=((animal, extra),)),
            "mixed_more": Location(f"l{i}", (), cap, mixed=True, more=((animal, extra),)),
            "no_limit": Location(f"l{i}", (), None, only=animal),
        }[kind])
    return found


@st.composite
def scenarios(draw):
    locations = draw(locations_strategy())
    herd = {a: draw(st.integers(0, 3)) for a in ANIMALS}
    values = {}
    for a in ANIMALS:  # never decreasing, as the solvers require
        steps = draw(st.lists(st.integers(0, 3), min_size=herd[a], max_size=herd[a]))
        start = draw(st.integers(-1, 1))
        values[a] = [start + sum(steps[:k]) for k in range(herd[a] + 1)]
    bonus = None
    if draw(st.booleans()):
        eligible = draw(st.sets(st.integers(0, len(locations) - 1), min_size=1))
        bonus = LocationBonus(frozenset(eligible), draw(st.integers(1, 3)), draw(st.integers(0, 2)),
                              draw(st.integers(0, 3)))
    bounds = {}
    if draw(st.booleans()):
        for a in ANIMALS:
            low = draw(st.integers(0, herd[a]))
            bounds[a] = (low, draw(st.one_of(st.none(), st.integers(low, herd[a]))))
    return locations, herd, values, bonus, bounds


def check(scenario, solver: str) -> None:
    locations, herd, values, bonus, bounds = scenario
    housing = house(locations, herd, lambda a, k: values[a][k], solver=solver, bonus=bonus, bounds=bounds or None)
    expected = brute_force(locations, herd, values, bonus, bounds)
    kept = housing.kept
    # The placement is real: every location holds what it may, the counts add up.
    contents = [tuple(dict(held).get(t, 0) for t in range(len(ANIMALS))) for held in housing.contents]
    assert all(valid(loc, c) for loc, c in zip(locations, contents))
    assert tuple(map(sum, zip(*contents))) == kept
    assert all(k <= herd[a] for a, k in zip(ANIMALS, kept))
    for i in housing.bonus_at:
        assert earns(locations[i], contents[i], bonus)
    earned = len(housing.bonus_at) * (bonus.points if bonus else 0)
    assert housing.value == sum(values[a][k] for a, k in zip(ANIMALS, kept)) + earned
    if expected is None:  # no placement meets the lower bounds: the answer falls short of them
        assert any(k < bounds[a][0] for a, k in zip(ANIMALS, kept))
    else:
        assert (housing.value, sum(kept)) == expected


@pytest.mark.slow
@settings(max_examples=soak_games(150), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios())
def test_card_locations_are_placed_as_well_as_a_brute_force_finds_with_the_fast_solver(scenario):
    check(scenario, "exact")


@pytest.mark.slow
@settings(max_examples=soak_games(60), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenario=scenarios())
def test_card_locations_are_placed_as_well_as_a_brute_force_finds_with_cpsat(scenario):
    check(scenario, "cpsat")


def test_plain_locations_keep_the_solvers_own_answer():
    locations = [Location("a", (), 4), Location("b", (), 2)]
    housing = house(locations, {"sheep": 3, "boar": 2}, lambda a, k: k, solver="exact")
    assert housing.placement is not None and housing.kept == (3, 2)


def test_a_location_without_limit_holds_any_number_of_its_type():
    housing = house([Location("forest", (), None, only="boar")], {"sheep": 1, "boar": 500}, lambda a, k: k,
                    solver="exact")
    assert housing.keep == {"sheep": 0, "boar": 500} and housing.placement is None
