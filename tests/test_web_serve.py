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
    assert not db.exists()  # games are stored later; nothing is created at start
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
