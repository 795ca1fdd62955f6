"""The mutation tooling's own parts (the run itself is ``nox -s mutation``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kvtwin.tools.mutation import CAMPAIGNS, FILES, TESTS
from kvtwin.tools.mutation.campaigns import check
from kvtwin.tools.mutation.equivalent import annotation_spans, in_annotation
from kvtwin.tools.mutation.report import judged, load_classes, mutant_id, reach_of, render

SOURCE = """from __future__ import annotations
Ids = int | list[int]


def f(x: int | None, *, y: list[int] = [1 | 2]) -> dict[str, int | None]:
    z: int | None = x | 1
    return {"a": z}
"""


def test_annotations_are_found_and_only_annotations() -> None:
    spans = annotation_spans(SOURCE)
    line = SOURCE.splitlines()
    assert in_annotation((5, line[4].index("int | None")), spans)  # a parameter's
    assert in_annotation((5, line[4].index("dict[")), spans)  # the return's
    assert in_annotation((6, line[5].index("int | None")), spans)  # a variable's
    assert not in_annotation((2, line[1].index("int | list")), spans)  # an alias: evaluated
    assert not in_annotation((5, line[4].index("1 | 2")), spans)  # a default: evaluated
    assert not in_annotation((6, line[5].index("x | 1")), spans)
    eager = SOURCE.replace("from __future__ import annotations\n", "")
    assert annotation_spans(eager) == []  # evaluated annotations: no rule applies


def test_a_survivor_is_named_by_its_lines_not_their_numbers() -> None:
    diff = "--- a\n+++ b\n@@ -3 +3 @@\n-    if n <= 0:\n+    if n < 0:\n"
    assert mutant_id("impl/x.py", "core/ReplaceComparisonOperator_LtE_Lt", diff) == (
        "impl/x.py::ReplaceComparisonOperator_LtE_Lt::if n <= 0: -> if n < 0:"
    )


def test_classifications_need_a_class_and_a_reason(tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    good.write_text('[[survivor]]\nmutant = "m"\nclass = "equivalent"\nreason = "why"\n')
    assert load_classes(good) == {"m": {"class": "equivalent", "reason": "why"}}
    bad = tmp_path / "bad.toml"
    bad.write_text('[[survivor]]\nmutant = "m"\nclass = "fine"\nreason = "why"\n')
    with pytest.raises(ValueError, match="survivor #0"):
        load_classes(bad)
    assert all(entry["reason"] for entry in load_classes().values())  # the committed file


def test_every_mutated_file_has_campaigns_and_tests() -> None:
    assert set(FILES) == set(TESTS)
    assert all(name in CAMPAIGNS for names in FILES.values() for name in names)
    assert all(Path(path).exists() for paths in TESTS.values() for path in paths)


def test_the_campaigns_agree_on_the_unmutated_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert check("blocks", limit=1) == 0
    assert "all campaigns agree" in capsys.readouterr().out


def test_the_report_names_every_survivor_with_its_class() -> None:
    survivor = {
        "mutant": "impl/x.py::Op::a | b -> a & b",
        "line": 3,
        "function": "f",
        "class": "blind_spot",
        "reason": "a workload with b",
        "tests": True,
    }
    counts = dict(mutants=10, annotation=1, not_applied=0, killed=8, timeouts=1, survived=1)
    summary = {
        "score": {"campaigns": 8 / 9, "campaigns_and_tests": 1.0},
        "files": {
            "impl/x.py": {
                **counts,
                "pending": 0,
                "equivalent_survivors": 0,
                "non_equivalent": 9,
                "score": {"campaigns": 8 / 9, "campaigns_and_tests": 1.0},
                "survivors": [survivor],
            }
        },
    }
    text = render(summary)
    assert "campaigns alone **88.9%**, campaigns plus tests **100.0%**" in text
    assert "| 3 | `a \\| b -> a & b` | blind_spot | not named | yes | a workload with b |" in text
    survivor.update(reach="x:n=big", reach_status="never drawn", reach_drawn=0)
    assert "| blind_spot | `x:n=big` (never drawn, 0) | yes |" in render(summary)


DRAWN = {
    "blocks": {
        "domain": {"allocate.n": {"one": 7, "past_int64": 0}},
        "domain_misuse": {"allocate.n": {"negative": 2}},
    }
}


@pytest.mark.parametrize(
    ("reach", "status", "count"),
    [
        ("blocks:allocate.n=one", "drawn", 7),
        ("blocks:allocate.n=past_int64", "never drawn", 0),
        ("blocks:allocate.n=!negative", "drawn", 2),
        ("blocks:allocate.n=huge", "not in the domain", None),
        ("prefill:scale=float", "not recorded", None),
        ("none", "none", None),
        (None, "unnamed", None),
    ],
)
def test_a_survivors_input_class_is_looked_up_in_what_the_campaigns_drew(
    reach: str | None, status: str, count: int | None
) -> None:
    assert reach_of(reach, DRAWN) == (status, count)


@pytest.mark.parametrize(
    ("status", "becomes"),
    [
        ("never drawn", "blind_spot"),
        ("not in the domain", "blind_spot"),
        ("drawn", "equivalent"),
        ("none", "equivalent"),
        ("not recorded", "equivalent"),
    ],
)
def test_an_equivalence_that_rests_on_an_undrawn_class_is_a_blind_spot(
    status: str, becomes: str
) -> None:
    entry = {"class": "equivalent", "reason": "only for huge n", "reach": "blocks:allocate.n=x"}
    assert judged(entry, status)["class"] == becomes
    assert judged({**entry, "class": "blind_spot"}, status)["class"] == "blind_spot"


def test_every_survivor_of_the_committed_report_names_its_input_class() -> None:
    summary = json.loads(Path("reports/mutation/summary.json").read_text())
    classes = load_classes()
    surviving = {s["mutant"] for f in summary["files"].values() for s in f["survivors"]}
    unnamed = sorted(m for m in surviving if "reach" not in classes.get(m, {}))
    assert unnamed == []
    for m in surviving:  # SCENARIO:PARAM=CLASS of a registered scenario, or none
        reach = classes[m]["reach"]
        scenario, _, named = reach.partition(":")
        assert reach == "none" or (scenario in CAMPAIGNS and "=" in named), reach
