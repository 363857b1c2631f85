"""The pages in six languages on a phone (Debian's Chromium through Playwright, 390 x 844 px):
every page of the main path, in every language, fits the screen's width (no sideways scrolling),
also when every word is a long one (Greek and Russian) and in Chinese characters.

The pages are those of the language tests (``tests/i18n_pages.py``): the forms, the table forms,
two stored sheets, the sheets' list, a sheet edited once and its edit form, the clubs and a
club's page, /play, three games (just started, and a few moves in, with
places to click) and an error page.  ``docs/screenshots/i18n.py`` photographs them.
"""

from __future__ import annotations

import pytest
from conftest import served

from i18n_pages import (ACBAS_SHEET, GAMES, LANGUAGES, PAGES, TITLE, long_cyrillic, new_game, pseudo_catalogue,
                        sheets)

PHONE = {"width": 390, "height": 844}


def phone_pages(browser, server: str):
    """A phone-size page of a browser holding the seats of its games on ``server``, and the main
    path's pages by name."""
    context = browser.new_context(base_url=server, viewport=PHONE)
    page = context.new_page()
    pages = dict(PAGES)
    for name, sheet in sheets().items():
        pages[name] = page.request.post("/api/v1/results", data=sheet).json()["url"]
    club = page.request.post("/api/v1/clubs", data={"name": TITLE}).json()
    filed = page.request.post("/api/v1/results", data={**ACBAS_SHEET, "club": {"id": club["id"], "key": club["key"]}})
    filed = filed.json()
    page.request.put(f"/api/v1/results/{filed['id']}", data=ACBAS_SHEET,
                     headers={"Authorization": f"Bearer {filed['edit_key']}"})
    pages.update({"edited sheet": filed["url"], "sheet edit form": filed["url"] + "/edit", "club": club["url"]})
    for game, seed, moves in GAMES:
        pages[f"{game} game"] = start(page, game, seed)
        pages[f"{game} game, {moves} moves in"] = start(page, game, seed)
        for _ in range(moves):  # the middle one of the buttons, as the language tests press it
            buttons = page.locator("button[name='action']")
            value = buttons.nth(buttons.count() // 2).get_attribute("value")
            with page.expect_navigation():
                page.locator(f"button[name='action'][value='{value}']:visible").first.click()
    return context, page, pages


def start(page, game: str, seed: int) -> str:
    """A game started as the /play form posts it, its seat kept in the browser's cookies; its address."""
    started = page.request.post("/play", form=new_game(game, seed), max_redirects=0)
    address = started.headers["location"]
    page.goto(address)
    return address


# The elements reaching past the screen's right edge whose children all stay inside: what is too wide.
CULPRITS = """() => [...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > innerWidth
    && ![...e.children].some(c => c.getBoundingClientRect().right > innerWidth))
  .map(e => e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? "." + e.className : "")
       + " " + Math.round(e.getBoundingClientRect().right) + "px: " + (e.textContent || "").trim().slice(0, 40))
  .slice(0, 5)"""


def too_wide(page, pages: dict[str, str], language: str) -> dict[str, list[str]]:
    """The pages of ``pages`` wider than the phone in ``language`` (they scroll sideways), each with
    the elements that make it so."""
    wide = {}
    for name, address in pages.items():
        page.goto(address + ("&" if "?" in address else "?") + "lang=" + language)
        assert page.locator("html").get_attribute("lang") == language
        width, screen = page.evaluate("[document.scrollingElement.scrollWidth, window.innerWidth]")
        if width > screen:
            wide[name] = page.evaluate(CULPRITS)
    return wide


@pytest.fixture(scope="module")
def phone(browser, live_server):
    context, page, pages = phone_pages(browser, live_server)
    yield page, pages
    context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_fits_a_phone_s_width_in_every_language(phone, language):
    assert too_wide(*phone, language) == {}, f"pages wider than the phone's {PHONE['width']} px in {language}"


def test_every_page_fits_a_phone_s_width_when_every_word_is_a_long_one(browser, tmp_path):
    """Russian words twice as long as the English ones (the catalogue of :func:`long_cyrillic`)."""
    translations = pseudo_catalogue(tmp_path / "long", "ru", long_cyrillic)
    with served(tmp_path, BABEL_TRANSLATION_DIRECTORIES=str(translations)) as server:
        context, page, pages = phone_pages(browser, server)
        try:
            assert too_wide(page, pages, "ru") == {}
        finally:
            context.close()
