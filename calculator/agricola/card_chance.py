"""The card game's chance as explicit outcomes (:mod:`calculator.core.chance`): the family
game's events (:mod:`.chance`: who starts, each round card) and, at setup, the deal.

The deal is dealt card by card, as :func:`.dealing.deal` deals it: the occupations
first (seat 0's hand, then seat 1's, ...), then the minor improvements, each hand
up to :data:`.dealing.HAND_SIZE` cards of the kind while the dealable cards last.
An outcome of a deal event is a card's place in the catalogue
(:func:`.dealing.card_order`), among the cards of its kind not dealt yet: dealing
one card at a time, each equally likely, is the same as shuffling first.

>>> deal = CardChance(("E",), implemented=frozenset({"E22", "E28", "E150"}))
>>> deal.setup_event(2, (0, 0)).kind, len(deal.setup_event(2, (0, 0)).outcomes)  # seat 0's occupation
('card deal', 1)
>>> state = deal.start(2, (0, 0, *deal.setup_event(2, (0, 0)).outcomes))
>>> [player.hand for player in state.players]
[('E150',), ()]
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.chance import Event, Resolution
from . import chance as family
from . import dealing
from .game import AgricolaState

DEAL = "card deal"
SETUP = 2  # the family game's setup events (who starts, the first round card) come first


@dataclass(frozen=True)
class CardChance:
    """Explicit chance of a card game with ``decks`` (the cards dealt: the implemented ones,
    or ``implemented``)."""

    decks: tuple[str, ...]
    implemented: frozenset[str] | None = None
    draft: bool = False  # the hands dealt are drafted before round 1 (:mod:`.draft`)

    def outcome_count(self, players: int) -> int:
        return max(family.outcome_count(players), len(dealing.card_order()))

    def max_events(self, players: int) -> int:
        return family.max_events(players) + sum(self._counts(players))

    def setup_event(self, players: int, chosen: tuple[int, ...]) -> Event | None:
        if len(chosen) < SETUP:
            return family.setup_event(players, chosen)
        dealt = chosen[SETUP:]
        if len(dealt) == sum(self._counts(players)):
            return None
        kind = self._kind_of(players, len(dealt))
        taken = set(dealt)
        order = dealing.card_order()
        return Event(DEAL, tuple(order[card] for card in self._dealable(players)[kind] if order[card] not in taken))

    def start(self, players: int, chosen: tuple[int, ...]) -> AgricolaState:
        state = family.start(players, chosen[:SETUP], decks=self.decks, implemented=frozenset())  # hands below
        catalogue = list(dealing.card_order())
        hands: list[list[str]] = [[] for _ in range(players)]
        for n, outcome in enumerate(chosen[SETUP:]):
            hands[self._seat_of(players, n)].append(catalogue[outcome])
        if self.draft:  # the hands dealt are the packs of the draft, before round 1
            return family.start(players, chosen[:SETUP], decks=self.decks, implemented=self.implemented,
                                hands=tuple(tuple(hand) for hand in hands), draft=True)
        dealt = {card for hand in hands for card in hand}
        undealt = dealing.in_order(card for cards in self._dealable(players).values() for card in cards
                                   if card not in dealt)
        return state.replace(players=tuple(player.replace(hand=dealing.in_order(hand))
                                           for player, hand in zip(state.players, hands)), undealt=undealt)

    def resolve(self, state: AgricolaState, action_id: str) -> Resolution:
        return family.resolve(state, action_id)

    def apply(self, state: AgricolaState, action_id: str, outcome: int) -> AgricolaState:
        return family.apply(state, action_id, outcome)

    def describe(self, players: int, kind: str, outcome: int) -> str:
        if kind == DEAL:
            return f"dealt: {list(dealing.card_order())[outcome]}"
        return family.describe(players, kind, outcome)

    # --- the deal's order ---

    def _dealable(self, players: int) -> dict[str, tuple[str, ...]]:
        """The cards a deal for ``players`` draws from, by kind (:func:`.dealing.dealable`)."""
        cards = dealing.dealable(self.decks, players, self.implemented)
        return {kind: tuple(c.id for c in cards if c.type == kind) for kind in dealing.HAND_SIZE}

    def _counts(self, players: int) -> list[int]:
        """How many cards each hand gets, in deal order: per kind, per seat."""
        pool = self._dealable(players)
        return [min(size, max(0, len(pool[kind]) - seat * size))
                for kind, size in dealing.HAND_SIZE.items() for seat in range(players)]

    def _place(self, players: int, n: int) -> tuple[str, int]:
        """The kind and seat of the ``n``-th card dealt."""
        for i, count in enumerate(self._counts(players)):
            if n < count:
                return list(dealing.HAND_SIZE)[i // players], i % players
            n -= count
        raise ValueError(f"the deal has fewer than {n} cards")

    def _kind_of(self, players: int, n: int) -> str:
        return self._place(players, n)[0]

    def _seat_of(self, players: int, n: int) -> int:
        return self._place(players, n)[1]
