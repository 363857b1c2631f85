"""The farm planner's API (api.md section 6): ``POST /api/v1/plan``.

The body is a plan request: an ACBAS or Agricola document (without the farm,
the game's starting farm) plus ``budget``, ``animals`` (a herd, or ``"any"``)
and ``objective``.  It is checked against the schemas below (400 on the wrong
shape), then the JSON exactly as sent goes to :func:`calculator.planner.plan`,
the same path as ``agricalc plan``.

Bounded work: the search runs for at most :data:`TIME_LIMIT` seconds (the app
setting ``PLAN_TIME_LIMIT`` may change it); past that the best plan found comes
back with ``optimal: false`` and ``bound``.  A budget above the most the game
could ever spend is refused with 422 ``too_much_work``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from apiflask import APIBlueprint
from flask import Response, current_app, jsonify, request
from pydantic import Field, RootModel, WrapValidator, create_model

from calculator import planner
from calculator.acbas import plan as acbas_plan
from calculator.agricola import plan as agricola_plan
from calculator.planner.request import MAX_BUDGET, OBJECTIVES

from .schemas import AcbasAnimals, AcbasDocument, AgricolaAnimals, AgricolaDocument, Closed, FarmRows, Open

bp = APIBlueprint("plan", __name__, url_prefix="/api/v1", tag="Planner")

TIME_LIMIT = 10.0  # seconds of search per request (app setting PLAN_TIME_LIMIT)
ERRORS = {
    400: "Malformed JSON, wrong types or unknown keys",
    413: "Body too large",
    422: "Against the rules, or a budget above the most the game could spend (``too_much_work``)",
}


def _budget(game: str, plan_module) -> type[Closed]:
    """The budget object of a game: one count per item, at most what the game could spend."""
    fields = {}
    for key in plan_module.BUDGET:
        most = plan_module.MAX_SPEND[key]
        count = Annotated[int, Field(ge=0, le=MAX_BUDGET, description=(
            f"at most {most} (the most the game could spend); more is refused with 422 too_much_work"))]
        fields[key] = (count, 0)
    return create_model(f"{game.capitalize()}Budget", __base__=Closed, **fields)


AcbasBudget = _budget("acbas", acbas_plan)
AgricolaBudget = _budget("agricola", agricola_plan)
Objective = Literal[OBJECTIVES]  # type: ignore[valid-type]
ANY = "any"


def herd(counts: type) -> Any:
    """A herd of ``counts``, or ``"any"`` (the planner chooses the herd)."""
    def check(value: Any, handler: Any) -> Any:
        return value if value == ANY else handler(value)

    return Annotated[counts, WrapValidator(check, json_schema_input_type=counts | Literal[ANY]),
                     Field(description='the herd to house (kept and released at best), or "any": the planner '
                                       "chooses it")]


class AcbasPlanRequest(AcbasDocument):
    """An ACBAS farm as it stands (without ``farm``: the home board with the cottage and
    the expansions named), what may be spent, the herd, and what to maximise."""

    farm: FarmRows | None = None
    animals: herd(AcbasAnimals) | None = None  # type: ignore[valid-type]
    budget: AcbasBudget = Field(description="borders: border pieces in the supply; wood, stone, reed to spend")  # type: ignore[valid-type]
    objective: Objective = "score"  # type: ignore[valid-type]


class AgricolaPlanRequest(AgricolaDocument):
    """An Agricola farmyard as it stands (without ``farmyard``: the two wooden start
    rooms), the wood that may be spent, the herd, and what to maximise."""

    farmyard: FarmRows | None = None
    animals: herd(AgricolaAnimals) | None = None  # type: ignore[valid-type]
    budget: AgricolaBudget  # type: ignore[valid-type]
    objective: Objective = "score"  # type: ignore[valid-type]


class PlanRequest(RootModel[Annotated[Union[AcbasPlanRequest, AgricolaPlanRequest],  # noqa: UP007
                                      Field(discriminator="game")]]):
    """A plan request (api.md 6): a farm document plus budget, animals and objective."""


class Build(Open):
    kind: str = Field(examples=["fence", "stable", "trough", "stall"])
    cell: list[int] | None = Field(None, description="[row, column] of a space")
    edge: dict[str, Any] | None = Field(None, description='a border: {"cell": [row, column], "side": "N"}')
    cost: dict[str, int]


class PlanResult(Open):
    """The best plan: proven (``optimal``) or the best found with ``bound``, its builds and
    cost, the planned farm as a game document and its score."""

    game: str
    optimal: bool
    objective: str
    value: int | float
    bound: int | float | None = Field(None, description="when not optimal: no plan is worth more")
    value_before: int | float = Field(description="the objective with nothing built")
    cost: dict[str, int]
    builds: list[Build]
    keep: dict[str, int] | None = None
    release: dict[str, int] | None = None
    farm: dict[str, Any]
    score: dict[str, Any]


@bp.post("/plan")
@bp.input(PlanRequest, arg_name="body")
@bp.output(PlanResult)
@bp.doc(responses=ERRORS, summary="Plan a farm for a budget", description=(
    "The fences, borders, stables, troughs and buildings that give the farm the most points (or animal "
    f"points) for the budget, proven best by CP-SAT when it can within the time limit ({TIME_LIMIT:g} seconds "
    "of search); otherwise the best plan found and a bound."))
def plan(body: PlanRequest) -> Response:
    """The planner's answer to a plan request (the JSON as sent, as ``agricalc plan`` reads it)."""
    limit = current_app.config.get("PLAN_TIME_LIMIT", TIME_LIMIT)
    return jsonify(planner.plan(request.get_json(force=True), time_limit=limit,
                                solver=current_app.config["SOLVER"], within_game_limits=True))
