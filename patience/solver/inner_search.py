"""Limits for the searches a game's hooks run inside a solve.

Some games prove a position lost by searching the rest of its play in an abstract form of their own
(the Salic Law's ranks-only play, La Nivernaise's end, the Four Corners' last deal): an inner search,
run from ``Knowledge.hopeless``. Such a search has a limit on positions of its own, past which it claims
nothing; it must also stop at the deadline of the solve it runs in, and the positions it searches
belong in that solve's figures (``SolveResult.inner_nodes``). This module is where the two meet: the
solver opens an :func:`allowance` for each solve, and an inner search runs within a :class:`Limit`,
calling :meth:`Limit.spend` once per position; past its own limit or the solve's deadline ``spend``
raises :class:`Exhausted`, and the search answers that it does not know. Outside a solve (a test
calling a hook directly) only the search's own limit applies.

Such searches share one shape too, :func:`search`: a depth-first search that remembers what it has
proved (:class:`Learnt`), over a play where no position comes back; each game gives only the
children of a position. :func:`beam` searches the same play for a win alone, keeping at each step
the positions a game's measure finds most promising.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from types import TracebackType
from typing import Generic, Self, TypeVar

from . import clock

_CLOCK_EVERY = 256  # positions between two looks at the clock (a look costs about as much as a position)


class Exhausted(Exception):
    """An inner search ran past its limit or the solve's deadline: it proves nothing."""


@dataclass
class Allowance:
    """One solve's deadline, and the positions its inner searches have searched so far."""

    deadline: float | None
    positions: int = 0


_CURRENT: ContextVar[Allowance | None] = ContextVar("patience_inner_search", default=None)


@contextmanager
def allowance(deadline: float | None) -> Iterator[Allowance]:
    """Within this, inner searches stop at ``deadline`` (a ``clock.now()`` reading, or None
    for none) and add the positions they search to the allowance yielded."""
    current = Allowance(deadline)
    token = _CURRENT.set(current)
    try:
        yield current
    finally:
        _CURRENT.reset(token)


class Limit:
    """One inner search's limit: ``positions`` at most, and ``seconds`` if given, within the
    deadline of the solve it runs in. Use it as a context manager around the search, so that what
    it searched is counted even when it stops early::

        try:
            with Limit(40_000) as limit:
                return search(start, limit)  # calls limit.spend() once per position
        except Exhausted:
            return None
    """

    __slots__ = ("_solve", "deadline", "left", "spent")

    def __init__(self, positions: int, seconds: float | None = None) -> None:
        self.left = positions
        self.spent = 0
        self._solve = _CURRENT.get()
        deadlines = [d for d in (
            clock.now() + seconds if seconds is not None else None,
            self._solve.deadline if self._solve is not None else None) if d is not None]
        self.deadline = min(deadlines) if deadlines else None

    def spend(self) -> None:
        """Count one position; raise :class:`Exhausted` past the limit or the deadline."""
        self.spent += 1
        self.left -= 1
        if self.left < 0:
            raise Exhausted
        # The first position looks at the clock too: once the solve's time is up, a search asked for
        # one child after another gives up at once, not after its first round of positions.
        if self.deadline is not None and self.spent % _CLOCK_EVERY == 1 and clock.now() >= self.deadline:
            raise Exhausted

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._solve is not None:
            self._solve.positions += self.spent


Node = TypeVar("Node", bound=Hashable)


@dataclass
class Learnt(Generic[Node]):
    """What a search has proved of the positions it searched: lost, or won."""

    lost: set[Node] = field(default_factory=set)
    won: set[Node] = field(default_factory=set)

    def __len__(self) -> int:
        return len(self.lost) + len(self.won)

    def clear(self) -> None:
        self.lost.clear()
        self.won.clear()


def search(node: Node, children: Callable[[Node], Sequence[Node] | bool], learnt: Learnt[Node],
           limit: Limit) -> bool:
    """Whether some line of play from ``node`` wins: a depth-first search within ``limit`` (it raises
    :class:`Exhausted` past it), first looking up what ``learnt`` holds and adding to it every
    position it proves.

    ``children(node)`` is True where the play is won, else the positions to try next, most promising
    first (a game may leave out moves it proves needless), or a bool it finds otherwise (another
    search's answer, say). It must describe a play where no position comes back (each move puts a
    card up or takes one off a packet for good, say): then a position all of whose children are
    lost is lost, and the recursion ends."""
    if node in learnt.lost:
        return False
    if node in learnt.won:
        return True
    found = children(node)
    if found is True or found is False:
        return found
    limit.spend()
    for child in found:
        if search(child, children, learnt, limit):
            learnt.won.add(node)
            return True
    learnt.lost.add(node)
    return False


def beam(node: Node, children: Callable[[Node], Sequence[Node] | bool], promise: Callable[[Node], int],
         width: int, learnt: Learnt[Node], limit: Limit) -> bool:
    """Whether a beam of ``width`` from ``node`` reaches a won position (raising :class:`Exhausted`
    past ``limit``): each layer is the children of the last one's positions, less those met before,
    kept to the ``width`` with the highest ``promise``. When it finds a win, every position of the
    line to it is added to ``learnt.won``; it proves nothing lost (it leaves positions untried), so
    it answers False only for a beam that died out. ``children`` is as for :func:`search`; a
    position ``learnt`` holds is taken as it is known."""
    came_from: dict[Node, Node | None] = {node: None}
    layer = [node]
    while layer:
        following: list[Node] = []
        for position in layer:
            if position in learnt.lost:
                continue
            found = True if position in learnt.won else children(position)
            if found is True:
                line: Node | None = position
                while line is not None:
                    learnt.won.add(line)
                    line = came_from[line]
                return True
            limit.spend()
            if found is False:
                continue
            for child in found:
                if child not in came_from:
                    came_from[child] = position
                    following.append(child)
        following.sort(key=promise, reverse=True)
        layer = following[:width]
    return False
