"""SVG pictures of Hens grids: cards in breed colours with value, eggs and medals; coops; the rooster.

>>> from calculator.hens.grid import parse_grid
>>> picture = grid(parse_grid([["PAD 1/2/0", "PAD 2/1/1", "coop", "SEB 3/3/0"]] * 3), rooster=(0, 3))
>>> picture.count('class="coop"'), picture.count('class="rooster"')
(3, 1)

Cards of one group are joined by a bar in the breed's colour; the group scored
as largest has a gold outline, the rooster's group a red dashed one.
"""

from __future__ import annotations

from ..svg import (
    DEFAULT_SIZE, INK, Key, Layout, Picture, Svg, element, fill_key, legend, line_key, num, text, text_width,
    title_for, tooltip,
)
from ..words import ENGLISH, Words, term
from .grid import Grid, Hen
from .groups import Groups, analyse
from .position import parse_position
from .rules import BREED_BY_CODE
from .settings import Settings

# Band colour of each breed and the ink that reads on it.
BREED_COLOUR = {"PAD": "#e8b730", "WYA": "#5b8fd0", "SEB": "#6bb04a", "BAR": "#c4683a",
                "SUL": "#9a7fd1", "FAV": "#e77aa2", "CEM": "#455a64", "MOD": "#2f9e94"}
LIGHT_INK = {"PAD", "FAV"}  # bands light enough for dark text
COOP = "#8d6e63"
LARGEST = "#e0a800"
ROOSTER = "#c62828"
KIND = "Hens grid"


def breed_name(code: str, words: Words = ENGLISH) -> str:
    """A breed's name: ``Padovana``, ``Modern Game``."""
    return term(words, f"hens.breed.{code}", BREED_BY_CODE[code].name.replace("_", " ").title())


def grid(grid: Grid, *, rooster: tuple[int, int] | None = None, groups: Groups | None = None,
         size: float = DEFAULT_SIZE, title: str | None = None, words: Words = ENGLISH) -> Svg:
    """The grid as SVG, the rooster on its cell and the groups joined.

    ``groups`` defaults to :func:`calculator.hens.groups.analyse` with the default
    settings.  ``size`` is the width of one card in px.
    """
    return picture(grid, rooster=rooster, groups=groups, size=size, title=title, words=words).svg()


def picture_of(document: dict, result: dict | None, *, size: float = DEFAULT_SIZE, words: Words = ENGLISH) -> Picture:
    """The picture of one player's document (see :func:`calculator.svg.document`)."""
    position = parse_position(document)
    groups = analyse(position.grid, position.rooster, position.settings)
    return picture(position.grid, rooster=position.rooster, groups=groups, size=size,
                   title=title_for(words.gettext("Hens grid"), result, words), words=words)


def picture(grid: Grid, *, rooster: tuple[int, int] | None = None, groups: Groups | None = None,
            size: float = DEFAULT_SIZE, title: str | None = None, words: Words = ENGLISH) -> Picture:
    """The drawing behind :func:`grid`."""
    groups = groups or analyse(grid, rooster, Settings())
    layout = Layout(grid.rows, grid.cols, size, size * 1.3, gap=size * 0.14)
    largest = set(groups.largest.cells) if groups.largest else set()
    rooster_group = set(groups.rooster.cells) if groups.rooster and groups.rooster_scores else set()
    body = [
        layout.axis_labels(),
        element("g", *_links(grid, groups, layout), class_="groups"),
        element("g", *(_card(grid[cell], cell, layout, outline=_outline(cell, largest, rooster_group), words=words)
                       for cell in ((r, c) for r in range(grid.rows) for c in range(grid.cols))), class_="cards"),
    ]
    if rooster is not None:
        body.append(_rooster(rooster, layout, words))
    width = max(layout.right + 12, 300.0)
    drawn, height = legend(_keys(grid, bool(largest), bool(rooster_group), rooster is not None, words),
                           left=8, top=layout.bottom + 14, width=width - 16)
    body.append(drawn)
    return Picture(width, layout.bottom + 14 + height + 6, "".join(body),
                   words.gettext("Hens grid") if title is None else title, _description(grid, groups, rooster, words))


