"""The farm planner's API (api.md section 6): ``POST /api/v1/plan``.

The body is a plan request: a farm game's document (without the farm, the
game's starting farm) plus ``budget``, ``animals`` (a herd, or ``"any"``) and
``objective``.  It is checked against the plan request models of the farm
games' faces (400 on the wrong shape), then the JSON exactly as sent goes to
:func:`calculator.planner.plan`, the same path as ``agricalc plan``.

Bounded work: the search runs in the app's ``"plans"`` work pool
(:mod:`web.work`; 503 with ``Retry-After`` when every slot is taken) for at most
``PLAN_TIME_LIMIT`` seconds (:mod:`web.config`); past that the best plan found
comes back with ``optimal: false`` and ``bound``.  A plan proven within
``LIGHT_WORK_SECONDS`` is answered from the light lane (:func:`run`), beside a
heavy one.  A budget above the most the
game could ever spend is refused with 422 ``too_much_work``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Annotated, Union

from apiflask import APIBlueprint, abort
from flask import Response, current_app, jsonify, request
from pydantic import Field, RootModel

from calculator import planner

from . import work
from .config import LIGHT_WORK_SECONDS, PLAN_TIME_LIMIT
from .faces import Face
from .schemas import PlanResult

ERRORS = {
    400: "Malformed JSON, wrong types or unknown keys",
    413: "Body too large",
    415: "Body not sent as JSON (Content-Type: application/json)",
    422: "Against the rules (an Agricola farm with ``cards``: the planner does not model cards), or a budget "
         "above the most the game could spend (``too_much_work``)",
    503: "Busy with other plans (see Retry-After)",
}


def blueprint(faces: Mapping[str, Face] | tuple[Face, ...]) -> APIBlueprint:
    """``POST /api/v1/plan`` for the farm games among ``faces`` (those with a plan request model)."""
    bp = APIBlueprint("plan", __name__, url_prefix="/api/v1", tag="Planner")
    models = [face.documents.plan for face in faces if face.documents.plan is not None]

    class PlanRequest(RootModel[Annotated[Union[tuple(models)], Field(discriminator="game")]]):  # type: ignore[misc]  # noqa: UP007
        """A plan request (api.md 6): a farm document plus budget, animals and objective."""

    @bp.post("/plan")
    @bp.input(PlanRequest, arg_name="body")
    @bp.output(PlanResult)
    @bp.doc(responses=ERRORS, summary="Plan a farm for a budget", description=(
        "The fences, borders, stables, troughs and buildings that give the farm the most points (or animal "
        f"points) for the budget, proven best by CP-SAT when it can within the time limit ({PLAN_TIME_LIMIT:g} "
        "seconds of search); otherwise the best plan found and a bound. Each plan is first searched for "
        f"{LIGHT_WORK_SECONDS:g} seconds in a light lane, so a plan proven that fast is answered while heavier "
        "ones run; one not proven by then is searched again with the full time limit in the heavy lane. At most "
        "a few plans run at once in each lane; another is answered 503 with Retry-After."))
    def plan(body: PlanRequest) -> Response:
        """The planner's answer to a plan request (the JSON as sent, as ``agricalc plan`` reads it)."""
        try:
            return jsonify(run(request.get_json(force=True)))
        except work.Busy as exc:
            abort(503, str(exc), extra_data={"error": "busy"}, headers={"Retry-After": str(exc.retry_after)})

    return bp


def run(document: dict) -> dict:
    """A plan request planned in the app's plans pool with its time limit (the API's and the
    web form's one path); :class:`work.Busy` when every slot it could take is taken.

    What a plan costs is not known before the search, so each is first tried as a light
    request: searched in the light lane for at most the light lane's seconds.  One not proven
    best by then (or sent while the light lane is full) is searched afresh in the heavy lane
    with the full time limit, and remembered: sent again, it goes to the heavy lane at once,
    so that heavy plans sent over and over do not keep the light lane from the light ones.
    """
    config = current_app.config
    pool = work.pool("plans")
    full, quick = config["PLAN_TIME_LIMIT"], pool.light_seconds
    key = hashlib.sha256(json.dumps(document, sort_keys=True).encode()).hexdigest()
    if quick < full and not pool.known_heavy(key):
        with pool.slot(quick) as lane:
            if lane is pool.light:
                answer = pool.call(plan_job, document, quick, config["SOLVER"])
                if answer["optimal"]:
                    return answer
                pool.found_heavy(key)
            else:
                return pool.call(plan_job, document, full, config["SOLVER"])
    with pool.slot():
        return pool.call(plan_job, document, full, config["SOLVER"])


def plan_job(document: dict, time_limit: float, solver: str) -> dict:
    """The planner's answer (run in a worker process of the plans pool)."""
    return planner.plan(document, time_limit=time_limit, solver=solver, within_game_limits=True)
