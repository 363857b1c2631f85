"""The scoring settings a document may give as ``"settings": {...}`` (hens.md 6.2)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..errors import InvalidDocument
from ..fields import check_keys, integer, require_object
from .rules import SETTINGS


@dataclass(frozen=True)
class Settings:
    """One value per entry of :data:`rules.SETTINGS`; the defaults are the project rulings."""

    largest_group_metric: str = SETTINGS["largest_group_metric"].default
    full_tie_rooster: str = SETTINGS["full_tie_rooster"].default
    medal_set_size: int = SETTINGS["medal_set_size"].default
    medal_set_points: int = SETTINGS["medal_set_points"].default
    coop_penalty: int = SETTINGS["coop_penalty"].default

    def to_json(self) -> dict:
        return {name: getattr(self, name) for name in _NAMES}  # flat strings and ints: asdict without the deep copy


_NAMES = tuple(f.name for f in fields(Settings))
DEFAULT = Settings()


def parse_settings(value: object, where: str = "settings") -> Settings:
    """A document's ``settings`` object; missing names keep their defaults."""
    if value is None:
        return DEFAULT
    value = require_object(value, where)
    check_keys(value, SETTINGS, where=where)
    return Settings(**{name: _setting(name, value[name], f"{where}.{name}") for name in SETTINGS if name in value})


def _setting(name: str, value: object, where: str) -> str | int:
    setting = SETTINGS[name]
    if setting.span is not None:
        low, high = setting.span
        return integer(value, where, minimum=low, maximum=high)
    if value not in setting.choices:
        raise InvalidDocument(f"must be one of {', '.join(setting.choices)}; got {value!r}", where=where)
    return value
