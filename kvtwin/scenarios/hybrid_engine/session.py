"""The engine-level hybrid session: an engine serving traffic, what its context did
to its KV blocks and snapshot slots checked against the hybrid model at every
request verb, and both caches audited at every forward pass.

The driver (a target of ``hybrid-engine``, e.g. ``megatron-hybrid-engine``)
reports, at each forward pass, the events since the last one in the engine's
order (``kvtwin.scenarios.hybrid.targets.engine_driver``). Each goes through the
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

A divergence is kept while the engine finishes its step and reported at that
step; anything the engine itself raises is an ``error`` at ``step`` (or
``arrive``), never a silent pass.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.errors import TraceError
from kvtwin.core.registry import make_target
from kvtwin.scenarios.blocks_engine.ops import Arrive, EngineOp
from kvtwin.scenarios.hybrid import ops as hybrid_ops
from kvtwin.scenarios.hybrid.config import HybridConfig
from kvtwin.scenarios.hybrid.session import HybridSession
from kvtwin.scenarios.hybrid.targets.engine_driver import (
    ENGINE_SCENARIO,
    Chunk,
    Decode,
    Event,
    HybridEngineDriver,
    Release,
)
from kvtwin.scenarios.hybrid_engine.commit import DeferredCommit
from kvtwin.scenarios.hybrid_engine.target import EngineTarget


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


class HybridEngineSession:
    """A :class:`kvtwin.core.scenario.Session` over a hybrid engine driver."""

    def __init__(self, config: HybridConfig, target: str, engine: dict[str, Any]) -> None:
        self.config = config
        self.engine_options = engine
        self.target_name = target
        self.driver: HybridEngineDriver | None = None
        self.checker = HybridSession(config, target, record=False, build=self._build)
        self.target: EngineTarget = self.checker.target
        self.target.model = self.checker.model
        self.index = -1  # the trace op being applied
        self.found: Divergence | None = None
        self.audits = 0
        self.audits_deferred = 0
        self.commit: DeferredCommit | None = None
        self.rejected = False  # an engine makes only its own calls: nothing is rejected

    def _build(self, *, allocate: Any, **options: Any) -> EngineTarget:
        """The driver (its caches measured by the checker's probe), and the target over it."""
        probe = allocate.__self__  # the checker's StorageProbe, whose method this is
        self.driver = make_target(
            ENGINE_SCENARIO,
            self.target_name,
            num_blocks=self.config.num_blocks,
            num_slots=self.config.num_slots,
            policy=self.config.policy,
            block_size=self.config.block_size,
            dims=self.config.dims,
            embed_seed=self.config.embed_seed,
            allocate=allocate,
            watch=probe.watch,
            **self.engine_options,
        )
        self.driver.attach(self.settled)
        return EngineTarget(self.driver)

    # ------------------------------------------------------------ session
    def apply(self, op: EngineOp) -> None:
        self.index += 1
        assert self.driver is not None
        if isinstance(op, Arrive):
            bad = [t for t in op.prompt if t >= self.config.dims.vocab]
            if bad:
                raise TraceError(
                    f"op {self.index}: token {bad[0]} is past the vocabulary "
                    f"({self.config.dims.vocab} tokens)"
                )
            _, error = attempt(self.driver.arrive, list(op.prompt), op.max_new_tokens)
        else:
            _, error = attempt(self.driver.step)
        if self.found is not None:
            raise DivergenceFound(self.found)
        if error is not None:
            error.__traceback__ = None  # its frames would keep the engine's tensors alive
            self.diverge(op.verb, str(op), "error", "no error", describe(error))

    def audit(self, final: bool, context: Any = None) -> None:
        """The last forward pass's audit stands; a final audit runs again where
        nothing happened since (releases or blocks since then are the next
        forward pass's events, and the model has not seen them yet)."""
        assert self.driver is not None
        if final and self.driver.pending():  # the run ends: check what needs no forward pass
            self.settled(self.driver.flush(), [], audit=False)
            if self.found is not None:
                raise DivergenceFound(self.found)
        if self.driver.pending():
            self.audits_deferred += 1
            return
        try:
            self.target.replaying = True
            self._tick_to(self.driver.clock())  # steps with no forward pass moved it on
            self.target.replaying = False
            self.checker.audit(final=final)
        except DivergenceFound as found:
            raise DivergenceFound(self.renamed(found.divergence, None)) from None
        finally:
            self.target.replaying = False

    def coverage(self) -> dict[str, Any]:
        assert self.driver is not None
        return {
            "cache": self.checker.coverage(),
            "engine": {
                **self.driver.coverage(),
                "audits": self.audits,
                "final_audit_deferred": self.audits_deferred,
            },
        }

    def recording(self) -> None:
        return None

    def close(self) -> None:
        self.checker.close()

    # ------------------------------------------------------- the engine's events
    def settled(self, events: list[Event], problems: list[str], audit: bool = True) -> None:
        """One forward pass's events, checked in order, then the audit (the engine is
        quiescent here); the first divergence is kept for the step's end."""
        if self.found is not None:
            return
        probe = self.checker.probe
        try:
            self.target.replaying = True
            self.checker.probe = ModelBytes(self.checker.model)  # type: ignore[assignment]
            deferring = getattr(self.driver, "commits_after_schedule", False)
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
            self._tick_to(self.driver.clock())  # type: ignore[union-attr]
            self.target.replaying = False
            self.checker.probe = probe
            if audit:
                self.audits += 1
                self.checker.probe = CollectOnDoubt(probe, self.checker.model)  # type: ignore[assignment]
                self.checker.audit(final=False)
        except DivergenceFound as found:
            verb = None if found.divergence.verb == "audit" else found.divergence.op
            self.found = self.renamed(found.divergence, verb)
            return
        finally:
            self.target.replaying = self.target.deferring = False
            self.checker.probe = probe
        if problems:
            self.found = Divergence(
                self.index,
                f"forward pass of engine op {self.index}",
                "state position",
                "each request fed from where its state stands",
                problems[0],
                "step",
            )

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

    # ------------------------------------------------------------ helpers
    def renamed(self, divergence: Divergence, op: str | None) -> Divergence:
        """A checker divergence at this trace op, saying which engine verb it was."""
        where = f"engine op {self.index}"
        text = f"{op} [{where}]" if op is not None else f"audit after {where}"
        return dataclasses.replace(divergence, step=self.index, op=text)

    def diverge(self, verb: str, op: str, field: str, expected: Any, actual: Any) -> None:
        raise DivergenceFound(Divergence(self.index, op, field, expected, actual, verb))
