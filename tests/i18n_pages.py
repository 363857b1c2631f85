"""What the language tests share: the pages of the main path, their visible text, and the catalogues.

:func:`main_pages` makes what the pages show (a stored score sheet, a game in play)
and lists every page of the main path; :func:`visible_text` is a page's text as a
person reads it (text, tooltips, labels and the pictures' words; not scripts, code,
the language menu's own names, nor what the page marks as English: ``lang="en"``).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from web.faces import face

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "web" / "translations"
LANGUAGES = ("en", "el", "es", "it", "zh", "ru")
NAMES = ("Ann", "Bob")  # the players of the pages' tables
TITLE = "Friday"  # a sheet's title, as its table gave it
SHOWN_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
SKIPPED = ("script", "style", "code", "textarea")  # a textarea holds a document's notation (PAD 3/2/0, coop)
# Words that are the same in every language: the app's name and the formats it speaks of, game
# codes (breeds, cards), and the players' names.
PROPER = {"agricalc", "ACBAS", "SVG", "PNG", "JSON", "API", "OpenAPI", "UTC", "GET", "POST", *NAMES, TITLE}


def catalogue(language: str) -> Catalog:
    with (TRANSLATIONS / language / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=language)


def template() -> Catalog:
    with (TRANSLATIONS / "messages.pot").open("rb") as f:
        return read_po(f)


class _Text(HTMLParser):
    """The visible text of a page, one string per text node or shown attribute."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden: list[str] = []  # the open elements whose text is not read (their tags)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        void = tag in ("input", "meta", "link", "br", "img", "hr")
        if tag in SKIPPED or attrs.get("lang") == "en" or attrs.get("id") == "languages" or self.hidden:
            if not void:
                self.hidden.append(tag)
            return
        self.parts += [attrs[name] for name in SHOWN_ATTRIBUTES if attrs.get(name)]
        if tag == "input" and attrs.get("type") in ("submit", "button") and attrs.get("value"):
            self.parts.append(attrs["value"])

    def handle_startendtag(self, tag, attrs):
        if not self.hidden:
            attrs = dict(attrs)
            self.parts += [attrs[name] for name in SHOWN_ATTRIBUTES if attrs.get(name)]

    def handle_endtag(self, tag):
        if self.hidden and self.hidden[-1] == tag:
            self.hidden.pop()

    def handle_data(self, data):
        if not self.hidden and data.strip():
            self.parts.append(data.strip())


def visible_text(page: str) -> list[str]:
    """The text a person reads on ``page`` (see the module's docstring)."""
    parser = _Text()
    parser.feed(page)
    return parser.parts


def latin_words(text: str) -> list[str]:
    """The words of Latin letters in ``text`` (three letters or more), but codes in capitals
    (``PAD``, ``G03``) and the proper names of :data:`PROPER`."""
    words = (w.strip("'") for w in re.findall(r"[A-Za-z][A-Za-z']{2,}", text))
    return [w for w in words if len(w) > 2 and w not in PROPER and not w.isupper()]


def main_pages(client) -> dict[str, str]:
    """Every page of the main path, by what it is: the forms (empty and scored), the table forms,
    a stored sheet (with a half point), the sheets' list, the home page, /play (a new
    game and a game in progress) and an error page."""
    pages = {"home": "/", "sheets (none)": "/results", "error": "/no-such-page", "play": "/play"}
    for game in ("acbas", "agricola", "hens"):
        pages[f"{game} form"] = f"/{game}"
        pages[f"{game} table form"] = f"/{game}/table"
    sheet = client.post("/api/v1/results", json={
        "game": "acbas", "title": TITLE, "start_player": 0,
        "players": [{"name": NAMES[0], "farm": ["a a+ S", "a G .", "C b b"], "expansions": {"right": 1},
                     "animals": {"sheep": 4, "cattle": 3}, "supply": {"wood": 1}},
                    {"name": NAMES[1], "farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
                     "animals": {"sheep": 4, "cattle": 3}}]}).get_json()
    pages["sheet"] = sheet["url"]
    pages["sheets"] = "/results"
    hens = client.post("/api/v1/results", json={"game": "hens", "goal_card": "G03", "players": [
        {"name": NAMES[0], **face("hens").example("example")}, {"name": NAMES[1], **face("hens").example("upright")}]})
    pages["hens sheet"] = hens.get_json()["url"]
    for game, seed, moves in (("acbas", 3, 2), ("agricola", 5, 6), ("hens", 7, 8)):
        start = {"game": game, "players": "2", "me": "0", "bot-1": "random", "seed": str(seed)}
        pages[f"{game} game"] = client.post("/play", data=start).headers["Location"]
        pages[f"{game} game, {moves} moves in"] = played(client, client.post("/play", data=start).headers["Location"],
                                                         moves)
    return pages


def played(client, game: str, moves: int) -> str:
    """The game at ``game`` (an address) after ``moves`` of this browser's moves, each the middle
    one of the page's buttons (the bot answering): a page with latest moves, places to click on
    the farm (ACBAS borders after 2 moves, Agricola stables after 6) or the Hens grid's places
    (after 8).  Returns ``game``."""
    for _ in range(moves):
        page = client.get(game).get_data(as_text=True)
        actions = re.findall(r'name="action" value="([^"]+)"', page)
        seen = {name: re.search(rf'name="{name}" value="(\d+)"', page)[1] for name in ("seen", "takebacks")}
        assert client.post(game + "/act", data={"action": actions[len(actions) // 2], **seen}).status_code == 303
    return game


def scored_pages() -> dict[str, tuple[str, dict]]:
    """The one-player forms posted: a score with its picture, and a farm that must release animals."""
    acbas, agricola = face("acbas"), face("agricola")
    return {"acbas score": ("/acbas", {**acbas.form.values(acbas.example("crowded")), "action": "score"}),
            "acbas capacity": ("/acbas", {**acbas.form.values(acbas.example("small")), "action": "capacity"}),
            "agricola score": ("/agricola", {**agricola.form.values(agricola.example("mid_game")), "action": "score"}),
            "hens score": ("/hens", {**face("hens").form.values(face("hens").example()), "action": "score"}),
            "acbas error": ("/acbas", {**acbas.form.values(acbas.example("small")), "animals.sheep": "9x",
                                       "action": "score"})}


__all__ = ["LANGUAGES", "NAMES", "catalogue", "latin_words", "main_pages", "scored_pages", "template",
           "visible_text"]
