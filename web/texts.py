"""The texts people give that the app stores (api.md 4.2): a player's name, a table's title,
a club's name.

Each is bounded, so that what one request may store stays small: a name at
most :data:`MAX_NAME` characters, a title at most :data:`MAX_TITLE`.  Longer
is refused with 422 ``too_long`` naming the field, whether the text comes in
a JSON body (the schemas' :func:`bounded` type, checked before anything
runs) or from a page's form (:func:`check_table`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from calculator.errors import AgricalcError

MAX_NAME = 60  # characters of a player's name
MAX_TITLE = 120  # characters of a table's title
MAX_CLUB = MAX_TITLE  # characters of a club's name
TOO_LONG = "too_long"  # the error code, and the schemas' error type


class TooLong(AgricalcError):
    """A stored text longer than its bound (answered 422)."""

    code = TOO_LONG


def bounded(maximum: int, description: str, *, min_length: int = 0) -> Any:
    """A JSON string of at most ``maximum`` characters: the OpenAPI description says so
    (``maxLength``), and a longer one fails validation with the error type :data:`TOO_LONG`."""

    def at_most(text: str) -> str:
        if len(text) > maximum:
            raise PydanticCustomError(TOO_LONG, "must be at most {maximum} characters, got {length}",
                                      {"maximum": maximum, "length": len(text)})
        return text

    return Annotated[str, Field(min_length=min_length, description=f"{description} (at most {maximum} characters; "
                                                                    "longer is refused with 422 too_long)",
                                json_schema_extra={"maxLength": maximum}),
                     AfterValidator(at_most)]


def check_table(document: Mapping) -> None:
    """Refuse (:class:`TooLong`) a whole-table document whose title or a player's name is
    longer than its bound; other shapes are left to the scoring."""
    title = document.get("title")
    if isinstance(title, str) and len(title) > MAX_TITLE:
        raise TooLong(_too_long(MAX_TITLE, title), where="title")
    players = document.get("players")
    for seat, entry in enumerate(players if isinstance(players, list) else ()):
        name = entry.get("name") if isinstance(entry, Mapping) else None
        if isinstance(name, str) and len(name) > MAX_NAME:
            raise TooLong(_too_long(MAX_NAME, name), where=f"players[{seat}].name")


def check_name(name: str | None, where: str) -> None:
    """Refuse (:class:`TooLong`) a player's name longer than :data:`MAX_NAME`."""
    if name is not None and len(name) > MAX_NAME:
        raise TooLong(_too_long(MAX_NAME, name), where=where)


def check_club_name(name: str) -> None:
    """Refuse (:class:`TooLong`) a club's name longer than :data:`MAX_CLUB`."""
    if len(name) > MAX_CLUB:
        raise TooLong(_too_long(MAX_CLUB, name), where="name")


def _too_long(maximum: int, text: str) -> str:
    return f"must be at most {maximum} characters, got {len(text)}"
