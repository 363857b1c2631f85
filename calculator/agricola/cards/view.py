"""One player as the card rules see them: the counts of the data's vocabulary.

Counts (``rooms``, ``pasture_spaces``, ``occupations``, ...) are read from the
position, the animals kept and the player's cards; ``reader`` is the card
asking, for counts that depend on who asks (the Academic is 2 occupations for
the Reeve only; wood on the Copse counts for the Joinery only).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType

from .. import rules as game_rules
from ..categories import base_points
from ...errors import RuleViolation
from ..farm import Farmyard
from ..position import Position
from .hand import NO_INPUTS, CardInputs, InputValue
from .rules import CardRule, inputs_of, rules
from .table import Seat


@dataclass(frozen=True)
class PlayerView:
    """A position with the animals ``kept``, the player's checked ``inputs``, their
    ``seat`` at the table (None: a one-player document) and the locations that
    ``earned`` a per-location bonus (Organic Farmer)."""

    position: Position
    kept: Mapping[str, int]
    inputs: CardInputs = field(default_factory=lambda: NO_INPUTS)
    seat: Seat | None = None
    earned: tuple[str, ...] = ()

    @cached_property
    def base(self) -> dict[str, int]:
        """The points of the categories no card gives (rules section 6)."""
        return base_points(self.position, self.kept)

    def holds(self, card_id: str) -> bool:
        return self.position.hand is not None and self.position.hand.holds(card_id)

    def held_rules(self, kind: str | None = None) -> tuple[CardRule, ...]:
        """The rules of the player's cards, in document order (of one ``kind``)."""
        if self.position.hand is None:
            return ()
        found = (rules()[c.id] for c in self.position.hand.cards if c.id in rules())
        return tuple(r for r in found if kind is None or r.kind == kind)

    def input(self, card_id: str, name: str) -> InputValue:
        return self.inputs[card_id][name]

    def count(self, name: str, reader: str | None = None) -> int:
        """The count ``name`` of the data's vocabulary, as the card ``reader`` sees it."""
        found = COUNTS[name](self, reader)
        if reader in rules():
            for card_id in rules()[reader].interacting("adds_to_count"):
                if self.holds(card_id):  # e.g. wood lying on the Copse, for the Joinery
                    found += sum(int(self.inputs.get(card_id, {}).get(s.name, 0)) for s in inputs_of(card_id))
        return found

    def with_kept(self, kept: Mapping[str, int]) -> PlayerView:
        return replace(self, kept=MappingProxyType(dict(kept)))

    def others(self) -> tuple[PlayerView, ...]:
        """The other players of the table, each with the animals of their document."""
        if self.seat is None:
            return ()
        return tuple(view_of(p, self.seat.table.seat(i)) for i, p in enumerate(self.seat.table.positions)
                     if i != self.seat.index)

    def everyone(self) -> tuple[PlayerView, ...]:
        """Every player of the table in seat order, this one as it is (a one-player document: itself)."""
        if self.seat is None:
            return (self,)
        return tuple(self if i == self.seat.index else view_of(p, self.seat.table.seat(i))
                     for i, p in enumerate(self.seat.table.positions))


def view_of(position: Position, seat: Seat | None = None, inputs: CardInputs | None = None) -> PlayerView:
    """A player with every animal of the document kept."""
    return PlayerView(position, MappingProxyType(dict(position.animals)),
                      position.card_inputs if inputs is None else inputs, seat)


def _occupations(view: PlayerView, reader: str | None) -> int:
    """Occupations played; a card that counts as several (the Academic) does so for the
    cards its rule names."""
    hand = view.position.hand
    if hand is None:
        return 0
    total = 0
    for card in hand.occupations:
        rule = rules().get(card.id)
        weighted = rule is not None and rule.kind == "occupation_weight" and reader in rule.rule["applies_to"]
        total += rule.rule["value"] if weighted else 1
    return total


def _minors(view: PlayerView, reader: str | None) -> int:
    return 0 if view.position.hand is None else len(view.position.hand.minors)


def _farm(measure: Callable[[PlayerView], int]) -> Callable[[PlayerView, str | None], int]:
    return lambda view, reader: measure(view)


def _pasture_spaces(view: PlayerView, reader: str | None) -> int:
    """Fenced spaces: a quick entry says how many only through the input of a card that
    counts them (the Manger's ``card_inputs.E23.pasture_spaces``)."""
    spaces = view.position.tally.pasture_spaces
    if spaces is None:
        raise RuleViolation("a card held counts the pasture spaces, which the quick entry's counts do not say: "
                            "give them as its input pasture_spaces", where=f"card_inputs.{reader}.pasture_spaces")
    return spaces


def _drawn(position: Position, count: str) -> Farmyard:
    """The drawn farmyard, for a count that only the drawing shows."""
    if position.farmyard is None:
        raise RuleViolation(f"a card held reads the {count.replace('_', ' ')}, which only a drawn farmyard "
                            "shows", where="counts")
    return position.farmyard


COUNTS: Mapping[str, Callable[[PlayerView, str | None], int]] = MappingProxyType({
    "rooms": _farm(lambda v: v.position.tally.rooms),
    "fields": _farm(lambda v: v.position.tally.fields),
    "pastures": _farm(lambda v: v.position.tally.pastures),
    "pasture_spaces": _pasture_spaces,
    "fenced_stables": _farm(lambda v: v.position.tally.fenced_stables),
    "unfenced_stables": _farm(lambda v: len(_drawn(v.position, "unfenced_stables").unfenced_stables)),
    "unused_spaces": _farm(lambda v: v.position.tally.unused_spaces),
    **{animal: _farm(lambda v, a=animal: v.kept[a]) for animal in game_rules.ANIMALS},
    "grain": _farm(lambda v: v.position.grain),
    "vegetables": _farm(lambda v: v.position.vegetables),
    **{material: _farm(lambda v, m=material: v.position.supply[m]) for material in game_rules.MATERIALS},
    "people": _farm(lambda v: v.position.people),
    "begging_cards": _farm(lambda v: v.position.begging),
    "majors": _farm(lambda v: len(v.position.majors)),
    "minors": _minors,
    "improvements": lambda v, reader: len(v.position.majors) + _minors(v, reader),
    "occupations": _occupations,
    "missing_animal_types": _farm(lambda v: sum(1 for a in game_rules.ANIMALS if v.kept[a] == 0)),
})
