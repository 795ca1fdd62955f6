"""The engine-level standalone reproductions of ``megatron-hybrid-engine`` findings:
what they import and how a trace's text enters them (everywhere), and, where
megatron-core's hybrid serving path imports (/work/venvs/megatron-0.19.2, the
``nox -s peers`` venvs), that each checked-in engine-level reproduction's test
fails on the release with its cause's error or broken promise while a trace
kvtwin agrees on passes. The generated files run in a child pytest with no
``PYTHONPATH``: they need no kvtwin."""

from __future__ import annotations

import ast
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from kvtwin.scenarios.blocks.targets.megatron.standalone import MARKER
from kvtwin.scenarios.hybrid.targets.megatron import standalone_engine
from kvtwin.scenarios.hybrid.targets.megatron.standalone_engine_body import (
    HYBRID_ENGINE_TEST_BODY,
)
from kvtwin.scenarios.hybrid_engine import campaigns

from kvtwin.core.errors import TargetUnavailable
from kvtwin.core.registry import check_target
from kvtwin.core.standalone import run_tests
from kvtwin.core.trace import Trace
from tests.scenarios.blocks.test_megatron_standalone import ALLOWED, HOSTILE

LITERALS = ("RELEASE", "POLICY", "CONFIG", "SIZES", "FINDING", "TRAFFIC")
# the engine-level reproductions of reports/peers/megatron-core-0.19.2/hybrid (its
# repro files are not kept in git there), copied when that report was made
REPRODUCTIONS = Path(__file__).resolve().parent / "reproductions"
TARGET = "megatron-hybrid-engine"

EXPECTED = {
    # the first line of each checked-in reproduction's failure on 0.19.2
    "lru-1": "is fed positions 16..20 from a live recurrent state (all zeros)",
    "ref_zero-8": "is fed positions 16..20 from a live recurrent state (all zeros)",
    "lru-2": "covers prompt tokens 0..15 of 17: it does not end its prompt, yet it ends inside",
    "ref_zero-9": "covers prompt tokens 0..15 of 17: it does not end its prompt, yet it ends",
    "lru-3": "RuntimeError: No evictable Mamba cache slots available",
    "ref_zero-10": "RuntimeError: No evictable Mamba cache slots available",
    "lru-4": "is fed positions 16..17 from a live recurrent state that has seen 12 tokens",
    "lru-6": "AssertionError: active_request_count == 0 with no hidden chunked prefill",
    "lru-7": "RuntimeError: The expanded size of the tensor (21) must match the existing size",
}

EVICTED = {
    # shrunk by kvtwin (lru seed=0 blocks=16 slots=16): request 0 is evicted and
    # comes back as prompt + generated tokens, with no block hashes
    "config": campaigns.engine_config(policy="lru", num_blocks=16, num_slots=16, seed=0),
    "ops": [
        {
            "verb": "arrive",
            "prompt": [
                8,
                6,
                39,
                16,
                34,
                45,
                38,
                9,
                19,
                6,
                7,
                35,
                21,
                34,
                13,
                38,
                35,
                37,
                18,
                28,
                5,
                38,
            ],
            "max_new_tokens": 4,
        },
        {
            "verb": "arrive",
            "prompt": [4, 12, 36, 14, 15, 9, 34, 28, 5, 5, 20, 32, 2, 39, 42],
            "max_new_tokens": 3,
        },
        {"verb": "step"},
        {"verb": "arrive", "prompt": [9, 2, 5], "max_new_tokens": 3},
    ]
    + [{"verb": "step"}] * 4,
}


def _repro(name: str) -> Trace:
    return Trace.from_json(json.loads((REPRODUCTIONS / f"repro-engine-{name}.json").read_text()))


def _campaign_trace(policy: str, blocks: int, slots: int, seed: int, ops: int) -> Trace:
    """The first ``ops`` engine ops of a hunt campaign's traffic."""
    config = campaigns.engine_config(policy=policy, num_blocks=blocks, num_slots=slots, seed=seed)
    traffic = campaigns.traffic(seed, ops, config["dims"]["vocab"])
    data = [
        {"verb": "arrive", "prompt": list(op.prompt), "max_new_tokens": op.max_new_tokens}
        if op.verb == "arrive"
        else {"verb": "step"}
        for op in traffic
    ][:ops]
    return Trace("hybrid-engine", TARGET, config, data, None, "test")


