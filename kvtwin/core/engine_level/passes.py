"""Engine-level shrink passes, over the traffic only.

ddmin over the ops already drops requests and steps (dropping a step moves
every later arrival one step earlier). These passes make each remaining
request smaller: fewer prompt blocks (whole blocks of tokens, so shared
prefixes stay shared where both requests keep them), then fewer prompt
tokens at the end, then fewer generated tokens. A candidate is never an
allocator call: the engine decides those again on every replay.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from kvtwin.core.shrink import ddmin

Candidate = list[tuple[int, dict[str, Any]]]
Fails = Callable[[Candidate], bool]
BLOCK = 4  # tokens per shrink chunk: the default block size


def _with(candidate: Candidate, slot: int, **fields: Any) -> Candidate:
    trial = list(candidate)
    index, data = trial[slot]
    trial[slot] = (index, {**data, **fields})
    return trial


def _arrivals(candidate: Candidate) -> list[int]:
    return [slot for slot, (_, data) in enumerate(candidate) if data.get("verb") == "arrive"]


def fewer_prompt_blocks(candidate: Candidate, fails: Fails, deadline: float) -> Candidate:
    for slot in _arrivals(candidate):
        prompt = candidate[slot][1]["prompt"]
        chunks = [prompt[i : i + BLOCK] for i in range(0, len(prompt), BLOCK)]
        if len(chunks) < 2:
            continue

        def fails_with(
            kept: list[int], slot: int = slot, base: Candidate = candidate, chunks: list = chunks
        ) -> bool:
            tokens = [t for k in kept for t in chunks[k]]
            return bool(tokens) and fails(_with(base, slot, prompt=tokens))

        kept = ddmin(list(range(len(chunks))), fails_with, deadline)
        if 0 < len(kept) < len(chunks):
            candidate = _with(candidate, slot, prompt=[t for k in kept for t in chunks[k]])
    return candidate


def shorter_prompts(candidate: Candidate, fails: Fails, deadline: float) -> Candidate:
    """Drop the prompt's last tokens, one at a time while it still fails."""
    for slot in _arrivals(candidate):
        prompt = candidate[slot][1]["prompt"]
        while len(prompt) > 1 and time.monotonic() < deadline:
            trial = _with(candidate, slot, prompt=prompt[:-1])
            if not fails(trial):
                break
            candidate, prompt = trial, prompt[:-1]
    return candidate


def fewer_new_tokens(candidate: Candidate, fails: Fails, deadline: float) -> Candidate:
    """The smallest ``max_new_tokens`` that still fails, trying small values first."""
    for slot in _arrivals(candidate):
        count = candidate[slot][1]["max_new_tokens"]
        for smaller in sorted({1, 2, count // 4, count // 2, count - 1}):
            if 1 <= smaller < count and time.monotonic() < deadline:
                trial = _with(candidate, slot, max_new_tokens=smaller)
                if fails(trial):
                    candidate = trial
                    break
    return candidate


PASSES = (fewer_prompt_blocks, shorter_prompts, fewer_new_tokens)
