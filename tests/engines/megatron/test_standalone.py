"""megatron-core's standalone reproductions (blocks scenario): what their DATA holds,
how a trace's text enters them, that each bundle carries its runtime once, and
(where megatron-core is installed) that an allocator test fails and passes on the
state it names."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path
from typing import Any

import pytest

from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.engine_level.ops import Arrive, Step
from kvtwin.core.errors import UsageError
from kvtwin.core.registry import get_scenario
from kvtwin.core.scenario import Campaign
from kvtwin.core.standalone import run_tests
from kvtwin.core.standalone_writer import Standalone, write_finding
from kvtwin.core.trace import Trace
from kvtwin.engines.megatron import loader, standalone
from tests.engines.megatron.available import loaded, needs

HOSTILE = '""" + __import__("os").system("echo pwned") + """\n\'\'\'; raise SystemExit'
BUNDLES = {
    "allocator": standalone.ALLOCATOR,
    "engine": standalone.ENGINE,
    "hybrid": standalone.HYBRID,
    "hybrid-engine": standalone.HYBRID_ENGINE,
}


def engine_trace() -> Trace:
    config = {
        "policy": "lru",
        "pool_size": 24,
        "block_size": 4,
        "max_requests": 8,
        "max_tokens": 32,
        "paused_blocks": 3,
        "max_sequence_length": 256,
        "chunked_prefill": True,
        "device": "cpu",
    }
    ops = [{"verb": "arrive", "prompt": list(range(10)), "max_new_tokens": 2}]
    return Trace("blocks-engine", "megatron-engine", config, ops + [{"verb": "step"}] * 4, None,
                 HOSTILE)  # fmt: skip


def allocator_trace(policy: str, field: str, expected: Any) -> Trace:
    ops = [
        {"verb": "allocate", "n": 1},
        {"verb": "register", "ids": [{"ref": [0, 0]}], "hashes": [77], "parent_hashes": [0]},
        {"verb": "release", "ids": [{"ref": [0, 0]}]},
    ]
    divergence = {"step": 2, "op": HOSTILE, "field": field, "expected": expected, "actual": -1}
    config = {"policy": policy, "pool_size": 8, "device": "cpu"}
    return Trace("blocks", "megatron", config, ops, divergence, HOSTILE)


def finding(**more: Any) -> dict[str, Any]:
    return {"signature": "release: counts.mapped", "what": HOSTILE, "reachable": "engine", **more}


@pytest.fixture
def hostile_release(monkeypatch: pytest.MonkeyPatch) -> None:
    """The release's label as text nobody controls (and no megatron-core needed)."""
    monkeypatch.setattr(standalone, "release_label", lambda: "0.0.0" + HOSTILE)


def write(bundle: Standalone, trace: Trace, folder: Path, **more: Any) -> Path:
    written = write_finding(bundle, trace, folder, "test_it", finding(**more), {"what": HOSTILE})
    assert written["file"], written
    return Path(written["file"])


def data_of(path: Path) -> dict[str, Any]:
    tree = ast.parse(path.read_text())
    (value,) = [
        n.value
        for n in tree.body
        if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", None) == "DATA"
    ]
    return ast.literal_eval(value)


def test_every_bundle_carries_only_what_a_test_may_import():
    for name, bundle in BUNDLES.items():
        assert bundle.bundle.problems() == [], name
        assert bundle.bundle.packages == ("pytest", "torch", "megatron")


@pytest.mark.parametrize("name", sorted(BUNDLES))
def test_a_carried_name_is_defined_once(name, tmp_path, hostile_release):
    """The runtime's modules are concatenated: a name two of them define would be
    silently replaced by the later one."""
    from kvtwin.core.standalone_writer import render_standalone

    text = render_standalone(BUNDLES[name].bundle, {"x": 1}, {"what": HOSTILE}, HOSTILE)
    tree = ast.parse(text)
    names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)]
    names += [t.id for n in tree.body if isinstance(n, ast.Assign) for t in n.targets]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)
    assert "kvtwin" not in {
        m.split(".")[0]
        for n in ast.walk(tree)
        if isinstance(n, ast.Import | ast.ImportFrom)
        for m in ([a.name for a in n.names] if isinstance(n, ast.Import) else [n.module or ""])
    }


def test_an_engine_test_carries_the_traffic_as_literals(tmp_path, hostile_release):
    trace = engine_trace()
    data = data_of(write(standalone.ENGINE, trace, tmp_path))
    assert data["release"] == "0.0.0" + HOSTILE and data["config"] == trace.config
    assert data["traffic"] == [("arrive", list(range(10)), 2)] + [("step",)] * 4


def test_hostile_config_values_stay_data(tmp_path, hostile_release):
    trace = engine_trace()
    trace.config.update({"policy": HOSTILE, "pool_size": HOSTILE, "block_size": 1 << 200})
    data = data_of(write(standalone.ENGINE, trace, tmp_path))
    assert data["config"]["policy"] == HOSTILE and data["config"]["block_size"] == 1 << 200


def test_an_allocator_test_names_blocks_by_their_allocation(tmp_path, hostile_release):
    data = data_of(write(standalone.ALLOCATOR, allocator_trace("ref_zero", "counts.mapped", 0),
                         tmp_path))  # fmt: skip
    assert data["ops"][1]["ids"] == [[0, 0]]  # references stay references
    assert data["finding"]["field"] == "counts" and data["finding"]["attr"] == "mapped"
    assert (data["policy"], data["num_blocks"]) == ("ref_zero", 8)


