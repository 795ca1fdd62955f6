"""Mutants known to be equivalent before they run, by a rule that holds for
every mutant it names (never a list of mutants written by hand: those, with
their reasons, are in ``survivors.toml``).

One rule: a mutation inside an annotation. Every mutated file starts with
``from __future__ import annotations``, so annotations are kept as strings and
never evaluated; changing ``torch.Tensor | None`` to ``torch.Tensor + None``
there changes no behaviour. (An annotation that is evaluated, a type alias
such as ``Ids = torch.Tensor | Sequence[int]``, is an expression, not an
annotation, and its mutants run.)
"""

from __future__ import annotations

import ast

Position = tuple[int, int]  # (line, column), as cosmic-ray records a mutation's start

ANNOTATION_REASON = (
    "inside an annotation: the file has `from __future__ import annotations`, "
    "so annotations are never evaluated"
)


def annotation_spans(source: str) -> list[tuple[Position, Position]]:
    """The (start, end) of every annotation in ``source`` (1-based lines, 0-based
    columns, as ``ast`` gives them), or none if the file evaluates annotations."""
    tree = ast.parse(source)
    lazy = any(
        isinstance(node, ast.ImportFrom)
        and node.module == "__future__"
        and any(alias.name == "annotations" for alias in node.names)
        for node in tree.body
    )
    if not lazy:
        return []
    spans = []
    for node in ast.walk(tree):
        annotations: list[ast.expr | None] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            annotations.append(node.returns)
        elif isinstance(node, ast.arg | ast.AnnAssign):
            annotations.append(node.annotation)
        for annotation in annotations:
            if annotation is not None and annotation.end_lineno is not None:
                start = (annotation.lineno, annotation.col_offset)
                end = (annotation.end_lineno, annotation.end_col_offset or 0)
                spans.append((start, end))
    return spans


def in_annotation(position: Position, spans: list[tuple[Position, Position]]) -> bool:
    return any(start <= position < end for start, end in spans)
