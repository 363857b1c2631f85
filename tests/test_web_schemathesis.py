"""Schemathesis over the OpenAPI document the app publishes (/api/v1/openapi.json), in-process.

Cases are generated from the pydantic-derived schemas of the score, capacity and
games endpoints; every answer must be no server error (schemathesis's
``not_a_server_error``: any 5xx fails), have a documented status code, content
type and headers, and a body matching the documented schema.  A fault of the
server is answered 500, never disguised as a 4xx, so these checks see it.
"""

from __future__ import annotations

import pytest

schemathesis = pytest.importorskip("schemathesis")

from hypothesis import HealthCheck, settings  # noqa: E402

from calculator import games  # noqa: E402
from conftest import soaking  # noqa: E402
from web import SPEC_PATH, create_app  # noqa: E402
from web.examples import example  # noqa: E402

# Random cases an operation: the suite's sample 25, a soak run 50 (beside the coverage phase's own).
SETTINGS = settings(max_examples=50 if soaking() else 25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                           HealthCheck.data_too_large])


# The capacity and score-sheet operations take the score's documents, read by the one parser the
# score uses: the schema's invalid variants of a document (the coverage phase's negative cases,
# some two thousand) are sent to the score alone, a sample the suite runs; a soak run
# (soaking()) sends them to every operation.  Random invalid documents still go to all of them.
SAMPLED = {"operations": [{"include-path-regex": r"^/api/v1/(capacity|results)",
                           "phases": {"coverage": {"generation": {"mode": "positive"}}}}]}


def _config(data: dict):
    return schemathesis.config.SchemathesisConfig.from_dict(data)


# A generated game of bots only, or a simulation, is played within its request, up to the
# server's work limits (half a minute each): the suite's sample holds them to a fraction of a
# second, so the costly cases are answered 422 (too much work, a documented answer) and the cheap
# ones played; a soak run plays them at the server's own limits.
SAMPLED_LIMITS = {"MAX_WORK_SECONDS": 0.5, "MAX_BOT_TURN_SECONDS": 0.5, "PLAN_TIME_LIMIT": 1.0}


def _app(tmp_path_factory):
    config = {"TESTING": True, "DATABASE": str(tmp_path_factory.mktemp("st") / "games.db")}
    return create_app(config if soaking() else {**config, **SAMPLED_LIMITS})


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return _app(tmp_path_factory)


schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.fixture(scope="module")
def api_schema(app):
    return schemathesis.openapi.from_wsgi(SPEC_PATH, app, config=_config({} if soaking() else SAMPLED))


# The schemas give the shape of a document, not the rules (grid sizes, cell codes, a player
# naming another game): a schema-valid document may still be refused as invalid (400) or
# against the rules (422), so "schema-valid data is accepted" is no promise of this API.
EXCLUDED = [schemathesis.checks.positive_data_acceptance]


@pytest.mark.slow
@schema.parametrize()
@SETTINGS
def test_the_api_keeps_its_openapi_document(case):
    case.call_and_validate(excluded_checks=EXCLUDED)


@pytest.mark.parametrize("game", games.names())
@pytest.mark.parametrize("path", ["/api/v1/score", "/api/v1/capacity"])
def test_the_examples_answer_as_documented(api_schema, path, game):
    """Random documents are seldom valid, so the success schemas are checked on the real examples too."""
    case = api_schema[path]["POST"].Case(body=example(game), media_type="application/json")
    response = case.call()
    expected = 400 if path == "/api/v1/capacity" and games.info(game).board != "farm" else 200  # farm games only
    assert response.status_code == expected, response.text
    case.validate_response(response, excluded_checks=EXCLUDED)


# Requests the schema took but the server refused as malformed (issue #24: a bodiless take-back,
# a seat with neither name nor bot, an unknown bot): the games' schemas now say what is refused,
# so a schema-valid request may still be against the rules (422) or the game's state (404, 409),
# but never malformed (400) or sent without its body (415).
@schema.include(path_regex=r"^/api/v1/games", method="POST").parametrize()
@SETTINGS
def test_a_schema_valid_games_request_is_never_refused_as_malformed(case):
    response = case.call()
    if case.meta is not None and case.meta.generation.mode.is_positive:
        assert response.status_code not in (400, 415), (case.path, case.body, response.text)


def test_the_schemas_say_what_is_refused(api_schema, app):
    spec = app.test_client().get(SPEC_PATH).json
    bodies = [operation["requestBody"] for operations in spec["paths"].values() for operation in operations.values()
              if "requestBody" in operation]
    assert bodies and all(body["required"] for body in bodies), "a bodiless request is refused (415)"
    schemas = spec["components"]["schemas"]
    farm = schemas["Document.AgricolaPlayer"]["properties"]["farmyard"]
    farm = next(branch for branch in farm.get("anyOf", [farm]) if branch.get("type") == "array")  # or counts
    assert farm["minItems"] == farm["maxItems"] == 3, "an empty farm is refused"
    seat = schemas["CreateGame.SeatRequest"]
    assert seat["oneOf"] == [{"required": ["name"]}, {"required": ["bot"]}]
    sheet = spec["paths"]["/api/v1/results"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert "TableDocument" in sheet["$ref"], "a score sheet takes only a whole table"


def test_the_schemas_state_the_bounds_of_a_seed_and_a_number_of_games(app):
    """A negative seed is refused, so the schema says so with ``minimum`` (not pydantic's ``ge``)."""
    schemas = app.test_client().get(SPEC_PATH).json["components"]["schemas"]
    seeds = [schemas["SimulationRequest"]["properties"]["seed"],
             next(branch for branch in schemas["CreateGame"]["properties"]["seed"]["anyOf"]
                  if branch.get("type") == "integer")]
    for seed in seeds:
        assert seed["minimum"] == 0 and "ge" not in seed
    games = schemas["SimulationRequest"]["properties"]["games"]
    assert games["minimum"] == 1 and games["maximum"] > 1


def test_no_schema_carries_a_bound_json_schema_does_not_know(app):
    """Pydantic prints a bound it cannot place as ``ge``/``le``: clients would ignore it."""
    spec = app.test_client().get(SPEC_PATH).json
    unknown = {"ge", "le", "gt", "lt", "min_length", "max_length", "multiple_of"}

    def stray_keys(node: object, where: str) -> list[str]:
        if isinstance(node, dict):
            return [f"{where}/{key}" for key in node if key in unknown] + [
                found for key, value in node.items() for found in stray_keys(value, f"{where}/{key}")]
        if isinstance(node, list):
            return [found for index, value in enumerate(node) for found in stray_keys(value, f"{where}/{index}")]
        return []

    assert stray_keys(spec, "") == []
