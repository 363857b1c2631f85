"""SVG pictures of ACBAS farms: home board and expansions, buildings, troughs, borders, animals.

>>> from calculator.acbas.farm import parse_farm
>>> picture = farm(parse_farm(["a a+ S", "a . .", "C b b"], {"right": 1}))
>>> 'aria-label="ACBAS farm"' in picture
True

Borders are wooden bars on the edges they stand on; a building's own walls are
grey.  Pastures are green, with their letter in the corner; expansion columns
have a dashed outline and are labelled under the farm.  The game's words are the
glossary's (``docs/glossary.csv``: a ``words.pgettext`` context is a row's id).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from ..grid import Edge, building_walls
from ..svg import (
    DEFAULT_SIZE, MUTED, Key, Layout, Picture, Svg, animal_count, animal_keys, cell_marks, edge_lines, element, farm_picture,
    fill_key, line, line_key, num, pasture_name, placement_layer, text, text_width, title_for, tooltip,
)
from ..words import ENGLISH, Words, term
from . import rules
from .farm import Farm, parse_farm

BORDER = "#8b5a2b"
WALL = "#7a7368"
HOME = "#ece2c3"
EXPANSION = "#e2e5c6"
PASTURES = ("#bfe09a", "#a9d6a0", "#cfe7a2", "#b4dcb8")
TROUGH = "#a0522d"
BUILDING_FILL = {"C": "#c9a27b", "H": "#c58a5a", "S": "#c4bdb0", "B": "#a59d8f", "O": "#dcc79d",
                 "L": "#cdb68c", "G": "#b0966f"}
KIND = "ACBAS farm"
MIN_WIDTH = 300.0  # room for the legend; a narrow farm is centred


def building_name(token: str, words: Words = ENGLISH) -> str:
    """A building tile's name in ``words``: ``stall``, ``half-timbered house``."""
    name = rules.BUILDINGS[token].name
    return term(words, f"acbas.building.{re.sub(r'[ -]', '_', name)}", name)


def animal_name(animal: str, words: Words = ENGLISH) -> str:
    """An animal type as the legend names it (``sheep``, ``pigs``)."""
    return term(words, f"acbas.animal.{animal}", animal)


def animals_counted(count: int, animal: str, words: Words = ENGLISH) -> str:
    """``3 cattle``: a number of animals of a type, in ACBAS's own words (its word for cattle)."""
    if animal == "cattle":
        return words.npgettext("acbas.animal.cattle", "%(num)d cattle", "%(num)d cattle", count)
    return animal_count(count, animal, words)


def place_name(name: str, words: Words = ENGLISH) -> str:
    """A location of the farm in ``words``: ``pasture a``, a building, ``trough``."""
    pasture = pasture_name(name, words)
    if pasture:
        return pasture
    if name == "trough":
        return words.pgettext("acbas.farm.trough", "feeding trough")
    token = next((t for t, b in rules.BUILDINGS.items() if b.name == name), None)
    return building_name(token, words) if token else name


def farm(farm: Farm, *, placement: Sequence[Mapping] | None = None, size: float = DEFAULT_SIZE,
         title: str | None = None, words: Words = ENGLISH) -> Svg:
    """The farm as SVG; with ``placement`` (a result's list), the animals in each location.

    ``size`` is the width of one space in px; ``title`` the picture's accessible name.
    """
    return picture(farm, placement=placement, size=size, title=title, words=words).svg()


def picture_of(document: dict, result: dict | None, *, size: float = DEFAULT_SIZE,
               borders: Iterable[Edge] | None = None, words: Words = ENGLISH) -> Picture:
    """The picture of one player's document and its result (see :func:`calculator.svg.document`);
    ``borders``: see :func:`picture`."""
    parsed = parse_farm(document.get("farm"), document.get("expansions"))
    placement = result.get("placement", []) if result else None
    return picture(parsed, placement=placement, size=size, title=title_for(words.gettext("ACBAS farm"), result, words),
                   borders=borders, words=words)


def picture(farm: Farm, *, placement: Sequence[Mapping] | None = None, size: float = DEFAULT_SIZE,
            title: str | None = None, borders: Iterable[Edge] | None = None, words: Words = ENGLISH) -> Picture:
    """The drawing behind :func:`farm`.  ``borders``: every border standing, for a farm in play
    whose borders do not all enclose pastures yet (by default, those its pastures imply)."""
    layout = Layout(farm.rows, farm.cols, size, size, left=max(24.0, (MIN_WIDTH - farm.cols * size) / 2))
    borders = farm.borders if borders is None else frozenset(borders)
    walls = _walls(farm, borders)
    badges, lines, animals = placement_layer(farm.locations, placement, layout, size=size, offset=0.12, words=words,
                                             place=lambda name: place_name(name, words),
                                             count=lambda n, animal: animals_counted(n, animal, words))
    ground = [
        element("g", *(_space(farm, (r, c), layout, size, words) for r in range(farm.rows)
                       for c in range(farm.cols)), class_="spaces"),
        _tiles(farm, layout, words),
        element("g", *(line(*layout.edge(e), stroke=WALL, stroke_width=size / 14, stroke_linecap="square")
                       for e in sorted(walls)), class_="walls"),
    ]
    return farm_picture(
        layout, ground, edges=edge_lines(borders, layout, colour=BORDER, width=size / 11, kind="border"),
        marks=cell_marks(farm.troughs, layout, lambda corner, size: _trough(corner, size, words), size=size,
                         kind="trough"), badges=badges,
        keys=_keys(farm, animals, walls, words), min_width=MIN_WIDTH, gap=30,
        title=words.gettext("ACBAS farm") if title is None else title, summary=_summary(farm, borders, words), lines=lines, words=words)


