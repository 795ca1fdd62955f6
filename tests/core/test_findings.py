"""The one finding pipeline: causes grouped by signature, a known cause counted and
never blinding a run (it goes on past it, from a fresh state), ``--known`` read
from every place kvtwin keeps causes, and the coverage of a run's parts merged."""

from __future__ import annotations

import json

import pytest

from kvtwin.cli import main
from kvtwin.core.errors import UsageError
from kvtwin.core.known import load_known
from kvtwin.core.summary import merge_coverage

SEED_BUG = "release: block[].ref"  # what bug:release-dup-index breaks


def _run(tmp_path, name, *extra):
    out = tmp_path / name
    code = main(["run", "blocks", "--target", "bug:release-dup-index", "--out", str(out), *extra])
    return code, json.loads((out / "summary.json").read_text())


def test_a_known_cause_is_counted_and_the_run_goes_its_full_length(tmp_path):
    code, first = _run(tmp_path, "first", "--steps", "200")
    assert code == 1 and first["steps"] < 200 and first["parts"] == 1
    assert [f["signature"] for f in first["findings"]] == [SEED_BUG]
    code, again = _run(tmp_path, "again", "--steps", "200", "--known", str(tmp_path / "first"))
    assert code == 0 and again["ok"] and again["divergence"] is None
    assert again["steps"] == 200  # every engine step ran, across fresh parts
    (known,) = again["findings"]
    assert known["signature"] == SEED_BUG and known["known"] and known["hits"] == again["parts"] - 1
    assert known["repro"] is None  # nothing new to shrink
    assert again["parts"] > 2


def test_a_new_cause_still_ends_the_run_and_is_reproduced(tmp_path):
    (tmp_path / "other.txt").write_text("# another cause\nallocate: result\n")
    code, summary = _run(tmp_path, "new", "--steps", "200", "--known", str(tmp_path / "other.txt"))
    assert code == 1 and not summary["ok"]
    (new,) = summary["findings"]
    assert not new["known"] and new["repro_ops"] == 3 and summary["repro"] == new["repro"]


def test_known_causes_come_from_fuzz_folders_summaries_and_lists(tmp_path):
    fuzz = tmp_path / "fuzz"
    (fuzz / "findings" / "k1").mkdir(parents=True)
    (fuzz / "findings" / "k1" / "finding.json").write_text(json.dumps({"signature": "a: b"}))
    assert load_known(fuzz) == {"a: b"}
    peers = tmp_path / "peers.json"
    peers.write_text(json.dumps({"causes": [{"signature": "c: d"}], "findings": []}))
    assert load_known(peers) == {"c: d"}
    listed = tmp_path / "list.json"
    listed.write_text(json.dumps(["e: f", "g: h"]))
    assert load_known(listed) == {"e: f", "g: h"}


@pytest.mark.parametrize(
    ("content", "named"),
    [
        (json.dumps({"findings": [{"no": "signature"}]}), r"findings\[0\]' field 'signature'"),
        (json.dumps({"other": 1}), "expected a list of signatures"),
        (json.dumps(7), "expected a JSON object"),
    ],
)
def test_a_known_file_kvtwin_cannot_read_is_bad_usage(tmp_path, content, named):
    path = tmp_path / "known.json"
    path.write_text(content)
    with pytest.raises(UsageError, match=named):
        load_known(path)
    with pytest.raises(UsageError, match="no such file"):
        load_known(tmp_path / "absent")
    with pytest.raises(UsageError, match="no findings"):
        load_known(tmp_path)


def test_the_coverage_of_parts_adds_up_and_never_keeps_what_no_part_did():
    a = {"verbs": {"allocate": 3}, "peak_in_use": 5, "pool_size": 32, "never": ["evict", "reset"]}
    b = {
        "verbs": {"allocate": 2, "evict": 1},
        "peak_in_use": 9,
        "pool_size": 32,
        "never": ["reset"],
    }
    merged = merge_coverage(a, b)
    assert merged["verbs"] == {"allocate": 5, "evict": 1}
    assert merged["peak_in_use"] == 9 and merged["pool_size"] == 32
    assert merged["never"] == ["reset"]


def test_a_target_with_a_standalone_writer_gets_its_test_written_and_run(tmp_path):
    from kvtwin.core.findings import Finding, write_standalone
    from kvtwin.core.registry import register_target, unregister_target
    from kvtwin.core.trace import Trace
    from kvtwin.scenarios.blocks.targets.model import ModelTarget

    def writer(trace, folder, stem, finding):
        path = folder / f"{stem}.py"
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(f"def test_it():\n    assert False, {finding['signature']!r}\n")
        return {"file": str(path), "kind": "allocator", "failed": None}

    register_target(
        "blocks", "with-writer", "a target whose engine has a writer", standalone=writer
    )(lambda **options: ModelTarget(options["num_blocks"], options["policy"]))
    trace = Trace("blocks", "with-writer", {"pool_size": 4, "policy": "lru"}, [])
    try:
        finding = Finding("release: block[].ref", "blocks", "with-writer", "allocator", trace=trace)
        write_standalone(finding, tmp_path / "standalone", "test_standalone")
        assert finding.standalone["failed"] is True
        assert "release: block[].ref" in finding.standalone["message"]
        plain = Finding("release: block[].ref", "blocks", "model", "allocator", trace=trace)
        write_standalone(plain, tmp_path / "other", "test_standalone")
        assert plain.standalone is None and not (tmp_path / "other").exists()
    finally:
        unregister_target("blocks", "with-writer")
