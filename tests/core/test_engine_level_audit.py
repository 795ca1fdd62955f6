"""The engine-level session names an audit's divergence by the audit (its verb is
``audit``, so its signature reads ``audit: FIELD``), as the allocator level does;
unnamed, the run loop would name it by the client op it follows (``step``)."""

from __future__ import annotations

from typing import Any

import pytest

from kvtwin.core.divergence import Divergence, DivergenceFound
from kvtwin.core.engine_level.contract import EngineContract
from kvtwin.core.engine_level.driver import EngineDriver, Port
from kvtwin.core.engine_level.ops import Step
from kvtwin.core.engine_level.session import EngineLevelSession


class Driver(EngineDriver):
    def attach(self, port: Port) -> None:
        pass

    def arrive(self, prompt: list[int], max_new_tokens: int) -> None:
        pass

    def step(self) -> None:
        pass


class Contract(EngineContract):
    audits_each_step = True

    def __init__(self, verb: str | None) -> None:
        self.driver, self.checker, self.verb = Driver(), None, verb

    def audit(self, final: bool) -> Any:
        raise DivergenceFound(Divergence(3, "audit", "block[4].ref", 1, 2, self.verb))


@pytest.mark.parametrize(("verb", "named"), [(None, "audit"), ("release", "release")])
def test_an_audit_divergence_is_named_by_the_audit(verb: str | None, named: str) -> None:
    session = EngineLevelSession(Contract(verb))
    with pytest.raises(DivergenceFound) as found:
        session.apply(Step())
    assert found.value.divergence.verb == named
    assert found.value.divergence.signature == f"{named}: block[].ref"
    assert found.value.divergence.op == "audit after engine op 0"
