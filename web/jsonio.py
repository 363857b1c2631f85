"""Strict JSON in and order-keeping JSON out for the web app.

Request bodies are read as standard JSON only: ``NaN``/``Infinity`` and nesting
too deep for the parser are refused like any other malformed body (400), never
left to surface as a server error.  A body sent to the API under another
Content-Type is refused (415) before it is read: a page of another site can
send ``text/plain`` without asking, but not ``application/json``.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Flask, Request, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import BadRequest, UnsupportedMediaType

from calculator.documents import read_json
from calculator.errors import InvalidDocument

JSON_PREFIX = "/api/"  # every body sent under here is JSON


class InvalidJSON(BadRequest):
    """The request body is not a JSON document."""

    code_name = "invalid_json"


class NotJSON(UnsupportedMediaType):
    """A request body sent to the API under a Content-Type other than JSON."""

    code_name = "unsupported_media_type"


def register(app: Flask) -> None:
    """Refuse non-JSON bodies under :data:`JSON_PREFIX` (415), and say in the OpenAPI
    description that every body there is required (an empty one is refused too)."""
    app.before_request(_require_json)
    app.spec_processor(required_bodies)


def required_bodies(spec: dict) -> dict:
    """The OpenAPI description with every request body marked required."""
    for operations in spec.get("paths", {}).values():
        for operation in operations.values():
            if isinstance(operation, dict) and "requestBody" in operation:
                operation["requestBody"]["required"] = True
    return spec


def _require_json() -> None:
    if request.routing_exception is not None:
        return  # no such page or method: 404 or 405 says so first
    if request.path.startswith(JSON_PREFIX) and request.method in ("POST", "PUT", "PATCH") and not request.is_json:
        sent = request.mimetype or "none"
        raise NotJSON(f"the body must be JSON sent as Content-Type: application/json (got {sent})")


class JSONProvider(DefaultJSONProvider):
    """Flask's provider, keeping the calculator's key order and refusing non-standard JSON."""

    sort_keys = False

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        """Request bodies as the CLI reads files (:func:`calculator.documents.read_json`)."""
        if kwargs:
            return json.loads(s, **kwargs)
        return read_json(s)


class JSONRequest(Request):
    """A request whose malformed JSON body raises :class:`InvalidJSON` with the parser's reason."""

    def on_json_loading_failed(self, e: ValueError | None) -> Any:
        if e is None:
            raise InvalidJSON("the body must be a JSON document (Content-Type: application/json)")
        reason = e.detail if isinstance(e, InvalidDocument) else str(e)
        raise InvalidJSON(f"the body is {reason}")
