"""The build steps pyproject.toml cannot say: the pages' catalogues compiled to ``.mo`` files, and
the engines' modules compiled with mypyc where that can be done.

``web/translations/<lang>/LC_MESSAGES/messages.po`` are kept in the repository; ``pip install .``
compiles them into the wheel, ``pip install -e .`` beside them in the work tree (where the app
reads them).  The compiling is :func:`web.i18n.catalogues.compile_all`, loaded by its path (the
build has Babel, not agricalc's other dependencies).

``AGRICALC_COMPILE=1 pip install .`` (or ``pip wheel .``) also compiles :data:`COMPILED` with
mypyc into extension modules beside the same ``.py`` files.  The compiled build is asked for, not
the default: it takes minutes of CPU that the README's install command should not spend, for
about 4.5x as many random Agricola games a second, 3.4x ACBAS and 3.1x Hens (docs/compiled.md).  That part never fails the build: without mypyc, without a C compiler, or if
mypyc rejects a module, the build says why and stays pure Python.  An editable install
(``pip install -e .``) stays pure Python, as does any build with ``AGRICALC_PURE_PYTHON=1``; at run
time ``AGRICALC_PURE_PYTHON=1`` makes an installed compiled build import its pure modules
(``calculator/build.py``).
"""

import importlib.util
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
TRANSLATIONS = Path("web", "translations")


