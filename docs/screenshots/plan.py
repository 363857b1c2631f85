"""Screenshots of "Plan my farm", taken from the web app in Debian's Chromium: an Agricola
farmyard planned from scratch for 17 wood (any herd, the most animal points) and an ACBAS
example farm planned with 3 border pieces, on a desk (1280 px) and a phone (390 px), and the
Agricola plan on a phone in every language of the pages.

Rerun it from the repository root after the test extra is installed::

    .venv/bin/python docs/screenshots/plan.py            # writes docs/screenshots/
    .venv/bin/python docs/screenshots/plan.py /tmp/shots

Files: ``plan-agricola-desk.png``, ``plan-agricola-phone.png``, ``plan-acbas-desk.png``,
``plan-acbas-phone.png`` and ``i18n/<lang>-plan.png``.
"""

from __future__ import annotations

from pathlib import Path

from table_sheet import DESK, PHONE, browser_on_app, print_written  # this script's neighbour: the app, the browser

from web.i18n import LANGUAGES

OUT = Path(__file__).parent
# the form's address and the planner's inputs typed (input id -> value) or checked (name -> value)
PLANS = {
    "agricola": ("/agricola", {"f-budget-wood": "17"}, {"objective": "animal_points", "herd": "any"}),
    "acbas": ("/acbas?example=small", {"f-budget-borders": "3", "f-budget-wood": "4", "f-budget-stone": "6",
                                       "f-budget-reed": "2"}, {"objective": "score", "herd": "given"}),
}


def plan(page, game: str, language: str = "en") -> None:
    """Fill in the planner's inputs of ``game``'s form and plan the farm, the page in ``language``."""
    address, typed, checked = PLANS[game]
    page.goto(f"{address}{'&' if '?' in address else '?'}lang={language}")
    for input_id, value in typed.items():
        page.fill(f"#{input_id}", value)
    for name, value in checked.items():
        page.check(f"input[name='{name}'][value='{value}']")
    with page.expect_navigation():
        page.locator(".buttons button[value='plan']").click()


def main(out: Path = OUT) -> list[Path]:
    """Take the screenshots into ``out``; the files written."""
    (out / "i18n").mkdir(parents=True, exist_ok=True)
    written = []
    with browser_on_app(fonts=True) as (browser, base):
        for size, viewport in (("desk", DESK), ("phone", PHONE)):
            page = browser.new_context(base_url=base, viewport=viewport).new_page()
            for game in PLANS:
                plan(page, game)
                written.append(out / f"plan-{game}-{size}.png")
                page.screenshot(path=written[-1], full_page=True)
        for language in LANGUAGES:
            plan(page, "agricola", language)
            written.append(out / "i18n" / f"{language}-plan.png")
            page.screenshot(path=written[-1], full_page=True)
    return written


if __name__ == "__main__":
    print_written(main, OUT)
