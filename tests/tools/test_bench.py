"""The bench's floor of a lockstep (``time_target_share``) reads back what the
checker reads, op for op, so the floor is a true lower bound of the loop; and
reports/bench/README.md is rendered from summary.json's own figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import pytest

from kvtwin.scenarios.blocks.targets.impl import ImplBlockTarget
from kvtwin.scenarios.blocks.timed import concrete_ops, record_trace
from kvtwin.tools import bench, bench_report


class Spy(ImplBlockTarget):
    reads: ClassVar[list[tuple[str, list[int]]]] = []

    def block_fields(self, ids):  # type: ignore[no-untyped-def]
        if not isinstance(ids, range):  # an audit's whole pool: the floor leaves audits out
            Spy.reads.append(("fields", list(ids)))
        return super().block_fields(ids)

    def lookup(self, hashes):  # type: ignore[no-untyped-def]
        Spy.reads.append(("lookup", list(hashes)))
        return super().lookup(hashes)


def spied(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def make_target(scenario, name, *, num_blocks, policy, device):  # type: ignore[no-untyped-def]
        return Spy(num_blocks, policy, device=device)

    monkeypatch.setattr(bench, "make_target", make_target)


def test_the_floor_reads_what_the_checker_reads(monkeypatch):
    for policy in ("lru", "ref_zero"):
        ops = concrete_ops(record_trace(48, policy, steps=120, seed=3))
        spied(monkeypatch)
        Spy.reads = []
        bench.time_lockstep(ops, 48, policy)
        checker_reads = Spy.reads
        Spy.reads = []
        assert bench.time_target_share(ops, 48, policy) > 0
        assert Spy.reads == checker_reads
        assert sum(kind == "lookup" for kind, _ in checker_reads) > 10


# ------------------------------------------------------------ the README
def small_summary() -> dict[str, Any]:
    """A hand-made summary.json: one pool measured, the peers skipped."""
    run = {"pool_size": 100_000, "command": "kvtwin run blocks --steps 5000 --pool-size 100000"}
    run |= {"wall_s": 3.0, "cpu_s": 3.1, "max_rss_kib": 1000, "ops": 24_000, "runner_s": 1.2}
    longer = {"command": "kvtwin run blocks --steps 10000 --pool-size 100000"}
    row = {"pool_size": 100_000, "ops": 1000, "audit_every": 50_000, "impl_us_per_op": 10.0}
    row |= {"model_us_per_op": 5.0, "lockstep_us_per_op": 20.0, "lockstep_over_impl": 2.0}
    row |= {"target_share_us_per_op": 13.0, "target_share_over_impl": 1.3}
    return {
        "machine": "4 cores, 1 torch thread(s), CPU",
        "load_average": {"before": [0.5, 0.4, 0.3], "after": [0.61, 0.5, 0.4]},
        "cli_ops_per_s": {"100000": 8000},
        "cli_ops_per_cpu_s": {"100000": 7900},
        "cli_runner_ops_per_s": {"100000": 20_000},
        "cli_marginal_ops_per_s": {"100000": 15_000},
        "cli_cost_ratio_1m_1k": 1.2,
        "cli_cpu_cost_ratio_1m_1k": 1.19,
        "cli_marginal_cost_ratio_1m_1k": 1.05,
        "cli_marginal_cpu_cost_ratio_1m_1k": 1.04,
        "lockstep_over_impl": 2.0,
        "lockstep_floor_over_impl": 1.3,
        "impl_over_megatron": None,
        "cli": {
            "runs": [{**run, "repeats": 3}],
            "marginal": {"100000": {"longer_run": longer}},
            "startup": {"wall_s": 1.5},
        },
        "throughput": [row],
        "megatron": {"skipped": "no megatron-core venv"},
        "time_to_finding": [
            {"variant": "bug:x", "seeds": 4, "median_seconds": 0.25, "max_seconds": 0.75}
            | {"repro_ops": [3, 5, 4, 3]}
        ],
    }


def figure_row(readme: str, name: str) -> str:
    return next(line for line in readme.splitlines() if line.startswith(f"| `{name}` |"))


def test_the_readme_shows_the_summary_s_figures():
    summary = small_summary()
    readme = bench_report.render(summary)
    row = figure_row(readme, "cli_ops_per_s")
    assert "100k: 8,000" in row
    assert "**not met**: 2,000 short (80% of the target)" in row
    assert "0.50 / 0.40 / 0.30 at the start, 0.61 / 0.50 / 0.40 at the end" in readme
    assert "best of 3 by wall time" in readme
    assert "| `bug:x` | 4 | 0.25 | 0.75 | 3-5 |" in readme
    assert "Not timed: no megatron-core venv." in readme
    summary["cli_ops_per_s"]["100000"] = 8123
    changed = bench_report.render(summary)
    assert "100k: 8,123" in figure_row(changed, "cli_ops_per_s")
    assert "**not met**: 1,877 short (81% of the target)" in changed
    assert "8,000" not in changed


def test_a_target_met_says_met_and_by_how_much():
    summary = small_summary()
    readme = bench_report.render(summary)
    assert "**met**: 0.3 under" in figure_row(readme, "cli_cost_ratio_1m_1k")
    assert "not measured" in figure_row(readme, "impl_over_megatron")
    summary["cli_ops_per_s"]["100000"] = 12_000
    summary["lockstep_over_impl"] = summary["throughput"][0]["lockstep_over_impl"] = 1.4
    met = bench_report.render(summary)
    assert "**met**: 2,000 over (120% of the target)" in figure_row(met, "cli_ops_per_s")
    assert "**met**: 0.1 under" in figure_row(met, "lockstep_over_impl")
    assert "Why the targets not met" not in met


def test_why_the_whole_command_misses_is_computed_from_the_summary():
    summary = small_summary()
    why = bench_report.render(summary).split("## Why the targets not met are not met")[1]
    # 24,000 ops at 10,000 ops/s: 2.40 s; start-up 1.5 s leaves 0.90 s for 1.50 s of the rest
    assert "needs its 24,000 ops to end within 2.40 s; it took 3.0 s" in why
    assert "would have to fit in 0.90 s; they take 1.50 s (the loop 1.2 s, the rest 0.30 s)" in why
    # the loop over 4 cores: 0.30 s, leaving 2.40 - 1.5 - 0.30 s
    assert "over the 4 cores (0.30 s) would leave 0.60 s for the 0.30 s" in why
    assert "(`cli_marginal_ops_per_s`, 15,000) is over the target" in why
    summary["cli"]["startup"]["wall_s"] = 2.5
    assert "Start-up alone takes 2.5 s, more than the whole budget." in bench_report.render(summary)


def test_why_the_lockstep_misses_is_computed_from_the_summary():
    summary = small_summary()
    readme = bench_report.render(summary)
    assert "**not met**: 0.5 over (1.33x the target)" in figure_row(readme, "lockstep_over_impl")
    # serially: the floor 13 us and the model 5 us, over the impl's 10 us
    assert "make 18.0 us, 1.80x the impl" in readme
    # in parallel: (1.5 - 1.3) x 10 us left for everything else
    assert "which leaves 2.0 us an op at 100k" in readme
    summary["throughput"][0]["target_share_over_impl"] = 1.6
    over = bench_report.render(summary)
    assert "1.6x at 100k: over the target already" in over
    assert "which leaves" not in over


def test_readme_only_renders_without_measuring(tmp_path, monkeypatch):
    summary = small_summary()
    (tmp_path / "summary.json").write_text(json.dumps(summary))
    soak = [{"scenario": "prefill", "count": 200, "seconds": 9.5, "flat": False}]
    soak[0] |= {"peak_kib_after_warmup": 1000, "peak_kib_at_end": 1100}
    (tmp_path / "soak.json").write_text(json.dumps(soak))

    def measured(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("--readme-only measured")

    monkeypatch.setattr(bench, "throughput", measured)
    monkeypatch.setattr(bench.bench_cli, "cli_timing", measured)
    assert bench.main(["--out", str(tmp_path), "--readme-only"]) == 0
    readme = (tmp_path / "README.md").read_text()
    assert readme == bench_report.render(summary, soak, benchmarks=False)
    assert "200 calls in 9.5 s" in readme
    assert "1,000 KiB after warm-up, 1,100 KiB at the end (+10.0%). **Growing**" in readme
    assert "No `benchmarks.json` here" in readme


def test_readme_only_without_a_summary_is_a_usage_error(tmp_path):
    with pytest.raises(SystemExit) as exited:
        bench.main(["--out", str(tmp_path), "--readme-only"])
    assert exited.value.code == 2
    assert not (tmp_path / "README.md").exists()


def test_the_committed_readme_is_the_committed_summary_rendered():
    folder = Path(__file__).resolve().parents[2] / "reports" / "bench"
    summary = json.loads((folder / "summary.json").read_text())
    soak = json.loads((folder / "soak.json").read_text())
    expected = bench_report.render(summary, soak, (folder / "benchmarks.json").exists())
    assert (folder / "README.md").read_text() == expected
