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
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from calculator import games
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
PROPER = {"agricalc", "ACBAS", "SVG", "PNG", "JSON", "API", "OpenAPI", "OpenSkill", "UTC", "GET", "POST", *NAMES, TITLE}


def catalogue(language: str) -> Catalog:
    with (TRANSLATIONS / language / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=language)


def template() -> Catalog:
    with (TRANSLATIONS / "messages.pot").open("rb") as f:
        return read_po(f)


PLACE = re.compile(r"(%\(\w+\)[sd]|%%|\{\w+\}|<[^>]*>|&#?\w+;)")  # what a translation keeps as it is
CYRILLIC = "абвгдежзиклмнопрстуфхцчшщыэюя"


def full_width(text: str) -> str:
    """``text`` in full-width letters (``Ｓｈｅｅｐ``): a translation with no Latin word left."""
    return each_word(text, lambda word: "".join(chr(ord(ch) + 0xFEE0) for ch in word))


def long_cyrillic(text: str) -> str:
    """``text`` in Cyrillic words twice as long as its English ones (``pig``: ``гггггг``), as long
    as the longest Greek and Russian words of a page: a translation that tests a layout."""
    return each_word(text, lambda word: CYRILLIC[len(word) % len(CYRILLIC)] * (2 * len(word)))


def each_word(text: str, translate) -> str:
    """``text`` with each word of Latin letters translated by ``translate``, its placeholders and markup kept."""
    return "".join(part if PLACE.fullmatch(part) else re.sub(r"[A-Za-z]+", lambda m: translate(m[0]), part)
                   for part in PLACE.split(text))


def pseudo_catalogue(folder: Path, language: str, translate) -> Path:
    """A catalogue of ``language`` in ``folder`` (a translations folder) that translates every message
    of the template with ``translate`` (the language keeps its plural forms and its numbers); ``folder``."""
    catalog = Catalog(locale=language)
    for message in template():
        if message.id:
            string = tuple(map(translate, message.id)) if message.pluralizable else translate(message.id)
            catalog.add(message.id, string, context=message.context, flags=message.flags)
    (folder / language / "LC_MESSAGES").mkdir(parents=True)
    with (folder / language / "LC_MESSAGES" / "messages.mo").open("wb") as f:
        write_mo(f, catalog)
    return folder


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


# A stored ACBAS sheet with a half point (the storage building's wood), and the games played in the
# browser: (game, seed, this browser's moves before a page with places to click: played()).
ACBAS_SHEET = {"game": "acbas", "title": TITLE, "start_player": 0, "players": [
    {"name": NAMES[0], "farm": ["a a+ S", "a G .", "C b b"], "expansions": {"right": 1},
     "animals": {"sheep": 4, "cattle": 3}, "supply": {"wood": 1}},
    {"name": NAMES[1], "farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
     "animals": {"sheep": 4, "cattle": 3}}]}
# Where a game in play shows places to click: (seed, this browser's moves) per game; any other game
# is played from seed 1 for 2 moves.
PLACES = {"acbas": (3, 2), "agricola": (5, 6), "hens": (7, 8)}
GAMES = tuple((game, *PLACES.get(game, (1, 2))) for game in games.names())  # every registered game
PAGES = {"home": "/", "sheets": "/results", "error": "/no-such-page", "play": "/play", "clubs": "/clubs",
         **{f"{game} {page}": f"/{game}{path}" for game in games.names()
            for page, path in (("form", ""), ("table form", "/table"))}}


def hens_sheet() -> dict:
    """A stored Hens sheet of two example grids and a goal card."""
    hens = face("hens")
    return {"game": "hens", "goal_card": "G03", "players": [{"name": NAMES[0], **hens.example("example")},
                                                             {"name": NAMES[1], **hens.example("upright")}]}


def new_game(game: str, seed: int) -> dict[str, str]:
    """The /play form starting ``game`` against the random bot, this browser the first player."""
    return {"game": game, "players": "2", "me": "0", "bot-1": "random", "seed": str(seed)}


# Cards whose reasons are of many forms (a threshold table, a rate, a house, a best street, what a
# player entered, a card's own words), none naming another card: an Agricola sheet's cards table.
CARDS = ("E23", "E28", "I94", "I100", "I337", "K123", "K133", "K146", "K339", "I101", "K138")
CARD_INPUTS = {"I100": {"tavern_bonus_uses": 0}, "I337": 2, "K339": 4, "K138": 1}


def cards_sheet() -> dict:
    """A stored Agricola sheet whose first player holds :data:`CARDS`."""
    agricola = face("agricola")
    return {"game": "agricola", "players": [
        {"name": NAMES[0], **agricola.example("mid_game"), "cards": list(CARDS), "card_inputs": CARD_INPUTS},
        {"name": NAMES[1], **agricola.starting()}]}


