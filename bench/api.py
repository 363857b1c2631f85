"""API throughput and latency: concurrent clients posting one document of each game to /api/v1/score.

    python bench/api.py [--url http://127.0.0.1:8000] [--clients 20] [--requests 900] [--threads 4]

Without ``--url`` it starts ``agricalc serve`` on a free port (and stops it at the
end).  Each client is a thread with one keep-alive connection; requests cycle
through the ACBAS, Agricola and Hens example documents.  Prints requests per
second and p50/p95 latency per game, after one warm-up request per game.
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
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from web.examples import example  # noqa: E402

GAMES = ("acbas", "agricola", "hens")
PATH = "/api/v1/score"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="a running server (default: start agricalc serve)")
    parser.add_argument("--clients", type=int, default=20, help="concurrent clients (default: %(default)s)")
    parser.add_argument("--requests", type=int, default=900, help="requests in all (default: %(default)s)")
    parser.add_argument("--threads", type=int, default=4,
                        help="server threads, when started here (default: %(default)s)")
    args = parser.parse_args(argv)
    bodies = {game: json.dumps(example(game)).encode() for game in GAMES}
    with server(args.url, args.threads) as (host, port):
        for game in GAMES:  # warm-up: imports and first solves stay out of the figures
            post(connect(host, port), bodies[game])
        wall, samples = run(host, port, bodies, clients=args.clients, total=args.requests)
    report(wall, samples, args.clients)
    return 0 if all(status == 200 for _, _, status in samples) else 1


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
