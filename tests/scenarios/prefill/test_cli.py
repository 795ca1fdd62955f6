"""``kvtwin run prefill``: exit codes, summary.json, the run's plot, snapshot and
report, and the shrunk reproduction of a divergence."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
import torch

from kvtwin.cli import main
from kvtwin.core.registry import register_target, unregister_target
from kvtwin.report.snapshot import SNAPSHOT_NAME
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget
from tests.scenarios.prefill.test_session import LeakyCache


def exit_code(argv: Sequence[str]) -> int:
    """``main``'s exit status, whether a bad option is argparse's or the campaign's."""
    try:
        return main(list(argv))
    except SystemExit as exit_:
        return int(exit_.code or 0)


def test_scenario_writes_the_summary(tmp_path: Path) -> None:
    out = tmp_path / "run"
    code = main(["run", "prefill", "--shapes", "cyclic:10", "--capacity", "8", "--passes", "2",
                 "--max-tokens", "256", "--out", str(out)])  # fmt: skip
    assert code == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["scenario"] == "prefill" and summary["ok"] is True
    coverage = summary["coverage"]
    assert summary["steps"] == summary["ops"] == coverage["calls"]
    assert summary["ops"] == 20 + sum(coverage["misuse"].values())
    # a call's variant may clear the cache before it (the entries go without an
    # eviction) or repeat the call (a hit); every other call of the cycle misses
    between = coverage["domain"]["between_calls"]
    repeats, clears = between["repeat"], between["clear"]
    assert coverage["misses"] == 20 and coverage["hits"] == repeats
    assert coverage["evictions"] == 12 if not clears else coverage["evictions"] < 12
    assert coverage["errors"] == {"bad_prefill_input": sum(coverage["misuse"].values())}
    # every shape of the cycle appears (and those a variant makes: T=1, other dims),
    # each missed at most twice, and the shapes' counts add up to the run's
    shapes = coverage["shapes"].values()
    assert len(coverage["shapes"]) >= 10 and all(s["misses"] <= 2 for s in shapes)
    assert sum(s["misses"] for s in shapes) == 20
    assert sum(s["evictions"] for s in shapes) == coverage["evictions"]
    assert [n for n in coverage["never"] if "=" not in n] == ([] if repeats else ["hits"])
    assert summary["shapes"] == "cyclic:10" and summary["capacity"] == 8
    assert summary["dims"] == {"heads": 2, "head_k": 32, "head_v": 32}
    assert summary["probe"]["kind"] == "cpu" and summary["threads"] == 1
    # the per-call timeline is drawn, not stored in summary.json
    assert "calls" not in summary
    assert (out / "prefill.png").read_bytes()[:4] == b"\x89PNG"
    report = (out / "report.md").read_text()
    assert "![prefill run on impl](prefill.png)" in report and SNAPSHOT_NAME in report
    assert f"{summary['ops']} prefill calls of the shape pattern `cyclic:10`" in report


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--shapes", "zigzag"], "unknown shape pattern 'zigzag'"),
        (["--shapes", "cyclic:99", "--max-tokens", "64"], "only 4"),
        (["--capacity", "0"], "--capacity"),
        (["--capacity", "5000"], "--capacity"),
        (["--passes", "0"], "--passes"),
        (["--chunk-size", "70000"], "--chunk-size"),
        (["--max-tokens", "0"], "--max-tokens"),
        (["--threads", "0"], "--threads"),
        (["--threads", "100000"], "--threads"),
        (["--device", "tpu"], "--device"),
    ],
)
def test_scenario_bad_usage_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert exit_code(["run", "prefill", *argv, "--out", str(tmp_path)]) == 2
    assert message in capsys.readouterr().err
    assert not (tmp_path / "summary.json").exists()


def test_unknown_target_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "prefill", "--target", "nope", "--out", str(tmp_path)]) == 2
    assert "unknown prefill target" in capsys.readouterr().err


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the message where CUDA is absent")
def test_scenario_cuda_absent_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "prefill", "--device", "cuda", "--out", str(tmp_path)]) == 2
    assert "CUDA" in capsys.readouterr().err


