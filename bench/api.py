"""API throughput and latency: concurrent clients posting one document of each game to /api/v1/score.

    python bench/api.py [--url http://127.0.0.1:8000] [--clients 20] [--requests 900] [--threads 8]
    python bench/api.py --heavy --clients 5 --requests 300
    python bench/api.py --load accept-language|bots|plans|sheets --clients 5 --requests 300

Without ``--url`` it starts ``agricalc serve`` on a free port (and stops it at the
end).  Each client is a thread with one keep-alive connection; requests cycle
through the ACBAS, Agricola and Hens example documents.  Prints requests per
second and p50/p95 latency per game, after one warm-up request per game.

``--heavy`` measures while the heaviest work the server's limits allow is running:
a simulation as large as ``MAX_WORK_SECONDS`` admits (:data:`HEAVY_SIMULATION`) and a
game of people and search bots answering moves at ``MAX_BOT_TURN_SECONDS``
(:data:`HEAVY_GAME`), both started before the clients; it says whether they
were still running when the measurement ended.

``--load`` measures under one of the loads of an attacker (issue #24), started
:data:`LOAD_WARM_UP` seconds before the clients and stopped when they are done;
it prints what the load's own requests were answered while the clients measured
(status: count):

* ``accept-language``: 10 clients asking for pages with a 250 KB ``Accept-Language``;
* ``bots``: 3 tables of people and the heaviest search bots the limits allow
  (:data:`HEAVY_GAME`), moving as fast as they are answered, and one game between
  people (ACBAS) moving beside them (its moves must never wait for the bots);
* ``plans``: 5 clients asking for a heavy plan (:data:`HEAVY_PLAN`, one the planner
  cannot prove within its time limit) again and again, and one client asking for a
  light plan (:data:`LIGHT_PLAN`) beside them;
* ``sheets``: a client storing score sheets (``POST /api/v1/results``) as fast as it can.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from calculator import games  # noqa: E402
from web.examples import example  # noqa: E402

GAMES = games.names()  # every registered game
PATH = "/api/v1/score"
# Each within the default limits (web/config.py): about 29 s of estimated CPU, and four MCTS
# bots answering a person's move (a whole turn each) in about 5.0 s.
HEAVY_SIMULATION = {"game": "agricola", "bots": ["greedy"] * 5, "games": 7, "seed": 1}
HEAVY_GAME = {"game": "agricola", "players": [{"name": "ann"}, *[{"bot": "mcts:40"}] * 4], "seed": 1}
HEAVY_PLAN = {"game": "acbas", "expansions": {"left": 1, "right": 2}, "objective": "score",
              "budget": {"wood": 8, "stone": 4, "reed": 1, "borders": 10},
              "animals": {"sheep": 13, "pigs": 11, "cattle": 10, "horses": 9}}  # bench/plan.py's case C
LIGHT_PLAN = {"game": "acbas", "budget": {"borders": 4}, "animals": "any", "objective": "score"}
HUGE_ACCEPT_LANGUAGE = "xx;q=0.9, " * 25_000 + "en"  # 250 KB
LOADS = ("accept-language", "bots", "plans", "sheets")
LOAD_WARM_UP = 12.0  # seconds of load before the measurement (and the count of its answers) begins


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running server (default: start agricalc serve)")
    parser.add_argument("--clients", type=int, default=20, help="concurrent clients (default: %(default)s)")
    parser.add_argument("--requests", type=int, default=900, help="requests in all (default: %(default)s)")
    parser.add_argument("--threads", type=int, default=8,
                        help="server threads, when started here (default: %(default)s)")
    parser.add_argument("--heavy", action="store_true",
                        help="measure while the heaviest simulation and bot game the limits allow run")
    parser.add_argument("--load", choices=LOADS, help="measure under this load of an attacker")
    args = parser.parse_args(argv)
    if args.clients < 1 or args.requests < 1 or args.threads < 1:
        parser.error("--clients, --requests and --threads must be at least 1")
    bodies = {game: json.dumps(example(game)).encode() for game in GAMES}
    with server(args.url, args.threads) as (host, port):
        for game in GAMES:  # warm-up: imports and first solves stay out of the figures
            post(connect(host, port), bodies[game])
        heavy = start_heavy_work(host, port) if args.heavy else []
        stop = threading.Event()
        load = start_load(host, port, args.load, stop) if args.load else []
        wall, samples = run(host, port, bodies, clients=args.clients, total=args.requests)
        stop.set()
        if heavy:
            running = [name for name, thread, _ in heavy if thread.is_alive()]
            for _, thread, _ in heavy:
                thread.join()
        for _, threads, _ in load:
            for thread in threads:
                thread.join()
    if args.load:
        print(f"under load {args.load}:")
    report(wall, samples, args.clients)
    for name, _, answers in load:
        print(f"load {name}: " + (", ".join(f"{status}: {count}" for status, count in sorted(answers.items()))
                                  or "no answer"))
    if heavy:
        for name, _, outcome in heavy:
            print(f"heavy {name}: answered {outcome.get('status')}, "
                  f"{'still running' if name in running else 'FINISHED BEFORE'} when the measurement ended")
    return 0 if all(status == 200 for _, _, status in samples) else 1


def start_heavy_work(host: str, port: int) -> list[tuple[str, threading.Thread, dict]]:
    """Start :data:`HEAVY_SIMULATION` and :data:`HEAVY_GAME` (its first moves) in the background."""
    def simulation(outcome: dict) -> None:
        outcome["status"] = request(host, port, "/api/v1/simulations", HEAVY_SIMULATION)[0]

    def game(outcome: dict) -> None:
        status, created = request(host, port, "/api/v1/games", HEAVY_GAME)
        outcome["status"] = status
        if status != 201:
            return
        token, game_id = created["seats"][0]["token"], created["id"]
        for _ in range(3):  # three moves of ann, each answered by the four bots
            status, listing = request(host, port, f"/api/v1/games/{game_id}/actions", None, token)
            status, _ = request(host, port, f"/api/v1/games/{game_id}/actions",
                                {"action": listing["actions"][0]["id"]}, token)
            outcome["status"] = status

    heavy = []
    for name, work in (("simulation", simulation), ("bot game", game)):
        outcome: dict = {}
        thread = threading.Thread(target=work, args=(outcome,), daemon=True)
        thread.start()
        heavy.append((name, thread, outcome))
    time.sleep(1.0)  # let both reach their worker processes
    return heavy


def start_load(host: str, port: int, load: str,
               stop: threading.Event) -> list[tuple[str, list[threading.Thread], dict]]:
    """Start the clients of ``load`` (:data:`LOADS`), each until ``stop`` is set; returns
    (name, threads, answers counted by status) per kind of client."""
    def repeat(send: Callable[[], int], answers: dict) -> Callable[[], None]:
        def client() -> None:
            while not stop.is_set():
                try:
                    status = send()
                except (OSError, http.client.HTTPException):
                    status = "connection error"
                answers[status] = answers.get(status, 0) + 1
        return client

    def page() -> int:
        connection = http.client.HTTPConnection(host, port, timeout=60)
        try:
            connection.request("GET", "/", headers={"Accept-Language": HUGE_ACCEPT_LANGUAGE})
            response = connection.getresponse()
            response.read()
            return response.status
        finally:
            connection.close()

    def table(game: dict) -> Callable[[], None]:
        """A client moving in a new game of ``game`` (seat 0 a person) as fast as it is answered."""
        state: dict = {}

        def move() -> int:
            if "id" not in state:
                status, created = request(host, port, "/api/v1/games", game)
                if status != 201:
                    return status
                state.update(id=created["id"], tokens=[seat["token"] for seat in created["seats"] if "token" in seat])
            path = f"/api/v1/games/{state['id']}/actions"
            status, listing = request(host, port, path, None)
            if status != 200 or listing["to_move"] is None:
                state.clear()  # the game is over: a new one
                return status
            token = state["tokens"][listing["to_move"]] if len(state["tokens"]) > 1 else state["tokens"][0]
            return request(host, port, path, {"action": listing["actions"][0]["id"]}, token)[0]
        return move

    entry = {key: value for key, value in example("acbas").items() if key != "game"}
    sheet = {"game": "acbas", "players": [{**entry, "name": "ann"}, {**entry, "name": "bob"}]}
    kinds: list[tuple[str, Callable[[], int] | None, int]] = {
        "accept-language": [("pages with a 250 KB Accept-Language", page, 10)],
        "bots": [("moves at tables of search bots", None, 3),
                 ("moves of a game between people", table({"game": "acbas", "players": [{"name": "a"}, {"name": "b"}]}),
                  1)],
        "plans": [("heavy plans", lambda: request(host, port, "/api/v1/plan", HEAVY_PLAN)[0], 5),
                  ("light plans", lambda: request(host, port, "/api/v1/plan", LIGHT_PLAN)[0], 1)],
        "sheets": [("score sheets stored", lambda: request(host, port, "/api/v1/results", sheet)[0], 1)],
    }[load]
    started = []
    for name, send, clients in kinds:
        answers: dict = {}
        threads = [threading.Thread(target=repeat(send or table(HEAVY_GAME), answers), daemon=True)
                   for _ in range(clients)]
        for thread in threads:
            thread.start()
        started.append((name, threads, answers))
    time.sleep(LOAD_WARM_UP)  # the load reaches the pools, their worker processes start
    for _, _, answers in started:
        answers.clear()  # counted from here on, as the score clients
    return started


def request(host: str, port: int, path: str, body: dict | None, token: str | None = None) -> tuple[int, dict]:
    """One request (POST with a body, else GET); (status, JSON answer)."""
    connection = http.client.HTTPConnection(host, port, timeout=600)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        connection.request("POST" if body is not None else "GET", path,
                           body=json.dumps(body).encode() if body is not None else None, headers=headers)
        response = connection.getresponse()
        return response.status, json.loads(response.read() or b"{}")
    finally:
        connection.close()


@contextmanager
def server(url: str | None, threads: int):
    """(host, port) of the server at ``url``, or of an ``agricalc serve`` started for the run."""
    if url:
        parts = urlsplit(url)
        yield parts.hostname or "127.0.0.1", parts.port or 80
        return
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        process = subprocess.Popen(
            [sys.executable, "-m", "calculator.cli", "serve", "--port", str(port), "--threads", str(threads),
             "--db", os.path.join(tmp, "games.db")],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            wait_until_listening(port, process)
            yield "127.0.0.1", port
        finally:
            process.terminate()
            process.wait(timeout=30)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_listening(port: int, process: subprocess.Popen, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit(f"agricalc serve exited with status {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    sys.exit("agricalc serve did not start")


def connect(host: str, port: int) -> http.client.HTTPConnection:
    return http.client.HTTPConnection(host, port, timeout=60)


def post(connection: http.client.HTTPConnection, body: bytes) -> int:
    connection.request("POST", PATH, body=body, headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    return response.status


def run(host: str, port: int, bodies: dict[str, bytes], *, clients: int, total: int):
    """Wall time and (game, seconds, status) per request, ``total`` requests over ``clients`` threads."""
    tickets = itertools.count()
    lock = threading.Lock()
    samples: list[tuple[str, float, int]] = []

    def client() -> None:
        connection = connect(host, port)
        mine = []
        while True:
            with lock:
                n = next(tickets)
            if n >= total:
                break
            game = GAMES[n % len(GAMES)]
            start = time.perf_counter()
            status = post(connection, bodies[game])
            mine.append((game, time.perf_counter() - start, status))
        connection.close()
        with lock:
            samples.extend(mine)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - start, samples


def report(wall: float, samples: list[tuple[str, float, int]], clients: int) -> None:
    by_game: dict[str, list[float]] = defaultdict(list)
    failed = sum(status != 200 for _, _, status in samples)
    for game, seconds, _ in samples:
        by_game[game].append(seconds * 1000)
    print(f"{len(samples)} requests, {clients} clients, {wall:.2f} s: {len(samples) / wall:.1f} requests/s"
          + (f", {failed} not 200" if failed else ""))
    print(f"{'game':<10}{'requests':>9}{'req/s':>9}{'p50 ms':>9}{'p95 ms':>9}")
    for game in GAMES:
        times = by_game[game]
        if not times:
            continue
        cuts = statistics.quantiles(times, n=20, method="inclusive")
        print(f"{game:<10}{len(times):>9}{len(times) / wall:>9.1f}{statistics.median(times):>9.1f}{cuts[18]:>9.1f}")


if __name__ == "__main__":
    sys.exit(main())
