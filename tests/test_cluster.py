"""What ``python -m patience stats`` says when a Dask cluster cannot run its deals: each a clear
message naming what to do, never a traceback (the cluster's runs themselves are tested in
``test_stats_resume``: a local cluster of two workers against one process, killed and resumed)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from patience.__main__ import main
from patience.solver import cluster, stats


def test_without_dask_the_command_says_how_to_install_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # (an import of it then fails)
    monkeypatch.setattr("patience.__main__.machine_speed.measure", lambda: {"positions_per_second": 1, "reference": "none: a stand-in", "processor": "", "load_average": None})
    with pytest.raises(SystemExit) as exit:
        main(["stats", "fortress", "--deals", "2", "--quiet", "--out", str(tmp_path)])
    assert exit.value.code == 2
    assert "runs its deals on Dask: install it (pip install -e '.[cluster]'), or give --in-process" in \
        capsys.readouterr().err
    assert main(["stats", "fortress", "--deals", "2", "--quiet", "--in-process", "--out", str(tmp_path)]) == 0


def test_a_daemon_worker_refuses_a_deal_searched_side_by_side(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Dask worker is a daemon process unless told otherwise, and a daemon may not start the two
    processes of a deal searched side by side: the worker says how to start it instead."""
    monkeypatch.setattr(cluster.multiprocessing, "current_process", lambda: SimpleNamespace(daemon=True))
    with pytest.raises(cluster.WorkerCannotFork, match="DASK_DISTRIBUTED__WORKER__DAEMON=False"):
        stats.solve_deal(stats.jobs("fortress", [0], None, 400, 2, False)[0])
    assert stats.solve_deal(stats.jobs("fortress", [0], None, 400, 1, False)[0]).status == "lost"


def test_a_worker_with_another_solver_refuses_the_deals() -> None:
    """Verdicts of two solvers in one figure would be no experiment's: a worker whose solver is not
    the run's says so."""
    slug, deal, seconds, nodes, processes, cpu_clock, _ = stats.jobs("fortress", [0], None, 400, 1, False)[0]
    with pytest.raises(stats.MismatchedResults, match="install the same version of the package on every worker"):
        stats.solve_deal((slug, deal, seconds, nodes, processes, cpu_clock, "0"))


def test_a_game_revised_alone_has_a_solver_version_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """A change to one game's knowledge sets apart that game's figures alone: its runs under way
    are refused (another experiment), the other games' go on at the shared version."""
    from patience.solver import search
    from patience.solver.games import knowledge_for
    from patience import game

    assert stats.solver_version("fortress") == search.SOLVER_VERSION
    monkeypatch.setattr(type(knowledge_for(game("fortress"))), "revision", 2)
    assert stats.solver_version("fortress") == f"{search.SOLVER_VERSION}.2"
    assert stats.run_limits("fortress", 10.0, 400, 1, False)["solver"] == f"{search.SOLVER_VERSION}.2"
    assert stats.run_limits("sly", 10.0, 400, 1, False)["solver"] == search.SOLVER_VERSION
