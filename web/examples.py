"""Documents that pre-fill the forms: each game's starting position and a few examples
(kept in its face, :mod:`web.faces`).

Every call builds fresh documents, so callers may change them freely.

>>> sorted(examples("acbas"))
['big', 'crowded', 'small']
>>> example("hens")["rooster"]
[0, 3]
"""

from __future__ import annotations

from .faces import face


def examples(game: str) -> dict[str, str]:
    """Example name -> its title, in the order the page lists them."""
    return {name: example.title for name, example in face(game).examples.items()}


def example(game: str, name: str | None = None) -> dict:
    """The example document ``name`` of ``game`` (the first one by default; ``KeyError`` if unknown)."""
    return face(game).example(name)


def start(game: str) -> dict:
    """The position a new form starts from: the starting farm, or a grid of face-down cards."""
    return face(game).starting()
