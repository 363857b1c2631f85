"""Heavy work (bot moves, simulations, farm plans) in bounded pools, away from the light requests.

Python runs one thread at a time, so a simulation computed on a request thread
would starve every other request of the server.  A :class:`WorkPool` runs each
job in a worker process instead, and admits a bounded number of requests at
once: one more is refused at once with :class:`Busy` (the API's 503 with
``Retry-After``) instead of queueing without end.

Work is scheduled by its cost, estimated before it starts (:mod:`web.limits`):
each pool has two lanes, each with its own slots and its own worker processes,

* the **heavy lane** (``slots`` requests at once) takes any request the limits
  allow;
* the **light lane** (``light_slots`` at once) takes only requests estimated at
  most ``light_seconds``, and such a request tries it first,

so a light request is answered while the heaviest allowed ones fill the heavy
lane, and never waits in a worker process behind one.  With ``processes=0`` the
jobs run on the request's own thread, still admitted by slots (the default of
``create_app``, for tests and development; ``agricalc serve`` uses processes).

A request takes a slot for all its jobs (``with pool.slot(seconds): pool.call(...)``),
so a game's bots, once admitted, finish their answer without waiting for a slot
again.  A request that runs no bot or search takes no slot at all.

Worker processes end with the server: :func:`close` ends them (``agricalc serve``
calls it on SIGTERM too), and each worker watches its parent and ends itself
when the parent is gone (killed with SIGKILL, say), so none is left running.
"""

from __future__ import annotations

import math
import multiprocessing
from collections import OrderedDict
import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any, TypeVar

from flask import Flask, current_app

T = TypeVar("T")

HEAVY = math.inf  # the cost of a request whose work is not known to be light
PARENT_CHECK_SECONDS = 0.5  # how often a worker process looks whether its server still runs
KNOWN_HEAVY = 1000  # requests remembered as found heavy, per pool
KNOWN_HEAVY_SECONDS = 60.0  # for so long (a light request found heavy on a busy machine is tried again)


class Busy(Exception):
    """Every slot a request could take is taken; try again after ``retry_after`` seconds."""

    def __init__(self, what: str, retry_after: int) -> None:
        super().__init__(f"the server is busy with other {what}; try again in {retry_after} s")
        self.retry_after = retry_after


class Lane:
    """``slots`` requests at once, their jobs run by ``processes`` worker processes of its own."""

    def __init__(self, *, processes: int, slots: int) -> None:
        self.processes = processes
        self._slots = threading.BoundedSemaphore(slots) if slots else None
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None

    def take(self) -> bool:
        """Take a slot if one is free (then :meth:`give_back` it)."""
        return self._slots is not None and self._slots.acquire(blocking=False)

    def give_back(self) -> None:
        self._slots.release()

    def free(self) -> int:
        """How many slots are free now."""
        return self._slots._value if self._slots is not None else 0

    def call(self, job: Callable[..., T], *args: Any) -> T:
        if not self.processes:
            return job(*args)
        try:
            return self._pool().submit(job, *args).result()
        except BrokenProcessPool:  # a worker died (killed, out of memory): start afresh once
            self.close()
            return self._pool().submit(job, *args).result()

    def close(self) -> None:
        """End the worker processes, those at work too (they are started again if the lane is used)."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:  # shutdown() lets a running job finish: a stop must not wait for it
            process.terminate()
        for process in processes:
            process.join(timeout=5)

    def _pool(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                # spawn: fresh interpreters, safe beside the server's threads.
                self._executor = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"),
                                                     initializer=watch_parent, initargs=(os.getpid(),))
            return self._executor


class WorkPool:
    """One kind of heavy work: a heavy lane of ``slots`` and a light lane of ``light_slots``
    for requests estimated at most ``light_seconds``, each lane with ``processes`` workers."""

    def __init__(self, what: str, *, processes: int, slots: int, retry_after: int, light_slots: int = 0,
                 light_seconds: float = 0.0) -> None:
        self.what = what
        self.processes = processes
        self.retry_after = retry_after
        self.light_seconds = light_seconds
        self.heavy = Lane(processes=processes, slots=slots)
        self.light = Lane(processes=processes, slots=light_slots)
        self._held = threading.local()  # the lane of the slot this thread holds
        self._heavy_found: OrderedDict[str, float] = OrderedDict()  # the newest KNOWN_HEAVY: when found
        self._heavy_lock = threading.Lock()

    def found_heavy(self, key: str) -> None:
        """Remember that the request ``key`` (a digest of it) proved heavy when it was tried as light."""
        with self._heavy_lock:
            self._heavy_found[key] = time.monotonic()
            self._heavy_found.move_to_end(key)
            while len(self._heavy_found) > KNOWN_HEAVY:
                self._heavy_found.popitem(last=False)

    def known_heavy(self, key: str) -> bool:
        """Whether the request ``key`` proved heavy in the last :data:`KNOWN_HEAVY_SECONDS`
        (:meth:`found_heavy`): then it is not tried as light again."""
        with self._heavy_lock:
            found = self._heavy_found.get(key)
            return found is not None and time.monotonic() - found < KNOWN_HEAVY_SECONDS

    @contextmanager
    def slot(self, seconds: float = HEAVY) -> Iterator[Lane]:
        """Hold one slot for the jobs of one request estimated at ``seconds`` of work: the light
        lane's if it is light and one is free, else the heavy lane's; :class:`Busy` if none is.
        Yields the lane whose slot it is."""
        lanes = (self.light, self.heavy) if seconds <= self.light_seconds else (self.heavy,)
        lane = next((lane for lane in lanes if lane.take()), None)
        if lane is None:
            raise Busy(self.what, self.retry_after)
        outer = getattr(self._held, "lane", None)
        self._held.lane = lane
        try:
            yield lane
        finally:
            self._held.lane = outer
            lane.give_back()

    def call(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` in a worker process of the lane whose slot this thread holds (a
        module-level function and picklable arguments)."""
        lane = getattr(self._held, "lane", None) or self.heavy
        return lane.call(job, *args)

    def close(self) -> None:
        """End the worker processes of both lanes (they are started again if the pool is used)."""
        self.heavy.close()
        self.light.close()


def watch_parent(parent: int) -> None:
    """In a worker process: end it as soon as its parent, the server, is gone (a worker
    process's first act, started by :class:`Lane`)."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="watch-server", daemon=True).start()


def install(app: Flask) -> None:
    """Give ``app`` its pools (``app.extensions``): bot moves, simulations and farm plans."""
    config = app.config

    def pool(what: str, slots: str) -> WorkPool:
        return WorkPool(what, processes=config["WORK_PROCESSES"], slots=config[slots],
                        light_slots=config["LIGHT_SLOTS"], light_seconds=config["LIGHT_WORK_SECONDS"],
                        retry_after=config["RETRY_AFTER"])

    app.extensions["agricalc.work"] = {"bots": pool("games", "BOT_SLOTS"),
                                       "simulations": pool("simulations", "SIMULATION_SLOTS"),
                                       "plans": pool("plans", "PLAN_SLOTS")}


def pool(name: str) -> WorkPool:
    """This app's pool ``"bots"``, ``"simulations"`` or ``"plans"``."""
    return current_app.extensions["agricalc.work"][name]


def close(app: Flask) -> None:
    """End the worker processes of ``app``'s pools."""
    for each in app.extensions.get("agricalc.work", {}).values():
        each.close()
