"""Pydantic's complaints about a request body, worded like the calculator's errors.

Each problem names its field the way :mod:`calculator` does (``players[0].farm``,
``animals.sheep``), without the document union's tags, so a client sees one style.
"""

from __future__ import annotations

import re

from pydantic import ValidationError

from calculator import games

from .schemas import PLAYERS_TAG

MAX_LISTED = 5  # problems named in one message


def validation_message(error: ValidationError) -> str:
    """The schema's complaints, each naming its field the way the calculator does (``players[0].farm``)."""
    problems = [_problem(detail) for detail in error.errors(include_url=False)]
    more = len(problems) - MAX_LISTED
    text = "; ".join(problems[:MAX_LISTED])
    return text + (f"; and {more} more" if more > 0 else "")


def _problem(detail: dict) -> str:
    kind, loc = detail["type"], detail["loc"]
    if kind == "union_tag_invalid":
        return _game_problem(detail)
    if kind == "union_tag_not_found":  # a document without its tag (the games' union's key)
        tag = detail.get("ctx", {}).get("discriminator", "game").strip("'")
        return f"{tag}: is required" if isinstance(detail["input"], dict) else \
            f"document: must be a JSON object with a \"{tag}\" key"
    loc = loc[1:] if loc and isinstance(loc[0], str) and _is_tag(loc[0]) else loc
    where = _where(loc) or "document"
    if kind == "missing":
        return f"{where}: is required"
    if kind == "extra_forbidden":
        return f"{where}: unknown key"
    message = detail["msg"]
    return f"{where}: {message[:1].lower()}{message[1:]}"


def _game_problem(detail: dict) -> str:
    """A missing or unknown ``game``, with the games this endpoint takes."""
    games = sorted({tag.removesuffix(PLAYERS_TAG) for tag in re.findall(r"'([^']*)'", detail["ctx"]["expected_tags"])})
    document = detail["input"]
    if not isinstance(document, dict):
        return f"document: must be a JSON object with a \"game\" key (one of {', '.join(games)})"
    if "game" not in document:
        return f"game: is required (one of {', '.join(games)})"
    if document["game"] in games and "players" not in document:  # only whole tables are taken here
        return "players: is required: this takes a whole table, every player's position under 'players'"
    return f"game: must be one of {', '.join(games)}; got {document['game']!r}"


def _is_tag(name: str) -> bool:
    """Whether a location part is a document union's tag (``acbas``, ``hens players``), not a field."""
    return name.removesuffix(PLAYERS_TAG) in games.names()


def _where(loc: tuple) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text
