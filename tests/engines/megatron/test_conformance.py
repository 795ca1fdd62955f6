"""megatron-core's engine package against the conformance mixin (skips where
megatron-core cannot load)."""

from tests.engines.conformance import EngineConformance


class TestMegatronConformance(EngineConformance):
    ENGINE = "megatron-core"
