"""The HTML pages: an index and one score form per game, usable with or without JavaScript.

Each game's form is data in its face (:mod:`web.faces`, built from :mod:`web.forms`);
a post is turned back into the api.md document by the form and scored through
the same :mod:`calculator.documents` functions as the JSON API.  An error is
shown beside the input, fieldset or grid cell it is about.
"""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from calculator import games, svg
from calculator.errors import AgricalcError, AnimalsDoNotFit

from . import calculate
from .errors import status_of
from .faces import Face, served
from .forms import FormError

bp = Blueprint("pages", __name__)
ACTIONS = {"score": calculate.score, "capacity": calculate.capacity}


@bp.app_context_processor
def navigation() -> dict:
    """The games every page links to: (name, short name)."""
    return {"nav_games": [(name, games.info(name).short) for name in served()]}


def title(game: str) -> str:
    """The game's full name."""
    return games.info(game).title


def face_of(game: str) -> Face:
    """The face of a game this app serves; 404 for any other name."""
    face = served().get(game)
    if face is None:
        abort(404)
    return face


@bp.get("/")
def index() -> str:
    """Links to the game pages."""
    return render_template("index.html", games=[(f.game, title(f.game), f.form.intro) for f in served().values()])


@bp.get("/<game>")
def game_form(game: str) -> str:
    """The form of one game: the starting position, or the example named by ``?example=``."""
    face = face_of(game)
    name = request.args.get("example")
    if name is None:
        document = face.starting()
    elif name in face.examples:
        document = face.example(name)
    else:
        abort(404)
    return _page(face, face.form.values(document), example=name)


@bp.post("/<game>")
def game_result(game: str) -> tuple[str, int]:
    """Score (or check the capacity of) the posted form; show the result, or the error beside its cause."""
    face = face_of(game)
    form = face.form
    values = form.posted(request.form)
    action = request.form.get("action", "score")
    if action not in ACTIONS or (action == "capacity" and not form.capacity):
        return _page(face, values, error=FormError(f"unknown action {action!r}", None, None)), 400
    document = None
    try:
        document = form.document(values)
        result = ACTIONS[action](document)
    except AgricalcError as exc:
        best = exc.best if isinstance(exc, AnimalsDoNotFit) else None
        picture = svg.document(document, best) if best else None
        return _page(face, values, action=action, error=form.locate(exc), best=best, picture=picture), status_of(exc)
    return _page(face, values, action=action, result=result, picture=svg.document(document, result)), 200


def _page(face: Face, values: dict[str, str], **context: object) -> str:
    examples = {name: example.title for name, example in face.examples.items()}
    return render_template("game.html", game=face.game, title=title(face.game), form=face.form, values=values,
                           examples=examples, **context)
