"""``--target vllm`` (vLLM's BlockPool) and ``--target vllm-engine`` (its Scheduler).

The tests that drive vLLM run where it is importable: the Python 3.12 venv
that ``nox -s peers-vllm`` builds (vLLM pins its own torch, so it is never in
the default install). Elsewhere they skip, saying so; the unavailable path and
the renamings are tested everywhere.
"""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

import pytest

from kvtwin.cli import main
from kvtwin.core.campaign import run_campaign, trace_of
from kvtwin.core.errors import AdapterRefused, TargetUnavailable
from kvtwin.core.registry import check_target, get_scenario, make_target, targets
from kvtwin.engines.vllm import loader
from kvtwin.engines.vllm.observe import HashCodec, PoolObserver
from kvtwin.scenarios.blocks import ops
from kvtwin.scenarios.blocks.session import BlocksSession
from kvtwin.tools.peers_levels import legitimate_campaigns


def _release_or_reason() -> tuple[loader.VllmRelease | None, str]:
    try:
        return loader.load_release(), ""
    except TargetUnavailable as error:
        return None, str(error)


RELEASE, REASON = _release_or_reason()
needs_vllm = pytest.mark.skipif(RELEASE is None, reason=f"vLLM not available here: {REASON}")
POLICIES = ["lru", "ref_zero"]


# ------------------------------------------------------------ everywhere
def test_both_levels_are_registered_targets():
    assert "vllm" in targets("blocks") and "vllm-engine" in targets("blocks-engine")


def test_unavailable_is_a_clear_target_error_and_exit_2(tmp_path, capsys):
    if RELEASE is not None:
        pytest.skip("vLLM is installed here")
    with pytest.raises(TargetUnavailable, match="nox -s peers-vllm"):
        make_target("blocks", "vllm", num_blocks=8, policy="lru", device="cpu")
    code = main(["run", "blocks", "--target", "vllm", "--out", str(tmp_path / "run")])
    assert code == 2
    printed = capsys.readouterr()
    assert "vllm.v1.core.block_pool is not importable" in printed.out + printed.err


def test_ids_rename_the_dummy_to_the_null_block_and_keep_order():
    observer = PoolObserver(SimpleNamespace(num_gpu_blocks=8), None, HashCodec())
    assert [observer.vllm_id(b) for b in range(8)] == [1, 2, 3, 4, 5, 6, 7, 0]
    for bad, kind in ((8, "bad_block_id"), (-1, "bad_block_id"), (True, "bad_argument")):
        with pytest.raises(AdapterRefused) as raised:
            observer.vllm_id(bad)
        assert raised.value.kind == kind


def test_hash_codec_round_trips_ints_and_numbers_engine_digests_stably():
    codec = HashCodec()
    assert codec.decode(codec.encode(12345)) == 12345
    digest = bytes(range(32))
    number = codec.decode(digest)
    assert number >= 1 << 62 and codec.decode(digest) == number
    assert codec.encode(number) == digest
    engine = HashCodec(number_all=True)
    assert engine.decode((7).to_bytes(8, "big")) >= 1 << 62  # an engine's 8-byte digest


# ------------------------------------------------------------ with vLLM
def target(policy: str = "lru", num_blocks: int = 8):
    return make_target("blocks", "vllm", num_blocks=num_blocks, policy=policy, device="cpu")


@needs_vllm
def test_facts_come_from_the_pool_itself():
    facts = target().facts()
    assert facts["version"] == RELEASE.version
    assert facts["model_flavour_with_caching"].startswith("vllm_")
    assert "num_gpu_blocks" in facts["constructor_parameters"]


@needs_vllm
@pytest.mark.parametrize("policy", POLICIES)
def test_a_clean_session_agrees_with_the_model_op_by_op(policy):
    checker = BlocksSession(target(policy))
    a = checker.apply(ops.allocate(3))
    checker.apply(ops.register(a, [11, 12, 13], [0, 11, 12]))
    checker.apply(ops.retain(a[:2]))
    checker.apply(ops.release(a))
    checker.apply(ops.tick())
    assert checker.apply(ops.match([11, 12, 99])) == (a[:2] if policy == "lru" else [])
    checker.apply(ops.release(a[:2]))
    checker.apply(ops.allocate(7))  # the whole pool: cached blocks go
    checker.apply(ops.reset())
    checker.audit(final=True)


