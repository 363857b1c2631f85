"""Action catalogues: every action id a game can ever offer, and what each one means.

An action id is a short string (``space:wood3``, ``border:H:0:1``) that stays the
same in every game and every process.  Each game writes the grammar of its ids
once, in its ``actions`` module, as an :class:`ActionCatalogue`: the complete
list of ids for a number of players, in a fixed documented order, each with its
*meaning*, a ``(kind, argument)`` pair.  The engine reads an id by looking it up
(:meth:`ActionCatalogue.parse`), never by slicing the string; research adapters
number the ids by their place in :meth:`ActionCatalogue.ids` to get a fixed action
space.

>>> catalogue = ActionCatalogue("demo", [("pass", "pass", None), ("take:1", "take", 1)])
>>> catalogue.parse("take:1")
('take', 1)
>>> catalogue.index("take:1")
1
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from .protocol import IllegalAction

Meaning = tuple[str, object]  # (kind, argument); the argument is None for an id without one


class ActionCatalogue:
    """The ids of one game (for one number of players), in order, with their meanings."""

    __slots__ = ("game", "meaning", "_meaning", "_index")

    def __init__(self, game: str, entries: Iterable[tuple[str, str, object]]) -> None:
        """``entries``: ``(id, kind, argument)`` in catalogue order; an id may not repeat."""
        meaning: dict[str, Meaning] = {}
        for action_id, kind, argument in entries:
            if action_id in meaning:
                raise ValueError(f"{game}: action id {action_id!r} listed twice")
            meaning[action_id] = (kind, argument)
        self.game = game
        self.meaning = MappingProxyType(meaning)
        # The dictionaries themselves for the look-ups (compiled, a native ``get``; a read-only
        # view's is a generic method call); never changed, nor handed out.
        self._meaning: dict[str, Meaning] = meaning
        self._index: dict[str, int] = {action_id: i for i, action_id in enumerate(meaning)}

    def __len__(self) -> int:
        return len(self.meaning)

    def __contains__(self, action_id: object) -> bool:
        return action_id in self.meaning

    def ids(self) -> tuple[str, ...]:
        """Every id, in catalogue order."""
        return tuple(self.meaning)

    def parse(self, action_id: object) -> Meaning:
        """``(kind, argument)`` of ``action_id``; :class:`IllegalAction` for an id outside the grammar
        (or not a string)."""
        meaning = self._meaning.get(action_id) if isinstance(action_id, str) else None
        if meaning is None:
            raise IllegalAction(f"{action_id!r} is not a {self.game} action id", where="action")
        return meaning

    def index(self, action_id: object) -> int:
        """The place of ``action_id`` in :meth:`ids` (the number research adapters use)."""
        index = self._index.get(action_id) if isinstance(action_id, str) else None
        if index is None:
            raise IllegalAction(f"{action_id!r} is not a {self.game} action id", where="action")
        return index
