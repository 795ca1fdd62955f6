"""SIGTERM stops a run as Ctrl-C does: the summary written, children ended,
temporary folders gone, exit 143."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kvtwin.core.files import TEMP_PREFIX
from tests.core.adversary import HANG_LIMIT, REPO


def _start(out: Path, *extra: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    argv = ["run", "blocks", "--steps", "1000000", "--out", str(out), *extra]
    return subprocess.Popen(
        [sys.executable, "-m", "kvtwin.cli", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )


def _when_running(out: Path, process: subprocess.Popen) -> None:
    """Once the run holds its folder and is past its start."""
    deadline = time.monotonic() + HANG_LIMIT
    while not (out / ".kvtwin.lock").exists() and time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[0]
        time.sleep(0.1)
    time.sleep(2)


@pytest.mark.parametrize("isolate", [False, True], ids=["in-process", "isolated"])
def test_sigterm_writes_the_summary_and_exits_143(isolate, tmp_path):
    out = tmp_path / "run"
    process = _start(out, *(["--isolate"] if isolate else []))
    _when_running(out, process)
    process.send_signal(signal.SIGTERM)
    output, _ = process.communicate(timeout=HANG_LIMIT)
    assert process.returncode == 128 + signal.SIGTERM, output
    assert "Traceback" not in output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] is True and summary["ops"] > 0
    assert not [p for p in out.iterdir() if p.name.startswith(TEMP_PREFIX)]
