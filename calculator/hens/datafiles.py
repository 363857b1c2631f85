"""Reading the card-set and goal-set data files (JSON, or CSV for cards)."""

from __future__ import annotations

import csv
import io
import json
import os
from importlib import resources

from ..errors import InvalidDocument

PathLike = str | os.PathLike


def packaged(name: str) -> tuple[str, str]:
    """The text of a data file shipped in ``calculator/hens/data``, and its name for errors."""
    return resources.files(__package__).joinpath("data").joinpath(name).read_text(encoding="utf-8"), name


def read(path: PathLike) -> tuple[str, str]:
    """The text of a data file on disk, and its name for errors."""
    with open(path, encoding="utf-8") as handle:
        return handle.read(), os.fspath(path)


def parse(text: str, source: str, *, list_key: str) -> tuple[str, list]:
    """A data file's name and its list of entries.

    JSON files hold ``{"name": .., "<list_key>": [..]}`` or just the list; a
    ``.csv`` file holds one entry per line under a header row.
    """
    if source.lower().endswith(".csv"):
        return os.path.basename(source), [_csv_entry(row) for row in csv.DictReader(io.StringIO(text))]
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise InvalidDocument(f"not valid JSON: {exc}", where=source) from None
    if isinstance(data, dict) and list_key in data:
        name, entries = data.get("name", os.path.basename(source)), data[list_key]
    else:
        name, entries = os.path.basename(source), data
    if not isinstance(entries, list):
        raise InvalidDocument(f"must be a list, or an object with a {list_key!r} list", where=source)
    return str(name), entries


def _csv_entry(row: dict[str, str]) -> dict[str, object]:
    return {key.strip(): int(value) if value.strip().lstrip("-").isdigit() else value.strip()
            for key, value in row.items() if key is not None and value is not None}
