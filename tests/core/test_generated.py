"""Generated Python is checked before it is kept: only allowed imports, and nothing
at module level that runs when pytest imports the file. The hostile sources below
are built from syntax trees here, one per way code could sneak in."""

from __future__ import annotations

import ast

import pytest

from kvtwin.core.generated import (
    GeneratedCodeError,
    check_generated,
    write_generated,
)
from kvtwin.core.literal import render

ALLOWED = {"pytest", "kvtwin"}


def source(*statements: ast.stmt) -> str:
    return ast.unparse(ast.fix_missing_locations(ast.Module(list(statements), [])))


def call(name: str, *args: ast.expr) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), list(args), [])


def assign(name: str, value: ast.expr) -> ast.Assign:
    return ast.Assign([ast.Name(name, ast.Store())], value)


def function(name: str, body: list[ast.stmt], **parts) -> ast.FunctionDef:
    arguments = parts.pop("args", ast.arguments([], [], None, [], [], None, []))
    return ast.FunctionDef(
        name,
        arguments,
        body or [ast.Pass()],
        parts.pop("decorators", []),
        parts.pop("returns", None),
        None,
        type_params=[],
    )


def well_formed() -> str:
    """What a reproduction looks like: imports, literals, a test function."""
    return "\n".join(
        [
            '"""A reproduction."""',
            "from __future__ import annotations",
            "import pytest",
            "from kvtwin.core.replay import replay_trace",
            f"TRACE = {render({'ops': [1, float('nan')], 'x': None})}",
            "class TestOne:",
            "    LIMIT = 3",
            "    @staticmethod",
            "    def helper(x: int = 1) -> list[int]:",
            "        return [x]",
            "@pytest.mark.parametrize('n', [1, 2])",
            "def test_it(n):",
            "    assert replay_trace(TRACE) is not None",
            "",
        ]
    )


def test_a_reproduction_shaped_file_passes():
    check_generated(well_formed(), allowed_imports=ALLOWED, where="test_ok.py")


HOSTILE = {
    "module-call": source(ast.Expr(call("print", ast.Constant("hi")))),
    "assigned-call": source(assign("X", call("open", ast.Constant("/etc/passwd")))),
    "default-runs": source(
        function(
            "f", [], args=ast.arguments([], [ast.arg("x")], None, [], [], None, [call("print")])
        )
    ),
    "annotation-runs": source(function("f", [], returns=call("print"))),
    "own-decorator": source(function("g", []), function("f", [], decorators=[ast.Name("g")])),
    "conditional": source(ast.If(ast.Constant(True), [ast.Pass()], [])),
    "loop": source(ast.For(ast.Name("i", ast.Store()), ast.List([], ast.Load()), [ast.Pass()], [])),
    "try": source(ast.Try([ast.Pass()], [], [], [ast.Pass()])),
    "with": source(ast.With([ast.withitem(call("open", ast.Constant("x")))], [ast.Pass()])),
    "class-body-runs": source(
        ast.ClassDef("A", [], [], [ast.Expr(call("print"))], [], type_params=[])
    ),
    "metaclass": source(
        ast.ClassDef(
            "A", [], [ast.keyword("metaclass", ast.Name("type"))], [ast.Pass()], [], type_params=[]
        )
    ),
    "module-getattr": source(function("__getattr__", [])),
    "module-dir": source(function("__dir__", [])),
    "pytest-plugins": source(assign("pytest_plugins", ast.List([ast.Constant("evil")]))),
    "float-rebound": source(assign("float", ast.Constant("nan"))),
    "os": source(ast.Import([ast.alias("os")])),
    "dotted-os": source(ast.Import([ast.alias("os.path")])),
    "from-subprocess": source(ast.ImportFrom("subprocess", [ast.alias("run")], 0)),
    "relative": source(ast.ImportFrom("x", [ast.alias("y")], 1)),
    "star": source(ast.ImportFrom("pytest", [ast.alias("*")], 0)),
    "eval-in-test": source(function("test_x", [ast.Expr(call("eval", ast.Constant("1")))])),
    "import-in-test": source(function("test_x", [ast.Import([ast.alias("socket")])])),
    "unpacked-dict": source(assign("X", ast.Dict([None], [ast.Name("Y")]))),
    "walrus": source(assign("X", ast.NamedExpr(ast.Name("y", ast.Store()), ast.Constant(1)))),
    "float-other": source(assign("X", call("float", ast.Constant("1e9")))),
    "attribute-target": source(
        ast.Assign([ast.Attribute(ast.Name("a"), "b", ast.Store())], ast.Constant(1))
    ),
    "syntax": "X = (\n",
    "nul": "X = 1\0\n",
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_code_that_would_run_or_reach_out_is_refused_naming_the_line(text):
    with pytest.raises(GeneratedCodeError, match=r"hostile\.py"):
        check_generated(text, allowed_imports=ALLOWED, where="hostile.py")


def test_the_refusal_names_the_line():
    text = well_formed() + "import socket\n"
    line = text.count("\n")
    with pytest.raises(GeneratedCodeError, match=f"line {line}: imports 'socket'"):
        check_generated(text, allowed_imports=ALLOWED, where="test_x.py")


def test_with_a_call_list_only_those_calls_pass():
    text = source(function("test_x", [ast.Expr(call("replay_trace")), ast.Expr(call("len"))]))
    check_generated(text, allowed_imports=(), where="a.py")  # no list: calls unchecked
    check_generated(text, allowed_imports=(), allowed_calls={"replay_trace", "len"}, where="a.py")
    with pytest.raises(GeneratedCodeError, match=r"len\(\)"):
        check_generated(text, allowed_imports=(), allowed_calls={"replay_trace"}, where="a.py")


def test_nothing_is_written_unless_the_check_passes(tmp_path):
    refused = tmp_path / "test_refused.py"
    with pytest.raises(GeneratedCodeError):
        write_generated(refused, "import os\n", allowed_imports=ALLOWED)
    assert not refused.exists() and list(tmp_path.iterdir()) == []
    kept = write_generated(tmp_path / "test_kept.py", well_formed(), allowed_imports=ALLOWED)
    assert kept.read_text() == well_formed()