@pytest.mark.parametrize(
    ("reachable", "says"),
    [("allocator-only", "did not reach this cause"), ("unknown", "was not checked")],
)
def test_an_allocator_test_says_what_its_run_knew_of_reachability(
    tmp_path, hostile_release, reachable, says
):
    trace = allocator_trace("ref_zero", "counts.mapped", 0)
    path = write(standalone.ALLOCATOR, trace, tmp_path, reachable=reachable)
    assert says in data_of(path)["reach"]


def test_a_hybrid_test_carries_each_prompts_hashes(tmp_path, hostile_release):
    from kvtwin.scenarios.hybrid.tokens import block_hashes

    ops = [{"verb": "admit", "rid": 1, "tokens": list(range(1, 10))},
           {"verb": "invalidate", "ids": [{"ref": [1, 0]}]}]  # fmt: skip
    config = {"policy": "lru", "num_blocks": 8, "num_slots": 2, "block_size": 4}
    data = data_of(write(standalone.HYBRID, Trace("hybrid", "megatron-hybrid", config, ops),
                         tmp_path))  # fmt: skip
    assert data["ops"][0]["hashes"] == block_hashes(list(range(1, 10)), 4)
    assert len(data["ops"][0]["hashes"]) == 2 and data["ops"][1]["ids"] == [[1, 0]]


@pytest.mark.parametrize(
    ("field", "expected", "check"),
    [
        ("block[7].ref", 0, {"field": "block", "block": [0, 1], "attr": "ref", "expected": 0}),
        ("block[7].parent", 5, {"block": [0, 1], "expected": [2, 0], "expected_is_block": True}),
        ("state after rejected op: block[3].free", True, {"block": 3, "attr": "free"}),
        ("counts.mapped", 4, {"field": "counts", "attr": "mapped", "expected": 4}),
        ("map[123]", 5, {"field": "map", "hash": 123, "expected": [2, 0]}),
        ("free pool", "12 ids", {"field": "free pool", "expected": 12}),
        ("result", [7, 5], {"field": "result", "expected": [[0, 1], [2, 0]]}),
    ],
)
def test_expectations_name_blocks_by_the_allocation_that_made_them(field, expected, check):
    got = standalone.expectation({"field": field, "expected": expected}, {7: [0, 1], 5: [2, 0]})
    assert {k: got[k] for k in check} == check


def test_a_field_without_a_standalone_check_is_no_test(tmp_path, hostile_release):
    with pytest.raises(UsageError, match="observation"):
        standalone.expectation({"field": "observation", "expected": "views()"}, {})
    trace = allocator_trace("lru", "observation", "views()")
    written = write_finding(standalone.ALLOCATOR, trace, tmp_path, "test_no", finding(), {})
    assert written["file"] is None and "observation" in written["message"]


RELEASE, REASON = loaded(loader.load_release)


@needs(RELEASE, REASON)
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_an_allocator_test_passes_on_the_right_state_and_fails_on_a_wrong_one(tmp_path, policy):
    """A registered block released by its only owner: cached under LRU (its map
    entry stays), freed under REF_ZERO (the entry goes), as the contract says."""
    mapped = 1 if policy == "lru" else 0
    files = []
    for name, expected in (("right", mapped), ("wrong", mapped + 1)):
        folder = tmp_path / name
        path = write(standalone.ALLOCATOR, allocator_trace(policy, "counts.mapped", expected),
                     folder)  # fmt: skip
        files.append(path.rename(tmp_path / f"test_{name}.py"))
    outcomes = run_tests(tmp_path, files)
    assert outcomes["test_right.py"]["failed"] is False, outcomes
    assert outcomes["test_wrong.py"]["failed"] is True
    assert re.search(rf"the mapped count is {mapped}, expected {mapped + 1}",
                     outcomes["test_wrong.py"]["message"])  # fmt: skip


def agreed(scenario: str, target: str, config: dict[str, Any], script: list[Any]) -> Trace:
    """``script`` run through ``target``, which agrees with the model on all of it."""

    def workload() -> Any:
        for op in script:  # noqa: UP028 (the run loop sends each result: a list iterator takes none)
            yield op

    campaign = Campaign(get_scenario(scenario), target, config, workload, "agreeing", len(script))
    result = run_campaign(campaign)
    assert result.divergence is None, result.divergence
    return trace_of(campaign, result, "a trace kvtwin agrees on")


@needs(RELEASE, REASON)
def test_the_tests_of_traces_kvtwin_agrees_on_pass(tmp_path):
    """An agreeing blocks engine-level trace and hybrid allocator-level trace: their
    standalone tests pass (run with no PYTHONPATH: they need no kvtwin)."""
    from kvtwin.scenarios.blocks.engine_level import OPTIONS, engine_config
    from kvtwin.scenarios.hybrid.config import HybridConfig
    from tests.engines.megatron.test_hybrid_target import agreeing_script

    prompt = tuple(range(10))
    traffic = [Arrive(prompt, 2), *[Step()] * 4, Arrive(prompt, 2), *[Step()] * 4]
    config = engine_config({**OPTIONS.defaults(), "policy": "lru", "pool_size": 24})
    engine = agreed("blocks-engine", "megatron-engine", config, traffic)
    hybrid_config = HybridConfig("lru", 24, 6, 4).to_json()
    hybrid = agreed("hybrid", "megatron-hybrid", hybrid_config, agreeing_script())
    files = [
        write(standalone.ENGINE, engine, tmp_path / "engine").rename(tmp_path / "test_engine.py"),
        write(standalone.HYBRID, hybrid, tmp_path / "hybrid").rename(tmp_path / "test_hybrid.py"),
    ]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    outcomes = run_tests(tmp_path, files, env=env)
    assert outcomes["test_engine.py"]["failed"] is False, outcomes
    assert outcomes["test_hybrid.py"]["failed"] is False, outcomes
