"""The prefill scenario's options, declared once: ``kvtwin run prefill``'s flags, the
trace config's checks (``config.py``) and ``kvtwin fuzz``'s draws read them."""

from __future__ import annotations

from kvtwin.core.options import Option, OptionSet, budget_option, device_option, target_option

DEFAULT_PASSES = 5
MAX_PASSES = 100_000

OPTIONS = OptionSet(
    "prefill",
    (
        Option(
            "shapes", str, "mixed", "token-count pattern: cyclic:N, hot:N, lengths, burst:L, "
            "mixed (default mixed: a hot set, fresh lengths and bursts, so hits, misses and "
            "evictions; cyclic:12 is the worst case of TensorRT-LLM's leak, every call a miss "
            "that evicts)",
        ),
        Option("capacity", int, 8, "cache entries", low=1, high=4096),
        Option(
            "passes", int, None, f"passes over the pattern (default {DEFAULT_PASSES}, or as "
            "many as --budget allows)", low=1, high=MAX_PASSES, nullable=True,
        ),
        budget_option("calls"),
        Option("seed", int, 0, "the campaign's seed", low=-(1 << 63), high=(1 << 63) - 1),
        device_option(),
        target_option("impl", "impl (default), bug:NAME, or a --plugin's"),
        Option("chunk_size", int, 64, "prefill chunk size", low=1, high=65536),
        Option("max_tokens", int, 1024, "largest total per call", low=1, high=1_000_000),
        Option(
            "threads", int, 1, "torch intra-op threads (default 1: small calls, and spinning "
            "workers slow a busy machine down a hundredfold)", low=1, high=256,
        ),
    ),
)
