"""A game in progress with chance as explicit events, the core of every adapter.

:class:`Play` is an immutable record: the native state of the game once it is
set up (``engine``), the setup outcomes chosen so far, and the chance
:class:`~calculator.core.chance.Event` waiting to be decided, if any.  Actions
are numbers: a player's action is the place of its id in the game's action
catalogue (:class:`Variant`), a chance outcome is the outcome itself.

>>> play = Play.start(Variant.of("acbas", 2))
>>> play.event.kind, play.event.outcomes
('start player', (0, 1))
>>> play = play.after(1)
>>> play.engine.current_player, play.event is None
(1, True)
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from .. import games
from ..core.chance import Event
from ..core.protocol import GameState, IllegalAction, find_action

RETURNS = ("score_difference", "win_loss")


@dataclass(frozen=True)
class Sight:
    """What an observer of a seat is shown: what everyone sees (``public``), the seat's own
    secrets (``private``), or both (:data:`SEAT`, what the seat itself sees)."""

    public: bool = True
    private: bool = True


SEAT = Sight()
SIGHTS = (SEAT, Sight(private=False), Sight(public=False))


def option_values(text: str) -> list[str]:
    """A game option given as a string (OpenSpiel's parameters are): its choices comma-separated
    (``"E,I,K"``) or, without commas, one letter each (``"EIK"``); empty: none.

    >>> option_values("EIK"), option_values("E, K"), option_values("")
    (['E', 'I', 'K'], ['E', 'K'], [])
    """
    parts = text.split(",") if "," in text else list(text)
    return [part.strip() for part in parts if part.strip()]


@dataclass(frozen=True, eq=False)
class Variant:
    """What an adapter needs of one game for one number of players and the game's options
    (Agricola's ``decks``: the card game), shared, never changed.

    >>> Variant.of("agricola", 2, decks=["K", "E"]).options
    (('decks', ('E', 'K')),)
    """

    name: str
    players: int
    research: object  # the game's research module (chance, observe, bounds)
    ids: tuple[str, ...]  # the action catalogue: action number -> id
    index: dict[str, int]  # id -> action number
    hidden_entries: Callable  # the game's: which entries of a log others may not see yet
    options: tuple[tuple[str, tuple[str, ...]], ...] = ()  # the game's options, normalised (check_options)
    chance: object = None  # the game's explicit chance with those options (calculator.core.chance)
    hidden: bool = False  # whether seats see different things (hidden cards)

    @staticmethod
    def of(name: str, players: int, **options: object) -> Variant:
        """The variant of game ``name`` for ``players`` with ``options``, each a list of its
        choices or a string of them (:func:`option_values`)
        (:class:`~calculator.errors.AgricalcError` if unknown, or an option the game does not take)."""
        flags = {name for name, option in games.options().items() if option.flag}
        given = {option: (value.strip().lower() in ("1", "true", "yes", "on") if option in flags else option_values(value))
                 if isinstance(value, str) else value for option, value in options.items()}
        return Variant._of(name, players, tuple(games.check_options(name, given).items()))

    @staticmethod
    @cache
    def _of(name: str, players: int, options: tuple[tuple[str, tuple[str, ...]], ...]) -> Variant:
        game = games.check_players(name, players)
        ids = game.action_ids(players)
        chosen = dict(options)
        return Variant(name, players, game.research(), ids, {action_id: i for i, action_id in enumerate(ids)},
                       game.hidden_entries, options, game.explicit_chance(chosen), game.hides(chosen))

    def observation_size(self) -> int:
        return self.research.observation_size(self.players, **dict(self.options))

    def __reduce__(self):
        # pickled by name and options: the research module is not data
        return Variant._of, (self.name, self.players, self.options)


@dataclass(frozen=True, eq=False)
class Play:
    """A game in progress; :meth:`after` gives the next one.  Copies share everything (immutable)."""

    variant: Variant
    engine: GameState | None  # None until the setup is complete
    setup: tuple[int, ...] = ()  # setup outcomes chosen so far
    pending: str | None = None  # the player action waiting for ``event``
    event: Event | None = None  # the chance event to decide now
    previous: Play | None = None  # the play before the last action
    action: int | None = None  # the last action
    recalled: dict = field(default_factory=dict, repr=False)  # (seat, sight) -> Recall, "hides" -> bool; memos
    sampled: tuple | None = None  # at the root of a resampled play: (the play, seat, seed) it was drawn from

    @staticmethod
    def start(variant: Variant) -> Play:
        return Play(variant, None, event=variant.chance.setup_event(variant.players, ()))

    @staticmethod
    def replayed(variant: Variant, actions: Sequence[int]) -> Play:
        """The play after ``actions`` (player actions and chance outcomes) from the start."""
        play = Play.start(variant)
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
        index = self.variant.index
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
        variant, chance = self.variant, self.variant.chance
        step = {"previous": self, "action": action, "recalled": {}, "sampled": None}
        if self.event is not None:
            if action not in self.event.outcomes:
                raise IllegalAction(f"{action} is not an outcome of the {self.event.kind}", where="action")
            if self.engine is None:
                setup = self.setup + (action,)
                event = chance.setup_event(variant.players, setup)
                engine = chance.start(variant.players, setup) if event is None else None
                return replace(self, engine=engine, setup=setup, event=event, **step)
            engine = chance.apply(self.engine, self.pending, action)
            return replace(self, engine=engine, pending=None, event=None, **step)
        if not 0 <= action < len(variant.ids):
            raise IllegalAction(f"no action number {action}", where="action")
        find_action(self.engine, variant.ids[action])  # legal now, before any chance is drawn for it
        resolution = chance.resolve(self.engine, variant.ids[action])
        if resolution.state is not None:
            return replace(self, engine=resolution.state, **step)
        return replace(self, pending=variant.ids[action], event=resolution.event, **step)

    # --- results ---

    def scores(self) -> tuple[float, ...]:
        """Each seat's score now (final at the end, the game's running score before; 0 during setup)."""
        if self.engine is None:
            return (0.0,) * self.variant.players
        return tuple(float(s) for s in self.engine.returns())

    def value(self, returns: str) -> tuple[float, ...]:
        """The returns of :data:`RETURNS` kind ``returns``: at the end the final ones, before it
        (for dense rewards) the score difference now."""
        if returns == "win_loss" and self.engine is not None and self.engine.is_terminal:
            return win_loss(self.engine.winners(), self.variant.players)
        return score_difference(self.scores())

    # --- what a seat sees ---

    def observation(self, seat: int, sight: Sight = SEAT):
        """The game's numbers for what ``seat`` sees (all zeros during setup); with a ``sight``
        of only the public part or only the seat's secrets, the others are zeros (same layout)."""
        import numpy as np

        size = self.variant.observation_size()
        if self.engine is None or not (sight.public or sight.private):
            return np.zeros(size if sight.public or sight.private else 0, dtype=np.float32)
        research = self.variant.research
        if sight == SEAT:
            return research.observe(self.engine, seat)
        public = research.observe_public(self.engine, seat)
        return public if sight.public else research.observe(self.engine, seat) - public

    def view_text(self, seat: int, sight: Sight = SEAT) -> str:
        """What ``seat`` sees now, as JSON text: its ``view``, the ``public_view`` or its ``private_view``."""
        if self.engine is None:
            return json.dumps({"setup": len(self.setup)})
        if sight == SEAT:
            view = self.engine.view(seat)
        elif sight.public:
            view = self.engine.public_view()
        else:
            view = self.engine.private_view(seat) if sight.private else {}
        return json.dumps(view, sort_keys=True)

    def recall_text(self, seat: int, sight: Sight = SEAT) -> str:
        """An information state with perfect recall: what ``seat`` sees now (:meth:`view_text`),
        then a digest of everything it saw and did before, in order (the same exactly when
        the seat cannot tell the two plays apart), so the text stays short."""
        recall = self._recall(seat, sight)
        return f"{recall.text}\nhistory {recall.digest.hex()}"

    def recalled_actions(self, seat: int, sight: Sight = SEAT) -> tuple[tuple[int, int | None], ...]:
        """Every player action so far as ``(seat, action number)``, ``None`` for those ``seat``
        may not see (another seat's hidden card; with a ``sight`` without secrets, its own too)."""
        return self._recall(seat, sight).actions

    def _recall(self, seat: int, sight: Sight) -> Recall:
        """Worked out from the last play that knows it, and remembered on every play on the way
        (a framework asks for it at every step)."""
        key = (seat, sight)
        chain = []
        play = self
        while play is not None and key not in play.recalled:
            chain.append(play)
            play = play.previous
        recall = play.recalled[key] if play is not None else Recall(hashlib.blake2b(digest_size=16).digest(), "", ())
        for play in reversed(chain):
            before = play.previous
            tokens = []
            if before is not None and before.event is None:  # a player action
                actor = before.current_player
                shown = (sight.private and actor == seat) or (sight.public and not play._hides_last())
                tokens.append(f"seat {actor}: {self.variant.ids[play.action] if shown else '?'}")
                recall = replace(recall, actions=recall.actions + ((actor, play.action if shown else None),))
            text = play.view_text(seat, sight)
            if text != recall.text:
                tokens.append(text)
            digest = recall.digest
            for token in tokens:
                digest = hashlib.blake2b(digest + token.encode(), digest_size=16).digest()
            recall = replace(recall, digest=digest, text=text)
            play.recalled[key] = recall
        return recall

    def _hides_last(self) -> bool:
        """Whether the player action that led here is one others may not see (the game's
        ``hidden_entries``, as the play stands)."""
        if "hides" not in self.recalled:
            log = [(play.previous.current_player, self.variant.ids[play.action]) for play in self._chain()[1:]
                   if play.previous.event is None]
            self.recalled["hides"] = len(log) - 1 in self.variant.hidden_entries(self.engine, log)
        return self.recalled["hides"]

    def resampled(self, seat: int, seed: int) -> Play:
        """A play ``seat`` cannot tell from this one (the same information states), everything it
        cannot see re-dealt (the game's ``determinize``) from ``seed``."""
        if self.event is not None:
            raise ValueError("a play can be resampled where a player is to move, not at a chance event")
        world = self.engine.determinize(seat, random.Random(seed))
        kept = {(seat, sight): self._recall(seat, sight) for sight in SIGHTS}
        return replace(self, engine=world, previous=None, action=None, recalled=kept,
                       sampled=(self, seat, seed))

    def describe(self, action: int) -> str:
        """The text of an action number at this point (a chance outcome at a chance node)."""
        if self.event is not None:
            return self.variant.chance.describe(self.variant.players, self.event.kind, action)
        return self.variant.ids[action]

    def __deepcopy__(self, memo) -> Play:
        return self  # immutable: a copy may share it

    def __reduce__(self):
        root = self._chain()[0]
        if root.sampled is not None:
            return Play._resampled_replay, (*root.sampled, self.actions())
        return Play.replayed, (self.variant, self.actions())

    @staticmethod
    def _resampled_replay(play: Play, seat: int, seed: int, actions: Sequence[int]) -> Play:
        resampled = play.resampled(seat, seed)
        for action in actions:
            resampled = resampled.after(action)
        return resampled


@dataclass(frozen=True)
class Recall:
    """What a seat has seen so far: the digest of it all, its view now and the player actions."""

    digest: bytes
    text: str
    actions: tuple[tuple[int, int | None], ...]


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
