"""The hybrid scenario's options, declared once: ``kvtwin run hybrid``'s flags, the
trace config's checks (``config.py``) and ``kvtwin fuzz``'s draws read them."""

from __future__ import annotations

from kvtwin.core.options import (
    Option,
    OptionSet,
    budget_option,
    policy_option,
    seed_option,
    target_option,
)
from kvtwin.scenarios.blocks.serving import ALL, TRAFFIC

POLICIES = ("lru", "ref_zero")
DEFAULT_STEPS = 600
MAX_STEPS = 10_000_000

OPTIONS = OptionSet(
    "hybrid",
    (
        policy_option(POLICIES),
        Option(
            "steps", int, None, f"engine steps (default {DEFAULT_STEPS}, or as many as "
            "--budget allows)", low=1, high=MAX_STEPS, nullable=True,
            draw=lambda rng: rng.choice((100, 200, 400)),
        ),
        budget_option("steps"),
        seed_option(),
        Option(
            "num_blocks", int, 32, "KV blocks, the dummy included", low=2, high=1 << 16,
            draw=lambda rng: rng.choice((16, 24, 48)),
        ),
        Option(
            "num_slots", int, 6, "snapshot slots", low=1, high=1 << 16,
            draw=lambda rng: rng.choice((3, 6, 12)),
        ),
        Option(
            "block_size", int, 4, "tokens per block", low=1, high=256,
            draw=lambda rng: rng.choice((2, 4, 8)),
        ),
        Option(
            "audit_every", int, None, "full audit period in ops (default max(64, blocks / 2); "
            "0: only at the end)", low=0, high=1 << 40, nullable=True,
        ),
        Option(
            "traffic", str, ALL, "legitimate: only the calls a serving engine's own scheduler "
            "makes (blocks evicted ahead of need, slots only as a snapshot batch needs them); "
            "misuse: those and calls the contract rejects; all (default): those and "
            "invalidations and slot evictions ahead of need", choices=TRAFFIC,
        ),
        target_option("impl", "impl (default), model, bug:NAME, megatron-hybrid, or a --plugin's"),
    ),
)
