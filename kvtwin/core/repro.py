"""Reproductions: shrink a diverging trace keeping its cause, and write it as a
trace file plus a pytest file that replays it.

Text that comes from a trace or a target (names, messages) enters the
generated Python only as ``repr``/``pprint`` literals, never inside a
triple-quoted string, so no trace can put code into a test file.
"""

from __future__ import annotations

import contextlib
import os
import pprint
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kvtwin.core import plugins
from kvtwin.core.divergence import Divergence
from kvtwin.core.files import write_atomic
from kvtwin.core.isolate import PROCESS_FIELD
from kvtwin.core.lockstep import RunResult
from kvtwin.core.replay import Candidate, OutOfTime, candidate_of, load_trace
from kvtwin.core.replay import replay as replay_candidate
from kvtwin.core.shrink import ddmin_pass, fixpoint
from kvtwin.core.trace import Trace

TEST_TEMPLATE = '''"""Reproduction written by kvtwin: replays the trace below on model and target.

Run it with: python -m pytest {filename}
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

from pathlib import Path

from kvtwin.core.plugins import load_plugins
from kvtwin.core.replay import replay_trace

DESCRIPTION = {description}

ISOLATE = {isolate}  # the target ended its process: replay in a child process

PLUGINS = {plugins}  # modules that register the target (kvtwin run --plugin)

TRACE = {trace}


def test_reproduction():
    load_plugins(PLUGINS)
    divergence = replay_trace(TRACE, isolate=ISOLATE).divergence
    assert divergence is None, DESCRIPTION + "\\n" + str(divergence)
'''


MAX_EMBEDDED_OPS = 2000
"""Longer traces stay in their JSON file beside the test, which reads it."""


@dataclass
class Reproduction:
    trace: Trace  # the shrunk trace (the original one when flaky)
    signature: str | None  # the cause as the run found it
    shrunk_signature: str | None  # the cause the shrunk trace fails with
    flaky: bool  # the divergence did not recur (or changed cause) on replay
    seconds: float
    replayed: Trace | None = None  # when flaky: what the replay did instead
    original: int = 0  # ops in the trace it started from
    note: str | None = None  # why nothing could be removed, when that is so

    @property
    def removed(self) -> int:
        return self.original - len(self.trace.ops)

    def fields(self) -> dict[str, Any]:
        return {
            "signature": self.signature,
            "shrunk_signature": self.shrunk_signature,
            "flaky": self.flaky,
            "repro_ops": len(self.trace.ops),
        }


def shrink_trace(
    source: Trace | Path | dict[str, Any],
    target: str | None = None,
    max_seconds: float = 120.0,
    *,
    isolate: bool | None = None,
) -> Reproduction:
    """The smallest trace that still diverges with the same signature on
    ``target``, rejecting no op the original did not reject. A divergence that
    does not recur (or recurs with another cause) is returned unshrunk, flaky.
    A target that ended its process is replayed in forked children
    (``isolate`` defaults to that)."""
    started = time.monotonic()
    deadline = started + max_seconds
    scenario, trace = load_trace(source)
    target = target or trace.target
    found = None if trace.divergence is None else Divergence.from_json(trace.divergence)
    if isolate is None:
        isolate = found is not None and found.field == PROCESS_FIELD
    original = len(trace.ops)

    def replay(candidate: Candidate, *, strict: bool = False) -> RunResult:
        return replay_candidate(
            scenario,
            trace.config,
            target,
            candidate,
            isolate=isolate,
            strict=strict,
            deadline=deadline,
        )

    try:
        first = replay(candidate_of(trace), strict=True)
    except OutOfTime:
        note = "its first replay did not finish within the time limit"
        seconds = time.monotonic() - started
        return Reproduction(
            trace, found and found.signature, None, False, seconds, None, original, note
        )
    wanted = None if first.divergence is None else first.divergence.signature
    if wanted is None or (found is not None and found.signature != wanted):
        replayed = Trace(
            trace.scenario,
            target,
            trace.config,
            first.ops,
            None if first.divergence is None else first.divergence.to_json(),
            f"replay of a flaky divergence; {trace.source}",
        )
        seconds = time.monotonic() - started
        return Reproduction(
            trace, found and found.signature, wanted, True, seconds, replayed, original
        )
    allowed = set(first.rejected)
    last: dict[str, Any] = {}  # the latest candidate that failed as wanted, and its replay

    def fails(candidate: Candidate) -> bool:
        try:
            outcome = replay(candidate)
        except OutOfTime:  # no answer in time: keep what is known to fail
            return False
        failing = (
            outcome.divergence is not None
            and outcome.divergence.signature == wanted
            and set(outcome.rejected) <= allowed
        )
        if failing:
            last.update(candidate=candidate, outcome=outcome)
        return failing

    start = candidate_of(trace)[: first.divergence.step + 1]
    passes = [*scenario.codec.cuts, ddmin_pass, *scenario.codec.passes]
    candidate = fixpoint(start, fails, passes, deadline)
    final = first if candidate == start else last["outcome"]
    if candidate != start and time.monotonic() < deadline:
        # once more, to catch a target whose divergence does not recur
        with contextlib.suppress(OutOfTime):
            final = replay(candidate)
    got = None if final.divergence is None else final.divergence.signature
    if got != wanted:  # only a nondeterministic target gets here: keep the original
        return Reproduction(trace, wanted, got, True, time.monotonic() - started, None, original)
    note, late = None, time.monotonic() >= deadline
    if len(final.ops) >= original:
        note = (
            f"the time limit ({max_seconds:g} s) passed before any op could be removed"
            if late
            else "every op is needed for the divergence"
        )
    elif late:
        note = f"the time limit ({max_seconds:g} s) passed: it may shrink further"
    shrunk = Trace(
        trace.scenario,
        target,
        trace.config,
        final.ops,
        final.divergence.to_json(),
        f"shrunk by kvtwin from {original} {scenario.unit}s; {trace.source}".strip("; "),
    )
    return Reproduction(
        shrunk, wanted, got, False, time.monotonic() - started, None, original, note
    )


