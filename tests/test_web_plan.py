"""``POST /api/v1/plan`` (api.md 6): the planner's answer, its errors and its bounded work."""

from __future__ import annotations

import pytest

import calculator
from calculator import planner
from web import create_app, work
from web import plan as plan_api
from web.config import LIGHT_WORK_SECONDS, PLAN_TIME_LIMIT
from web.schemas import PlanResult

REQUEST = {"game": "agricola", "budget": {"wood": 17}, "animals": "any", "objective": "animal_points"}
LIGHT = {"game": "acbas", "budget": {"borders": 4}, "animals": "any", "objective": "score"}  # proven in ~0.05 s


def error_of(response, status: int, code: str) -> str:
    assert response.status_code == status, response.get_data(as_text=True)
    body = response.get_json()
    assert set(body) == {"error", "message"} and body["error"] == code
    return body["message"]


def test_the_plan_is_the_planners_answer_and_scores_as_claimed(client):
    response = client.post("/api/v1/plan", json=REQUEST)
    assert response.status_code == 200, response.get_data(as_text=True)
    body = response.get_json()
    PlanResult.model_validate(body)
    assert body == planner.plan(REQUEST)
    assert (body["optimal"], body["value"], body["cost"]) == (True, 16, {"wood": 17})
    assert calculator.score(body["farm"], solver="exact") == body["score"]


def test_an_acbas_plan_with_a_herd_lists_keep_and_release(client):
    request = {"game": "acbas", "budget": {"borders": 6, "wood": 4}, "animals": {"sheep": 14, "horses": 9}}
    body = client.post("/api/v1/plan", json=request).get_json()
    assert body["game"] == "acbas" and body["optimal"] is True
    assert {a: body["keep"][a] + body["release"][a] for a in ("sheep", "horses")} == {"sheep": 14, "horses": 9}


@pytest.mark.parametrize(("body", "where"), [
    ({"game": "agricola"}, "budget: is required"),
    ({"game": "agricola", "budget": {"wood": "x"}}, "budget.wood"),
    ({"game": "agricola", "budget": {"wood": -2}}, "budget.wood"),
    ({"game": "agricola", "budget": {"clay": 2}}, "budget.clay: unknown key"),
    ({"game": "hens", "budget": {}}, "game"),
    ({"game": "acbas", "budget": {}, "animals": "many"}, "animals"),
    ({"game": "acbas", "budget": {}, "objective": "fun"}, "objective"),
    ({"game": "agricola", "players": [{}], "budget": {"wood": 1}}, "players: unknown key"),
    ({"game": "agricola", "budget": {"wood": 1}, "farmyard": ["R R"]}, "farmyard"),
    ({"budget": {"wood": 3}}, "game: is required"),
])
def test_a_malformed_plan_request_is_400_naming_the_field(client, body, where):
    assert where in error_of(client.post("/api/v1/plan", json=body), 400, "invalid_document")


def test_a_farm_against_the_rules_is_422(client):
    body = {"game": "agricola", "farmyard": ["a  .  .  .  b", "R  .  .  .  .", "R  .  .  .  ."],
            "budget": {"wood": 3}}
    assert "connected" in error_of(client.post("/api/v1/plan", json=body), 422, "rule_violation")


@pytest.mark.parametrize(("body", "where"), [
    ({"game": "agricola", "budget": {"wood": 24}}, "budget.wood"),
    ({"game": "acbas", "budget": {"borders": 18}}, "budget.borders"),
])
def test_a_budget_above_what_the_game_could_spend_is_too_much_work(client, body, where):
    assert error_of(client.post("/api/v1/plan", json=body), 422, "too_much_work").startswith(where)


def test_a_plan_not_proven_in_the_light_lane_is_searched_again_within_the_documented_time_limit(app, monkeypatch):
    limits = []
    search = planner.plan

    def fake(document, **options):
        assert options["within_game_limits"] is True
        limits.append(options["time_limit"])
        answer = search(document, **options)
        return {**answer, "optimal": False} if len(limits) == 1 else answer  # as if not proven in time

    monkeypatch.setattr(plan_api.planner, "plan", fake)
    assert app.test_client().post("/api/v1/plan", json=LIGHT).status_code == 200
    assert limits == [LIGHT_WORK_SECONDS, PLAN_TIME_LIMIT]
    limits.clear()
    app.config["PLAN_TIME_LIMIT"] = 0.8  # no longer than the light lane's search: one search
    app.test_client().post("/api/v1/plan", json=LIGHT)
    assert limits == [0.8]


def test_a_plan_found_heavy_goes_straight_to_the_heavy_lane_when_sent_again(app, monkeypatch):
    """Heavy plans sent over and over do not keep the light lane from light ones."""
    limits = []

    def fake(document, **options):
        limits.append(options["time_limit"])
        return {"optimal": options["time_limit"] == PLAN_TIME_LIMIT}

    monkeypatch.setattr(plan_api.planner, "plan", fake)
    for _ in range(2):
        app.test_client().post("/api/v1/plan", json=REQUEST)
    assert limits == [LIGHT_WORK_SECONDS, PLAN_TIME_LIMIT, PLAN_TIME_LIMIT]


def test_a_light_plan_is_answered_while_a_heavy_plan_holds_the_heavy_lane(tmp_path):
    # a generous light limit: the light plan is proven well within it on a busy machine too
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "LIGHT_WORK_SECONDS": 5.0})
    with app.app_context(), work.pool("plans").slot():  # the heaviest plan allowed, running
        response = app.test_client().post("/api/v1/plan", json=LIGHT)
    assert response.status_code == 200 and response.get_json() == planner.plan(LIGHT)


