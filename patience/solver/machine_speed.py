"""How fast this machine searches: a fixed reference search, timed, recorded beside every figure.

The solver's figures are taken at a time limit (10 s a deal), and what a time limit buys depends on
the machine: two 2-core machines of our own searched the same deals at speeds some 2.5 times apart,
and on the slower one the games whose deals need most of the 10 s decided a tenth fewer of them.
So ``python -m patience stats`` first times the same search on every machine (the complete search
of two Flower-Garden deals up to a fixed number of positions, one process, the best of three runs in
CPU time) and writes its positions per second into each data file. Figures taken on different
machines can then be compared, and a run on a slower machine is seen to be one. The load average
when it was measured is kept too: deals are timed by the clock, so other work on the machine takes
their time as surely as a slower processor.

``python -m patience speed`` prints it alone.
"""

from __future__ import annotations

import os
import platform
import time
from typing import Any

from .search import SOLVER_VERSION
from .side_by_side import solve

REFERENCE_GAME = "flower-garden"
REFERENCE_DEALS = (0, 1)
REFERENCE_POSITIONS = 10_000
RUNS = 3


def reference_search(positions: int = REFERENCE_POSITIONS) -> int:
    """The reference search, once: the positions it searched (the same on every machine, for one
    solver version)."""
    return sum(solve(REFERENCE_GAME, deal, max_nodes=positions, seconds=None, workers=1).nodes
               for deal in REFERENCE_DEALS)


def measure(positions: int = REFERENCE_POSITIONS, runs: int = RUNS) -> dict[str, Any]:
    """Time the reference search ``runs`` times and keep the fastest (the run least disturbed by
    whatever else the machine does), in CPU seconds of this process."""
    best = float("inf")
    searched = 0
    for _ in range(runs):
        began = time.process_time()
        searched = reference_search(positions)
        best = min(best, time.process_time() - began)
    return {
        "reference": f"{REFERENCE_GAME} deals {', '.join(map(str, REFERENCE_DEALS))}, complete search to "
                     f"{positions:,} positions each, one process, fastest of {runs} (solver {SOLVER_VERSION})",
        "positions": searched,
        "positions_per_second": round(searched / max(best, 1e-9)),
        "processor": _processor(),
        "load_average": _load_average(),
    }


def describe(machine: dict[str, Any]) -> str:
    """One line on a measurement, as the commands print it."""
    return (f"machine speed: {machine['positions_per_second']:,} positions/s on the reference search "
            f"({machine['reference']}; {machine['processor'] or 'processor unknown'}; "
            f"load average {machine['load_average']})")


def _load_average() -> float | None:
    """The system's load average over the last minute (None where the platform has none)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def _processor() -> str:
    """The processor's name as the system gives it ("" where it does not)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()
