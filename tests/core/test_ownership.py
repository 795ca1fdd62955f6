"""Ownership of output: kvtwin writes only inside the folder it is given, never
through a symbolic link, and deletes or replaces only what a kvtwin command recorded
as its own in the folder's manifest. A folder holding anything else is refused
without --force, and --force never deletes or replaces it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kvtwin.cli import main
from kvtwin.core.files import OutputError, write_atomic
from kvtwin.core.manifest import MANIFEST_NAME, read_manifest
from kvtwin.core.outdir import LOCK_NAME, claimed
from tests.core.adversary import REPO, tree

FAST = ["run", "blocks", "--steps", "20"]
FINDING = ["run", "blocks", "--steps", "300", "--target", "bug:release-dup-index"]


def run(out: Path, *extra: str, argv: list[str] = FAST) -> int:
    return main([*argv, "--out", str(out), "--shrink-seconds", "5", *extra])


def recorded(out: Path) -> set[str]:
    manifest = read_manifest(out)
    assert manifest is not None
    return set(manifest.files)


def test_a_dangling_link_among_the_outputs_is_never_followed(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "blocks.png").symlink_to("../elsewhere.png")
    assert run(out) == 2
    err = capsys.readouterr().err
    assert "blocks.png" in err and "--force" in err
    assert run(out, "--force") == 0
    assert not (tmp_path / "elsewhere.png").exists()
    assert (out / "blocks.png").is_symlink()
    assert "blocks.png" in (out / "report.md").read_text()  # said why there is no plot
    assert "blocks.png" not in recorded(out)


def test_a_linked_lock_file_is_refused_even_with_force(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / LOCK_NAME).symlink_to("../lock-elsewhere")
    assert run(out, "--force") == 2
    assert "symbolic link" in capsys.readouterr().err
    assert not (tmp_path / "lock-elsewhere").exists()


def test_a_lock_file_that_is_no_file_is_refused(tmp_path, capsys):
    out = tmp_path / "out"
    (out / LOCK_NAME).mkdir(parents=True)
    assert run(out, "--force") == 2
    err = capsys.readouterr().err
    assert LOCK_NAME in err and "Traceback" not in err


def test_a_linked_folder_inside_the_output_is_never_written_through(tmp_path):
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    elsewhere.mkdir()
    out.mkdir()
    (out / "sub").symlink_to(elsewhere)
    with claimed(out, "run", force=True) as folder, pytest.raises(OutputError, match="link"):
        write_atomic(folder.root / "sub" / "x.json", "{}")
    assert list(elsewhere.iterdir()) == []


@pytest.mark.parametrize("argv", [FAST, FINDING], ids=["clean", "finding"])
def test_isolate_never_writes_its_op_log_through_a_link(argv, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    out = tmp_path / "out"
    out.mkdir()
    for name in ("ops.jsonl", "ops.jsonl.parts", "parts.jsonl"):  # its names, then and now
        (out / name).symlink_to(victim)
    assert run(out, "--force", "--isolate", argv=argv) == (0 if argv is FAST else 1)
    assert victim.read_text() == "keep me"
    assert all((out / name).is_symlink() for name in ("ops.jsonl", "parts.jsonl"))


def test_foreign_files_make_the_folder_refused_without_force(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "holiday.png").write_bytes(b"\x89PNG mine")
    (out / "report.md").write_text("my notes")
    before = tree(out)
    assert run(out) == 2
    err = capsys.readouterr().err
    assert "holiday.png" in err and "report.md" in err and "--force" in err
    assert tree(out) == before


def test_force_writes_beside_foreign_files_and_never_deletes_them(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (out / "holiday.png").write_bytes(b"\x89PNG mine")
    assert run(out, "--force", argv=FINDING) == 1
    assert run(out, "--force") == 0  # clears the first run's reproduction, not the photo
    assert (out / "holiday.png").read_bytes() == b"\x89PNG mine"
    assert not (out / "repro.json").exists()
    assert "holiday.png" not in recorded(out)


def test_force_never_replaces_a_foreign_file_and_keeps_the_summary(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "report.md").write_text("my notes")
    assert run(out, "--force") == 2
    err = capsys.readouterr().err
    assert "report.md" in err and "did not write" in err and "Traceback" not in err
    assert (out / "report.md").read_text() == "my notes"
    assert json.loads((out / "summary.json").read_text())["ok"] is True


def test_the_manifest_lists_every_file_a_run_wrote_and_a_rerun_clears_only_those(tmp_path):
    out = tmp_path / "out"
    assert run(out, argv=FINDING) == 1
    written = {p for p, _ in tree(out).items()} - {LOCK_NAME, MANIFEST_NAME}
    assert recorded(out) == written and "repro.json" in written
    assert run(out) == 0
    assert not (out / "repro.json").exists() and not (out / "test_repro.py").exists()
    assert recorded(out) == {p for p in tree(out)} - {LOCK_NAME, MANIFEST_NAME}


def test_running_a_reproduction_leaves_nothing_that_blocks_the_next_run(tmp_path):
    out = tmp_path / "out"
    assert run(out, argv=FINDING) == 1
    test = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", str(out / "test_repro.py")],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert test.returncode == 1  # it fails while the bug is there, leaving __pycache__/
    assert run(out) == 0


@pytest.mark.parametrize("command", [["report", "--no-bugs"], ["bugs"]])
def test_report_and_bugs_refuse_a_run_folder(command, tmp_path, capsys):
    out = tmp_path / "out"
    assert run(out) == 0
    before = tree(out)
    assert main([*command, "--out", str(out)]) == 2
    assert "kvtwin run" in capsys.readouterr().err
    assert tree(out) == before


def test_run_refuses_a_findings_folder(tmp_path, capsys):
    out = tmp_path / "fuzz"
    out.mkdir()
    (out / MANIFEST_NAME).write_text(json.dumps({"schema": 1, "kind": "fuzz", "files": []}))
    assert run(out, "--force") == 2
    assert "kvtwin fuzz" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["report", "--no-bugs"], ["bugs"]])
def test_report_and_bugs_refuse_a_folder_of_foreign_files(command, tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "thesis.tex").write_text("mine")
    assert main([*command, "--out", str(out)]) == 2
    assert "thesis.tex" in capsys.readouterr().err
    assert tree(out) == {"thesis.tex": b"mine"}


def test_the_checkouts_committed_reports_are_kvtwins_and_their_neighbours_are_kept(tmp_path):
    copy = tmp_path / "reports"
    shutil.copytree(REPO / "reports", copy, symlinks=True)
    readme = (copy / "README.md").read_bytes()
    with claimed(copy, "report") as folder:  # no --force: what is there is accounted for
        write_atomic(folder.root / "report.md", "# regenerated\n")
        write_atomic(folder.root / "repros" / "new-variant" / "repro.json", "{}")
        with pytest.raises(OutputError, match="never touches"):
            write_atomic(folder.root / "README.md", "replaced")
    assert (copy / "report.md").read_text() == "# regenerated\n"
    assert (copy / "README.md").read_bytes() == readme
    assert "repros/new-variant/repro.json" in recorded(copy)


def test_the_committed_manifest_covers_every_tracked_report():
    listed = subprocess.run(
        ["git", "ls-files", "reports"], cwd=REPO, capture_output=True, text=True
    )
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    manifest = read_manifest(REPO / "reports")
    assert manifest is not None and manifest.kind == "report"
    for name in listed.stdout.split():
        relative = name.removeprefix("reports/")
        if relative == MANIFEST_NAME:
            continue
        top = relative.split("/", 1)[0]
        assert relative in manifest.files or top in manifest.others, relative


def test_a_name_too_long_for_the_file_system_is_bad_usage(tmp_path, capsys):
    assert run(tmp_path / ("x" * 300)) == 2
    err = capsys.readouterr().err
    assert "--out" in err and "Traceback" not in err


def test_a_manifest_that_names_a_path_outside_is_refused(tmp_path, capsys):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    out = tmp_path / "out"
    out.mkdir()
    data = {"schema": 1, "kind": "run", "files": ["../victim.txt"]}
    (out / MANIFEST_NAME).write_text(json.dumps(data))
    assert run(out, "--force") == 2
    assert "files[0]" in capsys.readouterr().err
    assert victim.read_text() == "keep me"
