"""A hostile target never ends a run with exit 0: whatever it raises, returns or
does (hang, edit its input), the run reports a divergence and writes its summary."""

from __future__ import annotations

import json
import os
import runpy
import signal
import subprocess
import sys
import time

import pytest

from kvtwin.cli import main
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.scenarios.blocks.targets.model import ModelTarget


class Hostile(ModelTarget):
    """Agrees with the model until the 20th op, then misbehaves in one way."""

    mode = "raise"

    def __init__(self, num_blocks, policy):
        super().__init__(num_blocks, policy)
        self.calls = 0

    def _turn(self):
        self.calls += 1
        if self.calls < 20:
            return
        if self.mode == "exit0":
            raise SystemExit(0)
        if self.mode == "keyboard":
            raise KeyboardInterrupt
        if self.mode == "raise":
            raise RuntimeError("boom")
        if self.mode == "hang":
            time.sleep(30)

    def release(self, ids):
        self._turn()
        if self.mode == "dedup" and self.calls >= 20:
            ids[:] = list(dict.fromkeys(ids))  # edits its input in place
        super().release(ids)

    def allocate(self, n):
        self._turn()
        return super().allocate(n)

    def views(self, ids):
        if self.mode == "junk" and self.calls >= 20:
            return "not a list"
        if self.mode == "views-generator" and self.calls >= 20:
            return (view for view in super().views(ids))
        if self.mode == "views-exit0" and self.calls >= 20:
            raise SystemExit(0)
        return super().views(ids)

    def counts(self):
        if self.mode == "counts-junk" and self.calls >= 20:
            return "not counts"
        return super().counts()

    def counters(self):
        if self.mode == "counts-junk" and self.calls >= 20:
            return ("a", None)
        return super().counters()


