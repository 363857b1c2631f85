"""One log line per request: method, path, status and time taken."""

from __future__ import annotations

import time

from flask import Flask, Response, current_app, g, request


def register(app: Flask) -> None:
    """Log every request of ``app`` on its logger (level INFO)."""
    app.before_request(_start)
    app.after_request(_log)


def _start() -> None:
    g.request_start = time.perf_counter()


def _log(response: Response) -> Response:
    started = g.get("request_start")
    elapsed = (time.perf_counter() - started) * 1000 if started is not None else 0.0
    current_app.logger.info("%s %s %s %.1f ms", request.method, request.full_path.rstrip("?"),
                            response.status_code, elapsed)
    return response
