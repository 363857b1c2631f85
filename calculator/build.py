"""Which build of the engines runs: the mypyc-compiled modules, or the pure-Python ones.

A compiled install (``pip install .`` or a wheel, see ``setup.py``) has an extension module
beside each compiled ``.py`` file, and Python imports the extension first.  With
``AGRICALC_PURE_PYTHON=1`` set before ``calculator`` is imported, :func:`force_pure` makes every
``calculator`` module load from its ``.py`` file instead, so both builds run from one install.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

PACKAGE = "calculator"
HERE = Path(__file__).resolve().parent


def pure_python_asked() -> bool:
    """Whether ``AGRICALC_PURE_PYTHON`` asks for the pure-Python modules (set and not ``0``)."""
    return os.environ.get("AGRICALC_PURE_PYTHON", "") not in ("", "0")


class PureSourceFinder(importlib.abc.MetaPathFinder):
    """Finds a ``calculator`` module's ``.py`` file where an extension module stands beside it."""

    def find_spec(self, name: str, path=None, target: ModuleType | None = None):
        if name.split(".")[0] != PACKAGE:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return None
        source = Path(spec.origin).with_name(name.rpartition(".")[2] + ".py")
        return importlib.util.spec_from_file_location(name, source) if source.exists() else None


def force_pure() -> None:
    """Import every ``calculator`` module from its ``.py`` file from now on."""
    if not any(isinstance(finder, PureSourceFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, PureSourceFinder())


def compiled_modules() -> list[str]:
    """The ``calculator`` modules installed compiled (an extension module beside the ``.py``)."""
    found = []
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for path in HERE.rglob(f"*{suffix}"):
            stem = path.name[: -len(suffix)]
            if path.with_name(stem + ".py").exists():
                found.append(".".join((PACKAGE, *path.relative_to(HERE).parent.parts, stem)))
    return sorted(set(found))


def running_compiled() -> list[str]:
    """The compiled modules this process has imported compiled."""
    return [name for name in compiled_modules()
            if isinstance(getattr(sys.modules.get(name), "__loader__", None),
                          importlib.machinery.ExtensionFileLoader)]


def describe() -> str:
    """Which build runs, in a few words (``agricalc --version``)."""
    compiled = compiled_modules()
    if not compiled:
        return "pure Python"
    modules = f"{len(compiled)} module{'s' * (len(compiled) > 1)}"
    if pure_python_asked():
        return f"pure Python: AGRICALC_PURE_PYTHON is set, {modules} compiled with mypyc unused"
    return f"compiled with mypyc: {modules}"
