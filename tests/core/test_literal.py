"""Values written into generated files: a literal of a closed set of types that
evaluates back to an equal value, whatever subclass or odd object a target
handed over; never code."""

from __future__ import annotations

import ast
import enum
import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kvtwin.core.generated import check_generated
from kvtwin.core.literal import MAX_DEPTH, LiteralError, plain, render

ONLY_FLOAT = {"__builtins__": {"float": float}}


def evaluated(text: str) -> Any:
    """What a generated file gets back: the text compiled as an expression, with
    nothing but ``float`` in reach (NaN and the infinities are the only calls)."""
    return eval(compile(text, "<literal>", "eval"), dict(ONLY_FLOAT))


def same(a: Any, b: Any) -> bool:
    """Equality where NaN equals NaN and types must match exactly."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return (math.isnan(a) and math.isnan(b)) or a == b
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return a == b


atoms = st.none() | st.booleans() | st.integers() | st.floats() | st.text()
values = st.recursive(
    atoms,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.lists(inner, max_size=4).map(tuple)
        | st.dictionaries(st.text(max_size=5) | st.integers(), inner, max_size=4)
    ),
    max_leaves=30,
)


@given(values)
def test_every_value_of_the_closed_set_comes_back_equal(value):
    text = render(value, width=40)
    assert same(evaluated(text), value)
    check_generated(f"VALUE = {text}\n", allowed_imports=(), where="value.py")


class Colour(enum.IntEnum):
    RED = 1


class Sneaky(int):
    """An int whose repr is a program."""

    def __repr__(self) -> str:
        return "__import__('os').system('touch /tmp/kvtwin-owned')"

    def __int__(self) -> int:
        return 666


class Shouty(str):
    def __repr__(self) -> str:
        return "exit(3)"

    def __str__(self) -> str:
        return "changed"


class ListWithOwnIteration(list):
    def __iter__(self):
        raise RuntimeError("the renderer must not call me")


class Unreprable:
    def __repr__(self) -> str:
        raise RuntimeError("no")


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (Colour.RED, 1),
        (Sneaky(5), 5),
        (Shouty("x"), "x"),
        (float("nan"), float("nan")),
        (float("inf"), float("inf")),
        (-float("inf"), -float("inf")),
        (ListWithOwnIteration([Sneaky(2)]), [2]),
        ({Colour.RED: (Sneaky(1),)}, {1: (1,)}),
        (10**5000, 10**5000),
        (True, True),
    ],
    ids=[
        "intenum",
        "int-repr-code",
        "str-repr-code",
        "nan",
        "inf",
        "-inf",
        "list-subclass",
        "dict-keys",
        "huge-int",
        "bool",
    ],
)
def test_subclasses_are_reduced_to_their_base_value(value, expected):
    text = render(value)
    assert "import" not in text and "exit" not in text and "Colour" not in text
    assert same(evaluated(text), expected)


@pytest.mark.parametrize(
    ("value", "named"),
    [
        (Unreprable(), "Unreprable"),
        (object(), "object"),
        ({Sneaky(3), 4}, "set"),
        (b"\x00bytes", "bytes"),
        (range(3), "range"),
    ],
)
def test_anything_else_becomes_a_string_naming_its_type(value, named):
    text = render(value)
    back = evaluated(text)
    assert isinstance(back, str) and named in back
    assert isinstance(ast.parse(text, mode="eval").body, ast.Constant)


def test_a_sets_text_is_its_members_reduced_never_their_repr():
    assert evaluated(render({Sneaky(3)})) == "<set: {3}>"


def test_nesting_past_the_cap_is_an_error_naming_where():
    deep: Any = 0
    for _ in range(MAX_DEPTH + 2):
        deep = [deep]
    with pytest.raises(LiteralError, match="nested more than"):
        render(deep)
    cycle: list[Any] = []
    cycle.append(cycle)
    with pytest.raises(LiteralError, match=r"value\[0\]"):
        plain(cycle)


def test_long_values_are_broken_over_lines_within_the_width():
    value = {"ops": [{"verb": "allocate", "ids": list(range(60))} for _ in range(3)]}
    text = render(value, width=60)
    assert max(len(line) for line in text.splitlines()) <= 60
    assert evaluated(text) == value
