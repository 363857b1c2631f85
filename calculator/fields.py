"""Readers for the plain JSON fields of game documents, with errors that name the field."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .errors import InvalidDocument, OutOfRange


def require_object(value: object, where: str) -> dict:
    """``value`` as a JSON object, or an error naming ``where``."""
    if not isinstance(value, dict):
        raise InvalidDocument("must be a JSON object", where=where)
    return value


def check_keys(document: Mapping, allowed: Iterable[str], where: str = "document") -> None:
    """Reject keys outside ``allowed`` (a misspelt key would otherwise be ignored silently)."""
    allowed = set(allowed)
    unknown = sorted(str(k) for k in document if k not in allowed)
    if unknown:
        raise InvalidDocument(
            f"unknown key(s) {', '.join(map(repr, unknown))}; expected some of {', '.join(sorted(allowed))}",
            where=where,
        )


def integer(value: object, where: str, *, minimum: int | None = 0, maximum: int | None = None) -> int:
    """``value`` as an integer within bounds (``true``/``false`` and ``2.5`` are refused)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidDocument(f"must be an integer, got {value!r}", where=where)
    if minimum is not None and value < minimum:
        raise OutOfRange(value, minimum=minimum, where=where)
    if maximum is not None and value > maximum:
        raise OutOfRange(value, maximum=maximum, where=where)
    return value


def counts(document: Mapping, key: str, names: Iterable[str], *, maximum: int | None = None) -> dict[str, int]:
    """A mapping of non-negative counts such as ``animals`` or ``supply``; missing names are 0."""
    names = tuple(names)
    raw = document.get(key, {})
    if raw is None:
        raw = {}
    raw = require_object(raw, key)
    check_keys(raw, names, where=key)
    return {name: integer(raw.get(name, 0), f"{key}.{name}", maximum=maximum) for name in names}
