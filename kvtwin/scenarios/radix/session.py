"""The radix session: one radix cache target and ``model.radix``, compared op by op.

Per op, in order (docs/contract.md section 6, "How it is checked"):
the error kind; the result (pages, prefix lengths, tokens evicted; the model
adopts the pages an ``alloc`` handed out and learns which of its nodes and locks
each target handle names); the counters (free pages, evictable, protected and
tree tokens); the state of every page the op changed, named or returned. A full
audit (every page, the free pool with repeats, the tree's nodes with their lock
counts, the model's invariants, the caller's pages and locks, and the engine's
own check) runs every ``max(64, pages // 2)`` ops and at the end.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from kvtwin.core.contain import attempt, describe
from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.errors import Interrupted
from kvtwin.scenarios.radix.ops import VERBS, RadixOp
from kvtwin.scenarios.radix.target import RadixTarget
from model.errors import InvalidChoice
from model.radix import RadixCacheModel

NO_ERROR = "no error"
UNCHECKED_MISUSE = "state after unchecked misuse: "
NOWHERE = -1
"""What the model is given for a handle or lock the target never returned."""
OUTCOMES = ("prefix_hits", "dedup_frees", "evictions", "alloc_failures")


def audit_every(num_pages: int) -> int:
    return max(64, num_pages // 2)


class RadixSession:
    """A :class:`kvtwin.core.scenario.Session` over a radix cache target."""

    def __init__(self, target: RadixTarget) -> None:
        self.target = target
        self.model = RadixCacheModel(target.num_pages, target.page_size, target.policy)
        self.nodes: dict[Any, int] = {}
        self.locks: dict[Any, int] = {}
        self.steps = 0
        self.rejected = False
        self.model_error: BaseException | None = None
        """What the model raised at the last op (None: it accepted it)."""
        self.target_error: BaseException | None = None
        """What the target raised at the last op (a standalone writer tells an adapter's
        own answer from the engine's by it)."""
        self.verbs: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.unchecked: Counter[str] = Counter()
        self.outcomes: Counter[str] = Counter()
        self._rooted()

    # ------------------------------------------------------------ session
    def apply(self, op: RadixOp) -> Any:
        step = self.steps
        self.steps += 1
        self.verbs[op.verb] += 1
        if op.verb == "step":  # a marker: nothing is called on either side
            self.rejected = False
            return None
        try:
            got, target_error = op.call(self.target), None
        except Interrupted:
            raise
        except BaseException as error:  # SystemExit too: a finding, never our crash
            got, target_error = None, error
        self.target_error = target_error
        model_op = self._translated(op)
        if op.verb == "alloc" and target_error is None:
            want, model_error = attempt(model_op.call, self.model, choose=got)
            self.model_error = model_error
            if isinstance(model_error, InvalidChoice):
                self._diverge(step, op, "result", "pages that are free", f"{got}: {model_error}")
        else:
            want, model_error = attempt(model_op.call, self.model)
        self.model_error = model_error
        if model_error is not None or target_error is not None:
            return self._rejected(step, op, model_error, target_error)
        self.rejected = False
        self._compare_result(step, op, want, got)
        self._compare_counts(step, op)
        self._compare_pages(step, op, sorted(self._touched(op, want)))
        self._count(op, want)
        return got

    def audit(self, final: bool = False, context: Any = None) -> None:
        """The whole state; ``context``: the caller's ``(private pages, held locks)``."""
        step = self.steps - 1
        try:
            self.model.check_valid()
            if context is not None:
                private, held = context
                self.model.check_owners(private, [self.locks.get(k, NOWHERE) for k in held])
        except AssertionError as broken:
            self._diverge(step, "audit", "model invariant", "holds", str(broken))
        self.compare_state(step, "audit")
        _, error = attempt(self.target.self_check)
        if error is not None:
            self._diverge(step, "audit", "engine self-check", "passes", describe(error))

    def compare_state(self, step: int, label: Any, prefix: str = "") -> None:
        """The op's own pages, counts, every page, the free pool and the tree (O(pool))."""
        if isinstance(label, RadixOp):
            named = [p for p in label.pages() if 1 <= p <= self.model.num_pages]
            self._compare_pages(step, label, named, prefix)
        self._compare_counts(step, label, prefix)
        self._compare_pages(step, label, range(1, self.model.num_pages + 1), prefix)
        want = self.model.free_pages()
        got = self._observe(step, label, self.target.free_pages)
        if want != got:
            extra = sorted(p for p, n in Counter(got).items() if n > Counter(want)[p])
            missing = sorted(set(want) - set(got))
            self._diverge(
                step,
                label,
                f"{prefix}free pool",
                f"{len(want)} pages",
                f"{len(got)} pages, extra {extra}, missing {missing}",
            )
        want_tree, got_tree = (
            self._model_structure(),
            self._observe(step, label, self.target.structure),
        )
        if want_tree != got_tree:
            only_model = [row for row in want_tree if row not in got_tree]
            only_target = [row for row in got_tree if row not in want_tree]
            self._diverge(
                step, label, f"{prefix}tree", f"nodes {only_model[:4]}", f"nodes {only_target[:4]}"
            )

    def coverage(self) -> dict[str, Any]:
        verbs = dict(sorted(self.verbs.items()))
        return {
            "verbs": verbs,
            "errors": dict(sorted(self.errors.items())),
            **(
                {"misuse_unchecked": dict(sorted(self.unchecked.items()))} if self.unchecked else {}
            ),
            **{o: self.outcomes[o] for o in OUTCOMES},
            "pool_pages": self.target.num_pages,
            "never": [v for v in VERBS if not verbs.get(v)]
            + [o for o in OUTCOMES if not self.outcomes[o]],
        }

    def recording(self) -> None:
        return None

    def close(self) -> None:
        pass

    # ----------------------------------------------------------- helpers
    def _rooted(self) -> None:
        """Handles and locks start over: the target's root is the model's."""
        self.nodes = {self.target.root(): self.model.tree.root.id}
        self.locks = {}

    def _translated(self, op: RadixOp) -> RadixOp:
        """The op as the model gets it: the target's handles and locks as the model's."""
        if op.verb == "lock":
            node = op.args["node"]
            known = self.nodes.get(node, NOWHERE) if _hashable(node) else NOWHERE
            return RadixOp("lock", {"node": known}, op.malformed)
        if op.verb == "unlock":
            lock = op.args["lock"]
            known = self.locks.get(lock, NOWHERE) if _hashable(lock) else NOWHERE
            return RadixOp("unlock", {"lock": known}, op.malformed)
        return op

    def _compare_result(self, step: int, op: RadixOp, want: Any, got: Any) -> None:
        verb = op.verb
        if verb in ("match", "insert"):
            if not (isinstance(got, tuple | list) and len(got) == 3):
                self._diverge(step, op, "result", "(prefix_len, node, pages)", got)
            if (want[0], list(want[2])) != (got[0], list(got[2])):
                self._diverge(step, op, "result", (want[0], want[2]), (got[0], got[2]))
            self._learn_node(step, op, got[1], want[1])
        elif verb == "lock":
            if not _hashable(got) or got in self.locks:
                self._diverge(step, op, "result", "a new lock", got)
            self.locks[got] = want
        elif verb == "alloc":
            if (want is None) != (got is None):
                self._diverge(step, op, "result", want, got)
        elif want != got:
            self._diverge(step, op, "result", want, got)
        if verb == "reset":
            self._rooted()

    def _learn_node(self, step: int, op: RadixOp, handle: Any, node: int | None) -> None:
        if node is None:  # a cache that keeps nothing names no node
            if handle is not None:
                self._diverge(step, op, "result.node", None, handle)
            return
        if not _hashable(handle):
            self._diverge(step, op, "result.node", "a node handle", handle)
        known = self.nodes.get(handle)
        if known is not None and known != node and self.model.has_node(known):
            self._diverge(step, op, "result.node", f"the handle of node {node}", handle)
        self.nodes[handle] = node

    def _touched(self, op: RadixOp, want: Any) -> set[int]:
        pages = set(self.model.touched) | set(op.pages())
        if op.verb == "alloc" and want:
            pages.update(want)
        elif op.verb in ("match", "insert"):
            pages.update(want[2])
        return {p for p in pages if 1 <= p <= self.model.num_pages}

    def _rejected(
        self, step: int, op: RadixOp, model_error: BaseException | None, target_error: Any
    ) -> None:
        """Both must reject with one kind and change nothing; a caller-trusting target
        may reject misuse otherwise (or not at all) if it changed nothing."""
        expected = NO_ERROR if model_error is None else describe(model_error)
        actual = NO_ERROR if target_error is None else describe(target_error)
        self.rejected = True
        if expected != actual:
            unchecked = target_error is None or isinstance(target_error, Exception)
            if model_error is None or not (self.target.trusts_caller and unchecked):
                self._diverge(step, op, "error", expected, actual)
            self.compare_state(step, op, UNCHECKED_MISUSE)
            self.unchecked[f"{expected} -> {': '.join(actual.split(': ')[:2])}"] += 1
            return None
        self.errors[expected] += 1
        self._compare_counts(step, op, "state after rejected op: ")
        named = [p for p in op.pages() if 1 <= p <= self.model.num_pages]
        self._compare_pages(step, op, named, "state after rejected op: ")
        return None

    def _compare_counts(self, step: int, label: Any, prefix: str = "") -> None:
        want = tuple(self.model.counts())
        got = self._observe(step, label, self.target.counts)
        if want != got:
            if not (isinstance(got, tuple) and len(got) == len(want)):
                self._diverge(step, label, "observation", "counts: 4 ints", got)
            names = type(self.model.counts())._fields
            name = next(n for n, w, g in zip(names, want, got, strict=True) if w != g)
            i = names.index(name)
            self._diverge(step, label, f"{prefix}counts.{name}", want[i], got[i])

    def _compare_pages(self, step: int, label: Any, pages: Any, prefix: str = "") -> None:
        pages = list(pages)
        if not pages:
            return
        got = self._observe(step, label, self.target.page_states, pages)
        want = [self.model.state(p) for p in pages]
        if want != got:
            if not (isinstance(got, list) and len(got) == len(pages)):
                self._diverge(step, label, "observation", f"states of {len(pages)} pages", got)
            page, w, g = next((p, w, g) for p, w, g in zip(pages, want, got, strict=True) if w != g)
            # the model's state names the cause: a free page freed again is not a
            # cached page freed
            self._diverge(step, label, f"{prefix}page[{page}].{w}", w, g)

    def _model_structure(self) -> list[tuple[tuple[int, ...], int, int]]:
        rows = []
        for node in self.model.tree.nodes.values():
            if node.parent is not None:
                above = node.parent.path_pages()
                rows.append((tuple(node.pages), above[-1] if above else 0, node.lock_ref))
        return sorted(rows)

    def _observe(self, step: int, label: Any, read: Any, *args: Any) -> Any:
        got, error = attempt(read, *args)
        if error is not None:
            name = getattr(read, "__name__", "observation")
            self._diverge(step, label, "observation", f"{name}() answering", describe(error))
        return got

    def _count(self, op: RadixOp, want: Any) -> None:
        if op.verb == "alloc" and want is None:
            self.outcomes["alloc_failures"] += 1
        elif op.verb == "match":
            self.outcomes["prefix_hits"] += want[0]
        elif op.verb == "insert":
            own = op.args["prev_prefix_len"]
            self.outcomes["dedup_frees"] += max(0, want[0] - own) // self.model.page_size
        elif op.verb == "evict":
            self.outcomes["evictions"] += want

    def _diverge(self, step: int, label: Any, field: str, expected: Any, actual: Any) -> None:
        verb = label.verb if isinstance(label, RadixOp) else None
        raise DivergenceFound(Divergence(step, str(label), field, expected, actual, verb))


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
