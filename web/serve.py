"""Run the web app on waitress, a production WSGI server (``agricalc serve``)."""

from __future__ import annotations

import logging
import os

import waitress

from . import config, create_app

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def serve(*, host: str = "127.0.0.1", port: int = 8000, db: str | os.PathLike | None = None,
          threads: int = 4) -> None:
    """Serve until interrupted; stored games go to the SQLite file ``db`` (see :func:`config.database_path`)."""
    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    app = create_app({"DATABASE": str(config.database_path(db))})
    app.logger.info("stored games: %s", app.config["DATABASE"])
    waitress.serve(app, host=host, port=port, threads=threads, ident="agricalc")
