"""The game pages in a real browser (Debian's Chromium through Playwright): click, type, submit.

Each test builds a position the way a person would, submits it, and checks the
page against the calculator's own score of the same document.  Screenshots go
to /tmp/agricalc-*.png.
"""

from __future__ import annotations

import calculator
from calculator.acbas.farm import parse_farm
from calculator.agricola.farm import parse_farmyard
from web.examples import example

SHOTS = "/tmp/agricalc-{}.png"


def cell(page, r: int, c: int, kind: str = "cell"):
    return page.locator(f".{kind}[data-r='{r}'][data-c='{c}']")


def paint(page, tool: str, *cells: tuple[int, int]) -> None:
    """Pick a palette tool by its label, then click each space."""
    page.get_by_role("button", name=tool, exact=True).click()
    for r, c in cells:
        cell(page, r, c).click()


def rows(page, name: str) -> list[str]:
    """The posted text field, one normalised row per line."""
    return [" ".join(line.split()) for line in page.locator(f"#f-{name}").input_value().splitlines()]


def score_of(document: dict) -> float:
    options = {"solver": "exact"} if calculator.games.info(document["game"]).board == "farm" else {}
    return calculator.score(document, **options)["total"]


def submit(page, action: str = "score") -> None:
    with page.expect_navigation():
        page.click(f"button[value='{action}']")


def test_index(page):
    page.goto("/")
    assert page.get_by_role("link", name="Agricola: All Creatures Big and Small").is_visible()
    page.screenshot(path=SHOTS.format("index"), full_page=True)


def test_acbas_farm_built_by_clicking(page):
    page.goto("/acbas")
    assert page.locator(".farm-editor").is_visible() and not page.locator("#f-farm").is_visible()
    page.fill("#f-expansions-right", "1")  # adds a column on the right
    paint(page, "Pasture a", (0, 0), (0, 1), (1, 0))
    paint(page, "Stall", (0, 2))
    paint(page, "Trough", (0, 1))
    paint(page, "Pasture b", (2, 1), (2, 2))
    assert rows(page, "farm") == ["a a+ S", "a . .", "C b b"]
    borders = len(parse_farm(["a a+ S", "a . .", "C b b"], {"right": 1}).borders)  # as the calculator sees them
    assert page.locator(".counter").inner_text() == f"Borders needed: {borders} of at most 17"
    assert cell(page, 0, 0).get_attribute("class") == "cell pasture border-n border-w"
    page.fill("#f-animals-sheep", "4")
    page.fill("#f-animals-cattle", "3")
    submit(page)
    document = {"game": "acbas", "farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
                "animals": {"sheep": 4, "cattle": 3}}
    assert page.locator("#result-title .total").inner_text() == str(score_of(document))
    picture = page.locator("figure.picture svg")
    assert picture.get_attribute("role") == "img"
    assert sorted(picture.locator("g.animals").evaluate_all("gs => gs.map(g => g.dataset.count)")) == ["3", "4"]
    assert rows(page, "farm") == ["a a+ S", "a . .", "C b b"]  # the farm stays in the form
    page.screenshot(path=SHOTS.format("acbas"), full_page=True)


def test_acbas_rule_error_highlights_the_cell(page):
    page.goto("/acbas")
    paint(page, "Open stables", (0, 0), (0, 1))
    submit(page)
    bad = cell(page, 0, 1)
    assert "error" in bad.get_attribute("class").split()
    message = page.locator("#f-farm-error")
    assert message.is_visible() and message.inner_text().startswith("Cell (0, 1): a second open stables")
    assert page.get_by_role("alert").inner_text().startswith("Cannot score this farm.")
    page.screenshot(path=SHOTS.format("acbas-error"), full_page=True)
    paint(page, "Shelter", (0, 1))  # fixing the cell clears its mark
    assert "error" not in bad.get_attribute("class").split()


def test_acbas_count_error_is_next_to_the_expansions(page):
    page.goto("/acbas")
    page.fill("#f-expansions-left", "3")
    page.fill("#f-expansions-right", "2")
    assert len(rows(page, "farm")[0].split()) == 7
    submit(page)
    message = page.locator("#fs-expansions-error")
    assert message.is_visible() and "5 expansions; the game has only 4" in message.inner_text()


def test_acbas_capacity_check(page):
    page.goto("/acbas?example=crowded")
    submit(page, "capacity")
    assert page.locator("#result-title").inner_text() == "Capacity: not all animals fit; best animal score 15"
    assert page.locator("figure.picture svg g.animals").count() == 4
    page.screenshot(path=SHOTS.format("acbas-capacity"), full_page=True)


