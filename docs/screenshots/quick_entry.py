"""Quick entry measured: a four-player Agricola table and a three-player Hens table entered by
their counts (api.md 1.5), at a desk (1280 px wide) and on a phone (390 px), in Debian's Chromium.

Rerun it from the repository root after the test extra is installed::

    .venv/bin/python docs/screenshots/quick_entry.py            # writes next to this file
    .venv/bin/python docs/screenshots/quick_entry.py /tmp/shots

Every click (a tab, a choice, a checkbox, a tap on a count's usual value, the number of players,
the score button) and every typed field (a name, a count no tap offers) is counted as a person
would make it, only for the values that differ from the form's own; the counts are printed, one
line per table and size, the stored totals are checked against the tables' own (the same farms
as ever, whatever the form asks), and the form is photographed before it is scored: ``quick-agricola-desk.png``, ``quick-agricola-phone.png``,
``quick-hens-desk.png``, ``quick-hens-phone.png``, then the Hens sheet, ``quick-sheet-desk.png``.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from table_sheet import DESK, OUT, PHONE, browser_on_app, print_written  # noqa: E402

# name, counts and other inputs entered (input id after f-p<seat>-: tapped where the form offers the value as a
# tap, else typed), what is clicked (a radio's or checkbox's label)
AGRICOLA = [
    ("Ann", {"counts-fields": "4", "counts-pastures": "3", "counts-unused_spaces": "1", "counts-fenced_stables": "2",
             "counts-rooms": "4", "people": "5", "animals-sheep": "8", "animals-boar": "3", "animals-cattle": "2",
             "grain": "6", "vegetables": "2", "majors-cooking_hearth": "1"}, ["Clay hut", "Clay Oven"]),
    ("Bob", {"counts-fields": "3", "counts-pastures": "2", "counts-unused_spaces": "3", "counts-fenced_stables": "1",
             "counts-rooms": "3", "people": "4", "animals-sheep": "5", "animals-cattle": "1", "grain": "4",
             "vegetables": "1", "majors-fireplace": "1"}, ["Clay hut"]),
    ("Cy", {"counts-fields": "5", "counts-pastures": "1", "counts-unused_spaces": "2", "counts-rooms": "4",
            "people": "5", "animals-boar": "4", "grain": "9", "vegetables": "4"}, ["Stone house", "Well"]),
    ("Di", {"counts-fields": "2", "counts-pastures": "2", "counts-unused_spaces": "4", "counts-rooms": "3",
            "people": "3", "animals-sheep": "6", "animals-boar": "1", "grain": "3"}, []),
]
HENS = [
    ("Ann", {"counts-largest_group_size": "5", "counts-largest_group": "11", "counts-second_group_size": "3",
             "counts-rooster_group": "6", "counts-medals": "4", "counts-goals": "6"}),
    ("Bob", {"counts-largest_group_size": "6", "counts-largest_group": "12", "counts-second_group_size": "4",
             "counts-medals": "2", "counts-coops": "1"}),
    ("Cy", {"counts-largest_group_size": "4", "counts-largest_group": "9", "counts-second_group_size": "4",
            "counts-rooster_group": "8", "counts-medals": "3", "counts-goals": "3"}),
]
# What each table scores (as it did when every count was typed: the form changes, the farms do not).
TOTALS = {"agricola": [42, 23, 38, 11], "hens": [25, 11, 22]}


@dataclass
class Effort:
    """What a person did on the page: clicks and typed fields (names among them)."""

    clicks: int = 0
    fields: int = 0
    names: int = 0

    def click(self, locator) -> None:
        locator.click()
        self.clicks += 1

    def type(self, locator, value: str, *, name: bool = False) -> None:
        locator.fill(value)
        self.fields += 1
        self.names += name

    def __str__(self) -> str:
        return f"{self.clicks} clicks, {self.fields} typed fields ({self.names} of them names)"


def enter(page, game: str, players: list[tuple], count: int) -> Effort:
    """A table of ``players`` entered by quick entry on a fresh form; the page ends on the form."""
    effort = Effort()
    page.goto(f"/{game}/table")
    if page.locator("#f-players").count() and page.locator("#f-players").input_value() != str(count):
        with page.expect_navigation():
            page.select_option("#f-players", str(count))
        effort.clicks += 1
    for seat, (name, typed, *clicked) in enumerate(players):
        if seat:
            effort.click(page.get_by_role("tab").nth(seat))
        panel = page.locator(f"#player-{seat}")
        effort.type(panel.get_by_label("Name", exact=True), name, name=True)
        quick = panel.get_by_role("radio", name="Quick entry")
        if not quick.is_checked():  # the first choice sets every player not chosen yet
            effort.click(quick)
        for field, value in typed.items():
            entered = page.locator(f"#f-p{seat}-{field}")
            tap = page.locator(f".taps[data-for='f-p{seat}-{field}'] button[data-value='{value}']")
            if not tap.count():
                effort.type(entered, value)
            elif entered.input_value() != value:
                effort.click(tap)
        for label in (clicked[0] if clicked else ()):
            effort.click(panel.get_by_label(label, exact=True))
    page.get_by_role("tab").first.click()  # only to photograph the first player: not counted
    return effort


def score(page, effort: Effort, game: str) -> None:
    """Score the table entered; its stored totals must be the table's own (:data:`TOTALS`)."""
    with page.expect_navigation():
        effort.click(page.locator(".buttons button[value='score']"))
    assert "/results/" in page.url, page.locator(".error-summary").all_inner_texts()
    stored = page.request.get("/api/v1/results/" + page.url.rsplit("/", 1)[1]).json()
    totals = [player["total"] for player in stored["result"]["players"]]
    assert totals == TOTALS[game], f"{game}: scored {totals}, the table scores {TOTALS[game]}"


def main(out: Path = OUT) -> list[Path]:
    """Enter both tables at both sizes, print the effort, take the screenshots into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with browser_on_app() as (browser, base):
        for size, viewport in (("desk", DESK), ("phone", PHONE)):
            for game, players, count in (("agricola", AGRICOLA, 4), ("hens", HENS, 3)):
                page = browser.new_context(base_url=base, viewport=viewport).new_page()  # a fresh browser
                effort = enter(page, game, players, count)
                written.append(out / f"quick-{game}-{size}.png")
                page.screenshot(path=written[-1], full_page=True)
                score(page, effort, game)
                print(f"{game}, {count} players, {size}: {effort}")
                if (game, size) == ("hens", "desk"):
                    written.append(out / "quick-sheet-desk.png")
                    page.screenshot(path=written[-1], full_page=True)
                page.context.close()
    return written


if __name__ == "__main__":
    print_written(main, OUT)