def _check_generated(path: Path) -> dict[str, Any]:
    """Parse ``path``: no import outside torch, pytest, megatron and the standard
    library, anywhere in the file; the writer's names hold plain literals, which
    are returned."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            for name in names:
                top = str(name).split(".")[0]
                assert top in ALLOWED or top in sys.stdlib_module_names, name
    literals = {}
    for node in tree.body:
        name = node.targets[0] if isinstance(node, ast.Assign) else None
        if isinstance(name, ast.Name) and name.id in LITERALS:
            literals[name.id] = ast.literal_eval(node.value)
    assert sorted(literals) == sorted(LITERALS)
    return literals


def _write(path: Path, trace: Trace, release: str = "0.19.2") -> Path:
    finding = {"signature": (trace.divergence or {}).get("signature", "none"), "what": HOSTILE}
    return standalone_engine.write_hybrid_engine_test(
        path, trace, release=release, policy=str(trace.config["policy"]), finding=finding
    )


# ---------------------------------------------------------------- everywhere
def test_the_engine_target_registers_the_engine_level_writer():
    target = check_target("hybrid-engine", TARGET)
    assert target.standalone is standalone_engine.standalone_engine_test


def test_the_body_has_one_place_for_the_literals_and_the_shared_checks():
    assert HYBRID_ENGINE_TEST_BODY.count(MARKER) == 1
    shared = ("def kda(", "class Embedding", "def on_cpu(", "def problems(", "class StepController")
    for name in shared:
        assert HYBRID_ENGINE_TEST_BODY.count(name) == 1, name


def test_a_test_imports_only_the_engine_and_carries_the_trace_as_literals(tmp_path):
    trace = _repro("lru-2")
    path = _write(tmp_path / "test_engine.py", trace, release="0.19.2" + HOSTILE)
    compile(path.read_text(), str(path), "exec")
    literals = _check_generated(path)
    assert literals["RELEASE"] == "0.19.2" + HOSTILE and literals["FINDING"]["what"] == HOSTILE
    assert literals["CONFIG"] == trace.config and literals["POLICY"] == "lru"
    assert literals["TRAFFIC"] == [("arrive", trace.ops[0]["prompt"], 1), ("step",)]
    doc = ast.get_docstring(ast.parse(path.read_text())) or ""
    assert "DynamicInferenceEngine" in doc and "no kvtwin" in doc


def test_the_sizes_follow_the_trace_config(tmp_path):
    small, large = (
        _check_generated(_write(tmp_path / f"test_{n}.py", _repro(n)))["SIZES"]
        for n in ("lru-3", "lru-4")  # 3 and 6 snapshot slots, the same blocks
    )
    assert small["buffer_size_gb"] == large["buffer_size_gb"]
    assert small["prefix_caching_mamba_gb"] < large["prefix_caching_mamba_gb"]
    assert small["live_states"] == large["live_states"] > 0


# ---------------------------------------------------------- where megatron is
def _release_or_reason() -> tuple[Any, str]:
    try:
        from kvtwin.scenarios.hybrid.targets.megatron.stand_in import load_megatron

        return load_megatron().release, ""
    except TargetUnavailable as error:
        return None, str(error)


RELEASE, REASON = _release_or_reason()
needs_megatron = pytest.mark.skipif(
    RELEASE is None, reason=f"megatron-core's hybrid serving path unavailable: {REASON}"
)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> dict[str, dict[str, Any]]:
    """Every generated test's outcome, from one child pytest with no PYTHONPATH
    (one megatron import), the folder outside the repository."""
    folder = tmp_path_factory.mktemp("standalone")
    files = [_write(folder / f"test_{n.replace('-', '_')}.py", _repro(n)) for n in EXPECTED]
    files.append(_write(folder / "test_clean.py", CLEAN))
    files.append(_write(folder / "test_evicted.py", Trace.from_json(_evicted())))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return run_tests(folder, files, env=env)


def _evicted() -> dict[str, Any]:
    return {"schema": 2, "scenario": "hybrid-engine", "target": TARGET, **EVICTED}


CLEAN = _campaign_trace("lru", 24, 6, 0, 37)


@needs_megatron
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_engine_level_reproduction_fails_on_the_release(outcomes, name):
    if RELEASE.version != "0.19.2":
        pytest.skip(f"the expected failures are 0.19.2's; this is {RELEASE.version}")
    outcome = outcomes[f"test_{name.replace('-', '_')}.py"]
    assert outcome["failed"] is True, outcome
    assert EXPECTED[name] in outcome["first_line"], outcome["first_line"]


@needs_megatron
def test_a_trace_kvtwin_agrees_on_passes(outcomes):
    from kvtwin.core.replay import replay_trace

    assert replay_trace(CLEAN.to_json(), isolate=False).divergence is None
    assert outcomes["test_clean.py"]["failed"] is False, outcomes["test_clean.py"]


@needs_megatron
def test_a_request_back_from_eviction_without_its_block_hashes_fails(outcomes):
    """kvtwin's ``admit: result`` (an empty prefix hit) is, in megatron's terms, a
    request whose hashes do not cover its prompt."""
    from kvtwin.core.replay import replay_trace

    if RELEASE.version != "0.19.2":
        pytest.skip(f"the expected failure is 0.19.2's; this is {RELEASE.version}")
    divergence = replay_trace(_evicted(), isolate=False).divergence
    assert divergence is not None and divergence.signature == "admit: result"
    outcome = outcomes["test_evicted.py"]
    assert outcome["failed"] is True
    assert "prompt of 25 tokens carries 0 block hashes" in outcome["first_line"], outcome
