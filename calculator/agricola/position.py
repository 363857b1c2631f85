"""One player's finished Agricola position as written in a document (api.md 1.3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..errors import InvalidDocument, RuleViolation
from ..fields import check_keys, counts, integer, require_object
from ..words import saying, termed
from ..core.native_record import by_fields
from . import rules
from .cards.hand import NO_INPUTS, CardInputs, Hand, parse_card_inputs, parse_hand
from .farm import FIELD_NAME, Farmyard, parse_farmyard
from .tally import COUNTS_KEY, FarmTally, max_animals, parse_counts, tally_of

MAX_COUNT = 100_000  # per animal type or good; far beyond any game, it only keeps input sane
PLAYER_KEYS = (
    "farmyard", "counts", "house", "people", "animals", "grain", "vegetables", "majors", "supply",
    "begging", "card_points", "bonus_points", "cards", "card_inputs", "name",
)
DEFAULT_HOUSE = "wood"  # the start house
DEFAULT_PEOPLE = rules.MIN_PEOPLE  # the start family


@dataclass(frozen=True)
class Position:
    """A player's farmyard, house, family, goods, improvements and hand-entered points.

    ``farmyard`` is None for a quick-entry document, which gives its ``counts``
    instead (api.md 1.5); ``hand`` is None for a document without ``cards``
    (points typed in by hand only); ``card_inputs`` what the player entered for
    cards (see api.md 1.3).
    """

    farmyard: Farmyard | None
    house: str
    people: int
    animals: dict[str, int]
    grain: int
    vegetables: int
    majors: tuple[str, ...]  # keys of rules.MAJORS, in that order, repeated per copy
    supply: dict[str, int]
    begging: int = 0
    card_points: int = 0
    bonus_points: int = 0
    animals_given: bool = True
    hand: Hand | None = None
    card_inputs: CardInputs = field(default_factory=lambda: NO_INPUTS)
    counts: FarmTally | None = None

    def __init__(self, farmyard: Farmyard | None, house: str, people: int, animals: dict[str, int], grain: int,
                 vegetables: int, majors: tuple[str, ...], supply: dict[str, int], begging: int = 0,
                 card_points: int = 0, bonus_points: int = 0, animals_given: bool = True, hand: Hand | None = None,
                 card_inputs: CardInputs = NO_INPUTS, counts: FarmTally | None = None) -> None:
        # Written out, storing as a frozen dataclass's own does: compiled, native stores.
        object.__setattr__(self, "farmyard", farmyard)
        object.__setattr__(self, "house", house)
        object.__setattr__(self, "people", people)
        object.__setattr__(self, "animals", animals)
        object.__setattr__(self, "grain", grain)
        object.__setattr__(self, "vegetables", vegetables)
        object.__setattr__(self, "majors", majors)
        object.__setattr__(self, "supply", supply)
        object.__setattr__(self, "begging", begging)
        object.__setattr__(self, "card_points", card_points)
        object.__setattr__(self, "bonus_points", bonus_points)
        object.__setattr__(self, "animals_given", animals_given)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "card_inputs", card_inputs)
        object.__setattr__(self, "counts", counts)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (compiled, a frozen record has no other way in)."""
        return by_fields(self)

    @property
    def tally(self) -> FarmTally:
        """The counts the scoring reads: the quick entry's, else the drawn farmyard's."""
        if self.farmyard is None:
            assert self.counts is not None  # parse_position gives one or the other
            return self.counts
        return tally_of(self.farmyard)

    @property
    def card_aware(self) -> bool:
        """The document lists the player's cards (their points are then computed)."""
        return self.hand is not None

    def to_document(self) -> dict:
        """The api.md document of this position (what the simulator exports).

        ``animals`` is left out when the position was read without it, so a
        capacity check of the document still lists no keep/release choice.
        """
        farm = {FIELD_NAME: self.farmyard.to_rows()} if self.farmyard is not None else {COUNTS_KEY: self.tally.to_json()}
        document = {
            "game": "agricola",
            **farm,
            "house": self.house,
            "people": self.people,
            "animals": dict(self.animals),
            "grain": self.grain,
            "vegetables": self.vegetables,
            "majors": list(self.majors),
            "supply": dict(self.supply),
            "begging": self.begging,
            "card_points": self.card_points,
            "bonus_points": self.bonus_points,
        }
        if not self.animals_given:
            del document["animals"]
        if self.hand is not None:
            document["cards"] = self.hand.to_json()
        if self.card_inputs:
            document["card_inputs"] = {card: dict(values) for card, values in self.card_inputs.items()}
        return document


