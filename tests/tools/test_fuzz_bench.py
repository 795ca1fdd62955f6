"""reports/fuzz/README.md is rendered from summary.json's own figures
(``python -m kvtwin.tools.fuzz_bench``), never typed in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kvtwin.tools import fuzz_bench


def run(backend: str, jobs: int, per_s: float, per_cpu_s: float, load: float) -> dict[str, Any]:
    start = 3.0 if backend == "local" else 9.0
    figures = {"ops_per_second": per_s, "ops_per_cpu_second": per_cpu_s, "startup_seconds": start}
    return {"backend": backend, "jobs": jobs, **figures, "load_before": load}


def small_summary() -> dict[str, Any]:
    """A hand-made summary.json: one rep of each throughput run, two variants hunted."""
    runs = {
        "local": {"1": [run("local", 1, 1000.0, 1000.0, 1.0)]}
        | {"2": [run("local", 2, 1500.0, 800.0, 2.0)]},
        "ray": {"1": [run("ray", 1, 900.0, 950.0, 3.0)], "2": [run("ray", 2, 1200.0, 700.0, 4.0)]},
    }
    throughput = {
        "conditions": {"nice": 0, "autogroup_priority": True, "load_at_start": 1.0},
        "budget": 20.0,
        "reps": 1,
        "runs": runs,
        "median_core_share": {"local": {"1": 1.0, "2": 0.9375}, "ray": {"1": 0.95, "2": 0.857}},
        "median_ops_per_second": {"local": {"1": 1000.0, "2": 1500.0}}
        | {"ray": {"1": 900.0, "2": 1200.0}},
        "speedup_2_over_1": {"local": 1.5, "ray": 1.333},
        "ray_over_local": {"1": 0.9, "2": 0.8},
    }
    found = {"scenario": "blocks", "found": True, "first_seconds": 0.25}
    found |= {"with_startup_seconds": 3.5, "signature": "release: counts.free", "load_before": 2.0}
    missed = {"scenario": "prefill", "found": False, "first_seconds": None}
    missed |= {"with_startup_seconds": None, "signature": None, "load_before": 3.0}
    return {
        "machine": {"cores": 2, "python": "3.11.7"},
        "throughput": throughput,
        "time_to_first_finding": {"bug:a": found, "bug:b": missed},
        "time_to_first_finding_conditions": {"jobs": 2, "nice": -10, "budget": 60.0},
    }


def test_the_readme_shows_the_summary_s_figures():
    summary = small_summary()
    readme = fuzz_bench.render(summary)
    local = (
        "| local pool | 1,000.0 ops/s | 1,500.0 ops/s | 1.5x | 1.00 / 0.94 | 1,000 / 800 | 3.0 |"
    )
    assert local in readme
    assert "| Ray / local | 0.9 | 0.8 |" in readme
    assert "--key throughput --budget 20.0 --reps 1 --priority`" in readme
    assert "load average 1.0-4.0 before the runs" in readme
    assert "Machine: 2 cores, CPU only, Python 3.11.7" in readme
    summary["throughput"]["median_ops_per_second"]["local"]["2"] = 1777.0
    changed = fuzz_bench.render(summary)
    assert "| local pool | 1,000.0 ops/s | 1,777.0 ops/s |" in changed
    assert "1,500.0" not in changed


def test_targets_not_met_say_so_with_the_margin():
    summary = small_summary()
    readme = fuzz_bench.render(summary)
    speedup = "| local pool, 2 jobs / 1 job | >= 1.7x | 1.5x | **not met**: 0.2 short (88% of"
    assert speedup in readme
    assert "| 0.8 | **not met**: 0.05 short (94% of the target) |" in readme
    # below 2x: the per-core rate of both jobs against one, and the core share
    assert "a core does 800 ops per CPU-second against 1,000 with one" in readme
    assert "got 0.94 of the two jobs' cores" in readme
    summary["throughput"]["speedup_2_over_1"]["local"] = 1.8
    summary["throughput"]["ray_over_local"]["2"] = 0.9
    met = fuzz_bench.render(summary)
    assert "| 1.8x | **met**: 0.1 over (106% of the target) |" in met
    assert "| 0.9 | **met**: 0.05 over (106% of the target) |" in met
    assert "not met" not in met


def test_a_starved_fuzzer_is_named_and_the_conditions_are_the_recorded_ones():
    summary = small_summary()
    assert "measure the machine's other work" not in fuzz_bench.render(summary)
    summary["throughput"]["median_core_share"]["ray"]["2"] = 0.3
    summary["throughput"]["conditions"] |= {"nice": -20, "autogroup_priority": False}
    starved = fuzz_bench.render(summary)
    assert "got only 0.3-1.0 of their cores" in starved
    assert "`nice -n -20 python -m kvtwin.tools.fuzz_bench" in starved
    assert "--reps 1`: nice -20, autogroup priority off" in starved


def test_time_to_first_finding_names_what_was_not_found():
    readme = fuzz_bench.render(small_summary())
    assert "--part ttf --ttf-budget 60.0`: nice -10" in readme
    assert "1 of 2 variants found: 0.25 s of fuzzing, 3.5 s from the command's start" in readme
    assert "(start-up 3.25 s of it); not found: `bug:b`." in readme
    assert "| `bug:a` | blocks | 0.25 | 3.5 | `release: counts.free` | 2.0 |" in readme
    assert "| `bug:b` | prefill | - | - | - | 3.0 |" in readme


def test_readme_only_renders_without_measuring(tmp_path, monkeypatch):
    summary = small_summary()
    (tmp_path / "summary.json").write_text(json.dumps(summary))

    def measured(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("--readme-only ran kvtwin fuzz")

    monkeypatch.setattr(fuzz_bench, "fuzz", measured)
    assert fuzz_bench.main(["--out", str(tmp_path), "--readme-only"]) == 0
    assert (tmp_path / "README.md").read_text() == fuzz_bench.render(summary, str(tmp_path))
    assert json.loads((tmp_path / "summary.json").read_text()) == summary  # left as it was


def test_readme_only_without_a_summary_is_a_usage_error(tmp_path):
    with pytest.raises(SystemExit) as exited:
        fuzz_bench.main(["--out", str(tmp_path), "--readme-only"])
    assert exited.value.code == 2


def test_the_committed_readme_is_the_committed_summary_rendered():
    folder = Path(__file__).resolve().parents[2] / "reports" / "fuzz"
    summary = json.loads((folder / "summary.json").read_text())
    assert (folder / "README.md").read_text() == fuzz_bench.render(summary, "reports/fuzz")
