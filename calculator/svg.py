"""Pictures of farms and Hens grids as SVG text: pure functions, no external assets.

Modelled on python-chess's ``chess.svg``: a renderer takes a model and keyword-only
options and returns an :class:`Svg`, a ``str`` that notebooks show as a picture
(``_repr_svg_``) and Jinja inserts as markup (``__html__``).

* :func:`document` draws a game document, with the animals of a ``score`` or
  ``capacity`` result where the placement put them;
* ``calculator.acbas.svg.farm``, ``calculator.agricola.svg.farmyard`` and
  ``calculator.hens.svg.grid`` draw the parsed models.

>>> import calculator
>>> doc = {"game": "acbas", "farm": ["a a+ S", "a . .", "C b b"],
...        "expansions": {"right": 1}, "animals": {"sheep": 4, "cattle": 3}}
>>> picture = document(doc, calculator.score(doc))
>>> picture.startswith("<svg") and "3 cattle" in picture
True

Every picture has a ``<title>`` and ``aria-label`` (its accessible name), a
``<desc>`` listing where the animals are, and a legend for its colours.  The
building blocks below are shared by the game modules.  Every renderer takes
``words`` (:mod:`calculator.words`): the pictures are English unless a caller
(the web app) passes the words of another language.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .documents import game_of
from .words import ENGLISH, Words, term

Cell = tuple[int, int]
Point = tuple[float, float]
Box = tuple[float, float, float, float]  # x, y, width, height

# Latin, Greek and Cyrillic first, then fonts with Chinese characters (the PNG renderer has
# DejaVu Sans and Noto Sans SC: calculator.svg.png).
FONT = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'Noto Sans', 'Noto Sans SC', "
        "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif")
INK = "#2b2b2b"
MUTED = "#6b6b6b"
PAPER = "#fffdf7"
DEFAULT_SIZE = 80  # px per farm space

# Fill and text colour of each animal's badge (both farm games).
ANIMAL_STYLE: Mapping[str, tuple[str, str]] = {
    "sheep": ("#f7f4ea", INK),
    "pigs": ("#f4a6b8", INK),
    "boar": ("#3d3d3d", "#ffffff"),
    "cattle": ("#7b4a2e", "#ffffff"),
    "horses": ("#d8a960", INK),
}


class Svg(str):
    """SVG text that shows itself as a picture in notebooks and as markup in templates."""

    def _repr_svg_(self) -> str:
        return str(self)

    def __html__(self) -> str:
        return str(self)


# --- writing elements -----------------------------------------------------------------


def num(value: float) -> str:
    """A coordinate as short text: ``12``, ``12.5``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def element(tag: str, *children: str, **attrs: object) -> str:
    """``<tag a="..">children</tag>`` (or ``<tag .. />``); children are SVG text already.

    ``stroke_width`` is written ``stroke-width`` and ``class_`` ``class``; ``None``
    values are left out; numbers are shortened.

    >>> element("rect", x=1.0, y=2.5, fill="#fff", class_="cell", title=None)
    '<rect x="1" y="2.5" fill="#fff" class="cell"/>'
    """
    parts = [tag]
    for name, value in attrs.items():
        if value is None:
            continue
        name = name.rstrip("_").replace("_", "-")
        text = num(value) if isinstance(value, float) else str(value)
        parts.append(f'{name}="{html.escape(text)}"')
    opening = " ".join(parts)
    if not children:
        return f"<{opening}/>"
    return f"<{opening}>{''.join(children)}</{tag}>"


def text(x: float, y: float, content: str, *, size: float, **attrs: object) -> str:
    """A line of text centred on ``x`` with its baseline at ``y`` (``text_anchor`` changes that)."""
    attrs.setdefault("text_anchor", "middle")
    return element("text", html.escape(content), x=float(x), y=float(y), font_size=float(size), **attrs)


