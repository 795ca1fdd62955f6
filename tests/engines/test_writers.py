"""Every engine's standalone bundle through the one writer with hostile values in every
string and number field a trace, a config or a finding brings: the file stays data (it
compiles, passes the generated-file check, runs nothing at collection) and its DATA reads
back as the plain values given, subclasses reduced to their base."""

from __future__ import annotations

import ast
import enum
import math

import pytest

from kvtwin.core.engine_record import engines
from kvtwin.core.generated import check_generated
from kvtwin.core.standalone_writer import RUNTIME_STDLIB, render_standalone


class Colour(enum.IntEnum):
    RED = 1


class Sneaky(int):
    def __repr__(self) -> str:  # a value whose repr is code
        return "__import__('os').system('echo owned')"


HOSTILE = (
    '"""\nimport os; os.system("echo owned")\n"""',
    "'''; raise SystemExit('''",
    "\\N{BULLET}\x00\r\n\t",
    "a" * 5000,
    float("nan"),
    float("-inf"),
    2**200,
    -(2**63),
    Colour.RED,
    Sneaky(7),
    True,
)


def _bundles() -> list[tuple[str, object]]:
    found = []
    for engine in engines().values():
        for piece in engine.provides:
            if piece.standalone is not None:
                found.append((f"{engine.name}/{piece.target}", piece.standalone.bundle))
    return found


@pytest.mark.parametrize(("name", "bundle"), _bundles(), ids=lambda v: str(v)[:40])
def test_hostile_fields_stay_data_in_every_engines_test(name, bundle) -> None:
    data = {
        "config": {f"field_{i}": value for i, value in enumerate(HOSTILE)},
        "trace": {"ops": [{"verb": value, "ids": [value]} for value in HOSTILE]},
        "expected": list(HOSTILE),
    }
    description = {"signature": HOSTILE[0], "what": HOSTILE[1], "upstream": HOSTILE[2]}
    text = render_standalone(bundle, data, description, title=HOSTILE[0])
    check_generated(text, allowed_imports={*bundle.packages, *RUNTIME_STDLIB}, where=name)
    tree = ast.parse(text)
    assigned = {
        node.targets[0].id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    }
    read = _evaluate(assigned["DATA"])
    assert read["config"]["field_8"] == 1 and type(read["config"]["field_8"]) is int
    assert read["config"]["field_9"] == 7 and type(read["config"]["field_9"]) is int
    assert math.isnan(read["config"]["field_4"]) and read["config"]["field_5"] == -math.inf
    assert read["config"]["field_6"] == 2**200 and read["config"]["field_0"] == HOSTILE[0]


def _evaluate(node: ast.expr) -> object:
    """A literal, with the writer's one spelling of what has no literal (NaN, inf)."""
    if isinstance(node, ast.Call):
        return float(node.args[0].value)  # float("nan") / float("inf")
    if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Call):
        return -float(node.operand.args[0].value)
    if isinstance(node, ast.Dict):
        return {_evaluate(k): _evaluate(v) for k, v in zip(node.keys, node.values, strict=True)}
    if isinstance(node, (ast.List, ast.Tuple)):
        return [_evaluate(item) for item in node.elts]
    return ast.literal_eval(node)


def test_every_engine_with_a_writer_is_checked_here() -> None:
    assert any(name.startswith("vllm/") for name, _ in _bundles())
