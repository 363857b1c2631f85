""""Plan my farm" in a real browser (Debian's Chromium through Playwright): the farm as
entered and the planner's inputs posted, the planned farm's picture with what is new
marked, the builds and their cost, and axe-core's accessibility check."""

from __future__ import annotations

from axe_playwright_python.sync_playwright import Axe

from calculator import planner

SHOTS = "/tmp/agricalc-{}.png"


def submit_plan(page) -> None:
    with page.expect_navigation():
        page.get_by_role("button", name="Plan my farm").click()


def serious(page) -> list[tuple[str, str, list]]:
    """axe-core's serious and critical violations on the page as it is now."""
    found = Axe().run(page).response["violations"]
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in found if v["impact"] in ("serious", "critical")]


def test_agricola_plan_my_farm_shows_the_planned_farm_and_its_builds(page):
    page.goto("/agricola")
    page.fill("#f-budget-wood", "17")
    page.check("input[name='objective'][value='animal_points']")
    page.check("input[name='herd'][value='any']")
    submit_plan(page)
    expected = planner.plan({"game": "agricola", "farmyard": [". . . . .", "R . . . .", "R . . . ."], "people": 2,
                             "budget": {"wood": 17}, "animals": "any", "objective": "animal_points"}, solver="exact")
    assert page.locator("#result-title .total").inner_text() == str(expected["value"])
    assert page.locator("#proof").inner_text().startswith("Proven optimal")
    new_fences = sum(build["kind"] == "fence" for build in expected["builds"])
    new_stables = sum(build["kind"] == "stable" for build in expected["builds"])
    figure = page.locator("figure.planned")
    assert figure.locator("svg[role='img'] line.fence").count() == new_fences  # the start farmyard has none
    assert figure.locator(".plan-marks line.new-edge").count() == new_fences
    assert figure.locator(".plan-marks rect.new-cell").count() == new_stables
    assert [item.strip() for item in figure.locator(".plan-legend li").all_inner_texts()] == ["New fence", "New stable"]
    builds = page.locator("table.builds tbody tr")
    assert builds.count() == len(expected["builds"])
    assert page.locator("table.builds tfoot").inner_text().split("\t")[-1] == "17 wood"
    assert page.locator("#f-budget-wood").input_value() == "17"  # the inputs stay in the form
    page.screenshot(path=SHOTS.format("agricola-plan"), full_page=True)
    assert serious(page) == []


def test_acbas_plan_my_farm_from_an_example_and_an_error_beside_the_budget(page):
    page.goto("/acbas?example=small")
    page.fill("#f-budget-borders", "3")
    page.fill("#f-budget-stone", "6")
    page.fill("#f-budget-wood", "4")
    page.fill("#f-budget-reed", "2")
    submit_plan(page)
    assert page.locator("#result-title").inner_text().startswith("Best plan: final score")
    assert page.locator("figure.planned .plan-marks rect.new-cell").count() >= 1
    assert page.locator("table.builds tbody tr").count() >= 1
    assert serious(page) == []
    page.fill("#f-budget-borders", "18")
    submit_plan(page)
    assert page.get_by_role("alert").inner_text().startswith("Cannot plan this farm.")
    assert page.locator("#f-budget-borders-error").is_visible()
    assert page.locator("#f-budget-borders").get_attribute("aria-invalid") == "true"
    assert serious(page) == []
