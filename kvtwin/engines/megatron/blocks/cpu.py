"""Running megatron-core's inference context and engine on the CPU, unchanged.

megatron-core's serving path is written for one GPU, but its block bookkeeping
is plain torch; what stands between it and a CPU-only machine is listed here,
and nothing else is replaced:

* ``torch.cuda.current_device()`` (0.17 places every bookkeeping tensor there)
  answers ``"cpu"``;
* ``pin_memory=True`` (0.18 and 0.19 pin their request tables) is dropped, and
  ``Tensor.pin_memory()`` returns the tensor: pinning needs a CUDA driver and
  changes no value;
* ``torch.cuda.Event`` (the engine times each step with two of them) is a
  stand-in whose elapsed time is 0;
* a one-process gloo group and megatron's model-parallel state of size 1, which
  the context's constructor asks for (pipeline rank, group sizes).

Each shim is active only inside :func:`on_cpu`, around the engine's own calls.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from typing import Any

import torch
from kvtwin.scenarios.blocks.targets.megatron.loader import cuda_current_device
from torch.overrides import TorchFunctionMode


class _NoPinning(TorchFunctionMode):
    """Factory calls keep their values and device; only page-locking is dropped."""

    def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        if func is torch.Tensor.pin_memory:
            return args[0]
        if kwargs.get("pin_memory"):
            kwargs = {**kwargs, "pin_memory": False}
        return func(*args, **kwargs)


class StepTimer:
    """``torch.cuda.Event(enable_timing=True)`` for the engine's step timing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def record(self, *args: Any) -> None:
        pass

    def synchronize(self) -> None:
        pass

    def elapsed_time(self, other: Any) -> float:
        return 0.0


@contextlib.contextmanager
def on_cpu() -> Iterator[None]:
    """The shims above, for the duration of one engine call."""
    event = torch.cuda.Event
    torch.cuda.Event = StepTimer  # type: ignore[assignment,misc]
    try:
        with cuda_current_device("cpu"), _NoPinning():
            yield
    finally:
        torch.cuda.Event = event  # type: ignore[misc]


def single_process_group() -> None:
    """A gloo group of one process and megatron's parallel state of size 1
    (once per process: megatron keeps them in module globals)."""
    import torch.distributed as dist
    from megatron.core import parallel_state

    if not dist.is_initialized():
        store = os.path.join(tempfile.mkdtemp(prefix="kvtwin-megatron-"), "store")
        dist.init_process_group("gloo", init_method=f"file://{store}", world_size=1, rank=0)
    if not parallel_state.model_parallel_is_initialized():
        with on_cpu():
            parallel_state.initialize_model_parallel(1, 1)
