"""The optional mypyc build (issue #28): the compiled engines play exactly the games the pure ones play.

``AGRICALC_COMPILE=1 pip install .`` compiles ``setup.COMPILED`` when it can; ``AGRICALC_PURE_PYTHON=1`` makes the same
install run its pure-Python modules.  Every game's determinism hash (the action ids, scores and winners
of seeded random games, and greedy ones in a soak run, as ``bench/determinism.py`` hashes them) must be the same both ways.
The installed build is compared when it is compiled (else the test skips, saying so); a fresh wheel is
built and compared in a soak run only (``AGRICALC_SOAK_GAMES``: compiling takes minutes).
"""

from __future__ import annotations

import json
import re
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import calculator
from calculator import build

from conftest import soak_games, soaking

ROOT = Path(__file__).resolve().parent.parent

HASHES = """
import hashlib, json, sys
from calculator import build, games
from calculator.core.simulate import play_game
random_games, greedy_games = int(sys.argv[1]), int(sys.argv[2])
hashes = {}
for game in games.names():
    for players in games.info(game).played:
        digest = hashlib.sha256()
        bots = [["random"] * players] * random_games + [["greedy"] * players] * greedy_games
        for index, seats in enumerate(bots):
            record = play_game(game, seats, 1, index, details=True)
            digest.update(json.dumps(record, sort_keys=True).encode())
        hashes[f"{game} {players}"] = digest.hexdigest()[:16]
print(json.dumps({"compiled": build.running_compiled(), "describe": build.describe(), "hashes": hashes}))
"""


def play(site: Path, pure: bool, cwd: Path) -> dict:
    """The hashes of every game played by the agricalc importable from ``site`` (pure or not)."""
    env = {**os.environ, "PYTHONPATH": str(site), "AGRICALC_PURE_PYTHON": "1" if pure else "0"}
    random_games, greedy_games = soak_games(4), 1 if soaking() else 0  # greedy Agricola takes seconds a game
    done = subprocess.run([sys.executable, "-c", HASHES, str(random_games), str(greedy_games)], env=env, cwd=cwd, capture_output=True,
                          text=True, check=True)
    return json.loads(done.stdout)


def assert_same_games(site: Path, cwd: Path) -> None:
    compiled, pure = play(site, False, cwd), play(site, True, cwd)
    assert compiled["compiled"], "no compiled module ran"
    assert pure["compiled"] == [], "AGRICALC_PURE_PYTHON=1 still ran compiled modules"
    assert pure["describe"].startswith("pure Python")
    assert compiled["hashes"] == pure["hashes"]


def build_wheel_site(tmp_path: Path) -> Path:
    """A wheel of this checkout built (compiled) and unpacked into ``tmp_path/site``."""
    wheels, site = tmp_path / "wheels", tmp_path / "site"
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run(pip + ["wheel", "--no-deps", "-w", str(wheels), str(ROOT)], check=True,
                   env={**os.environ, "AGRICALC_PURE_PYTHON": "0", "AGRICALC_COMPILE": "1"})
    subprocess.run(pip + ["install", "--no-deps", "--target", str(site), *map(str, wheels.glob("*.whl"))], check=True)
    return site


@pytest.mark.parametrize("source", ["installed", pytest.param("fresh wheel", marks=pytest.mark.slow)])
def test_compiled_engines_play_the_games_the_pure_ones_play(source, tmp_path):
    if source == "installed":
        if not build.compiled_modules():
            pytest.skip("this agricalc is pure Python (an editable install): `AGRICALC_COMPILE=1 pip install .` builds the compiled one")
        site = Path(calculator.__file__).resolve().parent.parent
    else:
        if not (shutil.which("cc") or shutil.which("gcc")):
            pytest.skip("no C compiler: the wheel would be pure Python")
        site = build_wheel_site(tmp_path)
    assert_same_games(site, tmp_path)


def test_version_names_the_build_that_runs():
    done = subprocess.run([sys.executable, "-m", "calculator.cli", "--version"], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    line = " ".join(done.stdout.split())
    assert line.startswith(f"agricalc {calculator.__version__} (")
    if build.compiled_modules() and not build.pure_python_asked():
        assert f"compiled with mypyc: {len(build.compiled_modules())} module" in line
    else:
        assert "pure Python" in line


def test_pure_python_switch_loads_the_source_beside_an_extension(tmp_path):
    if not build.compiled_modules():
        pytest.skip("no compiled module is installed beside its source to switch from")
    name = build.compiled_modules()[0]
    code = f"import importlib, json; m = importlib.import_module({name!r}); print(json.dumps(m.__file__))"
    env = {**os.environ, "PYTHONPATH": str(Path(calculator.__file__).resolve().parent.parent)}
    loaded = {}
    for pure in ("0", "1"):
        done = subprocess.run([sys.executable, "-c", code], env={**env, "AGRICALC_PURE_PYTHON": pure},
                              capture_output=True, text=True, check=True, cwd=tmp_path)
        loaded[pure] = json.loads(done.stdout)
    assert loaded["1"].endswith(".py") and not loaded["0"].endswith(".py")


def test_compiled_bench_times_both_builds_or_says_there_is_no_compiled_one():
    """``bench/compiled.py`` prints each build's games per second and the factor against the issue's goal;
    without a compiled build it exits with status 2 and says how to build one."""
    run = subprocess.run([sys.executable, str(ROOT / "bench" / "compiled.py"), "--game", "hens", "--games", "3",
                          "--sets", "1", "--repeats", "1"], capture_output=True, text=True, cwd=ROOT)
    if not build.compiled_modules():
        assert run.returncode == 2, run.stderr
        assert "no compiled build to time" in run.stderr and "build_ext --inplace" in run.stderr
        return
    assert run.returncode == 0, run.stderr
    for kind in ("replayed", "new"):
        found = re.search(rf"^{kind}: compiled ([\d.]+), pure ([\d.]+) games/s \(best of 1 sets\): ([\d.]+)x "
                          r"\(goal 3x: (met|not met)\)$", run.stdout, re.M)
        assert found, run.stdout
        fast, slow, factor = map(float, found.groups()[:3])
        assert factor == pytest.approx(fast / slow, abs=0.01)
