"""A hostile target never ends a run with exit 0: whatever it raises, returns or
does (hang, edit its input), the run reports a divergence and writes its summary."""

from __future__ import annotations

import json
import time

import pytest

from kvtwin.cli import main
from kvtwin.engine.registry import register_target, unregister_target
from kvtwin.scenarios.blocks.targets.model import ModelTarget


class Hostile(ModelTarget):
    """Agrees with the model until the 20th op, then misbehaves in one way."""

    mode = "raise"

    def __init__(self, num_blocks, policy):
        super().__init__(num_blocks, policy)
        self.calls = 0

    def _turn(self):
        self.calls += 1
        if self.calls < 20:
            return
        if self.mode == "exit0":
            raise SystemExit(0)
        if self.mode == "keyboard":
            raise KeyboardInterrupt
        if self.mode == "raise":
            raise RuntimeError("boom")
        if self.mode == "hang":
            time.sleep(30)

    def release(self, ids):
        self._turn()
        if self.mode == "dedup" and self.calls >= 20:
            ids[:] = list(dict.fromkeys(ids))  # edits its input in place
        super().release(ids)

    def allocate(self, n):
        self._turn()
        return super().allocate(n)

    def views(self, ids):
        if self.mode == "junk" and self.calls >= 20:
            return "not a list"
        return super().views(ids)


@pytest.fixture(params=["exit0", "keyboard", "raise", "hang", "junk"])
def hostile(request):
    mode = request.param
    target_class = type(f"Hostile_{mode}", (Hostile,), {"mode": mode})
    register_target("blocks", f"test:hostile-{mode}", "misbehaves")(
        lambda *, num_blocks, policy, device="cpu": target_class(num_blocks, policy)
    )
    yield f"test:hostile-{mode}"
    unregister_target("blocks", f"test:hostile-{mode}")


def test_a_hostile_target_is_a_finding_never_a_pass(hostile, tmp_path, capsys):
    out = tmp_path / "run"
    argv = ["run", "blocks", "--steps", "200", "--target", hostile, "--out", str(out)]
    code = main([*argv, "--call-timeout", "1", "--shrink-seconds", "5"])
    assert code == 1
    summary = json.loads((out / "summary.json").read_text())
    assert summary["ok"] is False and summary["divergence"] is not None
    assert summary["findings"] and summary["findings"][0]["signature"]
    assert "Traceback" not in capsys.readouterr().out


def test_a_target_that_edits_its_input_cannot_blind_the_model(tmp_path):
    register_target("blocks", "test:dedup", "dedups in place")(
        lambda *, num_blocks, policy, device="cpu": type("D", (Hostile,), {"mode": "dedup"})(
            num_blocks, policy
        )
    )
    try:
        out = tmp_path / "run"
        code = main(
            ["run", "blocks", "--steps", "300", "--target", "test:dedup", "--out", str(out)]
        )
    finally:
        unregister_target("blocks", "test:dedup")
    assert code == 1
    divergence = json.loads((out / "summary.json").read_text())["divergence"]
    assert divergence["verb"] == "release"  # caught at the op, not at a later audit
