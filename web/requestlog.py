"""One log line per request: method, path, status and time taken.

The method and path come from the client, so they are written escaped: a
character that is not printable (a line break, a tab, an escape sequence) and
the backslash appear as ``\\xNN``/``\\uNNNN``/``\\\\``, and a request can never
write a line of its own into the log.
"""

from __future__ import annotations

import time

from flask import Flask, Response, current_app, g, request


def register(app: Flask) -> None:
    """Log every request of ``app`` on its logger (level INFO)."""
    app.before_request(_start)
    app.after_request(_log)


def escaped(text: str) -> str:
    r"""``text`` with every unprintable character and the backslash escaped, on one line.

    >>> print(escaped("/x\n2026-12-01 ERROR web: \\ internal error"))
    /x\x0a2026-12-01 ERROR web: \\ internal error
    """
    return "".join(ch if ch.isprintable() and ch != "\\" else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    if ch == "\\":
        return "\\\\"
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def _start() -> None:
    g.request_start = time.perf_counter()


def _log(response: Response) -> Response:
    started = g.get("request_start")
    elapsed = (time.perf_counter() - started) * 1000 if started is not None else 0.0
    current_app.logger.info("%s %s %s %.1f ms", escaped(request.method), escaped(request.full_path.rstrip("?")),
                            response.status_code, elapsed)
    return response
