"""The engine registry: where an outside engine's code comes from, and what a report
may claim about it (its commit, its local changes, its described causes)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core import engine_record, engines
from kvtwin.core.engine_record import Cause, describe_cause
from kvtwin.core.errors import UsageError


@pytest.fixture(autouse=True)
def _no_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    # set (to nothing), not deleted: what a test sets is then undone after it
    monkeypatch.setenv(engines.PATHS_ENV, "")
    monkeypatch.setenv("KVTWIN_DEMO_PATH", "")
    monkeypatch.delenv("KVTWIN_DEMO_PATH")


def _git(path: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(path), "-c", "user.email=t@t", "-c", "user.name=t", *args],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def test_a_named_tree_wins_over_any_tree_and_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine, anyone, env = (tmp_path / n for n in ("mine", "anyone", "env"))
    for folder in (mine, anyone, env):
        folder.mkdir()
    monkeypatch.setenv("KVTWIN_DEMO_PATH", str(env))
    assert engines.engine_path("demo", "KVTWIN_DEMO_PATH") == env
    engines.set_engine_paths([str(anyone)])
    assert engines.engine_path("demo", "KVTWIN_DEMO_PATH") == anyone.resolve()
    engines.set_engine_paths([f"demo={mine}"])
    assert engines.engine_path("demo", "KVTWIN_DEMO_PATH") == mine.resolve()
    assert engines.engine_path("other", "KVTWIN_OTHER_PATH") == anyone.resolve()
    assert engines.path_named_by("demo", "KVTWIN_DEMO_PATH") == f"--engine-path {mine.resolve()}"


def test_a_missing_folder_is_refused_and_nothing_is_set(tmp_path: Path) -> None:
    good = tmp_path / "good"
    good.mkdir()
    with pytest.raises(UsageError, match="missing"):
        engines.set_engine_paths([f"demo={good}", str(tmp_path / "missing")])
    assert engines.engine_path("demo", "KVTWIN_DEMO_PATH") is None


def test_the_values_named_on_a_command_line_are_found_in_both_spellings() -> None:
    argv = ["run", "blocks", "--engine-path", "a", "--engine-path=b=c", "--engine-path"]
    assert engines.named_in(argv) == ["a", "b=c"]


def test_a_commit_is_claimed_only_for_the_top_of_a_work_tree(tmp_path: Path) -> None:
    _git(tmp_path, "init", "-q")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n")
    (tmp_path / "notes.txt").write_text("outside the package\n")
    _git(tmp_path, "add", ".")
    _git(tmp_path, "commit", "-qm", "one")
    assert engines.git_commit(tmp_path) == _git(tmp_path, "rev-parse", "HEAD")
    # an unpacked wheel inside some repository is not at that repository's commit
    assert engines.git_commit(tmp_path / "pkg") is None
    assert engines.git_modified(tmp_path, ("pkg",)) == []
    (tmp_path / "pkg" / "a.py").write_text("x = 2\n")
    (tmp_path / "pkg" / "b.py").write_text("new\n")
    (tmp_path / "notes.txt").write_text("changed, but not engine code\n")
    assert sorted(engines.git_modified(tmp_path, ("pkg",))) == ["pkg/a.py", "pkg/b.py"]


CAUSES = (Cause("release: ref", ("0.17", "0.18.2"), ("lru",), "the shared prefix leaks", "#1"),)


def test_a_cause_is_described_for_its_release_borrowed_for_another_and_never_invented() -> None:
    assert describe_cause(CAUSES, "0.17.1", "lru", "release: ref").what == "the shared prefix leaks"
    assert describe_cause(CAUSES, "0.18.2", None, "release: ref").upstream == "#1"
    borrowed = describe_cause(CAUSES, "0.19.2", "lru", "release: ref")
    assert "as seen in 0.17, 0.18.2" in borrowed.what and borrowed.releases == ("0.19.2",)
    assert describe_cause(CAUSES, "0.17.1", "ref_zero", "release: ref").upstream == "none found"
    assert "not described" in describe_cause(CAUSES, "0.17.1", "lru", "other").what


def test_each_engine_names_its_targets() -> None:
    known = engine_record.engines()
    assert "vllm" in known
    for engine in known.values():
        for piece in engine.provides:
            assert engine_record.engine_of(piece.target) is engine
    assert engine_record.engine_of("impl") is None


def test_a_tree_that_is_not_the_engine_is_a_usage_error_naming_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    allocators = [
        piece.target
        for engine in engine_record.engines().values()
        for piece in engine.provides
        if piece.scenario == "blocks"
    ]
    assert allocators
    for target in allocators:
        assert main(["run", "blocks", "--target", target, "--engine-path", str(tmp_path)]) == 2
        assert f"--engine-path {tmp_path}" in capsys.readouterr().err
