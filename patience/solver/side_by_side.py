"""One deal searched on two cores: the probes in one process, the complete search in another (or,
for a game that asks, every other probe in each).

Why it exists: on one core the solver runs its probes and its complete search in turns, each with
about half of the time (``patience.solver``). Where two cores are free, both can run at once, each
with all of it: a process searches the probes alone, another the complete search alone
(``solver.solve_part``), and the first to decide answers; the other is stopped. A game whose
complete search decides nothing its probes do not (``Knowledge.probes_on_both_cores``) has both
processes probe instead, each every other probe of each round (``solver.ONE_IN_TWO``). No search
changes, so the answers are the same kind of answers: a "won" line found by either, a "lost" only
from a complete search (or a depth-first or best-first probe that ended within its budget) having
searched everything.

Processes are started by forking, so the game (with hooks that may not pickle) is the parent's own;
where the platform cannot fork (the browser under Pyodide, Windows), :func:`available` is false and
the solver searches in one process.

Under the CPU clock (``patience.clock``, for measuring on a busy machine) each process's deadline
is its own CPU time, counted from its start, and the parent waits for both however long the wall
clock runs; a deal's ``seconds`` are then the deciding process's own.

Memory: each process keeps its own tables, so a deal may take up to twice what one process takes.
:func:`solve` returns the peak resident memory of the two processes, summed, in ``peak_kb``.
"""

from __future__ import annotations

import gc
import os
import platform
import sys
import time
import traceback
from dataclasses import replace
from typing import TYPE_CHECKING

from ..rules import Game
from ..state import State
from . import clock
from .games import knowledge_for
from .search import (
    COMPLETE_ALONE,
    DEFAULT_NODES,
    ONE_IN_TWO,
    PROBES_ALONE,
    UNKNOWN,
    Progress,
    SolveResult,
    check_limits,
    solve_part,
    starting_state,
)

if TYPE_CHECKING:  # imported where used: the browser's Python may lack what multiprocessing needs
    from multiprocessing.connection import Connection

SIDE_BY_SIDE = (PROBES_ALONE, COMPLETE_ALONE)  # the parts, one per process
DEFAULT_SECONDS = 10.0  # a solve's time limit unless another (or none) is asked for: the figures' limit
GRACE = 5.0  # seconds past the deadline a process may take to report (a search stops at the deadline)


def solve(game: str | Game | State, deal: int = 0, *, max_nodes: int = DEFAULT_NODES,
          seconds: float | None = DEFAULT_SECONDS, progress: Progress | None = None,
          shorten: bool = True, workers: int = 1) -> SolveResult:
    """Search deal number ``deal`` of a game (a slug or a :class:`Game`), or the position of a
    :class:`State` (left unchanged), for a win.

    ``max_nodes`` bounds the positions kept in the transposition table (and so the memory),
    ``seconds`` the time (by default ``DEFAULT_SECONDS``, the figures' 10 s, so that a call ends by
    itself; ``None`` for no time limit); when either runs out first the answer is "unknown". ``progress`` is
    called now and then with the nodes searched and the seconds spent.

    One complete search runs from the start to the limits, never restarted: it is suspended in
    turns while probes run, short searches that break the ties of the move ordering in other ways
    or may miss wins (a search can sink into a vast subtree that another order avoids), with
    budgets that grow from round to round. A complete search that ends has searched everything:
    the deal is lost.

    With ``workers=2``, where the platform can start processes (not in the browser) and no
    ``progress`` is asked for, the probes and the complete search run side by side on two cores
    instead of in turns on one, each with all the time and the node limit
    (:func:`solve_in_two`): the first to decide answers. Otherwise one process does both.

    The positions the game's own inner searches visit (``patience.solver.inner_search``: a ``hopeless``
    that searches the rest of the play in an abstract form) are counted apart, in ``inner_nodes``;
    they stop at the same deadline."""
    check_limits(max_nodes, seconds)
    if workers > 1 and progress is None:
        if available():
            return solve_in_two(game, deal, max_nodes=max_nodes, seconds=seconds, shorten=shorten)
    return solve_part(game, deal, max_nodes=max_nodes, seconds=seconds, progress=progress, shorten=shorten)


def available() -> bool:
    """Whether processes can be forked here."""
    if sys.platform == "emscripten":
        return False
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def processes(asked: int = 0) -> int:
    """How many processes search a deal: those ``asked`` for, or by default two where there are two
    cores or more (the probes and the complete search side by side); one wherever processes cannot
    be forked."""
    if not available():
        return 1
    return asked or (2 if (os.cpu_count() or 1) >= 2 else 1)


