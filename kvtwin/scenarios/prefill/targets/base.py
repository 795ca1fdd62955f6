"""What a prefill target is: a prefill op with a per-shape scratch cache the
checker can look into.

A target is the production ``impl.prefill.KDAPrefill``, a known-bug variant (a
subclass of the op or of its cache), or an adapter over an outside op. It
allocates its scratch through the ``allocate`` function it is given (the memory
probe's), exposes the cache (``keys()`` least-recent first, ``peek(key)``,
``last_event``, ``len()``), and can make a fresh copy of itself (fresh scratch,
plain allocator) to compare outputs with. A target is never asked which key or
layout a call should get: ``model.scratch_layout`` says that, from the call's
shapes alone, and the target's keys are only read back and compared. Targets
register a factory with the engine's registry (``register_target(SCENARIO,
NAME, description)``) taking the keyword arguments ``capacity``, ``device``,
``allocate`` and ``chunk_size``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import torch

from impl.prefill import KDAPrefill
from impl.scratch import ScratchCache
from kvtwin.core.errors import TargetUnavailable

SCENARIO = "prefill"

Allocate = Callable[[tuple[int, ...], torch.dtype, torch.device], torch.Tensor]
PrefillOutput = tuple[torch.Tensor, torch.Tensor | None]


class PrefillTarget(Protocol):
    name: str
    capacity: int
    chunk_size: int
    device: torch.device
    cache: Any

    def __call__(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        g: torch.Tensor,
        beta: torch.Tensor,
        cu_seqlens: torch.Tensor,
        initial_state: torch.Tensor | None = None,
        output_final_state: bool = False,
        scale: float | None = None,
    ) -> PrefillOutput: ...

    def fresh(self) -> Callable[..., PrefillOutput]:
        """The same op with an empty cache and the plain allocator."""

    # Optional: ``shared() -> op``, a second op over this target's cache (a caller
    # may build several ops on one ScratchCache); without it the domain's
    # ``between_calls=shared_op`` is named as not drawable.


class ImplPrefillTarget:
    """``impl.prefill.KDAPrefill`` (or a subclass ``op_class``, or with a cache
    subclass ``cache_class``) as a target."""

    def __init__(
        self,
        capacity: int = 8,
        device: str | torch.device = "cpu",
        *,
        allocate: Allocate | None = None,
        chunk_size: int = 64,
        name: str = "impl",
        op_class: type | None = None,
        cache_class: type | None = None,
    ) -> None:
        self.device = torch.device(device)
        if self.device.type == "cuda":
            if not torch.cuda.is_available():
                raise TargetUnavailable(f"--device {device}: CUDA is not available on this machine")
            if self.device.index is None:  # the op keys by its inputs' device, cuda:N
                self.device = torch.device("cuda", torch.cuda.current_device())
        self.name = name
        self.capacity = capacity
        self.chunk_size = chunk_size
        self.op_class = op_class or KDAPrefill
        self.cache_class = cache_class or ScratchCache
        self.op = self._make(allocate)
        self.cache = self.op.cache
        self._shared: Any = None

    def _make(self, allocate: Allocate | None) -> Any:
        cache = self.cache_class(capacity=self.capacity, allocate=allocate)
        return self.op_class(chunk_size=self.chunk_size, cache=cache)

    def __call__(self, *args: Any, **kwargs: Any) -> PrefillOutput:
        return self.op(*args, **kwargs)

    def fresh(self) -> Callable[..., PrefillOutput]:
        return self._make(None)

    def shared(self) -> Callable[..., PrefillOutput]:
        """A second op of the same class over this op's cache (``KDAPrefill(cache=)``)."""
        if self._shared is None:
            self._shared = self.op_class(chunk_size=self.chunk_size, cache=self.cache)
        return self._shared
