"""A whole table scored in a real browser (Debian's Chromium through Playwright), as a table of
players would after a game: names and farms entered by clicking and typing, a card picked, the
sheet stored, read again and downloaded; phone-size layouts; accessibility checked by axe-core.

Screenshots go to /tmp/agricalc-*.png (docs/screenshots/table_sheet.py makes the ones kept in docs/).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe

import calculator
from conftest import soaking
from web.examples import example

SHOTS = "/tmp/agricalc-{}.png"
PHONE = {"width": 390, "height": 844}
PNG = b"\x89PNG\r\n\x1a\n"


def paint(panel, tool: str, *cells: tuple[int, int]) -> None:
    """In a player's panel: pick a palette tool by its label, then click each space."""
    panel.get_by_role("button", name=tool, exact=True).click()
    for r, c in cells:
        panel.locator(f".cell[data-r='{r}'][data-c='{c}']").click()


def score_button(page):
    return page.locator(".buttons button[value='score']")


def submit(page) -> None:
    with page.expect_navigation():
        score_button(page).click()


def choose_players(page, count: int) -> None:
    """Choose how many play: the page comes back with that many tabs."""
    with page.expect_navigation():
        page.select_option("#f-players", str(count))
    assert page.get_by_role("tab").count() == count


def open_player(page, seat: int, name: str):
    """Open a player's tab, type the name; the player's panel."""
    page.get_by_role("tab").nth(seat).click()
    panel = page.locator(f"#player-{seat}")
    assert panel.is_visible() and page.locator(".player-panel:visible").count() == 1
    panel.get_by_label("Name", exact=True).fill(name)
    assert page.get_by_role("tab").nth(seat).inner_text() == name
    return panel


def totals(page) -> list[str]:
    return page.locator("table.sheet tfoot th.num").all_inner_texts()


def scored(document: dict) -> dict:
    return calculator.score(document, **({"solver": "exact"} if calculator.games.info(document["game"]).board == "farm"
                                         else {}))


# --- three tables, entered by clicking and typing ------------------------------------------------------


AGRICOLA = [  # name, what is clicked (tool, spaces), what is typed (input, value), the entry it makes
    ("Ann", [("Field", [(0, 0), (0, 1)]), ("Pasture a", [(1, 2), (1, 3)]), ("Stable", [(1, 3)])],
     {"animals-sheep": "4", "grain": "3"},
     {"farmyard": ["F F . . .", "R . a a* .", "R . . . ."], "animals": {"sheep": 4}, "grain": 3}),
    ("Bob", [("Room", [(1, 1)]), ("Field", [(0, 0), (0, 1), (0, 2)])], {"people": "3", "vegetables": "2"},
     {"farmyard": ["F F F . .", "R R . . .", "R . . . ."], "people": 3, "vegetables": 2}),
    ("Cy", [("Pasture a", [(0, 3), (0, 4), (1, 3), (1, 4)])], {"animals-cattle": "5", "begging": "1"},
     {"farmyard": [". . . a a", "R . . a a", "R . . . ."], "animals": {"cattle": 5}, "begging": 1}),
    ("Di", [("Field", [(2, 4)])], {"animals-boar": "1"},
     {"farmyard": [". . . . .", "R . . . .", "R . . . F"], "animals": {"boar": 1}}),
]


