"""Deals as tasks on a Dask cluster: what lets ``python -m patience stats`` grow past one machine.

A deal's search is one task (``stats.solve_deal``), so any number of machines can share a game's
deals: by default a local cluster on this machine, started and stopped here, or a running cluster
whose workers were started on other machines with Dask's own ``dask worker`` (see the README). The
verdicts come back to this process, which alone writes the results file, each as it ends: the
cluster's workers need the package, not the repository. Each worker runs one deal at a time (one
thread: a search is pure Python, and its time limit and inner searches are the process's own), and
may start the two processes of a deal searched side by side (a worker that is a daemon may not:
:class:`WorkerCannotFork` says what to do).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

Job = TypeVar("Job")
Outcome = TypeVar("Outcome")

# Workers that may start processes of their own (a Dask worker is a daemon process by default), and
# without Dask's sampling profiler: its thread, waking every 10 ms, cost a deal of Sly some 15% of
# its time on two cores (deals 0-11: 2.30 s a deal with it, 1.90 s without, 2.03 s with no cluster).
WORKER_CONFIG = {"distributed.worker.daemon": False, "distributed.worker.profile.enabled": False}
DAEMON_HELP = ("a deal searched side by side needs a worker that may start processes: start `dask worker` "
               "with DASK_DISTRIBUTED__WORKER__DAEMON=False in its environment, or give --processes-per-deal 1")


class ClusterMissing(RuntimeError):
    """Dask's ``distributed`` is not installed."""


class WorkerCannotFork(RuntimeError):
    """A cluster's worker is a daemon process, which may not start the processes of a deal searched
    side by side."""


def check_may_fork(processes: int) -> None:
    """Refuse, with what to do, a deal of ``processes`` processes in a daemon worker."""
    if processes > 1 and multiprocessing.current_process().daemon:
        raise WorkerCannotFork(DAEMON_HELP)


@contextmanager
def client(scheduler: str | None, workers: int) -> Iterator[Any]:
    """A Dask client: of the running cluster at ``scheduler`` (an address such as
    ``tcp://10.0.0.5:8786``), or of a local cluster of ``workers`` worker processes of one thread
    each, started here and closed on leaving."""
    try:
        import dask
        from distributed import Client, LocalCluster
    except ImportError:
        raise ClusterMissing("python -m patience stats runs its deals on Dask: install it "
                             "(pip install -e '.[cluster]'), or give --in-process") from None

    with dask.config.set(WORKER_CONFIG):
        if scheduler is not None:
            with Client(scheduler, timeout="30s") as connected:
                yield connected
            return
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as local:
            with Client(local) as connected:
                yield connected


def run_tasks(connected: Any, task: Callable[[Job], Outcome], jobs: Sequence[Job], names: Sequence[str],
              finished: Callable[[Outcome], None]) -> None:
    """Run ``task`` on each job on the cluster, first jobs first, calling ``finished`` with each
    outcome as it arrives; a task that raised raises here, and, stopped, the jobs not yet run are
    cancelled."""
    from distributed import as_completed

    futures = [connected.submit(task, job, key=name, priority=-place, pure=False)
               for place, (job, name) in enumerate(zip(jobs, names, strict=True))]
    try:
        for future in as_completed(futures):
            finished(future.result())
    finally:
        connected.cancel(futures)
