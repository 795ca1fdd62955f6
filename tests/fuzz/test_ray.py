"""``kvtwin fuzz --backend ray`` on a local Ray instance the test starts
(``num_cpus=2``); skipped where Ray is not installed (it is the optional
extra ``kvtwin[ray]``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.fuzz.conftest import HOSTILE

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'kvtwin[ray]')")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def local_ray():
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        runtime_env={"env_vars": {"PYTHONPATH": str(ROOT)}},
    )
    yield
    ray.shutdown()


def test_the_ray_backend_finds_and_writes_a_bug(local_ray, tmp_path, fuzz):
    args = ("--backend", "ray", "--scenario", "blocks", "--target", "bug:release-dup-index")
    code, summary, _ = fuzz(tmp_path, *args, "--budget", "6", "--shrink-seconds", "10")
    assert code == 1
    assert (summary["backend"], summary["jobs"]) == ("ray", 2)
    assert summary["campaigns"] >= 2 and summary["ops"] > 0
    finding = summary["findings"][0]
    assert finding["status"] == "new" and finding["shrunk"] is True
    assert Path(finding["test"]).exists()
    assert ray.is_initialized()  # an instance the driver did not start is left running


@pytest.mark.slow  # Ray restarts each killed worker (seconds each): nox -s fuzz runs it
def test_a_target_that_kills_its_ray_worker_is_a_finding(local_ray, tmp_path, fuzz):
    args = ("--backend", "ray", "--plugin", HOSTILE, "--target", "test:crash")
    code, summary, _ = fuzz(tmp_path, *args, "--budget", "3", "--shrink-seconds", "5")
    assert code == 1
    assert [f["signature"] for f in summary["findings"]] == ["allocate: process"]
    trace = json.loads(Path(summary["findings"][0]["repro"]).read_text())
    assert trace["divergence"]["actual"].startswith("exited with status")
