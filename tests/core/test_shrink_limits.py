"""``kvtwin shrink`` says what it did: a shrink that removes nothing says so and
writes nothing, and its time limit covers reading the trace as well as replaying
it (a limit too short for even one replay is exit 2, nothing written)."""

from __future__ import annotations

import json
from pathlib import Path

from kvtwin.cli import main

BUG = "bug:release-dup-index"


def _trace(path: Path, padding: int) -> Path:
    """``padding`` allocate/release pairs no divergence needs, then the three ops
    that make the variant diverge (a retained block released twice in one call)."""
    ops: list[dict] = []
    for i in range(padding):
        ops += [{"verb": "allocate", "n": 1}, {"verb": "release", "ids": [{"ref": [2 * i, 0]}]}]
    last = len(ops)
    ops += [
        {"verb": "allocate", "n": 1},
        {"verb": "retain", "ids": [{"ref": [last, 0]}]},
        {"verb": "release", "ids": [{"ref": [last, 0]}, {"ref": [last, 0]}]},
    ]
    config = {"policy": "lru", "pool_size": 8, "device": "cpu"}
    data = {"schema": 2, "scenario": "blocks", "target": BUG, "config": config, "ops": ops}
    path.write_text(json.dumps(data))
    return path


def test_a_shrink_that_removes_something_says_from_how_many(tmp_path, capsys):
    trace = _trace(tmp_path / "t.json", 20)
    assert main(["shrink", str(trace), "--max-seconds", "60"]) == 0
    assert "shrunk from 43 to 3 ops" in capsys.readouterr().out
    assert json.loads((tmp_path / "t-min.json").read_text())["ops"][-1]["verb"] == "release"


def test_a_shrink_that_removes_nothing_says_so_and_writes_nothing(tmp_path, capsys):
    trace = _trace(tmp_path / "t.json", 0)
    assert main(["shrink", str(trace), "--max-seconds", "60"]) == 0
    out = capsys.readouterr().out
    assert "nothing removed" in out and "every op is needed" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.json"]


def test_a_limit_too_short_for_one_replay_is_exit_2_and_writes_nothing(tmp_path, capsys):
    # reading 2,003 ops and starting their replay takes far longer than a millisecond
    trace = _trace(tmp_path / "t.json", 1000)
    assert main(["shrink", str(trace), "--max-seconds", "0.001"]) == 2
    err = capsys.readouterr().err
    assert "nothing removed" in err and "give it more time" in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.json"]
