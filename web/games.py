"""The games API (api.md 4): play stored games against bots or other people.

The game operations live in :mod:`web.gameplay` (shared with the play pages);
this module reads tokens from the ``Authorization`` header and turns
gameplay's exceptions into the API's answers:

=====================  ======  ==================
exception              status  ``error``
=====================  ======  ==================
(no token sent)        401     ``missing_token``
``WrongToken``         403     ``wrong_token``
``GameNotFound``       404     ``not_found``
``NotYourTurn``        409     ``not_your_turn``
``GameOver``           409     ``game_over``
``Stale``              409     ``stale``
``Conflict``           409     ``conflict``
``NoTakeBack``         409     ``no_take_back``
``TakebackBlocked``    409     ``takeback_blocked``
``IllegalAction``      422     ``illegal_action`` (by the app's calculator-error handler)
``TooMuchWork``        422     ``too_much_work`` (the same handler; :mod:`web.limits`)
``BadOption``          422     ``bad_option`` (the same handler: an option the game does not take)
``Busy``               503     ``busy``, with ``Retry-After`` (:mod:`web.work`)
=====================  ======  ==================

Bots think only in ``POST`` requests, in the app's work pool; a ``GET`` only reads.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext

from apiflask import APIBlueprint, abort
from flask import current_app, g, jsonify, request

from calculator import games as game_registry
from calculator.core.simulate import check_arguments, simulate

from . import gameplay, limits, work
from .db import check_room, database_file
from .ratelimit import writes
from .game_schemas import (
    ActionList, ActRequest, CreatedGame, GameLog, GameRequests, GameView, TakeBackRequest, chosen_options,
)
from .store import GameStore, StoredGame

ERRORS = {400: "Malformed request", 401: "Missing seat token", 403: "Wrong seat token", 404: "No such game",
          409: "Not your turn, the game is over, it moved on since what you had seen (stale), "
               "no move to take back, or a take-back past a chance event (takeback_blocked)",
          415: "Body not sent as JSON (Content-Type: application/json)",
          422: "Illegal action, against the rules, too much work for the bots, a name too long (too_long), "
               "or an option the game does not take (bad_option)",
          429: "Too many games started or moves sent from your address (see Retry-After)",
          503: "Busy with other games' bots (see Retry-After)",
          507: "The server's store is full (store_full): no new game is started"}
STATUS = {gameplay.WrongToken: 403, gameplay.GameNotFound: 404, gameplay.NotYourTurn: 409, gameplay.GameOver: 409,
          gameplay.Stale: 409, gameplay.Conflict: 409, gameplay.NoTakeBack: 409, gameplay.TakebackBlocked: 409,
          gameplay.NotOver: 409}


def store() -> GameStore:
    """This request's connection to the games database."""
    if "game_store" not in g:
        g.game_store = GameStore(database_file())
    return g.game_store


def _close_store_with_context(state) -> None:
    """Close the store when the app context ends (every request, or a job of the app's own)."""
    state.app.teardown_appcontext(_close_store)


def _close_store(exc: BaseException | None) -> None:
    stored = g.pop("game_store", None)
    if stored is not None:
        stored.close()


def answered(view: Callable) -> Callable:
    """Turn gameplay's and the work pool's exceptions raised by ``view`` into the API's
    error answers (see :data:`STATUS`)."""

    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        try:
            return view(*args, **kwargs)
        except gameplay.GameplayError as exc:
            abort(STATUS[type(exc)], exc.message, extra_data={"error": exc.code})
        except work.Busy as exc:
            abort(503, str(exc), extra_data={"error": "busy"}, headers={"Retry-After": str(exc.retry_after)})

    return wrapper


def bots_answer(game: gameplay.Game) -> gameplay.Game:
    """``game`` after its bots have moved, each move thought out in the bots' work pool.

    The caller holds a slot of that pool (:func:`work.WorkPool.slot`).
    """
    pool = work.pool("bots")

    def choose(stored: StoredGame, seat: int) -> str:
        return pool.call(gameplay.bot_move, stored, seat)

    return gameplay.play_bots(store(), game, choose)


