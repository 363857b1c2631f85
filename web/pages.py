"""The HTML pages: an index and one form per game (works without JavaScript).

Each form holds a game document as JSON text; "Score" and "Check capacity" post
it back and the page shows the result tables, or the error beside the text.
"""

from __future__ import annotations

import importlib

from flask import Blueprint, current_app, render_template, request

from calculator import documents
from calculator.errors import AgricalcError, AnimalsDoNotFit, InvalidDocument

from . import calculate
from .errors import status_of
from .examples import example_text

bp = Blueprint("pages", __name__)
GAME_PATH = "/<any(" + ", ".join(documents.GAMES) + "):game>"
ACTIONS = {"score": calculate.score, "capacity": calculate.capacity}


def title(game: str) -> str:
    """The game's full name."""
    return importlib.import_module(f"calculator.{game}").TITLE


@bp.get("/")
def index() -> str:
    """Links to the game pages."""
    return render_template("index.html", games=[(game, title(game)) for game in documents.GAMES])


@bp.get(GAME_PATH)
def game_form(game: str) -> str:
    """The form of one game, pre-filled with an example document."""
    return _page(game, example_text(game))


@bp.post(GAME_PATH)
def game_result(game: str) -> tuple[str, int]:
    """Score (or check the capacity of) the posted document and show the result or the error."""
    text = request.form.get("document", "")
    action = request.form.get("action", "score")
    if action not in ACTIONS or (action == "capacity" and game not in documents.FARM_GAMES):
        return _page(game, text, error=f"unknown action {action!r}"), 400
    try:
        document = _read(text, game)
        result = ACTIONS[action](document)
    except AgricalcError as exc:
        best = exc.best if isinstance(exc, AnimalsDoNotFit) else None
        return _page(game, text, action=action, error=exc.message, best=best), status_of(exc)
    return _page(game, text, action=action, result=result), 200


def _read(text: str, game: str) -> object:
    """The posted JSON; a document without ``game`` is taken to be this page's game."""
    try:
        document = current_app.json.loads(text)
    except ValueError as exc:
        raise InvalidDocument(f"not valid JSON: {exc}") from None
    if isinstance(document, dict):
        document.setdefault("game", game)
        if document["game"] != game:
            raise InvalidDocument(f"this page is for {game}; the document says {document['game']!r}",
                                  where="game")
    return document


def _page(game: str, text: str, **context: object) -> str:
    return render_template("game.html", game=game, title=title(game), text=text,
                           farm=game in documents.FARM_GAMES, **context)
