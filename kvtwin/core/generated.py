"""Python files kvtwin generates (reproductions, standalone tests) hold data, never
code that runs when they are imported: each is compiled and its syntax tree
checked before it is kept.

:func:`check_generated` refuses, naming the line:

* an import of a package outside the writer's allow-list and
  :data:`HARMLESS_MODULES` (relative and ``*`` imports included);
* module-level code that runs at import (pytest's collection): a module may
  only import, assign literals (:mod:`kvtwin.core.literal`'s output:
  ``float("nan")``, ``float("inf")`` and ``-float("inf")`` are its only calls)
  and define functions and classes, whose decorators, default values, bases
  and annotations run at import too and are held to the same rule (a decorator
  or base must come from an imported module, a default must be a literal, an
  annotation must call nothing); a class body is module-level code;
* a module-level name that changes how the file is imported or collected
  (``__getattr__``, ``__dir__``, ``pytest_plugins``, a builtin's name);
* anywhere, a call of :data:`NEVER_CALLED` (``eval``, ``exec``, ``__import__``,
  ...), and, where the writer gives ``allowed_calls``, a call of anything else
  than those (dotted names as written: ``replay_trace``, ``torch.tensor``,
  ``Path().with_name``).

:func:`write_generated` writes a file only once its source passes.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Collection
from pathlib import Path

from kvtwin.core.files import write_atomic

HARMLESS_MODULES = frozenset(
    {
        "__future__",
        "collections",
        "dataclasses",
        "functools",
        "gc",
        "itertools",
        "json",
        "math",
        "pathlib",
        "re",
        "typing",
        "weakref",
    }
)
"""Standard-library modules any generated file may import: importing them runs
nothing of the file's, and none of them runs a program, opens a socket or loads
code by name (``os``, ``sys``, ``subprocess``, ``importlib`` are left to a
writer's own allow-list)."""
NEVER_CALLED = frozenset({"eval", "exec", "compile", "__import__", "breakpoint"})
NONFINITE = frozenset({"nan", "inf", "-inf"})
PLAIN_DECORATORS = frozenset({"staticmethod", "classmethod", "property"})
RESERVED = frozenset({"pytest_plugins"}) | frozenset(dir(builtins))
"""Module-level names a generated file may not bind: pytest imports what
``pytest_plugins`` names, and a builtin's name rebound changes what a literal means."""
_RUNS = (
    ast.Call,
    ast.Lambda,
    ast.NamedExpr,
    ast.Await,
    ast.Yield,
    ast.YieldFrom,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.GeneratorExp,
)


class GeneratedCodeError(ValueError):
    """Generated source that does not compile or would run code when imported;
    the message names the file and line."""


def check_generated(
    source: str,
    *,
    allowed_imports: Collection[str],
    allowed_calls: Collection[str] | None = None,
    where: str,
) -> None:
    """Compile ``source`` and walk its syntax tree; a GeneratedCodeError naming
    ``where`` and the line of the first thing it may not hold."""
    try:
        compile(source, where, "exec", dont_inherit=True)
        tree = ast.parse(source, where)
    except SyntaxError as error:
        raise GeneratedCodeError(
            f"{where} line {error.lineno}: does not compile: {error.msg}"
        ) from None
    except ValueError as error:  # a NUL byte
        raise GeneratedCodeError(f"{where}: does not compile: {error}") from None
    _Checker(where, frozenset(allowed_imports) | HARMLESS_MODULES, allowed_calls).check(tree)


def write_generated(
    path: Path,
    source: str,
    *,
    allowed_imports: Collection[str],
    allowed_calls: Collection[str] | None = None,
) -> Path:
    """``source`` checked (:func:`check_generated`), then written atomically to
    ``path``; nothing is written when the check fails."""
    check_generated(
        source, allowed_imports=allowed_imports, allowed_calls=allowed_calls, where=str(path)
    )
    return write_atomic(path, source)


class _Checker:
    def __init__(self, where: str, imports: frozenset[str], calls: Collection[str] | None) -> None:
        self.where = where
        self.imports = imports
        self.calls = None if calls is None else frozenset(calls)
        self.imported: set[str] = set()  # names module-level imports bound

    def fail(self, node: ast.AST, why: str) -> GeneratedCodeError:
        return GeneratedCodeError(f"{self.where} line {getattr(node, 'lineno', '?')}: {why}")

    def check(self, tree: ast.Module) -> None:
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self._import(node)
            elif isinstance(node, ast.Call):
                self._call(node)
        self._body(tree.body, "module")

    # ------------------------------------------------------------- anywhere
    def _import(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                raise self.fail(node, "a relative import; a generated file imports by full name")
            if any(alias.name == "*" for alias in node.names):
                raise self.fail(node, f"'from {node.module} import *'; name what is used")
            packages = [str(node.module)]
        else:
            packages = [alias.name for alias in node.names]
        for package in packages:
            top = package.split(".")[0]
            if top not in self.imports:
                raise self.fail(
                    node,
                    f"imports {package!r}, outside the allowed packages "
                    f"({', '.join(sorted(self.imports - HARMLESS_MODULES)) or 'none'}) and "
                    "the harmless standard modules",
                )

    def _call(self, node: ast.Call) -> None:
        name = _dotted(node.func)
        if name in NEVER_CALLED:
            raise self.fail(node, f"calls {name}(), which a generated file never does")
        if self.calls is None or _nonfinite(node):
            return
        if name is None or name not in self.calls:
            shown = name or ast.unparse(node.func)[:60]
            raise self.fail(node, f"calls {shown}(), which is not among the allowed calls")

    # ------------------------------------------------------------- import time
    def _body(self, body: list[ast.stmt], where: str) -> None:
        for node in body:
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                continue  # a docstring
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for alias in node.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    self._binds(node, bound, where)
                    self.imported.add(bound)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if not isinstance(target, ast.Name):
                        raise self.fail(node, "assigns to something other than a name")
                    self._binds(node, target.id, where)
                self._literal(node.value)
            elif isinstance(node, ast.AnnAssign):
                if not isinstance(node.target, ast.Name):
                    raise self.fail(node, "assigns to something other than a name")
                self._binds(node, node.target.id, where)
                self._annotation(node.annotation)
                if node.value is not None:
                    self._literal(node.value)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                self._binds(node, node.name, where)
                self._decorators(node)
                self._signature(node.args, node.returns)
            elif isinstance(node, ast.ClassDef):
                self._binds(node, node.name, where)
                self._decorators(node)
                if node.keywords:
                    raise self.fail(node, f"class {node.name} names a metaclass or keywords")
                for base in node.bases:
                    self._from_import(base, f"class {node.name}'s base")
                self._body(node.body, f"class {node.name}")
            else:
                raise self.fail(
                    node,
                    f"{type(node).__name__} at {where} level runs when the file is imported; "
                    "a generated file only imports, assigns literals and defines functions "
                    "and classes",
                )

    def _binds(self, node: ast.AST, name: str, where: str) -> None:
        dunder = name.startswith("__") and name.endswith("__") and name != "__all__"
        if where == "module" and (name in RESERVED or dunder):
            raise self.fail(
                node,
                f"binds the module-level name {name!r}, which changes how the file is "
                "imported or collected",
            )

    def _literal(self, node: ast.expr) -> None:
        if isinstance(node, ast.Constant):
            return
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            for item in node.elts:
                self._literal(item)
            return
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if key is None:
                    raise self.fail(node, "unpacks a mapping ('**') in a literal")
                self._literal(key)
                self._literal(value)
            return
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            self._literal(node.operand)
            return
        if isinstance(node, ast.Call) and _nonfinite(node):
            return
        raise self.fail(node, f"assigns {ast.unparse(node)[:60]!r}, which is not a literal")

    def _annotation(self, node: ast.expr | None) -> None:
        if node is None:
            return
        for part in ast.walk(node):
            if isinstance(part, _RUNS):
                raise self.fail(part, "an annotation that runs code when the file is imported")

    def _signature(self, args: ast.arguments, returns: ast.expr | None) -> None:
        for default in [*args.defaults, *(d for d in args.kw_defaults if d is not None)]:
            self._literal(default)
        for arg in [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]:
            if arg is not None:
                self._annotation(arg.annotation)
        self._annotation(returns)

    def _decorators(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> None:
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call):
                self._from_import(decorator.func, "a decorator")
                for value in [*decorator.args, *(k.value for k in decorator.keywords)]:
                    self._literal(value)
            else:
                self._from_import(decorator, "a decorator")

    def _from_import(self, node: ast.expr, what: str) -> None:
        """``node`` is a dotted name whose root an import bound (the file's own
        functions and classes would run at import if used here)."""
        name = _dotted(node)
        if what == "a decorator" and name in PLAIN_DECORATORS:
            return
        if name is None or "(" in name or name.split(".")[0] not in self.imported:
            raise self.fail(
                node, f"{what} {ast.unparse(node)[:60]!r} is not a name from an imported module"
            )


def _dotted(node: ast.expr) -> str | None:
    """``a.b.c`` for a chain of names and attributes (a call inside it as ``a().b``);
    None for anything else (a subscript, a lambda)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return None if inner is None else f"{inner}.{node.attr}"
    if isinstance(node, ast.Call):
        inner = _dotted(node.func)
        return None if inner is None else f"{inner}()"
    return None


def _nonfinite(node: ast.Call) -> bool:
    """``float("nan")``, ``float("inf")``, ``float("-inf")``: the literal spelling
    of what has no literal."""
    return (
        isinstance(node.func, ast.Name)
        and node.func.id == "float"
        and not node.keywords
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value in NONFINITE
    )
