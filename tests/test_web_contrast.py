"""Words written on a coloured space are readable: every colour the click grid paints a space with
(a palette tool's swatch, a building's fill) has at least 4.5:1 contrast with the ink (WCAG AA for
normal text; issue 27 item 7: the Agricola field was 3.85:1, the ACBAS hut 4.12:1)."""

from __future__ import annotations

import pytest

from calculator import svg
from calculator.acbas import svg as acbas_svg
from calculator.agricola import svg as agricola_svg
from web.faces import face

AA = 4.5


def luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_contrast_of_the_wcag_examples():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


SPACES = {**{f"palette {game} {tool.token}": tool.colour for game in ("acbas", "agricola")
             for _, tools in face(game).form.board.palette for tool in tools
             if tool.kind == "set" and tool.colour.startswith("#")},  # a toggle's mark is white on brown
          **{f"acbas building {token}": fill for token, fill in acbas_svg.BUILDING_FILL.items()},
          **{f"agricola room {house}": fill for house, fill in agricola_svg.ROOM_FILL.items()},
          "agricola field": agricola_svg.FIELD}


@pytest.mark.parametrize("where", sorted(SPACES))
def test_the_ink_on_every_space_colour_reads_at_4_5_to_1(where):
    assert contrast(svg.INK, SPACES[where]) >= AA, f"{where} {SPACES[where]}: {contrast(svg.INK, SPACES[where]):.2f}:1"
