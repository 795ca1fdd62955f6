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

from collections.abc import Callable
from typing import Any, ClassVar

from kvtwin.core.contain import attempt, describe
from kvtwin.engines.sglang.adapter import SglangCacheTarget, SglangPythonCache
from kvtwin.scenarios.radix.target import RadixTarget

TARGET = "sglang-both"
ON_BOTH = ("alloc", "free", "match", "insert", "lock", "unlock", "evict", "reset", "counts",
           "page_states", "free_pages", "structure", "self_check")  # fmt: skip
"""What goes to both cores: every verb, and every observation but the root."""


class CoresDisagree(AssertionError):
    kind: ClassVar[str] = "cores_disagree"


def _on_both(verb: str) -> Callable[..., Any]:
    def on_both(self: BothCores, *args: Any, **kwargs: Any) -> Any:
        return self.both(verb, *args, **kwargs)

    on_both.__name__ = verb
    return on_both


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

    def _python_node(self, node: Any) -> Any:
        return self.handles.get(node, node) if _hashable(node) else node

    def both(self, verb: str, *args: Any, **kwargs: Any) -> Any:
        """``verb`` on both cores; the Rust core's answer, once the Python core's agrees
        (a node by each core's own handle: they number nodes apart)."""
        got, error = attempt(getattr(self.rust, verb), *args, **kwargs)
        if verb == "lock":
            args = tuple(self._python_node(a) for a in args)
            kwargs = {k: self._python_node(v) for k, v in kwargs.items()}
        other, other_error = attempt(getattr(self.python, verb), *args, **kwargs)
        if (error is None) != (other_error is None):
            said = describe(error) if error is not None else f"returned {got!r}"
            other_said = describe(other_error) if other_error is not None else f"returned {other!r}"
            raise CoresDisagree(f"{verb}: rust core {said}; python core {other_said}")
        if error is not None:
            raise error  # both raised: the Rust core's error is the answer (they word it apart)
        tree = verb in ("match", "insert")  # (prefix length, node, pages)
        same = (got[0], list(got[2])) == (other[0], list(other[2])) if tree else got == other
        if not same:
            raise CoresDisagree(f"{verb}: rust core {got!r}; python core {other!r}")
        if tree and _hashable(got[1]):
            self.handles[got[1]] = other[1]
        if verb == "reset":
            self._rooted()
        return got

    def root(self) -> Any:
        return self.rust.root()

    def facts(self) -> dict[str, Any]:
        return {"rust": self.rust.facts(), "python": self.python.facts()}


for _name in ON_BOTH:
    setattr(BothCores, _name, _on_both(_name))


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
