"""An evaluation's weights kept as data: ``data/bot-weights.json`` beside each game's bot module.

A game's evaluation names its judgment calls in a frozen dataclass of floats
(``Weights`` in its ``bots`` module); their values live in the game package's
``data/bot-weights.json``, written by hand or by a tuning run
(``bench/tune_weights.py``), with a note of where they come from::

    {"about": "tuned by ...", "weights": {"growth": 0.5, "join": 0.6}}

Every field must have a value and every value a field, so that a renamed
weight cannot be silently ignored.

Earlier weights kept by name (``data/bot-baselines.json``, :func:`load_baselines`)
let a bot spec play as the bots of an earlier day (``greedy@pre26``), so that a
change to the weights is measured against the bots it replaces::

    {"about": "...", "baselines": {"pre26": {"about": "...", "weights": {...}}}}
"""

from __future__ import annotations

import json
from dataclasses import fields
from importlib import resources
from typing import TypeVar

T = TypeVar("T")

FILE = "bot-weights.json"
BASELINES = "bot-baselines.json"


def load(package: str, cls: type[T], file: str = FILE) -> T:
    """The :data:`FILE` (or another ``file`` of its form) of ``package``'s ``data`` folder read as a
    ``cls`` (a dataclass of floats)."""
    text = resources.files(package).joinpath("data", file).read_text(encoding="utf-8")
    return read(json.loads(text)["weights"], cls, f"{package}/data/{file}")


def load_baselines(package: str, cls: type[T]) -> dict[str, T]:
    """The named weights of ``package``'s ``data/``:data:`BASELINES` (none without the file), each
    read as a ``cls`` (every weight named, as :func:`read` asks)."""
    path = resources.files(package).joinpath("data", BASELINES)
    if not path.is_file():
        return {}
    stored = json.loads(path.read_text(encoding="utf-8"))["baselines"]
    return {name: read(entry["weights"], cls, f"{package}/data/{BASELINES}: {name}") for name, entry in stored.items()}


def read(values: dict, cls: type[T], where: str = "weights") -> T:
    """``values`` (name -> number) as a ``cls``; :class:`ValueError` naming a missing or unknown weight."""
    names = [f.name for f in fields(cls)]
    missing, unknown = sorted(set(names) - set(values)), sorted(set(values) - set(names))
    if missing or unknown:
        raise ValueError(f"{where}: missing weight(s) {missing}, unknown weight(s) {unknown}")
    return cls(**{name: float(values[name]) for name in names})


def dump(weights: object, about: str) -> str:
    """``weights`` (a dataclass of floats) as the text of a :data:`FILE`."""
    values = {f.name: round(getattr(weights, f.name), 4) for f in fields(weights)}
    return json.dumps({"about": about, "weights": values}, indent=2) + "\n"
