"""Targets that kill or hang their worker, or exhaust its memory: each is a
finding with its seed and trace, and the fuzzer keeps going and ends on time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fuzz.conftest import HOSTILE
from tests.fuzz.hostile_targets import CRASH_STATUS, TURN

COMMON = ("--plugin", HOSTILE, "--jobs", "2", "--shrink-seconds", "5")


def _only_finding(summary: dict) -> tuple[dict, dict]:
    assert len(summary["findings"]) == 1, summary["findings"]
    finding = summary["findings"][0]
    trace = json.loads(Path(finding["repro"]).read_text())
    return finding, trace


def test_a_target_that_kills_its_worker_is_a_finding(tmp_path, fuzz):
    code, summary, _ = fuzz(tmp_path, *COMMON, "--target", "test:crash", "--budget", "3")
    assert code == 1
    finding, trace = _only_finding(summary)
    assert finding["signature"] == "allocate: process"
    assert finding["campaign"]["options"]["seed"] is not None
    assert trace["divergence"]["actual"].endswith(f"exited with status {CRASH_STATUS}")
    allocates = [op for op in trace["ops"] if op["verb"] == "allocate"]
    assert len(allocates) == TURN  # the trace ends at the op that killed it
    assert Path(finding["test"]).exists()


def test_a_target_that_hangs_its_worker_is_a_finding(tmp_path, fuzz):
    # no per-call timer inside the worker: only the task timeout can stop it
    args = ("--target", "test:hang", "--budget", "2", "--timeout", "3", "--call-timeout", "0")
    code, summary, printed = fuzz(tmp_path, *COMMON, *args)
    assert code == 1, printed
    finding, trace = _only_finding(summary)
    assert finding["signature"] == "allocate: timeout"
    assert "timeout" in trace["divergence"]["actual"]
    assert trace["ops"][-1]["verb"] == "allocate"
    assert summary["errors"] == []


@pytest.mark.slow  # fills 2 GiB of memory, twice: nox -s fuzz runs it
def test_a_target_that_exhausts_memory_is_a_finding(tmp_path, fuzz):
    args = ("--target", "test:hog", "--budget", "2", "--memory-limit", "2048", "--jobs", "1")
    code, summary, _ = fuzz(tmp_path, *COMMON, *args)
    assert code == 1
    finding, _ = _only_finding(summary)
    assert "MemoryError" in finding["signature"]