def reproduce(
    trace: Trace, out_dir: Path | None, name: str = "repro", max_seconds: float = 120.0
) -> dict[str, Any]:
    """Shrink a diverging trace (keeping its cause) and write it into ``out_dir``;
    the fields a summary gains. A flaky divergence keeps its full trace, and the
    replay that did not diverge (or diverged otherwise) beside it."""
    reproduction: Reproduction = shrink_trace(trace, max_seconds=max_seconds)
    fields: dict[str, Any] = {
        **reproduction.fields(),
        "shrink_seconds": round(reproduction.seconds, 3),
    }
    if out_dir is not None:
        trace_path, test_path = write_reproduction(reproduction.trace, out_dir, name)
        fields.update(repro=str(trace_path), test=str(test_path))
        if reproduction.replayed is not None:
            fields["replayed"] = str(reproduction.replayed.write(out_dir / f"{name}-replayed.json"))
    return fields


def test_name(name: str) -> str:
    return re.sub(r"\W", "_", name, flags=re.ASCII) or "repro"


def write_reproduction(trace: Trace, out_dir: Path, name: str = "repro") -> tuple[Path, Path]:
    """``out_dir/NAME.json`` and ``out_dir/test_NAME.py``."""
    stem = re.sub(r"[^\w.-]", "_", name, flags=re.ASCII)
    trace_path = trace.write(Path(out_dir) / f"{stem}.json")
    test_path = Path(out_dir) / f"test_{test_name(name)}.py"
    description = f"{trace.scenario} on target {trace.target!r}, {len(trace.ops)} ops: " + (
        "no divergence recorded"
        if trace.divergence is None
        else str(Divergence.from_json(trace.divergence))
    )
    text = TEST_TEMPLATE.format(
        filename=test_path.name,
        description=repr(description),
        isolate=trace.divergence is not None and trace.divergence.get("field") == PROCESS_FIELD,
        plugins=repr(list(plugins.LOADED)),
        trace=(
            pprint.pformat(trace.to_json(), sort_dicts=False, width=100)
            if len(trace.ops) <= MAX_EMBEDDED_OPS
            else f"Path(__file__).with_name({trace_path.name!r})  # too long to embed"
        ),
    )
    write_atomic(test_path, text)
    return trace_path, test_path


HYPOTHESIS_REPRO_DIR = Path(os.environ.get("KVTWIN_REPRO_DIR", "runs/repros"))
"""Where tests write the reproductions of what Hypothesis found (and shrank)."""


def record_divergence(trace: Trace, name: str, out_dir: Path | None = None) -> tuple[Path, Path]:
    """Write a diverging run under ``out_dir/name``. From a Hypothesis test:
    Hypothesis runs its shrunk example last, so the files left are the minimal
    failing example's."""
    return write_reproduction(trace, (out_dir or HYPOTHESIS_REPRO_DIR) / test_name(name))
