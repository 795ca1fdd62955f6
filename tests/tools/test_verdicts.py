"""The verdicts tool: a release's standalone tests run on another tree, each a
verdict (fixed, still there, changed, api differs), a fixed one bisected to its
commit. The tests are tiny real pytest files over ``toyeng``, a package written
into a release folder and into a git tree whose history fixes one bug at a known
commit; they run in subprocesses, as the peers tool runs them."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kvtwin.core import engine_record, engines
from kvtwin.core.standalone import run_tests, tree_env
from kvtwin.tools import verdicts
from kvtwin.tools.verdicts import API, CHANGED, FIXED, STILL, normalized, upstream_line
from tests.engines.toy import engine as toy_peer

# ------------------------------------------------------------- normalized


def test_normalized_sets_aside_ids_counts_and_the_release_in_parentheses():
    seen = "AssertionError: block 23's ref (toy-core 0.19.2, lru): expected 0, got 1 of 12"
    again = "AssertionError: block 7's ref (toy-core 0.20.0rc1, lru): expected 1, got 2 of 300"
    assert normalized(seen) == normalized(again)
    assert normalized(seen) == "AssertionError: block N's ref (): expected N, got N of N"
    assert normalized("  release(ids=[3, 4]) raised  ") == "release() raised"


def test_normalized_keeps_the_exception_the_words_and_parentheses_without_digits():
    base = "AssertionError: block 3's ref: expected 0, got 1"
    assert normalized(base) != normalized("KeyError: block 3's ref: expected 0, got 1")
    assert normalized(base) != normalized("AssertionError: block 3's parent: expected 0, got 1")
    assert normalized(base) != normalized("AssertionError: block 3's ref: expected 0")
    assert normalized("freed twice (lru)") == "freed twice (lru)"
    assert normalized("freed twice (lru)") != normalized("freed twice (ref_zero)")


def test_a_verdict_reads_skip_before_pass_or_fail():
    original = {"failed": True, "message": "AssertionError: 3 left"}
    assert verdicts.verdict(original, {"skipped": True, "failed": None}) == API
    assert verdicts.verdict(original, {"failed": False, "message": "passed"}) == FIXED
    assert (
        verdicts.verdict(original, {"failed": True, "message": "AssertionError: 9 left"}) == STILL
    )
    assert verdicts.verdict(original, {"failed": True, "message": "KeyError: 3"}) == CHANGED
    assert verdicts.verdict(original, {"failed": None, "message": "did not run"}) == CHANGED


# ------------------------------------------------------ the toy release and tree
RELEASE = {
    "VERSION": '"1.0"',
    "FIRST_ID": "1",
    "release": """
def release(refs, ids):
    for block in set(ids):  # a block named twice is released once
        refs[block] -= 1
""",
    "allocate": """
def allocate(n):
    return [FIRST_ID] * n  # one id, n times
""",
    "reset": """
class Cache:
    def __init__(self):
        self.blocks = []

    def put(self, block):
        self.blocks.append(block)

    def reset(self):
        self.blocks = self.blocks[:1]  # keeps the first
""",
    "evict": """
def evict(refs, n):
    return 0  # evicts nothing
""",
    "leaked": """
def leaked_after_release():
    return list(range(FIRST_ID, FIRST_ID + 120))
""",
}
FIXED_RELEASE = """
def release(refs, ids):
    for block in ids:
        refs[block] -= 1
"""
REFUSING_RESET = """
class Cache:
    def __init__(self):
        self.blocks = []

    def put(self, block):
        self.blocks.append(block)

    def reset(self):
        if self.blocks:
            raise RuntimeError(f"reset while {len(self.blocks)} blocks are cached")
"""
RENAMED_EVICT = """
def drop(refs, n):
    return 0
"""
HISTORY = [  # (title, the parts of toyeng/__init__.py it changes, or a README)
    ("Document the allocator (#101)", {"release": "\n# the pool's refs\n" + RELEASE["release"]}),
    ("Update the README (#102)", None),
    ("Hand out ids from 5 (#103)", {"FIRST_ID": "5"}),
    ("Fix the release of a block named twice (#123)", {"release": FIXED_RELEASE}),
    ("Refuse a reset while blocks are cached (#124)", {"reset": REFUSING_RESET}),
    ("Rename evict to drop (#125)", {"evict": RENAMED_EVICT, "VERSION": '"2.0.dev"'}),
]
FIX = 3  # HISTORY[3] fixes test_lru_1

TESTS = {  # file -> (signature, source): each fails on the release
    "test_lru_1.py": (
        "release: block[].ref",
        """
