"""The ``agricalc`` command line: score, capacity (and more as the project grows).

Exit status: 0 on success, 2 on invalid input (message on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from . import __version__, build, documents, games
from .core import ladder, simulate, stats
from .errors import AgricalcError, InvalidDocument
from .solver import DEFAULT_SOLVER, SOLVERS


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except AgricalcError as exc:
        print(f"agricalc: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"agricalc: error: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2


class _Version(argparse.Action):
    """``--version``: the version and the build that runs, looked up only when asked (the lookup
    walks the installed package for extension modules)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"agricalc {__version__} ({build.describe()})")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="agricalc", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action=_Version,
                        help="print the version and which build of the engines runs (compiled or pure Python)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, text in (
        ("score", "final score of a finished position, with its breakdown"),
        ("capacity", "how many animals a farm holds, and which to release"),
    ):
        sub = commands.add_parser(name, help=text, description=text)
        sub.add_argument("file", help="game document (JSON); '-' reads standard input")
        sub.add_argument("--json", action="store_true", help="print the JSON result of api.md section 2")
        sub.add_argument("--solver", choices=SOLVERS, default=DEFAULT_SOLVER,
                         help="placement solver (both are exact; default: %(default)s)")
        sub.add_argument("--svg", metavar="FILE", help="also write a picture of the farm or grid (SVG) to FILE")
        sub.set_defaults(run=_calculate)
    plan = commands.add_parser("plan", help="the best fences, stables, troughs and buildings for a budget",
                               description="The best things to build on a farm for a budget (api.md section 6), "
                                           "proven best by CP-SAT when it can within the time limit.")
    plan.add_argument("file", help="plan request: a farm document with budget (JSON); '-' reads standard input")
    plan.add_argument("--json", action="store_true", help="print the JSON result of api.md section 6")
    plan.add_argument("--svg", metavar="FILE", help="also write a picture of the planned farm (SVG) to FILE")
    plan.add_argument("--time-limit", type=_seconds, default=60.0, metavar="SECONDS",
                      help="search time; past it the best plan found is shown with a bound (default: %(default)g)")
    plan.set_defaults(run=_plan)
    serve = commands.add_parser("serve", help="run the web app and JSON API",
                                description="Run the web app and JSON API on waitress.")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: %(default)s)")
    serve.add_argument("--port", type=_whole(0, 65535), default=8000, help="port to listen on (default: %(default)s)")
    serve.add_argument("--db", metavar="PATH",
                       help="SQLite file for stored games (default: $AGRICALC_DB, else agricalc.db "
                            "in the user data directory)")
    serve.add_argument("--threads", type=_whole(1, 256), default=8, help="request threads (default: %(default)s)")
    serve.set_defaults(run=_serve)
    simulate.add_parser(commands)
    ladder.add_parser(commands)
    stats.add_parser(commands)
    return parser


def _whole(low: int, high: int):
    """An argparse type: a whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}, got {value}")
        return value
    return parse


def _read(path: str) -> dict:
    """The document in file ``path`` (``-``: standard input), decoded as the API decodes a body.

    At most :data:`~calculator.documents.MAX_DOCUMENT_BYTES` are read (the API's body
    limit), so an endless input (``/dev/zero``) is refused, not read until memory runs out.
    """
    limit = documents.MAX_DOCUMENT_BYTES
    if path == "-":
        data = sys.stdin.buffer.read(limit + 1)
    else:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    if len(data) > limit:
        raise InvalidDocument(f"{'standard input' if path == '-' else path} is longer than {limit // 1024} KiB, "
                              "the most a document may be")
    return documents.load_document(data)


def _options(document: dict, args: argparse.Namespace) -> dict:
    return {"solver": args.solver} if games.info(document["game"]).board == "farm" else {}


def _calculate(args: argparse.Namespace) -> int:
    """``score`` or ``capacity`` (``args.command``) of the document in ``args.file``."""
    document = _read(args.file)
    calculate = documents.score if args.command == "score" else documents.capacity
    result = calculate(document, **_options(document, args))
    _write_svg(document, result, args)
    game = games.game(document["game"])
    _print(document, result, args, game.score_report if args.command == "score" else game.capacity_report)
    return 0


def _plan(args: argparse.Namespace) -> int:
    from . import planner  # imported here: the planner loads OR-Tools

    document = _read(args.file)
    result = planner.plan(document, time_limit=args.time_limit)
    _write_svg(result["farm"], result["score"], args)
    _print(document, result, args, planner.planner_of(document).plan_report)
    return 0


def _seconds(text: str) -> float:
    """A positive number of seconds (argparse type)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most 3600 seconds, got {text}")
    return value


def _write_svg(document: dict, result: dict, args: argparse.Namespace) -> None:
    """With ``--svg FILE``: the picture of the document with the result's placement."""
    if args.svg:
        from . import svg

        with open(args.svg, "w", encoding="utf-8") as handle:
            handle.write(svg.document(document, result))


def _serve(args: argparse.Namespace) -> int:
    from web.serve import ServeError, serve  # imported here: the web stack is slow to import

    try:
        serve(host=args.host, port=args.port, db=args.db, threads=args.threads)
    except ServeError as exc:
        print(f"agricalc: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


def _print(document: dict, result: dict, args: argparse.Namespace, report: Callable[[dict, dict], str]) -> None:
    if args.json:
        print(json.dumps(result))
        return
    if "players" not in result:
        print(report(document, result))
        return
    for i, (entry, player) in enumerate(zip(document["players"], result["players"])):
        name = entry.get("name", f"player {i}")
        print(f"== {name} ==")
        print(report({"game": document["game"], **entry}, player))
        print()
    if "ranking" in result:
        names = [document["players"][i].get("name", f"player {i}") for i in result["ranking"]]
        print("ranking: " + ", ".join(f"{n} ({result['players'][i]['total']})"
                                      for n, i in zip(names, result["ranking"])))
        print("winner" + ("s" if len(result["winners"]) > 1 else "") + ": "
              + ", ".join(document["players"][i].get("name", f"player {i}") for i in result["winners"]))


if __name__ == "__main__":
    sys.exit(main())
