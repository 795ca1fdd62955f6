"""SGLang's engine package against the conformance mixin (skips where SGLang cannot load)."""

from tests.engines.conformance import EngineConformance


class TestSglangConformance(EngineConformance):
    ENGINE = "sglang"
