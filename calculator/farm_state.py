"""What the farm games' states share (ACBAS and Agricola): a farm per seat, scored by the calculator.

A farm game's state (a :class:`~calculator.core.record.Record`) keeps one player
record per seat in ``players`` (:class:`FarmPlayer`); a player gives its farm as
the scorer's position (``position()``), so the state scores it with the game's
own scoring functions and exports it as api.md documents: ``state.returns()``
equals ``calculator.score(state.players_document())``.  Nothing is hidden in a
farm game (:class:`~calculator.core.protocol.OpenInformation`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from . import housing
from .core.protocol import OpenInformation, SeatToMove


class FarmPlayer:
    """What the farm games' player records share: goods kept as whole-number fields, and
    animals (counts by type) that live on a ``board`` with ``capacities``."""

    __slots__ = ()

    def can_pay(self, price: Mapping[str, int]) -> bool:
        """Whether the player holds ``price`` (good -> count)."""
        for good, n in price.items():
            if getattr(self, good) < n:
                return False
        return True

    def pay(self, price: Mapping[str, int], times: int = 1) -> Self:
        """The player after paying ``price`` ``times`` times."""
        return self.replace(**{good: getattr(self, good) - n * times for good, n in price.items()})

    def fits(self) -> bool:
        """Whether all the animals can be housed at once."""
        return housing.fits(self.board.capacities, self.animals)


class FarmState(SeatToMove, OpenInformation):
    """The seats of a farm game: ``players`` (each with ``position()``), ``to_move``,
    ``round`` of ``rounds``, ``start_player`` and the ``step`` in progress (its ``kind``).

    A game says how a seat's farm scores now (:meth:`score_breakdown`).
    """

    __slots__ = ()

    players: tuple[Any, ...]

    def score_breakdown(self, seat: int) -> Mapping[str, float]:
        """Points per category of seat's farm as it stands (the game's scoring functions)."""
        raise NotImplementedError

    def score(self, seat: int) -> dict:
        """Seat's score now by the calculator's scoring functions: ``total`` and ``breakdown``."""
        breakdown = self.score_breakdown(seat)
        return {"total": sum(breakdown.values()), "breakdown": breakdown}

    def to_document(self, seat: int) -> dict:
        """Seat's position as an api.md document of the game."""
        return self.players[seat].position().to_document()

    def turn_view(self) -> dict:
        """The public view's first keys (the shape every game's view shares, and the start
        player): where the game stands and who moves."""
        return {"game": self.game, "round": self.round, "rounds": self.rounds, "step": self.step_view(),
                "to_move": self.to_move, "start_player": self.start_player}

    def step_view(self) -> dict:
        """The decision in progress, as the views show it: its ``kind``."""
        return {"kind": self.step.kind}

    def seat_views(self, *counts: str) -> list[dict]:
        """The public view's ``players``: each seat, its document, its ``counts`` (names of
        player fields) and its score now."""
        return [{"seat": seat, **self.to_document(seat), **{name: getattr(player, name) for name in counts},
                 "score": self.score(seat)["total"]}
                for seat, player in enumerate(self.players)]

    # --- for the rules modules ---

    def with_player(self, seat: int, player: Any) -> Self:
        """The state with seat's player record replaced."""
        return self.replace(players=self.players[:seat] + (player,) + self.players[seat + 1:])

    def with_me(self, player: Any) -> Self:
        """The state with the record of the player to move replaced."""
        seat = self.to_move
        return self.replace(players=self.players[:seat] + (player,) + self.players[seat + 1:])

    @property
    def me(self) -> Any:
        """The player record of the seat to move."""
        return self.players[self.to_move]
