"""The farm planner (api.md section 6): what it may build, at what cost, and what it returns."""

from __future__ import annotations

import dataclasses

import pytest

import calculator
from calculator.acbas import plan as acbas_plan
from calculator.acbas.position import parse_position as parse_acbas
from calculator.agricola.position import parse_position as parse_agricola
from calculator.errors import InvalidDocument, TooMuchWork
import calculator.planner as planner_package
from calculator.planner import plan

START_AGRICOLA = [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]


def check(result: dict) -> dict:
    """Every plan's farm scores through calculator.score exactly as the plan says."""
    assert calculator.score(result["farm"], solver="exact") == result["score"]
    return result


def test_seventeen_wood_buy_sixteen_animal_points_on_the_start_farmyard():
    # api.md section 6's example.
    result = check(plan({"game": "agricola", "budget": {"wood": 17}, "animals": "any",
                         "objective": "animal_points"}))
    assert (result["optimal"], result["value"], result["cost"]) == (True, 16, {"wood": 17})
    breakdown = result["score"]["breakdown"]
    assert result["value"] == sum(breakdown[k] for k in ("pastures", "fenced_stables", "sheep", "boar", "cattle"))


def test_agricola_fences_cost_one_wood_and_stables_two():
    result = check(plan({"game": "agricola", "budget": {"wood": 12}, "animals": "any"}))
    fences = sum(build["kind"] == "fence" for build in result["builds"])
    stables = sum(build["kind"] == "stable" for build in result["builds"])
    assert result["cost"] == {"wood": fences + 2 * stables}
    assert result["cost"]["wood"] <= 12


def test_a_bigger_budget_than_helps_is_not_spent():
    saturated = plan({"game": "agricola", "budget": {"wood": 23}, "animals": "any", "objective": "animal_points"})
    generous = plan({"game": "agricola", "budget": {"wood": 30}, "animals": "any", "objective": "animal_points"})
    assert generous["value"] == saturated["value"] == 20  # every band at its top, 4 pastures, 4 fenced stables
    assert generous["cost"] == saturated["cost"]


def test_agricola_plans_keep_every_fence_and_stable_already_built():
    farmyard = ["F  F  F  .  .", "R  R  a  a* S", "R  R  b  .  ."]
    result = check(plan({"game": "agricola", "farmyard": farmyard, "people": 4, "budget": {"wood": 8},
                         "animals": {"sheep": 6, "boar": 4, "cattle": 3}}))
    before, after = parse_agricola({"farmyard": farmyard}).farmyard, parse_agricola(result["farm"]).farmyard
    assert before.fences <= after.fences
    assert before.stables <= after.stables
    assert set(before.pasture_of) <= set(after.pasture_of)
    assert before.rooms == after.rooms and before.fields == after.fields


def test_unspent_wood_stays_in_the_supply_and_counts_for_the_joinery():
    # 8 wood unspent would earn the Joinery's 3 points; fences that score more win only if they do.
    request = {"game": "agricola", "farmyard": START_AGRICOLA, "majors": ["joinery"], "supply": {"wood": 2},
               "budget": {"wood": 6}, "animals": {}}
    result = check(plan(request))
    assert result["farm"]["supply"]["wood"] == 2 + 6 - result["cost"]["wood"]
    assert result["value"] >= result["value_before"]


def test_a_given_herd_is_kept_and_released_as_the_capacity_solver_would():
    herd = {"sheep": 12, "boar": 3, "cattle": 2}
    result = check(plan({"game": "agricola", "budget": {"wood": 17}, "animals": herd}))
    best = calculator.capacity({**result["farm"], "animals": herd}, solver="exact")
    assert result["keep"] == best["keep"] == result["farm"]["animals"]
    assert result["release"] == best["release"]


