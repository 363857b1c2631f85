"""The categories of the Agricola scoring table (rules section 6) that no card gives:
the banded categories, unused spaces, stables, rooms, family and begging."""

from __future__ import annotations

from collections.abc import Mapping

from . import rules
from .position import Position

MAX_CATEGORY_POINTS = 4  # the top of every band, and four fenced stables


def animal_points(animal: str, kept: int) -> int:
    """Band points of ``kept`` animals of one type (never decreasing in ``kept``)."""
    return rules.band_points(animal, kept)


def base_points(position: Position, kept: Mapping[str, int]) -> dict[str, int]:
    """Points of every category but ``card_points`` and ``bonus_points`` when ``kept``
    animals are kept."""
    tally = position.tally  # a drawn farmyard's counts, or a quick entry's
    points = {
        "fields": rules.band_points("fields", tally.fields),
        "pastures": rules.band_points("pastures", tally.pastures),
        "grain": rules.band_points("grain", position.grain),
        "vegetables": rules.band_points("vegetables", position.vegetables),
        "unused_spaces": rules.UNUSED_SPACE_POINTS * tally.unused_spaces,
        "fenced_stables": rules.FENCED_STABLE_POINTS * tally.fenced_stables,
        "rooms": rules.ROOM_POINTS[position.house] * tally.rooms,
        "family_members": rules.PERSON_POINTS * position.people,
        "begging": rules.BEGGING_POINTS * position.begging,
    }
    points.update({animal: animal_points(animal, kept[animal]) for animal in rules.ANIMALS})
    return points