def tooltip(content: str) -> str:
    """A ``<title>`` child: the tooltip and accessible name of the enclosing group."""
    return element("title", html.escape(content))


def line(a: Point, b: Point, **attrs: object) -> str:
    return element("line", x1=float(a[0]), y1=float(a[1]), x2=float(b[0]), y2=float(b[1]), **attrs)


def edge_lines(edges: Iterable[tuple[str, int, int]], layout: Layout, *, colour: str, width: float,
               kind: str) -> str:
    """Borders or fences: a line along each grid edge (of SVG class ``kind``, the edge
    in ``data-edge``), in edge order, grouped as class ``kind`` + "s"."""
    return element("g", *(line(*layout.edge(edge), stroke=colour, stroke_width=width, stroke_linecap="round",
                               class_=kind, data_edge=",".join(map(str, edge))) for edge in sorted(edges)),
                   class_=kind + "s")


def cell_marks(cells: Iterable[Cell], layout: Layout, mark: Callable[[Point, float], str], *, size: float,
               kind: str) -> str:
    """``mark(corner, size)`` drawn on each of ``cells`` in cell order, grouped as class ``kind`` + "s"."""
    return element("g", *(mark(layout.corner(cell), size) for cell in sorted(cells)), class_=kind + "s")


def pasture_name(name: str, words: Words = ENGLISH) -> str | None:
    """A farm's ``pasture a`` in ``words``; None for any other place."""
    pasture = re.fullmatch(r"pasture ([a-z])", name)
    return words.gettext("pasture %(letter)s", letter=pasture[1]) if pasture else None


def text_width(content: str, size: float) -> float:
    """A rough width of ``content`` in a sans-serif font of ``size`` px (for layout only): a
    Chinese character is about as wide as it is high, a Latin, Greek or Cyrillic letter 0.58 of that."""
    return size * sum(1.0 if unicodedata.east_asian_width(ch) in "WF" else 0.58 for ch in content)


# --- the picture ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Picture:
    """Drawn content of ``width`` x ``height`` px, its accessible ``label`` and ``description``;
    ``layout``: where its grid of spaces sits (a farm's), so a page can lay clickable places over it."""

    width: float
    height: float
    body: str
    label: str
    description: str = ""
    layout: Layout | None = None

    def svg(self) -> Svg:
        """The standalone SVG document."""
        return Svg(element(
            "svg",
            tooltip(self.label),
            element("desc", html.escape(self.description)) if self.description else "",
            element("rect", width=float(self.width), height=float(self.height), fill=PAPER),
            self.body,
            xmlns="http://www.w3.org/2000/svg",
            width=float(self.width), height=float(self.height),
            viewBox=f"0 0 {num(self.width)} {num(self.height)}",
            role="img", aria_label=self.label,
            font_family=FONT, fill=INK,
        ))


def stack(pictures: Sequence[Picture], headings: Sequence[str], *, label: str) -> Picture:
    """Pictures one below the other, each under its heading (the players of a game)."""
    heading_height, y, body = 26.0, 0.0, []
    for picture, heading in zip(pictures, headings):
        body.append(text(8, y + 18, heading, size=15, text_anchor="start", font_weight="bold"))
        body.append(element("g", picture.body, transform=f"translate(0 {num(y + heading_height)})"))
        y += heading_height + picture.height
    description = "\n".join(f"{h}: {p.description}" for p, h in zip(pictures, headings))
    return Picture(max((p.width for p in pictures), default=0), y, "".join(body), label, description)


