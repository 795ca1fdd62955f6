"""The prefill workload: calls of a cached prefill op, which token counts arrive,
in what order.

A prefill call is a varlen batch: ``total`` tokens split into sequences
(``cu_seqlens``). The scratch cache is keyed by the total, so the order of
totals decides hits, misses and evictions. The spec string names the pattern:

* ``cyclic:N``: N distinct totals, called in the same order every pass. With N
  above the cache's capacity every call misses and evicts: the worst case of
  TensorRT-LLM's leak (``cyclic:12`` against a cache of 8).
* ``hot:N``: N distinct totals (a hot set, meant to fit the cache), each call
  one of them at random.
* ``lengths``: totals from a prompt-length distribution: log-normal (median
  ``median_tokens``), rounded up to a bucket of ``bucket`` tokens, as a server
  that pads batches to buckets sees them.
* ``burst:L``: totals from that distribution, each repeated L times in a row.
* ``mixed``: per call, a hot-set total (a hot set of ``hot_size``), a fresh
  ``lengths`` total, or a short burst of the previous total.

One *pass* is N calls for ``cyclic``/``hot`` and ``pass_calls`` calls for the
others. A share of the calls (``state_rate``) starts every sequence from an
initial state; now and then (``misuse_rate``) a call is preceded by a misuse
call: the same call's inputs with one rule of the op's input contract broken
(``misuse.py``), which must be rejected and change nothing. Now and then
(``edge_rate``) a call takes a valid edge the contract allows (``EDGES``):
``cu_seqlens`` as a list or a tuple of ints, no final state asked for
(``output_final_state=False`` or left at its default), an empty sequence
inserted into the split, or an empty call (``T = 0``) made before it.

At ``domain_rate`` (every call, by default) a valid call also takes one class of
the op's input domain as its variant (``domain.VARIANTS``: an input dtype, an
initial state's dtype, a ``scale``, a ``cu_seqlens`` tensor dtype, other dims,
strided or shared tensors, gates of zero, a repeat of the call, the cache cleared
before it...).

Misuse kinds, edges and variants are drawn *least-drawn first* (ties by the
chooser), not uniformly: a sequence with at least as many misuse draws as there
are kinds draws every kind, so a new kind is exercised by any long enough
campaign rather than by luck. The variants and the misuse kinds come from a
chooser of their own (``seeded_shapes``), so a seed's totals, splits and edges
do not depend on how many kinds and variants there are. ``shape_calls`` defines
the sequence once over a ``Chooser``; ``seeded_shapes`` is the fast seeded
generator and ``shape_sequences`` the Hypothesis strategy (which shrinks towards
fewer, smaller totals, single sequences, no misuse and no edges).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from statistics import NormalDist
from typing import TYPE_CHECKING

import kvtwin.scenarios.prefill.domain as domain
from kvtwin.core.choices import Chooser, DrawChooser, RandomChooser, least_drawn
from kvtwin.scenarios.prefill.misuse import KINDS as MISUSE_KINDS
from kvtwin.scenarios.prefill.ops import CALL_FORMS, PrefillCall

if TYPE_CHECKING:
    from hypothesis.strategies import DrawFn, SearchStrategy

KINDS = ("cyclic", "hot", "lengths", "burst", "mixed")
SPEC_FORMS = "cyclic:N, hot:N, lengths, burst:L or mixed"
EDGES = (*CALL_FORMS, "empty_sequence", "empty_call")
"""Valid edges a call may take: a form, an empty sequence in its split, or an
empty call (``T = 0``, ``cu_seqlens`` [0, 0]) made just before it."""


class BadShapeSpec(ValueError):
    """A shape spec string that does not parse, or cannot be met by the config."""


@dataclass(frozen=True, slots=True)
class ShapeSpec:
    kind: str
    n: int | None = None

    def __str__(self) -> str:
        return self.kind if self.n is None else f"{self.kind}:{self.n}"


@dataclass(frozen=True, slots=True)
class ShapeConfig:
    """Token counts and tensor dims. The defaults keep a CPU call to milliseconds."""

    min_tokens: int = 16
    max_tokens: int = 1024
    bucket: int = 16
    median_tokens: int = 160
    sigma: float = 0.9
    max_seqs: int = 4
    heads: int = 2
    head_k: int = 32
    head_v: int = 32
    pass_calls: int = 16
    hot_size: int = 4
    state_rate: float = 0.25
    """Share of calls that pass an initial state per sequence."""
    misuse_rate: float = 0.1
    """Chance that a call is preceded by a misuse call (inputs that break one rule)."""
    edge_rate: float = 0.1
    """Chance that a call takes one of the valid ``EDGES``."""
    domain_rate: float = 1.0
    """Chance that a valid call takes a variant (``domain.VARIANTS``): with one per
    call, a run of as many calls as there are variants draws every one."""

    def totals(self) -> list[int]:
        """Every total this config can produce, ascending (multiples of ``bucket``)."""
        low = -(-self.min_tokens // self.bucket) * self.bucket
        return list(range(max(low, self.bucket), self.max_tokens + 1, self.bucket))


def parse_shape_spec(text: str) -> ShapeSpec:
    """``cyclic:12`` -> ``ShapeSpec("cyclic", 12)``; raises ``BadShapeSpec``."""
    if not isinstance(text, str) or not text.strip():
        raise BadShapeSpec(f"empty shape spec; expected one of {SPEC_FORMS}")
    kind, sep, arg = text.strip().partition(":")
    kind = kind.strip().lower()
    if kind not in KINDS:
        raise BadShapeSpec(f"unknown shape pattern {kind!r} in {text!r}; expected {SPEC_FORMS}")
    if kind in ("lengths", "mixed"):
        if sep:
            raise BadShapeSpec(f"{kind!r} takes no argument, got {text!r}")
        return ShapeSpec(kind)
    if not sep or not arg.strip():
        raise BadShapeSpec(f"{kind!r} needs a count, e.g. {kind}:4; got {text!r}")
    try:
        n = int(arg.strip())
    except ValueError:
        raise BadShapeSpec(f"{kind!r} count must be an integer, got {arg.strip()!r}") from None
    if n < 1:
        raise BadShapeSpec(f"{kind!r} count must be >= 1, got {n}")
    return ShapeSpec(kind, n)


def check_spec(spec: ShapeSpec, config: ShapeConfig) -> None:
    """Raise ``BadShapeSpec`` if ``config`` cannot produce ``spec``."""
    if config.min_tokens < 1 or config.max_tokens < config.min_tokens or config.bucket < 1:
        raise BadShapeSpec(
            f"token range {config.min_tokens}..{config.max_tokens} "
            f"(bucket {config.bucket}) is empty"
        )
    available = len(config.totals())
    if available == 0:
        raise BadShapeSpec(
            f"no multiple of {config.bucket} in {config.min_tokens}..{config.max_tokens}"
        )
    distinct = (
        spec.n if spec.kind in ("cyclic", "hot") else config.hot_size if spec.kind == "mixed" else 0
    )
    if distinct and distinct > available:
        raise BadShapeSpec(
            f"{spec} needs {distinct} distinct totals but {config.min_tokens}.."
            f"{config.max_tokens} in buckets of {config.bucket} has only {available}"
        )


def pass_length(spec: ShapeSpec, config: ShapeConfig) -> int:
    return spec.n if spec.kind in ("cyclic", "hot") and spec.n else config.pass_calls


def shape_calls(
    choose: Chooser,
    spec: ShapeSpec,
    config: ShapeConfig,
    passes: int,
    drawing: Chooser | None = None,
    chunk: int | None = None,
) -> Iterator[PrefillCall]:
    """The calls of ``passes`` passes of ``spec``, in order, each now and then
    taking a valid edge (an empty call made before it, an empty sequence, a
    form), taking a variant of the domain, and preceded now and then by a
    misuse call (which leaves the cache as it was). ``drawing`` picks the
    variants and misuse kinds (default: ``choose``); ``chunk``, the op's chunk
    size, makes the variants that depend on it drawable."""
    check_spec(spec, config)
    drawing = drawing or choose
    calls = passes * pass_length(spec, config)
    index = 0
    misused: Counter[str] = Counter()
    edged: Counter[str] = Counter()
    varied: Counter[str] = Counter()
    for total in _totals(choose, spec, config, calls):
        seq_lens = split(choose, total, config.max_seqs)
        state = choose.chance(config.state_rate)
        form = None
        edges: list[tuple[str, Chooser]] = []
        # No draw at rate 0: a config without edges draws the sequence it drew before edges
        # existed (the quick campaigns find the known bugs at the same calls as ever).
        if config.edge_rate > 0 and choose.chance(config.edge_rate):
            edges.append((least_drawn(choose, EDGES, edged), choose))
        variant = None
        if config.domain_rate > 0 and drawing.chance(config.domain_rate):
            fits = [v for v in domain.DRAWN if domain.applicable(v, total, chunk)]
            variant = least_drawn(drawing, fits, varied)
            if variant in domain.EDGE_VARIANTS:
                edges.append((domain.EDGE_VARIANTS[variant], drawing))
                variant = None
            else:
                total, seq_lens, state = _reshaped(variant, total, seq_lens, state, chunk)
        for edge, chooser in edges:
            if edge == "empty_call":
                yield PrefillCall(index, 0, (0,), state)
                index += 1
            elif edge == "empty_sequence":
                at = chooser.integer(0, len(seq_lens))
                seq_lens = (*seq_lens[:at], 0, *seq_lens[at:])
            elif form is None:
                form = edge
        if choose.chance(config.misuse_rate):
            kind = least_drawn(drawing, MISUSE_KINDS, misused)
            yield PrefillCall(index, total, seq_lens, state, kind)
            index += 1
        yield PrefillCall(index, total, seq_lens, state, form=form, variant=variant)
        index += 1


def _reshaped(
    variant: str, total: int, seq_lens: tuple[int, ...], state: bool, chunk: int | None
) -> tuple[int, tuple[int, ...], bool]:
    """The call's tokens, split and state as its variant makes them."""
    param, cls = domain.split_variant(variant)
    if param == "tokens":
        return 1, (1,), state
    if param == "sequence_length" and chunk is not None:
        return chunk, (chunk,), state
    if param == "cu_seqlens.values":
        return total, domain.many_sequences(total), state
    if param == "initial_state":
        return total, seq_lens, cls != "none"
    return total, seq_lens, state


