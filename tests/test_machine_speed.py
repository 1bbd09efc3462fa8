"""The reference search that dates a machine's speed: the same work on every machine, timed, and
recorded beside the solver's figures (patience.machine_speed)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from patience.book import pages
from patience.solver import machine_speed
from patience.__main__ import main

BOOK = Path(__file__).resolve().parent.parent / "book"


def test_the_reference_search_is_the_same_work_each_time() -> None:
    """A rate compares machines only if the work is fixed: the same positions on every run, and
    more positions when asked for more (the search runs to its limit, it does not finish early)."""
    first = machine_speed.reference_search(400)
    assert first == machine_speed.reference_search(400)
    assert first >= 2 * 400
    assert machine_speed.reference_search(800) > first


def test_measure_reports_the_positions_it_timed() -> None:
    m = machine_speed.measure(positions=300, runs=2)
    assert m["positions"] == machine_speed.reference_search(300)
    assert m["positions_per_second"] > 0
    assert "flower-garden deals 0, 1" in m["reference"] and "300 positions" in m["reference"]
    assert m["load_average"] is None or m["load_average"] >= 0


def test_speed_command_prints_the_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["speed"]) == 0
    assert re.match(r"machine speed: [\d,]+ positions/s on the reference search", capsys.readouterr().out)


def test_pages_say_which_machine_took_the_figures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file with the machine's speed shows it on its page and in the appendix; an older file
    without it says so in the appendix and adds nothing to its page."""
    data = json.loads((BOOK / "data" / "stats" / "fortress.json").read_text())
    machine = {"reference": "...", "positions": 20_000, "positions_per_second": 12_345, "processor": "x"}
    (tmp_path / "fortress.json").write_text(json.dumps(data | {"machine": machine}))
    (tmp_path / "fifteen.json").write_text(json.dumps({k: v for k, v in data.items() if k != "machine"}
                                                      | {"game": "fifteen"}))
    monkeypatch.setattr(pages, "STATS", tmp_path)
    assert "12,345 positions a second" in str(pages.solver_findings("fortress"))
    assert "Machine" not in str(pages.solver_findings("fifteen"))
    note = str(pages.machine_note())
    assert re.search(r"12,345 positions a second on the reference search: Fortress<", note)
    assert re.search(r"not recorded [^:]*: The Fifteen<", note)
