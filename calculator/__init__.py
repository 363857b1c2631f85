"""agricalc: exact scores, animal placement and simulation for the Agricola family.

>>> import calculator
>>> doc = {"game": "acbas", "farm": ["a a+ S", "a . .", "C b b"],
...        "expansions": {"right": 1}, "animals": {"sheep": 4, "cattle": 3}}
>>> calculator.score(doc)["breakdown"]["sheep"]
4
"""

from . import games
from .documents import capacity, load_document, score
from .errors import AgricalcError, AnimalsDoNotFit, InvalidDocument, RuleViolation

__all__ = [
    "AgricalcError", "AnimalsDoNotFit", "InvalidDocument", "RuleViolation", "capacity", "games", "load_document",
    "score",
]
__version__ = "0.1.0"