def _summary(farm: Farm, borders: frozenset[Edge], words: Words) -> str:
    return words.gettext("%(rows)d x %(cols)d farm, %(left)d expansion(s) on the left and %(right)d on the right; "
                         "%(borders)d borders, %(troughs)d troughs.", rows=farm.rows, cols=farm.cols, left=farm.left,
                         right=farm.right, borders=len(borders), troughs=len(farm.troughs))


def _walls(farm: Farm, borders: frozenset[Edge]) -> set:
    """Building walls where no border stands (a border against a wall is never needed)."""
    return set(building_walls(farm.buildings)) - set(borders)


def _space(farm: Farm, cell: tuple[int, int], layout: Layout, size: float, words: Words) -> str:
    x, y = layout.corner(cell)
    token = farm.buildings.get(cell)
    letter = farm.pasture_of.get(cell)
    if token:
        fill, what = BUILDING_FILL[token], building_name(token, words)
    elif letter:
        fill, what = PASTURES[(ord(letter) - ord("a")) % len(PASTURES)], place_name(f"pasture {letter}", words)
    else:
        fill = EXPANSION if cell[1] in farm.expansion_columns else HOME
        what = words.pgettext("acbas.farm.empty_space", "empty space")
    if cell in farm.troughs:
        what = words.gettext("%(space)s, trough", space=what)
    parts = [tooltip(words.gettext("cell (%(row)d, %(column)d): %(what)s", row=cell[0], column=cell[1], what=what)),
             element("rect", x=x, y=y, width=size, height=size, fill=fill, stroke="#b9ae94", stroke_width=1)]
    if token:
        lines = _two_lines(building_name(token, words))
        font = min(size * 0.14, size * 0.92 / max(text_width(line, 1.03) for line in lines))  # long words get smaller
        for i, word in enumerate(lines):
            parts.append(text(x + size / 2, y + size * (0.2 + 0.15 * i), word, size=font, font_weight="bold"))
    elif letter:
        parts.append(text(x + size * 0.1, y + size * 0.22, letter, size=size * 0.18, text_anchor="start",
                          font_weight="bold", fill="#2e5d1f"))
    return element("g", *parts, class_="space", data_cell=f"{cell[0]},{cell[1]}")


def _two_lines(name: str) -> list[str]:
    """``half-timbered house`` -> ``half-timbered`` / ``house``; short names stay on one line."""
    words = name.split()
    if len(words) == 1 or len(name) <= 9:
        return [name]
    return [" ".join(words[:-1]), words[-1]]


def _tiles(farm: Farm, layout: Layout, words: Words) -> str:
    """The home board (solid outline) and each expansion tile (dashed), named under the farm."""
    parts = []
    home_x = layout.corner((0, farm.left))[0]
    height = farm.rows * layout.height
    parts.append(element("rect", x=home_x, y=layout.top, width=rules.HOME_COLUMNS * layout.width, height=height,
                         fill="none", stroke="#5d4a2e", stroke_width=2.0))
    home = words.pgettext("acbas.farm.home_board", "home board")
    parts.append(text(home_x + layout.width, layout.bottom + 16, home,
                      size=min(11.0, 2.8 * layout.width / text_width(home, 1)), fill=MUTED))
    expansion = words.pgettext("acbas.farm.expansion", "expansion")
    for c in farm.expansion_columns:
        x = layout.corner((0, c))[0]
        parts.append(element("rect", x=x + 1.5, y=layout.top + 1.5, width=layout.width - 3, height=height - 3,
                             fill="none", stroke="#8a7a5a", stroke_width=1.5, stroke_dasharray="5 3"))
        parts.append(text(x + layout.width / 2, layout.bottom + 16, expansion,
                          size=min(11.0, 0.95 * layout.width / text_width(expansion, 1)), fill=MUTED))
    return element("g", *parts, class_="tiles")


def _trough(corner: tuple[float, float], size: float, words: Words = ENGLISH) -> str:
    """A small feeding trough in the bottom-left corner of a space."""
    x, y = corner[0] + size * 0.08, corner[1] + size * 0.8
    w, h = size * 0.34, size * 0.12
    corners = ((x, y), (x + w, y), (x + w * 0.85, y + h), (x + w * 0.15, y + h))
    points = " ".join(f"{num(a)},{num(b)}" for a, b in corners)
    return element("g", tooltip(words.pgettext("acbas.farm.trough", "feeding trough")),
                   element("polygon", points=points, fill=TROUGH, stroke="#5a2d12", stroke_width=1.0),
                   class_="trough")


def _keys(farm: Farm, animals: set[str], walls: set, words: Words) -> list[Key]:
    keys = [fill_key(PASTURES[0], words.pgettext("common.farm.pasture", "pasture")),
            line_key(BORDER, 5, words.pgettext("acbas.farm.border", "border"))]
    if walls:
        keys.append(line_key(WALL, 4, words.pgettext("acbas.farm.building_wall", "building wall")))
    if farm.troughs:
        keys.append(Key(_trough((-2.0, -26.0), 40, words), words.gettext("trough")))
    if farm.expansion_columns:
        keys.append(fill_key(EXPANSION, words.pgettext("acbas.farm.expansion", "expansion"), stroke_dasharray="3 2"))
    return keys + animal_keys(animals, rules.ANIMALS, lambda animal: animal_name(animal, words))
