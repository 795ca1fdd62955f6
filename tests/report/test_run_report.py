"""Run reports (plot, snapshot, report.md next to summary.json) and ``kvtwin report``
(each known-bug variant beside the correct implementation, past the first divergence)."""

from __future__ import annotations

import dataclasses
import functools
import json
import pickle
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import torch
from torch.utils.dlpack import to_dlpack

from impl.scratch import ScratchCache
from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign
from kvtwin.core.errors import TargetUnavailable, UnknownTarget
from kvtwin.core.registry import get_scenario, make_target, register_target, unregister_target
from kvtwin.core.summary import RunSummary
from kvtwin.report.plots import MAX_PNG_BYTES
from kvtwin.report.reporting import reporting_of
from kvtwin.report.run_report import write_run_report
from kvtwin.report.snapshot import SNAPSHOT_NAME, live_allocations
from kvtwin.scenarios.blocks import stories as block_stories
from kvtwin.scenarios.prefill import stories as prefill_stories
from kvtwin.scenarios.prefill.campaigns import shape_campaign
from kvtwin.scenarios.prefill.shapes import ShapeConfig
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget

SMALL = ShapeConfig(
    min_tokens=4, max_tokens=96, bucket=4, median_tokens=24, heads=2, head_k=8, head_v=8
)
CHUNK = 16
PREFILL = "prefill"


class _StashingCache(ScratchCache):
    """Stand-in for TensorRT-LLM's leak where ``bug:scratch-id-wrapper-leak`` is not
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
    """TensorRT-LLM's scratch-leak variant, or a stand-in registered for the test."""
    name = prefill_stories.SCRATCH_LEAK_VARIANT
    try:
        make_target(PREFILL, name, capacity=1, device="cpu", allocate=None, chunk_size=CHUNK)
    except (UnknownTarget, TargetUnavailable):
        name = "test-scratch-leak"

        @register_target(PREFILL, name, "test stand-in for the scratch leak")
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
        unregister_target(PREFILL, name)
        _StashingCache.kept.clear()
        return
    yield name


def read_own_snapshot(path: Path) -> dict[str, Any]:
    """kvtwin never loads a pickle; a test may unpickle the file its own run wrote."""
    return pickle.loads(path.read_bytes())


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
    snapshot = read_own_snapshot(tmp_path / SNAPSHOT_NAME)
    assert snapshot["segments"][0]["total_size"] == 32
    assert SNAPSHOT_NAME in report


def test_run_blocks_agreement_report(tmp_path: Path, capsys) -> None:
    argv = ["run", "blocks", "--steps", "200", "--pool-size", "40", "--out", str(tmp_path)]
    assert main(argv) == 0
    report = (tmp_path / "report.md").read_text()
    assert report.startswith("# kvtwin run blocks: target `impl`, ok")
    assert "First divergence" not in report and "agreed with the reference model" in report
    assert png_ok(tmp_path / "blocks.png")
    live = live_allocations(read_own_snapshot(tmp_path / SNAPSHOT_NAME))
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["ok"] and len(live) <= 39
    assert "report.md" in capsys.readouterr().out


# ------------------------------------------------------------------- prefill runs
def prefill_run(target_name: str, out: Path, **extra) -> tuple[dict, list[Path]]:
    """What ``kvtwin run prefill`` does, through the engine's campaign runner directly."""
    scenario = get_scenario(PREFILL)
    campaign = shape_campaign(
        scenario,
        target_name,
        shapes="cyclic:5",
        seed=0,
        passes=2,
        capacity=3,
        chunk_size=CHUNK,
        config=SMALL,
    )
    result = run_campaign(campaign)
    summary = RunSummary(
        PREFILL,
        target_name,
        0,
        result.ticks,
        result.count,
        result.seconds,
        result.divergence,
        extra={"shapes": "cyclic:5", "capacity": 3, "device": "cpu", **extra},
    ).to_json()
    written = write_run_report(scenario, out, summary, result.recording)
    return summary, written


