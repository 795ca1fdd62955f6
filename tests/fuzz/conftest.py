"""Helpers of the fuzzer's tests: ``kvtwin fuzz`` run in-process, its summary read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core.divergence import Divergence
from kvtwin.core.trace import Trace

HOSTILE = "tests.fuzz.hostile_targets"


@pytest.fixture
def fuzz(capsys):
    """``fuzz(out, *args)`` -> (exit status, summary.json or None, printed text:
    stdout, then stderr)."""

    def run(out: Path, *args: str) -> tuple[int, dict | None, str]:
        code = main(["fuzz", "--out", str(out), *args])
        summary_path = Path(out) / "summary.json"
        summary = json.loads(summary_path.read_text()) if summary_path.exists() else None
        printed = capsys.readouterr()
        return code, summary, printed.out + printed.err

    return run


def block_trace(target: str = "impl", n: int = 1, field: str = "result") -> Trace:
    """A small, valid blocks trace whose recorded divergence has signature
    ``allocate: FIELD``."""
    divergence = Divergence(n - 1, "allocate(1)", field, [1], [2], "allocate")
    return Trace(
        "blocks",
        target,
        {"policy": "lru", "pool_size": 8, "device": "cpu"},
        [{"verb": "allocate", "n": 1} for _ in range(n)],
        divergence.to_json(),
        "a test",
    )
