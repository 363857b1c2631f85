"""Agricola's card game in a real browser (Debian's Chromium through Playwright): the decks checked
on /play start the card game, your hand shows each card's cost and whether it can be played, a card
is played by clicking it, and axe-core finds no accessibility violation on the page with a hand.

The hands are dealt from the simulator's implemented cards; so that a hand is never empty whatever
has been implemented yet, the test deals from the E deck's cards (patched in this process, where the
test server runs; a solo game has no bots, whose moves are chosen in other processes).
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe

from calculator.agricola import dealing

SHOT = "/tmp/agricalc-cards-{}.png"


@pytest.fixture(autouse=True)
def dealt_cards(monkeypatch):
    monkeypatch.setattr(dealing, "implemented_cards",
                        lambda: frozenset(card.id for card in dealing.deck_cards() if card.deck == "E"))


def violations(page) -> list[str]:
    found = Axe().run(page).response["violations"]
    return [f"{v['impact']} {v['id']}: {v['help']} at {[n['target'] for n in v['nodes']][:3]}" for v in found]


def test_a_card_is_played_by_clicking_it_in_your_hand(page):
    page.goto("/play")
    page.check("#f-game-agricola")
    page.select_option("#f-players", "1")
    page.check("#f-agricola-decks-E")
    page.locator("#advanced summary").click()
    page.fill("#f-seed", "5")
    with page.expect_navigation():
        page.get_by_role("button", name="Start the game").click()
    hand = page.locator("#hand .hand-card")
    assert hand.count() == 14, "7 occupations and 7 minor improvements"
    assert page.locator("#hand .hand-card.playable").count() == 0, "no occupation without a Lessons space"
    assert "Cost:" in hand.first.inner_text()
    with page.expect_navigation():
        page.locator("button[name='action'][value='space:lessons']").first.click()
    playable = page.locator("#hand .hand-card.playable")
    assert playable.count() > 0
    card = playable.first.get_attribute("data-card")
    name = dealing.cards_by_id()[card].name
    page.screenshot(path=SHOT.format("hand"), full_page=True)
    assert violations(page) == []
    with page.expect_navigation():
        page.locator("#hand").get_by_role("button", name=f"Play {name}").click()
    assert page.locator(f"#hand .hand-card[data-card='{card}']").count() == 0, "the card left the hand"
    facts = page.locator("#your-farm .facts").inner_text()
    assert "Cards played" in facts and name in facts
    assert violations(page) == []
