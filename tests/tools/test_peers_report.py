"""The peers report: causes described by release and policy, the per-cause
findings, and the index table generated from the releases' summary.json."""

from __future__ import annotations

import json

from kvtwin.tools import peers, peers_report, upstream


def _cause(policy: str, signature: str, levels: dict[str, int], failed: bool | None) -> dict:
    found = {
        level: {
            "campaigns": [f"{level} {policy} seed={n}" for n in range(count)],
            "first_campaign": f"{level} {policy} seed=0",
            "ops_to_divergence": 10,
            "repro": f"repro-{level}-{policy}-1.json",
            "repro_ops": 3,
            "shrunk_signature": signature,
            "flaky": False,
        }
        for level, count in levels.items()
    }
    known = upstream.describe("0.17.1", policy, signature)
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
    seed = upstream.describe("0.17.1", "ref_zero", "release: block[].ref")
    assert "6047" in seed.upstream
    # the same signature in a release series the entry does not name is not described
    assert upstream.describe("0.19.2", "ref_zero", "release: block[].ref").upstream == (
        upstream.NONE_FOUND
    )
    assert upstream.describe("0.170.1", "ref_zero", "release: block[].ref").what.startswith(
        "not described"
    )


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
    assert "| engine | engine 1, allocator 2 |" in rows[0] and "(fails)" in rows[0]
    assert "| allocator-only | allocator 1 |" in rows[1] and "passes (!)" in rows[1]
    assert "- megatron-core-0.19.2: allocator 1/2; engine: unavailable (no engine here)" in text


def test_a_finding_points_at_the_engine_reproduction_when_reachable():
    cause = _cause("lru", "release: block[].ref", {"engine": 1, "allocator": 2}, True)
    finding = peers.finding_of(cause)
    assert finding["reachable"] == "engine" and finding["level"] == "engine"
    assert finding["repro"] == "repro-engine-lru-1.json"
    assert finding["standalone"] == "standalone/test_lru_1.py"
    assert set(finding) >= {"signature", "reachable", "ops", "repro", "standalone"}


def test_the_index_says_where_each_standalone_test_passes(tmp_path):
    outcomes = {
        "megatron-core-0.18.2": {"megatron-core-0.17.1": {"test_lru_2.py": {"failed": True}}},
        "megatron-core-0.19.2": {"megatron-core-0.17.1": {"test_lru_2.py": {"failed": False}}},
    }
    for release, other in outcomes.items():
        folder = tmp_path / release
        folder.mkdir()
        summary = {"release": release, "causes": [], "levels": {}, "other_releases": other}
        (folder / "summary.json").write_text(json.dumps(summary))
    text = peers_report.render_index(tmp_path)
    assert (
        "- megatron-core-0.17.1's `test_lru_2.py`: fails on megatron-core-0.18.2, "
        "passes on megatron-core-0.19.2"
    ) in text
