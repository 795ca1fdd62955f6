"""``--target sglang-both``: SGLang's two tree cores and the model driven with one
trace. Each op goes to a Rust-core cache and a Python-core cache (each over its
own allocator); the session compares the Rust core's answers with the model as
for ``--target sglang``, and this target compares the Python core's with the
Rust core's first: results (node handles mapped, since the cores number nodes
differently), whether and how each raised, and every observation (counts,
page states, the free pool, the tree). Where the cores disagree the op raises
:class:`CoresDisagree` (or the observation does), which the session reports
as a divergence naming both answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from kvtwin.core.contain import attempt, describe
from kvtwin.engines.sglang.adapter import SglangCacheTarget, SglangPythonCache
from kvtwin.scenarios.radix.target import NodeRow, RadixTarget

TARGET = "sglang-both"


class CoresDisagree(AssertionError):
    kind: ClassVar[str] = "cores_disagree"


class BothCores(RadixTarget):
    trusts_caller: ClassVar[bool] = True

    def __init__(self, num_pages: int, page_size: int, policy: str) -> None:
        self.name = TARGET
        self.num_pages, self.page_size, self.policy = num_pages, page_size, policy
        self.rust = SglangCacheTarget(num_pages, page_size, policy)
        self.python = SglangPythonCache(num_pages, page_size, policy)
        self._rooted()

    def _rooted(self) -> None:
        self.handles: dict[Any, Any] = {self.rust.root(): self.python.root()}
        """Rust-core handle -> the Python core's handle of the same node."""

    def _both(self, verb: str, *args: Any, same: Callable[[Any, Any], bool] | None = None) -> Any:
        """``verb`` on both cores; the Rust core's answer, once the Python core's agrees."""
        got, error = attempt(getattr(self.rust, verb), *args)
        python_args = [self._python_arg(verb, a) for a in args]
        other, other_error = attempt(getattr(self.python, verb), *python_args)
        if (error is None) != (other_error is None):
            said = describe(error) if error is not None else f"returned {got!r}"
            other_said = describe(other_error) if other_error is not None else f"returned {other!r}"
            raise CoresDisagree(f"{verb}: rust core {said}; python core {other_said}")
        if error is not None:
            raise error  # both raised: the Rust core's error is the answer (they word it apart)
        if not (same or _equal)(got, other):
            raise CoresDisagree(f"{verb}: rust core {got!r}; python core {other!r}")
        return got

    def _python_arg(self, verb: str, value: Any) -> Any:
        if verb == "lock":
            return self.handles.get(value, value) if _hashable(value) else value
        return value

    def _tree_result(self, verb: str, *args: Any) -> tuple[int, Any, list[int]]:
        pair: list[Any] = []

        def same(rust: Any, python: Any) -> bool:
            pair[:] = [rust[1], python[1]]
            return (rust[0], list(rust[2])) == (python[0], list(python[2]))

        got = self._both(verb, *args, same=same)
        if pair and _hashable(pair[0]):
            self.handles[pair[0]] = pair[1]
        return got

    # ---------------------------------------------------------------- verbs
    def alloc(self, n: int) -> list[int] | None:
        return self._both("alloc", n)

    def free(self, pages: Sequence[Any]) -> None:
        self._both("free", pages)

    def match(self, tokens: Sequence[int]) -> tuple[int, Any, list[int]]:
        return self._tree_result("match", tokens)

    def insert(
        self, tokens: Sequence[int], pages: Sequence[Any], prev_prefix_len: int
    ) -> tuple[int, Any, list[int]]:
        return self._tree_result("insert", tokens, pages, prev_prefix_len)

    def lock(self, node: Any) -> int:
        return self._both("lock", node)

    def unlock(self, lock: Any) -> None:
        self._both("unlock", lock)

    def evict(self, num_tokens: int) -> int:
        return self._both("evict", num_tokens)

    def reset(self) -> None:
        self._both("reset")
        self._rooted()

    # ----------------------------------------------------------- observation
    def root(self) -> Any:
        return self.rust.root()

    def counts(self) -> tuple[int, int, int, int]:
        return self._both("counts")

    def page_states(self, pages: Sequence[int]) -> list[str]:
        return self._both("page_states", pages)

    def free_pages(self) -> list[int]:
        return self._both("free_pages")

    def structure(self) -> list[NodeRow]:
        return self._both("structure")

    def self_check(self) -> None:
        self._both("self_check")

    def facts(self) -> dict[str, Any]:
        return {"rust": self.rust.facts(), "python": self.python.facts()}


def _equal(a: Any, b: Any) -> bool:
    return bool(a == b)


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
