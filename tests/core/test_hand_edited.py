"""Every file kvtwin reads is read as strictly as a trace: a hand-edited findings
folder, --known file, manifest, a trace's divergence or its references, each
malformed field is exit 2 naming it, never a traceback, never a path followed,
never a replay that agrees on what the file did not say."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kvtwin.cli import main
from kvtwin.core.manifest import MANIFEST_NAME
from kvtwin.core.replay import replay_trace
from kvtwin.fuzz.database import FindingsDB
from tests.core.adversary import tree
from tests.fuzz.conftest import block_trace

DEEP = "[" * 100_000 + "]" * 100_000


def _findings(root: Path) -> Path:
    """A findings folder as kvtwin fuzz leaves it, with one finding: its record."""
    db = FindingsDB(root)
    entry = db.record("run-1", "blocks", "bug:x", "allocate: result", trace=block_trace())
    return db.folder(entry["key"]) / "finding.json"


def _edit(path: Path, change: Any) -> None:
    if isinstance(change, str):
        path.write_text(change)
        return
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


FINDING_EDITS = {
    "key names another folder": (lambda d: d.update(key="../../elsewhere"), "'key'"),
    "no signature": (lambda d: d.pop("signature"), "'signature'"),
    "hits a string": (lambda d: d.update(hits="3"), "'hits'"),
    "runs negative": (lambda d: d.update(runs=-1), "'runs'"),
    "status unknown": (lambda d: d.update(status="fixed"), "'status'"),
    "signature edited": (lambda d: d.update(signature="release: x"), "not those of its folder"),
    "campaign without options": (
        lambda d: d.update(campaign={"scenario": "blocks", "target": "impl"}),
        "'options'",
    ),
    "repro_ops a list": (lambda d: d.update(repro_ops=[1]), "'repro_ops'"),
    "a list, not an object": ("[1, 2]", "expected a JSON object"),
    "not JSON": ("{", "not JSON"),
    "nested too deeply": ('{"campaign": ' + DEEP + "}", "nested too deeply"),
}


@pytest.mark.parametrize("case", sorted(FINDING_EDITS))
def test_a_hand_edited_finding_is_exit_2_naming_the_field(case, tmp_path, capsys):
    change, named = FINDING_EDITS[case]
    root = tmp_path / "fuzz"
    _edit(_findings(root), change)
    capsys.readouterr()
    argv = ["fuzz", "--out", str(root), "--target", "impl", "--budget", "1", "--jobs", "1"]
    before = tree(tmp_path)
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2 and named in err and "Traceback" not in err, err
    assert tree(tmp_path) == before  # nothing written, inside or out
    assert not (tmp_path / "elsewhere").exists()


def test_a_finding_folder_not_named_by_its_key_is_not_a_finding(tmp_path, capsys):
    root = tmp_path / "fuzz"
    _findings(root)
    stray = root / "findings" / "my-notes"
    stray.mkdir()
    (stray / "finding.json").write_text("{}")
    argv = ["fuzz", "--out", str(root), "--budget", "1", "--jobs", "1"]
    assert main(argv) == 2
    assert "findings/my-notes/" in capsys.readouterr().err


KNOWN_CASES = {
    "a list of numbers": ("[1, 2]", "[0]"),
    "a summary with a bad finding": ('{"findings": [{"signature": 3}]}', "findings[0]"),
    "findings not a list": ('{"findings": {"a": 1}}', "'findings'"),
    "an object of nothing": ('{"x": 1}', "a list of signatures"),
    "binary": (bytes(range(256)), "not UTF-8"),
    "nested too deeply": (DEEP, "nested too deeply"),
}


@pytest.mark.parametrize("case", sorted(KNOWN_CASES))
def test_a_malformed_known_file_is_exit_2_naming_it(case, tmp_path, capsys):
    content, named = KNOWN_CASES[case]
    known = tmp_path / "known.json"
    known.write_bytes(content if isinstance(content, bytes) else content.encode())
    out = tmp_path / "out"
    argv = ["run", "blocks", "--steps", "5", "--known", str(known), "--out", str(out)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert named in err and str(known) in err and "Traceback" not in err
    assert not out.exists()


def test_a_known_findings_folder_is_read_as_strictly(tmp_path, capsys):
    _edit(_findings(tmp_path / "fuzz"), lambda d: d.update(signature=["x"]))
    argv = ["run", "blocks", "--steps", "5", "--known", str(tmp_path / "fuzz")]
    assert main([*argv, "--out", str(tmp_path / "out")]) == 2
    assert "'signature'" in capsys.readouterr().err


MANIFEST_CASES = {
    "files not a list": ({"schema": 1, "kind": "run", "files": "summary.json"}, "'files'"),
    "an absolute path": ({"schema": 1, "kind": "run", "files": ["/etc/passwd"]}, "files[0]"),
    "kind unknown": ({"schema": 1, "kind": "mine", "files": []}, "'kind'"),
    "schema 9": ({"schema": 9, "kind": "run", "files": []}, "'schema'"),
    "an unknown field": ({"schema": 1, "kind": "run", "files": [], "delete": ["x"]}, "delete"),
}


@pytest.mark.parametrize("case", sorted(MANIFEST_CASES))
def test_a_hand_edited_manifest_is_exit_2_naming_the_field(case, tmp_path, capsys):
    data, named = MANIFEST_CASES[case]
    out = tmp_path / "out"
    out.mkdir()
    (out / MANIFEST_NAME).write_text(json.dumps(data))
    assert main(["run", "blocks", "--steps", "5", "--out", str(out), "--force"]) == 2
    err = capsys.readouterr().err
    assert named in err and "Traceback" not in err
    assert tree(out) == {MANIFEST_NAME: json.dumps(data).encode()}


def _trace(**changes: Any) -> dict[str, Any]:
    trace = block_trace(n=2).to_json()
    trace["ops"] = [
        {"verb": "allocate", "n": 2},
        {"verb": "release", "ids": [{"ref": [0, 0]}]},
        {"verb": "release", "ids": [{"ref": [0, 1]}]},
    ]
    trace.update(changes)
    return trace


def _refs(*refs: list[int]) -> dict[str, Any]:
    trace = _trace()
    trace["ops"][2]["ids"] = [{"ref": list(r)} for r in refs]
    return trace


TRACE_CASES = {
    "divergence step a string": (_trace(divergence={"step": "x"}), "divergence.step"),
    "divergence without a field": (
        _trace(divergence={"step": 0, "op": "x", "expected": 1, "actual": 2}),
        "divergence.field",
    ),
    "divergence verb a number": (
        _trace(
            divergence={"step": 0, "op": "x", "field": "f", "expected": 1, "actual": 2, "verb": 3}
        ),
        "divergence.verb",
    ),
    "source a number": (_trace(source=5), "'source'"),
    "a reference forward": (_refs([3, 0]), "ops[2]"),
    "a reference to the op itself": (_refs([2, 0]), "ops[2]"),
    "a reference to no op": (_refs([-2, 0]), "ops[2]"),
    "a negative position": (_refs([0, -1]), "ops[2]"),
    "a position past the result": (_refs([0, 5]), "ops[2]"),
    "a reference to an op that returns nothing": (_refs([1, 0]), "ops[2]"),
}


@pytest.mark.parametrize("command", ["replay", "shrink"])
@pytest.mark.parametrize("case", sorted(TRACE_CASES))
def test_a_malformed_trace_is_exit_2_for_replay_and_shrink_alike(case, command, tmp_path, capsys):
    data, named = TRACE_CASES[case]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    assert main([command, str(path)]) == 2
    err = capsys.readouterr().err
    assert named in err and "Traceback" not in err
    assert [p.name for p in tmp_path.iterdir()] == ["t.json"]  # nothing written


def test_a_reference_a_shrink_dropped_still_replays():
    assert replay_trace(_refs([-1, 0])).divergence is None
