"""A scratch-cache session: each op applied to ``model.scratch_arguments``'s model and
to the target cache, compared after every op.

What is compared after each op, rejected or not: the error kind (both raise
the same typed error, or neither does), then the held keys least-recent
first, the live bytes (the target's ``nbytes()``, the model's from the
layouts' shapes and dtype sizes alone), the number of entries and the entries
the caller holds (intact, evicted or not); after a ``get`` that went through,
also hit or miss, the key it evicted, and its entry's derived objects (built
once); after a ``peek``, whether the key is held. A rejected op must leave all
of it as it was. The input domain's classes (``domain.py``) are counted as
each op is sent.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import kvtwin.scenarios.scratch.domain as domain
from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.scenarios.scratch.ops import ScratchOp
from model.scratch import ScratchCacheModel

OUTCOMES = ("hits", "misses", "evictions", "rejected", "rebuilds", "clears")
"""Run-level outcomes a summary names under ``never`` when a run leaves them at zero."""


class ScratchSession:
    """A :class:`kvtwin.core.scenario.Session` over a scratch-cache target."""

    def __init__(self, target: Any, capacity: int | None) -> None:
        self.target = target
        self.model = ScratchCacheModel(capacity)
        self.steps = 0
        self.rejected = False
        self.verbs: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.domain = domain.new_tally()
        self.domain.add("ScratchCache.capacity", domain.capacity_class(capacity))
        self.domain.add("ScratchCache.allocate", "given")

    def apply(self, op: ScratchOp) -> Any:
        step = self.steps
        self.steps += 1
        self.verbs[op.verb] += 1
        self._classify(op)
        expected, model_error = attempt(self._on_model, op)
        actual, target_error = attempt(self._on_target, op)
        want = "no error" if model_error is None else describe(model_error)
        got = "no error" if target_error is None else describe(target_error)
        if want != got:
            self._diverge(step, op, "error", want, got)
        self.rejected = model_error is not None
        if self.rejected:
            self.errors[want] += 1
            self.outcomes["rejected"] += 1
        elif op.verb == "get":
            hit, evicted = expected
            self._same(step, op, "hit", hit, actual[0])
            self._same(step, op, "evicted", evicted, actual[1])
            self._same(step, op, "entry.derive", "built once, then the same", _built(actual[2]))
            self.outcomes["hits" if hit else "misses"] += 1
            self.outcomes["evictions"] += evicted is not None
            domain.classify_outcome(self.domain, op, hit, evicted is not None)
            self.domain.add("between_calls", "derive")
        elif op.verb == "peek":
            self._same(step, op, "peek, in", expected, actual)
            self.domain.add("between_calls", "peek")
        else:
            self.outcomes[f"{op.verb}s"] += 1
        self._compare_state(step, op)
        return None

    def _classify(self, op: ScratchOp) -> None:
        tally = self.domain
        if op.verb == "get":
            domain.classify_get(tally, op, self.model.hooked)
        elif op.verb == "rebuild":
            tally.add("ScratchCache.capacity", domain.capacity_class(op.capacity))
            tally.add("ScratchCache.allocate", op.allocate)
            tally.add("between_calls", "rebuild")
        elif op.verb == "clear":
            tally.add("between_calls", "clear" if len(self.model.lru) else "clear_empty")
        else:
            tally.add("get.key", op.key_kind)

    def _on_model(self, op: ScratchOp) -> Any:
        if op.verb == "get":
            prediction = self.model.get(op.key_value(), op.layout(), op.hook)
            return prediction.hit, prediction.evicted
        if op.verb == "peek":
            held = op.key_value() in self.model.lru
            return held, held
        if op.verb == "rebuild":
            self.model.rebuild(op.capacity, op.allocate)
        else:
            self.model.clear()
        return None

    def _on_target(self, op: ScratchOp) -> Any:
        if op.verb == "get":
            forms = {"shape_form": op.shape_form, "device_form": op.device_form}
            return self.target.get(op.key_value(), op.layout(), op.hook, **forms)
        if op.verb == "peek":
            return self.target.peek(op.key_value())
        if op.verb == "rebuild":
            self.target.rebuild(op.capacity, op.allocate)
        else:
            self.target.clear()
        return None

    def _compare_state(self, step: int, op: Any) -> None:
        lru = self.model.lru
        keys, nbytes, entries, intact = self.target.state()
        self._same(step, op, "keys", list(lru.keys()), keys)
        self._same(step, op, "live_bytes", lru.live_bytes, nbytes)
        self._same(step, op, "entries", len(lru), entries)
        self._same(step, op, "held entries", "intact", "intact" if intact else "changed")
        held = self.target.held_keys()
        if held:
            self.domain.add("between_calls", "held_entry")
            if any(key not in lru for key in held):
                self.domain.add("between_calls", "held_entry_evicted")

    def _same(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None:
        if expected != actual:
            self._diverge(step, op, field, expected, actual)

    def _diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> None:
        verb = op.verb if isinstance(op, ScratchOp) else "audit"
        raise DivergenceFound(Divergence(step, str(op), field, expected, actual, verb))

    def audit(self, final: bool = False, context: Any = None) -> None:
        self.model.lru.check_valid()
        self._compare_state(self.steps - 1, "audit")

    def coverage(self) -> dict[str, Any]:
        drawn = self.domain.coverage()
        return {
            "verbs": dict(sorted(self.verbs.items())),
            "errors": dict(sorted(self.errors.items())),
            **{name: self.outcomes[name] for name in OUTCOMES},
            **drawn,
            "never": [name for name in OUTCOMES if not self.outcomes[name]] + drawn["never"],
        }

    def recording(self) -> None:
        return None

    def close(self) -> None:
        return None


def _built(ok: Any) -> str:
    return "built once, then the same" if ok is True else "rebuilt, or another object"
