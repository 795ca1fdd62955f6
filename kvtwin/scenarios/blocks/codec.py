"""Blocks ops as trace JSON: ids a target handed out are written as references.

``{"verb": "release", "ids": [{"ref": [12, 3]}, 5]}`` releases the 4th id
allocate op 12 returned, and block 5 by value (an id no op returned, such as
one a misuse test names). Decoding validates every field against stated
limits, resolves references and drops ids whose reference does not resolve
(with their hash and parent in a ``register``), and never reinterprets an
invalid op: a bad field is a TraceError naming it. ``"form": "tensor:int64"``
names how the target got the ids (``forms.py``; absent: a list), and a form must
carry the ids exactly as written; ``"hashes_form": "tuple"`` how it got the
hashes and parent hashes.

**Malformed arguments.** Misuse sends what the contract calls malformed (a
bool or a string where an int goes, a hash past ``2**63 - 1``, ``register``
lists of different lengths, a row of ids for an engine's 2-D block table, a
lone id or hash where a batch goes), and a finding among those ops must
replay. Such an op is written with ``"malformed": true`` and its arguments
exactly as sent: ``{"verb": "release", "ids": [0, 30, true], "malformed":
true}``, ``{"verb": "release", "ids": 30, "malformed": true}``. Only a
marked op may hold them, so a stray ``true`` or ``"5"`` in a plain op is still
a TraceError, and a marked op's values are sent as written, never converted
(a bool never becomes the id 1: only plain ints are ever references). A
marked count is a bool or a plain int, never a string: the shrinker's
per-element pass (``passes.py``) sizes an allocate or evict by its count.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from kvtwin.core.errors import TraceError
from kvtwin.core.refs import MISSING, RefRecorder, is_ref
from kvtwin.core.scenario import Codec
from kvtwin.scenarios.blocks.forms import FORMS, HASH_FORMS, LIST
from kvtwin.scenarios.blocks.ops import BATCHES, COUNT, HASH_BATCHES, IDS, VERBS, BadOp, Op
from kvtwin.scenarios.blocks.passes import fewer_elements

MAX_COUNT = 1 << 64
"""Largest ``n`` of an allocate or evict in a trace: past the int64 edge, a count
the contract takes (and no pool can meet)."""
MAX_INT = (1 << 63) - 1
MAX_LIST = 1 << 22
MALFORMED = "malformed"
"""The op-level marker of an op whose arguments are sent exactly as written."""
MAX_MALFORMED_INT = 1 << 128
"""Bound on the ints of a marked op (a hash or parent far past int64 fits)."""
MAX_STRING = 256
FORM = "form"
"""The op field naming the ids' input form (``forms.py``); absent: a list."""
HASHES_FORM = "hashes_form"
"""The op field naming the hashes' and parent hashes' form; absent: a list."""
_FORM_FIELDS = (FORM, HASHES_FORM)
_INT = frozenset({int})


def _plain(data: dict[str, Any]) -> bool:
    """Whether the op's arguments fit the plain form (ints in range, equal
    lengths); checked in C-level passes, as every op of a run goes through here."""
    lengths = set()
    for name, value in data.items():
        if name == "verb" or name in _FORM_FIELDS:
            continue
        if type(value) is list:
            lengths.add(len(value))
            if value and not (
                set(map(type, value)) <= _INT and min(value) >= -MAX_INT and max(value) <= MAX_INT
            ):
                return False
        elif name != COUNT or type(value) is not int:  # a lone id where a batch goes too
            return False
    return data["verb"] != "register" or len(lengths) == 1


def _check(value: Any, where: str, *, ids: bool, marked: bool) -> None:
    if not isinstance(value, list):
        if _int(value) and -MAX_COUNT <= value <= MAX_COUNT:
            return
        if marked and isinstance(value, bool):
            return
        what = f"an int in ±{MAX_COUNT}" + (" or a bool" if marked else "")
        raise TraceError(f"trace field '{where}': expected {what}, got {value!r}")
    if len(value) > MAX_LIST:
        raise TraceError(f"trace field '{where}': more than {MAX_LIST} entries")
    for position, item in enumerate(value):
        if _int(item) and -MAX_INT <= item <= MAX_INT:
            continue
        if ids and is_ref(item):
            continue
        if marked and _as_written(item, row=ids):
            continue
        what = "an int or a reference" if ids else "an int"
        if marked:
            what += ", a bool, a string, a finite float, a big int" + (" or a row" if ids else "")
        raise TraceError(f"trace field '{where}[{position}]': expected {what}, got {item!r}")


