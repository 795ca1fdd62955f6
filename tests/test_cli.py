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


def test_unknown_target_is_bad_usage_and_makes_no_folder(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["run", "blocks", "--target", "nope", "--out", str(out)]) == 2
    assert "unknown blocks target 'nope'" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.skipif(torch.cuda.is_available(), reason="needs a target that cannot be built here")
def test_a_target_that_cannot_run_here_leaves_the_earlier_run_as_it_was(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["run", "blocks", "--steps", "20", "--out", str(out)]) == 0
    before = {path.name: path.read_bytes() for path in out.iterdir()}
    fresh = tmp_path / "fresh"
    for folder in (out, fresh):
        # raised while the target is built, after --out is claimed
        argv = ["run", "blocks", "--steps", "20", "--device", "cuda", "--out", str(folder)]
        assert main(argv) == 2
    assert {path.name: path.read_bytes() for path in out.iterdir()} == before
    assert not fresh.exists()


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the no-CUDA message")
def test_cuda_without_cuda_is_bad_usage(tmp_path, capsys):
    assert main(["run", "blocks", "--device", "cuda", "--out", str(tmp_path)]) == 2
    assert "CUDA is not available" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["run", "blocks", "--steps", "0"],
        ["run", "blocks", "--pool-size", "1"],
        ["run", "blocks", "--policy", "fifo"],
        ["run", "blocks", "--steps", "1000000000000"],
        ["run", "blocks", "--audit-every", "-1"],
        ["run", "blocks", "--device", "bogus"],
        ["run", "blocks", "--out", ""],
        ["run"],
    ],
)
def test_bad_arguments_exit_2(argv, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    try:
        code = main(argv)
    except SystemExit as exit_info:  # argparse's own checks
        code = exit_info.code
    assert code == 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    assert not (tmp_path / "runs").exists() or argv[-1] == ""


def test_out_that_is_a_file_is_refused_before_any_work(tmp_path, capsys):
    path = tmp_path / "file"
    path.write_text("x")
    assert main(["run", "blocks", "--steps", "5", "--out", str(path)]) == 2
    assert "not a folder" in capsys.readouterr().err


def test_a_second_run_replaces_what_the_first_wrote(tmp_path):
    out = tmp_path / "run"
    assert (
        main(
            [
                "run",
                "blocks",
                "--steps",
                "300",
                "--target",
                "bug:release-dup-index",
                "--out",
                str(out),
            ]
        )
        == 1
    )
    assert (out / "repro.json").exists()
    assert main(["run", "blocks", "--steps", "50", "--out", str(out)]) == 0
    assert not (out / "repro.json").exists() and not (out / "test_repro.py").exists()