def test_a_four_player_agricola_table_entered_by_clicking_and_typing_is_stored_reloaded_and_downloaded(page):
    page.goto("/agricola/table")
    choose_players(page, 4)
    page.get_by_label("Title").fill("Friday at the club")
    for seat, (name, clicks, typed, _) in enumerate(AGRICOLA):
        panel = open_player(page, seat, name)
        for tool, cells in clicks:
            paint(panel, tool, *cells)
        for field, value in typed.items():
            page.fill(f"#f-p{seat}-{field}", value)
    page.get_by_role("tab", name="Ann").click()
    page.fill("#f-p0-cards-find", "tave")  # the picker finds the Tavern as you type
    page.get_by_role("option", name=re.compile("^Tavern")).click()
    assert page.locator("#f-p0-cards-picked .pick").inner_text().startswith("×\nTavern (I100) 2 points")
    page.get_by_label("times the owner used the Tavern and chose points").fill("2")
    page.fill("#f-p0-cards-find", "clogs")
    page.keyboard.press("Enter")
    assert page.locator("#f-p0-cards").input_value() == "I100\nE28"
    page.screenshot(path=SHOTS.format("table-agricola"), full_page=True)
    submit(page)

    assert re.search(r"/results/[\w-]+$", page.url)
    players = [{"name": name, **entry} for name, _, _, entry in AGRICOLA]
    players[0].update(cards=["I100", "E28"], card_inputs={"I100": 2})
    want = scored({"game": "agricola", "players": players})
    assert totals(page) == [str(p["total"]) for p in want["players"]]
    assert page.locator("h1").inner_text() == "Friday at the club"
    tavern = page.locator(".player-cards-table", has_text="Ann").locator("tr", has_text="Tavern")
    assert tavern.locator("td").all_inner_texts()[1:] == ["2", "4", "tavern bonus uses 2 x 2 = 4"]
    address = page.url
    page.reload()
    assert page.url == address and totals(page) == [str(p["total"]) for p in want["players"]]
    assert len(page.request.get("/api/v1/results").json()["results"]) >= 1
    stored = page.request.get("/api/v1" + address.split(page.url.split("/results/")[0], 1)[1]).json()
    assert stored["document"]["players"][0]["cards"] == ["I100", "E28"]
    with page.expect_download() as download:
        page.get_by_role("link", name="PNG of Ann's picture").click()
    with open(download.value.path(), "rb") as picture:
        assert picture.read(8) == PNG
    assert download.value.suggested_filename == "friday-at-the-club-ann.png"
    page.screenshot(path=SHOTS.format("sheet-agricola"), full_page=True)


def test_a_two_player_acbas_table_decided_by_the_tie_break(page):
    page.goto("/acbas/table")
    assert page.get_by_role("tab").count() == 2, "ACBAS is always two"
    for seat, name in enumerate(("Ann", "Bob")):
        panel = open_player(page, seat, name)
        paint(panel, "Pasture a", (0, 0), (0, 1))
        page.fill(f"#f-p{seat}-animals-sheep", "3")
    page.select_option("#f-start_player", label="Ann")  # the choice is named as the players were
    submit(page)
    entry = {"farm": ["a a", ". .", "C ."], "animals": {"sheep": 3}}
    want = scored({"game": "acbas", "players": [entry, entry], "start_player": 0})
    assert want["winners"] == [1] and totals(page) == [str(want["players"][0]["total"])] * 2
    assert page.locator("table.sheet thead th.winner").inner_text().startswith("Bob")
    assert page.locator("#tie-break").inner_text() == (
        f"Tie: Ann and Bob both have {want['players'][0]['total']} points; the tie goes to Bob, because Ann was the "
        "start player in round 1.")
    page.screenshot(path=SHOTS.format("sheet-acbas-tie"), full_page=True)


def test_a_three_player_hens_table(page):
    page.goto("/hens/table")
    choose_players(page, 3)
    page.select_option("#f-goal_card", "G01")
    cards = {"Ann": ("Padovana", "2"), "Bob": ("Sultan", "5"), "Cy": ("Cemani", "6")}
    for seat, (name, (breed, value)) in enumerate(cards.items()):
        panel = open_player(page, seat, name)
        panel.locator(".card[data-r='0'][data-c='0']").click()
        panel.get_by_role("group", name="Breed", exact=True).get_by_role("button", name=breed, exact=True).click()
        panel.get_by_role("group", name="Value", exact=True).get_by_role("button", name=value, exact=True).click()
        panel.get_by_role("button", name="Rooster on this card").click()
        assert page.locator(f"#f-p{seat}-rooster").input_value() == "0, 0"
    submit(page)
    players = [{"name": name, "grid": [[hen, "coop", "coop", "coop"], ["coop"] * 4, ["coop"] * 4], "rooster": [0, 0]}
               for name, hen in (("Ann", "PAD 2/1/0"), ("Bob", "SUL 5/1/0"), ("Cy", "CEM 6/1/0"))]
    want = scored({"game": "hens", "players": players, "goal_card": "G01"})
    assert [head.split()[0] for head in page.locator("table.sheet thead th.num").all_inner_texts()] == ["Ann", "Bob", "Cy"]
    assert totals(page) == [str(p["total"]) for p in want["players"]]
    assert "Goal card G01" in page.locator(".table-facts").inner_text()
    page.screenshot(path=SHOTS.format("sheet-hens"), full_page=True)


