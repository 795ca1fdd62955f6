"""summary.json: the machine-readable result of one run, shared by every scenario."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kvtwin.divergence import Divergence


@dataclass
class RunSummary:
    scenario: str
    target: str
    seed: int
    steps: int
    ops: int
    seconds: float
    divergence: Divergence | None
    policy: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.divergence is None

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
            "divergence": None if self.divergence is None else self.divergence.to_json(),
            **self.extra,
        }

    def write(self, out_dir: Path) -> Path:
        out_dir.mkdir(parents=True, exist_ok=True)
        path = out_dir / "summary.json"
        path.write_text(json.dumps(self.to_json(), indent=2) + "\n")
        return path

    def headline(self) -> str:
        rate = self.ops / self.seconds if self.seconds > 0 else float("inf")
        status = "ok" if self.ok else "DIVERGENCE"
        where = f" policy={self.policy}" if self.policy else ""
        line = (
            f"{self.scenario} target={self.target}{where} seed={self.seed}: {status} "
            f"after {self.ops} ops in {self.seconds:.2f} s ({rate:,.0f} ops/s)"
        )
        if self.divergence is not None:
            line += f"\n  {self.divergence}"
        return line