# --- parts shared by the game pictures ---------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Where a grid of ``rows`` x ``cols`` cells of ``width`` x ``height`` px sits in a picture."""

    rows: int
    cols: int
    width: float
    height: float
    left: float = 24.0
    top: float = 24.0
    gap: float = 0.0

    def corner(self, cell: Cell) -> Point:
        """Top-left corner of ``cell``."""
        r, c = cell
        return (self.left + c * (self.width + self.gap), self.top + r * (self.height + self.gap))

    def centre(self, cell: Cell) -> Point:
        x, y = self.corner(cell)
        return (x + self.width / 2, y + self.height / 2)

    @property
    def right(self) -> float:
        return self.left + self.cols * self.width + (self.cols - 1) * self.gap

    @property
    def bottom(self) -> float:
        return self.top + self.rows * self.height + (self.rows - 1) * self.gap

    def edge(self, edge: tuple[str, int, int]) -> tuple[Point, Point]:
        """The end points of a grid edge ``("H", r, c)`` (above cell r, c) or ``("V", r, c)`` (left of it)."""
        kind, r, c = edge
        x, y = self.left + c * self.width, self.top + r * self.height
        return ((x, y), (x + self.width, y)) if kind == "H" else ((x, y), (x, y + self.height))

    def cell_box(self, cell: Cell) -> Box:
        """The rectangle of ``cell``: ``(x, y, width, height)``."""
        x, y = self.corner(cell)
        return (x, y, self.width, self.height)

    def edge_box(self, edge: tuple[str, int, int]) -> Box:
        """The box of the diamond around a grid edge, one cell wide and high, centred on the edge.

        The diamonds of a grid's edges tile it: each cell is cut along its diagonals into
        four triangles, each the half-diamond of the side it touches, so a point names
        the edge nearest to it.
        """
        (x1, y1), (x2, y2) = self.edge(edge)
        x, y = (x1 + x2) / 2, (y1 + y2) / 2
        return (x - self.width / 2, y - self.height / 2, self.width, self.height)

    def axis_labels(self) -> str:
        """Row numbers on the left and column numbers on top, as errors name cells: (row, column)."""
        size = 11.0
        parts = [text(self.centre((0, c))[0], self.top - 8, str(c), size=size, fill=MUTED) for c in range(self.cols)]
        parts += [text(self.left - 11, self.centre((r, 0))[1] + 4, str(r), size=size, fill=MUTED)
                  for r in range(self.rows)]
        return element("g", *parts, class_="axes", aria_hidden="true")


def anchor(cells: Sequence[Cell]) -> Cell:
    """The cell of a location nearest its middle (first in reading order on a tie): where its label goes."""
    mid_r = sum(r for r, _ in cells) / len(cells)
    mid_c = sum(c for _, c in cells) / len(cells)
    return min(cells, key=lambda cell: ((cell[0] - mid_r) ** 2 + (cell[1] - mid_c) ** 2, cell))


def cells_text(cells: Iterable[Cell]) -> str:
    return " ".join(f"({r}, {c})" for r, c in cells)


def animal_count(count: int, animal: str, words: Words = ENGLISH) -> str:
    """``5 pigs``, ``1 pig``: a number of animals of one type (named by its key, in the plural)."""
    counts = {
        "sheep": lambda: words.ngettext("%(num)d sheep", "%(num)d sheep", count),
        "pigs": lambda: words.ngettext("%(num)d pig", "%(num)d pigs", count),
        "cattle": lambda: words.ngettext("%(num)d cattle", "%(num)d cattle", count),
        "horses": lambda: words.ngettext("%(num)d horse", "%(num)d horses", count),
        "boar": lambda: words.ngettext("%(num)d boar", "%(num)d boar", count),
    }
    return counts[animal]() if animal in counts else f"{count} {animal}"


