"""Fast copies of the simulator's immutable records.

:func:`replace` does what :func:`calculator.core.protocol.evolve` does (a
copy of a frozen dataclass with some fields changed, without the values its
``cached_property`` attributes remembered), but copies the instance dict in
one C call instead of field by field: the simulator makes several copies per
action, so this is a noticeable part of its speed.
"""

from __future__ import annotations

from functools import cache, cached_property


class cached(cached_property):  # noqa: N801 - named like the decorator it is
    """:func:`functools.cached_property` without its lock (Python 3.11 takes one on every
    first access): the value is computed once and stored in the instance dict, where it
    shadows this descriptor from then on.  The simulator's records are never shared
    between threads while being built, so the lock buys nothing here."""

    depends_on: frozenset[str] | None = None  # the fields the value depends on (None: all of them)

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.attrname] = self.func(instance)
        return value


def cached_on(*fields: str):
    """:class:`cached` for a value that depends on ``fields`` only: :func:`replace` keeps
    it in a copy where none of them change."""
    def decorate(func) -> cached:
        attribute = cached(func)
        attribute.depends_on = frozenset(fields)
        return attribute
    return decorate


@cache
def _layout(cls: type) -> tuple[int, tuple[tuple[str, frozenset[str] | None], ...]]:
    """How many fields ``cls`` has, and the cached attributes of it and its bases: (name,
    the fields the value depends on or ``None`` for all)."""
    names = tuple((name, getattr(value, "depends_on", None)) for klass in cls.__mro__
                  for name, value in vars(klass).items() if isinstance(value, cached_property))
    return len(cls.__dataclass_fields__), names


def replace(obj, **changes):
    """A copy of frozen dataclass ``obj`` with ``changes``; cached values are dropped,
    except those declared (:func:`cached_on`) not to depend on any field that changes."""
    cls = type(obj)
    values = obj.__dict__.copy()
    fields, cached_names = _layout(cls)
    if len(values) > fields:  # something was cached
        for name, depends_on in cached_names:
            if depends_on is None or not depends_on.isdisjoint(changes):
                values.pop(name, None)
    values.update(changes)
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", values)
    return new