def test_with_any_herd_the_planner_chooses_the_best_animals_the_farm_holds():
    result = check(plan({"game": "agricola", "budget": {"wood": 10}, "animals": "any", "objective": "animal_points"}))
    assert "keep" not in result
    most = calculator.capacity(result["farm"], solver="exact")["max_animals"]
    best = calculator.capacity({**result["farm"], "animals": most}, solver="exact")["keep"]
    breakdown = calculator.score({**result["farm"], "animals": best}, solver="exact")["breakdown"]
    assert result["value"] == sum(breakdown[k] for k in ("pastures", "fenced_stables", "sheep", "boar", "cattle"))


def test_acbas_building_walls_count_as_borders():
    # Three borders close in a space next to the cottage (its wall is the fourth side);
    # a space away from buildings would need four.
    result = check(plan({"game": "acbas", "budget": {"borders": 3, "wood": 3}, "animals": {"sheep": 4},
                         "objective": "animal_points"}))
    farm = parse_acbas(result["farm"]).farm
    assert result["cost"]["borders"] == 3
    (pasture,) = farm.pastures.values()
    assert pasture in ({(2, 1)}, {(1, 0)})  # beside or above the cottage at (2, 0)


def test_acbas_walls_are_free_for_the_first_two_then_two_stone_each():
    # Three borders with one wood: two free walls and one fence.
    result = check(plan({"game": "acbas", "budget": {"borders": 3, "wood": 1}, "animals": {"sheep": 4},
                         "objective": "animal_points"}))
    kinds = sorted(build["kind"] for build in result["builds"] if build["kind"] in ("wall", "fence"))
    assert kinds == ["fence", "wall", "wall"]
    assert result["cost"]["wood"] == 1 and result["cost"]["stone"] == 0


def test_acbas_the_first_trough_is_free():
    # With nothing to spend, one free trough on the cottage still doubles it.
    result = check(plan({"game": "acbas", "budget": {}, "animals": "any", "objective": "animal_points"}))
    assert [build["kind"] for build in result["builds"]] == ["trough"]
    assert result["builds"][0]["cost"] == {}
    assert result["value"] == result["value_before"] + 1  # 2 horses instead of 1: -1 instead of -2


def test_acbas_open_stables_replace_a_stall_and_bring_a_horse_or_cattle():
    farm = ["a  a+ S", "a  .  .", "C  b  b"]
    herd = {"sheep": 4, "cattle": 3}
    result = check(plan({"game": "acbas", "farm": farm, "expansions": {"right": 1}, "animals": herd,
                         "budget": {"borders": 3, "wood": 4, "stone": 6, "reed": 2}}))
    (open_stables,) = [build for build in result["builds"] if build["kind"] == "open stables"]
    assert open_stables["cell"] == [0, 2]  # where the stall was
    assert open_stables["takes"] in ("cattle", "horses")
    assert result["keep"][open_stables["takes"]] == herd.get(open_stables["takes"], 0) + 1
    assert parse_acbas(result["farm"]).farm.buildings[(0, 2)] == "O"


def test_acbas_plans_keep_every_border_building_and_trough_already_there():
    farm = ["a  a+ S", "a  .  .", "C  b  b"]
    result = check(plan({"game": "acbas", "farm": farm, "expansions": {"right": 1}, "animals": "any",
                         "budget": {"borders": 4, "wood": 6, "stone": 6, "reed": 2}}))
    before = parse_acbas({"farm": farm, "expansions": {"right": 1}}).farm
    after = parse_acbas(result["farm"]).farm
    assert before.troughs <= after.troughs
    walls = {e for cell in after.buildings for e in _edges(cell)}
    assert all(e in after.borders or e in walls for e in before.borders)
    upgrades = {"C": {"C", "H"}, "S": {"S", "B", "O"}}
    assert all(after.buildings[cell] in upgrades.get(token, {token}) for cell, token in before.buildings.items())