def test_a_plan_not_proven_quickly_while_the_heavy_lane_is_taken_is_503(tmp_path, monkeypatch):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db")})
    monkeypatch.setattr(plan_api.planner, "plan", lambda document, **options: {"optimal": False})
    with app.app_context(), work.pool("plans").slot():
        response = app.test_client().post("/api/v1/plan", json=REQUEST)
    assert error_of(response, 503, "busy").startswith("the server is busy with other plans")


def test_a_plan_while_every_plan_slot_is_taken_is_503_with_retry_after(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "PLAN_SLOTS": 0, "LIGHT_SLOTS": 0})
    response = app.test_client().post("/api/v1/plan", json=REQUEST)
    assert error_of(response, 503, "busy").startswith("the server is busy with other plans")
    assert response.headers["Retry-After"] == str(app.config["RETRY_AFTER"])


def test_an_agricola_plan_with_cards_is_refused_naming_cards(client):
    body = {"game": "agricola", "budget": {"wood": 5}, "cards": ["Clogs"]}
    assert error_of(client.post("/api/v1/plan", json=body), 422, "rule_violation").startswith("cards: ")


def test_the_openapi_document_describes_the_plan_and_its_limits(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    post = spec["paths"]["/api/v1/plan"]["post"]
    assert set(post["responses"]) >= {"200", "400", "422"}
    assert f"{PLAN_TIME_LIMIT:g} seconds" in post["description"]
    budget = spec["components"]["schemas"]["PlanRequest.AgricolaBudget"]["properties"]["wood"]
    assert "at most 23" in budget["description"]


# --- "Plan my farm" on the game forms ---

ACBAS_FORM = {"farm": "a  a+ S\na  .  .\nC  b  b", "expansions.right": "1", "animals.sheep": "4",
              "animals.cattle": "3", "budget.borders": "3", "budget.wood": "4", "budget.stone": "6",
              "budget.reed": "2", "objective": "score", "herd": "given", "action": "plan"}
ACBAS_REQUEST = {"game": "acbas", "farm": ["a  a+ S", "a  .  .", "C  b  b"], "expansions": {"left": 0, "right": 1},
                 "animals": {"sheep": 4, "pigs": 0, "cattle": 3, "horses": 0},
                 "supply": {"wood": 0, "stone": 0, "reed": 0},
                 "budget": {"borders": 3, "wood": 4, "stone": 6, "reed": 2}, "objective": "score"}


def test_plan_my_farm_plans_the_farm_as_entered_with_the_budget_of_the_form(client):
    page = client.post("/acbas", data=ACBAS_FORM)
    html = page.get_data(as_text=True)
    expected = planner.plan(ACBAS_REQUEST, solver="exact")
    assert page.status_code == 200
    assert f'<span class="total">{expected["value"]}</span> (now {expected["value_before"]})' in html
    assert html.count('class="new-cell"') == sum("cell" in build for build in expected["builds"])
    assert html.count('class="new-edge"') == sum("edge" in build for build in expected["builds"])
    assert "Proven optimal" in html


def test_plan_my_farm_with_any_herd_sends_animals_any(client, monkeypatch):
    seen, real = {}, planner.plan
    monkeypatch.setattr(plan_api.planner, "plan", lambda document, **options: seen.update(document) or real(document, **options))
    assert client.post("/acbas", data={**ACBAS_FORM, "herd": "any", "objective": "animal_points"}).status_code == 200
    assert (seen["animals"], seen["objective"], "herd" in seen) == ("any", "animal_points", False)


@pytest.mark.parametrize(("field", "value", "status", "words"), [
    ("budget.borders", "18", 422, "ask for at most 17"),
    ("budget.wood", "lots", 400, "must be a whole number"),
])
def test_a_bad_budget_on_the_form_is_shown_beside_its_input(client, field, value, status, words):
    page = client.post("/acbas", data={**ACBAS_FORM, field: value})
    html = page.get_data(as_text=True)
    assert page.status_code == status
    error_id = "f-" + field.replace(".", "-") + "-error"
    assert f'id="{error_id}">' in html and words in html.split(f'id="{error_id}">')[1].split("</p>")[0]


def test_plan_my_farm_refuses_a_herd_choice_the_form_does_not_offer(client):
    page = client.post("/acbas", data={**ACBAS_FORM, "herd": "zzz"})
    assert page.status_code == 400 and 'id="f-herd-error"' in page.get_data(as_text=True)


def test_plan_my_farm_with_cards_is_refused_beside_the_cards(client):
    form = {"farmyard": ". . . . .\nR . . . .\nR . . . .", "people": "2", "cards": "Clogs", "budget.wood": "5",
            "objective": "score", "herd": "any", "action": "plan"}
    page = client.post("/agricola", data=form)
    assert page.status_code == 422 and 'id="f-cards-error"' in page.get_data(as_text=True)


def test_plan_my_farm_while_the_planner_is_busy_is_503_with_retry_after(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "PLAN_SLOTS": 0, "LIGHT_SLOTS": 0})
    page = app.test_client().post("/acbas", data=ACBAS_FORM)
    assert page.status_code == 503 and page.headers["Retry-After"] == str(app.config["RETRY_AFTER"])
    assert "busy with other plans" in page.get_data(as_text=True)


def test_only_the_farm_games_offer_plan_my_farm(client):
    assert 'value="plan"' in client.get("/acbas").get_data(as_text=True)
    assert 'value="plan"' in client.get("/agricola").get_data(as_text=True)
    assert 'value="plan"' not in client.get("/hens").get_data(as_text=True)
    assert client.post("/hens", data={"grid": "", "action": "plan"}).status_code == 400