def test_a_block_named_twice_is_released_twice():
    refs = {7: 2}
    toyeng.release(refs, [7, 7])
    got = refs[7]
    assert got == 0, f"block 7's ref (toy-core {toyeng.VERSION}, lru): expected 0, got {got}"
""",
    ),
    "test_lru_2.py": (
        "allocate: result",
        """
def test_allocate_hands_out_distinct_ids():
    ids = toyeng.allocate(2)
    assert len(set(ids)) == 2, (
        f"allocate(2) handed out block {ids[0]} twice: {ids} (toy-core {toyeng.VERSION}, lru)"
    )
""",
    ),
    "test_lru_3.py": (
        "reset: counts.cached",
        """
def test_reset_empties_the_cache():
    cache = toyeng.Cache()
    cache.put(3)
    cache.put(4)
    cache.reset()
    left = len(cache.blocks)
    assert not left, f"{left} block(s) left after reset (toy-core {toyeng.VERSION})"
""",
    ),
    "test_lru_4.py": (
        "evict: result",
        """
def test_evict_frees_what_it_says():
    if not hasattr(toyeng, "evict"):
        pytest.skip("this toyeng keeps no evict(): an API unknown here")
    assert toyeng.evict({1: 0}, 1) == 1, f"evict(1) freed nothing (toy-core {toyeng.VERSION})"
""",
    ),
    "test_lru_5.py": (
        "release: free pool",
        """
def test_release_returns_every_block():
    leaked = toyeng.leaked_after_release()
    assert not leaked, f"blocks leaked after release (toy-core {toyeng.VERSION}): {leaked}"
