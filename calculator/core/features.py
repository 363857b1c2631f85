"""Numeric observations: a game position as a fixed-length vector of numbers, for learning programs.

Each game's ``observation`` module writes what one seat may see with a
:class:`Features` builder, always in the same order and with the same length
for a number of players, so that position ``i`` of the vector means the same
thing in every state.  Seats are listed from the observer's point of view
(:func:`seats_from`): the observer first, then the others in turn order.

>>> f = Features()
>>> f.one_hot(2, 4); f.bits(0b101, 3); f.add(7)
>>> f.array().tolist()
[0.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 7.0]
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np


def seats_from(seat: int, num_players: int) -> list[int]:
    """Every seat, ``seat`` first, then the others in turn order."""
    return [(seat + k) % num_players for k in range(num_players)]


class Features:
    """A vector of float32 values, built in order."""

    __slots__ = ("values",)

    def __init__(self) -> None:
        self.values: list[float] = []

    def add(self, *numbers: float) -> None:
        """Numbers as they are (counts, scores)."""
        self.values.extend(numbers)

    def extend(self, numbers: Iterable[float]) -> None:
        self.values.extend(numbers)

    def one_hot(self, index: int | None, size: int) -> None:
        """``size`` values, 1 at ``index`` (all 0 for ``None``)."""
        block = [0.0] * size
        if index is not None:
            block[index] = 1.0
        self.values.extend(block)

    def bits(self, mask: int, size: int) -> None:
        """The low ``size`` bits of ``mask``, lowest first."""
        self.values.extend(float(mask >> i & 1) for i in range(size))

    def array(self) -> np.ndarray:
        return np.asarray(self.values, dtype=np.float32)