def animal_badge(centre: Point, size: float, animal: str, count: int, capacity: int,
                 words: Words = ENGLISH, animals: str | None = None) -> str:
    """A pill saying ``5 sheep`` (or ``animals``, the game's own words) over ``of 8``, in the
    animal's colour, centred on ``centre``."""
    fill, ink = ANIMAL_STYLE.get(animal, ("#dddddd", INK))
    x, y = centre
    w, h = size * 0.9, size * 0.44
    animals = animals or animal_count(count, animal, words)
    return element(
        "g",
        tooltip(words.gettext("%(animals)s (room for %(capacity)d)", animals=animals, capacity=capacity)),
        element("rect", x=x - w / 2, y=y - h / 2, width=w, height=h, rx=h / 2.6, fill=fill,
                stroke="#3b3b3b", stroke_width=1.2),
        text(x, y - h * 0.04, animals, size=min(size * 0.155, w * 0.92 / max(1, text_width(animals, 1))),
             font_weight="bold", fill=ink),
        text(x, y + h * 0.34, words.gettext("of %(capacity)d", capacity=capacity), size=size * 0.12, fill=ink),
        class_="animals", data_animal=animal, data_count=str(count),
    )


def empty_badge(centre: Point, size: float, capacity: int, words: Words = ENGLISH) -> str:
    """A dashed pill saying ``empty`` over ``room for N``: a location that holds no animals."""
    x, y = centre
    w, h = size * 0.9, size * 0.44
    room = words.gettext("room for %(capacity)d", capacity=capacity)
    return element(
        "g",
        tooltip(words.gettext("empty, room for %(capacity)d", capacity=capacity)),
        element("rect", x=x - w / 2, y=y - h / 2, width=w, height=h, rx=h / 2.6, fill="#ffffff",
                fill_opacity=0.55, stroke="#555555", stroke_width=1, stroke_dasharray="3 2"),
        text(x, y - h * 0.04, words.gettext("empty"), size=size * 0.14, fill=MUTED),
        text(x, y + h * 0.34, room, size=min(size * 0.12, w * 0.92 / max(1, text_width(room, 1))), fill=MUTED),
        class_="empty-location",
    )


def placement_layer(locations: Sequence, placement: Sequence[Mapping] | None, layout: Layout,
                    *, size: float, offset: float = 0.1, words: Words = ENGLISH,
                    place: Callable[[str], str] = str,
                    count: Callable[[int, str], str] | None = None) -> tuple[str, list[str], set[str]]:
    """Badges for a farm's locations: the animals ``placement`` put there, or "empty".

    ``locations`` are the model's :class:`calculator.housing.Location` objects; a
    placement entry belongs to the location with the same cells.  Returns the SVG,
    one description line per location and the animals drawn.  With ``placement``
    ``None`` nothing is drawn (a farm without a result).  ``place`` names a location
    in ``words`` (the game's own: ``pasture a``, ``stall``), ``count`` a number of
    animals of a type (the game's own words: :func:`animal_count` by default).
    """
    count = count or (lambda n, animal: animal_count(n, animal, words))
    if placement is None:
        return "", [], set()
    held: dict[tuple, list[Mapping]] = {}
    for entry in placement:
        if entry["count"] > 0:
            held.setdefault(tuple(tuple(cell) for cell in entry["cells"]), []).append(entry)
    parts, lines, animals = [], [], set()
    for location in locations:
        if location.capacity == 0 or not location.cells:  # a storage building holds no animals; a card has no cell
            continue
        x, y = layout.centre(anchor(location.cells))
        centre = (x, y + size * offset)
        entries = held.get(tuple(location.cells), [])
        where = words.ngettext("%(place)s (cell %(cells)s)", "%(place)s (cells %(cells)s)", len(location.cells),
                               place=place(location.name), cells=cells_text(location.cells))
        if entries:  # a location holding several types (Agricola cards) shows the most numerous
            entry = max(entries, key=lambda e: e["count"])
            parts.append(animal_badge(centre, size, entry["animal"], entry["count"], location.capacity, words,
                                      animals=count(entry["count"], entry["animal"])))
            held_text = count(entries[0]["count"], entries[0]["animal"])
            for e in entries[1:]:
                held_text = words.gettext("%(first)s and %(second)s", first=held_text,
                                          second=count(e["count"], e["animal"]))
            lines.append(words.gettext("%(where)s: %(animals)s of %(capacity)d", where=where, animals=held_text,
                                       capacity=location.capacity))
            animals.update(e["animal"] for e in entries)
        else:
            parts.append(empty_badge(centre, size, location.capacity, words))
            lines.append(words.gettext("%(where)s: empty, room for %(capacity)d", where=where,
                                       capacity=location.capacity))
    return element("g", *parts, class_="placement"), lines, animals


