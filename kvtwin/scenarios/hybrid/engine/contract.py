"""The hybrid contract through an engine: what its context did to its KV blocks and
snapshot slots checked against the hybrid model at every request verb, and both
caches audited at every forward pass.

The driver (a target of ``hybrid-engine``, e.g. ``megatron-hybrid-engine``)
reports, at each forward pass, the events since the last one in the engine's
order (``events.py``). Each goes through the
hybrid scenario's :class:`HybridSession` as the allocator level's ops would, its
results the engine's (:class:`EngineTarget`): a first chunk is ``admit`` (the
blocks the engine's skip kept) then ``prefill`` (the blocks the chunk added, its
outputs, the snapshots the commit recorded, or the error the commit raised), a
later chunk ``prefill``, a token fed back ``decode``, a release ``release``; the
model ticks to each event's clock first. Signatures therefore read as the
allocator level's (``admit: result``, ``prefill: o[]``). Then the whole state is
audited as the allocator level audits it (every block, slot and request, the
free lists, the hash map, every held snapshot's numbers, the model's
invariants), and last the forward's state-position problems (``step: state
position``: a request fed tokens its recurrent state is not at).

The generic engine-level session (``kvtwin.core.engine_level.session``) keeps a
divergence while the engine finishes its step and reports it at that step;
anything the engine itself raises is an ``error`` at ``step`` (or ``arrive``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import kvtwin.scenarios.hybrid.ops as hybrid_ops
from kvtwin.core.engine_level.contract import EngineContract
from kvtwin.core.engine_level.ops import Arrive
from kvtwin.core.errors import TraceError
from kvtwin.core.registry import make_target
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.engine.commit import DeferredCommit
from kvtwin.scenarios.hybrid.engine.events import (
    ENGINE_SCENARIO,
    Chunk,
    Decode,
    Event,
    HybridEngineDriver,
    Release,
)
from kvtwin.scenarios.hybrid.engine.target import EngineTarget
from kvtwin.scenarios.hybrid.session import HybridSession


class ModelBytes:
    """The state bytes the model holds, in place of the probe's measurement while a
    step's events are checked (measured again at the audit, where the engine is
    quiescent)."""

    def __init__(self, model: Any) -> None:
        self.model = model

    def live_bytes(self, collect: bool = False) -> int:
        return int(self.model.live_bytes())


class CollectOnDoubt:
    """The probe's measurement, with the full collection (which can take a tenth of
    a second in a large process) made only when the plain count disagrees with the
    model: a storage kept only by a reference cycle then counts as gone, and a real
    leak still shows. The engine level audits at every step, where the allocator
    level audits every 64 ops."""

    def __init__(self, probe: Any, model: Any) -> None:
        self.probe = probe
        self.model = model

    def live_bytes(self, collect: bool = False) -> int:
        measured = int(self.probe.live_bytes(False))
        if measured == self.model.live_bytes() or not collect:
            return measured
        return int(self.probe.live_bytes(True))


class HybridEngineContract(EngineContract):
    """The hybrid session over an engine driver's events."""

    coverage_key = "cache"

    def __init__(self, config: dict[str, Any], target: str, engine: dict[str, Any]) -> None:
        self.config = HybridConfig.from_json(config)
        self.engine_options = engine
        self.target_name = target
        self.checker = HybridSession(self.config, target, record=False, build=self._build)
        self.target: EngineTarget = self.checker.target
        self.target.model = self.checker.model
        self.audits = 0
        self.audits_deferred = 0
        self.commit: DeferredCommit | None = None

    def _build(self, *, allocate: Any, **options: Any) -> EngineTarget:
        """The driver (its caches measured by the checker's probe), and the target over it."""
        probe = allocate.__self__  # the checker's StorageProbe, whose method this is
        config = self.config
        self.driver: HybridEngineDriver = make_target(
            ENGINE_SCENARIO,
            self.target_name,
            num_blocks=config.num_blocks,
            num_slots=config.num_slots,
            policy=config.policy,
            block_size=config.block_size,
            dims=config.dims,
            embed_seed=config.embed_seed,
            allocate=allocate,
            watch=probe.watch,
            **self.engine_options,
        )
        return EngineTarget(self.driver)

    def check_arrive(self, op: Arrive) -> None:
        bad = [t for t in op.prompt if t >= self.config.dims.vocab]
        if bad:
            raise TraceError(
                f"token {bad[0]} is past the vocabulary ({self.config.dims.vocab} tokens)"
            )

    def audit(self, final: bool) -> None:
        """The last forward pass's audit stands; a final audit runs again where
        nothing happened since (releases or blocks since then are the next
        forward pass's events, and the model has not seen them yet)."""
        if final and self.driver.pending():  # the run ends: check what needs no forward pass
            self.settled(self.driver.flush(), [], audit=False)
        if self.driver.pending():
            self.audits_deferred += 1
            return
        try:
            self.target.replaying = True
            self._tick_to(self.driver.clock())  # steps with no forward pass moved it on
            self.target.replaying = False
            self.checker.audit(final=final)
        finally:
            self.target.replaying = False

    def engine_coverage(self) -> dict[str, Any]:
        return {"audits": self.audits, "final_audit_deferred": self.audits_deferred}

    def close(self) -> None:
        self.checker.close()

    # ------------------------------------------------------- the engine's events
    def settled(self, events: Sequence[Any], problems: Sequence[str], audit: bool) -> None:
        """One forward pass's events, checked in order, then the audit (the engine is
        quiescent here)."""
        probe = self.checker.probe
        try:
            self.target.replaying = True
            self.checker.probe = ModelBytes(self.checker.model)  # type: ignore[assignment]
            deferring = self.driver.commits_after_schedule
            self.commit = DeferredCommit(self.checker) if deferring else None
            if self.commit is not None:
                with self.commit:
                    for event in events:
                        self._event(event)
                self.target.deferring = False
                self.commit.commit()
            else:
                for event in events:
                    self._event(event)
            self._tick_to(self.driver.clock())
            self.target.replaying = False
            self.checker.probe = probe
            if audit:
                self.audits += 1
                self.checker.probe = CollectOnDoubt(probe, self.checker.model)  # type: ignore[assignment]
                self.checker.audit(final=False)
        finally:
            self.target.replaying = self.target.deferring = False
            self.checker.probe = probe

    def _event(self, event: Event) -> None:
        self._tick_to(event.clock, event)
        if isinstance(event, Chunk):
            if event.first:
                self._apply(hybrid_ops.admit(event.rid, event.prompt), event)
            op = hybrid_ops.prefill(event.rid, event.n)
            if self.commit is not None:
                self.commit.chunk = (event, op)
                self.target.deferring = True
            self._apply(op, event)
        elif isinstance(event, Decode):
            self._apply(hybrid_ops.decode(event.rid, event.token), event)
        elif isinstance(event, Release):
            self._apply(hybrid_ops.release(event.rid, event.reason), event)

    def _tick_to(self, clock: int, event: Event | None = None) -> None:
        """The engine's clock moved on: the model ticks as often (stamps agree)."""
        while self.checker.model.blocks.clock < clock:
            self._apply(hybrid_ops.tick(), event)

    def _apply(self, op: hybrid_ops.HybridOp, event: Event | None) -> None:
        self.target.event = event
        self.checker.apply(op)

