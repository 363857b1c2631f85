"""Screenshots of a whole table's score form and sheet, at a desk (1280 px wide) and on a phone
(390 px), taken from the web app in Debian's Chromium.

Rerun it from the repository root after the test extra is installed::

    .venv/bin/python docs/screenshots/table_sheet.py            # writes next to this file
    .venv/bin/python docs/screenshots/table_sheet.py /tmp/shots

It serves the app on a free localhost port with a database of its own (deleted
afterwards), enters a four-player Agricola table the way a person would
(clicking the farmyards, typing names and counts, picking cards as they type)
and photographs the form and the sheet it leads to, then a two-player ACBAS
sheet decided by the tie-break: ``form-agricola-desk.png``, ``form-agricola-phone.png``,
``sheet-desk.png``, ``sheet-phone.png`` and ``sheet-tie-desk.png``.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import sync_playwright
from werkzeug.serving import make_server

from calculator.svg import fontconfig
from web import create_app

OUT = Path(__file__).parent
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DESK, PHONE = {"width": 1280, "height": 900}, {"width": 390, "height": 844}

# name, spaces clicked per palette tool, inputs typed, cards picked (typed, then the option's name)
TABLE = [
    ("Ann", {"Field": [(0, 0), (0, 1), (0, 2)], "Pasture a": [(1, 2), (1, 3), (2, 2), (2, 3)], "Stable": [(1, 3)]},
     {"animals-sheep": "6", "grain": "4", "vegetables": "1", "people": "4"}, [("tave", "Tavern"), ("clog", "Clogs")]),
    ("Bob", {"Room": [(1, 1)], "Field": [(0, 0), (0, 1)], "Pasture a": [(0, 3), (0, 4)]},
     {"animals-boar": "3", "grain": "2", "people": "3"}, [("sawm", "Sawmill")]),
    ("Cy", {"Pasture a": [(1, 3), (1, 4), (2, 3), (2, 4)], "Field": [(0, 0)]},
     {"animals-cattle": "4", "vegetables": "2"}, []),
    ("Di", {"Field": [(0, 0), (0, 1), (1, 1)]}, {"grain": "5", "animals-sheep": "1"}, []),
]


def serve(database: Path) -> tuple[str, object]:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    app = create_app({"DATABASE": str(database), "SOLVER": "exact"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", server


@contextmanager
def browser_on_app(fonts: bool = False) -> Iterator[tuple[object, str]]:
    """Chromium (headless) and the address of the app served with a database of its own, both
    closed afterwards; ``fonts``: the browser draws with the fonts of the PNG pictures (Chinese too)."""
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        base, server = serve(Path(folder) / "screenshots.db")
        env = {**os.environ, "FONTCONFIG_FILE": fontconfig(folder)} if fonts else None
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox"], env=env)
        try:
            yield browser, base
        finally:
            browser.close()
            server.shutdown()


def print_written(main: Callable[[Path], list[Path]], out: Path) -> None:
    """Run a screenshot script's ``main`` into the folder named on the command line, else ``out``."""
    for path in main(Path(sys.argv[1]) if len(sys.argv) > 1 else out):
        print(path)


def enter_agricola_table(page) -> None:
    """The four players of TABLE, entered as a person would; the page ends on the form."""
    page.goto("/agricola/table")
    with page.expect_navigation():
        page.select_option("#f-players", "4")
    page.fill("#f-title", "Friday at the club")
    for seat, (name, clicks, typed, cards) in enumerate(TABLE):
        page.get_by_role("tab").nth(seat).click()
        panel = page.locator(f"#player-{seat}")
        panel.get_by_label("Name", exact=True).fill(name)
        for tool, cells in clicks.items():
            panel.get_by_role("button", name=tool, exact=True).click()
            for r, c in cells:
                panel.locator(f".cell[data-r='{r}'][data-c='{c}']").click()
        for field, value in typed.items():
            page.fill(f"#f-p{seat}-{field}", value)
        for typing, card in cards:
            page.fill(f"#f-p{seat}-cards-find", typing)
            page.get_by_role("option", name=card).first.click()
    page.get_by_role("tab", name="Ann").click()
    page.get_by_label("times the owner used the Tavern and chose points").fill("3")


def main(out: Path = OUT) -> list[Path]:
    """Take the screenshots into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with browser_on_app() as (browser, base):
        desk = browser.new_context(base_url=base, viewport=DESK).new_page()
        enter_agricola_table(desk)
        written.append(out / "form-agricola-desk.png")
        desk.screenshot(path=written[-1], full_page=True)
        with desk.expect_navigation():
            desk.locator(".buttons button[value='score']").click()
        sheet = desk.url
        written.append(out / "sheet-desk.png")
        desk.screenshot(path=written[-1], full_page=True)

        phone = browser.new_context(base_url=base, viewport=PHONE).new_page()
        phone.goto(sheet)
        written.append(out / "sheet-phone.png")
        phone.screenshot(path=written[-1], full_page=True)
        enter_agricola_table(phone)
        written.append(out / "form-agricola-phone.png")
        phone.screenshot(path=written[-1], full_page=True)

        desk.goto("/acbas/table")
        for seat, name in enumerate(("Ann", "Bob")):  # the same farm twice: a tie
            desk.get_by_role("tab").nth(seat).click()
            panel = desk.locator(f"#player-{seat}")
            panel.get_by_label("Name", exact=True).fill(name)
            panel.get_by_role("button", name="Pasture a", exact=True).click()
            for r, c in ((0, 0), (0, 1)):
                panel.locator(f".cell[data-r='{r}'][data-c='{c}']").click()
            desk.fill(f"#f-p{seat}-animals-sheep", "3")
        desk.select_option("#f-start_player", label="Ann")
        with desk.expect_navigation():
            desk.locator(".buttons button[value='score']").click()
        assert desk.locator("#tie-break").is_visible(), "the two farms tie"
        written.append(out / "sheet-tie-desk.png")
        desk.screenshot(path=written[-1], full_page=True)
    return written


if __name__ == "__main__":
    print_written(main, OUT)
