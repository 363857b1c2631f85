"""The words the page scripts (``web/static/*.js``) write, in the page's language.

The page carries them as a JSON block (``<script type="application/json"
id="script-words">``, in ``base.html``); a script reads a message by its key and
fills its ``{name}`` places.  Counts the scripts write are given for every number
they can meet (``points``: a card's printed points), so each language's plural
forms are the catalogue's.
"""

from __future__ import annotations

from flask_babel import gettext

from . import points

POINTS = range(-10, 11)  # the printed points of any card


def script_words() -> dict[str, object]:
    """Every message of the page scripts, by key, with ``{name}`` where a script puts a value."""
    return {
        # farm.js
        "cell": gettext("cell (%(row)s, %(column)s): %(what)s", row="{r}", column="{c}", what="{what}"),
        "pasture": gettext("pasture %(letter)s", letter="{letter}"),
        "empty": gettext("empty"),
        "unknown": gettext("unknown “%(token)s”", token="{token}"),
        "marked": gettext("%(space)s, %(mark)s", space="{what}", mark="{mark}"),
        "needed": gettext("%(pieces)s needed: %(count)s of at most %(most)s", pieces="{pieces}", count="{count}",
                          most="{most}"),
        # hens.js
        "value": gettext("Value"),
        "eggs": gettext("Eggs"),
        "medals": gettext("Medals"),
        "rooster_here": gettext("Rooster on this card"),
        "rooster": gettext("rooster"),
        "coop": gettext("coop"),
        "hen": gettext("%(breed)s %(value)s, %(eggs)s eggs, %(medals)s medals", breed="{breed}", value="{value}",
                       eggs="{eggs}", medals="{medals}"),
        "card": gettext("card (%(row)s, %(column)s): %(what)s", row="{r}", column="{c}", what="{what}"),
        "editing": gettext("Editing card (%(row)s, %(column)s): %(card)s", row="{r}", column="{c}", card="{card}"),
        # sheet.js
        "link_copied": gettext("Link copied."),
        "link_not_copied": gettext("This browser did not copy the link: %(link)s", link="{link}"),
        # picker.js
        "points": {str(n): points(n) for n in POINTS},
        "optional": gettext("(optional)"),
        "choose": gettext("choose"),
        "yes": gettext("yes"),
        "no": gettext("no"),
        "remove": gettext("Remove %(card)s", card="{card}"),
        "removed": gettext("%(card)s removed.", card="{card}"),
        "no_card": gettext("no card of the E, I or K deck has this id or name"),
        "picked_already": gettext("%(card)s is already picked.", card="{card}"),
        "added": gettext("%(card)s added: %(points)s.", card="{card}", points="{points}"),
        # table.js
        "players": gettext("Players"),
        "player": gettext("Player %(number)s", number="{number}"),
    }