class Liar(list):
    """Equal to anything, holding what no dict can key: a result that gets past a
    comparison and breaks whatever uses it next."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = None


class Returner(Hostile):
    """Agrees until the 20th call, then returns something no allocate returns."""

    def allocate(self, n):
        self._count()
        got = super().allocate(n)
        if self.calls < 20 or got is None:
            return got
        if self.mode == "generator":
            return (block for block in got)
        return Liar([[block] for block in got])

    def _count(self):
        self.calls += 1

    def _turn(self):
        pass


@pytest.fixture(
    params=[
        "exit0",
        "keyboard",
        "raise",
        "hang",
        "junk",
        "views-generator",
        "views-exit0",
        "counts-junk",
    ]
)
def hostile(request):
    mode = request.param
    target_class = type(f"Hostile_{mode}", (Hostile,), {"mode": mode})
    register_target("blocks", f"test:hostile-{mode}", "misbehaves")(
        lambda *, num_blocks, policy, device="cpu": target_class(num_blocks, policy)
    )
    yield f"test:hostile-{mode}"
    unregister_target("blocks", f"test:hostile-{mode}")


def test_a_hostile_target_is_a_finding_never_a_pass(hostile, tmp_path, capsys):
    out = tmp_path / "run"
    argv = ["run", "blocks", "--steps", "200", "--target", hostile, "--out", str(out)]
    code = main([*argv, "--call-timeout", "1", "--shrink-seconds", "5"])
    assert code == 1
    summary = json.loads((out / "summary.json").read_text())
    assert summary["ok"] is False and summary["divergence"] is not None
    assert summary["findings"] and summary["findings"][0]["signature"]
    assert "Traceback" not in capsys.readouterr().out


@pytest.mark.parametrize("mode", ["generator", "liar"])
def test_a_target_returning_what_no_allocate_returns_is_a_finding(mode, tmp_path, capsys):
    register_target("blocks", f"test:returns-{mode}", "returns junk")(
        lambda *, num_blocks, policy, device="cpu": type("R", (Returner,), {"mode": mode})(
            num_blocks, policy
        )
    )
    try:
        out = tmp_path / "run"
        argv = ["run", "blocks", "--steps", "200", "--target", f"test:returns-{mode}"]
        code = main([*argv, "--out", str(out), "--shrink-seconds", "5"])
    finally:
        unregister_target("blocks", f"test:returns-{mode}")
    assert code == 1
    summary = json.loads((out / "summary.json").read_text())
    assert summary["divergence"]["verb"] == "allocate"
    assert "Traceback" not in capsys.readouterr().err


def test_a_target_that_edits_its_input_cannot_blind_the_model(tmp_path):
    register_target("blocks", "test:dedup", "dedups in place")(
        lambda *, num_blocks, policy, device="cpu": type("D", (Hostile,), {"mode": "dedup"})(
            num_blocks, policy
        )
    )
    try:
        out = tmp_path / "run"
        code = main(
            ["run", "blocks", "--steps", "300", "--target", "test:dedup", "--out", str(out)]
        )
    finally:
        unregister_target("blocks", "test:dedup")
    assert code == 1
    divergence = json.loads((out / "summary.json").read_text())["divergence"]
    assert divergence["verb"] == "release"  # caught at the op, not at a later audit


class Exiting(ModelTarget):
    """Ends its own process on the first release of two references at once."""

    def release(self, ids):
        if len(ids) > 1 and len(set(ids)) < len(ids):
            os._exit(3)
        super().release(ids)


@pytest.fixture
def exiting():
    register_target("blocks", "test:exiting", "calls os._exit")(
        lambda *, num_blocks, policy, device="cpu": Exiting(num_blocks, policy)
    )
    yield "test:exiting"
    unregister_target("blocks", "test:exiting")


def test_isolate_turns_a_process_exit_into_a_shrunk_finding(exiting, tmp_path):
    out = tmp_path / "run"
    argv = ["run", "blocks", "--steps", "300", "--target", exiting, "--isolate"]
    assert main([*argv, "--out", str(out), "--shrink-seconds", "30"]) == 1
    summary = json.loads((out / "summary.json").read_text())
    divergence = summary["divergence"]
    assert divergence["field"] == "process" and divergence["verb"] == "release"
    assert "exited with status 3" in divergence["actual"]
    finding = summary["findings"][0]
    assert finding["shrunk_signature"] == finding["signature"] and not finding["flaky"]
    assert finding["repro_ops"] <= 4
    assert main(["replay", str(out / "repro.json"), "--isolate"]) == 1
    assert main(["replay", str(out / "repro.json"), "--target", "model"]) == 0
    # the generated test replays in a child process: it fails naming the exit
    generated = runpy.run_path(str(out / "test_repro.py"))
    assert generated["ISOLATE"] is True
    with pytest.raises(AssertionError, match="exited with status 3"):
        generated["test_reproduction"]()


def test_ctrl_c_writes_the_summary_and_exits_130(tmp_path):
    out = tmp_path / "run"
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kvtwin.cli",
            "run",
            "blocks",
            "--steps",
            "1000000",
            "--out",
            str(out),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not (out / ".kvtwin.lock").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(2)
    process.send_signal(signal.SIGINT)
    output, _ = process.communicate(timeout=120)
    assert process.returncode == 130, output
    assert "Traceback" not in output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"] is True and summary["ok"] is False and summary["ops"] > 0


class Flaky(ModelTarget):
    """Misbehaves in the first process-wide instance only: its divergence never recurs."""

    built = 0

    def __init__(self, num_blocks, policy):
        super().__init__(num_blocks, policy)
        Flaky.built += 1
        self.first = Flaky.built == 1

    def tick(self):
        if self.first and self.model.clock == 30:
            raise RuntimeError("once")
        super().tick()


def test_a_divergence_that_does_not_recur_is_kept_as_flaky(tmp_path):
    Flaky.built = 0
    register_target("blocks", "test:flaky", "diverges once")(
        lambda *, num_blocks, policy, device="cpu": Flaky(num_blocks, policy)
    )
    try:
        out = tmp_path / "run"
        code = main(
            ["run", "blocks", "--steps", "100", "--target", "test:flaky", "--out", str(out)]
        )
    finally:
        unregister_target("blocks", "test:flaky")
    assert code == 1
    summary = json.loads((out / "summary.json").read_text())
    assert summary["findings"][0]["flaky"] is True
    assert summary["findings"][0]["shrunk_signature"] is None
    recorded = json.loads((out / "repro.json").read_text())
    assert len(recorded["ops"]) == summary["ops"]  # the whole run, unshrunk
    replayed = json.loads((out / "repro-replayed.json").read_text())
    assert replayed["divergence"] is None


def test_ctrl_c_during_bugs_keeps_the_matrix_so_far(tmp_path):
    out = tmp_path / "bugs"
    process = subprocess.Popen(
        [sys.executable, "-m", "kvtwin.cli", "bugs", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not (out / "repros").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    output, _ = process.communicate(timeout=120)
    assert process.returncode == 130, output
    assert "Traceback" not in output
    matrix = json.loads((out / "bugs.json").read_text())
    assert matrix["interrupted"] is True
    assert (out / "bugs.md").exists()
