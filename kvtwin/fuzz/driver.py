"""The budget loop of ``kvtwin fuzz``: the one writer of findings.

1. The findings folder's known causes for the selected targets are replayed
   first; each is then ``known`` (still diverges the same way) or ``gone``.
2. Until the budget is spent, every free worker gets a fresh campaign (round
   robin over the selected targets, fresh seeds). A campaign told how much
   budget is left ends itself cleanly when it runs out.
3. A divergence with a cause this run has not seen is recorded at once with
   its whole trace, then shrunk in a worker (keeping its signature) and
   recorded again with the shorter trace. Further hits are only counted.
4. A campaign whose worker died or hung is run once more with a spill file,
   which leaves the trace up to the op that killed or hung it: that trace is
   the finding (field ``process`` for a death, ``timeout`` for a hang).
5. Ctrl-C or SIGTERM (:class:`Interrupted`) ends the workers, removes the
   temporary folder, keeps what was found and writes the summary all the same;
   a summary that cannot be written is an error after the findings are printed
   (they are in the findings folder already, each written when it was found).
6. Workers that cannot start (a memory limit too low for them, say) end the run
   at once, exit 2, never a campaign that never starts.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from kvtwin.core.errors import Interrupted, TraceError
from kvtwin.core.files import OutputError
from kvtwin.core.trace import Trace
from kvtwin.fuzz.campaigns import Description, Drawer, Pair
from kvtwin.fuzz.database import FindingsDB
from kvtwin.fuzz.deaths import death_trace, flaky_trace
from kvtwin.fuzz.findings import RunFindings
from kvtwin.fuzz.local import Outcome
from kvtwin.fuzz.pools import Pool, make_pool
from kvtwin.fuzz.summary import EXIT_USAGE, RunTotals, exit_status, headline, write_summary

POLL_SECONDS = 0.25
MIN_SHRINK_SECONDS = 5.0
WARM_HOLD_SECONDS = 0.2  # keeps each ping on a worker of its own
START_SECONDS = 120.0
"""How long a worker may take to start (import torch, kvtwin, the plugins): on a
loaded machine that can pass a short --timeout, which is a campaign's, not this."""


@dataclass
class FuzzConfig:
    pairs: list[Pair]
    out: Path
    budget: float
    jobs: int | None = None  # None: every core (local), every CPU of the cluster (ray)
    backend: str = "local"
    address: str | None = None
    plugins: tuple[str, ...] = ()
    timeout: float = 120.0  # one task (campaign, replay, rerun)
    call_timeout: float | None = 60.0  # one target call, inside the worker
    shrink_seconds: float = 60.0
    memory_limit_mb: int | None = None
    seed: int = 0
    stop_on_finding: bool = False
    progress: bool = True
    force: bool = False
    dropped: list[str] = dataclasses.field(default_factory=list)
    """Targets left out before the run (they end or hang the process when built)."""


@dataclass
class _Task:
    kind: str  # campaign | capture | replay | shrink
    desc: Description | None = None
    key: str | None = None
    spill: Path | None = None
    trace: Trace | None = None
    first_death: str | None = None


