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
        never = self.coverage.get(NEVER) or []
        if never:  # a class left at zero is said where the user looks first
            shown = ", ".join(never[:4]) + (f" and {len(never) - 4} more" if len(never) > 4 else "")
            line += f"\n  never exercised: {shown} (report.md lists every class)"
        return line


def merge_coverage(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """The coverage of two parts of one run (or of several campaigns): counts add
    up, peaks and sizes take the larger, and ``never`` (and ``never_configured``)
    keeps only what neither part exercised. Inside ``domain`` and
    ``domain_misuse`` every number is a count, whatever its class is called."""
    return _merge(first, second, counts_only=False)


def _merge(first: dict[str, Any], second: dict[str, Any], *, counts_only: bool) -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for key in [*first, *(k for k in second if k not in first)]:
        a, b = first.get(key), second.get(key)
        if a is None or b is None:
            merged[key] = b if a is None else a
        elif key in NEVER_KEYS and not counts_only:
            merged[key] = [item for item in a if item in b]
        elif isinstance(a, dict) and isinstance(b, dict):
            merged[key] = _merge(a, b, counts_only=counts_only or key in DOMAIN_KEYS)
        elif isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, int | float):
            merged[key] = b
        elif not counts_only and (key.startswith("peak") or key.endswith("size")):
            merged[key] = max(a, b)
        else:
            merged[key] = a + b
    return merged


# ---------------------------------------------------------------- input domain
DOMAIN, DOMAIN_MISUSE, CANNOT_DRAW = "domain", "domain_misuse", "cannot_draw"
NEVER, NEVER_CONFIGURED = "never", "never_configured"
DOMAIN_KEYS = frozenset({DOMAIN, DOMAIN_MISUSE})
NEVER_KEYS = frozenset({NEVER, NEVER_CONFIGURED})
CALL, RUN = "call", "run"
"""A parameter's level: drawn call by call by the workload (``call``), or fixed for
a whole run by its options and the target's construction (``run``: the hunts draw
its classes across campaigns; one run draws one)."""


@dataclass(frozen=True)
class Param:
    """One parameter of a scenario's input domain (its ``domain.py``): the classes
    a caller may legitimately pass, the misuse classes it must be refused, and
    whether a workload draws it per call or a run's options fix it."""

    name: str
    classes: tuple[str, ...]
    misuse: tuple[str, ...] = ()
    level: str = CALL


class DomainTally:
    """Counts of the classes a run drew, per parameter: the ``domain`` part of a
    session's coverage. ``add`` is on every op's path: one dict update."""

    def __init__(self, params: tuple[Param, ...]) -> None:
        self.params = params
        self.counts: dict[tuple[str, str], int] = {}

    def add(self, param: str, cls: str, n: int = 1) -> None:
        key = (param, cls)
        self.counts[key] = self.counts.get(key, 0) + n

    def count(self, param: str, cls: str) -> int:
        return self.counts.get((param, cls), 0)

    def copy(self) -> DomainTally:
        tally = DomainTally(self.params)
        tally.counts = dict(self.counts)
        return tally

    def coverage(self, cannot: dict[str, str] | None = None) -> dict[str, Any]:
        """``domain`` and ``domain_misuse`` (every class, zeros included), the
        classes this run could not draw with the reason (``cannot``, keyed
        ``PARAM=CLASS``), and ``never`` / ``never_configured``: every other class
        left at zero, per-call ones and run-level ones apart."""
        cannot = dict(cannot or {})
        unknown = [k for k in self.counts if not self._declared(*k)]
        if unknown:  # a class no parameter declares: the domain and the workload disagree
            raise ValueError(f"classes outside the declared domain: {sorted(unknown)}")
        valid = {p.name: {c: self.count(p.name, c) for c in p.classes} for p in self.params}
        misuse = {
            p.name: {c: self.count(p.name, c) for c in p.misuse} for p in self.params if p.misuse
        }
        return {
            DOMAIN: valid,
            DOMAIN_MISUSE: misuse,
            CANNOT_DRAW: {k: v for k, v in cannot.items() if not self._drawn(k)},
            NEVER: self._zeros(CALL, cannot),
            NEVER_CONFIGURED: self._zeros(RUN, cannot),
        }

    def _declared(self, param: str, cls: str) -> bool:
        return any(p.name == param and cls in (*p.classes, *p.misuse) for p in self.params)

    def _drawn(self, name: str) -> bool:
        param, _, cls = name.partition("=")
        return self.count(param, cls.removeprefix(MISUSE_MARK)) > 0

    def _zeros(self, level: str, cannot: dict[str, str]) -> list[str]:
        zeros = []
        for p in self.params:
            if p.level != level:
                continue
            named = [(c, f"{p.name}={c}") for c in p.classes]
            named += [(c, f"{p.name}={MISUSE_MARK}{c}") for c in p.misuse]
            zeros += [n for c, n in named if not self.count(p.name, c) and n not in cannot]
        return zeros


MISUSE_MARK = "!"
"""Marks a misuse class in ``never`` and ``cannot_draw`` (``allocate.n=!negative``)."""


def domain_lines(coverage: dict[str, Any]) -> list[tuple[str, list[str], list[str]]]:
    """Per parameter of a coverage's domain: (parameter, the classes drawn with their
    counts, the classes never drawn), misuse classes marked; for reports."""
    rows = []
    valid, misuse = coverage.get(DOMAIN) or {}, coverage.get(DOMAIN_MISUSE) or {}
    for param in [*valid, *(p for p in misuse if p not in valid)]:
        classes = [(c, n, "") for c, n in (valid.get(param) or {}).items()]
        classes += [(c, n, MISUSE_MARK) for c, n in (misuse.get(param) or {}).items()]
        drawn = [f"{mark}{c} {n}" for c, n, mark in classes if n]
        zero = [f"{mark}{c}" for c, n, mark in classes if not n]
        rows.append((param, drawn, zero))
    return rows
