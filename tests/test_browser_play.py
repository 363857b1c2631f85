"""Playing in a real browser (Debian's Chromium through Playwright): a whole ACBAS game against the
random bot, pressing the first action button (or place on the farm) every time, until the winner is shown.

Screenshots go to /tmp/agricalc-play-*.png.
"""

from __future__ import annotations

import re

SHOTS = "/tmp/agricalc-play-{}.png"
MAX_MOVES = 200  # a whole ACBAS game takes the human a few dozen presses


def test_the_form_shows_the_seats_of_the_chosen_game(page):
    page.goto("/play")
    seats = page.locator("tr.seat")
    assert [seats.nth(i).is_visible() for i in range(5)] == [True, True, False, False, False]
    assert not page.locator("#f-players").is_visible(), "ACBAS is always 2 players"
    page.check("#f-game-agricola")
    page.select_option("#f-players", "3")
    assert [seats.nth(i).is_visible() for i in range(5)] == [True, True, True, False, False]
    page.check("input[name='me'][value='2']")
    assert not page.locator("select[name='bot-2']").is_visible(), "your own seat has no bot to choose"


def test_a_whole_acbas_game_against_the_random_bot(page):
    page.goto("/play")
    assert page.locator("#f-game-acbas").is_checked() and page.locator("select[name='bot-1']").input_value() == "best"
    page.select_option("select[name='bot-1']", "random")
    with page.expect_navigation():
        page.get_by_role("button", name="Start the game").click()
    assert re.fullmatch(r".*/play/[0-9a-f]{16}", page.url)
    assert page.locator(".player figure.picture svg").count() == 2, "both farms are drawn"
    page.screenshot(path=SHOTS.format("acbas-start"), full_page=True)
    moves = 0
    buttons = page.locator("button[name='action']:visible")  # the places on your farm and the buttons
    while buttons.count():
        assert moves < MAX_MOVES, "the game should have ended"
        with page.expect_navigation():
            buttons.first.click()
        moves += 1
        assert not page.locator("#message").count(), page.locator("#message").inner_text()
    title = page.locator("#final-title").inner_text()
    assert re.fullmatch(r"(You win|Random bot wins) with -?[\d.]+ points?[.!]|A shared win: .*", title)
    scores = page.locator(".final-scores tbody tr")
    assert scores.count() == 2
    assert all(re.fullmatch(r"-?\d+(\.\d+)?", scores.nth(i).locator("td.num").inner_text()) for i in range(2))
    assert page.locator(".player figure.picture svg").count() == 2, "the final farms are drawn"
    assert page.locator(".player.winner").count() >= 1
    page.screenshot(path=SHOTS.format("acbas-end"), full_page=True)
