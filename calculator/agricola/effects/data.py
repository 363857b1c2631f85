"""The cards' effects as data: ``data/card-play/<group>.json``, one file per deck and type
(``E-minors.json`` ... ``K-occupations.json``), each mapping a card id to its one-line
``description`` and its ``effects`` (entries of :mod:`.vocabulary`).

A card listed there is implemented ("simulated"); every other card is not.

>>> "E12" in simulated(), description("E12") != ""
(True, True)
"""

from __future__ import annotations

import json
from functools import cache
from types import MappingProxyType

from ..cards.catalogue import card, data_text
from .vocabulary import Effect, VocabularyError, parse_effect

DECK_LETTERS = ("E", "I", "K")
GROUPS = tuple(f"{deck}-{kind}" for deck in DECK_LETTERS for kind in ("minors", "occupations"))
KIND_OF_GROUP = {"minors": "minor", "occupations": "occupation"}


def group_of(card_id: str) -> str:
    """The group file (without ``.json``) a card belongs in, e.g. ``E-minors``."""
    found = card(card_id)
    return f"{found.deck}-{'minors' if found.type == 'minor' else 'occupations'}"


def read_group(group: str) -> dict:
    """The raw entries of one group file."""
    return json.loads(data_text(f"card-play/{group}.json"))


def parse_group(group: str, raw: dict) -> dict[str, tuple[str, tuple[Effect, ...]]]:
    """Card id -> (description, effects) of one group's entries, checked: every card of
    the group's deck and type, a description, and entries of the vocabulary."""
    parsed = {}
    for card_id, entry in raw.items():
        try:
            found = card(card_id)
        except KeyError:
            raise VocabularyError(f"card {card_id}: no such card in the catalogue ({group})") from None
        if group_of(found.id) != group or found.id != card_id:
            raise VocabularyError(f"card {card_id}: belongs in {group_of(found.id)}.json, not {group}.json")
        if not isinstance(entry, dict) or set(entry) != {"description", "effects"}:
            raise VocabularyError(f"card {card_id}: an entry is {{\"description\": ..., \"effects\": [...]}}")
        if not isinstance(entry["description"], str) or not entry["description"].strip():
            raise VocabularyError(f"card {card_id}: the description is empty")
        if not isinstance(entry["effects"], list) or not entry["effects"]:
            raise VocabularyError(f"card {card_id}: 'effects' must list at least one effect")
        effects = tuple(parse_effect(card_id, e) for e in entry["effects"])
        if sum(e.do == "choose" for e in effects) > 1:
            raise VocabularyError(f"card {card_id}: a card makes one choice ('choose' once)")
        parsed[card_id] = (entry["description"], effects)
    return parsed


@cache
def table() -> MappingProxyType:
    """Every implemented card: id -> (description, effects), all groups read and checked."""
    found = {}
    for group in GROUPS:
        found.update(parse_group(group, read_group(group)))
    return MappingProxyType(found)


def simulated() -> frozenset[str]:
    """The ids of the cards the simulator implements."""
    return frozenset(table())


def description(card_id: str) -> str | None:
    """A card's one-line description (None when it is not implemented)."""
    entry = table().get(card_id)
    return None if entry is None else entry[0]


_NONE: tuple[Effect, ...] = ()


def effects_of(card_id: str) -> tuple[Effect, ...]:
    """A card's effects (none for a card not implemented)."""
    entry = table().get(card_id)
    return _NONE if entry is None else entry[1]
