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
* :class:`Stale`: the game moved on since the client last looked (``seen``);
* :class:`Conflict`: another request's action was recorded first;
* :class:`NoTakeBack`: a move that may not be taken back (see :func:`take_back`);
* :class:`TakebackBlocked`: taking it back would undo a chance event (a card revealed or drawn);
* :class:`NotOver`: a score sheet asked of a game still going on;
* :class:`calculator.core.protocol.IllegalAction` (not one of these): the action
  is not legal now.  Like every calculator error it passes through unchanged.

Writes are serialised by the store's write transactions: an action is checked
and recorded inside one, against the log as it stands then, and each bot move
takes its own, so a slow bot never holds the database while it thinks.  What a
bot plays is decided by :func:`bot_move`, a plain function of the stored game
that the web app runs in its work pool (:mod:`web.work`), never on a ``GET``.

>>> import tempfile, os
>>> from web.store import GameStore
>>> store = GameStore(os.path.join(tempfile.mkdtemp(), "games.db"))
>>> game, tokens = create(store, "acbas", [("ann", None), (None, "random")], seed=3)
>>> game = play_bots(store, game)  # the bot moves first if it is start player
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

import hashlib
import random
import secrets
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from calculator.core import bots as bot_registry
from calculator import games as game_registry
from calculator.core.protocol import GameState, IllegalAction, replay

from . import calculate, texts
from . import store as storage
from .store import GameStore, StoredGame

# A seed is drawn below this: far too many to try them all against a published
# seed_sha256 (api.md 4.1), so a hidden deck stays hidden.
SEED_LIMIT = 2**63


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


class Stale(GameplayError):
    code = "stale"


class NoTakeBack(GameplayError):
    code = "no_take_back"


class TakebackBlocked(GameplayError):
    code = "takeback_blocked"


class NotOver(GameplayError):
    code = "not_over"


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
    """The state before the first action: the game dealt from its seed, with its options."""
    return game_registry.new_game(stored.game, stored.seed, len(stored.seats), **stored.options)


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


def has_hidden_information(game: Game) -> bool:
    """Whether players hold secrets (Hens hands, Agricola's hands in the card game); the family
    farm games are open (:meth:`calculator.games.Game.hides`)."""
    return game_registry.game(game.name).hides(game.stored.options)


def private(state: GameState, seat: int) -> dict:
    """Seat's hidden information (its hand in Hens; nothing in the open farm games)."""
    return state.private_view(seat)


def view(game: Game) -> dict:
    """The game as everyone sees it (the API's game view, api.md 4)."""
    state = game.state
    finished = state.is_terminal
    public = state.public_view()
    return {
        "id": game.id,
        "game": game.name,
        "options": dict(game.stored.options),
        "status": "finished" if finished else "active",
        "round": public.get("round"),
        "to_move": state.current_player,
        "state": public,
        "scores": list(state.returns()) if finished else None,
        "winners": list(state.winners()),
        "seats": [{"seat": s.seat, "name": s.name, "bot": s.bot} for s in game.stored.seats],
    }


def summary(state: GameState) -> dict:
    """What a list of games shows of a game in ``state`` (kept with every move: :mod:`web.mygames`)."""
    public = state.public_view()
    return {"round": public.get("round") or 0, "rounds": public.get("rounds") or 0, "to_move": state.current_player,
            "finished": state.is_terminal, "winners": list(state.winners())}


# ---------------------------------------------------------------- writing


def create(store: GameStore, game: str, seats: Sequence[tuple[str | None, str | None]],
           seed: int | None = None, options: Mapping[str, object] | None = None) -> tuple[Game, dict[int, str]]:
    """Store a new game of ``game`` with one ``(name, bot)`` per seat (``bot`` None: a
    person) and the game's ``options`` (Agricola's ``decks``); returns it and a token
    per human seat.  The bots have not moved yet (:func:`play_bots`).

    A wrong number of players, an option the game does not take, an unknown bot or a
    name too long to store raises its error before anything is stored.
    """
    found = game_registry.check_players(game, len(seats))
    name = found.INFO.name
    chosen = {option: value if isinstance(value, bool) else list(value)
              for option, value in found.check_options(options or {}).items()}
    for seat, (person, bot) in enumerate(seats):
        texts.check_name(person, f"players[{seat}].name")
        if bot is not None:
            bot_registry.make_bot(bot, name)
    seed = seed if seed is not None else secrets.randbelow(SEED_LIMIT)
    initial = found.new_game(seed, len(seats), **chosen)
    game_id, tokens = store.create(name, seed, list(seats), bot_to_move=_bot_to_move(initial, seats), options=chosen)
    with store.transaction():
        store.set_summary(game_id, summary(initial))
    return load(store, game_id), tokens


MAX_TIMES = 100  # the most times one request may repeat an action (releasing animals one by one)


