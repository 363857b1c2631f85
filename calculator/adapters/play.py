"""A game in progress with chance as explicit events, the core of every adapter.

:class:`Play` is an immutable record: the native state of the game once it is
set up (``engine``), the setup outcomes chosen so far, and the chance
:class:`~calculator.core.chance.Event` waiting to be decided, if any.  Actions
are numbers: a player's action is the place of its id in the game's action
catalogue (:class:`Face`), a chance outcome is the outcome itself.

>>> play = Play.start(Face.of("acbas", 2))
>>> play.event.kind, play.event.outcomes
('start player', (0, 1))
>>> play = play.after(1)
>>> play.engine.current_player, play.event is None
(1, True)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from .. import games
from ..core.chance import Event
from ..core.protocol import GameState, IllegalAction, find_action

RETURNS = ("score_difference", "win_loss")


@dataclass(frozen=True, eq=False)
class Face:
    """What an adapter needs of one game for one number of players (shared, never changed)."""

    name: str
    players: int
    research: object  # the game's research module (chance, observe, bounds)
    ids: tuple[str, ...]  # the action catalogue: action number -> id
    index: dict[str, int]  # id -> action number

    @staticmethod
    @cache
    def of(name: str, players: int) -> Face:
        """The face of game ``name`` for ``players`` (:class:`~calculator.errors.AgricalcError` if unknown)."""
        game = games.check_players(name, players)
        ids = game.action_ids(players)
        return Face(name, players, game.research(), ids, {action_id: i for i, action_id in enumerate(ids)})

    @property
    def chance(self):
        return self.research.chance

    def observation_size(self) -> int:
        return self.research.observation_size(self.players)

    def __reduce__(self):
        return Face.of, (self.name, self.players)  # pickled by name: the research module is not data


@dataclass(frozen=True, eq=False)
class Play:
    """A game in progress; :meth:`after` gives the next one.  Copies share everything (immutable)."""

    face: Face
    engine: GameState | None  # None until the setup is complete
    setup: tuple[int, ...] = ()  # setup outcomes chosen so far
    pending: str | None = None  # the player action waiting for ``event``
    event: Event | None = None  # the chance event to decide now
    previous: Play | None = None  # the play before the last action
    action: int | None = None  # the last action
    recalled: dict = field(default_factory=dict, repr=False)  # seat -> its recall lines, once worked out

    @staticmethod
    def start(face: Face) -> Play:
        return Play(face, None, event=face.chance.setup_event(face.players, ()))

    @staticmethod
    def replayed(face: Face, actions: Sequence[int]) -> Play:
        """The play after ``actions`` (player actions and chance outcomes) from the start."""
        play = Play.start(face)
        for action in actions:
            play = play.after(action)
        return play

    # --- where the game stands ---

    @property
    def is_chance(self) -> bool:
        return self.event is not None

    @property
    def is_terminal(self) -> bool:
        return self.event is None and self.engine.is_terminal

    @property
    def current_player(self) -> int | None:
        """The seat to move (``None``: chance's turn or the game is over)."""
        return None if self.event is not None else self.engine.current_player

    def legal_actions(self) -> list[int]:
        """The legal action numbers of the player to move, ascending; the outcomes at a chance node."""
        if self.event is not None:
            return sorted(self.event.outcomes)
        index = self.face.index
        return sorted(index[action.id] for action in self.engine.legal_actions())

    def actions(self) -> list[int]:
        """Every action so far, in order."""
        return [play.action for play in self._chain()[1:]]

    def _chain(self) -> list[Play]:
        """Every play from the start to this one."""
        chain = []
        play = self
        while play is not None:
            chain.append(play)
            play = play.previous
        return chain[::-1]

    # --- moving on ---

    def after(self, action: int) -> Play:
        """The play after player action number ``action``, or chance outcome ``action`` at a chance node."""
        face, chance = self.face, self.face.chance
        step = {"previous": self, "action": action, "recalled": {}}
        if self.event is not None:
            if action not in self.event.outcomes:
                raise IllegalAction(f"{action} is not an outcome of the {self.event.kind}", where="action")
            if self.engine is None:
                setup = self.setup + (action,)
                event = chance.setup_event(face.players, setup)
                engine = chance.start(face.players, setup) if event is None else None
                return replace(self, engine=engine, setup=setup, event=event, **step)
            engine = chance.apply(self.engine, self.pending, action)
            return replace(self, engine=engine, pending=None, event=None, **step)
        if not 0 <= action < len(face.ids):
            raise IllegalAction(f"no action number {action}", where="action")
        find_action(self.engine, face.ids[action])  # legal now, before any chance is drawn for it
        resolution = chance.resolve(self.engine, face.ids[action])
        if resolution.state is not None:
            return replace(self, engine=resolution.state, **step)
        return replace(self, pending=face.ids[action], event=resolution.event, **step)

    # --- results ---

    def scores(self) -> tuple[float, ...]:
        """Each seat's score now (final at the end, the game's running score before; 0 during setup)."""
        if self.engine is None:
            return (0.0,) * self.face.players
        return tuple(float(s) for s in self.engine.returns())

    def value(self, returns: str) -> tuple[float, ...]:
        """The returns of :data:`RETURNS` kind ``returns``: at the end the final ones, before it
        (for dense rewards) the score difference now."""
        if returns == "win_loss" and self.engine is not None and self.engine.is_terminal:
            return win_loss(self.engine.winners(), self.face.players)
        return score_difference(self.scores())

    # --- what a seat sees ---

    def observation(self, seat: int):
        """The game's numbers for what ``seat`` sees (all zeros during setup)."""
        import numpy as np

        if self.engine is None:
            return np.zeros(self.face.observation_size(), dtype=np.float32)
        return self.face.research.observe(self.engine, seat)

    def view_text(self, seat: int) -> str:
        """What ``seat`` sees now, as JSON text (the game's ``view``)."""
        if self.engine is None:
            return json.dumps({"setup": len(self.setup)})
        return json.dumps(self.engine.view(seat), sort_keys=True)

    def recall_text(self, seat: int) -> str:
        """Everything ``seat`` has seen and done, in order: its view after every change, and its
        own actions (an information state with perfect recall)."""
        return "\n".join(self._recall(seat))

    def _recall(self, seat: int) -> tuple[str, ...]:
        """The lines of :meth:`recall_text`, worked out from the last play that knows its own
        and remembered on every play on the way (a game asks for them at every step)."""
        chain = []
        play = self
        while play is not None and seat not in play.recalled:
            chain.append(play)
            play = play.previous
        lines = play.recalled[seat] if play is not None else ()
        for play in reversed(chain):
            before = play.previous
            if before is not None:
                added = []
                if before.event is None and before.current_player == seat:
                    added.append(f"seat {seat}: {self.face.ids[play.action]}")
                if play.engine is not None:
                    view = play.view_text(seat)
                    if not lines or lines[-1] != view:
                        added.append(view)
                lines += tuple(added)
            play.recalled[seat] = lines
        return lines

    def describe(self, action: int) -> str:
        """The text of an action number at this point (a chance outcome at a chance node)."""
        if self.event is not None:
            return self.face.chance.describe(self.face.players, self.event.kind, action)
        return self.face.ids[action]

    def __deepcopy__(self, memo) -> Play:
        return self  # immutable: a copy may share it

    def __reduce__(self):
        return Play.replayed, (self.face, self.actions())


def score_difference(scores: Sequence[float]) -> tuple[float, ...]:
    """Each seat's score minus the mean of the others' (zero-sum); a solo player's own score."""
    n = len(scores)
    if n == 1:
        return (float(scores[0]),)
    total = sum(scores)
    return tuple(float(s - (total - s) / (n - 1)) for s in scores)


def win_loss(winners: Sequence[int], players: int) -> tuple[float, ...]:
    """1 shared by the winners, -1 shared by the others (zero-sum); all 0 when every seat wins."""
    k = len(winners)
    if k == players:
        return (0.0,) * players
    return tuple(1.0 / k if seat in winners else -1.0 / (players - k) for seat in range(players))
