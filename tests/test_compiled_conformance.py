"""The compiled build passes the conformance suite and the simulator tests (issue #28: CI runs them
on both builds).

The rest of the suite runs the pure-Python modules (the README's test command installs editable,
which stays pure).  This test copies the checkout's sources into a scratch folder, compiles
``setup.COMPILED`` there with mypyc (``setup.py build_ext --inplace`` at the C compiler's ``-O0``:
the same generated code, built fast, for checking results rather than speed), and runs
:data:`ON_BOTH_BUILDS` against it in a child pytest: the protocol's conformance checks for every
registered game, the game loop and simulator, the records, each game's rules and the exact solver,
and the determinism hashes of both builds compared (``test_compiled_build.py``).

The suite runs it in every run; it skips, saying why, only where no extension module can be built
(no C compiler, no Python headers, no mypyc).  It costs about a minute and a half of CPU on one
core (docs/compiled.md, "CI and the compiled leg": mypy's check and mypyc's C about 10 s, the C
compiler at ``-O0`` on one C file a module 35-55 s, the child pytest about 16 s) and is marked
``early``: under pytest-xdist one worker starts on it while the others run the rest meanwhile.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# What runs on both builds: the conformance suite, the simulator and game loop, and the games' rules.
ON_BOTH_BUILDS = [
    "tests/test_protocol.py",
    "tests/test_playing.py",
    "tests/test_simulate.py",
    "tests/test_record.py",
    "tests/test_cli_simulate.py",
    "tests/test_compiled_build.py",
    "tests/test_acbas_game.py",
    "tests/test_hens_game.py",
    "tests/test_agricola_game.py",
    "tests/test_agricola_game_rules.py",
    "tests/test_solver_exact.py",
]

# What the compiled build's scratch copy needs: the packages, the tests and the build's own files.
COPIED = ["calculator", "web", "tests", "examples", "bench", "setup.py", "pyproject.toml"]
NOT_COPIED = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", ".pytest_cache", ".hypothesis")


def compiler_missing() -> str | None:
    """Why no extension module can be built here, or None."""
    if not (shutil.which("cc") or shutil.which("gcc")):
        return "no C compiler (cc or gcc)"
    if not Path(sysconfig.get_paths()["include"], "Python.h").exists():
        return "no Python.h (the Python development headers)"
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed (mypy, in the test extras)"
    return None


def compiled_list() -> list[str]:
    """``setup.COMPILED``, read from setup.py (importing it would run the build)."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", None) == "COMPILED" for target in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError("setup.py has no COMPILED list")


def copy_checkout(target: Path) -> Path:
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=NOT_COPIED)
        else:
            shutil.copy2(source, target / name)
    return target


def compile_in_place(tree: Path) -> list[Path]:
    """``setup.COMPILED`` compiled beside its sources in ``tree``: the extension modules built."""
    env = {**os.environ, "AGRICALC_COMPILE": "1", "AGRICALC_COMPILE_OPT": "0", "AGRICALC_PURE_PYTHON": "0"}
    env.pop("AGRICALC_COMPILE_ONLY", None)
    done = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=tree, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, f"the compiled build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    # setup.py falls back to pure Python rather than fail an install: here that is a failure, said why
    assert "agricalc: building pure Python" not in done.stderr, done.stderr[-3000:]
    return sorted((tree / "calculator").rglob("*.so"))


@pytest.mark.early
def test_the_compiled_build_passes_the_conformance_suite_and_the_simulator_tests(tmp_path):
    missing = compiler_missing()
    if missing:
        pytest.skip(f"{missing}: the compiled build cannot be made here")
    tree = copy_checkout(tmp_path)
    built = compile_in_place(tree)
    assert len(built) == len(compiled_list()), (
        f"{len(built)} extension modules built for the {len(compiled_list())} in setup.COMPILED")

    # the child is a run of its own, not one of this run's pytest-xdist workers
    outer = {name: value for name, value in os.environ.items() if not name.startswith("PYTEST_XDIST_")}
    env = {**outer, "PYTHONPATH": str(tree), "AGRICALC_PURE_PYTHON": "0"}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
                           "-m", "not slow", *ON_BOTH_BUILDS], cwd=tree, env=env, capture_output=True, text=True)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else ""
    assert done.returncode == 0, f"the compiled build failed tests ({summary}):\n{done.stdout[-6000:]}\n{done.stderr[-2000:]}"
    # every test ran: a skip would mean part of the compiled build went unchecked
    assert re.search(r"\d+ passed", summary) and not re.search(r"\d+ skipped", summary), summary