""",
    ),
}
HEADER = "import pytest\n\nimport toyeng\n\n"


def _source(parts: dict[str, str]) -> str:
    constants = f"VERSION = {parts['VERSION']}\nFIRST_ID = {parts['FIRST_ID']}\n"
    return constants + "".join(v for k, v in parts.items() if k not in ("VERSION", "FIRST_ID"))


def _write_package(root: Path, parts: dict[str, str]) -> None:
    (root / "toyeng").mkdir(parents=True, exist_ok=True)
    (root / "toyeng" / "__init__.py").write_text(_source(parts))


def _git(path: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(path), "-c", "user.email=t@t", "-c", "user.name=t", *args],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def _tree(root: Path) -> list[str]:
    """The git tree: the release (tagged v1.0), then HISTORY; the commits after it."""
    parts = dict(RELEASE)
    _write_package(root, parts)
    _git(root, "init", "-q")
    _git(root, "add", ".")
    _git(root, "commit", "-qm", "Release 1.0")
    _git(root, "tag", "v1.0")
    commits = []
    for number, (title, change) in enumerate(HISTORY):
        if change is None:
            (root / "README.md").write_text(f"toyeng, revision {number}\n")
        else:
            parts.update(change)
            _write_package(root, parts)
        _git(root, "add", ".")
        _git(root, "commit", "-qm", title)
        commits.append(_git(root, "rev-parse", "HEAD"))
    return commits


def _report(folder: Path, release_tree: Path, tests: dict[str, tuple[str, str]]) -> Path:
    """A peers report of the release: its standalone tests, run there, in summary.json."""
    standalone = folder / "standalone"
    standalone.mkdir(parents=True)
    for name, (_, body) in tests.items():
        (standalone / name).write_text(HEADER + body.lstrip("\n"))
    files = [standalone / name for name in tests]
    outcomes = run_tests(standalone, files, env=tree_env(release_tree))
    causes = [
        {
            "policy": "lru",
            "signature": signature,
            "standalone": {"file": f"standalone/{name}", "kind": "allocator", **outcomes[name]},
        }
        for name, (signature, _) in tests.items()
    ]
    causes += [  # no test written, and one written but gone: neither is run
        {"policy": "ref_zero", "signature": "reset: none", "standalone": {"file": None}},
        {"policy": "ref_zero", "signature": "gone", "standalone": {"file": "standalone/x.py"}},
    ]
    summary = {"target": toy_peer.TARGET, "release": "1.0", "causes": causes}
    (folder / "summary.json").write_text(json.dumps(summary))
    return folder


NO_PLUGINS = "PYTEST_DISABLE_PLUGIN_AUTOLOAD"
"""Set for the standalone runs: the tests need no plugin, and each run starts ~1 s sooner."""


@pytest.fixture(autouse=True)
def _no_plugins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_PLUGINS, "1")


@pytest.fixture(scope="module")
def judged(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """The release's report, and ``python -m kvtwin.tools.verdicts`` on the tree's HEAD."""
    root = tmp_path_factory.mktemp("verdicts")
    release = root / "release"
    tree = root / "tree"
    tree.mkdir()
    commits = _tree(tree)
    out = root / "verdicts.json"
    said = io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(NO_PLUGINS, "1")
        _write_package(release, RELEASE)
        report = _report(root / "reports" / "toy-core-1.0", release, TESTS)
        mp.setenv(engines.PATHS_ENV, "")
        mp.setitem(engine_record._ENGINES, toy_peer.NAME, toy_peer.record())
        argv = ["--from", str(report), "--engine-path", str(tree), "--bisect-since", "v1.0"]
        with contextlib.redirect_stdout(said):
            code = verdicts.main([*argv, "--out", str(out)])
        mp.setenv(engines.PATHS_ENV, "")
    written = json.loads(out.read_text())
    yield {
        "code": code,
        "said": said.getvalue(),
        "report": report,
        "tree": tree,
        "commits": commits,
        "on": written["on"],
        "rows": {Path(row["test"]).name: row for row in written["verdicts"]},
        "original": {
            Path(c["standalone"]["file"]).name: c["standalone"]
            for c in json.loads((report / "summary.json").read_text())["causes"]
            if c["standalone"]["file"]
        },
    }


def test_every_standalone_test_fails_on_its_release(judged):
    for name in TESTS:
        assert judged["original"][name]["failed"] is True, judged["original"][name]


def test_only_the_tests_on_disk_are_run_and_the_tree_is_named(judged):
    assert judged["code"] == 0
    assert sorted(judged["rows"]) == sorted(TESTS)
    assert judged["on"] == {"tree": str(judged["tree"].resolve()), "commit": judged["commits"][-1]}
    for name, row in judged["rows"].items():
        assert row["release"] == "toy-core-1.0" and row["signature"] == TESTS[name][0]
        assert f"  toy-core-1.0 {row['signature']}: {row['verdict']}" in judged["said"]


def test_a_test_that_passes_now_is_fixed(judged):
    row = judged["rows"]["test_lru_1.py"]
    assert row["verdict"] == FIXED and row["message"] == "passed"


def test_the_same_failure_with_other_ids_and_release_is_still_there(judged):
    row, original = judged["rows"]["test_lru_2.py"], judged["original"]["test_lru_2.py"]
    assert row["verdict"] == STILL
    assert "[5, 5]" in row["message"] and "2.0.dev" in row["message"]
    assert "[1, 1]" in original["message"] and row["message"] != original["message"]


def test_another_failure_is_changed_and_says_how(judged):
    row = judged["rows"]["test_lru_3.py"]
    assert row["verdict"] == CHANGED
    assert row["message"] == "RuntimeError: reset while 2 blocks are cached"


def test_a_skip_naming_an_api_is_api_differs(judged):
    row = judged["rows"]["test_lru_4.py"]
    assert row["verdict"] == API and "fixed_by" not in row
    assert row["message"] == "skipped: this toyeng keeps no evict(): an API unknown here"


def test_a_fixed_test_is_bisected_to_the_commit_that_fixed_it(judged):
    fixed_by = judged["rows"]["test_lru_1.py"]["fixed_by"]
    assert fixed_by == {
        "commit": judged["commits"][FIX],
        "title": HISTORY[FIX][0],
        "pull_request": 123,
        "commits_searched": len([c for c in HISTORY if c[1] is not None]),
    }
    for name in ("test_lru_2.py", "test_lru_3.py"):  # only a fixed one is bisected
        assert "fixed_by" not in judged["rows"][name]


def test_a_long_message_with_other_ids_is_still_there(judged):
    row, original = judged["rows"]["test_lru_5.py"], judged["original"]["test_lru_5.py"]
    assert len(original["message"]) >= 400  # the list of 120 ids goes on past the cut
    assert row["verdict"] == STILL


def test_a_bisection_without_commits_to_search_says_why(judged):
    tree, test = judged["tree"], judged["report"] / "standalone" / "test_lru_1.py"
    nothing = verdicts.bisect(tree, "HEAD", ("toyeng",), test)
    assert nothing == {"error": "no commit since HEAD touches ('toyeng',)"}
    unknown = verdicts.bisect(tree, "no-such-ref", ("toyeng",), test)
    assert unknown["error"].startswith("no merge-base of no-such-ref and HEAD")


def test_without_a_tree_nothing_is_bisected(tmp_path: Path) -> None:
    release = tmp_path / "release"
    _write_package(release, RELEASE)
    fixed = tmp_path / "fixed"
    _write_package(fixed, {**RELEASE, "release": FIXED_RELEASE})
    tests = {"test_lru_1.py": TESTS["test_lru_1.py"]}
    report = _report(tmp_path / "toy-core-1.0", release, tests)
    # no tree: what this interpreter loads, here the fixed package on PYTHONPATH
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PYTHONPATH", str(fixed))
        (row,) = verdicts.run_verdicts(report, None, ("toyeng",), since="v1.0")
    assert row["verdict"] == FIXED and "fixed_by" not in row


def test_a_test_that_cannot_import_spoils_no_other_verdict(tmp_path: Path) -> None:
    release = tmp_path / "release"
    _write_package(release, RELEASE)
    tree = tmp_path / "tree"
    _write_package(tree, {**RELEASE, "release": FIXED_RELEASE, "evict": RENAMED_EVICT})
    tests = {
        "test_lru_1.py": TESTS["test_lru_1.py"],
        "test_lru_6.py": (
            "evict: result",
            """