def bots_slot(game: str, seats: Sequence[str | None], options: Mapping[str, object] | None = None) -> AbstractContextManager:
    """A slot of the bots' pool for one request of a ``game`` with these seats (bot specs,
    ``None`` a person), in the lane the bots' estimated work chooses (:func:`limits.bots_seconds`);
    none at all in a game without bots: a move no bot answers never waits for the bots."""
    if all(spec is None for spec in seats):
        return nullcontext()
    return work.pool("bots").slot(limits.bots_seconds(game, seats, options))


SIMULATION_ERRORS = {200: "The summary, as agricalc simulate --json prints it", 400: "Malformed request",
                     415: "Body not sent as JSON (Content-Type: application/json)",
                     422: "Unknown bot, wrong number of players, an option the game does not take "
                          "(bad_option), or too much work",
                     503: "Busy with other simulations (see Retry-After)"}


def blueprint(requests: GameRequests) -> APIBlueprint:
    """The games endpoints, taking the games of ``requests`` (the models of the app's games)."""
    bp = APIBlueprint("games", __name__, url_prefix="/api/v1", tag="Games")
    bp.record_once(_close_store_with_context)
    endpoint = functools.partial(_endpoint, bp)
    endpoint("post", "/games", create_game, body=requests.create, output=CreatedGame, status_code=201,
             limit="GAME_WRITES")
    endpoint("get", "/games/<game_id>", get_game, output=GameView)
    endpoint("get", "/games/<game_id>/actions", legal_actions, output=ActionList)
    endpoint("post", "/games/<game_id>/actions", act, body=ActRequest, output=GameView, limit="MOVE_WRITES")
    endpoint("post", "/games/<game_id>/takeback", take_back, body=TakeBackRequest, output=GameView,
             limit="MOVE_WRITES")
    endpoint("get", "/games/<game_id>/log", game_log, output=GameLog)
    endpoint("post", "/simulations", simulations, body=requests.simulate, responses=SIMULATION_ERRORS)
    return bp


def _endpoint(bp: APIBlueprint, method: str, rule: str, view: Callable, *, body: type | None = None,
              output: type | None = None, status_code: int = 200, responses: dict = ERRORS,
              limit: str | None = None) -> None:
    """Route ``view`` (its docstring: the OpenAPI summary and description) on ``bp``, its errors
    :func:`answered`; ``body``: the model of its JSON body (the view's ``body``), ``output``: of its
    answer; ``limit``: the write limit it counts against (:func:`web.ratelimit.writes`)."""
    route = bp.doc(responses=responses)(answered(view))
    if output is not None:
        route = bp.output(output, status_code=status_code)(route)
    if body is not None:
        route = bp.input(body, arg_name="body")(route)
    if limit is not None:
        route = writes(limit)(route)
    getattr(bp, method)(rule)(route)


# ---------------------------------------------------------------- the endpoints


def create_game(body):
    """Start a game

    One entry per seat: ``{"name": ...}`` for a person, ``{"bot": ...}`` for a bot.
    Tokens are returned once, for the human seats only.  Agricola takes ``decks``
    (a non-empty list of ``"E"``, ``"I"``, ``"K"``) for the full card game; absent or
    ``[]``: the family game.  An option the game does not take: 422 ``bad_option``.
    """
    seats = [(seat.name, seat.bot) for seat in body.players]
    bots = [bot for _name, bot in seats]
    options = game_registry.check_options(body.game, chosen_options(body))
    limits.check_bots(current_app.config, body.game, bots, options)
    check_room(store())
    with bots_slot(body.game, bots, options):
        game, tokens = gameplay.create(store(), body.game, seats, body.seed, options)
        game = bots_answer(game)
    view = gameplay.view(game)
    view["seats"] = [{"seat": i, "name": name, "bot": bot, **({"token": tokens[i]} if i in tokens else {})}
                     for i, (name, bot) in enumerate(seats)]
    return view, 201


def get_game(game_id: str):
    """The game as its players see it

    With a seat's ``Authorization: Bearer <token>``, also that seat's hidden information.
    """
    game = gameplay.load(store(), game_id)
    view = gameplay.view(game)
    seat = _seat(game, required=False)
    if seat is not None:
        view["private"] = gameplay.private(game.state, seat)
    return view


