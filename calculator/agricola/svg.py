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
    DEFAULT_SIZE, Key, Layout, Picture, Svg, animal_keys, cell_marks, edge_lines, element, farm_picture, fill_key,
    line, line_key, num, placement_layer, text, title_for, tooltip,
)
from . import rules
from .cards.hand import parse_hand
from .cards.housing import card_locations
from .farm import Farmyard, parse_farmyard

FENCE = "#8b5a2b"
MEADOW = "#e4ebcb"
PASTURES = ("#b5d98a", "#a3cf96", "#c3e08f", "#add6a6")
FIELD = "#b07a45"
FURROW = "#8a5a2c"
STABLE = "#6d4424"
ROOM_FILL = {"wood": "#dcae72", "clay": "#cf7b55", "stone": "#a9a9a9"}
KIND = "Agricola farmyard"


def farmyard(farmyard: Farmyard, *, house: str = "wood", placement: Sequence[Mapping] | None = None,
             size: float = DEFAULT_SIZE, title: str = KIND) -> Svg:
    """The farmyard as SVG, rooms in the ``house`` material (wood, clay or stone).

    With ``placement`` (a result's list) the animals are drawn in their locations.
    ``size`` is the width of one space in px; ``title`` the picture's accessible name.
    """
    return picture(farmyard, house=house, placement=placement, size=size, title=title).svg()


def picture_of(document: dict, result: dict | None, *, size: float = DEFAULT_SIZE) -> Picture:
    """The picture of one player's document and its result (see :func:`calculator.svg.document`)."""
    parsed = parse_farmyard(document.get("farmyard"))
    house = document.get("house", "wood")
    placement = result.get("placement", []) if result else None
    return picture(parsed, house=house if house in ROOM_FILL else "wood", placement=placement, size=size,
                   title=title_for(KIND, result), locations=_locations(parsed, document))


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
            size: float = DEFAULT_SIZE, title: str = KIND, locations: Sequence[Location] | None = None) -> Picture:
    """The drawing behind :func:`farmyard` (``locations``: the farmyard's, as cards change them)."""
    layout = Layout(farmyard.rows, farmyard.cols, size, size)
    locations = farmyard.locations if locations is None else locations
    badges, lines, animals = placement_layer(locations, placement, layout, size=size, offset=0.12)
    spaces = [_space(farmyard, (r, c), layout, size, house) for r in range(farmyard.rows) for c in range(farmyard.cols)]
    border = element("rect", x=layout.left, y=layout.top, width=layout.right - layout.left,
                     height=layout.bottom - layout.top, fill="none", stroke="#6f7d4a", stroke_width=1.5)
    summary = (f"{len(farmyard.rooms)} {house} rooms, {len(farmyard.fields)} fields, "
               f"{len(farmyard.pastures)} pastures, {len(farmyard.fences)} fences, {len(farmyard.stables)} stables.")
    return farm_picture(
        layout, [element("g", *spaces, class_="spaces"), border],
        edges=edge_lines(farmyard.fences, layout, colour=FENCE, width=size / 11, kind="fence"),
        marks=cell_marks(farmyard.stables, layout, _stable, size=size, kind="stable"), badges=badges,
        keys=_keys(farmyard, house, animals), min_width=300.0, gap=14, title=title, summary=summary, lines=lines)


def _space(farmyard: Farmyard, cell: tuple[int, int], layout: Layout, size: float, house: str) -> str:
    x, y = layout.corner(cell)
    letter = farmyard.pasture_of.get(cell)
    parts = []
    if cell in farmyard.rooms:
        fill, what = ROOM_FILL[house], f"{house} room"
    elif cell in farmyard.fields:
        fill, what = FIELD, "field"
    elif letter:
        fill, what = PASTURES[(ord(letter) - ord("a")) % len(PASTURES)], f"pasture {letter}"
    else:
        fill, what = MEADOW, "unused space" if cell not in farmyard.stables else "unfenced stable"
    if cell in farmyard.stables and letter:
        what += ", stable"
    parts.append(tooltip(f"cell ({cell[0]}, {cell[1]}): {what}"))
    parts.append(element("rect", x=x, y=y, width=size, height=size, fill=fill, stroke="#9fae7c", stroke_width=1))
    if cell in farmyard.fields:
        for i in range(4):
            fy = y + size * (0.38 + 0.15 * i)
            parts.append(line((x + size * 0.12, fy), (x + size * 0.88, fy), stroke=FURROW, stroke_width=size / 30))
        parts.append(text(x + size / 2, y + size * 0.24, "field", size=size * 0.15, font_weight="bold", fill="#ffffff"))
    elif cell in farmyard.rooms:
        parts.append(element("rect", x=x + 3, y=y + 3, width=size - 6, height=size - 6, fill="none",
                             stroke="#5a4632", stroke_width=1.5))
        parts.append(text(x + size / 2, y + size * 0.23, "room", size=size * 0.15, font_weight="bold"))
        parts.append(text(x + size / 2, y + size * 0.37, house, size=size * 0.12))
    elif letter:
        parts.append(text(x + size * 0.1, y + size * 0.22, letter, size=size * 0.18, text_anchor="start",
                          font_weight="bold", fill="#2e5d1f"))
    return element("g", *parts, class_="space", data_cell=f"{cell[0]},{cell[1]}")


def _stable(corner: tuple[float, float], size: float) -> str:
    """A small hut in the top-right corner of a space."""
    x, y = corner[0] + size * 0.64, corner[1] + size * 0.08
    w = size * 0.28
    points = " ".join(f"{num(px)},{num(py)}" for px, py in (
        (x, y + w * 0.45), (x + w / 2, y), (x + w, y + w * 0.45), (x + w, y + w), (x, y + w)))
    door = element("rect", x=x + w * 0.38, y=y + w * 0.6, width=w * 0.24, height=w * 0.4, fill="#f1e3c8")
    return element("g", tooltip("stable"), element("polygon", points=points, fill=STABLE, stroke="#3b2412",
                                                   stroke_width=1.0), door, class_="stable")


def _keys(farmyard: Farmyard, house: str, animals: set[str]) -> list[Key]:
    keys = [fill_key(ROOM_FILL[house], f"{house} room")]
    if farmyard.fields:
        keys.append(fill_key(FIELD, "field"))
    if farmyard.pastures:
        keys += [fill_key(PASTURES[0], "pasture"), line_key(FENCE, 5, "fence")]
    if farmyard.stables:
        keys.append(Key(_stable((-32.0, -3.0), 50), "stable"))
    keys.append(fill_key(MEADOW, "unused space"))
    return keys + animal_keys(animals, rules.ANIMALS)
