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
"""

from __future__ import annotations

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
