"""The engine-level session names a checker's divergence by the engine call it
happened at (``release: FIELD``) or by the audit (``audit: FIELD``), as the
allocator level does; unnamed, the run loop would name it by the client op it
follows (``step``)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.engine_level.contract import CallThrough, EngineContract
from kvtwin.core.engine_level.driver import Call, EngineDriver, Port
from kvtwin.core.engine_level.ops import Step
from kvtwin.core.engine_level.session import EngineLevelSession

RELEASE = SimpleNamespace(verb="release")


class Driver(EngineDriver):
    """One engine call into the component per step."""

    def attach(self, port: Port) -> None:
        self.port = port

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        pass

    def step(self) -> None:
        self.port.call(Call(RELEASE, lambda: None))


class Checker:
    def __init__(self, verb: str | None, at: str) -> None:
        self.verb, self.at = verb, at

    def apply(self, op: Any) -> None:
        if self.at == "call":
            raise DivergenceFound(Divergence(0, "release()", "block[4].ref", 1, 2, self.verb))


class Contract(EngineContract):
    audits_each_step = True

    def __init__(self, verb: str | None, at: str) -> None:
        self.driver, self.checker, self.verb, self.at = Driver(), Checker(verb, at), verb, at
        self.through = CallThrough()

    def audit(self, final: bool) -> None:
        if self.at == "audit":
            raise DivergenceFound(Divergence(3, "audit", "block[4].ref", 1, 2, self.verb))


@pytest.mark.parametrize(
    ("at", "verb", "named"),
    [("audit", None, "audit"), ("audit", "release", "audit"), ("call", None, "release")],
)
def test_a_divergence_is_named_by_the_call_or_the_audit(at: str, verb: Any, named: str) -> None:
    session = EngineLevelSession(Contract(verb, at))
    with pytest.raises(DivergenceFound) as found:
        session.apply(Step())
    assert found.value.divergence.verb == named
    assert found.value.divergence.signature == f"{named}: block[].ref"
