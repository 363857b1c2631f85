"""Screenshots of placing pieces by clicking your farm in /play, at desk (1280 px) and phone (390 px) size.

Rerun after changing the play pages (from the repository, with the test extras installed)::

    .venv/bin/python docs/screenshots/play_click.py

It serves the app on a temporary database, plays seeded games against the random bot in
Debian's Chromium (the same seeds give the same games) and writes, next to this file:

* ``play-click-desk.png``: Agricola, building: choose room or stable, then click a marked space;
* ``play-click-phone.png``: ACBAS, placing borders: each marked edge is a place to click;
* ``play-fence-phone.png``: Agricola, fencing: the space picked so far, the next ones, and the confirm button.
"""

from __future__ import annotations

import re
from pathlib import Path

from table_sheet import DESK, PHONE, browser_on_app, print_written  # this script's neighbour: the app, the browser

HERE = Path(__file__).parent


def start(page, game: str, seed: int) -> None:
    page.goto("/play")
    page.check(f"#f-game-{game}")
    page.locator("#advanced summary").click()
    page.fill("#f-seed", str(seed))
    with page.expect_navigation():
        page.get_by_role("button", name="Start the game").click()


def fact(page, what: str) -> str:
    """A fact under your farm, e.g. ``Goods``."""
    return page.locator(f"#your-farm .facts div:has(dt:text-is('{what}')) dd").inner_text()


def goods(page, good: str) -> int:
    found = re.search(fr"(\d+) {good}", fact(page, "Goods"))
    return int(found[1]) if found else 0


def play(page, choose, done) -> None:
    """Press ``choose(page, legal action ids)`` (else the first) until ``done(page)``."""
    for _ in range(300):
        if done(page):
            return
        legal = page.locator("button[name='action']").evaluate_all("bs => bs.map(b => b.value)")
        action = choose(page, legal) or legal[0]
        with page.expect_navigation():
            page.locator(f"button[name='action'][value='{action}']:visible").first.click()
    raise RuntimeError("the scene never came")


def first_of(*wanted):
    return lambda page, legal: next((a for a in wanted if a in legal), None)


def agricola_builder(page, legal):
    """Wood and reed until a room and a stable are both affordable, then build."""
    if goods(page, "wood") >= 7 and goods(page, "reed") >= 2 and "space:build" in legal:
        return "space:build"
    return first_of("space:wood", "space:reed", "space:wood1", "space:wood2")(page, legal)


def agricola_fencer(page, legal):
    """Wood until a bigger pasture is affordable, then fence."""
    if goods(page, "wood") >= 7 and "space:fences" in legal:
        return "space:fences"
    return first_of("space:wood", "space:wood1", "space:wood2", "done")(page, legal)


def prompt_has(words: str):
    return lambda page: words in (page.locator("#actions-title").all_inner_texts() or [""])[0]


def main(out: Path = HERE) -> list[Path]:
    """Take the screenshots into ``out``; the files written."""
    written = [out / "play-click-desk.png", out / "play-click-phone.png", out / "play-fence-phone.png"]
    with browser_on_app() as (browser, base):
        desk = browser.new_context(base_url=base, viewport=DESK).new_page()
        start(desk, "agricola", 7)
        play(desk, agricola_builder, lambda page: page.locator(".pieces").count() > 0)
        desk.screenshot(path=written[0])

        phone = browser.new_context(base_url=base, viewport=PHONE).new_page()
        start(phone, "acbas", 7)
        play(phone, first_of("space:walls"), prompt_has("Walls"))
        with phone.expect_navigation():
            phone.locator("#your-farm .place").nth(2).click()
        phone.locator("#your-farm").scroll_into_view_if_needed()
        phone.screenshot(path=written[1])

        start(phone, "agricola", 7)
        play(phone, agricola_fencer, prompt_has("Fence a pasture"))
        with phone.expect_navigation():
            phone.locator("#your-farm .place").nth(5).click()
        phone.locator("#your-farm").scroll_into_view_if_needed()
        phone.screenshot(path=written[2])
    return written


if __name__ == "__main__":
    print_written(main, HERE)
