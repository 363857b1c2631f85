"""Heavy work (bot moves, simulations, farm plans) in a bounded pool, away from the light requests.

Python runs one thread at a time, so a simulation computed on a request thread
would starve every other request of the server.  A :class:`WorkPool` runs each
job in a worker process instead (``processes`` of them, started on first use),
and admits at most ``slots`` requests at once: one more is refused at once with
:class:`Busy` (the API's 503 with ``Retry-After``) instead of queueing without
end.  With ``processes=0`` the jobs run on the request's own thread, still
admitted by slots (the default of ``create_app``, for tests and development;
``agricalc serve`` uses processes).

A request takes a slot for all its jobs (``with pool.slot(): pool.call(...)``),
so a game's bots, once admitted, finish their answer without waiting for a slot
again.  The limits of :mod:`web.limits` bound what any admitted request does.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any, TypeVar

from flask import Flask, current_app

T = TypeVar("T")


class Busy(Exception):
    """Every slot of the pool is taken; try again after ``retry_after`` seconds."""

    def __init__(self, what: str, retry_after: int) -> None:
        super().__init__(f"the server is busy with other {what}; try again in {retry_after} s")
        self.retry_after = retry_after


class WorkPool:
    """At most ``slots`` requests at once, their jobs run by ``processes`` worker processes."""

    def __init__(self, what: str, *, processes: int, slots: int, retry_after: int) -> None:
        self.what = what
        self.processes = processes
        self.retry_after = retry_after
        self._slots = threading.BoundedSemaphore(slots)
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None

    @contextmanager
    def slot(self) -> Iterator[WorkPool]:
        """Hold one slot for the jobs of one request; :class:`Busy` if none is free."""
        if not self._slots.acquire(blocking=False):
            raise Busy(self.what, self.retry_after)
        try:
            yield self
        finally:
            self._slots.release()

    def call(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` in a worker process (a module-level function and picklable arguments)."""
        if not self.processes:
            return job(*args)
        try:
            return self._pool().submit(job, *args).result()
        except BrokenProcessPool:  # a worker died (killed, out of memory): start afresh once
            self._discard()
            return self._pool().submit(job, *args).result()

    def close(self) -> None:
        """Stop the worker processes (they are started again if the pool is used)."""
        self._discard()

    def _pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                # spawn: fresh interpreters, safe beside the server's threads.
                self._executor = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"))
            return self._executor

    def _discard(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)


def install(app: Flask) -> None:
    """Give ``app`` its pools (``app.extensions``): bot moves, simulations and farm plans."""
    config = app.config
    app.extensions["agricalc.work"] = {
        "bots": WorkPool("games", processes=config["WORK_PROCESSES"], slots=config["BOT_SLOTS"],
                         retry_after=config["RETRY_AFTER"]),
        "simulations": WorkPool("simulations", processes=config["WORK_PROCESSES"], slots=config["SIMULATION_SLOTS"],
                                retry_after=config["RETRY_AFTER"]),
        "plans": WorkPool("plans", processes=config["WORK_PROCESSES"], slots=config["PLAN_SLOTS"],
                          retry_after=config["RETRY_AFTER"]),
    }


def pool(name: str) -> WorkPool:
    """This app's pool ``"bots"``, ``"simulations"`` or ``"plans"``."""
    return current_app.extensions["agricalc.work"][name]


def close(app: Flask) -> None:
    """Stop the worker processes of ``app``'s pools."""
    for each in app.extensions.get("agricalc.work", {}).values():
        each.close()
