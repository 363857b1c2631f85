"""An ACBAS farm as the scoring reads it: the buildings of each kind and the expansions
whose three spaces are all used (api.md 1.5).

A drawn farm is reduced to these counts (:func:`tally_of`) and a quick-entry
document gives them directly (:func:`parse_counts`); the scoring reads only the
counts, so both score through the same breakdown.  Counts the game's components
cannot reach (5 stalls, two shelters, 5 full expansions) are refused, naming the count.

>>> parse_counts({"stalls": 2, "full_expansions": 1}).buildings["S"]
2
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import RuleViolation
from ..fields import check_keys, integer, require_object
from . import rules
from .farm import Farm

COUNTS_KEY = "counts"
# Count names -> building tokens; the cottage is the house unless the half-timbered house replaced it.
BUILDING_COUNTS = MappingProxyType({
    "half_timbered_house": "H", "stalls": "S", "stables": "B", "open_stables": "O", "shelter": "L",
    "storage_building": "G",
})
FULL_EXPANSIONS = "full_expansions"
KEYS = (*BUILDING_COUNTS, FULL_EXPANSIONS)
# What each count is (the OpenAPI description and the README show these); every count defaults to 0.
MEANINGS = {
    "half_timbered_house": "1 if the half-timbered house replaced the cottage",
    "stalls": "stalls (not upgraded), with stables at most 4 stall tiles",
    "stables": "stables (upgraded stalls)",
    "open_stables": "0 or 1",
    "shelter": "0 or 1",
    "storage_building": "0 or 1 (then the supply's materials score ½ each)",
    "full_expansions": "farm expansions whose three spaces are all used, at most 4",
}


@dataclass(frozen=True)
class FarmTally:
    """How many buildings of each kind (by token) a farm has, and how many of its
    expansions have all three spaces used."""

    buildings: MappingProxyType  # token -> count, every token of rules.BUILDINGS
    full_expansions: int

    def to_json(self) -> dict[str, int]:
        found = {key: self.buildings[token] for key, token in BUILDING_COUNTS.items()}
        return {**found, FULL_EXPANSIONS: self.full_expansions}


def tally(buildings: Mapping[str, int], full_expansions: int) -> FarmTally:
    """The tally of ``buildings`` (token -> count, every token of the rules: a ``Counter`` gives 0
    for those it lacks) and ``full_expansions``."""
    return FarmTally(MappingProxyType({token: buildings[token] for token in rules.BUILDINGS}), full_expansions)


def tally_of(farm: Farm) -> FarmTally:
    """The counts of a drawn farm."""
    full = [c for c in farm.expansion_columns if all(farm.is_used((r, c)) for r in range(farm.rows))]
    return tally(Counter(farm.buildings.values()), len(full))


def where(key: str) -> str:
    """How errors name one count."""
    return f"{COUNTS_KEY}.{key}"


def parse_counts(value: object) -> FarmTally:
    """Read and check the ``counts`` of a quick-entry document (missing counts are 0)."""
    raw = require_object(value, COUNTS_KEY)
    check_keys(raw, KEYS, where=COUNTS_KEY)
    found = {key: integer(raw.get(key, 0), where(key)) for key in KEYS}
    for key, token in BUILDING_COUNTS.items():
        building = rules.BUILDINGS[token]
        if building.special and found[key] > 1:
            raise RuleViolation(f"{found[key]} x {building.name}; the game has only one", where=where(key))
    stall_tiles = found["stalls"] + found["stables"]
    if stall_tiles > rules.MAX_STALL_TILES:
        key = "stalls" if found["stalls"] >= found["stables"] else "stables"
        raise RuleViolation(f"{found['stalls']} stalls and {found['stables']} stables; there are only "
                            f"{rules.MAX_STALL_TILES} stall tiles", where=where(key))
    if found[FULL_EXPANSIONS] > rules.MAX_EXPANSIONS:
        raise RuleViolation(f"{found[FULL_EXPANSIONS]} full expansions; the game has only {rules.MAX_EXPANSIONS} "
                            "expansions", where=where(FULL_EXPANSIONS))
    buildings = Counter({token: found[key] for key, token in BUILDING_COUNTS.items()})
    buildings["C"] = 1 - buildings["H"]
    return tally(buildings, found[FULL_EXPANSIONS])
