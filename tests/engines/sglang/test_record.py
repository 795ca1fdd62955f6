"""SGLang's record and its standalone writer, everywhere (no SGLang needed): what it
provides, clean answers where SGLang is absent or an option does not apply, and
every trace, config and finding value kept as data in the test it writes (the
model stands in for a loaded release on the writer's replay)."""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import kvtwin.engines.sglang.standalone as standalone
from kvtwin.cli import main
from kvtwin.core.engine_record import engine_of
from kvtwin.core.errors import AdapterRefused, TargetUnavailable, TraceError, UsageError
from kvtwin.core.generated import check_generated
from kvtwin.core.registry import make_target, targets
from kvtwin.core.standalone_writer import RUNTIME_STDLIB, write_finding
from kvtwin.core.trace import Trace
from kvtwin.engines.sglang.loader import load_release
from kvtwin.scenarios.radix.model_target import ModelTarget


def _available() -> bool:
    try:
        load_release()
    except TargetUnavailable:
        return False
    return True


def test_one_record_provides_both_cores_at_both_levels_and_the_differential() -> None:
    engine = engine_of("sglang-both")
    assert engine is not None and engine.name == "sglang"
    assert engine.targets == (
        "sglang", "sglang-python", "sglang-both", "sglang-engine", "sglang-python-engine",
    )  # fmt: skip
    cores = {p.target: p.core for p in engine.provides}
    assert cores["sglang"] == cores["sglang-engine"] == "rust"
    assert cores["sglang-python"] == cores["sglang-python-engine"] == "python"
    assert {"sglang", "sglang-python", "sglang-both"} <= set(targets("radix"))
    assert {"sglang-engine", "sglang-python-engine"} <= set(targets("radix-engine"))


def test_an_option_the_engine_level_cannot_honour_is_refused_by_name(tmp_path, capsys) -> None:
    code = main(["run", "radix", "--target", "sglang-engine", "--policy", "fifo",
                 "--out", str(tmp_path / "run")])  # fmt: skip
    printed = capsys.readouterr()
    assert code == 2
    assert "--policy" in printed.out + printed.err


def test_unavailable_is_a_clear_target_error_and_exit_2(tmp_path, capsys) -> None:
    if _available():
        pytest.skip("SGLang is installed here")
    with pytest.raises(TargetUnavailable, match="nox -s peers-sglang"):
        make_target("radix", "sglang", num_pages=8, page_size=4, policy="lru")
    code = main(["run", "radix", "--target", "sglang-python", "--out", str(tmp_path / "run")])
    assert code == 2
    assert "sglang is not importable" in "".join(capsys.readouterr())


# -------------------------------------------------- the writer keeps data as data
class ModelCache(ModelTarget):
    """The model standing in for SGLang's cache on the writer's replay, answering
    what the adapter answers itself (a count that is not an int, a stale lock)."""

    core = "rust"
    trusts_caller = True

    def __init__(self, num_pages: int, page_size: int, policy: str) -> None:
        super().__init__(num_pages, page_size, policy)
        self.receipts: dict[int, Any] = {}

    def alloc(self, n: Any) -> list[int] | None:
        if type(n) is not int:
            raise AdapterRefused("bad_argument", f"alloc's count must be an int, got {n!r}")
        return super().alloc(n)

    def lock(self, node: Any) -> int:
        self.receipts[len(self.receipts) + 1] = super().lock(node)
        return len(self.receipts)

    def unlock(self, lock: Any) -> None:
        if type(lock) is not int or lock not in self.receipts:
            raise AdapterRefused("stale_lock", f"no TreeLock was handed out as {lock!r}")
        super().unlock(self.receipts[lock])


STRINGS = ('"""', "'''", "\\", "{DATA}", "\x00\n", 'x"""\nopen("PWNED", "w")\n"""', "é" * 300)
NUMBERS = (-1, 0, 3, (1 << 63) - 1, 1 << 63, -(1 << 64), 10**4000, True, 1.5, float("nan"))


