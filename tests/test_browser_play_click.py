"""Playing by clicking the farm in a real browser (Debian's Chromium through Playwright): borders, a
trough, a stable and a fence placed on the picture of your own farm; taking a move back; your games on
/play; the phone-size layout (no horizontal overflow, your farm right below your move); and axe-core
finding no serious or critical accessibility violation on the play pages.

Screenshots go to /tmp/agricalc-click-*.png (docs/screenshots/play_click.py makes the ones in docs/).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from axe_playwright_python.sync_playwright import Axe
from conftest import browser_page

SHOTS = "/tmp/agricalc-click-{}.png"
SERIOUS = ("serious", "critical")


def start(page, game: str = "acbas", seed: int = 7) -> str:
    """Start a game against the random bot from /play (the seed under Advanced); returns its id."""
    page.goto("/play")
    page.check(f"#f-game-{game}")
    page.select_option("select[name='bot-1']", "random")  # the form offers the best bot first
    page.locator("#advanced summary").click()
    page.fill("#f-seed", str(seed))
    with page.expect_navigation():
        page.get_by_role("button", name="Start the game").click()
    return page.url.rsplit("/", 1)[1]


def legal(page) -> list[str]:
    """The action ids this page offers (places on the farm and buttons), visible or folded."""
    return page.locator("button[name='action']").evaluate_all("buttons => buttons.map(b => b.value)")


def press(page, action: str) -> None:
    """Press the visible place or button of ``action``."""
    with page.expect_navigation():
        page.locator(f"button[name='action'][value='{action}']:visible").first.click()


def prompt(page) -> str:
    return page.locator("#actions-title").inner_text() if page.locator("#actions-title").count() else ""


def play_until(page, wanted: Callable[[], bool], prefer=(), limit: int = 150) -> None:
    """Press the preferred legal action (else the first) until ``wanted()``."""
    for _ in range(limit):
        if wanted():
            return
        actions = legal(page)
        assert actions, "the game ended first"
        press(page, next((a for a in prefer if a in actions), actions[0]))
    raise AssertionError("never reached")


def drawn(page, kind: str) -> int:
    """How many pieces of SVG class ``kind`` your farm's picture shows (not counting its legend)."""
    return page.locator(f"#your-farm svg .{kind}s .{kind}").count()


def serious_violations(page) -> list[str]:
    found = Axe().run(page).response["violations"]
    return [f"{v['impact']} {v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
            for v in found if v["impact"] in SERIOUS]


# --- placing by clicking -------------------------------------------------------------------------


def test_acbas_borders_and_a_trough_placed_by_clicking_the_farm(page):
    start(page, "acbas")
    play_until(page, lambda: "space:walls" in legal(page))
    press(page, "space:walls")
    assert "Walls" in prompt(page) and page.locator("#by-name").is_visible()
    assert not page.locator("#by-name button").first.is_visible(), "the buttons wait in the fold"
    edges = page.locator("#your-farm .place.edge-h, #your-farm .place.edge-v")
    assert edges.count() == len(legal(page)) // 2, "every border button has its place on the farm"
    before = drawn(page, "border")
    for placed in (1, 2):
        edge = edges.first.get_attribute("value")
        with page.expect_navigation():
            edges.first.click()
        assert drawn(page, "border") == before + placed
        assert page.locator(f"#your-farm svg .border[data-edge='{edge[7:].replace(':', ',')}']").count() == 1
    page.screenshot(path=SHOTS.format("acbas-borders"), full_page=True)
    play_until(page, lambda: "space:troughs" in legal(page))
    press(page, "space:troughs")
    troughs = drawn(page, "trough")
    cell = page.locator("#your-farm .place.cell").first
    with page.expect_navigation():
        cell.click()
    assert drawn(page, "trough") == troughs + 1


AGRICOLA_ROUTE = ("space:fences", "space:build", "space:wood")


def test_agricola_stable_and_fence_placed_by_clicking_the_farm(page):
    start(page, "agricola")
    play_until(page, lambda: "Build rooms" in prompt(page), AGRICOLA_ROUTE)
    assert page.locator("#click-hint").inner_text() == "Click a marked place on your farm: stable."
    with page.expect_navigation():
        page.locator("#your-farm .place.cell").nth(6).click()
    assert drawn(page, "stable") == 1
    play_until(page, lambda: "Fence a pasture" in prompt(page), ("done", *AGRICOLA_ROUTE))
    with page.expect_navigation():
        page.locator("#your-farm .place.cell").first.click()
    assert page.locator("#your-farm .picked").count() == 1, "the space picked is marked"
    page.screenshot(path=SHOTS.format("agricola-fence"), full_page=True)
    fences = drawn(page, "fence")
    with page.expect_navigation():
        page.get_by_role("button", name=re.compile("fence in this pasture")).click()
    assert drawn(page, "fence") >= fences + 4 and page.locator("#your-farm .picked").count() == 0


