"""Reading a plan request (api.md section 6): a farm document plus budget, animals, objective."""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from ..errors import InvalidDocument, RuleViolation
from ..fields import counts, require_object
from ..words import saying

OBJECTIVES = ("score", "animal_points")
DEFAULT_OBJECTIVE = "score"
ANY_HERD = "any"
PLAN_KEYS = ("budget", "objective")  # beside the farm document's own keys
MAX_BUDGET = 10**6  # per material: far beyond any game; it only keeps input sane


@dataclass(frozen=True)
class PlanRequest:
    """What to plan: the farm as it stands (the game's ``Position``), what may be
    spent, the herd to house (``None``: the planner chooses it) and the objective."""

    document: dict  # the farm document as it stands (the starting farm filled in)
    position: object
    budget: dict[str, int]
    herd: dict[str, int] | None
    objective: str


def read_request(document: object, plan: ModuleType) -> PlanRequest:
    """Check a plan request for the game whose plan module is ``plan``.

    Without the farm (``plan.FARM_KEY``), the request plans from the game's starting
    farm.  ``"animals": "any"`` lets the planner choose the herd.
    """
    document = require_object(document, "document")
    if "players" in document:
        raise InvalidDocument("a plan is for one player's farm; send one player's document", where="players")
    if "budget" not in document:
        raise InvalidDocument(f"is required: what may be spent, e.g. {plan.BUDGET_EXAMPLE}", where="budget")
    for key in plan.UNPLANNED:
        if document.get(key):
            raise RuleViolation(saying("the farm planner does not model cards; plan the farm without them"),
                                where=key)
    if "counts" in document:
        raise InvalidDocument("a plan builds on a drawn farm; quick entry (counts) has no places to build on",
                              where="counts")
    budget = counts(document, "budget", plan.BUDGET, maximum=MAX_BUDGET)
    objective = document.get("objective", DEFAULT_OBJECTIVE)
    if objective not in OBJECTIVES:
        raise InvalidDocument(f"must be one of {', '.join(OBJECTIVES)}; got {objective!r}", where="objective")
    farm = {key: value for key, value in document.items() if key not in PLAN_KEYS}
    any_herd = farm.get("animals") == ANY_HERD
    if any_herd:
        del farm["animals"]
    if plan.FARM_KEY not in farm:
        farm.update(plan.start_farm(farm))
    position = plan.parse_position(farm)
    herd = None if any_herd else dict(position.animals)
    return PlanRequest(farm, position, budget, herd, objective)