# --- the legend ------------------------------------------------------------------------------

SWATCH = 16.0


@dataclass(frozen=True)
class Key:
    """One legend entry: a swatch (SVG drawn in a 16 x 16 box at the origin) and its label."""

    swatch: str
    label: str


def fill_key(colour: str, label: str, **attrs: object) -> Key:
    return Key(element("rect", width=SWATCH, height=SWATCH, rx=3.0, fill=colour, stroke="#777777", **attrs), label)


def line_key(colour: str, width: float, label: str, **attrs: object) -> Key:
    return Key(line((1, SWATCH / 2), (SWATCH - 1, SWATCH / 2), stroke=colour, stroke_width=width,
                    stroke_linecap="round", **attrs), label)


def animal_keys(animals: Iterable[str], order: Sequence[str], names: Callable[[str], str] = str) -> list[Key]:
    """Legend entries for the animals drawn, in the game's order, each called ``names(animal)``."""
    drawn = set(animals)
    return [fill_key(ANIMAL_STYLE[a][0], names(a)) for a in order if a in drawn]


def legend(keys: Sequence[Key], *, left: float, top: float, width: float) -> tuple[str, float]:
    """The keys in rows that fit ``width``; returns the SVG and its height."""
    if not keys:
        return "", 0.0
    size, row_height = 12.0, 22.0
    x, y, parts = left, top, []
    for key in keys:
        item = SWATCH + 6 + text_width(key.label, size) + 14
        if x > left and x + item > left + width:
            x, y = left, y + row_height
        parts.append(element("g", key.swatch, transform=f"translate({num(x)} {num(y)})"))
        parts.append(text(x + SWATCH + 5, y + 12.5, key.label, size=size, text_anchor="start"))
        x += item
    return element("g", *parts, class_="legend"), y + row_height - top


# --- documents -------------------------------------------------------------------------------


def farm_picture(layout: Layout, ground: Sequence[str], *, edges: str, marks: str, badges: str, keys: Sequence[Key],
                 min_width: float, gap: float, title: str, summary: str, lines: Sequence[str],
                 words: Words = ENGLISH) -> Picture:
    """A farm on ``layout``: axis labels, its ``ground`` layers (spaces, tiles), then
    its ``edges`` (borders or fences), ``marks`` (troughs or stables) and animal
    ``badges``; the legend of ``keys`` ``gap`` px below the grid; at least
    ``min_width`` px wide.  Described by ``summary``, then each badge's line."""
    width = max(layout.right + 12, min_width)
    drawn, height = legend(keys, left=8, top=layout.bottom + gap, width=width - 16)
    body = "".join([layout.axis_labels(), *ground, edges, marks, badges, drawn])
    description = (f"{summary} " + words.gettext("; ").join(lines)).strip()
    return Picture(width, layout.bottom + gap + height + 6, body, title, description, layout)


def document(doc: dict, result: dict | None = None, *, size: float = DEFAULT_SIZE, words: Words = ENGLISH) -> Svg:
    """The picture of a game document; with a ``score`` or ``capacity`` ``result``, the animals too.

    A ``players`` document draws every player's farm or grid, one below the other.
    The document is read (and checked) by the game's own parser.
    """
    game = game_of(doc)
    draw: Callable[..., Picture] = game.picture
    if "players" not in doc:
        return draw(doc, result, size=size, words=words).svg()
    shared = {k: doc[k] for k in game.INFO.shared_keys if k in doc}
    results = (result or {}).get("players") or [None] * len(doc["players"])
    pictures, headings = [], []
    for i, (entry, player) in enumerate(zip(doc["players"], results)):
        pictures.append(draw({**shared, **entry}, player, size=size, words=words))
        name = entry.get("name") or words.gettext("Player %(number)s", number=i + 1)
        headings.append(words.ngettext("%(name)s: %(points)s point", "%(name)s: %(points)s points", player["total"],
                                       name=name, points=words.number(player["total"]))
                        if player and "total" in player else name)
    title = term(words, f"{game.INFO.name}.game.title", game.INFO.title)
    label = words.ngettext("%(game)s: %(num)d player", "%(game)s: %(num)d players", len(pictures), game=title)
    return stack(pictures, headings, label=label).svg()


