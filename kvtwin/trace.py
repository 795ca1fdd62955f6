"""Trace files: a run's ops as JSON, replayable on any target.

Schema (version 1)::

    {"schema": 1, "scenario": "blocks" | "prefill", "target": "impl",
     "config": {...},            # what the scenario needs to rebuild the target
     "source": "...",            # how the trace was made
     "divergence": {...} | null, # what the recorder saw, for people
     "ops": [{...}, ...]}        # blocks: {"verb", args..., "returned"?}; prefill: calls

An allocate op may carry ``returned``, the ids the recording target handed
out, so a replay on a target that picks other ids can rename later ones.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SCHEMA = 1
SCENARIOS = ("blocks", "prefill")


class TraceError(ValueError):
    """A malformed trace; the message names the bad field."""


@dataclass
class Trace:
    scenario: str
    target: str
    config: dict[str, Any]
    ops: list[dict[str, Any]]
    divergence: dict[str, Any] | None = None
    source: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "scenario": self.scenario,
            "target": self.target,
            "config": self.config,
            "source": self.source,
            "divergence": self.divergence,
            "ops": self.ops,
        }

    def write(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        lines = ",\n    ".join(json.dumps(op) for op in self.ops)
        head = json.dumps({k: v for k, v in self.to_json().items() if k != "ops"}, indent=2)
        # one op per line: diffable, and short enough to paste into a bug report
        path.write_text(head[:-2] + f',\n  "ops": [\n    {lines}\n  ]\n}}\n')
        return path

    @classmethod
    def from_json(cls, data: Any) -> Trace:
        if not isinstance(data, dict):
            raise TraceError("trace: the top level must be a JSON object")
        if data.get("schema") != SCHEMA:
            raise TraceError(f"trace field 'schema': expected {SCHEMA}, got {data.get('schema')!r}")
        scenario = data.get("scenario")
        if scenario not in SCENARIOS:
            raise TraceError(
                f"trace field 'scenario': expected one of {SCENARIOS}, got {scenario!r}"
            )
        target = data.get("target")
        if not isinstance(target, str) or not target:
            raise TraceError(f"trace field 'target': expected a target name, got {target!r}")
        config = data.get("config")
        if not isinstance(config, dict):
            raise TraceError(f"trace field 'config': expected an object, got {config!r}")
        ops = data.get("ops")
        if not isinstance(ops, list) or not all(isinstance(op, dict) for op in ops):
            raise TraceError("trace field 'ops': expected a list of objects")
        divergence = data.get("divergence")
        if divergence is not None and not isinstance(divergence, dict):
            raise TraceError("trace field 'divergence': expected an object or null")
        return cls(scenario, target, config, ops, divergence, str(data.get("source", "")))

    @classmethod
    def read(cls, path: Path) -> Trace:
        try:
            data = json.loads(Path(path).read_text())
        except FileNotFoundError:
            raise TraceError(f"trace file {path} does not exist") from None
        except json.JSONDecodeError as error:
            raise TraceError(f"trace file {path} is not JSON: {error}") from None
        return cls.from_json(data)


def require(config: dict[str, Any], key: str, kind: type, where: str = "config") -> Any:
    """``config[key]`` checked to be a ``kind``, or a TraceError naming the field."""
    value = config.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise TraceError(f"trace field '{where}.{key}': expected {kind.__name__}, got {value!r}")
    return value