def base() -> tuple[dict[str, Any], dict[str, Any]]:
    """A trace that allocates, inserts, matches, locks and unlocks, evicts, sends a
    malformed count and a lock of no node, and ends on a double unlock; its finding."""
    tokens = list(range(1, 9))
    ops = [
        {"verb": "alloc", "n": 2},
        {"verb": "insert", "tokens": tokens, "pages": [{"ref": [0, 0]}, {"ref": [0, 1]}],
         "prev_prefix_len": 0},
        {"verb": "match", "tokens": tokens},
        {"verb": "lock", "node": {"ref": [2, 0]}},
        {"verb": "alloc", "n": "two", "malformed": True},
        {"verb": "lock", "node": "root", "malformed": True},
        {"verb": "step"},
        {"verb": "unlock", "lock": {"ref": [3, 0]}},
        {"verb": "evict", "num_tokens": 4},
        {"verb": "free", "pages": [5]},
        {"verb": "unlock", "lock": {"ref": [3, 0]}},
    ]  # fmt: skip
    trace = {
        "schema": 2, "scenario": "radix", "target": "sglang",
        "config": {"pool_size": 8, "page_size": 4, "policy": "lru"}, "source": "test",
        "divergence": {"step": len(ops) - 1, "op": "unlock(lock=1)", "field": "tree",
                       "expected": "x", "actual": "y"},
        "ops": ops,
    }  # fmt: skip
    return trace, {"signature": "unlock: state after unchecked misuse: tree", "policy": "lru"}


def variants() -> Iterator[tuple[str, dict[str, Any], dict[str, Any]]]:
    """The base trace with one string or number field set to one hostile value."""
    for index, value in enumerate((*STRINGS, *NUMBERS)):
        for where in ("config.pool_size", "config.page_size", "config.policy", "target",
                      "source", "divergence.step", "divergence.op", "divergence.expected",
                      "ops.0.n", "ops.1.tokens.0", "ops.1.pages.1", "ops.1.prev_prefix_len",
                      "ops.2.tokens", "ops.3.node", "ops.4.n", "ops.5.node", "ops.7.lock",
                      "ops.8.num_tokens", "ops.9.pages.0", "finding.signature",
                      "finding.policy"):  # fmt: skip
            trace, finding = json.loads(json.dumps(base()[0])), base()[1]
            holder: Any = {"finding": finding, **trace}
            *path, last = where.split(".")
            for key in path:
                holder = holder[int(key)] if isinstance(holder, list) else holder[key]
            holder[int(last) if isinstance(holder, list) else last] = value
            yield f"{where} = hostile value {index}", trace, finding


def test_every_trace_and_finding_value_stays_data(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(standalone, "cache_target", lambda target, *config: ModelCache(*config))
    marker = tmp_path / "PWNED"
    monkeypatch.chdir(tmp_path)
    allowed = {"torch", "pytest", "sglang", *RUNTIME_STDLIB}
    written = refused = 0
    for number, (label, data, finding) in enumerate(variants()):
        description = {"signature": finding["signature"], "policy": finding["policy"]}
        try:
            trace = Trace.from_json(data)
            got = write_finding(standalone.STANDALONE, trace, tmp_path, f"t{number}", finding,
                                description)  # fmt: skip
        except (TraceError, UsageError) as clear:  # a clear error naming the field, no file
            assert not (tmp_path / f"t{number}.py").exists(), label
            assert str(clear), label
            refused += 1
            continue
        path = Path(got["file"])
        check_generated(path.read_text(), allowed_imports=allowed, where=path.name)
        spec = importlib.util.spec_from_file_location(f"hostile_{number}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)  # what pytest's collection does: defines, runs nothing
        made, _ = standalone.STANDALONE.data(Trace.from_json(data), finding)
        assert made == module.DATA, label
        assert json.dumps(module.DESCRIPTION) == json.dumps(description), label  # NaN too
        assert not marker.exists(), label
        written += 1
    assert written and refused  # both kinds of answer were met