def test_without_javascript_every_player_stacks_and_the_table_posts(browser, live_server):
    context = browser.new_context(base_url=live_server, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/acbas/table")
        assert page.locator(".player-panel:visible").count() == 2 and page.get_by_role("tab").count() == 0
        for seat, name in enumerate(("Ann", "Bob")):
            page.fill(f"#f-p{seat}-name", name)
            page.fill(f"#f-p{seat}-farm", "a a\na .\nC .")
        page.fill("#f-p1-animals-cattle", "2")
        submit(page)
        entry = {"farm": ["a a", "a .", "C ."]}
        want = scored({"game": "acbas", "players": [entry, {**entry, "animals": {"cattle": 2}}]})
        assert totals(page) == [str(p["total"]) for p in want["players"]]
    finally:
        context.close()


def test_an_error_opens_the_tab_of_the_player_it_is_about(page):
    page.goto("/agricola/table?players=3")
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        paint(open_player(page, seat, name), "Field", (0, 0))
    panel = open_player(page, 2, "Cy")
    panel.get_by_text("Cards in play as text").click()
    page.fill("#f-p2-cards", "Clogs\nGolden Goose")
    assert panel.locator(".pick .unknown").inner_text() == "no card of the E, I or K deck has this id or name"
    submit(page)
    assert page.locator("#player-2").is_visible() and not page.locator("#player-0").is_visible()
    assert page.get_by_role("alert").inner_text().endswith(
        "Cy's cards in play: unknown card 'Golden Goose'; give a card of the E, I or K deck by id (e.g. \"E28\") "
        "or by its English name")
    assert page.locator("#f-p2-cards-error").is_visible()


def test_a_required_card_input_of_a_hidden_player_opens_that_player(page):
    page.goto("/agricola/table")
    page.fill("#f-p0-cards-find", "Tavern")
    page.keyboard.press("Enter")
    page.get_by_role("tab").nth(1).click()
    score_button(page).click()  # the browser asks for the Tavern's input first: the post waits
    assert page.locator("#player-0").is_visible() and not page.locator("#player-1").is_visible()
    assert page.locator("#f-p0-card_inputs-I100").evaluate(
        "field => field.matches(':invalid') && document.activeElement === field")


# --- the fixes of issue 16 item 7 --------------------------------------------------------------------------


def test_the_materials_fieldsets_look_like_the_others(page):
    for path, materials in (("/acbas", "#fs-supply"), ("/agricola", "#fs-supply")):
        page.goto(path)
        look = "fs => [getComputedStyle(fs).color, getComputedStyle(fs).opacity, getComputedStyle(fs.querySelector('legend')).color]"
        assert page.locator(materials).evaluate(look) == page.locator("#fs-animals").evaluate(look)


def test_palette_buttons_are_big_enough_for_a_finger(page):
    for path in ("/acbas", "/agricola", "/hens"):
        page.goto(path)
        heights = page.locator(".tool:visible").evaluate_all("tools => tools.map(t => t.getBoundingClientRect().height)")
        assert heights and min(heights) >= 44, (path, min(heights))


# --- phone-size layouts and accessibility ------------------------------------------------------------------


def stored_sheet(page, game: str, players: int) -> str:
    """A sheet stored through the API: its address."""
    entries = [{"name": name, **{k: v for k, v in example(game).items() if k != "game"}}
               for name in ("Ann", "Bob", "Cy", "Di", "Ed")[:players]]
    document = {"game": game, "title": "Club night", "players": entries}
    if game == "agricola":
        entries[0].update(cards=["E28", "Tavern"], card_inputs={"I100": 3})
    return page.request.post("/api/v1/results", data=document).json()["url"]


PAGES = ["/", "/acbas", "/agricola", "/hens", "/acbas/table", "/agricola/table?players=5", "/hens/table?players=4",
         "/results"]
SHEETS = [("acbas", 2), ("agricola", 5), ("hens", 4)]


@pytest.mark.parametrize("path", PAGES + [f"sheet:{game}:{n}" for game, n in SHEETS])
def test_a_phone_shows_every_page_without_sideways_scrolling(browser, live_server, path):
    context = browser.new_context(base_url=live_server, viewport=PHONE)
    page = context.new_page()
    try:
        if path.startswith("sheet:"):
            _, game, players = path.split(":")
            path = stored_sheet(page, game, int(players))
        page.goto(path)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path
        for editor in page.locator(".hens-editor:visible .cards, .farm-editor:visible .cells").all():
            inside = editor.evaluate("grid => grid.getBoundingClientRect().right <= "
                                     "grid.closest('fieldset').getBoundingClientRect().right")
            assert inside, f"{path}: the grid runs past its fieldset"
    finally:
        context.close()


def serious(page) -> list[tuple[str, str, list]]:
    """axe-core's serious and critical violations on the page as it is now."""
    found = Axe().run(page).response["violations"]
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in found if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("path", PAGES + ["/nothing-here"])
def test_axe_finds_no_serious_violation(page, path):
    page.goto(path)
    assert serious(page) == []


@pytest.mark.parametrize("game, players", SHEETS)
def test_axe_finds_no_serious_violation_on_a_sheet(page, game, players):
    page.goto(stored_sheet(page, game, players))
    assert serious(page) == []


def test_axe_finds_no_serious_violation_on_results_errors_and_notices(page):
    page.goto("/acbas?example=crowded")
    submit(page)  # scored after the best release, with a notice
    assert page.locator("#released").is_visible() and serious(page) == []
    page.goto("/hens?example=example")
    with page.expect_navigation():
        page.click("button[value='score']")
    assert serious(page) == []
    page.goto("/acbas/table")
    open_player(page, 1, "Bob").get_by_text("Farm as text").click()
    page.fill("#f-p1-farm", "a a\nX .\nC .")
    submit(page)
    assert page.get_by_role("alert").is_visible() and serious(page) == []


def test_a_printed_sheet_fits_one_page(page):
    page.goto(stored_sheet(page, "agricola", 5))
    pdf = page.pdf(format="A4")
    assert pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages") == 1


def test_the_screenshots_script_takes_its_pictures(browser, tmp_path):
    """docs/screenshots/table_sheet.py, as a reader reruns it (in its own process: it drives its own browser).

    Twenty seconds of a second browser for pictures the tests above check page by page: a soak run's."""
    if not soaking():
        pytest.skip("the documentation's screenshots script runs in a soak run (AGRICALC_SOAK_GAMES set)")
    script = Path(__file__).parents[1] / "docs" / "screenshots" / "table_sheet.py"
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    names = {"form-agricola-desk.png", "form-agricola-phone.png", "sheet-desk.png", "sheet-phone.png", "sheet-tie-desk.png"}
    assert {path.name for path in tmp_path.iterdir()} == names
    for name in names:
        assert (tmp_path / name).read_bytes()[:8] == PNG


# --- quick entry (issue 27 item 1) ------------------------------------------------------------------


def test_quick_entry_hides_the_board_is_remembered_and_passes_axe(page):
    page.goto("/hens/table?players=3")
    first = open_player(page, 0, "Ann")
    assert first.locator(".quick-entry").is_hidden() and first.locator(".board").is_visible()
    first.get_by_role("radio", name="Quick entry").check()
    assert first.locator(".board").is_hidden() and first.locator("fieldset.group.rooster").is_hidden()
    assert page.locator(".entry-choice input[value='quick']:checked").count() == 3, "the others follow on a fresh form"
    for label, value in (("Hens in the largest group", "5"), ("Eggs in the largest group", "11"),
                         ("Hens in the second-largest group", "3"), ("Goal points", "-2")):
        first.get_by_label(label, exact=True).fill(value)
    assert Axe().run(page).response["violations"] == []
    second = open_player(page, 1, "Bob")
    second.get_by_label("Hens in the largest group", exact=True).fill("13")
    submit(page)
    assert page.get_by_role("alert").is_visible()
    assert page.locator("#f-p1-counts-largest_group_size").get_attribute("aria-invalid") == "true"
    assert serious(page) == []
    page.goto("/hens/table")  # a fresh form: this browser chose quick entry last
    assert page.locator(".entry-choice input[value='quick']:checked").count() == 2
    assert page.locator("#player-0 .quick-entry").is_visible()


def test_quick_entry_fits_a_phone_and_scores_the_table(phone):
    phone.goto("/agricola/table")
    panel = open_player(phone, 0, "Ann")
    panel.get_by_role("radio", name="Quick entry").check()
    for key, value in (("fields", "4"), ("pastures", "2"), ("unused_spaces", "2"), ("rooms", "3")):
        phone.fill(f"#f-p0-counts-{key}", value)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    open_player(phone, 1, "Bob")
    phone.fill("#f-p1-counts-unused_spaces", "13")
    submit(phone)
    want = scored({"game": "agricola", "players": [
        {"counts": {"fields": 4, "pastures": 2, "unused_spaces": 2, "fenced_stables": 0, "rooms": 3}},
        {"counts": {"fields": 0, "pastures": 0, "unused_spaces": 13, "fenced_stables": 0, "rooms": 2}}]})
    assert totals(phone) == [str(p["total"]) for p in want["players"]]
    assert phone.get_by_text("Scored by quick entry: nothing drawn.").count() == 2
    assert serious(phone) == []


def pressed(panel, input_id: str) -> list[str]:
    """The values whose tap is pressed beside input ``input_id``."""
    return panel.locator(f".taps[data-for='{input_id}'] button[aria-pressed='true']").all_inner_texts()


def test_a_tap_puts_its_value_in_the_count_and_a_typed_value_stays_reachable(phone):
    phone.goto("/agricola/table")
    ann = open_player(phone, 0, "Ann")
    ann.get_by_role("radio", name="Quick entry").check()
    assert pressed(ann, "f-p0-counts-rooms") == ["2"] and pressed(ann, "f-p0-counts-pastures") == ["0"]
    for label, value in (("Rooms", "4"), ("Pastures", "3"), ("Fenced stables", "2"), ("People", "5"),
                         ("Cooking Hearth", "1")):
        ann.get_by_role("group", name=label, exact=True).get_by_role("button", name=value, exact=True).click()
    assert phone.input_value("#f-p0-counts-rooms") == "4" and pressed(ann, "f-p0-counts-rooms") == ["4"]
    assert phone.input_value("#f-p0-people") == "5" and phone.input_value("#f-p0-majors-cooking_hearth") == "1"
    phone.fill("#f-p0-counts-rooms", "7")  # past the taps: typed, no tap pressed
    assert pressed(ann, "f-p0-counts-rooms") == []
    ann.get_by_role("group", name="Rooms", exact=True).get_by_role("button", name="4", exact=True).click()
    for key, value in (("counts-fields", "4"), ("counts-unused_spaces", "1"), ("animals-sheep", "8")):
        phone.fill(f"#f-p0-{key}", value)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert Axe().run(phone).response["violations"] == []
    open_player(phone, 1, "Bob")
    phone.fill("#f-p1-counts-unused_spaces", "13")
    submit(phone)
    want = scored({"game": "agricola", "players": [
        {"counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4}, "people": 5,
         "majors": ["cooking_hearth"], "animals": {"sheep": 8}},
        {"counts": {"fields": 0, "pastures": 0, "unused_spaces": 13, "fenced_stables": 0, "rooms": 2}}]})
    assert totals(phone) == [str(p["total"]) for p in want["players"]]


def test_the_manger_asks_its_pasture_spaces_as_its_card_input_beside_it_in_quick_entry_only(page):
    page.goto("/agricola/table")
    ann = open_player(page, 0, "Ann")
    ann.get_by_role("radio", name="Quick entry").check()
    page.fill("#f-p0-cards-find", "mang")
    page.get_by_role("option", name=re.compile("^Manger")).first.click()
    spaces = ann.locator(".chosen-cards").get_by_label("Pasture spaces", exact=True)
    assert spaces.is_visible() and spaces.get_attribute("name") == "players[0].card_inputs.E23.pasture_spaces"
    ann.get_by_role("radio", name="Draw the farmyard").check()
    assert spaces.is_hidden(), "a drawn farmyard shows its pasture spaces"
    ann.get_by_role("radio", name="Quick entry").check()
    for key, value in (("counts-fields", "4"), ("counts-pastures", "3"), ("counts-unused_spaces", "1"),
                       ("counts-fenced_stables", "2"), ("counts-rooms", "4"), ("card_inputs-E23-pasture_spaces", "6")):
        page.fill(f"#f-p0-{key}", value)
    assert Axe().run(page).response["violations"] == []
    open_player(page, 1, "Bob")
    page.fill("#f-p1-counts-unused_spaces", "13")
    submit(page)
    want = scored({"game": "agricola", "players": [
        {"counts": {"fields": 4, "pastures": 3, "unused_spaces": 1, "fenced_stables": 2, "rooms": 4},
         "cards": ["Manger"], "card_inputs": {"E23": {"pasture_spaces": 6}}},
        {"counts": {"fields": 0, "pastures": 0, "unused_spaces": 13, "fenced_stables": 0, "rooms": 2}}]})
    assert want["players"][0]["cards"][0]["bonus"] == 1
    assert totals(page) == [str(p["total"]) for p in want["players"]]


def test_without_javascript_the_taps_stay_hidden_and_the_counts_are_typed(browser, live_server):
    context = browser.new_context(base_url=live_server, java_script_enabled=False)
    page = context.new_page()
    try:
        page.goto("/agricola/table")
        assert page.locator(".taps").count() > 0 and page.locator(".taps:visible").count() == 0
        assert page.locator("#f-p0-counts-rooms").is_visible() and page.locator("#f-p0-people").is_visible()
    finally:
        context.close()


@pytest.mark.slow
def test_the_quick_entry_script_counts_the_effort_and_takes_its_pictures(browser, tmp_path):
    """docs/screenshots/quick_entry.py, as a reader reruns it: one line of effort per table and size."""
    script = Path(__file__).parents[1] / "docs" / "screenshots" / "quick_entry.py"
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    efforts = re.findall(r"^(agricola|hens), (\d) players, (desk|phone): (\d+) clicks, (\d+) typed fields", done.stdout,
                         re.MULTILINE)
    assert sorted((game, players, size) for game, players, size, _, _ in efforts) == [
        ("agricola", "4", "desk"), ("agricola", "4", "phone"), ("hens", "3", "desk"), ("hens", "3", "phone")]
    goals = {"agricola": 30, "hens": 20}  # issue 27: at most 30 typed fields for four Agricola players, 20 for three Hens
    assert all(int(fields) <= goals[game] for game, _, _, _, fields in efforts), done.stdout
    names = {f"quick-{game}-{size}.png" for game in ("agricola", "hens") for size in ("desk", "phone")}
    assert {path.name for path in tmp_path.iterdir()} == names | {"quick-sheet-desk.png"}
    assert all(path.read_bytes()[:8] == PNG for path in tmp_path.iterdir())


# --- a phone (issue 27 item 5) ----------------------------------------------------------------------------


def test_on_a_phone_the_player_tabs_stay_in_reach_at_the_bottom_of_a_panel(phone):
    phone.goto("/agricola/table?players=4")
    phone.get_by_role("tab").nth(2).click()
    phone.locator("#player-2 .buttons, .buttons").last.scroll_into_view_if_needed()
    tabs = phone.locator(".tabs").bounding_box()
    assert phone.evaluate("scrollY") > 1000 and 0 <= tabs["y"] <= 1, "the tabs stick to the top of the screen"
    phone.get_by_role("tab").nth(3).click()
    assert phone.locator("#player-3").is_visible()


def test_on_a_phone_the_acbas_expansions_come_above_the_farm(phone):
    for path, expansions, farm in (("/acbas", "#fs-expansions", "#fs-farm"),
                                   ("/acbas/table", "#fs-p0-expansions", "#fs-p0-farm")):
        phone.goto(path)
        assert phone.locator(expansions).bounding_box()["y"] < phone.locator(farm).bounding_box()["y"], path


def test_on_a_desk_the_acbas_expansions_stay_beside_the_farm(page):
    page.goto("/acbas")
    assert page.locator("#fs-expansions").bounding_box()["x"] > page.locator("#fs-farm").bounding_box()["x"]


def test_every_player_with_an_error_is_flagged_and_the_summary_opens_their_tab(page):
    page.goto("/acbas/table")
    open_player(page, 0, "Ann")
    submit(page)  # nothing entered for either player
    assert page.get_by_role("alert").locator("a").count() == 2
    assert page.locator(".tabs [role='tab'].flagged").count() == 2
    page.get_by_role("alert").locator("a").nth(1).click()
    assert page.locator("#player-1").is_visible() and not page.locator("#player-0").is_visible()