class Fuzzer:
    def __init__(self, config: FuzzConfig) -> None:
        self.config = config
        self.db = FindingsDB(config.out, force=config.force)
        self.run_id = f"{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}-{config.seed:x}"
        self.drawer = Drawer(config.pairs, config.seed)
        self.pairs = list(config.pairs)
        pairs_json = [dataclasses.asdict(p) for p in self.pairs]
        self.totals = RunTotals(
            config.backend, 0, config.budget, config.seed, self.run_id, pairs_json
        )
        self.totals.unavailable += config.dropped
        for why in config.dropped:
            print(f"kvtwin fuzz: dropped {why}", file=sys.stderr)
        known = {e["key"]: e for e in self.db.entries()}
        self.findings = RunFindings(self.db, self.run_id, known)
        self.tasks: dict[int, _Task] = {}
        self.spills = Path()
        self.stop = False
        self.broken = False  # no worker could start
        self.pool: Pool | None = None
        self.started = time.monotonic()

    # ------------------------------------------------------------------ run
    def run(self) -> int:
        launched = time.monotonic()
        self.started = launched  # the fuzzing clock; restarted once the workers are up
        bar = None
        self.spills = Path(tempfile.mkdtemp(prefix="kvtwin-fuzz-"))
        try:
            config = self.config
            self.pool = make_pool(
                config.backend,
                config.jobs,
                address=config.address,
                memory_limit_mb=config.memory_limit_mb,
                plugins=config.plugins,
            )
            self.totals.jobs = self.pool.jobs
            self._warm_up()
            self.started = time.monotonic()
            self.totals.startup_seconds = self.started - launched
            bar = tqdm(
                total=round(self.config.budget),
                unit="s",
                disable=None if self.config.progress else True,
                bar_format="{l_bar}{bar}| {n:.0f}/{total_fmt} s{postfix}",
            )
            if not self.broken:
                self._loop(bar)
        except Interrupted:
            self.totals.interrupted = True
        finally:
            end = time.monotonic()  # closing the pool (a Ray shutdown) is not fuzzing
            if bar is not None:
                bar.close()
            if self.pool is not None:
                self.pool.close()
            shutil.rmtree(self.spills, ignore_errors=True)
        self.totals.seconds = end - launched
        self.totals.fuzz_seconds = end - self.started
        return self._report()

    def _report(self) -> int:
        """The run's findings printed, then written to summary.json; one that cannot
        be written is an error (exit 2) that loses nothing already found."""
        try:
            self.findings.flush()
        except OutputError as error:
            self.totals.errors.append(f"counting hits: {error}")
        findings = self.findings.to_json()
        print(headline(self.totals, findings))
        for finding in findings:
            print(
                f"  {finding['status']:5} {finding['target']}: {finding['signature']}"
                f"  ({finding['test'] or 'no reproduction'})"
            )
        try:
            path = write_summary(self.config.out, self.totals, findings)
        except OutputError as error:
            print(
                f"kvtwin fuzz: {error}; the findings above are kept in {self.db.findings}",
                file=sys.stderr,
            )
            return EXIT_USAGE
        print(f"  wrote {path}")
        return exit_status(self.totals, findings, bool(self.pairs) and not self.broken)

    def _warm_up(self) -> None:
        """One ping per job, all at once, answered once a worker has imported
        everything: the budget is spent fuzzing, not starting workers (Ray
        starts its workers on the first tasks)."""
        for _ in range(self.pool.jobs):
            data = {"kind": "ping", "hold": WARM_HOLD_SECONDS}
            self._submit(_Task("ping"), data, max(self.config.timeout, START_SECONDS))
        failed = 0
        while self.pool.busy():
            for outcome in self.pool.wait(POLL_SECONDS):
                self.tasks.pop(outcome.task)
                if outcome.death is not None or "error" in (outcome.result or {}):
                    why = outcome.death or (outcome.result or {}).get("error")
                    self.totals.errors.append(f"a worker failed to start: {why}")
                    failed += 1
        if failed and failed >= self.pool.jobs:  # none can run a campaign: stop, saying why
            self.broken = True
            print(f"kvtwin fuzz: no worker could start: {self.totals.errors[-1]}", file=sys.stderr)

    def _loop(self, bar: tqdm) -> None:
        config, pool = self.config, self.pool
        deadline = self.started + config.budget
        selected = {(p.scenario, p.target) for p in self.pairs}
        for entry in self.findings.known.values():
            # a finding kept without a trace (a death that did not recur) has nothing to replay
            if (entry["scenario"], entry["target"]) in selected and entry.get("repro_ops"):
                try:
                    trace = Trace.read(self.db.repro_trace(entry))
                except TraceError as error:
                    self.totals.unavailable.append(f"replay of finding {entry['key']}: {error}")
                    continue
                self._submit(
                    _Task("replay", key=entry["key"], trace=trace),
                    {"kind": "replay", "trace": trace.to_json()},
                    config.timeout,
                )
        while True:
            now = time.monotonic()
            stopping = self.stop or now >= deadline or not self.pairs
            while not stopping and pool.free() > 0:
                desc = self.drawer.next()
                task = {"kind": "campaign", "desc": desc, "stop_after": deadline - now}
                self._submit(_Task("campaign", desc), task, config.timeout)
            if stopping and pool.busy() == 0:
                return
            for outcome in pool.wait(POLL_SECONDS):
                self._handle(self.tasks.pop(outcome.task), outcome)
            elapsed = time.monotonic() - self.started
            bar.n = min(round(elapsed), bar.total)
            rate = self.totals.ops / elapsed if elapsed > 0 else 0.0
            bar.set_postfix_str(
                f"campaigns {self.totals.campaigns}, {rate:,.0f} ops/s, "
                f"findings {self.findings.live()}",
                refresh=True,
            )

    def _submit(self, task: _Task, data: dict[str, Any], timeout: float) -> None:
        data = {
            **data,
            "plugins": list(self.config.plugins),
            "call_timeout": self.config.call_timeout,
        }
        self.tasks[self.pool.submit(data, timeout)] = task

    # ------------------------------------------------------------- outcomes
    def _handle(self, task: _Task, outcome: Outcome) -> None:
        result = outcome.result or {}
        if "error" in result:
            self.totals.errors.append(f"{task.kind} task: {result['error']}")
            return
        if "unavailable" in result:
            self._unavailable(task, result["unavailable"])
            return
        if task.kind == "campaign":
            self._campaign(task, outcome)
        elif task.kind == "capture":
            self._capture(task, outcome)
        elif task.kind == "replay":
            self._replayed(task, outcome)
        else:
            self._shrunk(task, outcome)

    def _campaign(self, task: _Task, outcome: Outcome) -> None:
        assert task.desc is not None
        self.totals.campaigns += 1
        if outcome.death is not None:  # run it again, spilling its ops, for the trace
            spill = self.spills / f"{time.monotonic_ns()}.jsonl"
            data = {"kind": "campaign", "desc": task.desc, "spill": str(spill)}
            rerun = _Task("capture", task.desc, spill=spill, first_death=outcome.death)
            self._submit(rerun, data, self.config.timeout)
            return
        result = outcome.result or {}
        self.totals.ops += int(result.get("ops", 0))
        self.totals.cpu_seconds += float(result.get("cpu_seconds", 0.0))
        self.totals.add_coverage(task.desc["scenario"], result.get("coverage"))
        if result.get("divergence") is not None:
            self._diverged(Trace.from_json(result["trace"]), task.desc)

    def _capture(self, task: _Task, outcome: Outcome) -> None:
        assert task.desc is not None and task.spill is not None
        result = outcome.result or {}
        if outcome.death is None and result.get("divergence") is not None:
            self._diverged(Trace.from_json(result["trace"]), task.desc)
        elif outcome.death is None:  # the death did not recur: kept, flaky, with its seed
            death = task.first_death or "the worker died"
            self._diverged(flaky_trace(task.desc, death), task.desc, note="flaky")
        else:
            trace = death_trace(task.desc, outcome.death, outcome.timed_out, task.spill)
            # a hang no timer could stop would hang every replay of a shrink too
            self._diverged(trace, task.desc, shrink=not outcome.timed_out)

    def _diverged(
        self,
        trace: Trace,
        desc: Description | None,
        *,
        shrink: bool = True,
        note: str | None = None,
    ) -> None:
        key = self.findings.hit(trace, desc, time.monotonic() - self.started, note)
        if key is None:
            return
        if self.config.stop_on_finding:
            self.stop = True
        if shrink and trace.ops:
            data = {
                "kind": "shrink",
                "trace": trace.to_json(),
                "max_seconds": self._shrink_seconds(),
            }
            timeout = data["max_seconds"] + self.config.timeout
            self._submit(_Task("shrink", key=key, trace=trace), data, timeout)

    def _shrink_seconds(self) -> float:
        """--shrink-seconds, but no later than the budget's end (for at least
        MIN_SHRINK_SECONDS: a finding made near the end is still shrunk a bit)."""
        left = self.started + self.config.budget - time.monotonic()
        return min(self.config.shrink_seconds, max(MIN_SHRINK_SECONDS, left))

    def _shrunk(self, task: _Task, outcome: Outcome) -> None:
        assert task.key is not None and task.trace is not None
        self.findings.shrunk(task.key, task.trace, outcome.result or {}, outcome.death)

    def _replayed(self, task: _Task, outcome: Outcome) -> None:
        assert task.key is not None and task.trace is not None
        self.totals.replayed += 1
        seconds = time.monotonic() - self.started
        other = self.findings.replayed(
            task.key, task.trace, outcome.result or {}, outcome.death, seconds
        )
        if other is not None:  # it diverges with another cause now: that one is kept
            self._diverged(other, self.findings.known[task.key].get("campaign"))

    def _unavailable(self, task: _Task, why: str) -> None:
        desc = task.desc or {}
        pair = (desc.get("scenario"), desc.get("target"))
        if task.kind in ("campaign", "capture") and pair[0] is not None:
            self.pairs = [p for p in self.pairs if (p.scenario, p.target) != pair]
            self.drawer.pairs = self.pairs or self.drawer.pairs
            message = f"{pair[0]} target {pair[1]}: {why}"
            if message not in self.totals.unavailable:
                self.totals.unavailable.append(message)
                print(f"kvtwin fuzz: dropped {message}")
        elif task.kind == "replay":  # a kept finding this machine cannot replay
            self.totals.unavailable.append(f"replay of finding {task.key}: {why}")
        else:
            self.totals.errors.append(f"{task.kind} task: {why}")
