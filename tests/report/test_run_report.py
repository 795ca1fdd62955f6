"""Run reports (plot, snapshot, report.md next to summary.json) and ``kvtwin report``
(each known-bug variant beside the correct implementation, past the first divergence)."""

from __future__ import annotations

import argparse
import functools
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import torch
from torch.utils.dlpack import to_dlpack

from impl.scratch import ScratchCache
from kvtwin.cli import main
from kvtwin.commands import report as report_command
from kvtwin.memory_snapshot import SNAPSHOT_NAME, live_allocations, load_snapshot
from kvtwin.plots import MAX_PNG_BYTES
from kvtwin.prefill_lockstep import run_prefill_calls
from kvtwin.probes import CpuProbe
from kvtwin.run_report import write_run_report
from kvtwin.summary import RunSummary
from kvtwin.targets.base import TargetUnavailable, UnknownTarget
from kvtwin.targets.prefill import (
    PREFILL_TARGETS,
    ImplPrefillTarget,
    make_prefill_target,
    register_prefill_target,
)
from kvtwin.workloads.shapes import ShapeConfig, seeded_shapes

SMALL = ShapeConfig(
    min_tokens=4, max_tokens=96, bucket=4, median_tokens=24, heads=2, head_k=8, head_v=8
)
CHUNK = 16


class _StashingCache(ScratchCache):
    """Stand-in for the seed's leak where ``bug:scratch-id-wrapper-leak`` is not
    registered: a DLPack capsule of every buffer kept in a module-level dict."""

    kept: dict[int, object] = {}  # noqa: RUF012 (the leak is the point)

    def __init__(self, capacity: int = 8, allocate=None) -> None:
        inner = allocate

        def allocate_and_stash(shape, dtype, device):
            buf = inner(shape, dtype, device) if inner else torch.empty(shape, dtype=dtype)
            _StashingCache.kept[id(buf)] = to_dlpack(buf)
            return buf

        super().__init__(capacity, allocate_and_stash)


@pytest.fixture
def scratch_leak() -> Iterator[str]:
    """The seed's scratch-leak variant, or a stand-in registered for the test."""
    name = report_command.SCRATCH_LEAK_VARIANT
    try:
        make_prefill_target(name, capacity=1)
    except (UnknownTarget, TargetUnavailable):
        name = "test-scratch-leak"

        @register_prefill_target(name, "test stand-in for the scratch leak")
        def _factory(*, capacity, device, allocate, chunk_size):
            return ImplPrefillTarget(
                capacity,
                device,
                allocate=allocate,
                chunk_size=chunk_size,
                name=name,
                cache_class=_StashingCache,
            )

        yield name
        PREFILL_TARGETS.pop(name, None)
        _StashingCache.kept.clear()
        return
    yield name


def png_ok(path: Path) -> bool:
    return path.read_bytes()[:4] == b"\x89PNG" and path.stat().st_size < MAX_PNG_BYTES


# ------------------------------------------------------------- kvtwin run blocks
def test_run_blocks_divergence_writes_plot_snapshot_and_report(tmp_path: Path) -> None:
    argv = ["run", "blocks", "--target", "bug:release-dup-index", "--pool-size", "32"]
    assert main([*argv, "--steps", "300", "--out", str(tmp_path)]) == 1
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert png_ok(tmp_path / "blocks.png")
    report = (tmp_path / "report.md").read_text()
    assert "![blocks run on bug:release-dup-index](blocks.png)" in report
    assert "## First divergence" in report and summary["divergence"]["field"] in report
    # the reproduction: its path (relative to report.md) and its first lines
    assert "[`repro.json`](repro.json)" in report and "[`test_repro.py`](test_repro.py)" in report
    head = (tmp_path / "repro.json").read_text().splitlines()[:5]
    assert "\n".join(head) in report
    assert f"| target | {summary['target']} |" in report
    snapshot = load_snapshot(tmp_path / SNAPSHOT_NAME)
    assert snapshot["segments"][0]["total_size"] == 32
    assert SNAPSHOT_NAME in report


def test_run_blocks_agreement_report(tmp_path: Path, capsys) -> None:
    argv = ["run", "blocks", "--steps", "200", "--pool-size", "40", "--out", str(tmp_path)]
    assert main(argv) == 0
    report = (tmp_path / "report.md").read_text()
    assert report.startswith("# kvtwin run blocks: target `impl`, ok")
    assert "First divergence" not in report and "agreed with the reference model" in report
    assert png_ok(tmp_path / "blocks.png")
    live = live_allocations(load_snapshot(tmp_path / SNAPSHOT_NAME))
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["ok"] and len(live) <= 39
    assert "report.md" in capsys.readouterr().out


# ------------------------------------------------------------------- prefill runs
def prefill_run(target_name: str, out: Path, **extra) -> tuple[dict, list[Path], CpuProbe]:
    """What scenarios/prefill.py does, through the lockstep runner directly."""
    probe = CpuProbe()
    target = make_prefill_target(target_name, capacity=3, allocate=probe.allocate, chunk_size=CHUNK)
    calls = list(seeded_shapes("cyclic:5", seed=0, passes=2, config=SMALL))
    result = run_prefill_calls(target, probe, calls, SMALL)
    summary = RunSummary(
        "prefill",
        target_name,
        0,
        len(result.calls),
        len(result.calls),
        result.seconds,
        result.divergence,
        extra={"shapes": "cyclic:5", "capacity": 3, "device": "cpu", **extra},
    ).to_json()
    written = write_run_report(
        out, summary, prefill_timeline=result.timeline, probe_events=probe.events
    )
    return summary, written, probe


