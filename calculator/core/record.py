"""Frozen records: how the engines keep, change and cache their state.

Every state of a simulated game, and every record inside one (a player, a
farm board, the step in progress), is a frozen dataclass deriving from
:class:`Record`.  A record never changes once made, so a state handed out by
``new_game`` or ``apply`` stays as it was, whatever is done with its successors.

* **A changed copy** is :meth:`Record.replace`: ``player.replace(food=3)``.
  A successor worked out in several steps (the rules of one action) is built
  on a :meth:`Record.draft`, whose fields may be set freely, and becomes a
  record with :meth:`Draft.publish`: one copy for all the steps.
* **A derived value** (the legal actions, a board's pastures) is declared
  with :func:`cached`, or :func:`cached_on` naming the fields it reads: worked
  out on first use and kept on the record.  A copy keeps a :func:`cached_on`
  value whose fields it leaves as they are, and drops every other.

A game's first, pure-Python engine starts here.  Records of a module compiled with mypyc are
instead native classes, with the same ``replace``, drafts and derived values written out per
class (:mod:`calculator.core.native_record`): every record of the three engines is one since
issue #28's fourth session.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Purse(Record):
...     coins: int
...     name: str = "purse"
...     @cached_on("coins")
...     def doubled(self) -> int:
...         return 2 * self.coins
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

from dataclasses import fields
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar


class cached(cached_property):  # noqa: N801 - named like the decorator it is
    """A value derived from a record's fields, worked out on first use and kept on the record.

    Unlike :func:`functools.cached_property` it takes no lock (Python 3.11 takes one
    on every first use): a record is never shared between threads while it is built.
    A copy made by :meth:`Record.replace` drops the value.
    """

    depends_on: frozenset[str] | None = None  # the fields the value reads (None: any of them)

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.attrname] = self.func(instance)
        return value


def cached_on(*names: str):
    """:func:`cached` for a value that reads only the fields ``names``: a copy that changes
    none of them keeps it."""
    def decorate(func) -> cached:
        attribute = cached(func)
        attribute.depends_on = frozenset(names)
        return attribute
    return decorate


R = TypeVar("R", bound="Record")


class Layout:
    """What copying records of one class needs: its fields, its cached values with the fields
    each depends on (``None``: all of them), and the class of its drafts."""

    def __init__(self, cls: type[R]) -> None:
        self.fields = tuple(f.name for f in fields(cls))
        self.size = len(self.fields)
        derived = {name: value for klass in reversed(cls.__mro__) for name, value in vars(klass).items()
                   if isinstance(value, cached_property)}
        foreign = [name for name, value in derived.items() if not isinstance(value, cached)]
        if foreign:  # a copy would carry its value over, right or wrong
            raise TypeError(f"{cls.__name__}.{foreign[0]}: a record caches with core.record.cached")
        self.cached = tuple((name, value.depends_on) for name, value in derived.items())
        self.kept = any(depends_on is not None for _, depends_on in self.cached)  # may a copy keep some?
        self.draft = type(f"Draft[{cls.__name__}]", (Draft,), {"__slots__": (), "kind": cls})


class Layouts(dict):
    """The :class:`Layout` of each record class, worked out on first use."""

    def __missing__(self, cls: type) -> Layout:
        shape = self[cls] = Layout(cls)
        return shape


LAYOUTS = Layouts()


class RecordType(type):
    """The class of every record class.  It changes nothing in Python; mypyc, which compiles
    the engines' modules (``setup.py``), keeps a class with its own metaclass an ordinary
    Python class, whose instance dictionary :meth:`Record.replace` and drafts rely on."""


class Record(metaclass=RecordType):
    """Base of the engines' frozen dataclasses (declare them ``@dataclass(frozen=True)``).

    A record's instance dictionary holds its fields, in order, then the cached values
    worked out so far: nothing else, and nothing ever removed from a published record.
    """

    __slots__ = ()

    def replace(self, **changes) -> Self:
        """A copy with ``changes`` to its fields (names are not checked: the simulator makes
        several copies per action).  Derived values are dropped, except :func:`cached_on`
        ones that read none of the changed fields; a change may also name a :func:`cached`
        value already worked out for the copy."""
        cls = type(self)
        shape = LAYOUTS[cls]
        values = self.__dict__.copy()
        if not shape.kept:
            while len(values) > shape.size:  # the derived values, after the fields
                values.popitem()
        elif len(values) > shape.size:
            for name, depends_on in shape.cached:
                if depends_on is None or not depends_on.isdisjoint(changes):
                    values.pop(name, None)
        values.update(changes)
        record = object.__new__(cls)
        object.__setattr__(record, "__dict__", values)  # as they are: __init__ would set each field again
        return record

    def draft(self) -> Draft[Self]:
        """A :class:`Draft` of a copy: its fields to set in several steps, then publish.
        No derived value is carried over."""
        shape = LAYOUTS[type(self)]
        values = self.__dict__.copy()
        while len(values) > shape.size:  # the derived values, after the fields
            values.popitem()
        draft = object.__new__(shape.draft)
        draft.__dict__ = values
        return draft


class Draft(Record, Generic[R]):
    """A record being built: its fields, read and set as attributes until :meth:`publish`.

    A draft is private to whoever made it: the rules of one action set fields on it
    step by step, then publish it as the next state.  Setting a :func:`cached` value's
    name hands the record a derived value already worked out.  (Each record class has
    its own draft class, whose ``kind`` is the record class.)
    """

    kind: type[R]

    if TYPE_CHECKING:  # a draft has its record's fields, read and set freely (for mypy and mypyc)
        def __getattr__(self, name: str) -> Any: ...

        def __setattr__(self, name: str, value: Any) -> None: ...

    def publish(self) -> R:
        """The record of these fields: the draft itself becomes it, frozen from then on."""
        self.__class__ = type(self).kind  # the class's: a field may be called "kind"
        return self