def test_scenario_reports_a_divergence_with_exit_1(tmp_path: Path) -> None:
    @register_target("prefill", "test:leaky", "leaks evicted entries")
    def _leaky(*, capacity, device, allocate, chunk_size):
        return ImplPrefillTarget(
            capacity, device, allocate=allocate, chunk_size=chunk_size, cache_class=LeakyCache
        )

    try:
        code = main(["run", "prefill", "--target", "test:leaky", "--shapes", "cyclic:12",
                     "--passes", "1", "--max-tokens", "256", "--out", str(tmp_path)])  # fmt: skip
    finally:
        unregister_target("prefill", "test:leaky")
        LeakyCache.graveyard.clear()
    assert code == 1
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["ok"] is False
    assert summary["divergence"]["field"] == "live_bytes"
    # the first eviction: the ninth call to reach the cache
    assert "misuse" not in summary["divergence"]["op"] and summary["divergence"]["step"] >= 8


def test_run_prefill_writes_the_shrunk_reproduction(tmp_path: Path) -> None:
    code = main(["run", "prefill", "--target", "bug:scratch-id-wrapper-leak", "--capacity", "4",
                 "--shapes", "cyclic:12", "--passes", "1", "--max-tokens", "256",
                 "--out", str(tmp_path)])  # fmt: skip
    assert code == 1
    summary = json.loads((tmp_path / "summary.json").read_text())
    # the leak shows as the first evicted (or cleared) entry whose storages stay alive
    assert summary["ok"] is False
    assert summary["divergence"]["field"] in ("live_bytes", "evicted storages")
    assert summary["repro"] == str(tmp_path / "repro.json")
    assert summary["repro_ops"] <= 4 + 2
    assert (tmp_path / "test_repro.py").exists()
    assert main(["replay", summary["repro"]]) == 1
    assert main(["replay", summary["repro"], "--target", "impl"]) == 0
    report = (tmp_path / "report.md").read_text()
    assert f"At call {summary['divergence']['step']} (" in report
    assert f"({summary['repro_ops']} calls, shrunk): [`repro.json`](repro.json)" in report


def test_the_default_run_hits_misses_and_evicts(tmp_path: Path) -> None:
    assert main(["run", "prefill", "--passes", "2", "--out", str(tmp_path)]) == 0
    coverage = json.loads((tmp_path / "summary.json").read_text())["coverage"]
    assert coverage["hits"] and coverage["misses"] and coverage["evictions"]
    assert coverage["misuse"] and coverage["initial_state_calls"]
    # every verb and outcome; of the input domain, a run this short leaves classes at
    # zero, and says which (the default run's length draws them all: test_domain.py)
    assert [n for n in coverage["never"] if "=" not in n] == []
    assert all(n.partition("=")[0] in coverage["domain"] | coverage["domain_misuse"]
               for n in coverage["never"])  # fmt: skip


def test_budget_runs_passes_until_the_time_is_spent(tmp_path: Path) -> None:
    code = main(["run", "prefill", "--shapes", "hot:2", "--budget", "1", "--max-tokens", "64",
                 "--out", str(tmp_path)])  # fmt: skip
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["budget_seconds"] == 1.0 and summary["ops"] > 2 * 5  # past the default passes
    assert main(["run", "prefill", "--budget", "0", "--out", str(tmp_path / "b")]) == 2


def test_run_prefill_without_divergence_has_no_reproduction(tmp_path: Path) -> None:
    code = main(["run", "prefill", "--shapes", "hot:3", "--passes", "2", "--max-tokens", "128",
                 "--out", str(tmp_path)])  # fmt: skip
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["repro"] is None and summary["repro_ops"] is None
    assert not (tmp_path / "repro.json").exists()


@pytest.mark.cuda
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_impl_agrees_on_cuda(tmp_path: Path) -> None:
    code = main(["run", "prefill", "--device", "cuda", "--shapes", "mixed", "--passes", "2",
                 "--out", str(tmp_path)])  # fmt: skip
    assert code == 0
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["ok"] and summary["probe"]["kind"] == "cuda"
    assert summary["coverage"]["misses"] > 0