def _catalogues():
    spec = importlib.util.spec_from_file_location("agricalc_catalogues", HERE / "web" / "i18n" / "catalogues.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    """``build_py``, then every catalogue compiled: into the build (a wheel), or in place (editable)."""

    def run(self):
        super().run()
        editable = getattr(self, "editable_mode", False)
        target = None if editable else Path(self.build_lib) / TRANSLATIONS
        _catalogues().compile_all(HERE / TRANSLATIONS, target)


# The modules mypyc compiles: the engines' hot paths, whose annotations mypy checks as they are.
# (core/simulate.py stays pure: Ray's remote() takes only Python functions; it calls the game loop,
# core/playing.py, compiled; core/record.py and core/protocol.py's mixins serve Python-class games
# (a test's toy game): the engines' records are native classes, core/native_record.py, and the farm
# games' shared parts farm_state.py; core/draws.py's Draws derives from random.Random, a Python class.)
COMPILED = [
    "calculator/solver/exact.py",
    "calculator/hens/game.py",
    "calculator/hens/turns.py",
    "calculator/hens/yard.py",
    "calculator/hens/deck.py",
    "calculator/hens/grid.py",
    "calculator/hens/groups.py",
    "calculator/hens/interpreter.py",
    "calculator/hens/tally.py",
    "calculator/hens/scoring.py",
    "calculator/hens/play_settings.py",
    "calculator/hens/goals.py",
    "calculator/grid.py",
    "calculator/acbas/game.py",
    "calculator/agricola/game.py",
    "calculator/agricola/flow.py",
    "calculator/agricola/player.py",
    "calculator/agricola/board.py",
    "calculator/agricola/step.py",
    "calculator/agricola/spaces.py",
    "calculator/agricola/conversions.py",
    "calculator/agricola/fencing.py",
    "calculator/agricola/turns.py",
    "calculator/agricola/harvest.py",
    "calculator/agricola/abilities.py",
    "calculator/agricola/actions.py",
    "calculator/agricola/moving.py",
    "calculator/agricola/any_time.py",
    "calculator/agricola/trading.py",
    "calculator/agricola/space_markers.py",
    "calculator/agricola/answers.py",
    "calculator/agricola/card_play.py",
    "calculator/agricola/effects/interpreter.py",
    "calculator/agricola/effects/data.py",
    "calculator/agricola/dealing.py",
    "calculator/agricola/effects/questions.py",
    "calculator/agricola/effects/markers.py",
    "calculator/agricola/effects/vocabulary.py",
    "calculator/agricola/effects/specials.py",
    "calculator/agricola/effects/specials_eocc.py",
    "calculator/agricola/effects/specials_goods.py",
    "calculator/agricola/effects/specials_house.py",
    "calculator/agricola/effects/specials_iocc.py",
    "calculator/agricola/effects/specials_kmin.py",
    "calculator/agricola/effects/specials_kocc.py",
    "calculator/agricola/effects/specials_land.py",
    "calculator/agricola/effects/specials_others.py",
    "calculator/agricola/effects/specials_people.py",
    "calculator/acbas/board.py",
    "calculator/acbas/actions.py",
    "calculator/hens/actions.py",
    "calculator/core/action.py",
    "calculator/core/native_record.py",
    "calculator/core/actions.py",
    "calculator/core/playing.py",
    "calculator/farm_state.py",
    # Agricola's end-of-game scoring (issue #28's fifth session): its functions; the records it
    # reads (seventh session) are frozen dataclasses copied and pickled through their __reduce__
    "calculator/agricola/scoring.py",
    "calculator/agricola/categories.py",
    "calculator/agricola/farm.py",
    "calculator/agricola/tally.py",
    "calculator/agricola/position.py",
    "calculator/agricola/rules.py",
]


def _compiled_modules() -> list[str]:
    """:data:`COMPILED`, or those of its modules under the paths ``AGRICALC_COMPILE_ONLY`` names
    (comma-separated, e.g. ``calculator/hens,calculator/core``): a developer's quicker in-place
    build of the engine at work; the modules left out run as pure Python.  A game whose records
    derive from a compiled base (``core/native_record.py``, ``farm_state.py``) but whose own
    modules are left out does not import ("interpreted classes cannot inherit from compiled"):
    with ``calculator/core``, name ``calculator/farm_state.py`` and every game to be played
    (Agricola only in the whole list: docs/compiled.md)."""
    only = [prefix.strip() for prefix in os.environ.get("AGRICALC_COMPILE_ONLY", "").split(",") if prefix.strip()]
    return [module for module in COMPILED if not only or any(module.startswith(prefix) for prefix in only)]


def _optimisation() -> str:
    """The C compiler's optimisation level for the compiled modules: 3, or ``AGRICALC_COMPILE_OPT``
    (0-3).  The test suite builds at 0 (tests/test_compiled_conformance.py): the same generated C,
    compiled in less time, for checking results rather than speed."""
    level = os.environ.get("AGRICALC_COMPILE_OPT", "3")
    if level not in ("0", "1", "2", "3"):
        raise SystemExit(f"AGRICALC_COMPILE_OPT must be 0, 1, 2 or 3, not {level!r}")
    return level


def _mypyc_options() -> dict[str, object]:
    """mypycify's options: the C compiler's optimisation level and how the C is written.  An
    optimised build (the users') is one C file for the whole group, which the C compiler sees at
    once.  A check build (``AGRICALC_COMPILE_OPT=0``, the test suite's) is the same code written one
    C file a module: gcc ``-O0`` takes a third of the CPU on the 80 files that it takes on the one
    (docs/compiled.md, "CI and the compiled leg")."""
    level = _optimisation()
    return {"opt_level": level, "multi_file": level == "0"}


MYPY_OPTIONS = ["--follow-imports=silent", "--ignore-missing-imports", "--python-version=3.11"]


def _pure_python() -> bool:
    return os.environ.get("AGRICALC_PURE_PYTHON", "") not in ("", "0")


def _compile_asked() -> bool:
    """Whether the build was asked to compile the engines (``AGRICALC_COMPILE=1``)."""
    return os.environ.get("AGRICALC_COMPILE", "") not in ("", "0") and not _pure_python()


def _editable() -> bool:
    """Whether setuptools was asked for an editable install (PEP 660, or the older develop)."""
    return any(command in sys.argv for command in ("editable_wheel", "develop"))


def _building() -> bool:
    """Whether setuptools was asked to build (a wheel, or the extensions) rather than only to
    describe the project (egg_info and dist_info look at build_ext too)."""
    return any(command in sys.argv for command in ("bdist_wheel", "build", "build_ext", "install"))


class BuildCompiled(build_ext):
    """``build_ext`` of the mypyc-compiled modules, or nothing (a pure build) when they cannot be
    compiled here: the pure ``.py`` files are in the build either way."""

    def finalize_options(self):
        if not self.distribution.ext_modules and self._compiling():
            self.distribution.ext_modules = self._extensions()
        super().finalize_options()

    def _compiling(self) -> bool:
        if not _building():
            return False
        if self.editable_mode or _editable():
            return bool(self._pure("an editable install"))
        if not _compile_asked():
            return False  # the default: pure Python, quietly
        return True

    def run(self):
        if self.editable_mode:
            return
        self._remove_earlier_builds()
        if not self.extensions:
            return
        try:
            super().run()
        except (Exception, SystemExit) as error:  # no C compiler, or it failed
            for extension in self.extensions:  # none half built, nor left from an earlier build
                Path(self.get_ext_fullpath(extension.name)).unlink(missing_ok=True)
            self.extensions = self.distribution.ext_modules = self._pure(f"compiling failed ({error})")

    def _extensions(self):
        try:
            from mypyc.build import mypycify
        except ImportError:
            return self._pure("mypyc is not installed")
        old = os.getcwd()
        os.chdir(HERE)  # mypyc writes its C files under build/ beside this file
        try:
            return mypycify(MYPY_OPTIONS + _compiled_modules(), group_name="agricalc_engines", **_mypyc_options())
        except (Exception, SystemExit) as error:  # mypy's errors end in SystemExit
            return self._pure(f"mypyc could not compile the engines ({error})")
        finally:
            os.chdir(old)

    def _remove_earlier_builds(self):
        """Extension modules an earlier build left in ``build/`` (a module since dropped from
        :data:`COMPILED`, or a pure build now): the wheel takes whatever is there."""
        build_lib = Path(self.build_lib)
        for suffix in EXTENSION_SUFFIXES:
            for path in [*build_lib.glob(f"calculator/**/*{suffix}"), *build_lib.glob(f"*__mypyc*{suffix}")]:
                path.unlink()

    def get_outputs(self):
        return super().get_outputs() if self.extensions else []

    @staticmethod
    def _pure(why: str) -> list:
        print(f"agricalc: building pure Python: {why}", file=sys.stderr)
        return []


class MaybeCompiled(Distribution):
    """A distribution whose wheel is built for the platform: ``build_ext`` may add compiled modules."""

    def has_ext_modules(self):
        return _compile_asked()


setup(cmdclass={"build_py": BuildWithCatalogues, "build_ext": BuildCompiled}, distclass=MaybeCompiled)
