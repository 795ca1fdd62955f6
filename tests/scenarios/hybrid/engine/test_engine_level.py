"""The hybrid engine level without megatron-core: its traffic and trace config,
the session over kvtwin's own small scheduler (``impl-engine``), a planted fault
in the cache under it caught by the generic checks and shrunk keeping its cause,
and an engine's crash reported as a divergence."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kvtwin.cli import main
from kvtwin.core.divergence import DivergenceFound
from kvtwin.core.engine_level.ops import Arrive, Step
from kvtwin.core.errors import TraceError, UsageError
from kvtwin.core.refs import RefRecorder
from kvtwin.core.registry import get_scenario, register_target, unregister_target
from kvtwin.scenarios.hybrid import engine as level
from kvtwin.scenarios.hybrid.engine.events import ENGINE_SCENARIO
from kvtwin.scenarios.hybrid.engine.loop import LoopDriver

SCENARIO = get_scenario(ENGINE_SCENARIO)
FAULT = "slot-kept-on-evict-engine"


def _config(policy: str = "lru", blocks: int = 16, slots: int = 4) -> dict[str, Any]:
    values = {**level.OPTIONS.defaults(), "policy": policy, "num_blocks": blocks}
    return level.engine_config({**values, "num_slots": slots})


def _traffic(seed: int, steps: int) -> list[Any]:
    return list(level.traffic({"seed": seed, "steps": steps}))


def _run(session: Any, ops: list[Any]) -> None:
    for op in ops:
        session.apply(op)
    session.audit(final=True)


@pytest.fixture
def fault_target():
    """The loop scheduler over a cache whose allocation-driven evictions keep
    their snapshot slots (``impl.bugs.hybrid.SlotKeptOnEvict``)."""

    @register_target(ENGINE_SCENARIO, FAULT, "test: a cache that skips a slot release")
    def factory(**options: Any) -> LoopDriver:
        return LoopDriver(**options, inner="bug:slot-kept-on-evict")

    yield FAULT
    unregister_target(ENGINE_SCENARIO, FAULT)


def test_traffic_round_trips_through_the_codec():
    ops = _traffic(3, 40)
    assert any(isinstance(op, Arrive) for op in ops) and isinstance(ops[-1], Step)
    codec = SCENARIO.codec
    for op in ops:
        data = json.loads(json.dumps(codec.encode(op, RefRecorder())))
        assert codec.decode(data, "ops[0]", lambda value: value) == op


def test_prompts_share_prefixes():
    prompts = [
        op.prompt for op in _traffic(1, 120) if op.verb == "arrive"
    ]
    heads = [p[:4] for p in prompts if len(p) >= 4]
    assert len(set(heads)) < len(heads)  # system prompts, repeats and follow-ups


def test_a_token_past_the_vocabulary_is_a_trace_error():
    session = SCENARIO.session(_config(), "impl-engine")
    with pytest.raises(TraceError, match="vocabulary"):
        session.apply(Arrive((1, 48), 2))


def test_the_correct_cache_agrees_under_pressure():
    session = SCENARIO.session(_config(slots=3), "impl-engine")
    _run(session, _traffic(0, 60))
    cache = session.coverage()["cache"]
    assert cache["prefix_hits"] > 0 and cache["snapshots_recorded"] > 0
    assert cache["block_evictions"] > 0 and cache["slot_evictions"] > 0
    assert cache["outputs_checked"] > 0 and session.coverage()["engine"]["audits"] > 0


def test_a_skipped_slot_release_is_caught_and_shrunk_keeping_its_cause(fault_target, tmp_path):
    out = tmp_path / "run"
    code = main(
        [
            "run",
            ENGINE_SCENARIO,
            "--target",
            fault_target,
            "--steps",
            "120",
            "--num-blocks",
            "16",
            "--num-slots",
            "4",
            "--shrink-seconds",
            "6",
            "--out",
            str(out),
        ]
    )
    assert code == 1
    summary = json.loads((out / "summary.json").read_text())
    signature = summary["divergence"]["signature"]
    repro = json.loads((out / "repro.json").read_text())
    assert len(repro["ops"]) < summary["ops"]
    assert all(op["verb"] in ("arrive", "step") for op in repro["ops"])  # traffic, never calls
    assert main(["replay", str(out / "repro.json")]) == 1
    session = SCENARIO.session(repro["config"], fault_target)
    ops = [SCENARIO.codec.decode(op, "ops", lambda v: v) for op in repro["ops"]]
    with pytest.raises(DivergenceFound) as found:
        _run(session, ops)
    assert found.value.divergence.signature == signature


class CrashingDriver(LoopDriver):
    def step(self) -> None:
        super().step()
        if self.counts["engine_steps"] == 3:
            raise RuntimeError("the engine fell over")


def test_an_engine_crash_is_a_divergence_at_its_step():
    register_target(ENGINE_SCENARIO, "crashing", "test")(lambda **o: CrashingDriver(**o))
    try:
        session = SCENARIO.session(_config(), "crashing")
        ops = [Arrive((1, 2, 3, 4, 5), 3), Step(), Step(), Step(), Step()]
        with pytest.raises(DivergenceFound) as found:
            _run(session, ops)
    finally:
        unregister_target(ENGINE_SCENARIO, "crashing")
    divergence = found.value.divergence
    assert (
        divergence.step == 3
        and divergence.signature == "step: error no error -> crash: RuntimeError"
    )


class MisfedDriver(LoopDriver):
    """Reports, at its second step, a request fed from a state that is elsewhere
    (what megatron's forward stand-in reports for a skip its state never saw)."""

    def step(self) -> None:
        super().step()
        if self.counts["engine_steps"] == 2 and self.port is not None:
            self.port.settled(
                [], ["request 0 fed positions 8..11 from a state that has seen 4 tokens"]
            )


def test_a_state_position_problem_is_a_divergence_after_the_checks():
    register_target(ENGINE_SCENARIO, "misfed", "test")(lambda **o: MisfedDriver(**o))
    try:
        session = SCENARIO.session(_config(), "misfed")
        with pytest.raises(DivergenceFound) as found:
            _run(session, [Arrive((1, 2, 3, 4, 5), 3), Step(), Step(), Step()])
    finally:
        unregister_target(ENGINE_SCENARIO, "misfed")
    divergence = found.value.divergence
    assert divergence.signature == "step: state position" and divergence.step == 2
    assert "has seen 4 tokens" in divergence.actual


def test_the_hybrid_run_command_takes_the_engine_level_options():
    """``kvtwin run hybrid --target impl-engine`` runs the engine level with its own
    options (a short run: no AttributeError for an option only the allocator level
    declares), and refuses one of the allocator level's by name."""
    campaign = get_scenario("hybrid").campaigns  # the base: its level is picked by target
    engine = SCENARIO.campaigns.from_args({"target": "impl-engine", "steps": 5})
    assert engine.total == 5 and engine.config["max_tokens"] == 16
    with pytest.raises(UsageError, match="--traffic"):
        SCENARIO.campaigns.from_args({"target": "impl-engine", "traffic": "misuse"})
    assert campaign.options["steps"].default is None  # the allocator level's own default


def test_kvtwin_run_hybrid_with_an_engine_target_runs_the_engine_level(tmp_path):
    out = tmp_path / "run"
    code = main(["run", "hybrid", "--target", "impl-engine", "--steps", "5", "--out", str(out)])
    assert code == 0
    assert json.loads((out / "summary.json").read_text())["scenario"] == ENGINE_SCENARIO