def solve_in_two(game: str | Game | State, deal: int = 0, *, max_nodes: int = DEFAULT_NODES,
                 seconds: float | None = None, shorten: bool = True) -> SolveResult:
    """Search with the probes and the complete search side by side (or every other probe in each,
    where the game asks), each in a process of its own with the whole time and node limit: the
    first decided answer, or "unknown" when neither decides (its ``nodes`` the two processes'
    together, its ``limit`` the complete search's where one ran)."""
    import multiprocessing
    from multiprocessing.connection import Connection, wait

    began = time.perf_counter()
    context = multiprocessing.get_context("fork")
    workers = []
    parts = ONE_IN_TWO if knowledge_for(starting_state(game, deal).game).probes_on_both_cores else SIDE_BY_SIDE
    for part in parts:
        receiving, sending = context.Pipe(duplex=False)
        process = context.Process(target=_search, args=(sending, game, deal, max_nodes, seconds, shorten, part,
                                                        began), daemon=True)
        process.start()
        sending.close()
        workers.append((part, process, receiving))
    answers: dict[str, SolveResult] = {}
    peaks: dict[str, int] = {}
    waiting = {receiving: part for part, _, receiving in workers}
    try:
        while waiting:
            timeout = (None if seconds is None or clock.is_cpu_time()
                       else max(0.0, began + seconds + GRACE - time.perf_counter()))
            ready = wait(list(waiting), timeout)
            if not ready:
                break  # a process hangs past its deadline: its answer counts as unknown
            for receiving in ready:
                assert isinstance(receiving, Connection)
                part = waiting.pop(receiving)
                try:
                    answer, peaks[part] = receiving.recv()
                except EOFError:  # the process died without answering (killed, out of memory)
                    continue
                if isinstance(answer, str):  # the search raised: the same error here, with its trace
                    raise RuntimeError(f"the {part} search failed:\n{answer}")
                answers[part] = answer
                if answers[part].decided:
                    waiting.clear()
                    break
    finally:
        for _, process, receiving in workers:
            if process.is_alive():
                process.terminate()
            process.join()
            receiving.close()
    return _answer(game, deal, answers, sum(peaks.values()), time.perf_counter() - began)


def peak_memory_kb() -> int:
    """This process's peak resident memory in kilobytes (0 where the platform cannot say)."""
    try:
        import resource
    except ImportError:  # Pyodide, Windows
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if platform.system() == "Darwin" else peak


def _search(sending: Connection, game: str | Game | State, deal: int, max_nodes: int, seconds: float | None,
            shorten: bool, part: str, began: float) -> None:
    """A worker process: one part of the search, sent back with this process's peak memory (or the
    traceback of what it raised)."""
    # This process ends with this search: the cyclic collector, which the search holds off, stays
    # off after it too (once let back it would walk millions of objects left by the search, over a
    # second for La Nivernaise, before the answer is sent).
    gc.disable()
    if clock.is_cpu_time():  # read anew: this process's CPU time is its own
        began = clock.now()
    try:
        answer: SolveResult | str = solve_part(game, deal, max_nodes=max_nodes, seconds=seconds,
                                               shorten=shorten, part=part, began=began)
    except BaseException:
        answer = traceback.format_exc()
    sending.send((answer, peak_memory_kb()))
    sending.close()


def _answer(game: str | Game | State, deal: int, answers: dict[str, SolveResult], peak_kb: int,
            seconds: float) -> SolveResult:
    decided = [r for r in answers.values() if r.decided]
    if decided:
        result = decided[0]
    else:  # the complete search's unknown (its limit), with both searches' positions
        result = answers.get(COMPLETE_ALONE) or next(iter(answers.values()), None) or _no_answer(game, deal)
        result = replace(result, nodes=sum(r.nodes for r in answers.values()),
                         inner_nodes=sum(r.inner_nodes for r in answers.values()))
    if not clock.is_cpu_time():  # (on the CPU clock, the deciding search's own time)
        result.seconds = seconds
    result.peak_kb = peak_kb
    return result


def _no_answer(game: str | Game | State, deal: int) -> SolveResult:
    """Unknown, for when neither process answered (both died or hung past the deadline)."""
    root = starting_state(game, deal)
    return SolveResult(UNKNOWN, game=root.game.slug, deal=root.deal, limit="seconds")
