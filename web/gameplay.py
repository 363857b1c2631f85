"""Playing a stored game: the operations behind the games API and the play pages.

A game lives in the database as its seed, its seats and its action log
(:mod:`web.store`); :func:`load` replays the log from the seed into the
current state, every time.  Nothing here knows about HTTP: each function takes
the :class:`~web.store.GameStore` to use and reports failure with one of the
small exceptions below, which the API (:mod:`web.games`) turns into status
codes and the play pages (:mod:`web.play`) into a message on the page.

* :class:`GameNotFound`: no game with that id;
* :class:`WrongToken`: the token is not a seat of the game;
* :class:`NotYourTurn`, :class:`GameOver`: the action came at the wrong time;
* :class:`Conflict`: another request's action was recorded first;
* :class:`calculator.core.protocol.IllegalAction` (not one of these): the action
  is not legal now.  Like every calculator error it passes through unchanged.

Writes are serialised by the store's write transactions: an action is checked
and recorded inside one, against the log as it stands then, and each bot move
takes its own, so a slow bot never holds the database while it thinks.

>>> import tempfile, os
>>> from web.store import GameStore
>>> store = GameStore(os.path.join(tempfile.mkdtemp(), "games.db"))
>>> game, tokens = create(store, "acbas", [("ann", None), (None, "random")], seed=3)
>>> game.state.current_player, list(tokens)
(0, [0])
>>> seat_of(store, game, tokens[0])
0
>>> after = act(store, game.id, 0, game.state.legal_actions()[0].id)
>>> len(after.stored.actions) == len(game.stored.actions) + 1
True
>>> store.close()
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from calculator.core import bots as bot_registry
from calculator.core import games as game_registry
from calculator.core.protocol import GameState, replay

from . import store as storage
from .store import GameStore, StoredGame

SEED_LIMIT = 2**31  # a random seed is drawn below this


class GameplayError(Exception):
    """A request the game cannot take; ``code`` is the API's short error code."""

    code = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class GameNotFound(GameplayError):
    code = "not_found"


class WrongToken(GameplayError):
    code = "wrong_token"


class NotYourTurn(GameplayError):
    code = "not_your_turn"


class GameOver(GameplayError):
    code = "game_over"


class Conflict(GameplayError):
    code = "conflict"


@dataclass(frozen=True)
class Game:
    """A stored game and the state its log replays to."""

    stored: StoredGame
    state: GameState

    @property
    def id(self) -> str:
        return self.stored.id

    @property
    def name(self) -> str:
        """The registered game: ``acbas``, ``agricola`` or ``hens``."""
        return self.stored.game


# ---------------------------------------------------------------- reading


def load(store: GameStore, game_id: str) -> Game:
    """The game ``game_id`` replayed to its current state; :class:`GameNotFound` if there is none."""
    stored = stored_game(store, game_id)
    return Game(stored, replay(initial_state(stored), [action for _, action in stored.actions]))


def stored_game(store: GameStore, game_id: str) -> StoredGame:
    """The stored record of ``game_id`` (seed, seats, log), not replayed; :class:`GameNotFound` if none."""
    stored = store.load(game_id)
    if stored is None:
        raise GameNotFound(f"no game with id {game_id!r}")
    return stored


def initial_state(stored: StoredGame) -> GameState:
    """The state before the first action: the game dealt from its seed."""
    return game_registry.new_game(stored.game, seed=stored.seed, num_players=len(stored.seats))


def history(stored: StoredGame) -> Iterator[tuple[int, str, GameState]]:
    """Each logged action as ``(seat, action id, the state it was taken in)``, in order."""
    state = initial_state(stored)
    for seat, action in stored.actions:
        yield seat, action, state
        state = state.apply(action)


def seat_of(store: GameStore, game: Game, token: str) -> int:
    """The seat whose token this is; :class:`WrongToken` for an empty or unknown token."""
    seat = store.seat_of_token(game.id, token) if token else None
    if seat is None:
        raise WrongToken("that token is not a seat of this game")
    return seat


