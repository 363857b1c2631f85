"""The player's choice every game offers (:class:`Action`), in a module of its own so that it
compiles to a native class (the protocol's mixins, which records derive from, cannot be)."""

from __future__ import annotations

from collections.abc import Callable


class Action:
    """One choice of the player to move: a stable ``id`` and a readable ``label``.

    Actions compare, hash and sort by ``id``.  The label may be given as a
    function, evaluated only when someone reads it: simulations never do.
    """

    __slots__ = ("id", "_label")

    def __init__(self, id: str, label: str | Callable[[], str]) -> None:
        self.id = id
        self._label = label

    @property
    def label(self) -> str:
        if callable(self._label):
            self._label = self._label()
        return self._label

    def to_json(self) -> dict:
        return {"id": self.id, "label": self.label}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.id == self.id

    def __lt__(self, other: Action) -> bool:
        return self.id < other.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Action({self.id!r}, {self.label!r})"

    def __str__(self) -> str:
        return self.id

    def __reduce__(self) -> tuple[type[Action], tuple[str, str | Callable[[], str]]]:
        """Copied and pickled by its id and label (a compiled Action has no instance dictionary)."""
        return Action, (self.id, self._label)