def _totals(choose: Chooser, spec: ShapeSpec, config: ShapeConfig, calls: int) -> Iterator[int]:
    if spec.kind == "cyclic":
        assert spec.n is not None
        cycle = distinct_totals(choose, config, spec.n)
        for i in range(calls):
            yield cycle[i % len(cycle)]
    elif spec.kind == "hot":
        assert spec.n is not None
        hot = distinct_totals(choose, config, spec.n)
        for _ in range(calls):
            yield choose.pick(hot)
    elif spec.kind == "lengths":
        for _ in range(calls):
            yield prompt_total(choose, config)
    elif spec.kind == "burst":
        assert spec.n is not None
        made = 0
        while made < calls:
            total = prompt_total(choose, config)
            for _ in range(min(spec.n, calls - made)):
                yield total
                made += 1
    else:  # mixed
        hot = distinct_totals(choose, config, config.hot_size)
        previous = None
        for _ in range(calls):
            kind = choose.integer(0, 2)
            if kind == 2 and previous is not None:  # burst: the previous shape again
                total = previous
            elif kind == 1:  # a fresh prompt length
                total = prompt_total(choose, config)
            else:  # the hot set
                total = choose.pick(hot)
            previous = total
            yield total


def distinct_totals(choose: Chooser, config: ShapeConfig, n: int) -> list[int]:
    """``n`` distinct totals, chosen without replacement (shrinks to the smallest)."""
    remaining = config.totals()
    if n > len(remaining):
        raise BadShapeSpec(f"{n} distinct totals wanted, only {len(remaining)} available")
    chosen = []
    for _ in range(n):
        chosen.append(remaining.pop(choose.integer(0, len(remaining) - 1)))
    return chosen


