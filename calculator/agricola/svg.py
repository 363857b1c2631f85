"""SVG pictures of Agricola farmyards: rooms by material, fields, fences, stables, animals.

>>> from calculator.agricola.farm import parse_farmyard
>>> picture = farmyard(parse_farmyard(["F F F . .", "R R a a* S", "R R b . ."]), house="clay")
>>> picture.count('class="fence"')  # pasture a needs 6, b 3 more (it shares one with a)
9

Fences are wooden bars on the edges they stand on (the board edge needs them
too); a stable is a small hut in the top-right corner of its space.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import AgricalcError
from ..housing import Location
from ..svg import (
    DEFAULT_SIZE, Key, Layout, Picture, Svg, animal_count, animal_keys, cell_marks, edge_lines, element, farm_picture, fill_key,
    line, line_key, num, pasture_name, placement_layer, text, text_width, title_for, tooltip,
)
from ..words import ENGLISH, Words, term
from . import rules
from .cards.hand import parse_hand
from .cards.housing import card_locations
from .farm import Farmyard, parse_farmyard

FENCE = "#8b5a2b"
MEADOW = "#e4ebcb"
PASTURES = ("#b5d98a", "#a3cf96", "#c3e08f", "#add6a6")
FIELD = "#c49060"
FURROW = "#8a5a2c"
STABLE = "#6d4424"
ROOM_FILL = {"wood": "#dcae72", "clay": "#d4855d", "stone": "#a9a9a9"}
KIND = "Agricola farmyard"
ANIMAL_WORDS = {"sheep": "sheep", "boar": "wild boar", "cattle": "cattle"}  # the glossary's English


def animal_name(animal: str, words: Words = ENGLISH) -> str:
    """An animal type as the legend names it (``wild boar``)."""
    return term(words, f"agricola.animal.{animal}", ANIMAL_WORDS.get(animal, animal))


def room_name(house: str, words: Words = ENGLISH) -> str:
    """``wood room``: a room of the house's material."""
    rooms = {"wood": lambda: words.gettext("wood room"), "clay": lambda: words.gettext("clay room"),
             "stone": lambda: words.gettext("stone room")}
    return rooms[house]() if house in rooms else f"{house} room"


def material(house: str, words: Words = ENGLISH) -> str:
    """A house's material: ``wood``, ``clay``, ``stone``."""
    return term(words, f"common.good.{house}", house)


def animals_counted(count: int, animal: str, words: Words = ENGLISH) -> str:
    """``3 cattle``: a number of animals of a type, in Agricola's own words (its word for cattle)."""
    if animal == "cattle":
        return words.npgettext("agricola.animal.cattle", "%(num)d cattle", "%(num)d cattle", count)
    return animal_count(count, animal, words)


def place_name(name: str, words: Words = ENGLISH) -> str:
    """A location of the farmyard in ``words``: ``pasture a``, ``stable``, ``house`` (a card keeps its name)."""
    pasture = pasture_name(name, words)
    if pasture:
        return pasture
    if name == "stable":
        return words.pgettext("agricola.farm.stable", "stable")
    if name == "house":
        return words.pgettext("agricola.farm.house", "house")
    return name


def farmyard(farmyard: Farmyard, *, house: str = "wood", placement: Sequence[Mapping] | None = None,
             size: float = DEFAULT_SIZE, title: str | None = None, words: Words = ENGLISH) -> Svg:
    """The farmyard as SVG, rooms in the ``house`` material (wood, clay or stone).

    With ``placement`` (a result's list) the animals are drawn in their locations.
    ``size`` is the width of one space in px; ``title`` the picture's accessible name.
    """
    return picture(farmyard, house=house, placement=placement, size=size, title=title, words=words).svg()


def picture_of(document: dict, result: dict | None, *, size: float = DEFAULT_SIZE, words: Words = ENGLISH) -> Picture:
    """The picture of one player's document and its result (see :func:`calculator.svg.document`)."""
    parsed = parse_farmyard(document.get("farmyard"))
    house = document.get("house", "wood")
    placement = result.get("placement", []) if result else None
    return picture(parsed, house=house if house in ROOM_FILL else "wood", placement=placement, size=size,
                   title=title_for(words.gettext("Agricola farmyard"), result, words),
                   locations=_locations(parsed, document), words=words)


def _locations(farmyard: Farmyard, document: dict) -> tuple[Location, ...]:
    """The farmyard's locations as the document's cards change them (a Drinking Trough's
    pastures hold 2 more); the farmyard's own when the cards cannot be read."""
    if not document.get("cards"):
        return farmyard.locations
    try:
        held = parse_hand(document["cards"]).to_json()
    except AgricalcError:
        return farmyard.locations
    return card_locations(farmyard, held).locations


