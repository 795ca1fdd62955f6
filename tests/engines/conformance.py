"""What every engine package must do, checked the same way for each: the mixin every
engine's tests subclass (``tests/engines/NAME/test_conformance.py``: ``ENGINE = "vllm"``
and nothing else). Tests skip, saying why, where the engine cannot be loaded here.

A record fits the scenarios it provides for (the registry's own check, again on the
registered record); ``describe`` names what was loaded; every target builds from its
scenario's default trace config and is what its scenario drives; a short run of each
target's scenario ends with agreement or a cause the engine's package describes, never
an undescribed divergence or a harness error; every standalone bundle is
self-contained and renders a test that passes the generated-file check; an engine
level refuses an option it cannot honour, naming it.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from kvtwin.core.campaign import run_campaign
from kvtwin.core.engine_record import Engine, check_record, engines
from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.generated import check_generated
from kvtwin.core.registry import get_scenario
from kvtwin.core.standalone_writer import RUNTIME_STDLIB, render_standalone


class EngineConformance:
    ENGINE: ClassVar[str]
    """The record's name (the distribution: ``vllm``, ``megatron-core``)."""
    STEPS: ClassVar[int] = 30
    """Progress units of each target's short run."""

    @pytest.fixture
    def record(self) -> Engine:
        record = engines().get(self.ENGINE)
        assert record is not None, f"no engine {self.ENGINE!r} is registered"
        try:
            record.describe()
        except TargetUnavailable as why:
            pytest.skip(f"{self.ENGINE} cannot be loaded here: {why}")
        return record

    def short_run(self, scenario: Any, target: str) -> Any:
        """The scenario's default campaign on ``target``, ``STEPS`` long."""
        options = scenario.campaigns.options
        given: dict[str, Any] = {"target": target}
        for name in ("steps", "ops", "passes"):
            if name in options:
                given[name] = self.STEPS if name != "passes" else 1
        return scenario.campaigns.from_args(given)

    def test_the_record_fits_every_scenario_it_provides_for(self, record: Engine) -> None:
        assert check_record(record, registered=True) == []

    def test_describe_names_what_was_loaded(self, record: Engine) -> None:
        facts = record.describe()
        for key in ("version", "origin", "location"):
            assert facts.get(key), f"describe() names no {key}: {facts}"
        commit = facts.get("commit")
        assert commit is None or (len(commit) == 40 and int(commit, 16) >= 0)

    def test_every_target_builds_as_its_scenario_declares(self, record: Engine) -> None:
        for piece in record.provides:
            scenario = get_scenario(piece.scenario)
            campaign = self.short_run(scenario, piece.target)
            session = scenario.session(campaign.config, piece.target)
            try:
                built = getattr(session, "driver", None) or getattr(session, "target", None)
                if scenario.target_base is not None and built is not None:
                    assert isinstance(built, scenario.target_base), (piece.target, type(built))
            finally:
                session.close()

    def test_a_short_run_agrees_or_hits_a_described_cause(self, record: Engine) -> None:
        described = {cause.signature for cause in record.causes}
        for piece in record.provides:
            scenario = get_scenario(piece.scenario)
            result = run_campaign(self.short_run(scenario, piece.target))
            if result.divergence is not None:
                signature = result.divergence.signature
                assert signature in described, (
                    f"{piece.target}: {signature} (step {result.divergence.step}) is no cause "
                    f"{self.ENGINE}'s package describes"
                )

    def test_every_standalone_bundle_is_self_contained(self, record: Engine) -> None:
        for piece in record.provides:
            if piece.standalone is None:
                continue
            bundle = piece.standalone.bundle
            assert bundle.problems() == []
            text = render_standalone(bundle, {"calls": []}, {"what": "conformance"}, "t")
            check_generated(
                text, allowed_imports={*bundle.packages, *RUNTIME_STDLIB}, where=piece.target
            )

    def test_an_engine_level_refuses_what_it_cannot_honour(self, record: Engine) -> None:
        for piece in record.provides:
            scenario = get_scenario(piece.scenario)
            if scenario.level != "engine":
                continue
            with pytest.raises(UsageError, match="--budget"):
                scenario.campaigns.from_args({"target": piece.target, "budget": 5.0})
