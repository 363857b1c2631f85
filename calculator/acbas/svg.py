"""SVG pictures of ACBAS farms: home board and expansions, buildings, troughs, borders, animals.

>>> from calculator.acbas.farm import parse_farm
>>> picture = farm(parse_farm(["a a+ S", "a . .", "C b b"], {"right": 1}))
>>> 'aria-label="ACBAS farm"' in picture
True

Borders are wooden bars on the edges they stand on; a building's own walls are
grey.  Pastures are green, with their letter in the corner; expansion columns
have a dashed outline and are labelled under the farm.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..svg import (
    DEFAULT_SIZE, MUTED, Key, Layout, Picture, Svg, animal_keys, cell_marks, edge_lines, element, farm_picture,
    fill_key, line, line_key, num, placement_layer, text, title_for, tooltip,
)
from ..grid import Edge, building_walls
from . import rules
from .farm import Farm, parse_farm

BORDER = "#8b5a2b"
WALL = "#7a7368"
HOME = "#ece2c3"
EXPANSION = "#e2e5c6"
PASTURES = ("#bfe09a", "#a9d6a0", "#cfe7a2", "#b4dcb8")
TROUGH = "#a0522d"
BUILDING_FILL = {"C": "#c9a27b", "H": "#b57f52", "S": "#c4bdb0", "B": "#a59d8f", "O": "#dcc79d",
                 "L": "#cdb68c", "G": "#b0966f"}
KIND = "ACBAS farm"
MIN_WIDTH = 300.0  # room for the legend; a narrow farm is centred


def farm(farm: Farm, *, placement: Sequence[Mapping] | None = None, size: float = DEFAULT_SIZE,
         title: str = KIND) -> Svg:
    """The farm as SVG; with ``placement`` (a result's list), the animals in each location.

    ``size`` is the width of one space in px; ``title`` the picture's accessible name.
    """
    return picture(farm, placement=placement, size=size, title=title).svg()


def picture_of(document: dict, result: dict | None, *, size: float = DEFAULT_SIZE,
               borders: Iterable[Edge] | None = None) -> Picture:
    """The picture of one player's document and its result (see :func:`calculator.svg.document`);
    ``borders``: see :func:`picture`."""
    parsed = parse_farm(document.get("farm"), document.get("expansions"))
    placement = result.get("placement", []) if result else None
    return picture(parsed, placement=placement, size=size, title=title_for(KIND, result), borders=borders)


def picture(farm: Farm, *, placement: Sequence[Mapping] | None = None, size: float = DEFAULT_SIZE,
            title: str = KIND, borders: Iterable[Edge] | None = None) -> Picture:
    """The drawing behind :func:`farm`.  ``borders``: every border standing, for a farm in play
    whose borders do not all enclose pastures yet (by default, those its pastures imply)."""
    layout = Layout(farm.rows, farm.cols, size, size, left=max(24.0, (MIN_WIDTH - farm.cols * size) / 2))
    borders = farm.borders if borders is None else frozenset(borders)
    walls = _walls(farm, borders)
    badges, lines, animals = placement_layer(farm.locations, placement, layout, size=size, offset=0.12)
    ground = [
        element("g", *(_space(farm, (r, c), layout, size) for r in range(farm.rows) for c in range(farm.cols)),
                class_="spaces"),
        _tiles(farm, layout),
        element("g", *(line(*layout.edge(e), stroke=WALL, stroke_width=size / 14, stroke_linecap="square")
                       for e in sorted(walls)), class_="walls"),
    ]
    return farm_picture(
        layout, ground, edges=edge_lines(borders, layout, colour=BORDER, width=size / 11, kind="border"),
        marks=cell_marks(farm.troughs, layout, _trough, size=size, kind="trough"), badges=badges,
        keys=_keys(farm, animals, walls), min_width=MIN_WIDTH, gap=30, title=title,
        summary=_summary(farm, borders), lines=lines)


def _summary(farm: Farm, borders: frozenset[Edge]) -> str:
    return (f"{farm.rows} x {farm.cols} farm, {farm.left} expansion(s) on the left and {farm.right} on the right; "
            f"{len(borders)} borders, {len(farm.troughs)} troughs.")


def _walls(farm: Farm, borders: frozenset[Edge]) -> set:
    """Building walls where no border stands (a border against a wall is never needed)."""
    return set(building_walls(farm.buildings)) - set(borders)


def _space(farm: Farm, cell: tuple[int, int], layout: Layout, size: float) -> str:
    x, y = layout.corner(cell)
    token = farm.buildings.get(cell)
    letter = farm.pasture_of.get(cell)
    if token:
        building = rules.BUILDINGS[token]
        fill, what = BUILDING_FILL[token], building.name
    elif letter:
        fill, what = PASTURES[(ord(letter) - ord("a")) % len(PASTURES)], f"pasture {letter}"
    else:
        fill = EXPANSION if cell[1] in farm.expansion_columns else HOME
        what = "empty space"
    parts = [tooltip(f"cell ({cell[0]}, {cell[1]}): {what}" + (", trough" if cell in farm.troughs else "")),
             element("rect", x=x, y=y, width=size, height=size, fill=fill, stroke="#b9ae94", stroke_width=1)]
    if token:
        words = _two_lines(rules.BUILDINGS[token].name)
        font = min(size * 0.14, size * 0.92 / (0.6 * max(map(len, words))))  # long words get smaller
        for i, word in enumerate(words):
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


def _tiles(farm: Farm, layout: Layout) -> str:
    """The home board (solid outline) and each expansion tile (dashed), named under the farm."""
    parts = []
    home_x = layout.corner((0, farm.left))[0]
    height = farm.rows * layout.height
    parts.append(element("rect", x=home_x, y=layout.top, width=rules.HOME_COLUMNS * layout.width, height=height,
                         fill="none", stroke="#5d4a2e", stroke_width=2.0))
    parts.append(text(home_x + layout.width, layout.bottom + 16, "home board", size=11.0, fill=MUTED))
    for c in farm.expansion_columns:
        x = layout.corner((0, c))[0]
        parts.append(element("rect", x=x + 1.5, y=layout.top + 1.5, width=layout.width - 3, height=height - 3,
                             fill="none", stroke="#8a7a5a", stroke_width=1.5, stroke_dasharray="5 3"))
        parts.append(text(x + layout.width / 2, layout.bottom + 16, "expansion", size=11.0, fill=MUTED))
    return element("g", *parts, class_="tiles")


def _trough(corner: tuple[float, float], size: float) -> str:
    """A small feeding trough in the bottom-left corner of a space."""
    x, y = corner[0] + size * 0.08, corner[1] + size * 0.8
    w, h = size * 0.34, size * 0.12
    corners = ((x, y), (x + w, y), (x + w * 0.85, y + h), (x + w * 0.15, y + h))
    points = " ".join(f"{num(a)},{num(b)}" for a, b in corners)
    return element("g", tooltip("feeding trough"),
                   element("polygon", points=points, fill=TROUGH, stroke="#5a2d12", stroke_width=1.0),
                   class_="trough")


def _keys(farm: Farm, animals: set[str], walls: set) -> list[Key]:
    keys = [fill_key(PASTURES[0], "pasture"), line_key(BORDER, 5, "border")]
    if walls:
        keys.append(line_key(WALL, 4, "building wall"))
    if farm.troughs:
        keys.append(Key(_trough((-2.0, -26.0), 40), "trough"))
    if farm.expansion_columns:
        keys.append(fill_key(EXPANSION, "expansion", stroke_dasharray="3 2"))
    return keys + animal_keys(animals, rules.ANIMALS)