def _outline(cell, largest: set, rooster_group: set) -> str | None:
    return "largest" if cell in largest else "rooster" if cell in rooster_group else None


def _card(hen: Hen | None, cell: tuple[int, int], layout: Layout, *, outline: str | None,
          words: Words = ENGLISH) -> str:
    x, y = layout.corner(cell)
    w, h = layout.width, layout.height
    if hen is None:
        coop = words.pgettext("hens.card.coop", "coop")
        return element(
            "g", tooltip(words.gettext("cell (%(row)d, %(column)d): coop (a face-down card)", row=cell[0],
                                       column=cell[1])),
            element("rect", x=x, y=y, width=w, height=h, rx=w * 0.1, fill=COOP, stroke="#4e342e", stroke_width=1.5),
            element("rect", x=x + w * 0.08, y=y + w * 0.08, width=w * 0.84, height=h - w * 0.16, rx=w * 0.06,
                    fill="none", stroke="#bcaaa4", stroke_width=1.0, stroke_dasharray="4 3"),
            _coop_house(x + w / 2, y + h * 0.45, w * 0.4),
            text(x + w / 2, y + h * 0.8, coop, size=min(w * 0.16, w * 0.9 / text_width(coop, 1)), fill="#ffffff",
                 font_weight="bold"),
            class_="coop", data_cell=f"{cell[0]},{cell[1]}",
        )
    band = BREED_COLOUR[hen.breed]
    ink = INK if hen.breed in LIGHT_INK else "#ffffff"
    stroke = {"largest": (LARGEST, 4.0, None), "rooster": (ROOSTER, 3.0, "6 3")}.get(outline, ("#6d6d6d", 1.2, None))
    parts = [
        tooltip(words.gettext("cell (%(row)d, %(column)d): %(breed)s %(value)d, %(eggs)s, %(medals)s", row=cell[0],
                              column=cell[1], breed=breed_name(hen.breed, words), value=hen.value,
                              eggs=words.ngettext("%(num)d egg", "%(num)d eggs", hen.eggs),
                              medals=words.ngettext("%(num)d medal", "%(num)d medals", hen.medals))),
        element("rect", x=x, y=y, width=w, height=h, rx=w * 0.1, fill="#fffaf0"),
        element("rect", x=x, y=y, width=w, height=h * 0.24, rx=w * 0.1, fill=band),
        element("rect", x=x, y=y + h * 0.14, width=w, height=h * 0.1, fill=band),
        text(x + w / 2, y + h * 0.17, hen.breed, size=w * 0.17, font_weight="bold", fill=ink),
        text(x + w / 2, y + h * 0.67, str(hen.value), size=w * 0.4, font_weight="bold", fill=INK),
    ]
    for i in range(hen.eggs):
        parts.append(element("ellipse", cx=x + w * (0.16 + 0.14 * i), cy=y + h * 0.85, rx=w * 0.055, ry=w * 0.075,
                             fill="#fff3d6", stroke="#a8834a", stroke_width=1.0, class_="egg"))
    for i in range(hen.medals):
        parts.append(element("circle", cx=x + w * (0.84 - 0.15 * i), cy=y + h * 0.85, r=w * 0.06,
                             fill="#f2b400", stroke="#8d6a00", stroke_width=1.0, class_="medal"))
    parts.append(element("rect", x=x, y=y, width=w, height=h, rx=w * 0.1, fill="none", stroke=stroke[0],
                         stroke_width=stroke[1], stroke_dasharray=stroke[2]))
    return element("g", *parts, class_="hen", data_cell=f"{cell[0]},{cell[1]}", data_breed=hen.breed)


def _coop_house(cx: float, cy: float, w: float) -> str:
    points = [(cx - w / 2, cy), (cx, cy - w * 0.45), (cx + w / 2, cy), (cx + w / 2, cy + w * 0.5),
              (cx - w / 2, cy + w * 0.5)]
    return element("polygon", points=" ".join(f"{num(a)},{num(b)}" for a, b in points), fill="#d7ccc8",
                   stroke="#4e342e", stroke_width=1.0)