def png(picture: str, *, zoom: float = 2.0) -> bytes:
    """``picture`` (SVG text) as a PNG image, ``zoom`` times its size in pixels.

    Rendered by resvg (a wheel, no system libraries) with the fonts that wheels ship
    (:func:`shipped_fonts`), so the text looks the same on every machine.
    """
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=str(picture), zoom=zoom, skip_system_fonts=True,
                                       font_dirs=shipped_fonts(), sans_serif_family="DejaVu Sans",
                                       font_family="DejaVu Sans"))


def shipped_fonts() -> list[str]:
    """The folders of the fonts that wheels ship: matplotlib's DejaVu (Latin, Greek, Cyrillic) and,
    where installed, Noto Sans SC (Chinese, the ``pylopdf-fonts-zh-cn`` wheel), which resvg falls
    back to for the characters DejaVu lacks; found without importing either package.  (The tests
    and screenshots give them to the browser too: ``tests/conftest.py``.)"""
    import importlib.util
    import os

    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("matplotlib, whose fonts draw PNG pictures, is not installed")
    folders = [os.path.join(spec.submodule_search_locations[0], "mpl-data", "fonts", "ttf")]
    chinese = importlib.util.find_spec("pylopdf_fonts_zh_cn")
    if chinese is not None and chinese.submodule_search_locations:
        folders.append(chinese.submodule_search_locations[0])
    return folders


def fontconfig(folder: str) -> str:
    """A fontconfig file written in ``folder`` that adds :func:`shipped_fonts` to the machine's
    fonts, for a browser that has no Chinese font of its own (``FONTCONFIG_FILE``: the tests'
    and the screenshots' Chromium); its path."""
    import os

    dirs = "".join(f"<dir>{html.escape(font)}</dir>" for font in shipped_fonts())
    path = os.path.join(folder, "fonts.conf")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>'
                f'<include ignore_missing="yes">/etc/fonts/fonts.conf</include>{dirs}'
                f"<cachedir>{html.escape(folder)}</cachedir></fontconfig>")
    return path


def title_for(kind: str, result: dict | None, words: Words = ENGLISH) -> str:
    """A picture's accessible name: ``ACBAS farm, 12 points``."""
    if result and "total" in result:
        return words.ngettext("%(kind)s, %(points)s point", "%(kind)s, %(points)s points", result["total"],
                              kind=kind, points=words.number(result["total"]))
    if result and "best_score" in result:
        return words.gettext("%(kind)s, best placement", kind=kind)
    return kind


def text_block(lines: Sequence[str], *, title: str, size: float = 14) -> Svg:
    """Lines of monospace text as a picture (for positions no drawing covers yet)."""
    height = size * 1.3
    width = max(300.0, max((text_width(line, size) for line in lines), default=0) + 2 * size)
    body = "".join(text(size, size + i * height, line, size=size, text_anchor="start", font_family="monospace",
                        fill=INK, style="white-space:pre") for i, line in enumerate(lines))
    return Svg(element("svg", tooltip(title), element("rect", width=width, height=height * len(lines) + size,
                                                      fill=PAPER), body,
                       xmlns="http://www.w3.org/2000/svg", width=width, height=height * len(lines) + size,
                       role="img", aria_label=title))
