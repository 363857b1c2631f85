"""The cards of the original edition: the E, I and K decks and the majors, read from
``data/cards-eik.csv`` (facts only: names, marks, printed points).

>>> card("E28").name, find("Clogs").id, find("k122").name
('Clogs', 'E28', 'Sawmill')
>>> card("E217").players  # the Reeve is marked 3+
3
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import MappingProxyType

DECKS = ("E", "I", "K")  # the decks a document's ``cards`` come from
MAJOR_DECK = "Major"
TYPES = MappingProxyType({"Occupation": "occupation", "Minor Improvement": "minor", "Major Improvement": "major"})


@dataclass(frozen=True)
class Card:
    """One card: ``id`` is the deck letter and number (``E28``; majors ``Major7``).

    ``players`` is the player-count mark of an occupation (``3`` for "3+"),
    None for improvements; ``printed`` its printed points; ``has_bonus``
    whether its text gives bonus points; ``passes`` whether it is passed on
    after play (then it ends in no one's farm).
    """

    id: str
    deck: str
    number: int
    name: str
    type: str  # "occupation", "minor" or "major"
    players: int | None
    printed: int
    has_bonus: bool
    passes: bool

    @property
    def mark(self) -> str | None:
        """The printed player-count mark, e.g. ``"3+"``."""
        return None if self.players is None else f"{self.players}+"

    @property
    def label(self) -> str:
        """How messages name it: ``Clogs (E28)``."""
        return f"{self.name} ({self.id})"


def data_text(name: str) -> str:
    """The text of a file in ``calculator/agricola/data``."""
    return resources.files("calculator.agricola").joinpath("data").joinpath(name).read_text(encoding="utf-8")


@cache
def all_cards() -> tuple[Card, ...]:
    """Every card of the CSV, majors included, in file order."""
    cards = []
    for row in csv.DictReader(io.StringIO(data_text("cards-eik.csv"))):
        mark = row["players"].strip()
        cards.append(Card(
            id=f"{row['deck']}{row['number']}",
            deck=row["deck"],
            number=int(row["number"]),
            name=row["name"],
            type=TYPES[row["type"]],
            players=int(mark.rstrip("+")) if mark else None,
            printed=int(row["printed_vp"] or 0),
            has_bonus=row["has_bonus_points"] == "1",
            passes=row["passes_left"] == "1",
        ))
    return tuple(cards)


@cache
def deck_cards() -> tuple[Card, ...]:
    """The occupations and minor improvements of the E, I and K decks."""
    return tuple(c for c in all_cards() if c.deck in DECKS)


@cache
def _by_key() -> MappingProxyType[str, Card]:
    found: dict[str, Card] = {}
    for c in all_cards():
        found[c.id.lower()] = c
    for c in deck_cards():  # names of the three decks are unique; a major's name is its own
        found.setdefault(c.name.lower(), c)
    for c in all_cards():
        found.setdefault(c.name.lower(), c)
    return MappingProxyType(found)


def find(key: str) -> Card | None:
    """The card with this id (any case) or English name (any case); None if there is none.

    A name shared by a deck card and a major (Cooking Hearth) means the deck card.
    """
    return _by_key().get(key.strip().lower())


def card(card_id: str) -> Card:
    """The card with this id (``KeyError`` if there is none)."""
    found = find(card_id)
    if found is None or found.id.lower() != card_id.lower():
        raise KeyError(card_id)
    return found


def major_card(name: str) -> Card:
    """The major improvement card with this English name (the first copy)."""
    for c in all_cards():
        if c.deck == MAJOR_DECK and c.name == name:
            return c
    raise KeyError(name)
