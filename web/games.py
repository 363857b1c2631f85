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
``Conflict``           409     ``conflict``
``IllegalAction``      422     ``illegal_action`` (by the app's calculator-error handler)
=====================  ======  ==================
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from apiflask import APIBlueprint, abort
from flask import g, jsonify, request

from calculator.core.simulate import simulate

from . import gameplay
from .db import database_file
from .game_schemas import (ActionList, ActRequest, CreatedGame, CreateGame, GameLog, GameView,
                           SimulationRequest)
from .store import GameStore

bp = APIBlueprint("games", __name__, url_prefix="/api/v1", tag="Games")
ERRORS = {400: "Malformed request", 401: "Missing seat token", 403: "Wrong seat token", 404: "No such game",
          409: "Not your turn, or the game is over", 422: "Illegal action or against the rules"}
STATUS = {gameplay.WrongToken: 403, gameplay.GameNotFound: 404, gameplay.NotYourTurn: 409, gameplay.GameOver: 409,
          gameplay.Conflict: 409}


def store() -> GameStore:
    """This request's connection to the games database."""
    if "game_store" not in g:
        g.game_store = GameStore(database_file())
    return g.game_store


@bp.teardown_app_request
def _close_store(exc: BaseException | None) -> None:
    stored = g.pop("game_store", None)
    if stored is not None:
        stored.close()


def answered(view: Callable) -> Callable:
    """Turn gameplay's exceptions raised by ``view`` into the API's error answers (see :data:`STATUS`)."""

    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        try:
            return view(*args, **kwargs)
        except gameplay.GameplayError as exc:
            abort(STATUS[type(exc)], exc.message, extra_data={"error": exc.code})

    return wrapper


@bp.post("/games")
@bp.input(CreateGame, arg_name="body")
@bp.output(CreatedGame, status_code=201)
@bp.doc(responses=ERRORS)
@answered
def create_game(body: CreateGame):
    """Start a game

    One entry per seat: ``{"name": ...}`` for a person, ``{"bot": ...}`` for a bot.
    Tokens are returned once, for the human seats only.
    """
    seats = [(seat.name, seat.bot) for seat in body.players]
    game, tokens = gameplay.create(store(), body.game, seats, body.seed)
    view = gameplay.view(game)
    view["seats"] = [{"seat": i, "name": name, "bot": bot, **({"token": tokens[i]} if i in tokens else {})}
                     for i, (name, bot) in enumerate(seats)]
    return view, 201


@bp.get("/games/<game_id>")
@bp.output(GameView)
@bp.doc(responses=ERRORS)
@answered
def get_game(game_id: str):
    """The game as its players see it

    With a seat's ``Authorization: Bearer <token>``, also that seat's hidden information.
    """
    game = gameplay.play_bots(store(), gameplay.load(store(), game_id))
    view = gameplay.view(game)
    seat = _seat(game, required=False)
    if seat is not None:
        view["private"] = gameplay.private(game.state, seat)
    return view


@bp.get("/games/<game_id>/actions")
@bp.output(ActionList)
@bp.doc(responses=ERRORS)
@answered
def legal_actions(game_id: str):
    """The legal actions of the player to move

    In a game with hidden cards (Hens) they name the mover's hand, so only the
    mover's token may list them.
    """
    game = gameplay.load(store(), game_id)
    state = game.state
    if gameplay.has_hidden_information(state) and not state.is_terminal:
        seat = _seat(game, required=True)
        if seat != state.current_player:
            abort(403, f"only seat {state.current_player}, the player to move, may list its actions",
                  extra_data={"error": "not_your_turn"})
    return {"to_move": state.current_player, "actions": [a.to_json() for a in state.legal_actions()]}


@bp.post("/games/<game_id>/actions")
@bp.input(ActRequest, arg_name="body")
@bp.output(GameView)
@bp.doc(responses=ERRORS)
@answered
def act(game_id: str, body: ActRequest):
    """Take an action with your seat's token; then the bots move"""
    seat = _seat(gameplay.load(store(), game_id), required=True)
    game = gameplay.act(store(), game_id, seat, body.action)  # IllegalAction (422) leaves the game unchanged
    return gameplay.view(gameplay.play_bots(store(), game))


@bp.get("/games/<game_id>/log")
@bp.output(GameLog)
@bp.doc(responses=ERRORS)
@answered
def game_log(game_id: str):
    """Every accepted action in order; replaying them from the seed gives the game"""
    stored = gameplay.stored_game(store(), game_id)
    return {"seed": stored.seed, "actions": [{"seat": s, "action": a} for s, a in stored.actions]}


@bp.post("/simulations")
@bp.input(SimulationRequest, arg_name="body")
@bp.doc(responses={400: "Malformed request", 422: "Unknown bot or wrong number of players"})
def simulations(body: SimulationRequest):
    """Play bot-only games and summarise them (as ``agricalc simulate --json``)"""
    _records, summary = simulate(body.game, body.bots, body.games, body.seed)
    return jsonify(summary)


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
