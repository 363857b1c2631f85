"""Records that mypyc compiles to native classes (issue #28): the same ``replace``, drafts and
cached values as :mod:`calculator.core.record`, without an instance dictionary.

A native record is a plain ``@dataclass`` (not ``frozen``: mypyc would store every field
through a generic ``__setattr__``) deriving from :class:`NativeRecord`.  It is never changed
once published, by convention and by the type checker: its fields are set only on a
:meth:`~NativeRecord.draft`, which is a fresh copy of the record, and
:meth:`~NativeRecord.publish` hands that copy on as the record.

* **The copy** is each class's own :meth:`~NativeRecord.copy`, written out field by field: in
  compiled code a few native stores (a generic field-by-field copy costs more than the pure
  build's dictionary copy, docs/compiled.md).  A test checks that it copies every field.
* **A derived value** is an optional field named with a leading underscore (declared
  ``field(default=None, kw_only=True, repr=False, compare=False)``), filled by the property
  that reads it; a copy sets it to ``None`` (worked out again on first use).

>>> from dataclasses import dataclass, field
>>> @dataclass
... class Purse(NativeRecord):
...     coins: int
...     name: str = "purse"
...     _doubled: int | None = field(default=None, kw_only=True, repr=False, compare=False)
...     @property
...     def doubled(self) -> int:
...         if self._doubled is None:
...             self._doubled = 2 * self.coins
...         return self._doubled
...     def copy(self) -> "Purse":
...         purse = Purse.__new__(Purse)
...         purse.coins, purse.name, purse._doubled = self.coins, self.name, None
...         return purse
>>> purse = Purse(3)
>>> purse.doubled, purse.replace(coins=4).doubled, purse.coins
(6, 8, 3)
>>> draft = purse.draft()
>>> draft.coins += 10
>>> draft.name = "bag"
>>> draft.publish()
Purse(coins=13, name='bag')

A game state that keeps the seat to move in ``to_move`` derives from :class:`SeatToMoveRecord`
for the protocol's ``current_player`` and ``is_terminal`` (the native twin of
:class:`calculator.core.protocol.SeatToMove`, which a native class cannot derive from).  Compiled,
the base's ``to_move`` is a class attribute that a dataclass would take for a default: a state
redeclares it as ``to_move: int | None = field()``.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Self


class NativeRecord:
    """Base of the records compiled as native classes (see the module's docstring)."""

    def copy(self) -> Self:
        """A new record of the same fields, its derived values not worked out yet (each class
        writes it out: ``cls.__new__(cls)``, then every field set, derived ones to ``None``)."""
        raise NotImplementedError(f"{type(self).__name__} writes out its copy")

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` to its fields (a change may also name a derived value's
        field, handing the copy a value already worked out)."""
        record = self.copy()
        for name, value in changes.items():
            setattr(record, name, value)
        return record

    def draft(self) -> Self:
        """A copy whose fields may be set in several steps, then :meth:`publish` ed."""
        return self.copy()

    def publish(self) -> Self:
        """The draft as the record, never changed from then on."""
        return self


class SeatToMoveRecord(NativeRecord):
    """A native record of a game state with the seat to move in ``to_move`` (``None`` once the
    game is over): the protocol's ``current_player`` and ``is_terminal`` (Hens's state, the farm
    games' :class:`~calculator.farm_state.FarmState`)."""

    to_move: int | None

    @property
    def current_player(self) -> int | None:
        """Seat to move, or ``None`` when the game is over."""
        return self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.to_move is None


def by_fields(record: Any) -> tuple[Any, ...]:
    """What a dataclass record's ``__reduce__`` answers: its class and the values of the fields its
    ``__init__`` takes, in order, so ``copy``, ``deepcopy`` and ``pickle`` rebuild it through
    ``__init__`` (compiled, a frozen record or one with a written-out ``__init__`` has no other way in)."""
    return (type(record), tuple(getattr(record, f.name) for f in fields(record) if f.init))
