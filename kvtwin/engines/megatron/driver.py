"""What both engine-level drivers share (``megatron-engine``, ``megatron-hybrid-engine``):
megatron-core's serving classes, or why they cannot be had, and requests handed
to its ``DynamicInferenceEngine`` with its LRU clock read back; the engine and
context are built by :mod:`kvtwin.engines.megatron.runtime.serving`, as the
standalone tests build them."""

from __future__ import annotations

from typing import Any, ClassVar

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.core.engine_level.driver import EngineDriver
from kvtwin.core.errors import TargetUnavailable
from kvtwin.engines.megatron.loader import DISTRIBUTION, MegatronRelease
from kvtwin.engines.megatron.runtime import serving


def serving_modules(what: str) -> Any:
    """The release's serving classes; TargetUnavailable naming why they do not import."""
    try:
        return serving.serving_modules()
    except Exception as error:  # triton, apex, a release without these classes
        raise TargetUnavailable(
            f"megatron-core's serving path cannot be imported here ({type(error).__name__}: "
            f"{error}); {what}"
        ) from error


class ServingDriver(EngineDriver):
    """An engine driver over one ``DynamicInferenceEngine`` and its context."""

    package: ClassVar[str] = DISTRIBUTION
    level: ClassVar[str]
    """How the driver runs the engine, for reports."""
    megatron: MegatronRelease
    modules: Any
    engine: Any
    context: Any
    next_id: int = 0

    def facts(self) -> dict[str, Any]:
        return {**self.megatron.describe(), "level": self.level}

    def arrive(self, prompt: list[int], max_new_tokens: int) -> int:
        """``engine.add_request`` (the request waits for the next step's scheduler)."""
        request_id = self.next_id
        self.next_id += 1
        params = self.modules.SamplingParams(
            num_tokens_to_generate=max_new_tokens, termination_id=-1
        )
        with on_cpu():
            self.engine.add_request(request_id, list(prompt), params)
        return request_id

    def clock(self) -> int:
        return int(self.context.prefix_cache_lru_clock)

    def made(self, asked: tuple[int, ...], made: tuple[int, ...], what: str) -> None:
        """The context's pools are the sizes asked for (its buffers are sized in bytes)."""
        if made != asked:
            raise TargetUnavailable(
                f"megatron-core {self.megatron.version}: asked for {asked} {what}, the context "
                f"made {made}"
            )