def act(store: GameStore, game_id: str, seat: int, action: str, *, seen: int | None = None,
        takebacks: int | None = None, times: int = 1) -> Game:
    """Seat takes ``action`` (an action id), ``times`` times in a row; returns the game after
    it, before any bot moves.

    Checked and recorded in one write transaction: :class:`GameOver`,
    :class:`NotYourTurn` or ``IllegalAction`` (also when a repeat is no longer
    legal, or no longer the seat's) leave the game unchanged.  With ``seen`` (the
    number of logged actions when the player chose) and ``takebacks`` (the number
    of take-backs then), a game that has moved on since raises :class:`Stale`
    instead of taking a move meant for an older position, so a client may safely
    send the same request twice.
    """
    if not 1 <= times <= MAX_TIMES:
        raise IllegalAction(f"an action is repeated 1 to {MAX_TIMES} times, not {times}", where="times")
    with store.transaction():
        game = load(store, game_id)  # inside the write lock: the log as it stands now
        _check_seen(game, seen, takebacks)
        state = game.state
        stored = game.stored
        for done in range(times):
            if done and (state.is_terminal or state.current_player != seat):
                raise IllegalAction(f"{action!r} may be taken only {done} times in a row now, not {times}",
                                    where="times")
            if state.is_terminal:
                raise GameOver("the game is over")
            if state.current_player != seat:
                raise NotYourTurn(f"it is seat {state.current_player}'s turn, not seat {seat}'s")
            state = state.apply(action)  # raises IllegalAction
            _append(store, stored, seat, action, state)
            stored = replace(stored, actions=(*stored.actions, (seat, action)))
    return load(store, game_id)


def takeback_refusal(game: Game, seat: int) -> GameplayError | None:
    """Why ``seat`` may not take back its last move now (the error to raise), or ``None`` if it may.

    A move is taken back only in a game of open information (taking it back in a
    game with hidden cards would show them) where every other seat is a bot, while
    the game lasts, once the seat has moved, and never past a chance event (api.md
    4.1): a round card revealed or a card drawn stays (:class:`TakebackBlocked`).
    """
    if game.state.is_terminal:
        return GameOver("the game is over")
    if has_hidden_information(game):
        return NoTakeBack("moves cannot be taken back in a game with hidden cards: it would show them")
    if any(s.bot is None for s in game.stored.seats if s.seat != seat):
        return NoTakeBack("moves can be taken back only in a game against bots")
    if all(mover != seat for mover, _ in game.stored.actions):
        return NoTakeBack("there is no move of yours to take back yet")
    if _chance_since(game.stored, _last_move(game.stored, seat)):
        return TakebackBlocked("a card was revealed or drawn since your last move: chance cannot be taken back")
    return None


def take_back(store: GameStore, game_id: str, seat: int, *, seen: int | None = None,
              takebacks: int | None = None) -> Game:
    """Take back ``seat``'s last action and every bot's reply to it; returns the game replayed
    without them (``seat`` is to move again).

    Refused with :class:`NoTakeBack` or :class:`TakebackBlocked` (see
    :func:`takeback_refusal`) or :class:`Stale` (as :func:`act`), changing nothing.
    The withdrawn actions are kept by the store, off the log
    (:meth:`~web.store.GameStore.take_back`).
    """
    with store.transaction():
        game = load(store, game_id)
        _check_seen(game, seen, takebacks)
        refusal = takeback_refusal(game, seat)
        if refusal is not None:
            raise refusal
        last = _last_move(game.stored, seat)
        store.take_back(game_id, last)
        store.set_summary(game_id, summary(replay(initial_state(game.stored),
                                                  [action for _, action in game.stored.actions[:last]])))
    return load(store, game_id)


def _last_move(stored: StoredGame, seat: int) -> int:
    """The place in the log of ``seat``'s last action (it has one)."""
    return max(n for n, (mover, _) in enumerate(stored.actions) if mover == seat)


def _chance_since(stored: StoredGame, start: int) -> bool:
    """Whether an action of the log from place ``start`` on set off a chance event."""
    return any(game_registry.brings_chance(stored.game, state, action)
               for n, (_seat, action, state) in enumerate(history(stored)) if n >= start)


def score_sheet(store: GameStore, game: Game, names: Sequence[str], title: str) -> storage.StoredResult:
    """The score sheet of the finished ``game``, stored once (the first call stores it, the
    next ones return it): every seat's final position as a ``players`` document with
    ``names``, scored by the one scoring path, like ``POST /api/v1/results``."""
    if not game.state.is_terminal:
        raise NotOver("the game is still going on: its score sheet comes at the end")
    if game.stored.result_id is not None:
        return store.result(game.stored.result_id)
    document = game.state.players_document()
    document["players"] = [{**entry, "name": name} for entry, name in zip(document["players"], names)]
    document["title"] = title
    return store.save_game_result(game.id, document, calculate.score(document))


