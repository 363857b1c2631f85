"""The bots' random source (issue #28): :class:`Draws`, a :class:`random.Random` that draws
``randrange(n)`` in one call where ``random.Random`` takes two interpreted ones (a random game
draws once per decision, so this is a tenth of a compiled Hens game's time).  The numbers are
the same, so a game is the same: ``tests/test_simulate.py`` compares them with
``random.Random``'s and with :func:`~calculator.core.protocol.chance`'s.
"""

from __future__ import annotations

import random

from .playing import uniform_index
from .protocol import chance_seed


class Draws(random.Random):
    """:class:`random.Random` with a shorter ``randrange`` for one bound."""

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        """``random.Random.randrange``; with one bound ``n > 0`` (what the bots ask) drawn here as
        ``Random._randbelow`` draws it (:func:`~calculator.core.playing.uniform_index`, the game
        loop's own draw).  (A plain signature: ``*more, **named`` made a dictionary per call.)"""
        if stop is None and step == 1 and type(start) is int and start > 0:
            return uniform_index(self.getrandbits, start)
        return super().randrange(start, stop, step)


def chance_draws(seed: int, draw: int, purpose: str = "") -> Draws:
    """:func:`~calculator.core.protocol.chance` ``(seed, draw, purpose)`` as :class:`Draws`:
    seeded with the same text, so it draws the same numbers."""
    return Draws(chance_seed(seed, draw, purpose))
