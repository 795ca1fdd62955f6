"""The standalone reproductions of megatron-core's hybrid engine-level findings: what
their DATA holds (everywhere), and, where megatron-core's hybrid serving path
imports (the ``nox -s peers`` venvs), that each checked-in engine-level
reproduction's test fails on the release with its cause's error or broken promise
while a trace kvtwin agrees on passes. The generated files run in a child pytest
with no ``PYTHONPATH``: they need no kvtwin."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from kvtwin.core.registry import check_target
from kvtwin.core.standalone import run_tests
from kvtwin.core.standalone_writer import write_finding
from kvtwin.core.trace import Trace
from kvtwin.engines.megatron import standalone
from kvtwin.engines.megatron.hybrid.adapter import load_hybrid
from kvtwin.engines.megatron.runtime.hybrid_serving import sizes
from kvtwin.scenarios.hybrid.engine import OPTIONS, engine_config, traffic
from tests.engines.megatron.available import loaded, needs
from tests.engines.megatron.test_standalone import HOSTILE, data_of

# the engine-level reproductions of reports/peers/megatron-core-0.19.2/hybrid (its
# repro files are not kept in git there), copied when that report was made
REPRODUCTIONS = Path(__file__).resolve().parent / "reproductions"
TARGET = "megatron-hybrid-engine"


def config(policy: str, blocks: int, slots: int, seed: int) -> dict[str, Any]:
    values = {**OPTIONS.defaults(), "policy": policy, "num_blocks": blocks, "num_slots": slots}
    return engine_config({**values, "seed": seed})


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
    "config": config("lru", 16, 16, 0),
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


def repro(name: str) -> Trace:
    return Trace.from_json(json.loads((REPRODUCTIONS / f"repro-engine-{name}.json").read_text()))


def campaign_trace(policy: str, blocks: int, slots: int, seed: int, ops: int) -> Trace:
    """The first ``ops`` engine ops of a hunt campaign's traffic."""
    data = [
        {"verb": "arrive", "prompt": list(op.prompt), "max_new_tokens": op.max_new_tokens}
        if op.verb == "arrive"
        else {"verb": "step"}
        for op in traffic({"seed": seed, "steps": ops})
    ][:ops]
    return Trace("hybrid-engine", TARGET, config(policy, blocks, slots, seed), data, None, "test")


def write(folder: Path, name: str, trace: Trace) -> Path:
    signature = (trace.divergence or {}).get("signature", "none")
    finding = {"signature": signature, "policy": trace.config["policy"], "what": HOSTILE}
    written = write_finding(standalone.HYBRID_ENGINE, trace, folder, name, finding, {})
    return Path(written["file"])


# ---------------------------------------------------------------- everywhere
def test_the_engine_target_has_a_standalone_writer():
    assert check_target("hybrid-engine", TARGET).standalone is not None


def test_a_test_carries_the_trace_as_literals(tmp_path, monkeypatch):
    monkeypatch.setattr(standalone, "release_label", lambda: "0.19.2" + HOSTILE)
    trace = repro("lru-2")
    data = data_of(write(tmp_path, "test_engine", trace))
    assert data["release"] == "0.19.2" + HOSTILE and data["config"] == trace.config
    assert data["traffic"] == [("arrive", trace.ops[0]["prompt"], 1), ("step",)]


def test_the_buffer_sizes_follow_the_trace_config():
    small, large = (sizes(repro(n).config) for n in ("lru-3", "lru-4"))  # 3 and 6 slots
    assert small["buffer_size_gb"] == large["buffer_size_gb"]
    assert small["prefix_caching_mamba_gb"] < large["prefix_caching_mamba_gb"]


# ---------------------------------------------------------- where megatron is
MEGATRON, REASON = loaded(load_hybrid)
needs_megatron = needs(MEGATRON, REASON)
CLEAN = campaign_trace("lru", 24, 6, 0, 37)


def evicted() -> dict[str, Any]:
    return {"schema": 2, "scenario": "hybrid-engine", "target": TARGET, **EVICTED}


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> dict[str, dict[str, Any]]:
    """Every generated test's outcome, from one child pytest with no PYTHONPATH
    (one megatron import), the folder outside the repository."""
    folder = tmp_path_factory.mktemp("standalone")
    files = [write(folder, f"test_{n.replace('-', '_')}", repro(n)) for n in EXPECTED]
    files.append(write(folder, "test_clean", CLEAN))
    files.append(write(folder, "test_evicted", Trace.from_json(evicted())))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return run_tests(folder, files, env=env)


@needs_megatron
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_engine_level_reproduction_fails_on_the_release(outcomes, name):
    if MEGATRON.release.version != "0.19.2":
        pytest.skip(f"the expected failures are 0.19.2's; this is {MEGATRON.release.version}")
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

    if MEGATRON.release.version != "0.19.2":
        pytest.skip(f"the expected failure is 0.19.2's; this is {MEGATRON.release.version}")
    divergence = replay_trace(evicted(), isolate=False).divergence
    assert divergence is not None and divergence.signature == "admit: result"
    outcome = outcomes["test_evicted.py"]
    assert outcome["failed"] is True
    assert "prompt of 25 tokens carries 0 block hashes" in outcome["first_line"], outcome
