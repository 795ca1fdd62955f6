"""kvtwin/tools/peers.py: which standalone writer a cause gets."""

from __future__ import annotations

from pathlib import Path

from kvtwin.tools import peers


def test_a_package_without_a_writer_gets_no_file_and_says_so(tmp_path: Path) -> None:
    cause = {"policy": "lru", "signature": "s", "what": "w", "reachable": False}
    got = peers.write_standalone(None, tmp_path, 1, "allocator", cause, "sglang", "0.1")  # type: ignore[arg-type]
    assert got == {
        "file": None,
        "kind": "allocator",
        "failed": None,
        "message": "no writer for sglang",
    }
    assert not any(tmp_path.iterdir())
