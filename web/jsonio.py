"""Strict JSON in and order-keeping JSON out for the web app.

Request bodies are read as standard JSON only: ``NaN``/``Infinity`` and nesting
too deep for the parser are refused like any other malformed body (400), never
left to surface as a server error.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import BadRequest


class InvalidJSON(BadRequest):
    """The request body is not a JSON document."""

    code_name = "invalid_json"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


class JSONProvider(DefaultJSONProvider):
    """Flask's provider, keeping the calculator's key order and refusing non-standard JSON."""

    sort_keys = False

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        kwargs.setdefault("parse_constant", _no_constant)
        try:
            return json.loads(s, **kwargs)
        except RecursionError:
            raise ValueError("nested too deeply") from None


class JSONRequest(Request):
    """A request whose malformed JSON body raises :class:`InvalidJSON` with the parser's reason."""

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        if e is None:
            raise InvalidJSON("the body must be a JSON document (Content-Type: application/json)")
        raise InvalidJSON(f"the body is not valid JSON: {e}")
