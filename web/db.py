"""Where stored games live: the SQLite file of ``app.config["DATABASE"]``.

Games are stored by a later part of the project; for now this only resolves the
file and makes its directory on first use, so starting the server creates nothing.
"""

from __future__ import annotations

from pathlib import Path

from flask import current_app


def database_file() -> Path:
    """The configured SQLite file, its directory created if missing."""
    path = Path(current_app.config["DATABASE"])
    path.parent.mkdir(parents=True, exist_ok=True)
    return path
