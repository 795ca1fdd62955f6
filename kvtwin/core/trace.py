"""Trace files: a run's ops as JSON, replayable on any target of its scenario.

Schema (version 2)::

    {"schema": 2, "scenario": "<name>", "target": "<name>",
     "config": {...},            # what the scenario needs to rebuild model and target
     "source": "...",            # how the trace was made
     "divergence": {...} | null, # what the recorder saw, for people
     "ops": [{...}, ...]}        # the scenario's op codec; values a target chose
                                 # appear as {"ref": [op, position]} (kvtwin.core.refs)

Version 1 traces (concrete ids plus ``returned`` lists) are read too: the
scenario's ``migrate_v1`` turns their ops into version 2 form.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.files import write_atomic
from kvtwin.core.jsonfile import JsonFileError, read_json

SCHEMA = 2
READABLE = (1, 2)
MAX_TRACE_BYTES = 256 * 1024 * 1024
"""Larger files are refused before parsing (the largest a campaign writes is a few MB)."""


@dataclass
class Trace:
    scenario: str
    target: str
    config: dict[str, Any]
    ops: list[dict[str, Any]]
    divergence: dict[str, Any] | None = None
    source: str = ""
    schema: int = SCHEMA

    def __post_init__(self) -> None:
        if not isinstance(self.ops, list):  # a run's OpLog: the whole trace, read back
            self.ops = list(self.ops)

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": self.schema,
            "scenario": self.scenario,
            "target": self.target,
            "config": self.config,
            "source": self.source,
            "divergence": self.divergence,
            "ops": self.ops,
        }

    def dumps(self) -> str:
        lines = ",\n    ".join(json.dumps(op) for op in self.ops)
        head = json.dumps({k: v for k, v in self.to_json().items() if k != "ops"}, indent=2)
        # one op per line: diffable, and short enough to paste into a bug report
        return head[:-2] + f',\n  "ops": [\n    {lines}\n  ]\n}}\n'

    def write(self, path: Path) -> Path:
        return write_atomic(path, self.dumps())

    @classmethod
    def from_json(cls, data: Any) -> Trace:
        if not isinstance(data, dict):
            raise TraceError("trace: the top level must be a JSON object")
        schema = data.get("schema")
        if schema not in READABLE or isinstance(schema, bool):
            raise TraceError(f"trace field 'schema': expected one of {READABLE}, got {schema!r}")
        scenario = data.get("scenario")
        if not isinstance(scenario, str) or not scenario:
            raise TraceError(f"trace field 'scenario': expected a scenario name, got {scenario!r}")
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
        if divergence is not None:
            check_divergence(divergence)
        source = data.get("source", "")
        if not isinstance(source, str):
            raise TraceError(f"trace field 'source': expected a string, got {source!r}")
        return cls(scenario, target, config, ops, divergence, source, schema)

    @classmethod
    def read(cls, path: Path) -> Trace:
        """Parse a trace file; any problem with the file is a TraceError naming it."""
        try:
            data = read_json(Path(path), MAX_TRACE_BYTES, "trace file")
        except JsonFileError as error:
            raise TraceError(str(error)) from None
        return cls.from_json(data)


DIVERGENCE_TEXT = ("op", "field")
DIVERGENCE_ANY = ("expected", "actual")


def check_divergence(data: Any) -> None:
    """A recorded divergence as kvtwin writes it (``Divergence.to_json``), or a
    TraceError naming the field: what a shrink keeps is read from it."""
    if not isinstance(data, dict):
        raise TraceError(f"trace field 'divergence': expected an object or null, got {data!r}")
    step = data.get("step")
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        raise TraceError(f"trace field 'divergence.step': expected an op index, got {step!r}")
    for name in DIVERGENCE_TEXT:
        if not isinstance(data.get(name), str):
            got = data.get(name, "nothing (missing)")
            raise TraceError(f"trace field 'divergence.{name}': expected a string, got {got!r}")
    for name in DIVERGENCE_ANY:
        if name not in data:
            raise TraceError(f"trace field 'divergence.{name}': missing")
    for name in ("verb", "signature"):
        if data.get(name) is not None and not isinstance(data[name], str):
            raise TraceError(
                f"trace field 'divergence.{name}': expected a string or null, got {data[name]!r}"
            )


def require(
    config: dict[str, Any],
    key: str,
    kind: type,
    where: str = "config",
    *,
    low: int | float | None = None,
    high: int | float | None = None,
) -> Any:
    """``config[key]`` checked to be a ``kind`` (and within ``low..high`` for
    numbers), or a TraceError naming the field."""
    value = config.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise TraceError(f"trace field '{where}.{key}': expected {kind.__name__}, got {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise TraceError(f"trace field '{where}.{key}': expected {low}..{high}, got {value!r}")
    return value
