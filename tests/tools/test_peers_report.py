"""The peers report: causes described by release and policy, one line per cause in
the index generated from the releases' summary.json, and where each release's
standalone tests pass (their verdicts)."""

from __future__ import annotations

import json

from kvtwin.core.engine_record import NONE_FOUND, describe_cause
from kvtwin.engines.megatron.causes import CAUSES
from kvtwin.tools import peers_report


def _cause(policy: str, signature: str, levels: dict[str, int], failed: bool | None) -> dict:
    found = {
        level: {
            "hits": count,
            "first_seen": {"campaign": f"{level} {policy} seed=0", "step": 10},
            "repro": f"out/repro-{level}-{policy}-1.json",
            "repro_ops": 3,
            "shrunk_signature": signature,
            "flaky": False,
        }
        for level, count in levels.items()
    }
    known = describe_cause(CAUSES, "0.17.1", policy, signature)
    return {
        "policy": policy,
        "signature": signature,
        "reachable": "engine" if "engine" in levels else "allocator-only",
        "what": known.what,
        "upstream": known.upstream,
        "found": found,
        "standalone": {"file": f"standalone/test_{policy}_1.py", "kind": "x", "failed": failed},
    }


def test_known_causes_are_matched_by_release_series_and_policy():
    seed = describe_cause(CAUSES, "0.17.1", "ref_zero", "release: block[].ref")
    assert "6047" in seed.upstream
    # another release series: the description is borrowed and says whence
    borrowed = describe_cause(CAUSES, "0.19.2", "ref_zero", "release: block[].ref")
    assert borrowed.what.endswith("(as seen in 0.17, 0.18)")
    unknown = describe_cause(CAUSES, "0.17.1", "ref_zero", "reset: counts.clock")
    assert unknown.what.startswith("not described") and unknown.upstream == NONE_FOUND


def test_the_index_has_one_line_per_cause_from_the_summaries(tmp_path):
    releases = {
        "0.17.1": [
            _cause("lru", "release: block[].ref", {"engine": 1, "allocator": 2}, True),
            _cause("ref_zero", "release: counts.mapped", {"allocator": 1}, False),
        ],
        "0.19.2": [],
    }
    for release, causes in releases.items():
        folder = tmp_path / f"megatron-core-{release}"
        folder.mkdir()
        summary = {
            "release": release,
            "causes": causes,
            "levels": {
                "allocator": {"campaigns": [{"ok": False}, {"ok": True}]},
                "engine": {"unavailable": "no engine here"},
            },
        }
        (folder / "summary.json").write_text(json.dumps(summary))
    text = peers_report.write_index(tmp_path).read_text()
    rows = [line for line in text.splitlines() if line.startswith("| megatron-core-0.")]
    assert len(rows) == 2
    assert "| engine | engine 1, allocator 2 | `repro-engine-lru-1.json` |" in rows[0]
    assert "(fails)" in rows[0]
    assert "| allocator-only | allocator 1 |" in rows[1] and "passes (!)" in rows[1]
    assert "- megatron-core-0.19.2: allocator 1/2; engine: unavailable (no engine here)" in text


def test_the_index_says_where_each_standalone_test_passes_and_what_fixed_it(tmp_path):
    verdicts = {
        "megatron-core-main": [
            {
                "test": "x/standalone/test_lru_3.py",
                "verdict": "fixed",
                "fixed_by": {"commit": "ee3864907a6b2973", "pull_request": 5995},
            }
        ],
    }
    older = {"megatron-core-0.18.2": {"test_lru_3.py": {"failed": True}}}
    for release, summary in (
        (
            "megatron-core-main",
            {"verdicts": {"megatron-core-0.19.2": verdicts["megatron-core-main"]}},
        ),
        (
            "megatron-core-0.18.2",
            {"other_releases": {"megatron-core-0.19.2": older["megatron-core-0.18.2"]}},
        ),
    ):
        folder = tmp_path / release
        folder.mkdir()
        (folder / "summary.json").write_text(json.dumps({"causes": [], "levels": {}, **summary}))
    text = peers_report.render_index(tmp_path)
    assert (
        "- megatron-core-0.19.2's `test_lru_3.py`: fails on megatron-core-0.18.2, "
        "fixed on megatron-core-main by ee3864907a (#5995)"
    ) in text
