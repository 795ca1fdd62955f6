"""The causes one fuzzing run saw, kept in step with the findings folder.

The driver schedules; this records. A cause (scenario, target, signature) is
written to the folder the first time the run sees it (with its whole trace if
the folder did not hold it), again when its shrunk trace comes back, and its
further hits are counted in memory and written once at the end.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kvtwin.core.findings import Finding, write_standalone
from kvtwin.core.trace import Trace
from kvtwin.fuzz.campaigns import Description
from kvtwin.fuzz.database import FindingsDB, finding_key
from kvtwin.fuzz.deaths import replay_verdict
from kvtwin.fuzz.summary import Found


class RunFindings:
    def __init__(self, db: FindingsDB, run_id: str, known: dict[str, dict[str, Any]]) -> None:
        self.db = db
        self.run_id = run_id
        self.known = known  # the folder's findings when the run started, by key
        self.found: dict[str, Found] = {}

    def hit(
        self, trace: Trace, desc: Description | None, seconds: float, note: str | None = None
    ) -> str | None:
        """A diverging ``trace`` found ``seconds`` into the run; the key of a
        cause new to the folder (to be shrunk), else None."""
        assert trace.divergence is not None
        signature = trace.divergence["signature"]
        key = finding_key(trace.scenario, trace.target, signature)
        found = self.found.get(key)
        if found is not None:
            found.hits += 1
            found.unsaved += 1
            if found.status == "gone":  # its replay agreed, yet a campaign hit it
                found.status = "known"
            return None
        status = "known" if key in self.known else "new"
        found = Found(key, trace.scenario, trace.target, signature, status, hits=1)
        found.first_seconds, found.campaign, found.note = seconds, desc, note
        self.found[key] = found
        details = {"campaign": desc, "seed": (desc or {}).get("options", {}).get("seed")}
        if note:
            details["note"] = note
        new = status == "new"
        found.entry = self.db.record(
            self.run_id,
            trace.scenario,
            trace.target,
            signature,
            trace=trace if new else None,
            details=details,
        )
        return key if new else None

    def shrunk(self, key: str, original: Trace, result: dict[str, Any], death: str | None) -> None:
        """What shrinking ``original`` gave (``death``: its worker gave no answer)."""
        found = self.found[key]
        if death is not None or "trace" not in result:
            found.note = f"not shrunk: {death or result.get('error', 'no answer')}"
            return
        shrunk = Trace.from_json(result["trace"])
        details = {
            "shrunk": len(shrunk.ops) < len(original.ops),
            "flaky": result["flaky"],
            "shrunk_signature": result["shrunk_signature"],
            "shrink_seconds": round(result["seconds"], 3),
        }
        # an outside engine's target: the test that needs only the engine's package
        finding = Finding(found.signature, found.scenario, found.target, "", trace=shrunk)
        write_standalone(finding, self.db.folder(key) / "standalone", "test_standalone", run=False)
        if finding.standalone is not None:
            details["standalone"] = finding.standalone
        found.entry = self.db.record(
            self.run_id,
            found.scenario,
            found.target,
            found.signature,
            hits=0,
            trace=shrunk,
            details=details,
        )

    def replayed(
        self, key: str, trace: Trace, result: dict[str, Any], death: str | None, seconds: float
    ) -> Trace | None:
        """A known finding's replay: ``known`` or ``gone``. Returns the trace of
        another cause the replay now shows (to be recorded as a hit), if any."""
        entry = self.known[key]
        divergence = result.get("divergence")
        stored = (trace.divergence or {}).get("field")
        still, note = replay_verdict(entry["signature"], stored, death, divergence)
        scenario, target, signature = entry["scenario"], entry["target"], entry["signature"]
        if still:
            entry = self.db.record(self.run_id, scenario, target, signature)
            found = Found(key, scenario, target, signature, "known", hits=1, first_seconds=seconds)
            found.campaign, found.entry, found.note = entry.get("campaign"), entry, note
            self.found.setdefault(key, found)
            return None
        gone = self.db.mark_gone(self.run_id, key) or entry
        self.found.setdefault(key, Found(key, scenario, target, signature, "gone", entry=gone))
        if divergence is None:
            return None
        ops = result.get("trace_ops") or trace.ops
        return dataclasses.replace(trace, ops=ops, divergence=divergence)

    def live(self) -> int:
        return sum(f.status != "gone" for f in self.found.values())

    def flush(self) -> None:
        """Write the hits counted since each cause was last written."""
        for found in self.found.values():
            if found.unsaved:
                found.entry = self.db.record(
                    self.run_id, found.scenario, found.target, found.signature, hits=found.unsaved
                )
                found.unsaved = 0

    def to_json(self) -> list[dict[str, Any]]:
        out = []
        for found in self.found.values():
            entry = self.db.get(found.key) or found.entry
            found.entry = entry
            repro = self.db.repro_trace(entry) if "key" in entry else None
            test = self.db.test(entry) if "key" in entry else None
            out.append(found.to_json(repro, test))
        return out
