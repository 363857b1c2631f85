"""The physical cards of a game of Hens: numbering them, choosing the breeds in play, shuffling.

A card set (``cards.py``) lists distinct card *faces*, some printed twice.  The
engine needs every *physical* card as a small integer, so that a hand, a
discard pile or the deck is a plain tuple of ints and two copies of one face
are still two cards.  :class:`CardTable` numbers the physical cards in the
order of :attr:`CardSet.deck` (file order, copies repeated).

Every chance event here takes its ``random.Random`` from the caller, who gets
it from :func:`calculator.core.protocol.chance`: nothing in this module is
random by itself.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations

from ..errors import InvalidDocument
from . import rules
from .cards import CardSet, default_cards
from .grid import Hen

BREED_INDEX = {breed.code: i for i, breed in enumerate(rules.BREEDS)}
LOW_VALUE, HIGH_VALUE = rules.VALUES
VALUES_PER_BREED = HIGH_VALUE - LOW_VALUE + 1
NUM_TYPES = len(rules.BREEDS) * VALUES_PER_BREED  # (breed, value) pairs: all adjacency looks at
# The chance draws of a game (calculator.core.protocol.chance), by purpose: four at setup,
# then one per reshuffle.
BREEDS_DRAW, SHUFFLE_DRAW, GOAL_DRAW, FIRST_PLAYER_DRAW, FIRST_RESHUFFLE_DRAW = range(5)


def hen_type(hen: Hen) -> int:
    """The (breed, value) pair of a hen as one number below :data:`NUM_TYPES`."""
    return BREED_INDEX[hen.breed] * VALUES_PER_BREED + hen.value - LOW_VALUE


@dataclass(frozen=True, eq=False)
class CardTable:
    """Every physical card of a card set, by number: its hen, its face id and its type."""

    card_set: CardSet
    hens: tuple[Hen, ...]
    faces: tuple[str, ...]
    types: tuple[int, ...]
    breeds: tuple[str, ...]
    breed_counts: tuple[tuple[str, int], ...]  # cards per breed code, in rules.BREEDS order

    def __len__(self) -> int:
        return len(self.hens)

    def __reduce__(self) -> tuple:
        """Pickled by its fields (a compiled frozen class refuses the default, field by field)."""
        return CardTable, (self.card_set, self.hens, self.faces, self.types, self.breeds, self.breed_counts)

    def text(self, card: int) -> str:
        """How documents write the card: ``"PAD 3/2/0"``."""
        return str(self.hens[card])

    def to_json(self, card: int) -> dict:
        """A card as the views show it: its face id (used in action ids) and its text."""
        return {"id": self.faces[card], "card": str(self.hens[card])}


@cache
def card_table(card_set: CardSet) -> CardTable:
    """The numbered physical cards of ``card_set`` (an immutable value, built once per set)."""
    physical = card_set.deck
    return CardTable(
        card_set,
        hens=tuple(card.hen for card in physical),
        faces=tuple(card.id for card in physical),
        types=tuple(hen_type(card.hen) for card in physical),
        breeds=tuple(card.hen.breed for card in physical),
        breed_counts=tuple(card_set.breed_counts().items()),
    )


@cache
def default_table() -> CardTable:
    """The card table of the shipped card set (found without hashing the whole set)."""
    return card_table(default_cards())


def removed_breeds(table: CardTable, removal: Sequence[tuple[int, int]], rng: random.Random) -> tuple[str, ...]:
    """Breeds set aside for this game (hens.md 3.2): for each (size, n), ``n`` breeds
    drawn at random among those with ``size`` cards in the set, in :data:`rules.BREEDS` order."""
    counts = dict(table.breed_counts)
    removed: list[str] = []
    for size, n in removal:
        candidates = [b.code for b in rules.BREEDS if counts[b.code] == size]
        if n > len(candidates):
            raise InvalidDocument(f"cannot remove {n} breed(s) of {size} cards: the card set has "
                                  f"{len(candidates)}", where="settings.breed_removal")
        removed += sorted(rng.sample(candidates, n), key=BREED_INDEX.__getitem__)
    return tuple(removed)


def removal_choices(table: CardTable, removal: Sequence[tuple[int, int]]) -> tuple[tuple[str, ...], ...]:
    """Every set of breeds :func:`removed_breeds` may set aside, each as likely as the others."""
    counts = dict(table.breed_counts)
    choices: list[tuple[str, ...]] = [()]
    for size, n in removal:
        candidates = [b.code for b in rules.BREEDS if counts[b.code] == size]
        choices = [chosen + picked for chosen in choices for picked in combinations(candidates, n)]
    return tuple(choices)


def shuffled_deck(table: CardTable, removed: Sequence[str], rng: random.Random) -> tuple[int, ...]:
    """The physical cards of the breeds in play, shuffled; the top card is the last one."""
    deck = [card for card, breed in enumerate(table.breeds) if breed not in removed]
    shuffle(deck, rng)
    return tuple(deck)


Cards = tuple[int, ...]


def shuffle(cards: list[int], rng: random.Random) -> None:
    """``rng.shuffle(cards)``: the same swaps from the same draws (CPython's Fisher-Yates, each
    position's partner drawn as ``Random._randbelow`` draws it: ``getrandbits`` of the bound's
    bit length until the number is below the bound), written out so that a compiled build
    draws without an interpreted call per card."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        bound = i + 1
        bits = bound.bit_length()
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def reshuffled(piles: Sequence[Cards], rng: random.Random) -> tuple[Cards, tuple[Cards, ...]]:
    """hens.md 4.11 ``reshuffle_keep_tops``: every discard pile but its top card, shuffled
    into a new deck.  Returns the deck and the piles left (top cards only)."""
    deck = [card for pile in piles for card in pile[:-1]]
    shuffle(deck, rng)
    return tuple(deck), tuple(tuple(pile[-1:]) for pile in piles)
