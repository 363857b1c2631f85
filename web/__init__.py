"""The agricalc web app: the JSON API under /api/v1 and the HTML pages.

>>> app = create_app({"TESTING": True})
>>> app.test_client().post("/api/v1/score", json={"game": "hens"}).get_json()
{'error': 'invalid_document', 'message': 'grid: is required'}
"""

from __future__ import annotations

from apiflask import APIFlask

from calculator import __version__

from . import config, errors, headers, jsonio, requestlog
from .jsonio import JSONProvider, JSONRequest
from .schemas import Error

SPEC_PATH = "/api/v1/openapi.json"
DESCRIPTION = (
    "Exact final scores and animal placement for Agricola: All Creatures Big and Small, Agricola "
    "and Hens. Every error is `{\"error\": short code, \"message\": text naming the field or cell}`."
)


def storage_limits(settings: dict) -> str:
    """What the API stores and how much, in words for its description (api.md 4.2)."""
    from . import ratelimit, texts

    return (f"Stored texts are bounded: a player's name at most {texts.MAX_NAME} characters, a title at most "
            f"{texts.MAX_TITLE}, a club's name at most {texts.MAX_CLUB} (422 too_long beyond). "
            "Writes are rate-limited per client address: "
            f"{ratelimit.describe(settings)}; beyond, 429 too_many_requests with Retry-After (only writes that are "
            f"taken count). A store over {settings['MAX_STORE_BYTES']} bytes refuses new score sheets and games "
            f"with 507 store_full.")


class App(APIFlask):
    """APIFlask with strict JSON bodies and order-keeping JSON answers."""

    json_provider_class = JSONProvider
    request_class = JSONRequest


def create_app(test_config: dict | None = None) -> App:
    """Build the app; ``test_config`` overrides the defaults of :mod:`web.config`.

    The app serves the games registered when it is created (:mod:`calculator.games`),
    each through its face (:mod:`web.faces`).  No interactive docs page (it would load
    from a CDN); the OpenAPI document is at ``/api/v1/openapi.json``.
    """
    app = App(__name__, title="agricalc", version=__version__, spec_path=SPEC_PATH, docs_path=None)
    app.config.from_mapping(config.defaults())
    error_schema = Error.model_json_schema()
    app.config.update(DESCRIPTION=DESCRIPTION, HTTP_ERROR_SCHEMA=error_schema, VALIDATION_ERROR_SCHEMA=error_schema)
    if test_config:
        app.config.from_mapping(test_config)
    app.config["DESCRIPTION"] += " " + storage_limits(app.config)

    from . import (api, clubpages, clubs, edits_page, faces, game_schemas, games, i18n, pages, plan, play, ratelimit,
                   results, schemas, sheets, tables, work)

    i18n.install(app)  # the pages' languages (the API stays English)
    served = faces.install(app)  # the games registered now, each with its face
    documents = schemas.document_models(served)
    app.register_blueprint(api.blueprint(documents))
    for blueprint in faces.blueprints(served):  # a game's own endpoints (Agricola's card catalogue)
        app.register_blueprint(blueprint)
    app.register_blueprint(games.blueprint(game_schemas.game_requests([face.game for face in served])))
    app.register_blueprint(pages.bp)
    app.register_blueprint(tables.bp)
    app.register_blueprint(play.bp)
    app.register_blueprint(results.blueprint(documents))
    app.register_blueprint(sheets.bp)
    app.register_blueprint(edits_page.bp)
    app.register_blueprint(clubs.blueprint())
    app.register_blueprint(clubpages.bp)
    app.register_blueprint(plan.blueprint(served))
    ratelimit.install(app)  # every write view is registered by now
    errors.register(app)
    jsonio.register(app)
    headers.register(app)
    requestlog.register(app)
    work.install(app)
    return app