# --- take back and my games ----------------------------------------------------------------------


def test_take_back_your_last_move(page):
    game_id = start(page, "acbas", seed=21)
    offered = legal(page)
    press(page, offered[0])
    moves = page.locator(".moves-list li")
    assert moves.count() >= 1 and page.locator("#take-back").is_visible()
    log = page.request.get(f"/api/v1/games/{game_id}/log").json()
    with page.expect_navigation():
        page.locator("#take-back").click()
    after = page.request.get(f"/api/v1/games/{game_id}/log").json()
    assert len(after["actions"]) < len(log["actions"]) and len(after["taken_back"]) == 1
    assert legal(page) == offered, "your choices are back as they were"
    assert not page.locator("#message").count()


def test_your_games_are_listed_on_play(page):
    first = start(page, "agricola", seed=4)
    second = start(page, "acbas", seed=5)
    page.goto("/play")
    games = page.locator("#my-games li a")
    assert [games.nth(i).get_attribute("href") for i in range(games.count())] == [f"/play/{second}", f"/play/{first}"]
    with page.expect_navigation():
        games.nth(1).click()
    assert page.url.endswith(f"/play/{first}") and page.locator("#actions").is_visible()


# --- the phone layout ----------------------------------------------------------------------------


def no_overflow(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"{page.url} is {width} px wide"


def farm_below_move(page) -> None:
    """Your farm starts right under your move (not after the board)."""
    move = page.locator("#actions").bounding_box()
    farm = page.locator("#your-farm").bounding_box()
    assert 0 <= farm["y"] - (move["y"] + move["height"]) <= 32, (move, farm)
    assert farm["x"] >= 0 and farm["x"] + farm["width"] <= 390


def test_play_on_a_phone(phone):
    phone.goto("/play")
    no_overflow(phone)
    start(phone, "acbas")
    play_until(phone, lambda: "space:walls" in legal(phone))
    press(phone, "space:walls")
    no_overflow(phone)
    farm_below_move(phone)
    edge = phone.locator("#your-farm .place.edge-h, #your-farm .place.edge-v").first.bounding_box()
    assert min(edge["width"], edge["height"]) >= 44, "a border's place is a finger-size target"
    phone.screenshot(path=SHOTS.format("phone-acbas"), full_page=True)
    start(phone, "agricola")
    play_until(phone, lambda: "Build rooms" in prompt(phone), AGRICOLA_ROUTE)
    no_overflow(phone)
    farm_below_move(phone)
    cell = phone.locator("#your-farm .place.cell").first.bounding_box()
    assert min(cell["width"], cell["height"]) >= 44
    start(phone, "hens")
    no_overflow(phone)
    phone.goto("/play")
    no_overflow(phone)


# --- accessibility -------------------------------------------------------------------------------


# Each width walks whole games by clicks (half a minute): the suite walks the desk's, a soak run
# the phone's too (the phone's layout has tests of its own above).
@pytest.mark.parametrize("width", [1280, pytest.param(390, marks=pytest.mark.slow)])
def test_the_play_pages_have_no_serious_accessibility_violation(browser, live_server, width):
    with browser_page(browser, live_server, width) as page:
        pages = {}
        page.goto("/play")
        pages["new game"] = serious_violations(page)
        start(page, "acbas")
        pages["acbas"] = serious_violations(page)
        play_until(page, lambda: "space:walls" in legal(page))
        press(page, "space:walls")
        pages["acbas borders"] = serious_violations(page)
        start(page, "acbas")
        play_until(page, lambda: bool(page.locator(".counted").count()),
                   ("space:pigs_sheep", "space:cattle_pigs", "space:horses_sheep", "space:millpond"), limit=300)
        pages["acbas release"] = serious_violations(page)
        play_until(page, lambda: bool(page.locator("#final").count()), limit=400)
        pages["acbas finished"] = serious_violations(page)
        start(page, "agricola")
        play_until(page, lambda: "Build rooms" in prompt(page), AGRICOLA_ROUTE)
        pages["agricola build"] = serious_violations(page)
        start(page, "hens")
        pages["hens"] = serious_violations(page)
        page.goto("/play")
        pages["my games"] = serious_violations(page)
        assert page.locator("#my-games").is_visible()
    assert {name: found for name, found in pages.items() if found} == {}
