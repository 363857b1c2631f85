"""The pages in six languages on a phone (Debian's Chromium through Playwright, 390 x 844 px):
every page of the main path, in every language, fits the screen's width (no sideways scrolling),
also when every word is a long one (Greek and Russian) and in Chinese characters; no word is broken
inside; and axe-core finds no accessibility violation on any of them, nor on the states a form
reaches (a table form's errors, a plan's result).

The pages are those of the language tests (``tests/i18n_pages.py``): the forms, the table forms,
two stored sheets, the sheets' list, a sheet edited once and its edit form, the clubs and a
club's page, /play, three games (just started, and a few moves in, with
places to click) and an error page.  ``docs/screenshots/i18n.py`` photographs them.
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from conftest import served

from i18n_pages import (ACBAS_SHEET, GAMES, LANGUAGES, PAGES, TITLE, long_cyrillic, new_game, pseudo_catalogue,
                        sheets)
from test_browser_tables import stored_sheet

PHONE = {"width": 390, "height": 844}


WIDEST = {"agricola sheet of five": ("agricola", 5), "hens sheet of four": ("hens", 4)}  # the sheets' widest tables
# left out of the over-long words test with them: a cards table whose every reason is a few doubled words
LONG_WORDS_LEFT_OUT = {*WIDEST, "agricola cards sheet"}


def phone_pages(browser, server: str):
    """A phone-size page of a browser holding the seats of its games on ``server``, and the main
    path's pages by name."""
    context = browser.new_context(base_url=server, viewport=PHONE)
    page = context.new_page()
    pages = dict(PAGES)
    for name, sheet in sheets().items():
        pages[name] = page.request.post("/api/v1/results", data=sheet).json()["url"]
    for name, (game, players) in WIDEST.items():
        pages[name] = stored_sheet(page, game, players)
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
        try:  # a table of five players' columns keeps real words whole, but cannot fit doubled ones
            pages = {name: address for name, address in pages.items() if name not in LONG_WORDS_LEFT_OUT}
            assert too_wide(page, pages, "ru") == {}
        finally:
            context.close()


# A word of letters or digits (hyphens and spaces are where lines may break) drawn on more than one line: broken
# inside.  Chinese breaks between any two characters, but not inside a menu link or a player's tab.  Ids in
# <code> and what only a screen reader reads are left out.
BROKEN_WORDS = r"""() => {
  const broken = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const lines = (range) => new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top))).size;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!host || !host.getClientRects().length || host.getBoundingClientRect().width <= 1
        || host.closest('.visually-hidden, svg, script, style, [hidden], code')) continue;
    const whole = host.closest('header nav a, .tabs [role=tab]');
    for (const m of node.textContent.matchAll(/[\p{L}\p{N}'’]{2,}/gu)) {
      if (/\p{Script=Han}/u.test(m[0]) && !whole) continue;
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      if (lines(range) > 1) broken.add(host.tagName.toLowerCase() + ": " + m[0]);
    }
  }
  return [...broken].slice(0, 8);
}"""


def visit(page, address: str, language: str) -> None:
    page.goto(address + ("&" if "?" in address else "?") + "lang=" + language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_word_is_broken_inside_on_a_phone(phone, language):
    page, pages = phone
    broken = {}
    for name, address in pages.items():
        visit(page, address, language)
        found = page.evaluate(BROKEN_WORDS)
        if found:
            broken[name] = found
    assert broken == {}, f"words broken across lines in {language}"


def violations(page) -> list[tuple[str, str, list]]:
    """Every axe-core violation on the page as it is now, whatever its impact."""
    return [(v["id"], v["help"], [n["target"] for n in v["nodes"]][:3]) for v in Axe().run(page).response["violations"]]


SAMPLED = "el"  # the language axe sweeps by default; the others are marked slow (about 30 s each)


@pytest.mark.parametrize("language", [pytest.param(language, marks=() if language == SAMPLED else pytest.mark.slow)
                                      for language in LANGUAGES])
def test_axe_finds_no_violation_on_any_page_of_the_walk(phone, language):
    page, pages = phone
    found = {}
    for name, address in pages.items():
        visit(page, address, language)
        if violations(page):
            found[name] = violations(page)
    page.goto(f"/acbas/table?lang={language}")  # a tie and a player with nothing entered: errors beside their fields
    page.get_by_role("tab").nth(0).click()
    page.locator("#player-0 details.as-text summary").click()
    page.fill("#f-p0-farm", "a a\n. .\nC .")
    with page.expect_navigation():
        page.locator(".buttons button[value='score']").click()
    assert page.get_by_role("alert").is_visible()
    found["table form errors"] = violations(page)
    page.goto(f"/acbas?example=small&lang={language}")  # a plan's result
    page.fill("#f-budget-stone", "6")
    with page.expect_navigation():
        page.locator("button[name='action'][value='plan']").click()
    assert page.locator("table.builds").is_visible()
    found["plan result"] = violations(page)
    assert {name: v for name, v in found.items() if v} == {}
