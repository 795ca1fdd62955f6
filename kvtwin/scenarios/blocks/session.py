"""The blocks session: one allocator target and the reference model, compared op by op
in the order docs/contract.md section 4 gives.

Every op goes to the target first (it chooses which free ids to hand out, the
model checks and adopts them), each side with its own copy of the arguments (the
target's in the op's input form), so a target that edits its input in place
changes nothing the model sees. Whatever a target raises (``SystemExit``
included) or returns is compared, never our crash. Blocks are compared column
by column where the target offers ``block_fields`` (about a microsecond per
touched block, in C-level loops); a difference there is named by the per-block
comparison of ``views()``, field by field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import compress
from operator import attrgetter, not_
from typing import Any

import kvtwin.scenarios.blocks.domain as domain
from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.errors import Interrupted
from kvtwin.scenarios.blocks.ops import VERBS, Op, reuse
from kvtwin.scenarios.blocks.recording import PoolRecorder
from kvtwin.scenarios.blocks.targets.base import BlockTarget
from model.blocks import BlockAllocatorModel, Counts
from model.errors import InvalidChoice

NO_ERROR = "no error"
UNCHECKED_MISUSE = "state after unchecked misuse: "
"""Field prefix of a divergence where a caller-trusting target let misuse through
and its state then differed from the model's (which rejected the op unchanged)."""

OUTCOMES = ("prefix_hits", "prefix_misses", "evictions", "allocation_failures")
REJECTED = "rejected ops"
"""``coverage()["never"]`` names VERBS and OUTCOMES left at zero, and REJECTED
when no op was rejected (the run checked no misuse)."""


_REF, _HASH, _PARENT = attrgetter("ref"), attrgetter("hash"), attrgetter("parent")
_CHILDREN, _STAMP = attrgetter("children"), attrgetter("stamp")
_NONE_AS_MINUS_ONE = {None: -1}


