"""vLLM's engine package against the conformance mixin (skips where vLLM cannot load)."""

from tests.engines.conformance import EngineConformance


class TestVllmConformance(EngineConformance):
    ENGINE = "vllm"
