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

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        value = instance.__dict__[self.attrname] = self.func(instance)
        return value


@cache
def _cached_names(cls: type) -> tuple[str, ...]:
    """Names of the cached attributes of ``cls`` and its bases."""
    return tuple(name for klass in cls.__mro__ for name, value in vars(klass).items()
                 if isinstance(value, cached_property))


def replace(obj, **changes):
    """A copy of frozen dataclass ``obj`` with ``changes``; cached values are dropped."""
    cls = type(obj)
    values = obj.__dict__.copy()
    for name in _cached_names(cls):
        values.pop(name, None)
    values.update(changes)
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", values)
    return new
