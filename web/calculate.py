"""The web's door to :mod:`calculator.documents`: the same scoring path as the CLI.

The farm games get the app's solver and its time limit; Hens takes no options.
"""

from __future__ import annotations

from flask import current_app

from calculator import documents, games


def options(document: object) -> dict:
    """The solver options of the app config, for the farm games only."""
    if not isinstance(document, dict) or document.get("game") not in games.names() \
            or games.info(document["game"]).board != "farm":
        return {}
    config = current_app.config
    return {"solver": config["SOLVER"], "time_limit": config["SOLVER_TIME_LIMIT"]}


def score(document: object) -> dict:
    """The score result (api.md 2) of a one-player or ``players`` document."""
    return documents.score(document, **options(document))


def capacity(document: object) -> dict:
    """The capacity result (api.md 2) of a farm document."""
    return documents.capacity(document, **options(document))
