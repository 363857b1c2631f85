"""Editing a sheet and keeping a club's ratings in a real browser (Debian's Chromium through
Playwright): "Edit this table" only where the sheet was stored, the form filled in, each edit a
version listed on the sheet, print and copy-link buttons; a club made, sheets filed under it, its
ratings and chart; every page checked by axe-core (no violation at all) and on a phone.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from web.examples import example

PHONE = {"width": 390, "height": 844}


def violations(page) -> list[tuple[str, str, list]]:
    """axe-core's violations on the page as it is now, of any impact."""
    found = Axe().run(page).response["violations"]
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in found]


def document(game: str, names: list[str], **extra) -> dict:
    entry = {k: v for k, v in example(game).items() if k != "game"}
    return {"game": game, "players": [{**entry, "name": name} for name in names], **extra}


def test_a_sheet_is_edited_where_it_was_stored_and_keeps_its_versions(page, browser, live_server):
    stored = page.request.post("/api/v1/results", data=document("hens", ["Ann", "Bob"], title="Club night")).json()
    page.goto(stored["url"])
    assert page.get_by_role("button", name="Print").is_visible()
    assert page.get_by_role("button", name="Copy the link").is_visible()
    assert violations(page) == []
    with page.expect_navigation():
        page.get_by_role("link", name="Edit this table").click()
    assert page.locator("#f-title").input_value() == "Club night"
    assert page.locator("#f-p1-name").input_value() == "Bob"
    assert violations(page) == []
    page.fill("#f-title", "Club night, corrected")
    with page.expect_navigation():
        page.locator(".buttons button[value='score']").click()
    assert page.url.endswith(stored["url"])
    assert page.locator("h1").inner_text() == "Club night, corrected"
    assert page.get_by_text("Version 2 of 2").is_visible()
    assert violations(page) == []
    with page.expect_navigation():
        page.get_by_role("link", name="Version 1").click()
    assert page.locator("h1").inner_text() == "Club night" and page.get_by_text("Version 1 of 2").is_visible()
    assert violations(page) == []

    other = browser.new_context(base_url=live_server)  # another browser: no edit key
    try:
        stranger = other.new_page()
        stranger.goto(stored["url"])
        assert stranger.locator("h1").inner_text() == "Club night, corrected"
        assert stranger.get_by_role("link", name="Edit this table").count() == 0
    finally:
        other.close()


def test_the_copy_link_button_copies_the_sheet_s_address(page, live_server):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_server)
    stored = page.request.post("/api/v1/results", data=document("acbas", ["Ann", "Bob"], start_player=0)).json()
    page.goto(stored["url"] + "?version=1")
    page.get_by_role("button", name="Copy the link").click()
    expect(page.locator(".sheet-actions .copied")).to_have_text("Link copied.")
    assert page.evaluate("navigator.clipboard.readText()") == live_server + stored["url"]


def test_a_club_is_made_its_sheets_filed_and_its_players_rated(page):
    page.goto("/clubs")
    assert violations(page) == []
    page.get_by_label("The club's name").fill("Tuesday players")
    with page.expect_navigation():
        page.get_by_role("button", name="Make a club").click()
    club_id, key = page.url.rsplit("/", 2)[1:]
    assert page.locator("h1").inner_text() == "Tuesday players"
    assert page.get_by_text("No sheet is filed under this club yet.").is_visible()
    assert violations(page) == []
    filing = {"id": club_id, "key": key}
    for names in (["Ann", "Bob"], ["Bob", "Cy"], ["Cy", "Ann", "Bob"]):
        assert page.request.post("/api/v1/results", data=document("hens", names, club=filing)).status == 201
    page.reload()
    rows = page.locator("table.ratings tbody tr")
    assert rows.count() == 3 and sorted(t.strip() for t in rows.locator("th").all_inner_texts()) == ["Ann", "Bob", "Cy"]
    assert page.get_by_role("img", name="Ratings after each sheet").is_visible()
    assert page.locator(".rating-chart polyline").count() == 3
    assert violations(page) == []
    with page.expect_navigation():
        page.locator(f"a[href=\"/hens/table?club={club_id}\"]").click()
    assert page.locator("#f-club option:checked").inner_text() == "Tuesday players"
    assert violations(page) == []


@pytest.mark.parametrize("language", ["el", "zh"])
def test_a_club_page_speaks_the_page_s_language(page, language):
    made = page.request.post("/api/v1/clubs", data={"name": "Club"}).json()
    page.goto(made["url"] + f"?lang={language}")
    words = {"el": "Βαθμολογίες", "zh": "等级分"}[language]
    assert page.get_by_role("heading", name=words).is_visible()
    assert violations(page) == []


def test_a_phone_shows_the_club_and_an_edited_sheet_without_sideways_scrolling(browser, live_server):
    context = browser.new_context(base_url=live_server, viewport=PHONE)
    page = context.new_page()
    try:
        club = page.request.post("/api/v1/clubs", data={"name": "A club with a rather long name indeed"}).json()
        filing = {"id": club["id"], "key": club["key"]}
        stored = page.request.post("/api/v1/results", data=document("acbas", ["Ann", "Bob"], start_player=0,
                                                                    club=filing)).json()
        page.request.put(f"/api/v1/results/{stored['id']}", data=document("acbas", ["Ann", "Bob"], start_player=1),
                         headers={"Authorization": f"Bearer {stored['edit_key']}"})
        for path in (club["url"], stored["url"], stored["url"] + "/edit", "/clubs"):
            page.goto(path)
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], path
    finally:
        context.close()


def test_the_screenshots_script_takes_its_pictures(browser, tmp_path):
    """docs/screenshots/edit_club.py, as a reader reruns it (in its own process: it drives its own browser)."""
    script = Path(__file__).parents[1] / "docs" / "screenshots" / "edit_club.py"
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    names = {"edit-form-desk.png", "edit-versions-desk.png", "club-desk.png", "club-phone.png"}
    assert {path.name for path in tmp_path.iterdir()} == names
    for name in names:
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
