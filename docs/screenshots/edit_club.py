"""Screenshots of a sheet edited after scoring and of a club's page, at a desk (1280 px wide) and
on a phone (390 px), taken from the web app in Debian's Chromium.

Rerun it from the repository root after the test extra is installed::

    .venv/bin/python docs/screenshots/edit_club.py            # writes next to this file
    .venv/bin/python docs/screenshots/edit_club.py /tmp/shots

It serves the app on a free localhost port with a database of its own (deleted
afterwards), makes a club on its page, files five Hens and ACBAS tables under it
through the API (as a club's evening would), opens one sheet's "Edit this table",
corrects a name and scores it again, and photographs: ``edit-form-desk.png`` (the
form filled in from the sheet), ``edit-versions-desk.png`` (the sheet with its two
versions), ``club-desk.png`` and ``club-phone.png`` (ratings, chart and sheets).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from table_sheet import DESK, OUT, PHONE, browser_on_app, print_written  # noqa: E402

from calculator import games  # noqa: E402
from web.faces import face  # noqa: E402

# (game, players in seat order, the start player of ACBAS)
EVENING = [("hens", ["Ann", "Bob", "Cy"], None), ("acbas", ["Bob", "Di"], 0), ("hens", ["Cy", "Di", "Ann"], None),
           ("acbas", ["Ann", "Cy"], 1), ("hens", ["Di", "Ann", "Bob"], None)]
# Each player's grid or farm in turn (the examples of each game), so the tables differ.
HENS = ("example", "upright")
ACBAS = ("big", "small", "crowded")


def table(game: str, names: list[str], start: int | None, club: dict, title: str) -> dict:
    kinds = HENS if game == "hens" else ACBAS
    shared = games.info(game).shared_keys
    players = []
    for seat, name in enumerate(names):
        entry = {k: v for k, v in face(game).example(kinds[(seat + len(title)) % len(kinds)]).items()
                 if k != "game" and k not in shared}
        players.append({"name": name, **entry})
    document = {"game": game, "title": title, "players": players, "club": club}
    return document if start is None else {**document, "start_player": start}


def main(out: Path = OUT) -> list[Path]:
    """Take the screenshots into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with browser_on_app() as (browser, base):
        desk = browser.new_context(base_url=base, viewport=DESK).new_page()
        desk.goto("/clubs")
        desk.get_by_label("The club's name").fill("Tuesday players")
        with desk.expect_navigation():
            desk.get_by_role("button", name="Make a club").click()
        club_page = desk.url
        club_id, key = club_page.rsplit("/", 2)[1:]
        sheets = []
        for week, (game, names, start) in enumerate(EVENING, 1):
            answer = desk.request.post("/api/v1/results", data=table(game, names, start, {"id": club_id, "key": key},
                                                                     f"Week {week}"))
            assert answer.status == 201, answer.text()
            sheets.append(answer.json())

        desk.goto(sheets[1]["url"])
        with desk.expect_navigation():
            desk.get_by_role("link", name="Edit this table").click()
        desk.get_by_role("tab").nth(1).click()
        desk.locator("#f-p1-name").fill("Dina")
        written.append(out / "edit-form-desk.png")
        desk.screenshot(path=written[-1], full_page=True)
        with desk.expect_navigation():
            desk.locator(".buttons button[value='score']").click()
        written.append(out / "edit-versions-desk.png")
        desk.screenshot(path=written[-1], full_page=True)

        desk.goto(club_page)
        written.append(out / "club-desk.png")
        desk.screenshot(path=written[-1], full_page=True)
        phone = browser.new_context(base_url=base, viewport=PHONE).new_page()
        phone.goto(club_page)
        written.append(out / "club-phone.png")
        phone.screenshot(path=written[-1], full_page=True)
    return written


if __name__ == "__main__":
    print_written(main, OUT)
