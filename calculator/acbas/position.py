"""One player's ACBAS position as written in a document: farm, animals, supply."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InvalidDocument
from ..fields import check_keys, counts, require_object
from .farm import Farm, parse_farm
from .rules import ANIMALS, MATERIALS

MAX_ANIMALS = 100_000  # per type; far beyond any farm, it only keeps input sane
PLAYER_KEYS = ("farm", "expansions", "animals", "supply", "name")


@dataclass(frozen=True)
class Position:
    """A player's farm, the animals they own and the materials in their supply."""

    farm: Farm
    animals: dict[str, int]
    supply: dict[str, int]
    animals_given: bool = True

    def to_document(self) -> dict:
        """The api.md document of this position (what the simulator exports)."""
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
    if "farm" not in document:
        raise InvalidDocument("is required", where="farm")
    farm = parse_farm(document["farm"], document.get("expansions"))
    return Position(
        farm=farm,
        animals=counts(document, "animals", ANIMALS, maximum=MAX_ANIMALS),
        supply=counts(document, "supply", MATERIALS),
        animals_given="animals" in document,
    )