def test_acbas_a_new_building_needs_a_price_the_budget_can_pay():
    # Stalls need stone and reed, the shelter stone, the storage building reed: wood
    # alone builds nothing, so no plan on wood alone has a new building for a wall.
    start = parse_acbas({"farm": [".  .", ".  .", "C  ."]}).farm
    wood_only = {"wood": 12, "stone": 0, "reed": 0, "borders": 12}
    assert acbas_plan.most_new_buildings(start, wood_only) == 0
    # Two wood and a stone pay the shelter alone.
    assert acbas_plan.most_new_buildings(start, {"wood": 2, "stone": 1, "reed": 0, "borders": 0}) == 1
    assert acbas_plan.path_price(["S", "B"], {"wood": 5, "stone": 3, "reed": 1}) == 9  # stall, then stables of wood
    assert acbas_plan.path_price(["S", "B"], {"wood": 4, "stone": 8, "reed": 1}) == 9  # stables of stone too
    assert acbas_plan.path_price(["S", "B"], {"wood": 4, "stone": 8, "reed": 0}) is None  # no reed for the stall


def test_acbas_borders_past_two_free_walls_and_troughs_past_the_free_one_are_paid():
    start = parse_acbas({"farm": [".  .", ".  .", "C  ."]}).farm
    budget = {"wood": 4, "stone": 0, "reed": 0, "borders": 6}
    assert acbas_plan.affordable(6, 1, start, budget)  # two free walls, four fences
    assert not acbas_plan.affordable(6, 2, start, budget)  # a second trough needs three wood more
    assert acbas_plan.affordable(3, 2, start, budget)  # one fence and a paid trough
    assert not acbas_plan.affordable(7, 0, start, budget)  # more borders than the budget's pieces
    assert acbas_plan.affordable(6, 2, start, {**budget, "stone": 6})  # five walls, three paid in stone


def _edges(cell):
    from calculator.grid import SIDES, edge

    return [edge(cell, side) for side in SIDES]


def test_acbas_start_farm_has_the_cottage_on_the_home_board_and_the_expansions_empty():
    result = check(plan({"game": "acbas", "expansions": {"left": 1, "right": 1}, "budget": {}, "animals": "any"}))
    rows = [row.split() for row in result["farm"]["farm"]]
    assert rows[2][1].rstrip("+") == "C"
    assert result["farm"]["expansions"] == {"left": 1, "right": 1}


def test_the_plan_is_never_worse_than_building_nothing():
    for request in ({"game": "agricola", "budget": {"wood": 3}, "animals": {"sheep": 2}},
                    {"game": "acbas", "budget": {"borders": 2, "wood": 2}, "animals": {"pigs": 5}}):
        result = check(plan(request))
        assert result["value"] >= result["value_before"]


def test_a_search_stopped_early_returns_its_best_plan_with_a_bound(monkeypatch):
    build = acbas_plan.build

    def short(model, request):  # a deterministic work limit instead of a clock
        built = build(model, request)
        return dataclasses.replace(built, parameters={**built.parameters, "max_deterministic_time": 3.0})

    monkeypatch.setattr(acbas_plan, "build", short)
    result = check(plan({"game": "acbas", "expansions": {"right": 4},
                         "budget": {"borders": 17, "wood": 17, "stone": 10, "reed": 3}, "animals": "any"}))
    assert result["optimal"] is False
    assert result["bound"] >= result["value"]


HEAVY = {"game": "acbas", "expansions": {"right": 4}, "budget": {"wood": 15, "stone": 15, "reed": 4, "borders": 17},
         "animals": {"sheep": 14, "pigs": 12, "cattle": 11, "horses": 10}, "objective": "score"}


def test_a_search_stopped_before_any_plan_builds_nothing_and_claims_no_bound():
    result = check(plan(HEAVY, time_limit=0.01))
    assert (result["optimal"], result["bound"], result["builds"]) == (False, None, [])


