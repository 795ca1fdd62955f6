"""``kvtwin fuzz`` on the local process pool: a clean target passes, a known-bug
variant is found, shrunk and written once, and the next run replays it first
(still there: known; fixed: gone)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kvtwin.core.replay import replay_trace
from kvtwin.core.trace import Trace
from kvtwin.fuzz.database import FindingsDB

BUG = "bug:release-dup-index"
QUICK = ("--scenario", "blocks", "--jobs", "2", "--shrink-seconds", "10")
SUMMARY_KEYS = {"backend", "jobs", "budget", "seconds", "campaigns", "ops", "findings"}
FINDING_KEYS = {"signature", "status", "runs", "repro", "test", "standalone", "reachable"}
assert os.name == "posix"  # fcntl locks, process groups, /proc


def test_a_correct_target_fuzzes_clean(tmp_path, fuzz):
    code, summary, _ = fuzz(tmp_path, *QUICK, "--target", "impl", "--budget", "4", "--seed", "1")
    assert code == 0
    assert set(summary) >= SUMMARY_KEYS
    assert (summary["backend"], summary["jobs"], summary["findings"]) == ("local", 2, [])
    assert summary["campaigns"] >= 1 and summary["ops"] > 0 and summary["cpu_seconds"] > 0
    assert summary["errors"] == [] and summary["interrupted"] is False
    # the campaigns' input-domain coverage, merged per scenario that ran
    assert summary["coverage"], "no coverage merged from the campaigns"
    for name, coverage in summary["coverage"].items():
        drawn = sum(n for counts in coverage["domain"].values() for n in counts.values())
        assert drawn > 0, f"{name}: the campaigns drew no class of its domain"
        zeros = {
            f"{p}={c}"
            for p, counts in coverage["domain"].items()
            for c, n in counts.items()
            if not n
        }  # every class left at zero is named, with where it went
        named = {*coverage["never"], *coverage["never_configured"], *coverage["cannot_draw"]}
        assert zeros <= named


def test_a_bug_is_found_once_and_replayed_by_the_next_run(tmp_path, fuzz):
    code, first, _ = fuzz(tmp_path, *QUICK, "--target", BUG, "--budget", "5", "--seed", "2")
    assert code == 1
    signatures = [f["signature"] for f in first["findings"]]
    assert signatures and len(signatures) == len(set(signatures))  # each cause once
    for finding in first["findings"]:
        assert set(finding) >= FINDING_KEYS
        assert finding["status"] == "new" and finding["runs"] == 1
        assert Path(finding["test"]).exists()
        replayed = replay_trace(Path(finding["repro"]))
        assert replayed.divergence is not None
        assert replayed.divergence.signature == finding["signature"]
    code, second, _ = fuzz(tmp_path, *QUICK, "--target", BUG, "--budget", "3", "--seed", "3")
    assert code == 1
    assert second["replayed"] == len(first["findings"])
    known = {f["signature"]: f for f in second["findings"] if f["status"] == "known"}
    assert set(signatures) <= set(known)
    assert all(known[s]["runs"] == 2 for s in signatures)
    db_signatures = [e["signature"] for e in FindingsDB(tmp_path).entries()]
    assert len(db_signatures) == len(set(db_signatures)) == len(second["findings"])


def test_a_fixed_finding_is_reported_gone(tmp_path, fuzz):
    # the bug's reproduction, recorded as a finding of the correct impl: on
    # impl it replays clean, as after a fix
    code, found, _ = fuzz(tmp_path / "bug", *QUICK, "--target", BUG, "--budget", "3")
    assert code == 1
    buggy = Trace.read(Path(found["findings"][0]["repro"]))
    fixed = Trace(buggy.scenario, "impl", buggy.config, buggy.ops, buggy.divergence)
    db = FindingsDB(tmp_path / "db")
    db.record("earlier", "blocks", "impl", buggy.divergence["signature"], trace=fixed)
    code, summary, _ = fuzz(tmp_path / "db", *QUICK, "--target", "impl", "--budget", "2")
    assert code == 0
    assert [f["status"] for f in summary["findings"]] == ["gone"]
    assert db.entries()[0]["status"] == "gone"


@pytest.mark.parametrize(
    "args",
    [
        ("--budget", "0"),
        ("--jobs", "0"),
        ("--timeout", "-1"),
        ("--address", "127.0.0.1:6379"),
        ("--target", "nope"),
        ("--policy", "no-such-policy"),
        ("--plugin", "no.such.module"),
    ],
)
def test_usage_errors_exit_2_before_any_work(tmp_path, fuzz, args):
    code, summary, out = fuzz(tmp_path, *args)
    assert code == 2
    assert summary is None
    assert "Traceback" not in out and "kvtwin fuzz:" in out


def test_an_out_that_is_a_file_exits_2(tmp_path, fuzz):
    path = tmp_path / "file"
    path.write_text("x")
    code, _, out = fuzz(path, "--budget", "1")
    assert code == 2 and "not a folder" in out


def test_ctrl_c_stops_cleanly_and_writes_the_summary(tmp_path):
    out = tmp_path / "run"
    command = [sys.executable, "-m", "kvtwin.cli", "fuzz", "--out", str(out), *QUICK]
    process = subprocess.Popen(
        [*command, "--target", "impl", "--budget", "600"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        # the folder appears once the command runs (its SIGINT handler is set);
        # then give the workers time to start campaigns
        waited = 0.0
        while not (out / "findings").exists() and waited < 120:
            time.sleep(0.2)
            waited += 0.2
        time.sleep(6)
        process.send_signal(signal.SIGINT)
        text, _ = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130, text
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] is True
    assert "Traceback" not in text
    assert not [p for p in _children_of(process.pid)]


def _children_of(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (a stopped fuzzer leaves no worker)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def test_the_ray_backend_without_ray_is_a_usage_error(tmp_path, fuzz, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # as where the extra is not installed
    code, _, out = fuzz(tmp_path / "run", "--backend", "ray", "--budget", "1")
    assert code == 2 and "kvtwin[ray]" in out
    assert not (tmp_path / "run").exists()  # nothing written
