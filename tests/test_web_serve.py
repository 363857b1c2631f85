"""``agricalc serve`` as a real process: waitress answers HTTP on the chosen port."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from web.examples import example

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 60  # seconds; the machine may be busy


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"server exited with {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("server did not start")


@pytest.fixture
def server(tmp_path):
    port = free_port()
    db = tmp_path / "data" / "games.db"
    log = open(tmp_path / "server.log", "w+")
    env = {**os.environ, "AGRICALC_DB": str(tmp_path / "unused.db")}
    process = subprocess.Popen(
        [sys.executable, "-m", "calculator.cli", "serve", "--port", str(port), "--db", str(db)],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, env=env,
    )
    try:
        wait_for(port, process)
        yield port, db, log
    finally:
        process.terminate()
        process.wait(timeout=20)
        log.close()


def request(port: int, method: str, path: str, body: dict | None = None) -> tuple[int, str, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        payload = json.dumps(body).encode() if body is not None else None
        connection.request(method, path, body=payload, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.getheader("Server", ""), response.read()
    finally:
        connection.close()


def test_serve_answers_real_http_requests(server):
    port, db, log = server
    status, software, body = request(port, "POST", "/api/v1/score", example("agricola"))
    assert status == 200 and json.loads(body)["total"] == 28
    assert "waitress" in software or "agricalc" in software  # not the Flask debug server
    status, _, body = request(port, "GET", "/")
    assert status == 200 and b"/hens" in body
    status, _, body = request(port, "POST", "/api/v1/capacity", example("hens"))
    assert status == 400 and json.loads(body)["error"] == "invalid_document"
    assert db.exists()  # opened, brought up to date and checked before serving
    log.seek(0)
    assert "POST /api/v1/score 200" in log.read()


def test_serve_help_lists_its_options():
    run = subprocess.run([sys.executable, "-m", "calculator.cli", "serve", "--help"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    for option in ("--host", "--port", "--db"):
        assert option in run.stdout


def test_score_does_not_import_the_web_stack():
    code = ("import sys; from calculator import cli; cli.build_parser(); "
            "print('web' in sys.modules, 'apiflask' in sys.modules)")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.stdout.split() == ["False", "False"]


def test_a_declared_body_over_the_limit_is_refused_before_it_is_read(server):
    """waitress knows the app's limit: the 413 comes at once, with nothing of the body sent."""
    port, _, _ = server
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(b"POST /api/v1/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 300000000\r\n\r\n")
        answer = sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]


def test_half_open_connections_do_not_starve_the_server(server):
    """Far more idle half-sent requests than waitress's default limit of 100 connections."""
    port, _, _ = server
    idle = []
    try:
        for _ in range(150):
            sock = socket.create_connection(("127.0.0.1", port), timeout=30)
            sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # never finished
            idle.append(sock)
        status, _, _ = request(port, "POST", "/api/v1/score", example("acbas"))
        assert status == 200
    finally:
        for sock in idle:
            sock.close()


def run_serve(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "calculator.cli", "serve", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("kind", ["directory", "text file", "/dev/null"])
def test_a_bad_database_stops_the_server_at_start_with_a_message(tmp_path, kind):
    path = {"directory": tmp_path, "text file": tmp_path / "notes.txt", "/dev/null": Path("/dev/null")}[kind]
    if kind == "text file":
        path.write_text("these are not the games you are looking for\n" * 100)
    run = run_serve("--port", str(free_port()), "--db", str(path))
    assert run.returncode == 2, run.stderr
    assert run.stderr.startswith("agricalc: error: ") and str(path) in run.stderr
    assert "Traceback" not in run.stderr


def test_a_port_in_use_is_named_in_the_message(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = run_serve("--port", str(port), "--db", str(tmp_path / "games.db"))
    assert run.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}: the address is already in use" in run.stderr


def test_a_body_over_the_apps_limit_is_refused_with_the_json_error(server):
    """Over 64 KiB but within what waitress reads: the app answers, in its JSON error shape."""
    port, _, _ = server
    body = json.dumps({"game": "acbas", "padding": "x" * (100 * 1024)}).encode()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("POST", "/api/v1/score", body=body, headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        answer = json.loads(response.read())
    finally:
        connection.close()
    assert response.status == 413 and answer["error"] == "too_large" and set(answer) == {"error", "message"}


def test_a_huge_header_is_refused_by_the_server(server):
    port, _, _ = server
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", "/", headers={"Accept-Language": "xx, " * 60_000 + "ru"})
        response = connection.getresponse()
        response.read()
    finally:
        connection.close()
    assert response.status == 431


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rpartition(")")[2].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry))
    return found


def serves_on(pid: int, port: int) -> bool:
    """Whether process ``pid`` is an ``agricalc serve`` on ``port``."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            words = cmdline.read().decode().split("\0")
    except OSError:
        return False
    return "serve" in words and str(port) in words


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads the processes from /proc")
@pytest.mark.parametrize("stop", ["SIGTERM", "SIGKILL"])
def test_stopping_the_server_ends_its_work_processes(server, stop):
    """SIGTERM stops the server and its pools; after SIGKILL the workers see their parent gone."""
    import signal

    port, _, _ = server
    status, _, _ = request(port, "POST", "/api/v1/simulations",
                           {"game": "acbas", "bots": ["random", "random"], "games": 1, "seed": 1})
    assert status == 200
    server_pid = next(pid for pid in children(os.getpid()) if serves_on(pid, port))
    workers = children(server_pid)
    assert workers, "the simulation ran in a worker process of the server"
    os.kill(server_pid, getattr(signal, stop))
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(alive(pid) for pid in workers):
        time.sleep(0.2)
    assert not any(alive(pid) for pid in workers), f"still running after {stop}: {workers}"


def test_a_host_that_is_no_address_exits_2_with_a_message(tmp_path):
    run = run_serve("--host", "999.1.1.1", "--port", str(free_port()), "--db", str(tmp_path / "games.db"))
    assert run.returncode == 2, run.stderr
    assert "agricalc: error: cannot listen on 999.1.1.1:" in run.stderr and "Traceback" not in run.stderr