def _links(grid: Grid, groups: Groups, layout: Layout) -> list[str]:
    """A bar across the gap between two neighbouring cards of the same group."""
    group_of = {cell: i for i, group in enumerate(groups.ordered) for cell in group.cells}
    bars = []
    for a, b in grid.hen_pairs:
        if group_of.get(a) is None or group_of.get(a) != group_of.get(b):
            continue
        (ax, ay), (bx, by) = layout.centre(a), layout.centre(b)
        colour = BREED_COLOUR[grid[a].breed]
        if ay == by:  # side by side
            bars.append(element("rect", x=ax, y=ay - layout.height * 0.18, width=bx - ax,
                                height=layout.height * 0.36, fill=colour))
        else:
            bars.append(element("rect", x=ax - layout.width * 0.18, y=ay, width=layout.width * 0.36,
                                height=by - ay, fill=colour))
    return bars


def _rooster(cell: tuple[int, int], layout: Layout, words: Words = ENGLISH) -> str:
    """A red tag on the rooster's card."""
    x, y = layout.corner(cell)
    w = layout.width
    cx, cy = x + w * 0.5, y + layout.height * 0.32
    rooster = words.pgettext("hens.card.rooster", "rooster")
    return element(
        "g", tooltip(words.gettext("the rooster, on cell (%(row)d, %(column)d)", row=cell[0], column=cell[1])),
        element("rect", x=cx - w * 0.4, y=cy - w * 0.09, width=w * 0.8, height=w * 0.18, rx=w * 0.09, fill=ROOSTER,
                stroke="#ffffff", stroke_width=1.0),
        text(cx, cy + w * 0.05, rooster, size=min(w * 0.13, w * 0.75 / text_width(rooster, 1)), fill="#ffffff",
             font_weight="bold"),
        class_="rooster", data_cell=f"{cell[0]},{cell[1]}",
    )


def _keys(grid: Grid, largest: bool, rooster_group: bool, rooster: bool, words: Words) -> list[Key]:
    present = {hen.breed for _, hen in grid.hens}
    keys = [fill_key(colour, f"{code} {breed_name(code, words)}") for code, colour in BREED_COLOUR.items()
            if code in present]
    if grid.coops:
        keys.append(fill_key(COOP, words.pgettext("hens.card.coop", "coop")))
    if largest:
        keys.append(line_key(LARGEST, 4, words.pgettext("hens.category.largest_group", "largest group")))
    if rooster_group:
        keys.append(line_key(ROOSTER, 3, words.pgettext("hens.category.rooster_group", "rooster group"),
                             stroke_dasharray="5 3"))
    if rooster:
        keys.append(fill_key(ROOSTER, words.pgettext("hens.card.rooster", "rooster")))
    keys.append(Key(element("ellipse", cx=5.0, cy=8.0, rx=4.0, ry=5.5, fill="#fff3d6", stroke="#a8834a")
                    + element("circle", cx=12.5, cy=8.0, r=3.5, fill="#f2b400", stroke="#8d6a00"),
                    words.gettext("eggs, medals")))
    return keys


def _description(grid: Grid, groups: Groups, rooster: tuple[int, int] | None, words: Words = ENGLISH) -> str:
    parts = [words.gettext("%(rows)d x %(cols)d grid with %(coops)d coop(s).", rows=grid.rows, cols=grid.cols,
                           coops=len(grid.coops))]
    if groups.largest:
        g = groups.largest
        parts.append(words.gettext("Largest group: %(breed)s, %(size)d cards, %(eggs)d eggs.", breed=g.breed,
                                   size=g.size, eggs=g.eggs))
    if rooster is not None and groups.rooster:
        g = groups.rooster
        if groups.rooster_scores:
            parts.append(words.gettext("Rooster on cell (%(row)d, %(column)d), in a %(breed)s group of %(size)d cards.",
                                       row=rooster[0], column=rooster[1], breed=g.breed, size=g.size))
        else:
            parts.append(words.gettext("Rooster on cell (%(row)d, %(column)d), in a %(breed)s group of %(size)d cards "
                                       "(the largest group: it scores once).", row=rooster[0], column=rooster[1],
                                       breed=g.breed, size=g.size))
    parts.append(words.gettext("Cards: %(cards)s.", cards=words.gettext("; ").join(f"({r}, {c}) {hen}" for (r, c), hen in grid.hens)))
    return " ".join(parts)
