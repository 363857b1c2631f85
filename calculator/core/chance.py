"""Explicit chance: a game's random events as outcomes that the caller chooses.

A native game draws its chance from the seed (:func:`calculator.core.protocol.chance`):
that keeps replays exact, but the future is fixed in the state, so a program
searching the state could read it.  Research frameworks (OpenSpiel, and through
it PettingZoo) want chance as a player instead: at a *chance node* the
framework picks one of the possible outcomes, and nothing about later outcomes
exists yet.  Each game package offers that in its ``chance`` module, on the
native states, with these functions (outcomes are small ints, each outcome of
an event equally likely):

``outcome_count(players)``
    how many outcomes there are in all (every outcome is an int below it);
``max_events(players)``
    the most chance events a game can have, its setup's included;
``setup_event(players, chosen)``
    the next setup :class:`Event` after the outcomes ``chosen`` so far, or
    ``None`` once the setup is complete;
``start(players, chosen)``
    the first state of a game set up with those outcomes;
``resolve(state, action_id)``
    a :class:`Resolution`: the next state if the action involves no chance,
    else the :class:`Event` that decides it;
``apply(state, action_id, outcome)``
    the state after the action, the event having given ``outcome``;
``describe(players, kind, outcome)``
    a short text for an outcome of an event of ``kind``.

Between chance events, play is the native protocol itself.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from .protocol import GameState


class Event(NamedTuple):
    """A chance event: what it decides (``kind``, e.g. ``"deal"``) and its outcomes, equally likely."""

    kind: str
    outcomes: tuple[int, ...]


class Resolution(NamedTuple):
    """What applying an action leads to: the next ``state`` when no chance is involved, else
    the chance ``event`` that decides it (and ``state`` is ``None``)."""

    state: GameState | None
    event: Event | None = None


class ExplicitChance(Protocol):
    """The ``chance`` module of a game (see the module docstring)."""

    def outcome_count(self, players: int) -> int: ...

    def max_events(self, players: int) -> int: ...

    def setup_event(self, players: int, chosen: tuple[int, ...]) -> Event | None: ...

    def start(self, players: int, chosen: tuple[int, ...]) -> GameState: ...

    def resolve(self, state: GameState, action_id: str) -> Resolution: ...

    def apply(self, state: GameState, action_id: str, outcome: int) -> GameState: ...

    def describe(self, players: int, kind: str, outcome: int) -> str: ...
