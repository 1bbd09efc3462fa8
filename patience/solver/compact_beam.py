"""Beam searches over a game's compact form of its positions (``Knowledge.beam_form``).

This module exists because a beam spends most of its time in the engine's general-purpose
``State``: making each move on the piles, listing the moves anew, keying the child and taking
the move back. The Great Thirteen's undecided deals fall only to beams of width 1024 to 4096,
which at its ~20,000 positions a second of CPU take longer than the time limit (over its form,
about three times as fast, a beam of 1536 fits: the appendix). A game may
therefore give the solver a *form* of its positions: small immutable values whose children it
lists directly, with the moves that make them. The beam below searches the forms, and replays the
winning line on the real ``State``, each move checked by the rules there.

A form stands for the engine; it does not replace it. It must list the moves the solver would try
(``_Plan.lister``: the game's safe move alone where it gives one, else less what
``Knowledge.worth_trying`` drops), in the same order, and give each child the game's key
(``Knowledge.key``), the solver's evaluation (ordering 0, or another the form can value:
``BeamForm.ordered_by``), whether it is won and whether the game proves it hopeless, exactly as
the engine does for the same position: then the beam over forms is the same search as
``search._beam_turns`` over states, position for position, only faster. The tests compare the two
position by position and beam by beam.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Generator

from . import clock
from .knowledge import BeamForm, Form

if TYPE_CHECKING:
    from ..moves import Move
    from ..rules import Hooks
    from ..state import State
    from .knowledge import Knowledge


WON, UNKNOWN = "won", "unknown"
BeamTurn = Generator[tuple[str, int, bool], tuple[int, "float | None"], None]


# What a form stands in for: where a class below the one that gives the form overrides one of the
# knowledge's methods, or the game plays by other rule hooks than the form's (a test's variant of
# the game, say), the game plays or is searched otherwise than the form says.
KNOWLEDGE_MIRRORED = ("evaluate", "other_evaluate", "other_evaluations", "worth_trying", "safe_move",
                      "hopeless", "key", "extra_moves_to_try")
RULES_MIRRORED = ("score", "is_won", "foundation_next", "card_move_problem", "deal", "deal_problem",
                  "can_deal", "redeal", "redeal_problem", "extra_moves", "exchange_problem", "settle")


def form_of(knowledge: Knowledge, hooks: Hooks) -> BeamForm[Any] | None:
    """The knowledge's ``beam_form`` where it still stands for it and for the game's rule hooks; None
    where none is given, where a class below the one that gives it overrides a method it mirrors
    (``KNOWLEDGE_MIRRORED``), or where the rules' hooks differ from the form's (``BeamForm.rules``)
    in one it mirrors (``RULES_MIRRORED``): then the beams search states."""
    form = knowledge.beam_form
    if form is None:
        return None
    kind = type(knowledge)
    owner = next(k for k in kind.__mro__ if "beam_form" in vars(k))
    if any(getattr(kind, name) is not getattr(owner, name) for name in KNOWLEDGE_MIRRORED):
        return None
    rules = type(hooks)
    if any(getattr(rules, name) is not getattr(form.rules, name) for name in RULES_MIRRORED):
        return None
    return form


def _first_two(item: tuple[int, float, int, object, object]) -> tuple[int, float]:
    return item[0], item[1]


def beam_turns(state: State, form: BeamForm[Form], start: Form, width: int, breadth: int | None = None,
               seed: int | None = None) -> BeamTurn:
    """``search._beam_turns`` over forms: the same beam, run in turns the same way (a generator that,
    sent (max_nodes, deadline), searches on until a limit comes and yields (status, nodes, alive)),
    ``state`` left at the won position when it wins. ``start`` is ``form.start(state)``."""
    max_nodes, deadline = yield UNKNOWN, 0, True
    width = max(2, width)
    children, key, value, hopeless, is_won = form.children, form.key, form.value, form.hopeless, form.is_won
    now = clock.now
    draw = random.Random(seed).random if seed is not None else None
    seen = {key(start)}
    # Each position of a level with the moves that reached it.
    level: list[tuple[Form, tuple[Move, ...]]] = [(start, ())]
    nodes = 1

    def out_of_limits() -> bool:
        return nodes >= max_nodes or (deadline is not None and now() >= deadline)

    while level:
        found: list[tuple[int, float, int, Move, Form]] = []
        for i, (position, _) in enumerate(level):
            for rank, (move, child) in enumerate(children(position)[:breadth]):
                k = key(child)
                if k not in seen:
                    seen.add(k)
                    nodes += 1
                    if is_won(child):
                        for made in (*level[i][1], move):  # each checked by the rules: a form
                            state.apply(made)  # that strayed from the engine fails here, loudly
                        yield WON, nodes, False
                        return
                    found.append((value(child), -rank if draw is None else draw(), i, move, child))
            while out_of_limits():
                max_nodes, deadline = yield UNKNOWN, nodes, True
        found.sort(key=_first_two, reverse=True)
        following: list[tuple[Form, tuple[Move, ...]]] = []
        for _, _, i, move, child in found:
            if not hopeless(child):
                following.append((child, (*level[i][1], move)))
                if len(following) == width:
                    break
            else:
                while deadline is not None and now() >= deadline:
                    max_nodes, deadline = yield UNKNOWN, nodes, True
        level = following
    yield UNKNOWN, nodes, False