def legal_actions(game_id: str):
    """The legal actions of the player to move

    In a game with hidden cards (Hens) they name the mover's hand, so only the
    mover's token may list them.
    """
    game = gameplay.load(store(), game_id)
    state = game.state
    if gameplay.has_hidden_information(game) and not state.is_terminal:
        seat = _seat(game, required=True)
        if seat != state.current_player:
            abort(403, f"only seat {state.current_player}, the player to move, may list its actions",
                  extra_data={"error": "not_your_turn"})
    return {"to_move": state.current_player, "actions": [a.to_json() for a in state.legal_actions()]}


def act(game_id: str, body: ActRequest):
    """Take an action with your seat's token; then the bots move

    With ``seen``, the number of log entries you have seen, an action sent again
    after the game moved on is refused (409 ``stale``) and changes nothing.
    """
    game = gameplay.load(store(), game_id)
    seat = _seat(game, required=True)
    # the slot before the move: a busy server refuses it whole (503)
    with bots_slot(game.name, [s.bot for s in game.stored.seats], game.stored.options):
        # IllegalAction leaves the game unchanged
        game = gameplay.act(store(), game_id, seat, body.action, seen=body.seen, takebacks=body.takebacks)
        return gameplay.view(bots_answer(game))


def take_back(game_id: str, body: TakeBackRequest):
    """Take back your last action and the bots' replies to it

    Only in a game without hidden cards, against bots, while it lasts: the game is
    replayed from its log without them, and it is your move again.  The log lists them
    under ``taken_back`` from then on (409 ``no_take_back`` where a take-back is not
    allowed).  A chance event is never undone: if a round card was revealed or a card
    drawn since your last action, the answer is 409 ``takeback_blocked`` and nothing changes.
    """
    seat = _seat(gameplay.load(store(), game_id), required=True)
    game = gameplay.take_back(store(), game_id, seat, seen=body.seen, takebacks=body.takebacks)
    return gameplay.view(game)


def game_log(game_id: str):
    """Every accepted action in order; replaying them from the seed gives the game

    ``options`` are those the game was created with (Agricola's ``decks``): the game is
    started from the seed with them, then the actions replay it.  Until the game ends, in every game: ``seed`` is null and ``seed_sha256`` the
    SHA-256 of ``"<seed_salt>:<seed>"`` (the salt, 32 random hex digits, and the seed
    are given once it is over).  In a game with hidden cards (Hens) an entry that
    would show a card its seat has not shown (a coop's card, a rooster before all are
    placed) has ``action`` null, except the entries of the seat whose token is sent.
    """
    game = gameplay.load(store(), game_id)
    return gameplay.public_log(store(), game, _seat(game, required=False))


def simulations(body):
    """Play bot-only games and summarise them (as ``agricalc simulate --json``)

    Agricola takes ``decks`` as ``POST /games`` does (the card game); the summary then says them.
    """
    options = chosen_options(body)
    check_arguments(body.game, body.bots, body.games, options=options)
    checked = game_registry.check_options(body.game, options)
    limits.check_simulation(current_app.config, body.game, body.bots, body.games, checked)
    pool = work.pool("simulations")
    with pool.slot(limits.simulation_seconds(body.game, body.bots, body.games, checked)):
        summary = pool.call(simulation_summary, body.game, body.bots, body.games, body.seed, options)
    return jsonify(summary)


def simulation_summary(game: str, bots: list[str], games: int, seed: int, options: dict | None = None) -> dict:
    """The ``simulate --json`` summary of a simulation (run in the simulations' work pool)."""
    return simulate(game, bots, games, seed, options=options)[1]


# ---------------------------------------------------------------- helpers


def _seat(game: gameplay.Game, *, required: bool) -> int | None:
    """The seat of the request's bearer token; ``None`` without one unless ``required`` (401)."""
    header = request.headers.get("Authorization", "")
    if not header:
        if required:
            abort(401, "send your seat's token as 'Authorization: Bearer <token>'",
                  extra_data={"error": "missing_token"}, headers={"WWW-Authenticate": "Bearer"})
        return None
    scheme, _, token = header.partition(" ")
    return gameplay.seat_of(store(), game, token.strip() if scheme.lower() == "bearer" else "")
