"""A corpus of malformed trace files: every one exits 2 naming what is wrong,
never a traceback, never a replay of something the file did not say."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core.errors import TraceError
from kvtwin.core.files import OutputError, write_atomic
from kvtwin.core.replay import load_trace


def good() -> dict:
    return {
        "schema": 2,
        "scenario": "blocks",
        "target": "impl",
        "config": {"policy": "lru", "pool_size": 8, "device": "cpu"},
        "ops": [
            {"verb": "allocate", "n": 2},
            {"verb": "register", "ids": [{"ref": [0, 0]}], "hashes": [5], "parent_hashes": [0]},
            {"verb": "release", "ids": [{"ref": [0, 0]}, {"ref": [0, 1]}]},
        ],
    }


def with_(path: list, value) -> dict:
    data = good()
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


TEXT_CASES = {
    "not json": ("{", "not JSON"),
    "utf-16": (json.dumps(good()).encode("utf-16"), "not UTF-8"),
    "binary": (bytes(range(256)), "not UTF-8"),
    "deep nesting": ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    "5000-digit int": ('{"schema": ' + "9" * 5000 + "}", "cannot be read"),
}

DATA_CASES = {
    "policy fifo": (with_(["config", "policy"], "fifo"), "config.policy"),
    "pool_size 0": (with_(["config", "pool_size"], 0), "config.pool_size"),
    "pool_size 1e11": (with_(["config", "pool_size"], 10**11), "config.pool_size"),
    "device bogus": (with_(["config", "device"], "bogus"), "config.device"),
    "register lengths": (with_(["ops", 1, "hashes"], [5, 6]), "ops[1]"),
    "nested returned": (with_(["ops", 0, "returned"], [[1]]), "ops[0]"),
    "n 1e30": (with_(["ops", 0, "n"], 10**30), "ops[0].n"),
    "n a float": (with_(["ops", 0, "n"], 2.0), "ops[0].n"),
    "bad reference": (with_(["ops", 2, "ids"], [{"ref": [0]}]), "ops[2].ids[0]"),
    "unknown scenario": (with_(["scenario"], "disk"), "'scenario'"),
    "schema 7": (with_(["schema"], 7), "'schema'"),
}


@pytest.mark.parametrize("name", sorted(TEXT_CASES))
def test_unreadable_files_exit_2(name, tmp_path, capsys):
    content, message = TEXT_CASES[name]
    path = tmp_path / "t.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr().err
    assert message in out and "Traceback" not in out


@pytest.mark.parametrize("name", sorted(DATA_CASES))
def test_malformed_fields_exit_2_naming_the_field(name, tmp_path, capsys):
    data, field = DATA_CASES[name]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr().err
    assert field in out and "Traceback" not in out


def test_a_directory_is_no_trace(tmp_path, capsys):
    assert main(["replay", str(tmp_path)]) == 2
    assert "is a directory" in capsys.readouterr().err


def test_a_negative_count_is_replayed_as_written():
    _, trace = load_trace(with_(["ops", 0, "n"], -5))
    assert trace.ops[0]["n"] == -5
    with pytest.raises(TraceError):
        load_trace(with_(["ops", 0, "n"], "5"))


def test_a_full_disk_leaves_no_file_under_its_final_name(tmp_path, monkeypatch):
    target = tmp_path / "summary.json"
    target.write_text("old")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fsync", full)
    with pytest.raises(OutputError, match="No space left"):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in Path(tmp_path).iterdir()] == ["summary.json"]