def test_prefill_run_report_of_the_scratch_leak(tmp_path: Path, scratch_leak: str) -> None:
    repro = tmp_path / "repro.json"
    repro.write_text(json.dumps({"scenario": "prefill", "ops": [{"total": 40}] * 30}, indent=1))
    summary, written, _ = prefill_run(
        scratch_leak, tmp_path, repro=str(repro), repro_ops=30, test=str(tmp_path / "test_repro.py")
    )
    assert summary["divergence"] is not None
    assert [p.name for p in written] == ["prefill.png", SNAPSHOT_NAME, "report.md"]
    assert png_ok(tmp_path / "prefill.png")
    report = (tmp_path / "report.md").read_text()
    assert f"At call {summary['divergence']['step']} (" in report
    assert "(30 calls, shrunk): [`repro.json`](repro.json)" in report
    assert "Its first 20 lines:" in report and report.count('  {\n   "total": 40\n  },') >= 3
    assert "\n...\n```" in report  # elided past the first lines
    # the snapshot ends with what the probe measured at the divergence: the leak
    live = live_allocations(load_snapshot(tmp_path / SNAPSHOT_NAME))
    assert summary["divergence"]["field"] == "live_bytes"
    assert sum(live.values()) == summary["divergence"]["actual"]
    assert sum(live.values()) > summary["divergence"]["expected"]


def test_prefill_run_report_agreement_and_fallback_to_summary_calls(tmp_path: Path) -> None:
    summary, written, _ = prefill_run("impl", tmp_path / "a")
    assert summary["ok"] and len(written) == 3
    report = (tmp_path / "a" / "report.md").read_text()
    assert "![prefill run on impl](prefill.png)" in report and "Reproduction" not in report
    calls = [
        {
            "call": 0,
            "key": "T=8",
            "hit": False,
            "predicted_bytes": 10,
            "measured_bytes": 10,
            "entries": 1,
        }
    ]
    written = write_run_report(tmp_path / "b", {**summary, "calls": calls})
    assert [p.name for p in written] == ["prefill.png", "report.md"]  # no events: no snapshot
    assert png_ok(tmp_path / "b" / "prefill.png")


# ------------------------------------------------------------------ kvtwin report
def test_scenarios_keep_running_past_the_first_divergence(
    tmp_path: Path, scratch_leak: str
) -> None:
    leak = report_command.scratch_leak(
        tmp_path,
        variant=scratch_leak,
        passes=3,
        capacity=3,
        shapes="cyclic:5",
        config=SMALL,
        chunk_size=CHUNK,
    )
    numbers = leak.numbers
    assert leak.skipped is None and png_ok(tmp_path / "scratch-leak.png")
    assert numbers["correct_max_abs_error_bytes"] == 0 and numbers["correct_lockstep_stop"] is None
    assert numbers["variant_final_entries"] == 3  # the cache looks right...
    assert numbers["variant_final_bytes"] > 2 * numbers["model_final_bytes"]  # ...the bytes climb
    assert numbers["lockstep_stop"]["call"] < numbers["calls"] - 1

    release = report_command.release_leak(tmp_path, pool_size=96, steps=150)
    numbers = release.numbers
    assert numbers["model_max_leaked"] == numbers["correct_max_leaked"] == 0
    assert numbers["variant_max_leaked"] > 20
    assert numbers["lockstep_stop"]["step"] < 20 < numbers["steps"]

    orphans = report_command.parent_first(tmp_path, pool_size=48, steps=250)
    numbers = orphans.numbers
    assert numbers["model_orphaned"] == numbers["correct_orphaned"] == 0
    assert numbers["variant_orphaned"] > 5
    assert numbers["lockstep_stop"] is not None
    for outcome in (leak, release, orphans):
        assert png_ok(tmp_path / str(outcome.png))


def test_report_command_writes_report_md(tmp_path: Path, monkeypatch, capsys) -> None:
    small = (
        functools.partial(report_command.scratch_leak, variant="bug:no-such-variant"),
        functools.partial(report_command.release_leak, pool_size=64, steps=60),
    )
    monkeypatch.setattr(report_command, "SCENARIOS", small)

    def fake_bugs(args: argparse.Namespace) -> int:
        (args.out / "bugs.md").write_text(
            "# Known-bug detection matrix\n\nprose\n\n| variant | detected |\n| --- | --- |\n"
            "| `bug:x` | yes |\n\n## Correct implementations\n\n| scenario | ok |\n"
        )
        return 0

    monkeypatch.setattr("kvtwin.commands.bugs.run", fake_bugs)
    assert main(["report", "--out", str(tmp_path)]) == 0
    report = (tmp_path / "report.md").read_text()
    assert report.startswith("# kvtwin report\n")
    assert "## Scratch leak" in report and "Not drawn: the variant `bug:no-such-variant`" in report
    assert "![bug:release-dup-index beside impl](release-leak.png)" in report
    assert "| `bug:x` | yes |" in report and "### Correct implementations" in report
    assert "[bugs.md](bugs.md)" in report
    data = json.loads((tmp_path / "report.json").read_text())
    assert [s["slug"] for s in data["scenarios"]] == ["scratch-leak", "release-leak"]
    assert data["bugs"] == {"exit": 0, "file": "bugs.md"}
    for image in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", report):
        assert png_ok(tmp_path / image)
    assert "skipped" in capsys.readouterr().out

    assert main(["report", "--out", str(tmp_path / "nobugs"), "--no-bugs"]) == 0
    assert "--no-bugs" in (tmp_path / "nobugs" / "report.md").read_text()