def picture(farmyard: Farmyard, *, house: str = "wood", placement: Sequence[Mapping] | None = None,
            size: float = DEFAULT_SIZE, title: str | None = None, locations: Sequence[Location] | None = None,
            words: Words = ENGLISH) -> Picture:
    """The drawing behind :func:`farmyard` (``locations``: the farmyard's, as cards change them)."""
    layout = Layout(farmyard.rows, farmyard.cols, size, size)
    locations = farmyard.locations if locations is None else locations
    badges, lines, animals = placement_layer(locations, placement, layout, size=size, offset=0.12, words=words,
                                             place=lambda name: place_name(name, words),
                                             count=lambda n, animal: animals_counted(n, animal, words))
    spaces = [_space(farmyard, (r, c), layout, size, house, words)
              for r in range(farmyard.rows) for c in range(farmyard.cols)]
    border = element("rect", x=layout.left, y=layout.top, width=layout.right - layout.left,
                     height=layout.bottom - layout.top, fill="none", stroke="#6f7d4a", stroke_width=1.5)
    summary = words.gettext("%(rooms)d %(house)s rooms, %(fields)d fields, %(pastures)d pastures, %(fences)d fences, "
                            "%(stables)d stables.", rooms=len(farmyard.rooms), house=material(house, words),
                            fields=len(farmyard.fields), pastures=len(farmyard.pastures), fences=len(farmyard.fences),
                            stables=len(farmyard.stables))
    return farm_picture(
        layout, [element("g", *spaces, class_="spaces"), border],
        edges=edge_lines(farmyard.fences, layout, colour=FENCE, width=size / 11, kind="fence"),
        marks=cell_marks(farmyard.stables, layout, lambda corner, size: _stable(corner, size, words), size=size,
                         kind="stable"), badges=badges,
        keys=_keys(farmyard, house, animals, words), min_width=300.0, gap=14,
        title=words.gettext("Agricola farmyard") if title is None else title, summary=summary, lines=lines,
        words=words)


def _space(farmyard: Farmyard, cell: tuple[int, int], layout: Layout, size: float, house: str, words: Words) -> str:
    x, y = layout.corner(cell)
    letter = farmyard.pasture_of.get(cell)
    parts = []
    if cell in farmyard.rooms:
        fill, what = ROOM_FILL[house], room_name(house, words)
    elif cell in farmyard.fields:
        fill, what = FIELD, words.pgettext("agricola.farm.field", "field")
    elif letter:
        fill, what = PASTURES[(ord(letter) - ord("a")) % len(PASTURES)], place_name(f"pasture {letter}", words)
    elif cell in farmyard.stables:
        fill, what = MEADOW, words.pgettext("agricola.farm.unfenced_stable", "unfenced stable")
    else:
        fill, what = MEADOW, words.pgettext("agricola.farm.unused_space", "unused space")
    if cell in farmyard.stables and letter:
        what = words.gettext("%(space)s, stable", space=what)
    parts.append(tooltip(words.gettext("cell (%(row)d, %(column)d): %(what)s", row=cell[0], column=cell[1],
                                       what=what)))
    parts.append(element("rect", x=x, y=y, width=size, height=size, fill=fill, stroke="#9fae7c", stroke_width=1))
    if cell in farmyard.fields:
        for i in range(4):
            fy = y + size * (0.38 + 0.15 * i)
            parts.append(line((x + size * 0.12, fy), (x + size * 0.88, fy), stroke=FURROW, stroke_width=size / 30))
        parts.append(_label(x + size / 2, y + size * 0.24, words.pgettext("agricola.farm.field", "field"), size,
                            size * 0.15, font_weight="bold", fill="#ffffff"))
    elif cell in farmyard.rooms:
        parts.append(element("rect", x=x + 3, y=y + 3, width=size - 6, height=size - 6, fill="none",
                             stroke="#5a4632", stroke_width=1.5))
        parts.append(_label(x + size / 2, y + size * 0.23, words.pgettext("agricola.farm.room", "room"), size,
                            size * 0.15, font_weight="bold"))
        parts.append(_label(x + size / 2, y + size * 0.37, material(house, words), size, size * 0.12))
    elif letter:
        parts.append(text(x + size * 0.1, y + size * 0.22, letter, size=size * 0.18, text_anchor="start",
                          font_weight="bold", fill="#2e5d1f"))
    return element("g", *parts, class_="space", data_cell=f"{cell[0]},{cell[1]}")


def _label(x: float, y: float, words: str, size: float, font: float, **attrs: object) -> str:
    """A word across a space, smaller where it is long (Greek and Russian words are)."""
    return text(x, y, words, size=min(font, size * 0.9 / max(1.0, text_width(words, 1.0))), **attrs)


def _stable(corner: tuple[float, float], size: float, words: Words = ENGLISH) -> str:
    """A small hut in the top-right corner of a space."""
    x, y = corner[0] + size * 0.64, corner[1] + size * 0.08
    w = size * 0.28
    points = " ".join(f"{num(px)},{num(py)}" for px, py in (
        (x, y + w * 0.45), (x + w / 2, y), (x + w, y + w * 0.45), (x + w, y + w), (x, y + w)))
    door = element("rect", x=x + w * 0.38, y=y + w * 0.6, width=w * 0.24, height=w * 0.4, fill="#f1e3c8")
    return element("g", tooltip(words.pgettext("agricola.farm.stable", "stable")), element("polygon", points=points, fill=STABLE, stroke="#3b2412",
                                                   stroke_width=1.0), door, class_="stable")


def _keys(farmyard: Farmyard, house: str, animals: set[str], words: Words) -> list[Key]:
    keys = [fill_key(ROOM_FILL[house], room_name(house, words))]
    if farmyard.fields:
        keys.append(fill_key(FIELD, words.pgettext("agricola.farm.field", "field")))
    if farmyard.pastures:
        keys += [fill_key(PASTURES[0], words.pgettext("common.farm.pasture", "pasture")),
                 line_key(FENCE, 5, words.pgettext("agricola.farm.fence", "fence"))]
    if farmyard.stables:
        keys.append(Key(_stable((-32.0, -3.0), 50, words), words.pgettext("agricola.farm.stable", "stable")))
    keys.append(fill_key(MEADOW, words.pgettext("agricola.farm.unused_space", "unused space")))
    return keys + animal_keys(animals, rules.ANIMALS, lambda animal: animal_name(animal, words))