def test_the_first_guess_s_plan_stands_when_the_search_finds_none_in_its_time(monkeypatch):
    made = planner_package._solver
    calls = []

    def guess_then_no_time(built, time_limit, workers):  # the guess gets its time, the search none
        calls.append(time_limit)
        return made(built, 30.0 if len(calls) == 1 else 0.0, workers)

    monkeypatch.setattr(planner_package, "_solver", guess_then_no_time)
    request = {**HEAVY, "expansions": {"right": 1}, "budget": {"wood": 8, "stone": 4, "reed": 1, "borders": 8},
               "animals": {"sheep": 6, "pigs": 4, "cattle": 3, "horses": 2}}
    result = check(plan(request, time_limit=10))
    assert len(calls) == 2 and calls[0] <= planner_package.GUESS_SHARE * 10, "the guess has a share of the time"
    assert result["optimal"] is False and result["bound"] is None
    assert result["builds"] and result["value"] > result["value_before"], "the guess's plan, not nothing"


@pytest.mark.parametrize("guess", ["no pastures", "every space a pasture"])
def test_a_first_guess_is_only_a_hint_never_the_answer(monkeypatch, guess):
    # A poor guess (no pastures) or one no plan keeps (every space a pasture on 9 borders)
    # leaves the optimum as it is: the search still proves it over every plan.
    request = {"game": "acbas", "expansions": {"right": 2}, "budget": {"borders": 9, "wood": 9}, "animals": "any",
               "objective": "animal_points"}
    best = check(plan(request))
    build = acbas_plan.build

    def guessing(model, request_):
        built = build(model, request_)
        assert built.guess  # the planner guesses pastures here; replace them
        return dataclasses.replace(built, guess=dict.fromkeys(built.guess, int(guess == "every space a pasture")))

    monkeypatch.setattr(acbas_plan, "build", guessing)
    result = check(plan(request))
    assert result["optimal"] and result["value"] == best["value"] == 67 and result["cost"] == best["cost"]


def test_with_no_plan_found_in_time_the_answer_is_to_build_nothing(monkeypatch):
    build = acbas_plan.build
    monkeypatch.setattr(acbas_plan, "build", lambda model, request: dataclasses.replace(
        build(model, request), parameters={"max_deterministic_time": 0.0, "cp_model_presolve": False}))
    result = check(plan({"game": "acbas", "expansions": {"right": 4}, "budget": {"borders": 17, "wood": 17},
                         "animals": "any"}))
    assert (result["optimal"], result["builds"], result["value"]) == (False, [], result["value_before"])
    assert result["cost"] == {"wood": 0, "stone": 0, "reed": 0, "borders": 0}
    assert result["farm"]["supply"] == {"wood": 17, "stone": 0, "reed": 0}
    assert result["bound"] is None or result["bound"] >= result["value"]


@pytest.mark.parametrize(("request_", "where"), [
    ({"game": "agricola"}, "budget"),
    ({"game": "agricola", "budget": {"clay": 3}}, "budget"),
    ({"game": "agricola", "budget": {"wood": -1}}, "budget.wood"),
    ({"game": "agricola", "budget": {"wood": "lots"}}, "budget.wood"),
    ({"game": "agricola", "budget": {"wood": 3}, "objective": "fun"}, "objective"),
    ({"game": "agricola", "budget": {"wood": 3}, "animals": "many"}, "animals"),
    ({"game": "acbas", "budget": {"borders": 3, "gold": 1}}, "budget"),
    ({"game": "hens", "budget": {}}, "game"),
    ({"game": "agricola", "players": [{}], "budget": {"wood": 3}}, "players"),
    ({"game": "agricola", "budget": {"wood": 3}, "farmyard": ["R R"]}, "farmyard"),
])
def test_a_bad_request_names_the_field(request_, where):
    with pytest.raises(InvalidDocument) as caught:
        plan(request_)
    assert caught.value.where == where


def test_a_budget_above_what_the_game_could_spend_is_refused_within_game_limits():
    plan({"game": "agricola", "budget": {"wood": 30}, "animals": "any"})  # fine without the limits
    with pytest.raises(TooMuchWork) as caught:
        plan({"game": "agricola", "budget": {"wood": 30}, "animals": "any"}, within_game_limits=True)
    assert caught.value.where == "budget.wood"
    assert "23" in caught.value.message  # 15 fences and 4 stables
