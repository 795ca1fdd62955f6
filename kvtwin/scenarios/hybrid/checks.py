"""The numbers of a hybrid run, checked after every op that moves them
(docs/contract.md, section 5): a chunk's or a token's outputs and the request's
live state against the float64 no-cache recompute (``numerics.py``), every
snapshot recorded against the recompute of the prefix its block names, and the
snapshot a request restored from, which must still hold that prefix's state (a
request computes in a copy, never in the cached slot). An audit checks every held
snapshot the same way.

It also builds each op's KDA inputs from the request's own tokens (a chunk from
where the model says the request stands), so a target never chooses what it is
fed, and counts what was checked (``outputs_checked``: admissions whose outputs
were compared, every chunk and token of them; ``released_before_output``: the
admissions that left before computing any, so the two add up to the admissions;
``tokens_checked``, ``states_checked``, ``snapshots_checked``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import torch

from kvtwin.scenarios.hybrid.numerics import References, off
from kvtwin.scenarios.hybrid.ops import HybridOp
from kvtwin.scenarios.hybrid.targets.base import HybridTarget
from kvtwin.scenarios.hybrid.tokens import Embedding, block_hashes
from model.hybrid import HybridCacheModel
from model.hybrid_requests import RequestView


class Checked(Protocol):
    """What the checks read of their session: both sides, and how it reports."""

    target: HybridTarget
    model: HybridCacheModel

    def observe(self, step: int, op: Any, what: str, fn: Callable[..., Any], *args: Any) -> Any: ...

    def diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None: ...


class Checks:
    def __init__(self, session: Checked, embedding: Embedding, block_size: int) -> None:
        self.session = session
        self.embedding = embedding
        self.block_size = block_size
        self.refs = References(embedding, block_size)
        self.tokens: dict[int, list[int]] = {}
        self.hashes: dict[int, list[int]] = {}
        self.states: dict[int, torch.Tensor] = {}  # each live request's float64 state
        self.checked: set[int] = set()  # live requests whose outputs were compared
        self.counts = {
            "outputs_checked": 0,
            "released_before_output": 0,
            "tokens_checked": 0,
            "states_checked": 0,
            "snapshots_checked": 0,
        }

    def inputs(self, op: HybridOp, position: int) -> dict[str, torch.Tensor] | None:
        """The KDA inputs of a prefill (the request's next ``n`` prompt tokens, token 0
        past its end or for an unknown request) or of a decode (its one token)."""
        if op.verb == "decode":
            return self.embedding.inputs(op.tokens[:1], op.brk)
        if op.verb != "prefill":
            return None
        tokens = self.tokens.get(op.rid, [])[position : position + max(op.n, 0)]
        tokens = tokens + [0] * (max(op.n, 0) - len(tokens))
        return self.embedding.inputs(tokens, op.brk)

    def after(
        self, step: int, op: HybridOp, before: RequestView | None, got: Any, result: Any
    ) -> None:
        """An op both sides agreed on: its numbers, and the reference kept in step."""
        verb, rid = op.verb, op.rid
        if verb == "admit":
            tokens = list(op.tokens)
            self.tokens[rid] = tokens
            self.hashes[rid] = block_hashes(tokens, self.block_size)
            blocks = len(result)
            self.states[rid] = self.refs.prefix_state(tokens, self.hashes[rid], blocks)
        elif verb in ("prefill", "decode") and result is not None:
            assert before is not None
            self._chunk(step, op, before, got)
        elif verb == "release":
            self._gone(rid)
        elif verb == "reset":
            for rid in list(self.tokens):
                self._gone(rid)
            self.refs.keep_only(set())

    def _chunk(self, step: int, op: HybridOp, before: RequestView, got: Any) -> None:
        rid, start = op.rid, before.position
        hashes = self.hashes[rid]
        if op.verb == "decode":
            self.tokens[rid].append(op.tokens[0])
        n = len(got[0])
        tokens = self.tokens[rid][start : start + n]
        o_ref, state = self.refs.advance(self.states[rid], tokens, start, hashes)
        self.states[rid] = state
        where = f"request {rid}, tokens {start}..{start + n}"
        self._close(step, op, f"o[{where}]", got[0], o_ref)
        self.counts["tokens_checked"] += n
        if rid not in self.checked:
            self.checked.add(rid)
            self.counts["outputs_checked"] += 1
        live = self.session.observe(step, op, "live_state", self.session.target.live_state, rid)
        self._close(step, op, f"live state[{where}]", live, state)
        self.counts["states_checked"] += 1
        if op.verb != "prefill":
            return
        model = self.session.model
        for slot in got[2] or ():  # each against the prefix its block names
            block = model.slot_view(slot).block
            h = None if block is None else model.view(block).hash
            if h is not None:
                self._snapshot(step, op, slot, h, f"block {block} of request {rid}")
        if before.restore is not None:  # restored from: it must still hold its prefix
            held = self.session.model.slot_view(before.restore).block
            if held == before.table[-1]:
                kept = len(before.table) - 1
                self._snapshot(step, op, before.restore, hashes[kept], f"restored by request {rid}")

    def audit(self, step: int) -> None:
        model = self.session.model
        held = model.slots.held()
        names = {}
        for block, slot in sorted(held.items(), key=lambda item: item[1]):
            h = model.view(block).hash
            assert h is not None  # the model's invariant, checked first
            names[h] = None
            if h in self.refs.states:
                self._snapshot(step, "audit", slot, h, f"block {block}")
        self.refs.keep_only(set(names))

    def _snapshot(self, step: int, op: Any, slot: int, h: int, what: str) -> None:
        ref = self.refs.states.get(h)
        if ref is None:
            return
        got = self.session.observe(step, op, "slot_state", self.session.target.slot_state, slot)
        self._close(step, op, f"snapshot[slot {slot}] ({what})", got, ref)
        self.counts["snapshots_checked"] += 1

    def _close(self, step: int, op: Any, field: str, actual: Any, ref: torch.Tensor) -> None:
        if not isinstance(actual, torch.Tensor):
            self.session.diverge(step, op, field, "a tensor", repr(actual)[:200])
        problem = off(actual, ref)
        if problem is not None:
            self.session.diverge(
                step, op, field, "the float64 no-cache recompute within tolerance", problem
            )

    def _gone(self, rid: int) -> None:
        if rid in self.tokens and rid not in self.checked:
            self.counts["released_before_output"] += 1
        for table in (self.tokens, self.hashes, self.states):
            table.pop(rid, None)
        self.checked.discard(rid)
