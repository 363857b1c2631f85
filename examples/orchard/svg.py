"""The orchard drawn (the web's picture of a player): a coloured square per plot, named by its
fruit, a legend of the fruits, and a description that says the same in words."""

from __future__ import annotations

from calculator import svg
from calculator.words import ENGLISH, Words

from . import rules

COLOURS = {rules.EMPTY: "#e4ebcb", "A": "#c62828", "P": "#9ccc3c"}


def fruit(token: str, words: Words) -> str:
    """The fruit of a plot's token, in ``words``."""
    return words.gettext("apple") if token == "A" else words.gettext("pear")


def picture(document: dict, result: dict | None, *, size: float, words: Words = ENGLISH) -> svg.Picture:
    """The orchard's plots, a coloured square each (an apple red, a pear green), over its legend."""
    orchard = rules.parse_orchard(document)
    body = "".join(
        svg.element("rect", x=c * size, y=r * size, width=size, height=size, fill=COLOURS[token], stroke="#555")
        + (svg.text((c + 0.5) * size, (r + 0.6) * size, fruit(token, words), size=size / 4)
           if token in rules.FRUITS else "")
        for r, row in enumerate(orchard) for c, token in enumerate(row))
    width = rules.COLUMNS * size
    keys = [svg.fill_key(COLOURS[token], fruit(token, words)) for token in rules.FRUITS]
    keys.append(svg.fill_key(COLOURS[rules.EMPTY], words.gettext("empty plot")))
    legend, height = svg.legend(keys, left=0, top=rules.ROWS * size + 8, width=width)
    label = svg.title_for(words.pgettext("orchard.game.title", "Orchard"), result, words)  # web.pages.title reads this key
    return svg.Picture(width, rules.ROWS * size + 8 + height, body + legend, label, description(orchard, words))


def description(orchard: rules.Orchard, words: Words) -> str:
    """The orchard in words: how many trees of each fruit it has."""
    counts = {token: sum(row.count(token) for row in orchard) for token in rules.FRUITS}
    return words.gettext("%(apples)s, %(pears)s.",
                         apples=words.ngettext("%(num)d apple tree", "%(num)d apple trees", counts["A"]),
                         pears=words.ngettext("%(num)d pear tree", "%(num)d pear trees", counts["P"]))
