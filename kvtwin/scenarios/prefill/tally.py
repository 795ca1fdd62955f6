"""What a prefill session has seen, for its coverage: outcomes of the cache
(hits, misses, evictions, in all and per shape), calls with initial states,
misuse calls per kind and the errors they raised, and the valid edges calls
took (``shapes.EDGES``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from kvtwin.scenarios.prefill.ops import PrefillCall

OUTCOMES = ("hits", "misses", "evictions", "misuse", "initial_state_calls")
"""Run-level outcomes a summary names under ``never`` when a run leaves them at zero."""


class Tally:
    def __init__(self) -> None:
        self.hits = self.misses = self.evictions = self.state_calls = 0
        self.per_shape: dict[str, Counter[str]] = {}
        self.errors: Counter[str] = Counter()
        self.misuse: Counter[str] = Counter()
        self.edges: Counter[str] = Counter()

    def served(self, call: PrefillCall, label: str, hit: bool, evicted: str | None) -> None:
        """A call the cache served under the shape ``label``, evicting ``evicted``."""
        self.hits += hit
        self.misses += not hit
        self.state_calls += call.initial_state
        shape = self.per_shape.setdefault(label, Counter())
        shape["hits" if hit else "misses"] += 1
        if evicted is not None:
            self.evictions += 1
            self.per_shape.setdefault(evicted, Counter())["evictions"] += 1
        taken = (
            (call.form, call.form is not None),
            ("empty_call", call.total == 0),
            ("empty_sequence", call.total > 0 and 0 in call.seq_lens),
        )
        self.edges.update(edge for edge, took in taken if took)

    def rejected(self, kind: str, error: str) -> None:
        """A misuse call of ``kind``, rejected with the error kind ``error``."""
        self.errors[error] += 1
        self.misuse[kind] += 1

    def counts(self) -> dict[str, Any]:
        """The outcome counts (``never`` left to the caller, see ``never``)."""
        return {
            "hits": self.hits,
            "misses": self.misses,
            "evictions": self.evictions,
            "initial_state_calls": self.state_calls,
            "misuse": dict(sorted(self.misuse.items())),
            "edges": dict(sorted(self.edges.items())),
            "errors": dict(sorted(self.errors.items())),
            "shapes": {
                label: {o: counter[o] for o in ("hits", "misses", "evictions")}
                for label, counter in self.per_shape.items()
            },
        }

    def never(self) -> list[str]:
        """The ``OUTCOMES`` still at zero."""
        totals = {**self.counts(), "misuse": sum(self.misuse.values())}
        return [outcome for outcome in OUTCOMES if not totals[outcome]]
