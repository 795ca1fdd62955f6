"""summary.json: the machine-readable result of one run, the same for every scenario."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.core.divergence import Divergence
from kvtwin.core.files import write_atomic


@dataclass
class RunSummary:
    scenario: str
    target: str
    seed: int | None
    steps: int
    ops: int
    seconds: float
    divergence: Divergence | None
    policy: str | None = None
    interrupted: bool = False
    coverage: dict[str, Any] = field(default_factory=dict)
    findings: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.divergence is None and not self.interrupted

    def to_json(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "target": self.target,
            "policy": self.policy,
            "seed": self.seed,
            "steps": self.steps,
            "ops": self.ops,
            "seconds": round(self.seconds, 3),
            "ok": self.ok,
            "interrupted": self.interrupted,
            "divergence": None if self.divergence is None else self.divergence.to_json(),
            "findings": self.findings,
            "coverage": self.coverage,
            **self.extra,
        }

    def write(self, out_dir: Path) -> Path:
        return write_atomic(
            Path(out_dir) / "summary.json", json.dumps(self.to_json(), indent=2) + "\n"
        )

    def headline(self) -> str:
        rate = self.ops / self.seconds if self.seconds > 0 else float("inf")
        status = "INTERRUPTED" if self.interrupted else "ok" if self.ok else "DIVERGENCE"
        where = f" policy={self.policy}" if self.policy else ""
        line = (
            f"{self.scenario} target={self.target}{where} seed={self.seed}: {status} "
            f"after {self.ops} ops in {self.seconds:.2f} s ({rate:,.0f} ops/s)"
        )
        if self.divergence is not None:
            line += f"\n  {self.divergence}"
        return line


def merge_coverage(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """The coverage of two parts of one run: counts add up, peaks and sizes take
    the larger, and ``never`` keeps only what neither part exercised."""
    merged: dict[str, Any] = {}
    for key in [*first, *(k for k in second if k not in first)]:
        a, b = first.get(key), second.get(key)
        if a is None or b is None:
            merged[key] = b if a is None else a
        elif key == "never":
            merged[key] = [item for item in a if item in b]
        elif isinstance(a, dict) and isinstance(b, dict):
            merged[key] = merge_coverage(a, b)
        elif isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, int | float):
            merged[key] = b
        elif key.startswith("peak") or key.endswith("size"):
            merged[key] = max(a, b)
        else:
            merged[key] = a + b
    return merged
