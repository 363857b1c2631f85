"""The one fit check and the one best keep shared by the calculator and both engines."""

import itertools
import random

from calculator import housing
from calculator.acbas import rules as acbas_rules
from calculator.agricola import rules as agricola_rules


def fits_by_search(capacities: tuple[int, ...], herd: tuple[int, ...]) -> bool:
    """Some type (or none) for every location gives each type room for its whole herd."""
    for kinds in itertools.product(range(len(herd) + 1), repeat=len(capacities)):
        room = [0] * (len(herd) + 1)
        for capacity, kind in zip(capacities, kinds):
            room[kind] += capacity
        if all(r >= n for r, n in zip(room[1:], herd)):
            return True
    return False


def random_farm(rng: random.Random, types: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    capacities = tuple(rng.choice([0, 1, 1, 2, 3, 4, 6, 8]) for _ in range(rng.randint(0, 6)))
    herd = tuple(rng.choice([0, 0, 1, 2, 3, 4, 5, 7]) for _ in range(types))
    return capacities, herd


def test_a_herd_fits_when_some_type_per_location_houses_every_animal():
    rng = random.Random(15)
    for _ in range(400):
        capacities, herd = random_farm(rng, rng.randint(1, 4))
        assert housing.fits(capacities, herd) == fits_by_search(capacities, herd), (capacities, herd)


def test_the_best_keep_is_the_whole_herd_exactly_when_it_fits():
    rng = random.Random(8)
    for animals, points in ((acbas_rules.ANIMALS, acbas_rules.animal_points),
                            (agricola_rules.ANIMALS, agricola_rules.band_points)):
        for _ in range(300):
            capacities, herd = random_farm(rng, len(animals))
            kept = housing.best_keep(capacities, animals, herd, points)
            assert all(0 <= k <= n for k, n in zip(kept, herd))
            assert (kept == herd) == housing.fits(capacities, herd), (capacities, herd, kept)


def gold_and_lead(animal: str, kept: int) -> int:
    return {"gold": 10, "lead": 1}[animal] * kept


def test_the_best_keep_prefers_points_to_animals():
    # One place for three: one gold scores 10, three lead 3.
    assert housing.best_keep((3,), ("gold", "lead"), (1, 3), gold_and_lead) == (1, 0)
    # Room for both: everything is kept.
    assert housing.best_keep((3, 1), ("gold", "lead"), (1, 3), gold_and_lead) == (1, 3)


def test_no_location_holds_nothing_but_an_empty_herd():
    assert housing.fits((), (0, 0, 0))
    assert not housing.fits((0, 0), (1, 0, 0))
    assert housing.fits((1,), (0, 1, 0))