def test_agricola_farmyard_built_by_clicking(page):
    page.goto("/agricola")
    paint(page, "Field", (0, 0), (0, 1))
    paint(page, "Room", (1, 1))
    paint(page, "Pasture a", (1, 2), (1, 3))
    paint(page, "Stable", (1, 3), (0, 4), (1, 1))  # the room refuses a stable
    farmyard = ["F F . . S", "R R a a* .", "R . . . ."]
    assert rows(page, "farmyard") == farmyard
    fences = len(parse_farmyard(farmyard).fences)
    assert page.locator(".counter").inner_text() == f"Fences needed: {fences} of at most 15"
    page.check("input[name='house'][value='clay']")
    page.fill("#f-people", "3")
    page.fill("#f-animals-sheep", "5")
    page.fill("#f-animals-boar", "1")
    page.fill("#f-grain", "2")
    page.fill("#f-majors-fireplace", "1")  # two fireplaces in the game: a count
    page.check("#f-majors-well")  # one well: a checkbox
    submit(page)
    document = {"game": "agricola", "farmyard": farmyard, "house": "clay", "people": 3,
                "animals": {"sheep": 5, "boar": 1}, "grain": 2, "majors": ["fireplace", "well"]}
    assert page.locator("#result-title .total").inner_text() == str(score_of(document))
    picture = page.locator("figure.picture svg")
    assert picture.locator("line.fence").count() == fences and picture.locator("g.stables g.stable").count() == 2
    page.screenshot(path=SHOTS.format("agricola"), full_page=True)


def test_agricola_capacity_check(page):
    page.goto("/agricola?example=mid_game")
    submit(page, "capacity")
    assert page.locator("#result-title").inner_text().startswith("Capacity: all animals fit; best score")
    assert page.locator("figure.picture svg").is_visible()


def test_hens_grid_built_by_clicking(page):
    page.goto("/hens")
    def choose(group: str, label: str) -> None:
        page.get_by_role("group", name=group, exact=True).get_by_role("button", name=label, exact=True).click()

    cell(page, 0, 0, "card").click()
    choose("Breed", "Padovana")
    choose("Value", "2")
    choose("Eggs", "2")
    cell(page, 0, 1, "card").click()
    choose("Breed", "Padovana")  # a coop turned face up takes the last card's numbers
    choose("Value", "3")
    cell(page, 1, 0, "card").click()
    choose("Breed", "Wyandotte")
    choose("Medals", "1")
    page.get_by_role("button", name="Rooster on this card").click()
    page.select_option("#f-goal_card", "G01")
    grid = [["PAD 2/2/0", "PAD 3/2/0", "coop", "coop"], ["WYA 3/2/1", "coop", "coop", "coop"],
            ["coop", "coop", "coop", "coop"]]
    assert rows(page, "grid") == [", ".join(row) for row in grid]
    assert page.locator("#f-rooster").input_value() == "1, 0"
    submit(page)
    document = {"game": "hens", "grid": grid, "rooster": [1, 0], "goal_card": "G01"}
    assert page.locator("#result-title .total").inner_text() == str(score_of(document))
    picture = page.locator("figure.picture svg")
    assert picture.locator("g.coop").count() == 9 and picture.locator("g.rooster").count() == 1
    page.screenshot(path=SHOTS.format("hens"), full_page=True)


def test_hens_layout_turns_the_grid_and_an_error_marks_the_card(page):
    page.goto("/hens?example=example")
    page.get_by_role("button", name="4 rows × 3").click()
    assert len(rows(page, "grid")) == 4 and page.locator("#f-rooster").input_value() == "3, 0"
    cell(page, 0, 1, "card").click()  # PAD 5/2/0, next to PAD 1/2/0: a Sultan 5 there clashes
    page.get_by_role("button", name="Sultan", exact=True).click()
    assert rows(page, "grid")[0] == "PAD 1/2/0, SUL 5/2/0, BAR 4/2/1"
    submit(page)
    assert page.locator(".card.error").count() == 1 and "error" in cell(page, 0, 0, "card").get_attribute("class")
    assert page.locator("#f-grid-error").is_visible()
    page.screenshot(path=SHOTS.format("hens-error"), full_page=True)


def test_without_javascript_the_text_fields_post(browser, live_server):
    context = browser.new_context(base_url=live_server, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/agricola")
        assert page.locator("#f-farmyard").is_visible() and not page.locator(".farm-editor").is_visible()
        document = example("agricola", "mid_game")
        page.fill("#f-farmyard", "\n".join(document["farmyard"]))
        page.fill("#f-people", "4")
        submit(page)
        expected = score_of({"game": "agricola", "farmyard": document["farmyard"], "people": 4})
        assert page.locator("#result-title .total").inner_text() == str(expected)
        assert page.locator("figure.picture svg").count() == 1
    finally:
        context.close()
