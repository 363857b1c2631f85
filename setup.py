"""The build step pyproject.toml cannot say: the pages' catalogues compiled to ``.mo`` files.

``web/translations/<lang>/LC_MESSAGES/messages.po`` are kept in the repository; ``pip install .``
compiles them into the wheel, ``pip install -e .`` beside them in the work tree (where the app
reads them).  The compiling is :func:`web.i18n.catalogues.compile_all`, loaded by its path (the
build has Babel, not agricalc's other dependencies).
"""

import importlib.util
from pathlib import Path

from setuptools import setup
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


setup(cmdclass={"build_py": BuildWithCatalogues})
