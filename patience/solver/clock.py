"""The clock the searches read their time limits from.

Why it exists: a deal's time limit is a promise about a quiet machine, where each process of a
search has a core to itself and wall time is the time it searched. On a shared machine (other work,
or several measurements at once) wall time runs on while a process waits for a core, and its
verdicts come out worse than a quiet machine would give. So the solver's deadlines (and the games'
own budgets within a solve) read :func:`now`, which is wall time by default; a process that only
measures (``python -m patience stats --cpu-clock``) switches it to its own CPU time, and then a busy
machine gives nearly the verdicts a quiet one would, only later. Nearly: a process's CPU time buys
less search while the other cores are busy (the reference search did 27% fewer positions a CPU second
at a load of 6 than at 0.5 on one 2-core machine), which the machine's speed recorded beside the
figures shows. A process forked after the switch reads CPU time too, counted from its own start.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

now: Callable[[], float] = time.perf_counter
"""Seconds on the searches' clock (only differences mean anything)."""


def use_cpu_time(cpu: bool = True) -> None:
    """Read this process's CPU time from now on (or wall time again, with ``cpu=False``)."""
    global now
    now = time.process_time if cpu else time.perf_counter


def is_cpu_time() -> bool:
    """Whether the searches of this process read its CPU time."""
    return now is time.process_time


@contextmanager
def cpu_time(cpu: bool = True) -> Iterator[None]:
    """Within this, the searches of this process read its CPU time (or wall time, ``cpu=False``);
    after it, the clock they read before."""
    before = is_cpu_time()
    use_cpu_time(cpu)
    try:
        yield
    finally:
        use_cpu_time(before)
