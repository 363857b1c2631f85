"""Screenshots of the pages in every language on a phone (390 px wide), taken from the web app in
Debian's Chromium: a stored ACBAS score sheet, an Agricola game a few moves in (/play) and the
home page, for each of en, el, es, it, zh and ru.

Rerun it from the repository root after the test extra is installed (and after the catalogues
change: ``pip install -e .`` or ``python web/i18n/catalogues.py compile`` first)::

    .venv/bin/python docs/screenshots/i18n.py            # writes docs/screenshots/i18n/
    .venv/bin/python docs/screenshots/i18n.py /tmp/shots

Files: ``<lang>-sheet.png``, ``<lang>-play.png`` and ``<lang>-home.png``.  The browser is given
the fonts the PNG pictures are drawn in (Chinese characters too: calculator.svg.fontconfig).
"""

from __future__ import annotations

from pathlib import Path

from table_sheet import PHONE, browser_on_app, print_written  # this script's neighbour: the app, the browser

from web.faces import face
from web.i18n import LANGUAGES

OUT = Path(__file__).parent / "i18n"
MOVES = 6  # Agricola moves before the /play picture: the board, the latest moves, stables to place


def stored_sheet(page) -> str:
    """A two-player ACBAS sheet stored through the API (two of the form's examples); its address."""
    acbas = face("acbas")
    table = {"game": "acbas", "title": "Friday", "start_player": 0,
             "players": [{"name": "Ann", **acbas.example("small")}, {"name": "Bob", **acbas.example("big")}]}
    return page.request.post("/api/v1/results", data=table).json()["url"]


def game_in_play(page) -> str:
    """An Agricola game against the random bot, started and played as the /play page offers it
    (the middle button each time); its address."""
    page.goto("/play?lang=en")
    page.check("#f-game-agricola")
    page.locator("#advanced summary").click()
    page.fill("#f-seed", "5")
    with page.expect_navigation():
        page.locator(".play-new button[type='submit']").click()
    for _ in range(MOVES):
        buttons = page.locator("button[name='action']")
        value = buttons.nth(buttons.count() // 2).get_attribute("value")
        with page.expect_navigation():
            page.locator(f"button[name='action'][value='{value}']:visible").first.click()
    return page.url


def main(out: Path = OUT) -> list[Path]:
    """Take the screenshots into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with browser_on_app(fonts=True) as (browser, base):
        phone = browser.new_context(base_url=base, viewport=PHONE).new_page()
        pages = {"sheet": stored_sheet(phone), "play": game_in_play(phone), "home": "/"}
        for language in LANGUAGES:
            for name, address in pages.items():
                phone.goto(f"{address}?lang={language}")
                written.append(out / f"{language}-{name}.png")
                phone.screenshot(path=written[-1], full_page=True)
    return written


if __name__ == "__main__":
    print_written(main, OUT)