def _check_seen(game: Game, seen: int | None, takebacks: int | None) -> None:
    stored = game.stored
    if (seen is not None and seen != len(stored.actions)) or (takebacks is not None and takebacks != stored.takebacks):
        raise Stale(f"the game has moved on since you chose ({len(stored.actions)} moves logged, "
                    f"you had seen {seen}); look again and choose")


BotMove = Callable[[StoredGame, int], str]


def bot_move(stored: StoredGame, seat: int) -> str:
    """The action the bot in ``seat`` takes in the stored game as its log leaves it.

    A pure function of the stored record (run in a worker process by the web app):
    the bot's randomness comes from the seed, its seat and the move number, so a
    replayed game picks the same moves.
    """
    state = replay(initial_state(stored), [action for _, action in stored.actions])
    bot = bot_registry.make_bot(stored.seats[seat].bot, stored.game)
    rng = random.Random(f"agricalc-bot:{stored.seed}:{seat}:{len(stored.actions)}")
    return bot.choose(state, rng).id


def play_bots(store: GameStore, game: Game, choose: BotMove = bot_move) -> Game:
    """Let the bots move until a person is to move or the game ends; ``choose`` decides
    each move (:func:`bot_move`, or the same run elsewhere).

    Each move is chosen outside any transaction and recorded in its own; if
    another request moved meanwhile, the move is dropped and the bot looks again.
    """
    stored, state = game.stored, game.state
    while not state.is_terminal and stored.seats[state.current_player].bot:
        seat = state.current_player
        action = choose(stored, seat)
        after = state.apply(action)
        with store.transaction():
            fresh = stored_game(store, stored.id)
            if fresh.actions != stored.actions:  # another request moved (or took a move back) first
                stored, state = fresh, load(store, stored.id).state
                continue
            _append(store, stored, seat, action, after)
        stored = stored_game(store, stored.id)
        state = after
    return Game(stored, state)


def public_log(store: GameStore, game: Game, viewer: int | None) -> dict:
    """The log as ``viewer`` (a seat, or ``None`` for anyone) may read it (api.md 4.1).

    ``actions`` is the line of play, which replays to the game; the moves taken back
    are not in it but under ``taken_back``, one entry per take-back: the place ``at``
    which they stood in the log and the ``actions`` withdrawn from there on (only
    games of open information allow take-backs).

    ``options`` are those the game was created with (Agricola's decks): the seed, the
    options and the actions replay the game.

    While the game lasts, the seed (which deals every card still face down) is
    replaced by its salted SHA-256 (:func:`seed_commitment`), and in a game with
    hidden cards every entry that would show a card its seat has not shown is
    ``None`` (the viewer's own entries stay whole).  Once the game is over,
    everything is public, the seed's salt too.
    """
    stored = game.stored
    taken_back = [{"at": back.at, "actions": [{"seat": s, "action": a} for s, a in back.actions]}
                  for back in store.taken_back(game.id)]
    found = game_registry.game(stored.game)
    hidden = found.hidden_entries(game.state, stored.actions)
    entries = [{"seat": s, "action": None if n in hidden and s != viewer else a}
               for n, (s, a) in enumerate(stored.actions)]
    seed = public_seed(game)
    options = dict(stored.options)
    if seed is not None:
        return {"seed": seed, "seed_salt": stored.seed_salt, "options": options, "actions": entries,
                "taken_back": taken_back}
    return {"seed": None, "seed_sha256": seed_commitment(stored), "options": options, "actions": entries,
            "taken_back": taken_back}


def public_seed(game: Game) -> int | None:
    """The game's seed once it is over; ``None`` while it lasts, in every game: the seed
    decides every chance event still to come (Agricola's face-down round cards, Hens's deck)."""
    return game.stored.seed if game.state.is_terminal else None


def seed_commitment(stored: StoredGame) -> str:
    """The hex SHA-256 of ``"<seed_salt>:<seed>"``, which binds the game to its seed without
    showing it (a game stored before salts: of the seed's digits alone, as it was published)."""
    text = str(stored.seed) if stored.seed_salt is None else f"{stored.seed_salt}:{stored.seed}"
    return hashlib.sha256(text.encode()).hexdigest()


def _bot_to_move(state: GameState, seats: Sequence) -> bool:
    """Whether a bot moves next in ``state`` (``seats``: stored seats or ``(name, bot)`` pairs)."""
    if state.is_terminal:
        return False
    seat = seats[state.current_player]
    return (seat.bot if isinstance(seat, storage.Seat) else seat[1]) is not None


def _append(store: GameStore, stored: StoredGame, seat: int, action: str, after: GameState) -> None:
    try:
        store.append(stored.id, len(stored.actions), seat, action, bot_to_move=_bot_to_move(after, stored.seats))
    except storage.Conflict:
        raise Conflict("another action was accepted first; reload the game") from None
    store.set_summary(stored.id, summary(after))