from toyeng import evict


def test_evict_frees_what_it_says():
    assert evict({1: 0}, 1) == 1
""",
        ),
    }
    report = _report(tmp_path / "toy-core-1.0", release, tests)
    rows = {Path(r["test"]).name: r for r in verdicts.run_verdicts(report, tree, ("toyeng",))}
    assert rows["test_lru_6.py"]["verdict"] == CHANGED
    assert "evict" in rows["test_lru_6.py"]["message"]
    assert rows["test_lru_1.py"]["verdict"] == FIXED


# ----------------------------------------------------------- the upstream column
def test_the_upstream_column_says_what_fixed_it_then_the_tracker():
    fixed = {"verdict": FIXED, "fixed_by": {"commit": "ee3864907a6b2973", "pull_request": 5995}}
    assert (
        upstream_line(fixed, "this tree", "#6047")
        == "fixed on this tree by ee3864907a (#5995); #6047"
    )
    no_pr = {"verdict": FIXED, "fixed_by": {"commit": "ee3864907a6b2973", "pull_request": None}}
    assert upstream_line(no_pr, "this tree", None) == "fixed on this tree by ee3864907a"
    failed = {"verdict": FIXED, "fixed_by": {"error": "no commit since v1 touches ('x',)"}}
    assert upstream_line(failed, "toy-core 2.0", "none found") == "fixed on toy-core 2.0"
    assert upstream_line({"verdict": STILL}, "this tree", "#7") == "still there on this tree; #7"
    assert upstream_line({"verdict": API}, "toy-core 2.0", None) == "api differs on toy-core 2.0"


# ------------------------------------------------------------------------ CLI
def test_a_report_whose_target_is_no_outside_engine_s_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = tmp_path / "impl-report"
    report.mkdir()
    (report / "summary.json").write_text(json.dumps({"target": "impl", "causes": []}))
    out = tmp_path / "verdicts.json"
    assert verdicts.main(["--from", str(report), "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert f"kvtwin verdicts: {report}: impl is no outside engine's target" in captured.err
    assert captured.out == "" and not out.exists()