_NORMAL = NormalDist()


def prompt_total(choose: Chooser, config: ShapeConfig) -> int:
    """A total from the bucketed log-normal prompt-length distribution.

    The quantile is an integer choice, so the low end (the shrink target) is the
    shortest prompt.
    """
    u = (choose.integer(0, 999) + 0.5) / 1000
    tokens = math.exp(math.log(config.median_tokens) + config.sigma * _NORMAL.inv_cdf(u))
    totals = config.totals()
    bucketed = -(-math.ceil(tokens) // config.bucket) * config.bucket
    return min(max(bucketed, totals[0]), totals[-1])


def split(choose: Chooser, total: int, max_seqs: int) -> tuple[int, ...]:
    """Split ``total`` tokens into 1..``max_seqs`` sequences of >= 1 token each."""
    seqs = choose.integer(1, max(1, min(max_seqs, total)))
    lens = []
    remaining = total
    for left in range(seqs - 1, 0, -1):
        # the first sequences shrink towards 1 token, the last takes the rest
        length = choose.integer(1, remaining - left)
        lens.append(length)
        remaining -= length
    lens.append(remaining)
    return tuple(lens)


DRAWING_SEED = 0x5EED_D0
"""Mixed into a seed for the chooser of variants and misuse kinds."""


def seeded_shapes(
    spec: ShapeSpec | str,
    seed: int,
    passes: int,
    config: ShapeConfig | None = None,
    chunk: int | None = None,
) -> Iterator[PrefillCall]:
    """The fast front end: a seeded, lazily generated call sequence (``chunk``: the
    op's chunk size)."""
    spec = parse_shape_spec(spec) if isinstance(spec, str) else spec
    drawing = RandomChooser(seed ^ DRAWING_SEED)
    config = config or ShapeConfig()
    return shape_calls(RandomChooser(seed), spec, config, passes, drawing, chunk)


def shape_sequences(
    spec: ShapeSpec | str | None = None,
    config: ShapeConfig | None = None,
    passes: int | None = None,
) -> SearchStrategy[list[PrefillCall]]:
    """Hypothesis strategy for call sequences. With ``spec=None`` the pattern is
    drawn too; with ``passes=None`` 1..3 passes. Shrinks towards fewer passes,
    smaller totals and single sequences."""
    from hypothesis import strategies as st  # here: `kvtwin run` never draws

    return st.composite(_draw_shape_sequence)(spec, config, passes)


def _draw_shape_sequence(
    draw: DrawFn,
    spec: ShapeSpec | str | None,
    config: ShapeConfig | None,
    passes: int | None,
) -> list[PrefillCall]:
    from hypothesis import strategies as st

    config = config or ShapeConfig()
    if spec is None:
        kind = draw(st.sampled_from(KINDS))
        n = None
        if kind in ("cyclic", "hot"):
            n = draw(st.integers(1, min(10, len(config.totals()))))
        elif kind == "burst":
            n = draw(st.integers(1, 4))
        spec = ShapeSpec(kind, n)
    elif isinstance(spec, str):
        spec = parse_shape_spec(spec)
    if passes is None:
        passes = draw(st.integers(1, 3))
    return list(shape_calls(DrawChooser(draw), spec, config, passes))
