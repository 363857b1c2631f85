"""The whole table of a ``players`` document, as the cards see it.

Some rules compare players (the Reeve: most occupations) or score for every
qualifying player (the Constable); a :class:`Seat` gives them every
position.  Building the table checks what only the whole table shows: a card
in two players' hands, and cards marked for more players than the game has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...errors import RuleViolation
from ...words import saying

if TYPE_CHECKING:
    from ..position import Position


@dataclass(frozen=True)
class Table:
    """Every player's position, in seat order."""

    positions: tuple[Position, ...]

    @property
    def player_count(self) -> int:
        return len(self.positions)

    @property
    def card_aware(self) -> bool:
        """Some player lists their cards (their cards may then score for every player)."""
        return any(p.card_aware for p in self.positions)

    def seat(self, index: int) -> Seat:
        return Seat(self, index)


@dataclass(frozen=True)
class Seat:
    """One player's place at a table."""

    table: Table
    index: int

    @property
    def others(self) -> tuple[Position, ...]:
        return tuple(p for i, p in enumerate(self.table.positions) if i != self.index)


def build_table(positions: Sequence[Position], where: str = "players") -> Table:
    """The table of a ``players`` document, after checking that no card is in two hands
    (passing cards excepted: they go round the table) and every player-count mark fits."""
    table = Table(tuple(positions))
    first: dict[str, int] = {}
    for i, position in enumerate(table.positions):
        if position.hand is None:
            continue
        for j, card in enumerate(position.hand.cards):
            here = f"{where}[{i}] cards[{j}]"
            if card.players is not None and card.players > table.player_count:
                raise RuleViolation(saying("%(card)s is marked %(mark)s: it is only in games of %(least)s or more "
                                           "players, this one has %(count)s", card=card.label, mark=card.mark,
                                           least=card.players, count=table.player_count), where=here)
            if card.passes:
                continue
            if card.id in first:
                other = f"{where}[{first[card.id]}]"
                raise RuleViolation(saying("%(card)s is also in %(other)s's cards; every card exists once in a game",
                                           card=card.label, other=other), where=here)
            first[card.id] = i
    return table
