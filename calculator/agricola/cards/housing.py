"""Where a card player's animals may live: the farmyard's locations changed by the
cards (``housing`` in ``data/card-effects.json``) plus the locations on cards.

The vocabulary (each entry a card's effect):

* ``card_room``: locations on the card (``capacity``, null for no limit;
  ``only`` one type; ``mixed`` types together);
* ``small_pastures``: a pasture for ``capacity`` animals holds ``becomes``;
* ``more_room``: pastures, and the listed cards, hold that many more animals
  (after the stables' doubling);
* ``more_sheep``: pastures, unfenced stables and the listed cards hold that
  many more sheep while they keep sheep;
* ``one_unfenced_stable``: one unfenced stable holds ``capacity`` animals of
  one type (no other card changes that stable);
* ``mixed_pastures``: pastures hold several types together;
* ``animals_per_room``: the house holds that many animals per room, of any
  types, instead of the one pet; ``no_house_animals``: the house holds none.

>>> from calculator.agricola.farm import parse_farmyard
>>> farm = parse_farmyard([". . . . a", "R . . . .", "R . . . S"])
>>> [(l.name, l.capacity) for l in card_locations(farm, ("E59", "E58")).locations]
[('pasture a', 4), ('house', 1), ('stable', 1), ('Animal Yard (E58)', 4)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from ...housing import Location, LocationBonus
from ..farm import Farmyard
from .catalogue import card
from .rules import effects

PASTURE = "pasture"


@dataclass(frozen=True)
class CardLocations:
    """The locations, and where each comes from: ``pasture``, ``stable``, ``house`` or a card id."""

    locations: tuple[Location, ...]
    origins: tuple[str, ...]

    def indices(self, origins: Iterable[str]) -> frozenset[int]:
        wanted = set(origins)
        return frozenset(i for i, origin in enumerate(self.origins) if origin in wanted)

    def bonus(self, points: int, animals_min: int, free_min: int, also: Iterable[str]) -> LocationBonus:
        """A bonus for every pasture and every location on one of the cards ``also``."""
        return LocationBonus(self.indices((PASTURE, *also)), points, animals_min, free_min)


def _effects(held: Iterable[str]) -> dict[str, Mapping]:
    """Effect kind -> its settings, for the housing cards held."""
    found: dict[str, Mapping] = {}
    for card_id in sorted(held):
        for kind, settings in effects()["housing"].get(card_id, {}).items():
            found[kind] = settings
    return found


def card_locations(farmyard: Farmyard, held: Iterable[str]) -> CardLocations:
    """The farmyard's locations as the cards ``held`` change them, then the cards' own."""
    held = tuple(held)
    fx = _effects(held)
    more_sheep = fx.get("more_sheep", {})
    found: list[tuple[Location, str]] = []
    for location in farmyard.locations:
        if location.name.startswith(PASTURE):
            found.append((_pasture(location, fx), PASTURE))
        elif location.name == "stable":
            found.append((location, "stable"))
        else:
            found += [(house, "house") for house in _house(location, farmyard, fx)]
    _stables(found, fx)
    for card_id in held:
        rooms = effects()["housing"].get(card_id, {}).get("card_room", ())
        here = [Location(card(card_id).label, (), room["capacity"], only=room.get("only"),
                         mixed=room.get("mixed", False)) for room in rooms]
        if here:
            here = _more_room(here, fx.get("more_room", {}).get("cards", {}).get(card_id, 0))
            here = _more_sheep(here, more_sheep.get("cards", {}).get(card_id, 0))
            found += [(location, card_id) for location in here]
    return CardLocations(tuple(location for location, _ in found), tuple(origin for _, origin in found))


def _pasture(location: Location, fx: Mapping[str, Mapping]) -> Location:
    capacity = location.capacity
    small = fx.get("small_pastures")
    if small is not None and capacity == small["capacity"]:
        capacity = small["becomes"]
    capacity += fx.get("more_room", {}).get("pastures", 0)
    sheep = fx.get("more_sheep", {}).get("pastures", 0)
    return replace(location, capacity=capacity, mixed="mixed_pastures" in fx,
                   more=(("sheep", sheep),) if sheep else ())


def _house(pet: Location, farmyard: Farmyard, fx: Mapping[str, Mapping]) -> list[Location]:
    if "no_house_animals" in fx:
        return []
    per_room = fx.get("animals_per_room")
    if per_room is None:
        return [pet]
    return [replace(pet, capacity=per_room * len(farmyard.rooms), mixed=True)]


def _stables(found: list[tuple[Location, str]], fx: Mapping[str, Mapping]) -> None:
    """The first unfenced stable may become a bigger one; the others may hold more sheep."""
    special = fx.get("one_unfenced_stable")
    sheep = fx.get("more_sheep", {}).get("unfenced_stables", 0)
    for i, (location, origin) in enumerate(found):
        if origin != "stable":
            continue
        if special is not None:
            found[i] = (replace(location, capacity=special["capacity"]), origin)
            special = None
        elif sheep:
            found[i] = (replace(location, more=(("sheep", sheep),)), origin)


def _more_room(locations: list[Location], extra: int) -> list[Location]:
    """More room on a card: its mixed location grows, else a mixed location is added."""
    if not extra:
        return locations
    for i, location in enumerate(locations):
        if location.mixed:
            return [*locations[:i], replace(location, capacity=location.capacity + extra), *locations[i + 1:]]
    return [*locations, Location(locations[0].name, (), extra, mixed=True)]


def _more_sheep(locations: list[Location], extra: int) -> list[Location]:
    """More sheep on a card: its sheep-only location grows, else its mixed one keeps more sheep."""
    if not extra:
        return locations
    for kind in ("only", "mixed"):
        for i, location in enumerate(locations):
            if (kind == "only" and location.only == "sheep") or (kind == "mixed" and location.mixed):
                grown = (replace(location, capacity=location.capacity + extra) if kind == "only"
                         else replace(location, more=(("sheep", extra),)))
                return [*locations[:i], grown, *locations[i + 1:]]
    return locations

