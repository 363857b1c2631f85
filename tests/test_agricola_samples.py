"""The random legal Agricola farm generator (used by the property tests, benchmarks and simulator)."""

from __future__ import annotations

import random
from collections import Counter

from calculator.agricola import rules
from calculator.agricola.position import parse_position
from calculator.agricola.samples import random_document, random_farmyard


def test_random_document_same_seed_same_document():
    assert [random_document(random.Random(7)) for _ in range(3)] == [random_document(random.Random(7))] * 3


def test_random_document_is_legal_and_within_limits():
    rng = random.Random(3)
    for _ in range(500):
        document = random_document(rng)
        position = parse_position(document)  # raises on any rule violation
        farmyard = position.farmyard
        assert len(farmyard.fences) <= rules.MAX_FENCES
        assert len(farmyard.stables) <= rules.MAX_STABLES
        assert document["game"] == "agricola"


def test_random_farmyard_covers_the_limits():
    rng = random.Random(5)
    seen = Counter()
    for _ in range(3000):
        farmyard = random_farmyard(rng)
        seen["fences", len(farmyard.fences)] += 1
        seen["stables", len(farmyard.stables)] += 1
        seen["pastures", len(farmyard.pastures)] += 1
        seen["fenced", len(farmyard.fenced_stables)] += 1
        seen["unfenced", len(farmyard.unfenced_stables)] += 1
    assert seen["fences", 15] and seen["fences", 0]
    assert all(seen["stables", n] for n in range(5))
    assert all(seen["pastures", n] for n in range(6))
    assert seen["fenced", 4] and seen["unfenced", 4]


def test_random_document_herds_sometimes_overflow_the_farmyard():
    rng = random.Random(9)
    over = 0
    for _ in range(300):
        position = parse_position(random_document(rng))
        total = sum(location.capacity for location in position.farmyard.locations)
        over += sum(position.animals.values()) > total
    assert 0 < over < 300
