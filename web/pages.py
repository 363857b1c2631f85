"""The HTML pages: an index and one score form per game, usable with or without JavaScript.

Each game's form is data in its face (:mod:`web.faces`, built from :mod:`web.forms`);
a post is turned back into the api.md document by the form and scored through
the same :mod:`calculator.documents` functions as the JSON API.  An error is
shown beside the input, fieldset or grid cell it is about.  A farm that cannot
house all its animals ends the game as the rules end it, with the best release:
that score is the result, with a notice saying what was released.

These are the pages of one player's farm or grid; the form of a whole table is
in :mod:`web.tables`.
"""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request, url_for
from flask_babel import gettext
from markupsafe import Markup

from calculator import games, svg
from calculator.errors import AgricalcError, AnimalsDoNotFit
from calculator.report import plan_edges

from . import calculate, plan, work
from .errors import status_of
from .faces import Face, amounts, cell_words, in_words, served
from .forms import ONE, FormError, after_release, kept
from .i18n import PAGE, plural_count, word
from .i18n.scripts import script_words

bp = Blueprint("pages", __name__)
ACTIONS = {"score": calculate.score, "capacity": calculate.capacity}


@bp.app_context_processor
def navigation() -> dict:
    """The games every page links to: (name, short name)."""
    return {"nav_games": [(name, short(name)) for name in served()]}


@bp.record_once
def _helpers(state) -> None:
    """What every template (and every macro module) may call: the games' names, lists and plurals
    in the page's language, and the page scripts' words."""
    state.app.jinja_env.globals.update(game_title=title, game_short=short, nav_links=nav_links, in_words=in_words,
                                       plural=plural_count, script_words=script_words, amounts=amounts,
                                       cell_words=cell_words)


@bp.app_template_filter("strong")
def strong(text: str) -> Markup:
    """``<strong>text</strong>``."""
    return Markup("<strong>%s</strong>") % text


def title(game: str) -> str:
    """The game's full name, in the page's language (its glossary row)."""
    return str(word(f"{game}.game.title", games.info(game).title))


def short(game: str) -> str:
    """The game's short name: the full name where it is short (``Hens``), else the short one (``ACBAS``)."""
    info = games.info(game)
    return title(game) if info.short == info.title else info.short


def nav_links() -> list[Markup]:
    """A link to each game's table form, named by its short name."""
    return [Markup('<a href="%s">%s</a>') % (url_for("tables.table_form", game=name), short(name)) for name in served()]


def face_of(game: str) -> Face:
    """The face of a game this app serves; 404 for any other name."""
    face = served().get(game)
    if face is None:
        abort(404)
    return face


@bp.get("/")
def index() -> str:
    """Links to the game pages, to play and to the stored score sheets."""
    return render_template("index.html", faces=served().values(), title=title)


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
    return _page(face, {**face.form.values(document), **(face.form.plan.start() if face.form.plan else {})},
                 example=name)


@bp.post("/<game>")
def game_result(game: str) -> tuple[str, int]:
    """Score (or check the capacity of) the posted form; show the result, or the error beside its cause."""
    face = face_of(game)
    form = face.form
    values = form.posted(request.form, form.fields + form.plan_fields)
    action = request.form.get("action", "score")
    if action == "plan" and form.plan:
        return _plan(face, values)
    if action not in ACTIONS or (action == "capacity" and not form.capacity):
        return _page(face, values, error=FormError(f"unknown action {action!r}", None, None)), 400  # a forged post
    released = None
    try:
        document = form.document(values)
        try:
            result = ACTIONS[action](document)
        except AnimalsDoNotFit as exc:  # the game ends with the best release: score that
            document = after_release(document, exc)
            result = calculate.score(document)
            released = {"animals": face.quantities(exc.best["release"]), "total": result["total"]}
        if result.get("fits") is False:  # a capacity check: what the best release scores
            released = {"animals": face.quantities(result["release"]),
                        "total": calculate.score(kept(document, result["keep"]))["total"]}
    except AgricalcError as exc:
        return _page(face, values, action=action, error=form.locate(exc)), status_of(exc)
    rows = face.score_rows(document, result) if action == "score" else ()
    return _page(face, values, action=action, result=result, rows=rows, released=released,
                 picture=svg.document(document, result, words=PAGE)), 200


def _plan(face: Face, values: dict[str, str]):
    """"Plan my farm": the best plan for the farm as entered and the planner's inputs, in the
    plans' work pool (503 with Retry-After when it is busy), or the error beside its cause."""
    form = face.form
    try:
        result = plan.run(form.plan.request(form.document(values), values))
    except AgricalcError as exc:
        error = form.locate(exc, form.groups + form.plan.groups)
        return _page(face, values, action="plan", error=error), status_of(exc)
    except work.Busy as exc:
        busy = gettext("The server is busy with other plans. Please try again in a few seconds.")
        page = _page(face, values, action="plan", error=FormError(str(exc), None, None, words=busy))
        return page, 503, {"Retry-After": str(exc.retry_after)}
    picture = games.game(face.game).picture(result["farm"], result["score"], size=svg.DEFAULT_SIZE, words=PAGE)
    marks = {"edges": [picture.layout.edge(e) for e in sorted(plan_edges(result))],
             "cells": [picture.layout.cell_box(tuple(b["cell"])) for b in result["builds"] if "cell" in b]}
    rows = face.score_rows(result["farm"], result["score"])
    return _page(face, values, action="plan", result=result, rows=rows, picture=picture, marks=marks), 200


def _page(face: Face, values: dict[str, str], **context: object) -> str:
    examples = {name: example.title for name, example in face.examples.items()}
    return render_template("game.html", game=face.game, face=face, title=title(face.game), form=face.form,
                           values=values, examples=examples, scope=ONE, **context)