def test_prefill_run_report_of_the_scratch_leak(tmp_path: Path, scratch_leak: str) -> None:
    repro = tmp_path / "repro.json"
    repro.write_text(json.dumps({"scenario": "prefill", "ops": [{"total": 40}] * 30}, indent=1))
    summary, written = prefill_run(
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
    live = live_allocations(read_own_snapshot(tmp_path / SNAPSHOT_NAME))
    assert summary["divergence"]["field"] == "live_bytes"
    assert sum(live.values()) == summary["divergence"]["actual"]
    assert sum(live.values()) > summary["divergence"]["expected"]


def test_prefill_run_report_agreement_and_without_a_recording(tmp_path: Path) -> None:
    summary, written = prefill_run("impl", tmp_path / "a")
    assert summary["ok"] and len(written) == 3
    report = (tmp_path / "a" / "report.md").read_text()
    assert "![prefill run on impl](prefill.png)" in report and "Reproduction" not in report
    # The plot is drawn from the run's recording only (summary.json no longer carries
    # per-call points to fall back to): without one, report.md alone, no plot, no snapshot.
    written = write_run_report(get_scenario(PREFILL), tmp_path / "b", summary, None)
    assert [p.name for p in written] == ["report.md"]
    assert not (tmp_path / "b" / "prefill.png").exists()
    assert "prefill run on impl" not in (tmp_path / "b" / "report.md").read_text()


# ------------------------------------------------------------------ kvtwin report
def test_scenarios_keep_running_past_the_first_divergence(
    tmp_path: Path, scratch_leak: str
) -> None:
    leak = prefill_stories.scratch_leak(
        0,
        tmp_path,
        variant=scratch_leak,
        passes=3,
        capacity=3,
        shapes="cyclic:5",
        config=SMALL,
        chunk_size=CHUNK,
    )  # an unavailable variant raises TargetUnavailable: kvtwin report skips it
    numbers = leak["numbers"]
    assert png_ok(tmp_path / "scratch-leak.png")
    assert numbers["correct_max_abs_error_bytes"] == 0 and numbers["correct_lockstep_stop"] is None
    assert numbers["variant_final_entries"] == 3  # the cache looks right...
    assert numbers["variant_final_bytes"] > 2 * numbers["model_final_bytes"]  # ...the bytes climb
    assert numbers["lockstep_stop"]["call"] < numbers["calls"] - 1

    release = block_stories.release_leak(0, tmp_path, pool_size=96, steps=150)
    numbers = release["numbers"]
    assert numbers["model_max_leaked"] == numbers["correct_max_leaked"] == 0
    assert numbers["variant_max_leaked"] > 20
    assert numbers["lockstep_stop"]["step"] < 20 < numbers["steps"]

    orphans = block_stories.parent_first(0, tmp_path, pool_size=48, steps=250)
    numbers = orphans["numbers"]
    assert numbers["model_orphaned"] == numbers["correct_orphaned"] == 0
    assert numbers["variant_orphaned"] > 5
    assert numbers["lockstep_stop"] is not None
    for outcome in (leak, release, orphans):
        assert png_ok(tmp_path / Path(outcome["png"]).name)


def small_stories(monkeypatch, scenario: str, **options: dict[str, Any]) -> None:
    """Only the named stories of ``scenario``, each drawn with ``options`` (smaller)."""
    known = {story.name: story for story in reporting_of(scenario).stories()}
    kept = [
        dataclasses.replace(known[name], draw=functools.partial(known[name].draw, **kwargs))
        for name, kwargs in options.items()
    ]
    monkeypatch.setattr(type(reporting_of(scenario)), "stories", lambda self: kept)


def test_report_command_writes_report_md(tmp_path: Path, monkeypatch, capsys) -> None:
    # kvtwin report draws every registered scenario's stories: keep two, smaller, one of
    # them on a variant that is not registered (drawn as "not available", not a crash)
    small_stories(monkeypatch, "blocks", **{"release-leak": {"pool_size": 64, "steps": 60}})
    small_stories(monkeypatch, PREFILL, **{"scratch-leak": {"variant": "bug:no-such-variant"}})

    def fake_bug_matrix(out: Path, only: set[str] | None = None) -> tuple:
        (out / "bugs.md").write_text(
            "# Known-bug detection matrix\n\nprose\n\n| variant | detected |\n| --- | --- |\n"
            "| `bug:x` | yes |\n\n## Correct implementations\n\n| scenario | ok |\n"
        )
        return [SimpleNamespace(detected=True)], {}, {"clean": {"ok": True}}

    monkeypatch.setattr("kvtwin.report.gallery.bug_matrix", fake_bug_matrix)
    assert main(["report", "--out", str(tmp_path)]) == 0
    report = (tmp_path / "report.md").read_text()
    assert report.startswith("# kvtwin report\n")
    assert "## Scratch leak" in report
    not_drawn = [line for line in report.splitlines() if line.startswith("Not drawn: the variant")]
    assert len(not_drawn) == 1 and "bug:no-such-variant" in not_drawn[0]
    assert "![bug:release-dup-index beside impl](release-leak.png)" in report
    assert "| `bug:x` | yes |" in report and "### Correct implementations" in report
    assert "[bugs.md](bugs.md)" in report
    data = json.loads((tmp_path / "report.json").read_text())
    # in the registry's order of scenarios: blocks, then prefill
    assert [s["slug"] for s in data["scenarios"]] == ["release-leak", "scratch-leak"]
    assert data["bugs"] == {"exit": 0, "file": "bugs.md"}
    for image in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", report):
        assert png_ok(tmp_path / image)
    assert "skipped" in capsys.readouterr().out

    assert main(["report", "--out", str(tmp_path / "nobugs"), "--no-bugs"]) == 0
    assert "--no-bugs" in (tmp_path / "nobugs" / "report.md").read_text()
