"""``kvtwin run blocks``: exit codes and summary.json."""

from __future__ import annotations

import json

import pytest
import torch

from kvtwin.cli import main


@pytest.mark.parametrize("policy", ["lru", "ref_zero"])
def test_run_blocks_writes_summary(tmp_path, policy, capsys):
    code = main(
        [
            "run",
            "blocks",
            "--policy",
            policy,
            "--steps",
            "300",
            "--seed",
            "4",
            "--pool-size",
            "48",
            "--out",
            str(tmp_path),
        ]
    )
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert code == 0
    assert summary["ok"] is True and summary["divergence"] is None
    assert summary["scenario"] == "blocks" and summary["target"] == "impl"
    assert summary["policy"] == policy and summary["seed"] == 4 and summary["steps"] == 300
    assert summary["ops"] > 300 and summary["seconds"] > 0
    assert "ok after" in capsys.readouterr().out


def test_unknown_target_is_bad_usage(tmp_path, capsys):
    assert main(["run", "blocks", "--target", "nope", "--out", str(tmp_path)]) == 2
    assert "unknown block target 'nope'" in capsys.readouterr().out


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the no-CUDA message")
def test_cuda_without_cuda_is_bad_usage(tmp_path, capsys):
    assert main(["run", "blocks", "--device", "cuda", "--out", str(tmp_path)]) == 2
    assert "CUDA is not available" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["run", "blocks", "--steps", "0"],
        ["run", "blocks", "--pool-size", "1"],
        ["run", "blocks", "--policy", "fifo"],
        ["run"],
    ],
)
def test_bad_arguments_exit_2(argv):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
