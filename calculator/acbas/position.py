"""One player's ACBAS position as written in a document: farm, animals, supply."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..errors import InvalidDocument
from ..fields import check_keys, counts, require_object
from .farm import Farm, parse_farm
from .tally import COUNTS_KEY, FarmTally, parse_counts, tally_of
from .rules import ANIMALS, MATERIALS

MAX_ANIMALS = 100_000  # per type; far beyond any farm, it only keeps input sane
PLAYER_KEYS = ("farm", "counts", "expansions", "animals", "supply", "name")


@dataclass(frozen=True)
class Position:
    """A player's farm, the animals they own and the materials in their supply.

    ``farm`` is None for a quick-entry document, which gives its ``counts`` instead.
    """

    farm: Farm | None
    animals: dict[str, int]
    supply: dict[str, int]
    animals_given: bool = True
    counts: FarmTally | None = None

    @cached_property
    def tally(self) -> FarmTally:
        """The counts the scoring reads: the quick entry's, else the drawn farm's (counted once)."""
        if self.farm is None:
            assert self.counts is not None  # parse_position gives one or the other
            return self.counts
        return tally_of(self.farm)

    def to_document(self) -> dict:
        """The api.md document of this position (what the simulator exports)."""
        if self.farm is None:
            return {"game": "acbas", COUNTS_KEY: self.tally.to_json(), "animals": dict(self.animals),
                    "supply": dict(self.supply)}
        return {
            "game": "acbas",
            "farm": self.farm.to_rows(),
            "expansions": {"left": self.farm.left, "right": self.farm.right},
            "animals": dict(self.animals),
            "supply": dict(self.supply),
        }


def parse_position(document: object, *, where: str = "document") -> Position:
    """Read one player's document (the ``game`` key is allowed but not needed)."""
    document = require_object(document, where)
    check_keys(document, PLAYER_KEYS + ("game",), where=where)
    if "farm" not in document and COUNTS_KEY not in document:
        raise InvalidDocument(f"is required (or {COUNTS_KEY}, for quick entry)", where="farm")
    if COUNTS_KEY in document:
        for drawn in ("farm", "expansions"):
            if drawn in document:
                raise InvalidDocument(f"a quick entry gives {COUNTS_KEY} instead of the drawn farm and its "
                                      "expansions, not both", where=drawn)
    farm = parse_farm(document["farm"], document.get("expansions")) if "farm" in document else None
    return Position(
        farm=farm,
        counts=parse_counts(document[COUNTS_KEY]) if farm is None else None,
        animals=counts(document, "animals", ANIMALS, maximum=MAX_ANIMALS),
        supply=counts(document, "supply", MATERIALS),
        animals_given="animals" in document,
    )
