"""Run the web app on waitress, a production WSGI server (``agricalc serve``).

The server's limits, chosen deliberately (the README's serving section lists them):

* request bodies: at most the app's ``MAX_CONTENT_LENGTH`` (64 KiB), refused by
  the app with its JSON error (413); waitress refuses a body over
  :data:`MAX_BODY_BYTES` (1 MiB) itself, before reading it;
* request headers: at most :data:`MAX_HEADER_BYTES` (16 KiB) in all (waitress
  answers 431), and the app reads only the start of ``Accept-Language``;
* connections: at most :data:`CONNECTION_LIMIT` open at once, watched with
  ``poll`` (no 1,024-descriptor ceiling); one idle for :data:`CHANNEL_TIMEOUT`
  seconds is closed, so half-open connections cannot hold the server for long;
* :data:`THREADS` threads answer requests; the bots, simulations and plans think in
  worker processes of the app's work pools (:mod:`web.work`), never on them;
* SIGTERM stops the server like Ctrl+C, and the worker processes end with it.

Before serving, the games database is opened, brought up to date and checked
(:meth:`GameStore.check`); games whose bots were interrupted by a stop are
then resumed in the background.
"""

from __future__ import annotations

import errno
import logging
import os
import signal
import threading
import time

import waitress
from flask import Flask

from . import config, create_app, gameplay, work
from .store import GameStore, StoreError

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
THREADS = 8
CONNECTION_LIMIT = 500
CHANNEL_TIMEOUT = 30  # seconds
CLEANUP_INTERVAL = 10  # seconds between checks for idle connections
WORK_PROCESSES = 1  # per lane of each pool: the bots', the simulations' and the plans'
MAX_BODY_BYTES = 1024 * 1024  # above the app's MAX_CONTENT_LENGTH, so that the app answers 413 in JSON
MAX_HEADER_BYTES = 16 * 1024


class ServeError(Exception):
    """The server cannot start (the message says why, for the person who started it)."""


def serve(*, host: str = "127.0.0.1", port: int = 8000, db: str | os.PathLike | None = None,
          threads: int = THREADS) -> None:
    """Serve until interrupted; stored games go to the SQLite file ``db`` (see :func:`config.database_path`).

    Raises :class:`ServeError` if the database is unusable, the address is taken or not one.
    """
    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    path = config.database_path(db)
    try:
        GameStore.check(path)
    except StoreError as exc:
        raise ServeError(str(exc)) from None
    app = create_app({"DATABASE": str(path), "WORK_PROCESSES": WORK_PROCESSES})
    app.logger.info("stored games: %s", app.config["DATABASE"])
    server = make_server(app, host=host, port=port, threads=threads)
    threading.Thread(target=resume_bots, args=(app,), name="resume-bots", daemon=True).start()
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        server.print_listen("Serving on http://{}:{}")
        server.run()
    finally:
        signal.signal(signal.SIGTERM, previous)
        work.close(app)


def make_server(app: Flask, *, host: str = "127.0.0.1", port: int = 8000, threads: int = THREADS):
    """The waitress server of ``app`` with the limits above, listening (not yet serving);
    :class:`ServeError` if it cannot listen."""
    try:
        return waitress.create_server(
            app, host=host, port=port, threads=threads, ident="agricalc",
            max_request_body_size=max(MAX_BODY_BYTES, app.config["MAX_CONTENT_LENGTH"]),
            max_request_header_size=MAX_HEADER_BYTES, connection_limit=CONNECTION_LIMIT,
            channel_timeout=CHANNEL_TIMEOUT, cleanup_interval=CLEANUP_INTERVAL, asyncore_use_poll=True)
    except OSError as exc:
        reason = "the address is already in use" if exc.errno == errno.EADDRINUSE else (exc.strerror or str(exc))
        raise ServeError(f"cannot listen on {host}:{port}: {reason}") from None
    except ValueError:  # waitress: a host that is no address nor name it can resolve
        raise ServeError(f"cannot listen on {host}:{port}: {host!r} is not an address or host name of this "
                         "machine") from None


def _stop(signum, frame) -> None:
    """SIGTERM: stop serving as Ctrl+C does (the pools' worker processes are ended on the way out)."""
    raise KeyboardInterrupt


def resume_bots(app: Flask, *, wait: float = 1.0) -> int:
    """Let the bots of every game whose bots were interrupted finish their answer; returns
    how many games were resumed.  Waits ``wait`` seconds whenever the bots' pool is busy."""
    with app.app_context():
        from .games import bots_answer, bots_slot, store

        waiting = store().waiting_for_bots()
        for game_id in waiting:
            while True:
                try:
                    game = gameplay.load(store(), game_id)
                    with bots_slot(game.name, [seat.bot for seat in game.stored.seats], game.stored.options):
                        bots_answer(game)
                    break
                except work.Busy:
                    time.sleep(wait)
                except Exception:  # one broken game must not stop the others
                    app.logger.exception("could not resume the bots of game %s", game_id)
                    break
    if waiting:
        app.logger.info("resumed the bots of %d game(s)", len(waiting))
    return len(waiting)
