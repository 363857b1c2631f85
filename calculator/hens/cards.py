"""Hen-card sets in the schema of hens.md 7.1, and the proposed set of 7.2.

The real per-card list of Hens is unpublished, so the shipped set
(``data/cards.json``) is a stand-in; :func:`load_cards` reads another set from a
path and checks it the same way.  Scoring does not use the card set (any card
within the ranges is accepted in a grid); the simulator deals from it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from ..errors import InvalidDocument
from ..fields import check_keys, integer, require_object
from . import datafiles, rules
from .grid import Hen

CARD_KEYS = ("id", "breed", "value", "eggs", "medals", "copies")


@dataclass(frozen=True)
class Card:
    """One distinct card face and how many copies of it the deck holds."""

    id: str
    hen: Hen
    copies: int = 1


@dataclass(frozen=True)
class CardSet:
    """A named list of distinct card faces."""

    name: str
    cards: tuple[Card, ...]

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every physical card, copies repeated, in file order."""
        return tuple(card for card in self.cards for _ in range(card.copies))

    def breed_counts(self) -> dict[str, int]:
        """Cards per breed code, in the order of :data:`rules.BREEDS`."""
        return {b.code: sum(c.copies for c in self.cards if c.hen.breed == b.code) for b in rules.BREEDS}


def load_cards(path: datafiles.PathLike | None = None, *,
               breed_sizes: Mapping[str, int] = rules.BREED_SIZES) -> CardSet:
    """The card set in ``path`` (JSON or CSV), or the shipped proposal when ``path`` is None.

    ``breed_sizes`` (breed name -> cards) is the deck composition the set must match.
    """
    if path is None and breed_sizes is rules.BREED_SIZES:
        return default_cards()
    text, source = datafiles.packaged("cards.json") if path is None else datafiles.read(path)
    return parse_cards(text, source, breed_sizes=breed_sizes)


@cache
def default_cards() -> CardSet:
    """The proposed 72-card set of hens.md 7.2 (an immutable value, read once)."""
    return parse_cards(*datafiles.packaged("cards.json"))


def parse_cards(text: str, source: str, *, breed_sizes: Mapping[str, int] = rules.BREED_SIZES) -> CardSet:
    """Parse and validate a card-set file's text; errors name ``source`` and the entry."""
    name, entries = datafiles.parse(text, source, list_key="cards")
    cards = tuple(_card(entry, f"{source} cards[{i}]") for i, entry in enumerate(entries))
    seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        if card.id in seen:
            raise InvalidDocument(f"repeats the id {card.id!r} of cards[{seen[card.id]}]", where=f"{source} cards[{i}]")
        seen[card.id] = i
    card_set = CardSet(name, cards)
    _check_breed_sizes(card_set, breed_sizes, source)
    return card_set


def _card(entry: object, where: str) -> Card:
    entry = require_object(entry, where)
    check_keys(entry, CARD_KEYS, where=where)
    missing = [key for key in CARD_KEYS[:-1] if key not in entry]
    if missing:
        raise InvalidDocument(f"missing {', '.join(missing)}", where=where)
    if not isinstance(entry["id"], str) or not entry["id"]:
        raise InvalidDocument("must be a non-empty string", where=f"{where}.id")
    breed = entry["breed"]
    found = (rules.BREED_BY_NAME.get(breed) or rules.BREED_BY_CODE.get(breed)) if isinstance(breed, str) else None
    if found is None:
        raise InvalidDocument(f"unknown breed {breed!r}; breeds are {', '.join(rules.BREED_BY_NAME)}",
                              where=f"{where}.breed")
    value, eggs, medals, copies = (
        integer(entry.get(key, 1), f"{where}.{key}", minimum=low, maximum=high)
        for key, (low, high) in (("value", rules.VALUES), ("eggs", rules.EGGS), ("medals", rules.MEDALS),
                                 ("copies", rules.COPIES))
    )
    return Card(entry["id"], Hen(found.code, value, eggs, medals), copies)


def _check_breed_sizes(card_set: CardSet, breed_sizes: Mapping[str, int], source: str) -> None:
    counts = card_set.breed_counts()
    for breed in rules.BREEDS:
        expected = breed_sizes.get(breed.name, 0)
        if counts[breed.code] != expected:
            raise InvalidDocument(f"has {counts[breed.code]} {breed.name} cards (copies counted), expected {expected}",
                                  where=source)