def default_audit_every(num_blocks: int) -> int:
    """A full audit costs O(pool); spacing audits by pool/2 ops keeps its share
    of a run's time flat (and small) as the pool grows; never more often than every 64 ops."""
    return max(64, num_blocks // 2)


def touched_blocks(model: BlockAllocatorModel, op: Op, result: Any) -> list[int]:
    """What is read back after an accepted op: the blocks the model changed, those
    the op named and those it returned, sorted. A reset's are the blocks some op
    changed since the last reset: the others were pristine on both sides already
    (unless the target changed one behind an op's back, which the audits catch)."""
    touched = model.touched
    if "ids" in op.args or isinstance(result, list):
        touched = touched.union(op.block_ids(), result or ())
    return sorted(touched)


def error_kind(error: BaseException | None) -> str:
    return NO_ERROR if error is None else describe(error)


class BlocksSession:
    """A :class:`kvtwin.core.scenario.Session` over a block-allocator target."""

    def __init__(self, target: BlockTarget, *, record: bool = False, device: str = "cpu") -> None:
        self.target = target
        self.device = device
        self.domain = domain.new_tally()
        self._last_verb = "reset"  # a pool just built is as a reset leaves it
        # A target may keep an engine's own flavour of a policy (model/eviction.py)
        self.model = BlockAllocatorModel(target.num_blocks, target.model_policy or target.policy)
        self.steps = 0
        self.rejected = False
        self.verbs: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self.peak_in_use = 0
        self.recorder = PoolRecorder(target.num_blocks) if record else None
        self._fields = target.block_fields
        self._counters = target.counters
        self._stamps = self.model.policy.uses_stamps
        self._trusts_caller = target.trusts_caller
        # misuse a caller-trusting target let through unharmed: "model kind -> target's"
        self.unchecked: Counter[str] = Counter()

    # ------------------------------------------------------------ session
    def apply(self, op: Op) -> Any:
        """Apply ``op`` to both sides; return the agreed result or raise ``DivergenceFound``."""
        step = self.steps
        self.steps += 1
        verb = op.verb
        self.verbs[verb] += 1
        tally = self.domain
        domain.classify(tally, op, self.model.num_blocks, self.model.lookup, self._last_verb)
        self._last_verb = verb
        if self.recorder is not None:
            self.recorder.sent()
        args = op.target_args()
        # attempt() inlined: this is the hottest path of every run
        try:
            target_result, target_error = getattr(self.target, verb)(**args), None
        except Interrupted:
            raise
        except BaseException as error:  # SystemExit and KeyboardInterrupt too: findings
            target_result, target_error = None, error
        if args and reuse(args):
            tally.add("between_calls", "arguments_reused")
        if verb == "allocate" and target_error is None:
            model_result, model_error = attempt(op.call, self.model, choose=target_result)
            if isinstance(model_error, InvalidChoice):
                self._diverge(
                    step, op, "result", "ids that are free", f"{target_result}: {model_error}"
                )
        else:
            model_result, model_error = attempt(op.call, self.model)
        if model_error is not None or target_error is not None:
            return self._rejected(step, op, model_error, target_error)
        self.rejected = False
        if model_result != target_result:
            self._diverge(step, op, "result", model_result, target_result)
        model = self.model
        touched = touched_blocks(model, op, model_result)
        ids, free = self._compare_blocks(step, op, touched) if touched else ((), [])
        counts = model.counts()
        if self._counters is None:
            self._compare_counts(step, op)
        else:
            try:
                got = self._counters()
            except Interrupted:
                raise
            except BaseException:
                got = None
            if got != (counts.free, counts.mapped, counts.clock):
                self._compare_counters(step, op, counts)
        if model.touched_hashes:
            self._compare_map(step, op, sorted(model.touched_hashes))
        in_use = counts.active + counts.cached
        if in_use > self.peak_in_use:
            self.peak_in_use = in_use
        if verb == "allocate" or verb == "match" or model.evicted:
            self._count_outcome(op, model_result)
        if self.recorder is not None:
            self.recorder.op(verb, ids, free, counts, self.outcomes)
        return target_result

    def _rejected(
        self,
        step: int,
        op: Op,
        model_error: BaseException | None,
        target_error: BaseException | None,
    ) -> None:
        """An op that raised on either side: both must reject it with the same
        kind and the target must have changed nothing."""
        expected_kind, actual_kind = error_kind(model_error), error_kind(target_error)
        if expected_kind != actual_kind:
            # docs/contract.md, "Caller-trusting targets": misuse such a target does
            # not check may raise an exception or nothing, as long as it changed
            # nothing; a hang (TargetTimeout) or an exit is never an answer
            unchecked = target_error is None or isinstance(target_error, Exception)
            if model_error is None or not (self._trusts_caller and unchecked):
                self._diverge(step, op, "error", expected_kind, actual_kind)
            self._compare_state(step, op, UNCHECKED_MISUSE)
            self.rejected = True
            # the error's class, not its message (which names ids): one key per outcome
            outcome = ": ".join(actual_kind.split(": ")[:2])
            self.unchecked[f"{expected_kind} -> {outcome}"] += 1
            return None
        self.rejected = True
        self.errors[expected_kind] += 1
        self._compare_blocks(step, op, op.block_ids(), "state after rejected op: ", checked=False)
        self._compare_counters(step, op, self.model.counts())
        return None

    def audit(self, final: bool = False, context: Any = None) -> None:
        """Compare the whole state and check the model's invariants (``context``:
        the serving loop's owner tables, for the ownership invariant)."""
        step, label = self.steps - 1, "audit"
        try:
            self.model.check_valid()
            if context is not None:
                self.model.check_owners(context)
        except AssertionError as broken:
            self._diverge(step, label, "model invariant", "holds", str(broken))
        self._compare_state(step, label)

    def _compare_state(self, step: int, label: Any, prefix: str = "") -> None:
        """Every block, the counts, the free pool and the hash map (O(pool))."""
        self._compare_blocks(step, label, range(self.model.dummy), prefix)
        self._compare_counts(step, label, prefix)
        want_free = self.model.free_ids()
        got_free = self._observe(step, label, "free_ids", self.target.free_ids)
        if not _int_list(got_free):
            self._diverge(step, label, "observation", "free ids: a list of ints", got_free)
        if want_free != got_free:
            extra = sorted(set(got_free) - set(want_free)) or _repeats(got_free)
            missing = sorted(set(want_free) - set(got_free))
            self._diverge(
                step,
                label,
                f"{prefix}free pool",
                f"{len(want_free)} ids",
                f"{len(got_free)} ids, extra {extra}, missing {missing}",
            )
        want_map = self.model.hash_map()
        got_map = self._observe(step, label, "hash_map", self.target.hash_map)
        if not isinstance(got_map, dict):
            self._diverge(step, label, "observation", "the hash map: a dict", got_map)
        if want_map != got_map:
            keys = sorted(set(want_map) | set(got_map), key=repr)
            h = next(k for k in keys if want_map.get(k) != got_map.get(k))
            self._diverge(step, label, f"{prefix}map[{h}]", want_map.get(h), got_map.get(h))

    def coverage(self) -> dict[str, Any]:
        """Calls per verb, error kinds, outcomes, and the input domain's classes
        (``domain.py``); ``never`` names the verbs, outcomes and classes left at zero."""
        verbs, unchecked = dict(sorted(self.verbs.items())), self.unchecked
        drawn = domain.drawn(
            self.domain, self.model.num_blocks, self.target.policy, self.device, self.steps
        )
        return {
            "verbs": verbs,
            "errors": dict(sorted(self.errors.items())),
            **({"misuse_unchecked": dict(sorted(unchecked.items()))} if unchecked else {}),
            **dict(sorted(self.outcomes.items())),
            "peak_in_use": self.peak_in_use,
            "pool_size": self.target.num_blocks,
            **drawn,
            "never": [v for v in sorted(VERBS) if not verbs.get(v)]
            + [o for o in OUTCOMES if not self.outcomes.get(o)]
            + ([] if self.errors or unchecked else [REJECTED])
            + drawn["never"],
        }

    def recording(self) -> PoolRecorder | None:
        return None if self.recorder is None else self.recorder.finish(self.model.counts())

    def close(self) -> None:
        pass

    # ------------------------------------------------------------- helpers
    def _count_outcome(self, op: Op, result: Any) -> None:
        if op.verb == "allocate" and result is None:
            self.outcomes["allocation_failures"] += 1
        elif op.verb == "match":
            self.outcomes["prefix_hits"] += len(result)
            self.outcomes["prefix_misses"] += len(op.args["hashes"]) - len(result)
        if self.model.evicted:
            self.outcomes["evictions"] += len(self.model.evicted)

    def _compare_blocks(
        self, step: int, op: Any, ids: Sequence[int], prefix: str = "", *, checked: bool = True
    ) -> tuple[Sequence[int], list[bool]]:
        """Compare the named blocks (``checked``: ids the model accepted, else only
        those in range); those ids and their free flags (the model's, equal to the
        target's)."""
        if checked:
            valid = ids if isinstance(ids, range) else list(ids)
        else:
            # a bool is no block id (True is not block 1), whatever isinstance says
            valid = [b for b in ids if type(b) is int and 0 <= b < self.model.dummy]
        if not valid:
            return valid, []
        if self._fields is None:
            self._compare_views(step, op, valid, prefix)
            return valid, list(map(self.model.is_free, valid))
        got, error = attempt(self._fields, valid)
        if error is None:
            free = self._same_blocks(valid, got)
            if free is not None:
                return valid, free
        self._compare_views(step, op, valid, prefix)
        # views() agreed where block_fields() did not (or broke): the target's two
        # observations of one state differ, a finding about the target
        self._diverge(
            step,
            op,
            "observation",
            "block_fields() showing what views() shows",
            error_kind(error) if error is not None else _short(got),
        )
        raise AssertionError("not reached")

    def _same_blocks(self, ids: Sequence[int], got: Any) -> list[bool] | None:
        """The model's free flags of ``ids`` if ``got`` (``block_fields(ids)``) shows
        exactly the model's state of those blocks, else ``None``."""
        if not (isinstance(got, tuple | list) and len(got) == 6):
            return None
        refs, hashes, parents, children, stamps, free = got
        model = self.model
        entries = list(map(model.block, ids))
        if list(map(_REF, entries)) != refs:
            return None
        want_hashes = list(map(_HASH, entries))
        if list(map(_NONE_AS_MINUS_ONE.get, want_hashes, want_hashes)) != hashes:
            return None
        want_free = list(map(model.is_free, ids))
        if free is None:
            # free read off the fields (ref 0, no hash): refs and hashes agree, so
            # the flags do wherever the model's own free set agrees with its fields
            if want_free != [r == 0 and h is None for r, h in zip(refs, want_hashes, strict=True)]:
                return None
        elif want_free != free:
            return None
        want_parents = list(map(_PARENT, entries))
        if list(map(_NONE_AS_MINUS_ONE.get, want_parents, want_parents)) != parents:
            return None
        if list(map(_CHILDREN, entries)) != children:
            return None
        if self._stamps:
            if stamps is None:
                return None
            live = list(map(not_, want_free))
            if list(compress(map(_STAMP, entries), live)) != list(compress(stamps, live)):
                return None
        elif stamps is not None:
            return None
        return want_free

    def _compare_views(self, step: int, op: Any, valid: list[int], prefix: str) -> None:
        """Per block and field: names the first difference (raises), else returns."""
        actual = self._observe(step, op, "views", self.target.views, valid)
        if not isinstance(actual, list) or len(actual) != len(valid):
            self._diverge(step, op, "observation", f"views of {len(valid)} blocks", actual)
        for b, got in zip(valid, actual, strict=True):
            want = self.model.view(b)
            if want != got:
                if not isinstance(got, tuple) or len(got) != len(want):
                    self._diverge(step, op, f"{prefix}block[{b}]", want, got)
                name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
                self._diverge(
                    step, op, f"{prefix}block[{b}].{name}", getattr(want, name), getattr(got, name)
                )

    def _compare_counters(self, step: int, op: Any, want: Counts) -> None:
        """Per op, the counters a target keeps anyway (free, mapped, clock: O(1));
        for targets without ``counters``, all pool-wide counts."""
        if self._counters is None:
            self._compare_counts(step, op)
            return
        got = self._observe(step, op, "counters", self._counters)
        if got == (want.free, want.mapped, want.clock):
            return
        if not (isinstance(got, tuple) and len(got) == 3):
            self._diverge(step, op, "observation", "counters: (free, mapped, clock)", got)
        for name, actual in zip(("free", "mapped", "clock"), got, strict=True):
            if getattr(want, name) != actual:
                self._diverge(step, op, f"counts.{name}", getattr(want, name), actual)

    def _compare_counts(self, step: int, op: Any, prefix: str = "") -> None:
        want = self.model.counts()
        got = self._observe(step, op, "counts", self.target.counts)
        if want != got:
            if not isinstance(got, tuple) or len(got) != len(want):
                self._diverge(step, op, "observation", "counts: a Counts tuple", got)
            name = next(f for f in want._fields if getattr(want, f) != getattr(got, f))
            self._diverge(
                step, op, f"{prefix}counts.{name}", getattr(want, name), getattr(got, name)
            )

    def _compare_map(self, step: int, op: Any, hashes: list[int]) -> None:
        expected_map = [self.model.lookup(h) for h in hashes]
        actual_map = self._observe(step, op, "lookup", self.target.lookup, hashes)
        if expected_map == actual_map:
            return
        if not isinstance(actual_map, list) or len(actual_map) != len(hashes):
            self._diverge(step, op, "observation", f"lookup of {len(hashes)} hashes", actual_map)
        for h, want, got in zip(hashes, expected_map, actual_map, strict=True):
            if want != got:
                self._diverge(step, op, f"map[{h}]", want, got)

    def _observe(self, step: int, op: Any, what: str, fn: Any, *args: Any) -> Any:
        result, error = attempt(fn, *args)
        if error is not None:
            self._diverge(step, op, "observation", f"{what}()", error_kind(error))
        return result

    def _diverge(self, step: int, op: Any, field: str, expected: Any, actual: Any) -> Any:
        raise DivergenceFound(Divergence(step, str(op), field, expected, actual))


def _int_list(value: Any) -> bool:
    return isinstance(value, list) and all(type(v) is int for v in value)


def _repeats(ids: Sequence[int]) -> list[int]:
    return sorted(b for b, n in Counter(ids).items() if n > 1)


def _short(value: Any, limit: int = 300) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
