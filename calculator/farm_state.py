"""What the farm games' states share (ACBAS and Agricola): a farm per seat, scored by the calculator.

A farm game's state keeps one player record per seat in ``players`` (:class:`FarmPlayer`); a
player gives its farm as the scorer's position (``position()``), so the state scores it with the
game's own scoring functions and exports it as api.md documents: ``state.returns()`` equals
``calculator.score(state.players_document())``.  Nothing is hidden in a farm game unless the game
says otherwise (the protocol's open-information answers, as
:class:`~calculator.core.protocol.OpenInformation` gives them).

Both bases are native records (:mod:`calculator.core.native_record`, issue #28): compiled with
mypyc, a game's player and state classes derive from them as native classes, so the fields
they read here and the games' rules read on them are native attributes.  A native class
cannot derive from an interpreted one: the state takes ``current_player`` and ``is_terminal``
from the native :class:`~calculator.core.native_record.SeatToMoveRecord` (shared with Hens),
and writes out the open-information answers rather than inheriting
:class:`~calculator.core.protocol.OpenInformation`'s (no other native state has them).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Self

from .core.native_record import NativeRecord, SeatToMoveRecord


class FarmPlayer(NativeRecord):
    """What the farm games' player records share: goods kept as whole-number fields (each
    game's player says whether its animals fit, ``fits()``)."""

    def can_pay(self, price: Mapping[str, int]) -> bool:
        """Whether the player holds ``price`` (good -> count)."""
        for good, n in price.items():
            if getattr(self, good) < n:
                return False
        return True

    def pay(self, price: Mapping[str, int], times: int = 1) -> Self:
        """The player after paying ``price`` ``times`` times."""
        return self.replace(**{good: getattr(self, good) - n * times for good, n in price.items()})


class FarmState(SeatToMoveRecord):
    """The seats of a farm game: ``players`` (each with ``position()``), ``to_move``,
    ``round`` of ``rounds``, ``start_player`` and the decision in progress (:meth:`step_view`).

    A game says its name and rounds, how a seat's farm scores now (:meth:`score_breakdown`)
    and what everyone sees (:meth:`public_view`).
    """

    players: tuple[Any, ...]
    round: int
    start_player: int
    to_move: int | None

    @property
    def game(self) -> str:
        """The registered game's name."""
        raise NotImplementedError

    @property
    def rounds(self) -> int:
        """How many rounds the game has."""
        raise NotImplementedError

    # --- protocol (current_player and is_terminal: SeatToMoveRecord) ---

    def public_view(self) -> dict:
        """What every player sees, as JSON."""
        raise NotImplementedError

    def view(self, seat: int) -> dict:
        """What ``seat`` sees: everything (nothing is hidden)."""
        return self.public_view()

    def private_view(self, seat: int) -> dict:
        """``seat``'s secrets: none."""
        return {}

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """The state itself: there is nothing ``seat`` cannot see to re-deal."""
        return self

    # --- scoring and export ---

    def score_breakdown(self, seat: int) -> Mapping[str, float]:
        """Points per category of seat's farm as it stands (the game's scoring functions)."""
        raise NotImplementedError

    def score(self, seat: int) -> dict:
        """Seat's score now by the calculator's scoring functions: ``total`` and ``breakdown``."""
        breakdown = self.score_breakdown(seat)
        return {"total": sum(breakdown.values()), "breakdown": breakdown}

    def to_document(self, seat: int) -> dict:
        """Seat's position as an api.md document of the game."""
        document: dict = self.players[seat].position().to_document()
        return document

    def turn_view(self) -> dict:
        """The public view's first keys (the shape every game's view shares, and the start
        player): where the game stands and who moves."""
        return {"game": self.game, "round": self.round, "rounds": self.rounds, "step": self.step_view(),
                "to_move": self.to_move, "start_player": self.start_player}

    def step_view(self) -> dict:
        """The decision in progress, as the views show it: its ``kind``."""
        raise NotImplementedError

    def seat_views(self, *counts: str) -> list[dict]:
        """The public view's ``players``: each seat, its document, its ``counts`` (names of
        player fields) and its score now."""
        return [{"seat": seat, **self.to_document(seat), **{name: getattr(player, name) for name in counts},
                 "score": self.score(seat)["total"]}
                for seat, player in enumerate(self.players)]

    # --- for the rules modules ---

    def with_player(self, seat: int, player: Any) -> Self:
        """The state with seat's player record replaced."""
        state = self.copy()
        state.players = self.players[:seat] + (player,) + self.players[seat + 1:]
        return state

    def with_me(self, player: Any) -> Self:
        """The state with the record of the player to move replaced."""
        seat = self.to_move
        assert seat is not None  # someone moves until the end
        state = self.copy()
        state.players = self.players[:seat] + (player,) + self.players[seat + 1:]
        return state

    @property
    def me(self) -> Any:
        """The player record of the seat to move."""
        seat = self.to_move
        assert seat is not None  # someone moves until the end
        return self.players[seat]
