"""The standalone reproductions: what they import, how text enters them, what they
check, and (where megatron-core is installed) that they fail and pass on the
state they name."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest
from kvtwin.scenarios.blocks.targets.megatron import standalone

from kvtwin.core.errors import TargetUnavailable, UsageError
from kvtwin.core.registry import make_target
from kvtwin.core.standalone import run_tests
from kvtwin.core.trace import Trace

HOSTILE = '""" + __import__("os").system("echo pwned") + """\n\'\'\'; raise SystemExit'
ALLOWED = {"torch", "pytest", "megatron"}


def _engine_trace() -> Trace:
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
    ops = [{"verb": "arrive", "prompt": list(range(10)), "max_new_tokens": 2}] + [
        {"verb": "step"}
    ] * 4
    return Trace("blocks-engine", "megatron-engine", config, ops, None, HOSTILE)


def _allocator_trace(policy: str, field: str, expected: int) -> Trace:
    ops = [
        {"verb": "allocate", "n": 1},
        {"verb": "register", "ids": [{"ref": [0, 0]}], "hashes": [77], "parent_hashes": [0]},
        {"verb": "release", "ids": [{"ref": [0, 0]}]},
    ]
    divergence = {"step": 2, "op": HOSTILE, "field": field, "expected": expected, "actual": -1}
    config = {"policy": policy, "pool_size": 8, "device": "cpu"}
    return Trace("blocks", "megatron", config, ops, divergence, HOSTILE)


def _finding() -> dict:
    return {"signature": "release: counts.mapped", "what": HOSTILE, "reachable": "engine"}


def _check_generated(path: Path) -> dict:
    """Parse ``path``: only torch, pytest and megatron (besides the standard
    library); module level is a docstring, imports, literal assignments and
    definitions; returns the literals."""
    tree = ast.parse(path.read_text())
    literals = {}
    for node in tree.body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            for name in names:
                top = str(name).split(".")[0]
                assert top in ALLOWED or top in sys.stdlib_module_names, name
        elif isinstance(node, ast.Assign):
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id.isupper():
                literals[target.id] = ast.literal_eval(node.value)
        elif isinstance(node, ast.Expr):
            assert node is tree.body[0] and isinstance(node.value, ast.Constant)  # docstring
        else:
            assert isinstance(node, ast.FunctionDef | ast.ClassDef), ast.dump(node)[:80]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom | ast.Import):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            assert not any(str(n).split(".")[0] in ("kvtwin", "model", "impl") for n in names)
    return literals


def test_engine_test_imports_only_the_engine_and_keeps_text_in_literals(tmp_path):
    path = standalone.write_engine_test(
        tmp_path / "test_engine.py",
        _engine_trace(),
        release="0.0.0" + HOSTILE,
        policy="lru",
        finding=_finding(),
    )
    literals = _check_generated(path)
    assert literals["RELEASE"] == "0.0.0" + HOSTILE and literals["FINDING"]["what"] == HOSTILE
    assert literals["TRAFFIC"][0] == ("arrive", list(range(10)), 2)
    assert literals["TRAFFIC"][1:] == [("step",)] * 4


def test_allocator_test_says_it_calls_the_allocator_directly(tmp_path):
    trace = _allocator_trace("ref_zero", "counts.mapped", 0)
    path = standalone.write_allocator_test(
        tmp_path / "test_alloc.py", trace, release="x", policy="ref_zero", finding=_finding()
    )
    literals = _check_generated(path)
    doc = ast.get_docstring(ast.parse(path.read_text()))
    assert "calls KVBlockAllocator directly" in doc and "allocator only" in doc
    assert literals["OPS"][1]["ids"] == [[0, 0]]  # references stay references
    assert literals["FINDING"]["field"] == "counts" and literals["FINDING"]["attr"] == "mapped"


@pytest.mark.parametrize(
    ("reachable", "says"),
    [("allocator-only", "did not reach this cause"), ("unknown", "was not checked")],
)
def test_an_allocator_test_says_what_its_run_knew_of_reachability(tmp_path, reachable, says):
    trace = _allocator_trace("ref_zero", "counts.mapped", 0)
    finding = {**_finding(), "reachable": reachable}
    path = standalone.write_allocator_test(
        tmp_path / "test_alloc.py", trace, release="x", policy="ref_zero", finding=finding
    )
    doc = " ".join(ast.get_docstring(ast.parse(path.read_text())).split())
    assert says in doc


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


def test_a_field_without_a_standalone_check_is_an_error():
    with pytest.raises(UsageError, match="observation"):
        standalone.expectation({"field": "observation", "expected": "views()"}, {})


def _megatron_reason() -> str:
    try:
        make_target("blocks", "megatron", num_blocks=8, policy="lru", device="cpu")
    except TargetUnavailable as error:
        return str(error)
    return ""


REASON = _megatron_reason()


@pytest.mark.skipif(bool(REASON), reason=f"megatron-core unavailable: {REASON}")
@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_an_allocator_test_passes_on_the_right_state_and_fails_on_a_wrong_one(tmp_path, policy):
    """A registered block released by its only owner: cached under LRU (its map
    entry stays), freed under REF_ZERO (the entry goes), as the contract says."""
    mapped = 1 if policy == "lru" else 0
    files = []
    for name, expected in (("right", mapped), ("wrong", mapped + 1)):
        trace = _allocator_trace(policy, "counts.mapped", expected)
        path = tmp_path / f"test_{name}.py"
        files.append(
            standalone.write_allocator_test(
                path, trace, release="installed", policy=policy, finding=_finding()
            )
        )
    outcomes = run_tests(tmp_path, files)
    assert outcomes["test_right.py"]["failed"] is False
    assert outcomes["test_wrong.py"]["failed"] is True
    assert (
        f"the mapped count is {mapped}, expected {mapped + 1}"
        in (outcomes["test_wrong.py"]["message"])
    )
