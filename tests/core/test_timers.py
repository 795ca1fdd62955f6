"""Timers that cannot hurt kvtwin itself: the per-call timer stops a target's call
and nothing else, whatever the limit, and the limit has a stated floor."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from kvtwin.cli import main
from kvtwin.core import contain
from kvtwin.core.lockstep import drive
from kvtwin.core.registry import get_scenario, make_target, register_target, unregister_target
from kvtwin.scenarios.blocks.ops import Op
from kvtwin.scenarios.blocks.targets.model import ModelTarget

SLEEP = 1.5 * contain.MIN_CALL_TIMEOUT
"""Longer than the limit the tests set: the sleep is what must (or must not) be stopped."""


class Sleepy(ModelTarget):
    """Sleeps in its own code on every allocate."""

    def allocate(self, n: int) -> Any:
        time.sleep(SLEEP)
        return super().allocate(n)


class SlowChecker:
    """A session whose own checking (kvtwin's side) is slow and whose target is fast."""

    rejected = False

    def __init__(self, target: Any) -> None:
        self.target = target

    def apply(self, op: Any) -> Any:
        time.sleep(SLEEP)  # the checker's own time: never the target's
        return self.target.tick()

    def audit(self, final: bool, context: Any = None) -> None:
        time.sleep(SLEEP)

    def coverage(self) -> dict[str, Any]:
        return {}

    def recording(self) -> None:
        return None

    def close(self) -> None:
        pass


def _workload(n: int):
    for _ in range(n):
        yield Op("tick", {})


@pytest.fixture
def short_limit(monkeypatch):
    monkeypatch.setattr(contain, "call_timeout", contain.MIN_CALL_TIMEOUT)


@pytest.mark.parametrize("value", ["0.001", "0.5", "-1", "90000"])
def test_a_call_timeout_outside_its_range_is_refused_naming_the_range(value, tmp_path, capsys):
    argv = ["run", "blocks", "--steps", "5", "--call-timeout", value, "--out", str(tmp_path / "o")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "--call-timeout" in err and f"{contain.MIN_CALL_TIMEOUT:g}" in err
    assert not (tmp_path / "o").exists()


def test_the_timer_never_interrupts_kvtwins_own_code(short_limit):
    scenario = get_scenario("blocks")
    target = make_target("blocks", "model", num_blocks=8, policy="lru")
    result = drive(scenario, SlowChecker(target), _workload(3), audit_every=1)
    assert result.divergence is None and result.count == 3


def test_the_timer_stops_a_target_call_past_the_limit(short_limit):
    register_target("blocks", "test:sleepy", "sleeps in allocate")(
        lambda *, num_blocks, policy, device="cpu": Sleepy(num_blocks, policy)
    )
    try:
        scenario = get_scenario("blocks")
        session = scenario.session({"policy": "lru", "pool_size": 8}, "test:sleepy")
        ops = iter([Op("allocate", {"n": 1})])
        result = drive(scenario, session, (op for op in ops))
    finally:
        unregister_target("blocks", "test:sleepy")
    assert result.divergence is not None
    assert "timeout" in str(result.divergence.actual)


def test_the_smallest_limit_finds_nothing_on_the_correct_target(tmp_path, capsys):
    out = tmp_path / "o"
    argv = ["run", "blocks", "--steps", "3000", "--out", str(out)]
    assert main([*argv, "--call-timeout", f"{contain.MIN_CALL_TIMEOUT:g}"]) == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["ok"] is True and summary["findings"] == []
    assert "Traceback" not in capsys.readouterr().err


def test_a_target_whose_build_hangs_is_stopped_by_the_call_timeout(tmp_path, capsys):
    register_target("blocks", "test:slow-build", "sleeps while being built")(
        lambda *, num_blocks, policy, device="cpu": time.sleep(3600)
    )
    try:
        argv = ["run", "blocks", "--target", "test:slow-build", "--call-timeout", "1"]
        assert main([*argv, "--out", str(tmp_path / "o")]) == 2
    finally:
        unregister_target("blocks", "test:slow-build")
    err = capsys.readouterr().err
    assert "test:slow-build" in err and "--call-timeout" in err
    assert not (tmp_path / "o").exists()