def has_hidden_information(state: GameState) -> bool:
    """Whether players hold secrets (Hens hands); the farm games are open."""
    return hasattr(state, "private_view")


def private(state: GameState, seat: int) -> dict:
    """Seat's hidden information (its hand in Hens; nothing in the open farm games)."""
    view = getattr(state, "private_view", None)
    return view(seat) if view else {}


def view(game: Game) -> dict:
    """The game as everyone sees it (the API's game view, api.md 4)."""
    state = game.state
    finished = state.is_terminal
    public = state.public_view()
    return {
        "id": game.id,
        "game": game.name,
        "status": "finished" if finished else "active",
        "round": public.get("round"),
        "to_move": state.current_player,
        "state": public,
        "scores": list(state.returns()) if finished else None,
        "winners": list(state.winners()),
        "seats": [{"seat": s.seat, "name": s.name, "bot": s.bot} for s in game.stored.seats],
    }


# ---------------------------------------------------------------- writing


def create(store: GameStore, game: str, seats: Sequence[tuple[str | None, str | None]],
           seed: int | None = None) -> tuple[Game, dict[int, str]]:
    """Start ``game`` with one ``(name, bot)`` per seat (``bot`` None: a person); the bots
    then move until a person is to move.  Returns the game and a token per human seat.

    A wrong number of players or an unknown bot raises the calculator's error
    before anything is stored.
    """
    spec = game_registry.check_players(game, len(seats))
    for _name, bot in seats:
        if bot is not None:
            bot_registry.make_bot(bot, spec.name)
    seed = seed if seed is not None else secrets.randbelow(SEED_LIMIT)
    game_id, tokens = store.create(spec.name, seed, list(seats))
    return play_bots(store, load(store, game_id)), tokens


def act(store: GameStore, game_id: str, seat: int, action: str, *, seen: int | None = None) -> Game:
    """Seat takes ``action`` (an action id); returns the game after it, before any bot moves.

    Checked and recorded in one write transaction: :class:`GameOver`,
    :class:`NotYourTurn` or ``IllegalAction`` leave the game unchanged.  With
    ``seen`` (the number of logged actions when the player chose), a game that
    has moved on since raises :class:`Conflict` instead of taking a move meant
    for an older position.
    """
    with store.transaction():
        game = load(store, game_id)  # inside the write lock: the log as it stands now
        state = game.state
        if state.is_terminal:
            raise GameOver("the game is over")
        if state.current_player != seat:
            raise NotYourTurn(f"it is seat {state.current_player}'s turn, not seat {seat}'s")
        if seen is not None and seen != len(game.stored.actions):
            raise Conflict("the game has moved on since you chose; choose again")
        state.apply(action)  # raises IllegalAction
        _append(store, game.stored, seat, action)
    return load(store, game_id)


def play_bots(store: GameStore, game: Game) -> Game:
    """Let the bots move until a person is to move or the game ends.

    Each move is chosen outside any transaction and recorded in its own; if
    another request moved meanwhile, the move is dropped and the bot looks again.
    A bot's randomness comes from the seed, its seat and the move number, so a
    replayed game picks the same moves.
    """
    stored, state = game.stored, game.state
    while not state.is_terminal and stored.seats[state.current_player].bot:
        seat = state.current_player
        bot = bot_registry.make_bot(stored.seats[seat].bot, stored.game)
        rng = random.Random(f"agricalc-bot:{stored.seed}:{seat}:{len(stored.actions)}")
        action = bot.choose(state, rng).id
        with store.transaction():
            fresh = stored_game(store, stored.id)
            if len(fresh.actions) != len(stored.actions):
                stored, state = fresh, load(store, stored.id).state  # another request moved first
                continue
            _append(store, stored, seat, action)
        stored = stored_game(store, stored.id)
        state = state.apply(action)
    return Game(stored, state)


def _append(store: GameStore, stored: StoredGame, seat: int, action: str) -> None:
    try:
        store.append(stored.id, len(stored.actions), seat, action)
    except storage.Conflict:
        raise Conflict("another action was accepted first; reload the game") from None
