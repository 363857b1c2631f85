"""The command line on ACBAS documents, run as a real subprocess."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FARM = {
    "game": "acbas",
    "farm": ["a  a+", "B  S", "C  ."],
    "animals": {"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2},
}


def agricalc(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def agricalc_bytes(*args, stdin: bytes):
    """The command line fed raw bytes; its output read as UTF-8 text."""
    run = subprocess.run([sys.executable, "-m", "calculator.cli", *args], cwd=ROOT, input=stdin,
                         capture_output=True, timeout=120)
    return subprocess.CompletedProcess(run.args, run.returncode, run.stdout.decode(), run.stderr.decode())


@pytest.fixture
def fitting(tmp_path):
    path = tmp_path / "farm.json"
    path.write_text(json.dumps(dict(FARM, animals={"sheep": 8, "pigs": 4, "cattle": 5})))
    return path


def test_score_json_is_the_api_result(fitting):
    run = agricalc("score", str(fitting), "--json")
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["total"] == 9 + 4 + 5 - 3 + 5
    assert {p["animal"] for p in result["placement"]} == {"sheep", "pigs", "cattle"}


def test_score_table_draws_the_farm_breakdown_and_placement(fitting):
    run = agricalc("score", str(fitting))
    assert run.returncode == 0, run.stderr
    assert "+---+---+" in run.stdout  # the pasture's north borders
    assert "# B #" in run.stdout  # building walls
    assert "total" in run.stdout and "20" in run.stdout
    assert "pasture a" in run.stdout


# Modules the score path must not load: OR-Tools (only for --solver cpsat), the web stack, plots.
HEAVY = ("ortools", "flask", "apiflask", "pydantic", "matplotlib", "pandas")


def modules_loaded_by(*args) -> list[str]:
    """The HEAVY modules loaded by one ``agricalc`` run in a fresh interpreter."""
    code = ("import sys; from calculator.cli import main; status = main(sys.argv[1:]); "
            f"import json; print('LOADED' + json.dumps([m for m in {HEAVY!r} if m in sys.modules])); sys.exit(status)")
    run = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.rsplit("LOADED", 1)[1])


def test_score_uses_the_exact_solver_and_imports_no_heavy_module(fitting):
    assert modules_loaded_by("score", str(fitting), "--json") == []
    assert modules_loaded_by("capacity", str(fitting), "--json") == []


def test_solver_cpsat_loads_ortools_and_gives_the_same_score(fitting):
    assert "ortools" in modules_loaded_by("score", str(fitting), "--json", "--solver", "cpsat")
    default, cpsat = (json.loads(agricalc("score", str(fitting), "--json", *extra).stdout)
                      for extra in ((), ("--solver", "cpsat")))
    assert (cpsat["total"], cpsat["breakdown"]) == (default["total"], default["breakdown"])


def test_capacity_reads_stdin_and_finds_the_best_release():
    run = agricalc("capacity", "-", "--json", stdin=json.dumps(FARM))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["fits"] is False
    assert result["release"] == {"sheep": 1, "pigs": 0, "cattle": 0, "horses": 2}
    assert result["best_score"] == 15


def test_score_of_animals_that_do_not_fit_exits_2_naming_the_release():
    run = agricalc("score", "-", stdin=json.dumps(FARM))
    assert run.returncode == 2
    assert "releasing 1 sheep, 2 horses" in run.stderr
    assert run.stdout == ""


@pytest.mark.parametrize(
    ("stdin", "fragment"),
    [
        ("not json", "not valid JSON"),
        ('{"game": "acbas", "farm": ["a X", ". .", "C ."]}', "cell (0, 1)"),
        ("[1, 2]", "JSON object"),
        ('{"game": "acbas", "farm": NaN}', "NaN is not a JSON value"),  # standard JSON only, as the API
    ],
)
def test_invalid_input_exits_2_with_message_and_no_traceback(stdin, fragment):
    run = agricalc("score", "-", stdin=stdin)
    assert run.returncode == 2
    assert fragment in run.stderr
    assert "Traceback" not in run.stderr


def test_missing_file_exits_2():
    run = agricalc("score", "/nonexistent/farm.json")
    assert run.returncode == 2
    assert "No such file" in run.stderr


def test_players_document_prints_ranking_and_winner(tmp_path):
    game = {"game": "acbas", "start_player": 0, "players": [
        {"name": "ann", "farm": [". .", ". .", "C ."]},
        {"name": "bob", "farm": [". .", ". .", "C ."]},
    ]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game))
    run = agricalc("score", str(path))
    assert run.returncode == 0, run.stderr
    assert "winner: bob" in run.stdout


def test_players_document_whose_animals_do_not_fit_exits_2_naming_the_player(tmp_path):
    game = {"game": "acbas", "players": [{k: v for k, v in FARM.items() if k != "game"},
                                         {"farm": ["a  a+", "B  S", "C  ."]}]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game))
    run = agricalc("score", str(path))
    assert run.returncode == 2
    assert run.stderr.startswith("agricalc: error: players[0] animals: the farm cannot hold all the animals")
    assert "releasing 1 sheep, 2 horses" in run.stderr and "Traceback" not in run.stderr


# --- the file's encoding: JSON's own (UTF-8, UTF-16 or UTF-32), as the API reads a body ----

NAMED = dict(FARM, animals={"sheep": 8, "pigs": 4, "cattle": 5}, name="Renée")


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_score_reads_a_file_in_any_json_encoding(tmp_path, encoding):
    path = tmp_path / "farm.json"
    path.write_bytes(json.dumps(NAMED, ensure_ascii=False).encode(encoding))
    run = agricalc("score", str(path), "--json")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["total"] == 20
    assert agricalc_bytes("score", "-", "--json", stdin=path.read_bytes()).stdout == run.stdout


@pytest.mark.parametrize(("data", "fragment"), [
    (json.dumps(NAMED, ensure_ascii=False).encode("latin-1"), "must be UTF-8, UTF-16 or UTF-32"),
    (bytes(range(256)) * 4, "not valid JSON"),  # a binary file
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "not valid JSON"),
], ids=["latin-1", "binary", "png"])
def test_score_of_a_file_not_in_a_json_encoding_exits_2_with_a_message(tmp_path, data, fragment):
    path = tmp_path / "farm.json"
    path.write_bytes(data)
    for run in (agricalc("score", str(path)), agricalc_bytes("score", "-", stdin=data)):
        assert run.returncode == 2
        assert run.stderr.startswith("agricalc: error: ") and fragment in run.stderr, run.stderr
        assert "Traceback" not in run.stderr


def _limited_memory():  # so that a command line reading without end fails fast instead of filling the machine
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2 * 1024**3, 2 * 1024**3))


@pytest.mark.parametrize("source", ["/dev/zero", "/dev/urandom", "stdin"])
def test_an_endless_input_is_refused_at_the_document_limit(source):
    args = [sys.executable, "-m", "calculator.cli", "score", "-" if source == "stdin" else source]
    with open("/dev/zero", "rb") as zeros:
        run = subprocess.run(args, cwd=ROOT, stdin=zeros if source == "stdin" else subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=120, preexec_fn=_limited_memory)
    assert run.returncode == 2, run.stderr
    assert "longer than 64 KiB" in run.stderr and "Traceback" not in run.stderr
