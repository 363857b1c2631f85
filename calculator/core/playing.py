"""The loop that plays a game to its end (issue #28): compiled with the engines, so that the
part every game pays whatever its rules (the bots asked in turn, the random bots' draws, the
actions applied and counted) runs as native code.  :mod:`calculator.core.simulate` stays pure
Python (Ray's ``remote`` takes Python functions) and calls :func:`play_out`.

A random bot's choice is drawn here, inline: ``actions[uniform_index(rng.getrandbits, len(actions))]``,
the very number :class:`~calculator.core.bots.RandomBot`'s ``rng.randrange(len(actions))`` draws
(``getrandbits`` looked up once a game: a bound method of C called from native code costs less
than a method looked up on the bots' :class:`~calculator.core.draws.Draws` at each draw).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .bots import Bot, RandomBot
from .protocol import GameState


def uniform_index(getrandbits: Callable[[int], int], count: int) -> int:
    """``rng.randrange(count)`` for ``count > 0`` (given ``rng.getrandbits``), the same number
    drawn the same way (``Random._randbelow``: ``getrandbits`` of ``count``'s bit length until
    below ``count``); ``ValueError`` for an empty range, as ``randrange`` raises."""
    if count <= 0:
        raise ValueError(f"empty range for randrange() of {count}")
    bits = count.bit_length()
    number = getrandbits(bits)
    while number >= count:
        number = getrandbits(bits)
    return number


def play_out(state: GameState, players: Sequence[Bot], rngs: Sequence[random.Random],
             taken: list[list] | None = None) -> tuple[GameState, int]:
    """``state`` played to its end, the seat to move asking its bot (``players[seat]``, drawing
    from ``rngs[seat]``): the final state and the number of actions taken.  ``taken``, if given,
    receives every action as ``[round, seat, id]``."""
    uniform = [type(player) is RandomBot for player in players]
    draws = [rng.getrandbits for rng in rngs]
    actions = 0
    seat = state.current_player
    while seat is not None:  # None: the game is over (one property read per action, not two)
        if uniform[seat]:
            legal = state.legal_actions()
            action = legal[uniform_index(draws[seat], len(legal))]
        else:
            action = players[seat].choose(state, rngs[seat])
        if taken is not None:
            taken.append([state.round, seat, action.id])
        state = state.apply(action)
        seat = state.current_player
        actions += 1
    return state, actions
