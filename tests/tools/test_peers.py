"""The peers tool on a toy outside engine (``tests/engines/toy/``): a survey at
both levels of a release whose allocator has a known bug, its causes, their
reachability, shrunk reproductions and standalone test, the summary and index;
then a fixed source tree beside it, whose report carries the verdicts of the
release's standalone test (bisected to the fixing commit), and a refresh of those
verdicts. No outside engine needs to be installed."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kvtwin.core import engine_record, engines
from kvtwin.core.engine_record import Cause, Geometry, Mechanism, Upstream
from kvtwin.core.registry import get_scenario
from kvtwin.core.replay import replay_trace
from kvtwin.core.trace import Trace
from kvtwin.tools import peers, peers_levels
from tests.engines.toy import engine as toy_peer
from tests.engines.toy.engine import SIGNATURE
from tests.engines.toy.tree import write_tree

FIX_TITLE = "Fix the release of a block named twice (#42)"
FAST = ["--legitimate-steps", "20", "--no-timing", "--shrink-seconds", "5"]


def _git(path: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(path), "-c", "user.email=t@t", "-c", "user.name=t", *args],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def _fixed_tree(root: Path) -> tuple[Path, str]:
    """A git tree of toyeng: the buggy 1.0 (tagged v1.0), then the fix; its commit."""
    write_tree(root, "1.0", toy_peer.BUGGY)
    _git(root, "init", "-q")
    _git(root, "add", ".")
    _git(root, "commit", "-qm", "Release 1.0")
    _git(root, "tag", "v1.0")
    write_tree(root, "2.0.dev", "impl")
    _git(root, "commit", "-qam", FIX_TITLE)
    return root, _git(root, "rev-parse", "HEAD")


def _setup(mp: pytest.MonkeyPatch, installed: Path | None) -> None:
    """The toy engine registered, ``installed`` its release on PYTHONPATH, and the
    campaigns cut down: the first two allocator hunts (both policies), the
    legitimate ones on one seed and pool, and one shorter engine-level hunt, under
    lru only (so a ref_zero cause is one the engine level did not reach)."""
    mp.setenv(engines.PATHS_ENV, "")
    mp.delenv(toy_peer.ENV, raising=False)
    mp.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")  # the standalone runs need none
    if installed is not None:
        rest = os.environ.get("PYTHONPATH", "")
        mp.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(installed), rest) if p))
    toy_peer.install(mp)
    blocks = get_scenario("blocks").campaigns
    hunts = blocks.hunts
    mp.setattr(blocks, "hunts", lambda target: hunts(target)[:2])
    engine = get_scenario("blocks-engine")
    mp.setattr(
        engine.campaigns,
        "hunts",
        lambda target: [
            engine.campaigns.from_args(
                {"target": target, "policy": "lru", "pool_size": 32, "seed": 0, "steps": 100}
            )
        ],
    )
    mp.setattr(peers_levels, "LEGITIMATE_SEEDS", (0,))
    mp.setattr(peers_levels, "LEGITIMATE_POOLS", (32,))


def _main(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = peers.main(argv)
    return code, out.getvalue(), err.getvalue()


def _json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text())


@pytest.fixture(scope="module")
def survey(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """toy-core 1.0 (installed) surveyed, then the fixed tree beside it."""
    root = tmp_path_factory.mktemp("peers")
    reports = root / "reports"
    release = reports / "toy-core-1.0"
    (release / "standalone").mkdir(parents=True)
    stale = [release / "standalone" / "test_lru_9.py", release / "repro-allocator-lru-9.json"]
    for path in stale:
        path.write_text("left by an earlier run\n")
    tree, fix = _fixed_tree(root / "tree")
    with pytest.MonkeyPatch.context() as mp:
        _setup(mp, write_tree(root / "installed", "1.0", toy_peer.BUGGY))
        first = _main(["--target", "toy", "--out", str(release), *FAST])
        main = reports / "toy-core-main"
        argv = ["--target", "toy", "--engine-path", str(tree), "--bisect-since", "v1.0"]
        second = _main([*argv, "--out", str(main), *FAST])
        mp.setenv(engines.PATHS_ENV, "")
        yield {
            "root": root,
            "reports": reports,
            "release": release,
            "main": main,
            "tree": tree,
            "fix": fix,
            "stale": stale,
            "runs": (first, second),
            "summary": _json(release / "summary.json"),
            "main_summary": _json(main / "summary.json"),
        }


def _causes(summary: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {(c["policy"], c["signature"]): c for c in summary["causes"]}


def _rows(summary: dict[str, Any], level: str) -> list[dict[str, Any]]:
    return summary["levels"][level]["campaigns"]


def test_the_survey_is_a_report_with_exit_0(survey):
    (code, said, _), (code_main, _, _) = survey["runs"]
    assert (code, code_main) == (0, 0)
    summary = survey["summary"]
    assert summary["target"] == "toy" and summary["engine_target"] == "toy-engine"
    assert summary["package"] == "toy-core" and summary["release"] == "1.0"
    assert summary["facts"]["location"] == str(survey["root"] / "installed")
    assert summary["facts"]["commit"] is None  # an installed release, no git tree
    assert summary["ok"] is False and summary["timing"] == []
    assert f"{len(summary['causes'])} cause(s)" in said
    for path in survey["stale"]:
        assert not path.exists()


def test_each_cause_has_its_signature_and_reachability(survey):
    causes = _causes(survey["summary"])
    assert set(causes) == {("lru", SIGNATURE), ("ref_zero", SIGNATURE)}
    engine = causes[("lru", SIGNATURE)]
    assert engine["reachable"] == "engine" and engine["reachable_why"] is None
    assert engine["level"] == "engine" and engine["target"] == "toy-engine"
    assert set(engine["found"]) == {"engine", "allocator"}
    only = causes[("ref_zero", SIGNATURE)]
    assert only["reachable"] == "allocator-only" and set(only["found"]) == {"allocator"}
    engine_campaigns = len(_rows(survey["summary"], "engine"))
    assert only["reachable_why"] == (
        f"not reached by the {engine_campaigns} engine-level campaigns of {toy_peer.ENGINE_TARGET}"
    )
    # the engine level ran under lru only: whether its path reaches the ref_zero cause is
    # not known, and the survey says so rather than calling it direct
    assert only["reach"] == "unchecked"
    assert "no engine-level campaign ran under" in only["reach_why"]
    assert engine["reach"] == "config"  # the toy declares no default geometry to check
    assert only["what"].startswith("not described yet") and only["upstream"] == "none found"
    assert [c["signature"] for c in survey["summary"]["findings"]] == [
        c["signature"] for c in survey["summary"]["causes"]
    ]


def test_hits_are_counted_over_every_part_of_every_campaign(survey):
    summary = survey["summary"]
    for (policy, signature), cause in _causes(summary).items():
        for level, found in cause["found"].items():
            rows = [r for r in _rows(summary, level) if r["policy"] == policy]
            assert found["hits"] == sum(r["hits"].get(signature, 0) for r in rows) > 0
    for level in ("allocator", "engine"):
        for row in _rows(summary, level):
            hits = sum(row["hits"].values())
            assert row["parts"] > 1 and hits >= row["parts"] - 1  # a cause ends only a part
            assert not row["ok"] and row["divergence"]["signature"] == SIGNATURE


def test_each_cause_is_shrunk_into_a_reproduction_that_still_diverges(survey):
    release = survey["release"]
    for number, (policy, signature) in enumerate(sorted(_causes(survey["summary"])), start=1):
        cause = _causes(survey["summary"])[(policy, signature)]
        for level, found in cause["found"].items():
            path = release / f"repro-{level}-{policy}-{number}.json"
            assert found["repro"] == str(path) and found["shrunk_signature"] == signature
            trace = Trace.read(path)
            assert len(trace.ops) == found["repro_ops"]
            assert replay_trace(trace).divergence.signature == signature


def test_the_reachable_cause_has_a_standalone_test_that_fails_on_its_release(survey):
    causes = _causes(survey["summary"])
    standalone = causes[("lru", SIGNATURE)]["standalone"]
    assert standalone["file"] == "standalone/test_lru_1.py" and standalone["kind"] == "engine"
    assert (survey["release"] / standalone["file"]).is_file()
    assert standalone["failed"] is True and standalone["skipped"] is False
    assert standalone["message"].startswith(f"AssertionError: {SIGNATURE} at step ")
    assert "(toy-core 1.0, lru)" in standalone["message"]
    # the allocator-only cause: the toy's writer makes none, and nothing was run
    none = causes[("ref_zero", SIGNATURE)]["standalone"]
    assert none["file"] is None and none["failed"] is None
    assert sorted(p.name for p in (survey["release"] / "standalone").glob("test_*.py")) == [
        "test_lru_1.py"
    ]


def test_the_summary_and_the_index_are_written_from_the_report(survey):
    summary, text = survey["summary"], (survey["release"] / "summary.md").read_text()
    assert text.startswith("# toy-core 1.0: allocator and engine level")
    assert "## allocator level" in text and "## engine level" in text
    only = _causes(summary)[("ref_zero", SIGNATURE)]
    assert f"reachable: allocator-only ({only['reachable_why']})" in text
    assert "standalone `standalone/test_lru_1.py` (engine path): fails" in text
    row = _rows(summary, "engine")[0]
    assert f"| {row['campaign']} | {row['ops']} | {row['parts']} |" in text
    assert f"`{SIGNATURE}` x{row['hits'][SIGNATURE]}" in text
    index = (survey["reports"] / "README.md").read_text()
    lines = [line for line in index.splitlines() if line.startswith("| toy-core-1.0 |")]
    assert len(lines) == 2
    engine = _causes(summary)[("lru", SIGNATURE)]["found"]
    counts = f"engine {engine['engine']['hits']}, allocator {engine['allocator']['hits']}"
    assert f"| engine | {counts} | `repro-engine-lru-1.json` |" in lines[0]
    assert "`standalone/test_lru_1.py` (fails)" in lines[0]
    assert "| allocator-only |" in lines[1] and "| none |" in lines[1]


def test_the_fixed_tree_beside_it_gets_the_verdict_of_the_release_test(survey):
    main, fix = survey["main_summary"], survey["fix"]
    assert main["release"] == "2.0.dev" and main["facts"]["commit"] == fix
    assert main["causes"] == [] and main["ok"] is True  # the fixed allocator agrees
    (row,) = main["verdicts"]["toy-core-1.0"]
    assert row["verdict"] == "fixed" and row["signature"] == SIGNATURE
    assert row["test"] == str(survey["release"] / "standalone" / "test_lru_1.py")
    assert row["fixed_by"]["commit"] == fix and row["fixed_by"]["pull_request"] == 42
    assert row["fixed_by"]["title"] == FIX_TITLE
    assert row["upstream"] == f"fixed on this tree by {fix[:10]} (#42)"
    text = (survey["main"] / "summary.md").read_text()
    assert "## toy-core-1.0's standalone tests run here" in text and row["upstream"] in text
    index = (survey["reports"] / "README.md").read_text()
    assert f"- toy-core-1.0's `test_lru_1.py`: fixed on toy-core-main by {fix[:10]} (#42)" in index
    # the release's own report, written before the tree's, has no verdicts
    assert survey["summary"]["verdicts"] == {}


def test_a_refresh_on_a_report_of_another_release_is_refused_naming_both(
    survey, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, None)
    path = survey["release"] / "summary.json"
    before = path.read_bytes()
    argv = ["--target", "toy", "--engine-path", str(survey["tree"]), "--refresh-verdicts"]
    code, _, err = _main([*argv, "--out", str(survey["release"])])
    assert code == 2
    assert "is a report on 1.0" in err and "toy-core 2.0.dev is loaded" in err
    assert path.read_bytes() == before


def test_a_refresh_reruns_the_verdicts_and_rewrites_nothing_else(
    survey, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, None)
    reports = tmp_path / "reports"
    shutil.copytree(survey["reports"], reports)
    main = reports / "toy-core-main"
    stale = _json(main / "summary.json")
    stale["verdicts"] = {"toy-core-0.9": [{"verdict": "still there"}]}
    (main / "summary.json").write_text(json.dumps(stale))
    (main / "summary.md").unlink()
    (reports / "README.md").unlink()
    release = (reports / "toy-core-1.0" / "summary.json").read_bytes()
    argv = ["--target", "toy", "--engine-path", str(survey["tree"]), "--refresh-verdicts"]
    code, said, _ = _main([*argv, "--bisect-since", "v1.0", "--out", str(main)])
    assert code == 0 and "verdicts refreshed" in said
    refreshed = _json(main / "summary.json")
    assert {k: v for k, v in refreshed.items() if k != "verdicts"} == {
        k: v for k, v in survey["main_summary"].items() if k != "verdicts"
    }
    (row,) = refreshed["verdicts"]["toy-core-1.0"]
    assert set(refreshed["verdicts"]) == {"toy-core-1.0"}
    assert row["verdict"] == "fixed" and row["test"].startswith(str(reports))
    assert row["upstream"] == f"fixed on this tree by {survey['fix'][:10]} (#42)"
    assert (reports / "toy-core-1.0" / "summary.json").read_bytes() == release
    assert "## toy-core-1.0's standalone tests run here" in (main / "summary.md").read_text()
    assert "fixed on toy-core-main" in (reports / "README.md").read_text()


def test_a_refresh_describes_the_causes_anew_and_keeps_their_findings(
    survey, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, survey["root"] / "installed")  # the release the report names
    described = Cause(SIGNATURE, ("1.0",), ("lru",), "a block named twice is freed once", "#41")
    toy = engine_record._ENGINES[toy_peer.NAME]
    monkeypatch.setitem(engine_record._ENGINES, toy_peer.NAME, replace(toy, causes=(described,)))
    reports = tmp_path / "reports"
    shutil.copytree(survey["reports"], reports)
    release = reports / "toy-core-1.0"
    code, _, _ = _main(["--target", "toy", "--refresh-verdicts", "--out", str(release)])
    assert code == 0
    refreshed, before = _json(release / "summary.json"), survey["summary"]
    # the tree's report beside it has no standalone test: nothing to give a verdict on
    assert refreshed["verdicts"] == {}
    for key in ("causes", "findings"):
        for now, then in zip(refreshed[key], before[key], strict=True):
            if now["policy"] == "lru":
                assert (now["what"], now["upstream"]) == (described.what, "#41")
            else:  # described for lru only
                assert (now["what"], now["upstream"]) == (then["what"], then["upstream"])
            assert {k: v for k, v in now.items() if k not in ("what", "upstream")} == {
                k: v for k, v in then.items() if k not in ("what", "upstream")
            }
    rest = {k: v for k, v in refreshed.items() if k not in ("causes", "findings")}
    assert rest == {k: v for k, v in before.items() if k not in ("causes", "findings")}
    index = (reports / "README.md").read_text()
    assert f"| {described.what} (`{SIGNATURE}`) | engine |" in index


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "impl"], "kvtwin peers: --target impl: no outside engine's target"),
        (["--target", "toy"], "kvtwin peers: toy-core is not installed here"),
    ],
)
def test_a_target_that_is_no_engine_or_not_loadable_exits_2_on_stderr(
    argv: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, None)
    monkeypatch.delenv("PYTHONPATH", raising=False)
    code, said, err = _main([*argv, "--out", str(tmp_path / "out"), *FAST])
    assert code == 2 and err.startswith(message) and message not in said
    assert not (tmp_path / "out").exists()


def test_a_tree_s_standalone_test_is_run_on_that_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the release installed here keeps another API: its standalone run would skip
    _setup(monkeypatch, write_tree(tmp_path / "installed", "2.0", None))
    blocks = get_scenario("blocks").campaigns
    monkeypatch.setattr(blocks, "hunts", lambda target: [])  # the legitimate campaigns only
    tree = write_tree(tmp_path / "tree", "1.1", toy_peer.BUGGY)
    out = tmp_path / "reports" / "toy-core-1.1"
    argv = ["--target", "toy", "--engine-path", str(tree), "--out", str(out)]
    code, _, _ = _main([*argv, *FAST])
    assert code == 0
    standalone = _causes(_json(out / "summary.json"))[("lru", SIGNATURE)]["standalone"]
    assert standalone["file"] == "standalone/test_lru_1.py"
    assert standalone["failed"] is True
    assert standalone["message"].startswith(f"AssertionError: {SIGNATURE} at step ")


def test_a_refresh_without_bisection_keeps_the_commit_that_fixed_it(
    survey, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, None)
    reports = tmp_path / "reports"
    shutil.copytree(survey["reports"], reports)
    main = reports / "toy-core-main"
    argv = ["--target", "toy", "--engine-path", str(survey["tree"]), "--refresh-verdicts"]
    code, _, _ = _main([*argv, "--out", str(main)])  # no --bisect-since this time
    assert code == 0
    (row,) = _json(main / "summary.json")["verdicts"]["toy-core-1.0"]
    assert row["verdict"] == "fixed" and row["fixed_by"]["commit"] == survey["fix"]
    assert row["upstream"] == f"fixed on this tree by {survey['fix'][:10]} (#42)"


def test_a_survey_that_can_build_neither_level_exits_2_and_writes_no_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, write_tree(tmp_path / "installed", "1.0", toy_peer.BUGGY))
    out = tmp_path / "reports" / "toy-core-1.0"
    monkeypatch.setattr(peers_levels, "level_report", lambda *a: {"unavailable": "not here"})
    code, _, err = _main(["--target", "toy", "--out", str(out), *FAST])
    assert code == 2 and "no level can be built here" in err
    assert not (out / "summary.json").exists()


def _second_core(mp: pytest.MonkeyPatch) -> tuple[str, str]:
    """A second core of the toy engine (``toy-b``, ``toy-b-engine``: the same code
    under other names), as SGLang has a Rust and a Python tree core."""
    from kvtwin.core import registry

    pair = ("toy-b", "toy-b-engine")
    toy = engine_record._ENGINES[toy_peer.NAME]
    for piece, other in zip(toy.provides, pair, strict=True):
        spec = registry.check_target(piece.scenario, piece.target)
        mp.setitem(registry._TARGETS, (piece.scenario, other), replace(spec, name=other))
    mp.setitem(engine_record._ENGINES, toy_peer.NAME, replace(toy, extra_targets=pair))
    return pair


def test_two_cores_of_one_engine_are_surveyed_into_one_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, write_tree(tmp_path / "installed", "1.0", toy_peer.BUGGY))
    core, engine_core = _second_core(monkeypatch)
    out = tmp_path / "reports" / "toy-core-1.0"
    code, _, _ = _main(["--target", "toy", "--target", core, "--out", str(out), *FAST])
    assert code == 0
    summary = _json(out / "summary.json")
    assert summary["targets"] == ["toy", core]
    assert summary["engine_targets"] == [toy_peer.ENGINE_TARGET, engine_core]
    assert set(summary["levels"]) == {
        "allocator (toy)", f"allocator ({core})",
        f"engine ({toy_peer.ENGINE_TARGET})", f"engine ({engine_core})",
    }  # fmt: skip
    per_core = {(c["found"].get("allocator", c)["target"], c["policy"]) for c in summary["causes"]}
    assert per_core == {(t, p) for t in ("toy", core) for p in ("lru", "ref_zero")}
    for cause in summary["causes"]:
        assert cause["signature"] == SIGNATURE
        if cause["policy"] == "lru":  # reached by its own core's engine level
            assert cause["reachable"] == "engine"
            assert cause["found"]["engine"]["target"] in (toy_peer.ENGINE_TARGET, engine_core)
            assert cause["standalone"]["failed"] is True
    names = sorted(p.name for p in out.glob("repro-*.json"))
    assert any(n.startswith(f"repro-engine-{core}-lru-") for n in names), names
    assert any(n.startswith("repro-allocator-toy-ref_zero-") for n in names), names
    tests = sorted(p.name for p in (out / "standalone").glob("test_*.py"))
    assert any(t.startswith("test_toy_b_lru_") for t in tests), tests


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--target", "toy", "--target", "impl"], "one engine per survey"),
        (["--target", "toy", "--engine-target", "a", "--engine-target", "b"], "2 given for 1"),
        (["--target", "toy", "--target", "toy"], "each target once"),
    ],
)
def test_targets_that_do_not_make_one_survey_exit_2_and_write_nothing(
    argv: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, None)
    code, _, err = _main([*argv, "--out", str(tmp_path / "out"), *FAST])
    assert code == 2 and message in err
    assert not (tmp_path / "out").exists()


def test_a_new_survey_keeps_the_annex_of_a_report_on_the_same_code(
    survey, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _setup(monkeypatch, write_tree(tmp_path / "installed", "1.0", toy_peer.BUGGY))
    blocks = get_scenario("blocks").campaigns
    monkeypatch.setattr(blocks, "hunts", lambda target: [])
    out = tmp_path / "reports" / "toy-core-1.0"
    shutil.copytree(survey["release"], out)
    earlier = _json(out / "summary.json")
    annex = {"runs": [{"command": "kvtwin run blocks --target toy", "ok": True}]}
    (out / "summary.json").write_text(json.dumps({**earlier, "annex": annex}))
    assert _main(["--target", "toy", "--out", str(out), *FAST])[0] == 0
    assert _json(out / "summary.json")["annex"] == annex
    other = {**earlier, "annex": annex, "release": "0.9"}  # a report on other code
    (out / "summary.json").write_text(json.dumps(other))
    assert _main(["--target", "toy", "--out", str(out), *FAST])[0] == 0
    assert "annex" not in _json(out / "summary.json")


def test_causes_of_one_mechanism_are_one_root_cause_with_a_filing_ready_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two cores x two policies of one signature, which the engine's package
    attributes to one mechanism: one root cause, grouped on the evidence of its
    representative's reproduction failing on the other cores and policies, reached
    by the default geometry (the small one's reproduction, rescaled, fails there),
    with a cause report naming the code, the impact and the upstream search."""
    _setup(monkeypatch, write_tree(tmp_path / "installed", "1.0", toy_peer.BUGGY))
    core, _ = _second_core(monkeypatch)
    toy = engine_record._ENGINES[toy_peer.NAME]
    mechanism = Mechanism(
        "twin-release",
        "A block named twice in one batched release is freed once",
        (SIGNATURE,),
        ("toyeng/engine.py: ToyEngine.step (the batched release)",),
        "The engine releases every finishing table in one call; the allocator decrements "
        "a repeated id once.",
        "leak: the shared prefix's blocks are never freed",
        Upstream("none found (queries below)", ("issues: toyeng release repeated id",)),
    )
    default = Geometry("default", {"pool_size": 48})
    engine_level = replace(toy.provides[1], geometries=(default,))
    monkeypatch.setitem(
        engine_record._ENGINES,
        toy_peer.NAME,
        replace(toy, provides=(toy.provides[0], engine_level), mechanisms=(mechanism,)),
    )
    out = tmp_path / "reports" / "toy-core-1.0"
    argv = ["--target", "toy", "--target", core, "--geometry-hunts", "1"]
    assert _main([*argv, "--out", str(out), *FAST])[0] == 0
    summary = _json(out / "summary.json")
    (root,) = summary["roots"]
    assert root["id"] == "twin-release" and len(root["members"]) == len(summary["causes"]) == 4
    assert root["cores"] == sorted(["toy", core]) and root["policies"] == ["lru", "ref_zero"]
    assert all(e["signature"] == SIGNATURE for e in root["evidence"]), root["evidence"]
    assert root["reach"] == "default"
    assert f"engine ({toy_peer.ENGINE_TARGET}) @ default" in summary["levels"]
    report = (out / "causes" / "twin-release.md").read_text()
    for said in (mechanism.title, "toyeng/engine.py: ToyEngine.step", "leak:", "none found",
                 "toyeng release repeated id", "`default`"):  # fmt: skip
        assert said in report
    assert "causes/twin-release.md" in (out / "summary.md").read_text()
