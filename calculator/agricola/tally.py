"""The farmyard as the scoring table reads it: how many fields, pastures, unused spaces,
fenced stables and rooms (api.md 1.5).

A drawn farmyard is reduced to these counts (:func:`tally_of`) and a quick-entry
document gives them directly (:func:`parse_counts`); the scoring reads only the
counts, so both score through the same breakdown.  Counts the rules cannot reach
(16 fields, more rooms than spaces, 5 fenced stables) are refused, naming the count.
What the counts do not say (the spaces of the pastures together) a card that reads
it asks through its ``card_inputs`` (the Manger: :func:`check_pasture_spaces`).

>>> parse_counts({"fields": 3, "pastures": 2, "unused_spaces": 4, "fenced_stables": 1, "rooms": 3})
FarmTally(fields=3, pastures=2, unused_spaces=4, fenced_stables=1, rooms=3, pasture_spaces=None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import InvalidDocument, RuleViolation
from ..fields import check_keys, integer, require_object
from ..core.native_record import by_fields
from . import rules
from .farm import Farmyard

COUNTS_KEY = "counts"
# What the scoring table reads, in the order of the table.
SCORED = ("fields", "pastures", "unused_spaces", "fenced_stables", "rooms")
SPACES = rules.ROWS * rules.COLS
# What each count is, in the scoring table's words (the OpenAPI description and the README show these).
MEANINGS = {
    "fields": "field tiles, sown or not",
    "pastures": "enclosed pastures (areas, not spaces), at most 5 with 15 fences",
    "unused_spaces": "farmyard spaces with nothing on them (no room, field, stable or pasture)",
    "fenced_stables": "stables inside pastures, at most 4",
    "rooms": "rooms of the house, at least 2",
}


@dataclass(frozen=True)
class FarmTally:
    """The counts of a farmyard that the scoring (and the cards' bonuses) read.

    ``pasture_spaces`` is None when a quick-entry document does not say it (the
    Manger, which counts them, asks for them through ``card_inputs``).
    """

    fields: int
    pastures: int
    unused_spaces: int
    fenced_stables: int
    rooms: int
    pasture_spaces: int | None = None

    def __init__(self, fields: int, pastures: int, unused_spaces: int, fenced_stables: int, rooms: int,
                 pasture_spaces: int | None = None) -> None:
        # Written out, storing as a frozen dataclass's own does: compiled, native stores.
        object.__setattr__(self, "fields", fields)
        object.__setattr__(self, "pastures", pastures)
        object.__setattr__(self, "unused_spaces", unused_spaces)
        object.__setattr__(self, "fenced_stables", fenced_stables)
        object.__setattr__(self, "rooms", rooms)
        object.__setattr__(self, "pasture_spaces", pasture_spaces)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copied and pickled by its fields (compiled, a frozen record has no other way in)."""
        return by_fields(self)

    @property
    def open_spaces(self) -> int:
        """Spaces left for pastures and unfenced stables."""
        return SPACES - self.fields - self.rooms - self.unused_spaces

    def to_json(self) -> dict[str, int]:
        """The ``counts`` of a quick-entry document."""
        return {key: getattr(self, key) for key in SCORED}


def tally_of(farmyard: Farmyard) -> FarmTally:
    """The counts of a drawn farmyard."""
    return FarmTally(
        fields=len(farmyard.fields),
        pastures=len(farmyard.pastures),
        unused_spaces=SPACES - len(farmyard.used_spaces),  # every used cell is on the board
        fenced_stables=len(farmyard.fenced_stables),
        rooms=len(farmyard.rooms),
        pasture_spaces=len(farmyard.pasture_of),
    )


def where(key: str) -> str:
    """How errors name one count."""
    return f"{COUNTS_KEY}.{key}"


def parse_counts(value: object) -> FarmTally:
    """Read and check the ``counts`` of a quick-entry document (api.md 1.5)."""
    raw = require_object(value, COUNTS_KEY)
    check_keys(raw, SCORED, where=COUNTS_KEY)
    for key in SCORED:
        if key not in raw:
            raise InvalidDocument("is required", where=where(key))
    tally = FarmTally(**{key: integer(raw[key], where(key)) for key in SCORED})
    _check_reachable(tally)
    return tally


def max_animals(tally: FarmTally) -> int:
    """The most animals any farmyard with these counts can hold: every open space in one
    pasture with every fenced stable in it, or (without pastures) each open space an
    unfenced stable, plus the house pet."""
    if tally.pastures == 0:
        return tally.open_spaces * rules.UNFENCED_STABLE_CAPACITY + rules.HOUSE_PET_CAPACITY
    spaces = min(tally.open_spaces, rules.MAX_PASTURE_SPACES) if tally.pasture_spaces is None else tally.pasture_spaces
    unfenced = tally.open_spaces - spaces
    return (rules.pasture_capacity(spaces, tally.fenced_stables) + unfenced * rules.UNFENCED_STABLE_CAPACITY
            + rules.HOUSE_PET_CAPACITY)


def _check_reachable(tally: FarmTally) -> None:
    """Refuse counts that no farmyard of the rules has (section 1), naming the count."""
    if tally.rooms < rules.MIN_ROOMS:
        raise RuleViolation(f"{tally.rooms} room(s); a farmyard has at least the {rules.MIN_ROOMS} start rooms",
                            where=where("rooms"))
    if tally.fenced_stables > rules.MAX_STABLES:
        raise RuleViolation(f"{tally.fenced_stables} fenced stables; a player has at most {rules.MAX_STABLES} stables",
                            where=where("fenced_stables"))
    if tally.pastures > rules.MAX_PASTURES:
        raise RuleViolation(f"{tally.pastures} pastures; {rules.MAX_FENCES} fences enclose at most "
                            f"{rules.MAX_PASTURES}", where=where("pastures"))
    used = tally.fields + tally.rooms + tally.unused_spaces + tally.pastures
    if used > SPACES:
        key = max(("fields", "rooms", "unused_spaces", "pastures"), key=lambda k: getattr(tally, k))
        raise RuleViolation(
            f"{tally.fields} fields, {tally.rooms} rooms, {tally.unused_spaces} unused spaces and "
            f"{tally.pastures} pastures (one space at least each) need {used} spaces; the farmyard has {SPACES}",
            where=where(key))
    open_spaces = tally.open_spaces
    if tally.pastures == 0:
        if tally.fenced_stables:
            raise RuleViolation(f"{tally.fenced_stables} fenced stable(s) without a pasture; a fenced stable "
                                "stands in a pasture", where=where("fenced_stables"))
        if open_spaces > rules.MAX_STABLES:
            raise RuleViolation(
                f"the counts leave {open_spaces} spaces that are neither fields, rooms, unused nor in a pasture, "
                f"so they would all be unfenced stables; a player has at most {rules.MAX_STABLES}",
                where=where("unused_spaces"))
        return
    if tally.fenced_stables > open_spaces:
        raise RuleViolation(f"{tally.fenced_stables} fenced stables; the counts leave {open_spaces} spaces for "
                            "pastures", where=where("fenced_stables"))
    fewest, _ = pasture_space_range(tally)
    if fewest > rules.MAX_PASTURE_SPACES:
        raise RuleViolation(
            f"the counts leave {open_spaces} spaces for pastures and at most "
            f"{rules.MAX_STABLES - tally.fenced_stables} unfenced stables; {rules.MAX_FENCES} fences enclose at "
            f"most {rules.MAX_PASTURE_SPACES} spaces", where=where("unused_spaces"))


def pasture_space_range(tally: FarmTally) -> tuple[int, int]:
    """The fewest and most spaces all pastures together can cover with these counts: every
    open space outside them is an unfenced stable, and each fenced stable needs its space."""
    if tally.pastures == 0:
        return 0, 0
    fewest = max(tally.pastures, tally.fenced_stables,
                 tally.open_spaces - (rules.MAX_STABLES - tally.fenced_stables))
    return fewest, min(tally.open_spaces, rules.MAX_PASTURE_SPACES)


def check_pasture_spaces(tally: FarmTally, spaces: int, where: str) -> FarmTally:
    """The tally with ``spaces`` as its pasture spaces (the Manger's input in quick entry),
    refused (naming ``where``) unless a farmyard with these counts has them."""
    fewest, most = pasture_space_range(tally)
    if not fewest <= spaces <= most:
        raise RuleViolation(
            f"{spaces} pasture spaces; with these counts the pastures cover {fewest} to {most} "
            f"spaces (every other open space is an unfenced stable, at most {rules.MAX_STABLES} stables)",
            where=where)
    return replace(tally, pasture_spaces=spaces)


MANGER = "E23"  # the one card that counts the pasture spaces


def lift_pasture_spaces(document: dict) -> dict:
    """An older quick-entry document, which gave the Manger's pasture spaces as
    ``counts.pasture_spaces``, with them as ``card_inputs.E23.pasture_spaces`` (for each
    player who holds the Manger; dropped for the others, whom nothing asked)."""
    if isinstance(document.get("players"), list):
        return {**document, "players": [lift_pasture_spaces(p) if isinstance(p, dict) else p
                                        for p in document["players"]]}
    counts = document.get(COUNTS_KEY)
    if not isinstance(counts, dict) or "pasture_spaces" not in counts:
        return document
    counts = dict(counts)
    spaces = counts.pop("pasture_spaces")
    moved = {**document, COUNTS_KEY: counts}
    cards = document.get("cards")
    if isinstance(cards, list) and any(c in (MANGER, "Manger") for c in cards):
        inputs = document.get("card_inputs")
        moved["card_inputs"] = {**(inputs if isinstance(inputs, dict) else {}), MANGER: {"pasture_spaces": spaces}}
    return moved