def sheets() -> dict[str, dict]:
    """A score sheet of every registered game to store, by name: ACBAS's with a half point, Hens's
    with a goal card, Agricola's with cards, and for any other game two players of its form's
    starting document."""
    found = {"sheet": ACBAS_SHEET, "hens sheet": hens_sheet(), "agricola cards sheet": cards_sheet()}
    for game in games.names():
        if game not in ("acbas", "hens"):
            players = [{"name": name, **face(game).starting()} for name in NAMES]
            found[f"{game} sheet"] = {"game": game, "players": players}
    return found


def main_pages(client) -> dict[str, str]:
    """Every page of the main path, by what it is: the forms (empty and scored), the table forms,
    a stored sheet of each game, the sheets' list, the home page, /play (a new game and a game
    in progress), a sheet edited once and its edit form, the clubs and a club's page, and an
    error page."""
    pages = dict(PAGES)
    for name, sheet in sheets().items():
        pages[name] = client.post("/api/v1/results", json=sheet).get_json()["url"]
    club = client.post("/api/v1/clubs", json={"name": TITLE}).get_json()
    filed = client.post("/api/v1/results", json={**ACBAS_SHEET, "club": {"id": club["id"], "key": club["key"]}})
    filed = filed.get_json()
    client.put(f"/api/v1/results/{filed['id']}", json=ACBAS_SHEET,
               headers={"Authorization": f"Bearer {filed['edit_key']}"})
    pages.update({"edited sheet": filed["url"], "sheet edit form": filed["url"] + "/edit", "club": club["url"]})
    for game, seed, moves in GAMES:
        start = new_game(game, seed)
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
    """The one-player forms posted: a score with its picture, a farm that must release animals, and
    "Plan my farm" (a plan with a new building and borders, and one that releases animals)."""
    acbas, agricola, hens = face("acbas"), face("agricola"), face("hens")
    scored = {f"{game} score": (f"/{game}", {**face(game).form.values(face(game).example()), "action": "score"})
              for game in games.names()}  # every registered game's first example; ACBAS's and Agricola's chosen below
    return {**scored, "acbas score": ("/acbas", {**acbas.form.values(acbas.example("crowded")), "action": "score"}),
            "acbas capacity": ("/acbas", {**acbas.form.values(acbas.example("small")), "action": "capacity"}),
            "agricola score": ("/agricola", {**agricola.form.values(agricola.example("mid_game")), "action": "score"}),
            "acbas error": ("/acbas", {**acbas.form.values(acbas.example("small")), "animals.sheep": "9x",
                                       "action": "score"}),
            # the calculator's rules broken: a family too large, rooms apart, hens that do not match
            "agricola rule error": ("/agricola", {**agricola.form.values(agricola.example("mid_game")), "people": "6",
                                                  "action": "score"}),
            "agricola farm rule error": ("/agricola", {**agricola.form.values(agricola.example("mid_game")),
                                                       "farmyard": "F  F  F  .  .\nR  .  a  a* S\nR  R  b  .  R",
                                                       "action": "score"}),
            "hens rule error": ("/hens", {**hens.form.values(hens.example("upright")), "action": "score",
                                          "grid": "PAD 1/2/0, WYA 5/2/0, BAR 4/2/1\nPAD 6/1/0, coop, WYA 3/1/0\n"
                                                  "PAD 4/2/0, WYA 3/2/0, WYA 5/2/1\nSEB 5/2/1, SEB 2/1/0, SEB 6/3/1"}),
            "acbas plan": ("/acbas", {**acbas.form.values(acbas.example("small")), "budget.borders": "3",
                                      "budget.wood": "4", "budget.stone": "6", "budget.reed": "2",
                                      "objective": "score", "herd": "given", "action": "plan"}),
            "agricola plan": ("/agricola", {**agricola.form.values(agricola.example("mid_game")), "budget.wood": "6",
                                            "objective": "animal_points", "herd": "any", "action": "plan"}),
            "acbas plan releasing": ("/acbas", {**acbas.form.values(acbas.example("crowded")), "budget.wood": "0",
                                                "objective": "score", "herd": "given", "action": "plan"})}


__all__ = ["ACBAS_SHEET", "CARDS", "cards_sheet", "GAMES", "LANGUAGES", "NAMES", "PAGES", "PLACE", "catalogue", "each_word", "full_width", "hens_sheet",
           "long_cyrillic", "new_game", "sheets", "pseudo_catalogue", "latin_words", "main_pages", "scored_pages", "template",
           "visible_text"]
