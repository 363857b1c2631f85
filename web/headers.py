"""Security headers on every answer.

* ``X-Content-Type-Options: nosniff``: a browser takes each answer as the type it says;
* ``Referrer-Policy: same-origin``: addresses of games are not sent to other sites;
* ``Content-Security-Policy`` (:data:`PAGE_POLICY` on pages, :data:`DATA_POLICY` on
  everything else): scripts, styles and images only from this server, no plugins,
  forms posting only here, and no framing by any other page (``frame-ancestors``).
  The pages' only inline styles are ``style`` attributes setting a colour variable
  (``--seat``, ``--swatch``), allowed by ``style-src-attr``; no inline script.
"""

from __future__ import annotations

from flask import Flask, Response

PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; "
               "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
               "frame-ancestors 'none'")
DATA_POLICY = "default-src 'none'; frame-ancestors 'none'"


def register(app: Flask) -> None:
    """Add the headers to every answer of ``app``."""
    app.after_request(_secure)


def _secure(response: Response) -> Response:
    headers = response.headers
    headers.setdefault("X-Content-Type-Options", "nosniff")
    headers.setdefault("Referrer-Policy", "same-origin")
    headers.setdefault("Content-Security-Policy", PAGE_POLICY if response.mimetype == "text/html" else DATA_POLICY)
    if response.mimetype == "text/html":
        headers.setdefault("X-Frame-Options", "DENY")  # frame-ancestors for older browsers
    return response
