"""agricalc's games in research frameworks: OpenSpiel, PettingZoo and Gymnasium.

These adapters need the optional extra: ``pip install 'agricalc[rl]'``.  Each
module imports its framework when it is imported itself, never before, so the
rest of agricalc runs without them:

* :mod:`.openspiel`: the OpenSpiel games ``agricalc_acbas``,
  ``agricalc_agricola`` and ``agricalc_hens``, chance as chance nodes;
* :mod:`.pettingzoo`: PettingZoo AEC environments, every seat an agent;
* :mod:`.gymnasium`: a Gymnasium environment, one seat against agricalc bots.

They know no game: what each game offers research frameworks (explicit
chance, numbers for a position, bounds) comes from its ``research`` module
through the registry (:mod:`calculator.games`), and actions are numbered
by their place in the game's action catalogue (:mod:`calculator.core.actions`).
"""
