"""Shared-prefix prompts for the hybrid scenario, drawn from a seed.

A prompt is one of a few system prompts followed by a user turn; or an exact
repeat of a recent prompt; or a follow-up turn (a finished request's prompt and
its output, then a new user turn), whose prefix hit reaches past the system
prompt. Token ids are small ints (``Dims.vocab``); a request's output tokens are
drawn by the serving loop as it decodes.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True)
class TrafficShape:
    system_prompts: int = 3
    max_system_tokens: int = 20
    max_user_tokens: int = 14
    max_prompt_tokens: int = 56
    max_new_tokens: int = 8
    repeat_rate: float = 0.1
    follow_up_rate: float = 0.25


@dataclass
class Prompt:
    tokens: tuple[int, ...]
    max_new_tokens: int


class PromptSource:
    """Prompts with shared prefixes; ``finished`` feeds the follow-up turns."""

    def __init__(self, rng: random.Random, vocab: int, shape: TrafficShape) -> None:
        self.rng = rng
        self.vocab = vocab
        self.shape = shape
        self.systems = [
            self._tokens(rng.randint(1, shape.max_system_tokens))
            for _ in range(shape.system_prompts)
        ]
        self.recent: deque[tuple[int, ...]] = deque(maxlen=16)

    def _tokens(self, n: int) -> tuple[int, ...]:
        return tuple(self.rng.randrange(self.vocab) for _ in range(n))

    def next(self) -> Prompt:
        rng, shape = self.rng, self.shape
        roll = rng.random()
        user = self._tokens(rng.randint(1, shape.max_user_tokens))
        if self.recent and roll < shape.repeat_rate:
            tokens = rng.choice(self.recent)
        elif self.recent and roll < shape.repeat_rate + shape.follow_up_rate:
            tokens = rng.choice(self.recent) + user
        elif self.systems and rng.random() < 0.8:
            tokens = rng.choice(self.systems) + user
        else:
            tokens = user
        tokens = tokens[: shape.max_prompt_tokens]
        self.recent.append(tokens)
        return Prompt(tokens, rng.randint(1, shape.max_new_tokens))

    def finished(self, sequence: tuple[int, ...]) -> None:
        """A request finished with ``sequence`` (prompt and output): follow-ups extend it."""
        self.recent.append(sequence[: self.shape.max_prompt_tokens])

    def token(self) -> int:
        return self.rng.randrange(self.vocab)
