"""Web fixtures: the app on a fresh database and its test client (``app``, ``client``; a test module
may define its own); browser fixtures: the web app on a free localhost port, and Debian's Chromium
driven by Playwright (``page`` at desk size, ``phone`` at 390 px);
:func:`soak_games`, how many random games or cases a ``slow`` (long property or simulation) test
tries, a sample by default; and the orchard, the
example game of ``examples/orchard``, which the test suite registers for all its tests
(:func:`register_orchard`), so that every test parametrized over the registry plays it too.

The browser tests skip (with the reason) only when ``/usr/bin/chromium`` is
missing; the README's test command installs it.  Playwright's own browser
download (``playwright install``) is never used.
"""

from __future__ import annotations

import os
import shutil
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
ORCHARD = "orchard"  # the example game of examples/orchard: its package, its face (orchard.face), its template


def soak_games(default: int) -> int:
    """Random games (or cases) a long property or simulation test tries: its sample, ``default``, in
    the test suite, or ``AGRICALC_SOAK_GAMES`` for a long soak run (e.g. ``AGRICALC_SOAK_GAMES=2000
    pytest -m slow``).  Such tests are marked ``slow``: this is how the suite samples them."""
    return int(os.environ.get("AGRICALC_SOAK_GAMES", default))


def soaking() -> bool:
    """Whether this is a long soak run (``AGRICALC_SOAK_GAMES`` set): a ``slow`` test whose sample
    is not a number (which operations a schemathesis phase covers) then runs in full."""
    return "AGRICALC_SOAK_GAMES" in os.environ


def register_orchard() -> None:
    """The orchard and its web face registered, through the public functions a game from
    outside ``calculator/`` calls (docs/adding-a-game.md); apps created afterwards serve it."""
    if str(EXAMPLES) not in sys.path:
        sys.path.insert(0, str(EXAMPLES))
    import orchard
    import orchard.face

    from calculator import games
    from web import faces

    games.register(orchard.GAME)
    faces.register(orchard.face.FACE)


@contextmanager
def orchard_unregistered() -> Iterator[None]:
    """The registry without the orchard, as a checkout without the example has it; registered again afterwards."""
    from calculator import games
    from web import faces

    faces.unregister(ORCHARD)
    games.unregister(ORCHARD)
    try:
        yield
    finally:
        register_orchard()


register_orchard()  # before any test module reads the registry


def pytest_collection_modifyitems(config, items):
    """A ``slow`` test runs its sample in the suite: a count it takes from :func:`soak_games`, or,
    when ``slow`` marks some of its parameters, the parameters left unmarked; the marked ones run
    in a soak run (:func:`soaking`) only.  Tests marked ``early`` are put first: under pytest-xdist
    one worker starts on them while the others run the rest."""
    items.sort(key=lambda item: item.get_closest_marker("early") is None)  # stable: otherwise in file order
    if soaking():
        return
    outside = pytest.mark.skip(reason="outside the suite's sample of a slow test: set AGRICALC_SOAK_GAMES to run it")
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and any(mark.name == "slow" for mark in callspec.marks):
            item.add_marker(outside)


@pytest.fixture
def app(tmp_path):
    """The web app on a fresh database in ``tmp_path``, with the exact solver."""
    from web import create_app

    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "games.db"), "SOLVER": "exact"})


@pytest.fixture
def client(app):
    """Flask's test client of :func:`app`."""
    return app.test_client()


DEBIAN_CHROMIUM = "/usr/bin/chromium"
CHROMIUM = DEBIAN_CHROMIUM if os.path.exists(DEBIAN_CHROMIUM) else shutil.which("chromium") or DEBIAN_CHROMIUM
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The app served by werkzeug in a background thread; yields its base URL."""
    with served(tmp_path_factory.mktemp("web")) as url:
        yield url


@contextmanager
def served(folder, **config) -> Iterator[str]:
    """The app (its database in ``folder``, ``config`` added) served by werkzeug in a background
    thread, on a free localhost port; its base URL.  Its write limits are off: every browser
    test of a session writes from the one address."""
    from werkzeug.serving import make_server

    from web import create_app

    app = create_app({"TESTING": True, "DATABASE": str(folder / "games.db"), "SOLVER": "exact",
                      "RATELIMIT_ENABLED": False, **config})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, name="live-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    """One headless Chromium for the session, with the fonts the PNG pictures are drawn in (Chinese
    characters too: calculator.svg.fontconfig)."""
    if not os.path.exists(CHROMIUM):  # the README's test command installs it; CI never gets here
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install -y chromium); the README's test command installs it")
    from playwright.sync_api import sync_playwright

    from calculator.svg import fontconfig

    fonts = {**os.environ, "FONTCONFIG_FILE": fontconfig(str(tmp_path_factory.mktemp("fonts")))}
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, env=fonts)
        yield chromium
        chromium.close()


@contextmanager
def browser_page(browser, live_server: str, width: int, height: int = 900):
    """A fresh page of ``width`` x ``height`` px whose relative URLs go to the live server;
    JavaScript errors and anything the pages' Content-Security-Policy refuses fail the test."""
    context = browser.new_context(base_url=live_server, viewport={"width": width, "height": height})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" and "Content Security Policy" in message.text else None)
    yield page
    context.close()
    assert not errors, f"JavaScript errors: {errors}"


@pytest.fixture
def page(browser, live_server):
    """A desk-size page (1280 px wide): see :func:`browser_page`."""
    with browser_page(browser, live_server, 1280) as page:
        yield page


@pytest.fixture
def phone(browser, live_server):
    """A phone-size page (390 px wide): see :func:`browser_page`."""
    with browser_page(browser, live_server, 390, 844) as page:
        yield page