def _as_written(item: Any, *, row: bool) -> bool:
    """A value a marked op may send as it is: a bool, a short string, a finite
    float, an int within ``MAX_MALFORMED_INT``, and among ids a row of plain
    ints (one row of a 2-D block table)."""
    if isinstance(item, bool):
        return True
    if isinstance(item, int):
        return abs(item) <= MAX_MALFORMED_INT
    if isinstance(item, str):
        return len(item) <= MAX_STRING
    if isinstance(item, float):
        return math.isfinite(item)
    if row and isinstance(item, list) and 0 < len(item) <= MAX_LIST:
        return all(_int(b) and -MAX_INT <= b <= MAX_INT for b in item)
    return False


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class BlocksCodec(Codec):
    passes = (fewer_elements,)

    def verb(self, op: Op) -> str:
        return op.verb

    def ticks(self, op: Op) -> int:
        return 1 if op.verb == "tick" else 0

    def encode(self, op: Op, refs: RefRecorder) -> dict[str, Any]:
        data = op.to_json()
        ids = data.get("ids")
        if not _plain(data):
            data[MALFORMED] = True
            if isinstance(ids, list):  # a bool is == 1: only a plain int may become a reference
                data["ids"] = [refs.symbolic(b) if type(b) is int else b for b in ids]
        elif ids is not None:
            data["ids"] = [refs.symbolic(b) for b in ids]
        return data

    def returned(self, op: Op, result: Any) -> list[int] | None:
        return result if op.verb == "allocate" and isinstance(result, list) else None

    def decode(self, data: dict[str, Any], where: str, resolve: Callable[[Any], Any]) -> Op:
        args = {k: v for k, v in data.items() if k not in ("verb", MALFORMED, *_FORM_FIELDS)}
        marked = data.get(MALFORMED, False)
        if marked is not True and marked is not False:
            raise TraceError(f"trace field '{where}.{MALFORMED}': expected true, got {marked!r}")
        form = data.get(FORM, LIST)
        if form not in FORMS or (form != LIST and not isinstance(args.get(IDS), list)):
            raise TraceError(
                f"trace field '{where}.{FORM}': expected one of {list(FORMS)} "
                f"on an op with a batch of ids, got {form!r}"
            )
        try:
            Op(data.get("verb"), args)  # type: ignore[arg-type]  (checks verb and argument names)
        except BadOp as error:
            raise TraceError(f"trace field '{where}': {error}") from None
        verb = data["verb"]
        for name in VERBS[verb]:
            where_arg = f"{where}.{name}"
            # ids and hashes: lists, or in a marked op a lone int (sent as written)
            if name != COUNT and not (
                isinstance(args[name], list) or (marked and _int(args[name]))
            ):
                raise TraceError(f"trace field '{where_arg}': expected a list, got {args[name]!r}")
            _check(args[name], where_arg, ids=name == "ids", marked=marked)
        batches = [args[name] for name in BATCHES[verb]]
        whole = all(isinstance(batch, list) for batch in batches)
        aligned = whole and (verb != "register" or len({len(batch) for batch in batches}) == 1)
        if not aligned and not marked:
            raise TraceError(
                f"trace field '{where}': ids, hashes and parent_hashes differ in length"
            )
        hashes_form = data.get(HASHES_FORM, LIST)
        if hashes_form not in HASH_FORMS or (
            hashes_form != LIST and not any(isinstance(args.get(n), list) for n in HASH_BATCHES)
        ):
            raise TraceError(
                f"trace field '{where}.{HASHES_FORM}': expected one of {list(HASH_FORMS)} "
                f"on an op with a batch of hashes, got {hashes_form!r}"
            )
        if not isinstance(args.get(IDS), list):
            return Op(verb, args, hashes_form=hashes_form)
        ids = [resolve(v) for v in args[IDS]]
        keep = [i for i, b in enumerate(ids) if b is not MISSING]
        if aligned:  # an id that does not resolve goes with its hash and parent
            args = {k: [v[i] for i in keep] if isinstance(v, list) else v for k, v in args.items()}
        args[IDS] = [ids[i] for i in keep]
        try:
            return Op(verb, args, form, hashes_form)
        except BadOp as error:  # a form that cannot carry the ids as they are
            raise TraceError(f"trace field '{where}.{FORM}': {error}") from None

    def migrate_v1(self, ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Version 1 traces name concrete ids and keep each allocate's ``returned``
        list: an id becomes a reference to the allocate that last handed it out."""
        refs = RefRecorder()
        migrated = []
        for index, item in enumerate(ops):
            data = {k: v for k, v in item.items() if k != "returned"}
            if isinstance(data.get("ids"), list):
                data["ids"] = [refs.symbolic(b) if _int(b) else b for b in data["ids"]]
            migrated.append(data)
            returned_ids = item.get("returned")
            if item.get("verb") == "allocate" and isinstance(returned_ids, list):
                refs.returned(index, [b for b in returned_ids if _int(b)])
        return migrated
