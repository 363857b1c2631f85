"""The game protocol every simulated game follows (after OpenSpiel's Python games).

A game position is an immutable :class:`GameState`.  The player to move picks
one of :meth:`GameState.legal_actions` and :meth:`GameState.apply` returns the
next state; nothing is changed in place, so a bot can explore freely.

Chance (a shuffle, who starts) is drawn from :func:`chance`, a random source
determined by the game's seed and how many draws came before: a seed plus the
list of player actions replays a game exactly, in any process.

Legal actions always come in a fixed, documented order, never from iterating
an unordered set, and each has a stable string ``id``.

Every state answers the same questions, hidden information or not: a game
without any (:class:`OpenInformation`) shows every seat the public view and
returns itself from ``determinize``.  States are records of
:mod:`calculator.core.record` or :mod:`calculator.core.native_record`; a native class cannot
derive from the interpreted mixins here, so the engines' native states take :class:`SeatToMove`'s
answers from its native twin, :class:`~calculator.core.native_record.SeatToMoveRecord`, and the
farm games write out :class:`OpenInformation`'s in :mod:`calculator.farm_state`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Protocol, Self, runtime_checkable

from ..errors import AgricalcError
from .action import Action


class IllegalAction(AgricalcError):
    """The action is not among the legal actions of the player to move."""

    code = "illegal_action"


class SeatToMove:
    """The protocol's ``current_player`` and ``is_terminal`` for a state that keeps the
    seat to move in a ``to_move`` field (``None`` once the game is over)."""

    __slots__ = ()

    # Read once per action by every game loop: a getter in C costs a third of a Python one.
    current_player = property(attrgetter("to_move"), doc="Seat to move, or ``None`` when the game is over.")

    @property
    def is_terminal(self) -> bool:
        return self.to_move is None


class OpenInformation:
    """The protocol's answers about hidden information for a game that has none: every
    seat sees the public view, has no secrets, and a bot may search the state as it is."""

    __slots__ = ()

    def view(self, seat: int) -> dict:
        """What ``seat`` sees: everything (nothing is hidden)."""
        return self.public_view()

    def private_view(self, seat: int) -> dict:
        """``seat``'s secrets: none."""
        return {}

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """The state itself: there is nothing ``seat`` cannot see to re-deal."""
        return self


@runtime_checkable
class GameState(Protocol):
    """What the simulator, the bots and the game API need from a game."""

    @property
    def game(self) -> str:
        """The registered game's name."""

    @property
    def seed(self) -> int:
        """The seed the game was dealt from."""

    @property
    def round(self) -> int:
        """The round in progress (1 first); statistics count actions per round."""

    @property
    def current_player(self) -> int | None:
        """Seat to move, or ``None`` when the game is over."""

    @property
    def is_terminal(self) -> bool: ...

    @property
    def num_players(self) -> int: ...

    def legal_actions(self) -> Sequence[Action]:
        """The legal actions of the player to move, in a fixed order."""

    def apply(self, action: Action | str) -> GameState:
        """The state after the player to move takes ``action`` (an :class:`Action` or its id)."""

    def returns(self) -> tuple[float, ...]:
        """Final scores per seat (meaningful when terminal)."""

    def winners(self) -> tuple[int, ...]:
        """Seats that won (several on a shared win); empty until the game ends."""

    def public_view(self) -> dict:
        """What every player sees, as JSON."""

    def view(self, seat: int) -> dict:
        """What ``seat`` sees: the public view, and its own secrets where it has any."""

    def private_view(self, seat: int) -> dict:
        """Only ``seat``'s secrets (its hand); ``{}`` in a game without hidden information."""

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A state ``seat`` cannot tell from this one, everything it cannot see re-dealt from
        ``rng``; a game without hidden information returns the state itself."""

    def score(self, seat: int) -> dict:
        """``seat``'s score as the game stands: ``{"total", "breakdown"}`` (api.md 2; the web's
        running score)."""

    def to_document(self, seat: int) -> dict:
        """``seat``'s position as one player's api.md document (what the web draws and scores); a game
        whose positions are documents only when finished (a Hens grid) says so by ``ValueError`` before."""

    def players_document(self) -> dict:
        """The position as an api.md ``players`` document (the scorer's input)."""


def chance(seed: int, draw: int, purpose: str = "") -> random.Random:
    """The random source for the ``draw``-th chance event of the game with ``seed``.

    A string seed makes :class:`random.Random` hash it with SHA-512, which is
    the same in every process and Python version that agricalc supports.
    """
    return random.Random(chance_seed(seed, draw, purpose))


def chance_seed(seed: int, draw: int, purpose: str = "") -> str:
    """The text that seeds :func:`chance` ``(seed, draw, purpose)``: another generator seeded
    with it draws the same numbers."""
    return f"agricalc:{seed}:{draw}:{purpose}"


def find_action(state: GameState, action: Action | str) -> Action:
    """The legal action matching ``action`` (or its id), else :class:`IllegalAction`."""
    legal = state.legal_actions()
    for known in legal:
        if known is action:  # the usual case, an action of this very list: no id compared
            return known
    wanted = action.id if isinstance(action, Action) else action
    for known in legal:
        if known.id == wanted:
            return known
    raise IllegalAction(f"{wanted!r} is not a legal action now", where="action")


def replay(initial: GameState, actions: Sequence[str]) -> GameState:
    """Apply a log of action ids from ``initial``; raises :class:`IllegalAction` on a bad entry."""
    state = initial
    for i, action in enumerate(actions):
        try:
            state = state.apply(action)
        except IllegalAction as exc:
            raise exc.within(f"log[{i}]") from None
    return state


def random_playout(state: GameState, rng: random.Random, *, check: Callable[[GameState], None] | None = None
                   ) -> tuple[GameState, list[str]]:
    """Play ``state`` to the end with uniformly random legal actions drawn from ``rng``.

    Returns the final state and the action ids taken (a log :func:`replay` accepts);
    ``check`` sees every state after an action.
    """
    log = []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        log.append(action.id)
        if check:
            check(state)
    return state, log