def parse_position(document: object, *, where: str = "document") -> Position:
    """Read and check one player's document (the ``game`` key is allowed but not needed)."""
    document = require_object(document, where)
    check_keys(document, PLAYER_KEYS + ("game",), where=where)
    if FIELD_NAME not in document and COUNTS_KEY not in document:
        raise InvalidDocument(f"is required (or {COUNTS_KEY}, for quick entry)", where=FIELD_NAME)
    if FIELD_NAME in document and COUNTS_KEY in document:
        raise InvalidDocument(f"give {FIELD_NAME} (a drawn farmyard) or {COUNTS_KEY} (quick entry), not both",
                              where=COUNTS_KEY)
    if not isinstance(document.get("name", ""), str):
        raise InvalidDocument("must be a string", where="name")
    farmyard = parse_farmyard(document[FIELD_NAME]) if FIELD_NAME in document else None
    tally = tally_of(farmyard) if farmyard is not None else parse_counts(document[COUNTS_KEY])
    house = document.get("house", DEFAULT_HOUSE)
    if house not in rules.HOUSES:
        raise InvalidDocument(f"must be one of {', '.join(rules.HOUSES)}; got {house!r}", where="house")
    animals = counts(document, "animals", rules.ANIMALS, maximum=MAX_COUNT)
    if farmyard is None:
        _check_herd(animals, tally)
    return Position(
        farmyard=farmyard,
        counts=None if farmyard is not None else tally,
        house=house,
        people=_people(document.get("people", DEFAULT_PEOPLE), tally.rooms),
        animals=animals,
        grain=_count(document, "grain"),
        vegetables=_count(document, "vegetables"),
        majors=_majors(document.get("majors", [])),
        supply=counts(document, "supply", rules.MATERIALS, maximum=MAX_COUNT),
        begging=_count(document, "begging"),
        card_points=_count(document, "card_points"),
        bonus_points=_count(document, "bonus_points"),
        animals_given="animals" in document,
        hand=_hand(document),
        card_inputs=parse_card_inputs(document["card_inputs"]) if document.get("card_inputs") is not None
        else NO_INPUTS,
    )


def _check_herd(animals: dict[str, int], tally: FarmTally) -> None:
    """Quick entry: refuse more animals than any farmyard with these counts holds."""
    most = max_animals(tally)
    if sum(animals.values()) > most:
        raise RuleViolation(f"{sum(animals.values())} animals; a farmyard with these counts holds at most {most}",
                            where="animals")


def _hand(document: dict) -> Hand | None:
    """The cards in play; a document with only ``card_inputs`` holds none (its inputs
    speak of other players' cards), one with neither is not card-aware."""
    if document.get("cards") is not None:
        return parse_hand(document["cards"])
    return Hand(()) if document.get("card_inputs") is not None else None


def _count(document: dict, key: str) -> int:
    return integer(document.get(key, 0), key, maximum=MAX_COUNT)


def _people(value: object, rooms: int) -> int:
    people = integer(value, "people")
    if not rules.MIN_PEOPLE <= people <= rules.MAX_PEOPLE:
        raise RuleViolation(
            saying("%(count)s people; a family has %(least)s to %(most)s members", count=people,
                   least=rules.MIN_PEOPLE, most=rules.MAX_PEOPLE), where="people"
        )
    if people > rooms + rules.MAX_PEOPLE_WITHOUT_ROOM:
        raise RuleViolation(
            saying("%(count)s people in %(rooms)s rooms; every person needs a room except those born by \"Family "
                   "growth even without room\", at most %(without)s (so at most %(most)s people)", count=people,
                   rooms=rooms, without=rules.MAX_PEOPLE_WITHOUT_ROOM, most=rooms + rules.MAX_PEOPLE_WITHOUT_ROOM),
            where="people",
        )
    return people


def _majors(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise InvalidDocument("must be a list of major improvement names", where="majors")
    for i, key in enumerate(value):
        if not isinstance(key, str) or key not in rules.MAJORS:
            raise InvalidDocument(
                f"unknown major improvement {key!r}; expected one of {', '.join(rules.MAJORS)}",
                where=f"majors[{i}]",
            )
    owned = Counter(value)
    for key, major in rules.MAJORS.items():
        if owned[key] > major.count:
            copies = saying("one") if major.count == 1 else str(major.count)
            raise RuleViolation(
                saying("%(count)s x %(key)s; the game has only %(copies)s %(major)s card(s)", count=owned[key], key=key,
                       copies=copies, major=termed(f"agricola.major.{key}", major.name)), where="majors"
            )
    return tuple(key for key in rules.MAJORS for _ in range(owned[key]))
