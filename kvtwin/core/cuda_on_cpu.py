"""Running an engine's CUDA-minded host code on the CPU, unchanged.

An engine's serving path is written for a GPU, but its cache bookkeeping is
plain torch; what stands between it and a CPU-only machine is listed here, and
nothing else is replaced:

* ``torch.cuda.current_device()`` answers ``"cpu"`` (engines place their
  bookkeeping tensors there);
* ``pin_memory=True`` is dropped and ``Tensor.pin_memory()`` returns the tensor:
  pinning needs a CUDA driver and changes no value;
* ``torch.cuda.Event`` (engines time their steps with two of them) is a stand-in
  whose elapsed time is 0.

Each is active only inside :func:`on_cpu` (or :func:`cuda_current_device` alone),
around the engine's own calls, so kvtwin's own tensors are never affected.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import torch
from torch.overrides import TorchFunctionMode


class NoPinning(TorchFunctionMode):
    """Factory calls keep their values and device; only page-locking is dropped."""

    def __torch_function__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        kwargs = kwargs or {}
        if func is torch.Tensor.pin_memory:
            return args[0]
        if kwargs.get("pin_memory"):
            kwargs = {**kwargs, "pin_memory": False}
        return func(*args, **kwargs)


class StepTimer:
    """``torch.cuda.Event(enable_timing=True)`` for an engine's step timing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def record(self, *args: Any) -> None:
        pass

    def synchronize(self) -> None:
        pass

    def elapsed_time(self, other: Any) -> float:
        return 0.0


@contextlib.contextmanager
def cuda_current_device(answer: str = "cpu", calls: list[str] | None = None) -> Iterator[None]:
    """While active, ``torch.cuda.current_device()`` answers ``answer`` (each call
    counted in ``calls``, where given: a probe of whether an engine asks)."""
    original = torch.cuda.current_device

    def current_device() -> str:
        if calls is not None:
            calls.append(answer)
        return answer

    torch.cuda.current_device = current_device  # type: ignore[assignment]
    try:
        yield
    finally:
        torch.cuda.current_device = original  # type: ignore[assignment]


@contextlib.contextmanager
def on_cpu() -> Iterator[None]:
    """Every stand-in above, for the duration of one engine call."""
    event = torch.cuda.Event
    torch.cuda.Event = StepTimer  # type: ignore[assignment,misc]
    try:
        with cuda_current_device("cpu"), NoPinning():
            yield
    finally:
        torch.cuda.Event = event  # type: ignore[misc]
