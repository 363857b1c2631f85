"""agricalc: exact scores, animal placement and simulation for the Agricola family.

>>> import calculator
>>> doc = {"game": "acbas", "farm": ["a a+ S", "a . .", "C b b"],
...        "expansions": {"right": 1}, "animals": {"sheep": 4, "cattle": 3}}
>>> calculator.score(doc)["breakdown"]["sheep"]
4
"""

from . import build

if build.pure_python_asked():  # before any engine module is imported
    build.force_pure()

from . import games  # noqa: E402
from .documents import capacity, load_document, score  # noqa: E402
from .errors import AgricalcError, AnimalsDoNotFit, InvalidDocument, RuleViolation  # noqa: E402

__all__ = [
    "AgricalcError", "AnimalsDoNotFit", "InvalidDocument", "RuleViolation", "capacity", "games", "load_document",
    "score",
]
__version__ = "0.1.0"
