"""Values as Python literals, for files kvtwin generates: data, never code.

:func:`render` writes a value of a closed set of types (None, bool, int, float,
str, and lists, tuples and dicts of them) as a literal that evaluates back to
an equal value. What a target returned or a trace holds is not trusted to
render itself: ``repr`` is never called on a subclass (an int whose ``repr`` is
code, an IntEnum whose ``repr`` is ``<Color.RED: 1>``), which is reduced to its
base type's value first; NaN and the infinities, which have no literal, are
spelled ``float("nan")``, ``float("inf")`` and ``-float("inf")`` (the only
calls in the output); an int too long for the compiler's digit limit is written
in hex. Anything else becomes a string of its type's name and text, so a value
never turns into code. Nesting deeper than :data:`MAX_DEPTH` (or a container
that holds itself) is a :class:`LiteralError` naming where.

The output is pretty: a container that does not fit in ``width`` columns is
broken one item a line, as ``pprint`` does.
"""

from __future__ import annotations

import math
from typing import Any

MAX_DEPTH = 64
"""Containers within containers; Python's parser stops at 200 nested brackets, and
nothing kvtwin records nests past a dozen."""
WIDTH = 100
INDENT = 4
MAX_TEXT = 200
"""How much of an unknown value's text is kept in the string that stands for it."""
SELF_DESCRIBED = (bytes, bytearray, complex, range)
"""Types outside the closed set whose text is their ``repr``."""
HEX_ABOVE_BITS = 13_000
"""Longer ints (about 3,900 decimal digits) are written in hex: a decimal literal
past 4,300 digits does not compile (``sys.get_int_max_str_digits``)."""


class LiteralError(ValueError):
    """A value that cannot be written as a literal (nested too deeply); names where."""


def render(value: Any, *, width: int = WIDTH, indent: int = 0) -> str:
    """``value`` as a Python literal, broken over lines past ``width`` columns
    (the first line starts at column ``indent``); LiteralError past MAX_DEPTH."""
    return _pretty(plain(value), indent, width)


def plain(value: Any) -> Any:
    """``value`` reduced to exact base types (None, bool, int, float, str, list,
    tuple, dict): subclasses to their base's value, anything else to a string of
    its type and text; LiteralError past MAX_DEPTH or for a container that holds
    itself."""
    return _plain(value, 0, "value")


def _plain(value: Any, depth: int, where: str) -> Any:
    if depth > MAX_DEPTH:
        shown = where if len(where) <= 60 else where[:57] + "..."
        raise LiteralError(f"{shown}: nested more than {MAX_DEPTH} levels deep")
    if value is None or type(value) in (bool, int, float, str):
        return value
    if isinstance(value, int):
        return int.__int__(value)  # the base type's own method: no __int__ or __repr__ override
    if isinstance(value, float):
        return float.__float__(value)
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, (list, tuple)):
        # the base type's iterator: a subclass's own __iter__ is not asked
        members = list.__iter__(value) if isinstance(value, list) else tuple.__iter__(value)
        items = [_plain(item, depth + 1, f"{where}[{i}]") for i, item in enumerate(members)]
        return items if isinstance(value, list) else tuple(items)
    if isinstance(value, dict):
        reduced = {}
        for key, item in dict.items(value):
            reduced_key = _key(_plain(key, depth + 1, f"{where} key"))
            reduced[reduced_key] = _plain(item, depth + 1, f"{where}[{reduced_key!r}]")
        return reduced
    return _stand_in(value, depth)


def _key(key: Any) -> Any:
    """A dict key as reduced: a tuple holding a list is unhashable, and becomes its text."""
    try:
        hash(key)
    except TypeError:
        return _compact(key)
    return key


def _stand_in(value: Any, depth: int) -> str:
    """A string naming an object's type and its text. Only the builtin types'
    own text is asked for (a set's is its members reduced); any other object's
    ``repr`` is its own code, which could be slow, hang or say anything, so it is
    named by type alone."""
    kind = type(value)
    name = kind.__qualname__
    if kind.__module__ != "builtins":
        name = f"{kind.__module__}.{name}"
    if isinstance(value, (set, frozenset)):
        members = sorted(_compact(_plain(v, depth + 1, "a set member")) for v in value)
        text = "{" + ", ".join(members) + "}"
    elif kind in SELF_DESCRIBED:
        text = repr(value)  # their repr runs no code of any member's
    else:
        text = "object"
    if len(text) > MAX_TEXT:
        text = text[: MAX_TEXT - 3] + "..."
    return f"<{name}: {text}>"


def _atom(value: Any) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return 'float("nan")'
        if math.isinf(value):
            return 'float("inf")' if value > 0 else '-float("inf")'
        return repr(value)
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > HEX_ABOVE_BITS:
            return hex(value)
        return repr(value)
    return repr(value)  # None, bool, str: exact types, their repr is a literal


def _compact(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_compact(v) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(_compact(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_compact(k)}: {_compact(v)}" for k, v in value.items()) + "}"
    return _atom(value)


def _pretty(value: Any, column: int, width: int, lead: int = 0) -> str:
    """``value`` whose closing bracket goes at ``column``; its first line already
    holds ``lead`` characters (a dict key) before it."""
    flat = _compact(value)
    fits = column + lead + len(flat) <= width
    if fits or not isinstance(value, (list, tuple, dict)) or not value:
        return flat
    inner = column + INDENT
    pad = " " * inner
    if isinstance(value, dict):
        rows = []
        for key, item in value.items():
            head = f"{_compact(key)}: "
            rows.append(pad + head + _pretty(item, inner, width, len(head)))
        opening, closing = "{", "}"
    else:
        if any(isinstance(item, (list, tuple, dict)) for item in value):
            rows = [pad + _pretty(item, inner, width) for item in value]
        else:  # numbers and strings: as many a line as fit
            rows = _filled([_atom(item) for item in value], pad, width)
        opening, closing = ("[", "]") if isinstance(value, list) else ("(", ")")
    return opening + "\n" + ",\n".join(rows) + ",\n" + " " * column + closing


def _filled(words: list[str], pad: str, width: int) -> list[str]:
    rows: list[str] = []
    line = ""
    for word in words:
        if line and len(pad) + len(line) + 2 + len(word) > width - 1:
            rows.append(pad + line)
            line = ""
        line = f"{line}, {word}" if line else word
    return [*rows, pad + line]