@needs_vllm
@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("seed", [0, 1])
def test_legitimate_serving_campaigns_agree(policy, seed):
    """Serving traffic alone (no misuse bursts): calls vLLM's own caller makes."""
    if not RELEASE.frees_to_head[True]:
        pytest.skip(
            f"vLLM {RELEASE.version}'s free_blocks queues a block released twice in one "
            "call twice (fixed in 0.24): the peers report records that finding"
        )
    (campaign,) = [
        c
        for c in legitimate_campaigns("vllm", 150)
        if c.summary["seed"] == seed
        and c.summary["pool_size"] == 32
        and c.summary["policy"] == policy
    ]
    result = run_campaign(campaign)
    assert result.divergence is None, str(result.divergence)


@needs_vllm
def test_the_pool_queue_is_the_flavours_queue():
    t = target("lru", 8)
    checker = BlocksSession(t)
    ids = checker.apply(ops.allocate(4))
    checker.apply(ops.register(ids[:2], [21, 22], [0, 21]))
    checker.apply(ops.release(ids))
    assert t.observer.queue_order() == checker.model.policy.queue()


PLANTED = {
    # name: (method, replacement factory over the original bound method and the pool)
    "free in list order": (
        "free_blocks",
        lambda original, pool: lambda blocks: original(list(reversed(list(blocks)))),
    ),
    "touch keeps the block queued": (
        "touch",
        lambda original, pool: (
            lambda blocks: [setattr(b, "ref_cnt", b.ref_cnt + 1) for b in blocks]
        ),
    ),
    "lookup names the newest twin": (
        "get_cached_block",
        lambda original, pool: (
            lambda h, groups: (
                [list(pool.cached_block_hash_to_block._cache[key].values())[-1]]
                if isinstance(pool.cached_block_hash_to_block._cache.get(key := h + bytes(4)), dict)
                else original(h, groups)
            )
        ),
    ),
    "allocate pops the tail": (
        "get_new_blocks",
        lambda original, pool: lambda n: list(reversed(original(n))),
    ),
}


@needs_vllm
@pytest.mark.parametrize("planted", sorted(PLANTED))
def test_planted_mistakes_are_caught_by_the_generic_campaigns(planted, monkeypatch):
    """A mistake planted in vLLM's pool: a legitimate serving campaign diverges
    (the same campaigns agree with the unplanted pool, above)."""
    method, make = PLANTED[planted]
    real = loader.VllmRelease.new_pool

    def planted_pool(self, num_blocks, caching):
        pool = real(self, num_blocks, caching)
        setattr(pool, method, make(getattr(pool, method), pool))
        return pool

    monkeypatch.setattr(loader.VllmRelease, "new_pool", planted_pool)
    campaigns = [
        c
        for c in legitimate_campaigns("vllm", 150)
        if c.summary["seed"] in (0, 1) and c.summary["pool_size"] == 32
    ]
    found = [run_campaign(c).divergence for c in campaigns]
    assert any(d is not None for d in found), f"{planted} went unnoticed"


@needs_vllm
@pytest.mark.parametrize("policy", POLICIES)
def test_the_engine_level_runs_vllms_scheduler_and_agrees(policy):
    campaign = get_scenario("blocks-engine").campaigns.from_args(
        {"target": "vllm-engine", "policy": policy, "pool_size": 32, "seed": 0, "steps": 80}
    )
    result = run_campaign(campaign)
    assert result.divergence is None, str(result.divergence)
    allocator, engine = result.coverage["allocator"], result.coverage["engine"]
    assert allocator["verbs"]["allocate"] > 0 and engine["requests_arrived"] > 0
    assert engine["preemptions"] > 0  # the pool is small enough to preempt
    if policy == "lru":
        assert allocator["prefix_hits"] > 0


@needs_vllm
def test_a_standalone_reproduction_fails_on_its_own(tmp_path):
    """A misuse finding (an unchecked negative count): the generated file needs only
    pytest and vllm, and fails."""
    for campaign in get_scenario("blocks").campaigns.hunts("vllm"):
        result = run_campaign(campaign)
        if result.divergence is not None:
            break
    assert result.divergence is not None
    finding = {"signature": result.divergence.signature, "policy": campaign.config["policy"]}
    writer = check_target("blocks", "vllm").standalone
    written = writer(trace_of(campaign, result, "test"), tmp_path, "test_standalone", finding)
    assert written["outcome"] == "corrupted"
    path = tmp_path / "test_standalone.py"
    assert "import kvtwin" not in path.read_text() and "from kvtwin" not in path.read_text()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(path)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert run.returncode == 1, run.stdout + run.stderr
