"""The JSON API under /api/v1 (api.md 4): score and capacity of game documents.

Bodies are checked against the document models of the app's games
(:func:`web.schemas.document_models`; 400 on the wrong shape), then the JSON
exactly as sent goes to the calculator, the same path as ``agricalc score``.
"""

from __future__ import annotations

from apiflask import APIBlueprint
from flask import Response, jsonify, request

from . import calculate
from .schemas import CapacityResult, DocumentModels, ScoreResult

ERRORS = {
    400: "Malformed JSON, wrong types or unknown keys",
    413: "Body too large",
    415: "Body not sent as JSON (Content-Type: application/json)",
    422: "Against the rules, including animals that do not fit (then ``best`` holds the best keep/release)",
}


def blueprint(documents: DocumentModels) -> APIBlueprint:
    """The calculator's endpoints, taking the documents of ``documents``."""
    bp = APIBlueprint("api", __name__, url_prefix="/api/v1", tag="Calculator")

    @bp.post("/score")
    @bp.input(documents.any, arg_name="document")
    @bp.output(ScoreResult)
    @bp.doc(responses=ERRORS)
    def score(document: object) -> Response:
        """Score a finished position

        One player's document gives that player's total, breakdown and animal placement;
        a ``players`` document scores every player and ranks them.
        """
        return jsonify(calculate.score(request.get_json(force=True)))

    @bp.post("/capacity")
    @bp.input(documents.farm, arg_name="document")
    @bp.output(CapacityResult)
    @bp.doc(responses=ERRORS)
    def capacity(document: object) -> Response:
        """Animal capacity of a farm

        Every location's capacity and the most animals of each type the farm holds; with
        ``animals`` given, whether they fit and the keep/release choice with the best score.
        Farm games only.
        """
        return jsonify(calculate.capacity(request.get_json(force=True)))

    return bp
