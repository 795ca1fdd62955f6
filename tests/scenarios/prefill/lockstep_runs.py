"""Small lockstep runs of the prefill session against the impl target, shared by
test_lockstep.py and test_entry_checks.py: a cache or op broken on purpose is
passed in as ``op_class`` / ``cache_class``."""

from __future__ import annotations

from kvtwin.scenarios.prefill.ops import PrefillCall
from kvtwin.scenarios.prefill.probes import CpuProbe
from kvtwin.scenarios.prefill.shapes import ShapeConfig, seeded_shapes
from kvtwin.scenarios.prefill.targets.base import ImplPrefillTarget
from kvtwin.scenarios.prefill.testing import run_calls

SMALL = ShapeConfig(
    min_tokens=4,
    max_tokens=96,
    bucket=4,
    median_tokens=24,
    heads=2,
    head_k=8,
    head_v=8,
    misuse_rate=0.0,  # the broken caches of the tests are caught at known calls
    edge_rate=0.0,
    domain_rate=0.0,  # the pattern alone: no variant changes a call's shape or the cache
)
CHUNK = 16


def run(
    *,
    spec: str = "cyclic:6",
    passes: int = 2,
    capacity: int = 4,
    op_class: type | None = None,
    cache_class: type | None = None,
    probe: CpuProbe | None = None,
    calls: list[PrefillCall] | None = None,
):
    probe = probe or CpuProbe()
    target = ImplPrefillTarget(
        capacity,
        allocate=probe.allocate,
        chunk_size=CHUNK,
        op_class=op_class,
        cache_class=cache_class,
    )
    if calls is None:
        calls = list(seeded_shapes(spec, seed=0, passes=passes, config=SMALL))
    return run_calls(target, probe, calls, SMALL)
