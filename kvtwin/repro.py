"""Reproductions: a shrunk trace file plus a standalone pytest file that replays it."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from kvtwin.divergence import Divergence
from kvtwin.trace import Trace, TraceError

TEST_TEMPLATE = '''"""Reproduction written by kvtwin: {headline}

{divergence}

Run it with: python -m pytest {filename}
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{trace_json}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
'''


def replay_trace(data: Trace | dict[str, Any], target: str | None = None) -> Divergence | None:
    """Replay a trace on model and target; the first divergence, or ``None``."""
    trace = data if isinstance(data, Trace) else Trace.from_json(data)
    if trace.scenario == "blocks":
        from kvtwin.block_replay import replay_block_trace

        return replay_block_trace(trace, target).divergence
    if trace.scenario == "prefill":
        from kvtwin.prefill_replay import replay_prefill_trace

        return replay_prefill_trace(trace, target)
    raise TraceError(f"trace field 'scenario': cannot replay {trace.scenario!r}")


def shrink_trace(trace: Trace, target: str | None = None, max_seconds: float = 120.0) -> Trace:
    """The minimal trace that still diverges the same way (delta debugging)."""
    if trace.scenario == "blocks":
        from kvtwin.block_replay import shrink_block_trace

        return shrink_block_trace(trace, target, max_seconds)[0]
    from kvtwin.prefill_replay import shrink_prefill_trace

    return shrink_prefill_trace(trace, target, max_seconds)


def write_reproduction(trace: Trace, out_dir: Path, name: str = "repro") -> tuple[Path, Path]:
    """``out_dir/NAME.json`` and ``out_dir/test_NAME.py``."""
    trace_path = trace.write(out_dir / f"{name}.json")
    test_path = out_dir / f"test_{name.replace('-', '_')}.py"
    headline = f"{trace.scenario} on target {trace.target!r}, {len(trace.ops)} ops"
    test_path.write_text(
        TEST_TEMPLATE.format(
            headline=headline,
            divergence=_describe(trace.divergence),
            filename=test_path.name,
            trace_json=json.dumps(trace.to_json(), indent=1),
        )
    )
    return trace_path, test_path


def _describe(divergence: dict[str, Any] | None) -> str:
    if divergence is None:
        return "No divergence was recorded."
    return str(Divergence(**divergence))


def reproduce(trace: Trace, out_dir: Path) -> dict[str, Any]:
    """Shrink a diverging trace and write it; the fields summary.json gains."""
    shrunk = shrink_trace(trace)
    trace_path, test_path = write_reproduction(shrunk, out_dir)
    return {"repro": str(trace_path), "repro_ops": len(shrunk.ops), "test": str(test_path)}


HYPOTHESIS_REPRO_DIR = Path(os.environ.get("KVTWIN_REPRO_DIR", "runs/repros"))
"""Where tests write the reproductions of what Hypothesis found (and shrank)."""


def record_divergence(
    scenario: str,
    target: str,
    config: dict[str, Any],
    ops: list[dict[str, Any]],
    divergence: Divergence,
    name: str,
    out_dir: Path | None = None,
) -> tuple[Path, Path]:
    """Write a diverging run as ``repro.json`` and ``test_repro.py`` under
    ``out_dir/name``. From a Hypothesis test: Hypothesis runs its shrunk example
    last, so the files left are the minimal failing example's."""
    trace = Trace(scenario, target, config, ops, divergence.to_json(), f"hypothesis: {name}")
    return write_reproduction(trace, (out_dir or HYPOTHESIS_REPRO_DIR) / name)
