"""Limits that cannot hang or blind ``kvtwin fuzz``: a memory limit below what a
worker needs is refused (or, past the first check, ends the run saying why);
a tiny call timeout makes no false finding; SIGTERM writes the summary and
leaves no temporary folder and no helper process holding the caller's output."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from kvtwin.cli import main
from kvtwin.core import contain
from kvtwin.fuzz.local import floor_mb
from tests.core.adversary import HANG_LIMIT, REPO, kvtwin


def test_a_memory_limit_below_what_a_worker_needs_is_refused(tmp_path, fuzz):
    code, summary, printed = fuzz(tmp_path / "f", "--memory-limit", "100", "--budget", "5")
    assert code == 2 and summary is None
    assert "--memory-limit 100" in printed and f"{floor_mb()} MB" in printed


def test_workers_that_cannot_start_under_the_limit_end_the_run_saying_why(tmp_path):
    # past the command line's check (a pool built directly): the workers refuse,
    # and the run ends at once instead of waiting on campaigns that never start
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "from kvtwin.fuzz.campaigns import Pair\n"
        "from kvtwin.fuzz.driver import FuzzConfig, Fuzzer\n"
        f"config = FuzzConfig([Pair('blocks', 'impl', ('lru',))], Path({str(tmp_path / 'f')!r}),"
        " 30.0, jobs=1, memory_limit_mb=64, progress=False)\n"
        "sys.exit(Fuzzer(config).run())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=HANG_LIMIT,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "a worker needs at least" in done.stdout + done.stderr
    summary = json.loads((tmp_path / "f" / "summary.json").read_text())
    assert summary["campaigns"] == 0 and summary["errors"]


def test_the_smallest_call_timeout_finds_nothing_on_the_correct_target(tmp_path, fuzz):
    limit = f"{contain.MIN_CALL_TIMEOUT:g}"
    code, summary, printed = fuzz(tmp_path / "f", "--budget", "8", "--call-timeout", limit)
    assert code == 0, printed
    assert summary["findings"] == [] and summary["errors"] == [] and summary["campaigns"] > 0


def test_sigterm_writes_the_summary_and_removes_its_temporary_folder(tmp_path):
    temp = tmp_path / "tmp"
    temp.mkdir()
    out = tmp_path / "f"
    argv = ["fuzz", "--budget", "600", "--jobs", "1", "--out", str(out)]
    process = subprocess.Popen(
        [sys.executable, "-m", "kvtwin.cli", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**_environment(), "TMPDIR": str(temp)},
    )
    deadline = time.monotonic() + HANG_LIMIT
    while not list(temp.glob("kvtwin-fuzz-*")) and time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[0]
        time.sleep(0.1)
    time.sleep(3)  # the workers up, campaigns running
    process.send_signal(signal.SIGTERM)
    # communicate returns once every holder of the pipe is gone: helpers included
    output, _ = process.communicate(timeout=HANG_LIMIT)
    assert process.returncode == 128 + signal.SIGTERM, output
    assert "Traceback" not in output
    assert json.loads((out / "summary.json").read_text())["interrupted"] is True
    assert not list(temp.glob("kvtwin-fuzz-*"))


def test_a_finished_run_leaves_nothing_holding_the_callers_output(tmp_path):
    done = kvtwin("fuzz", "--budget", "3", "--jobs", "1", "--out", str(tmp_path / "f"))
    assert done.returncode == 0, done.stdout  # kvtwin() fails as a hang otherwise


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO)}


def test_a_summary_that_cannot_be_written_keeps_the_findings(tmp_path, capsys):
    out = tmp_path / "f"
    (out / "summary.json").mkdir(parents=True)  # an empty folder: nothing of the user's to keep
    argv = ["fuzz", "--target", "bug:release-dup-index", "--budget", "5", "--jobs", "1"]
    code = main([*argv, "--shrink-seconds", "10", "--out", str(out)])
    printed = "".join(capsys.readouterr())
    assert code == 2, printed
    assert "summary.json" in printed and "kept in" in printed and "Traceback" not in printed
    assert "release-dup-index" in printed  # the findings are printed before the error
    assert list((out / "findings").glob("*/finding.json"))
