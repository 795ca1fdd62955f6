"""Request traffic for the block allocator: prompts drawn from a prefix tree.

A prompt is a shared system prompt, optionally followed by a few-shot prefix,
then a user turn; or an exact duplicate of a recent prompt; or a multi-turn
continuation (a recent prompt, that request's output, a new user turn). A
request may ask for several parallel samples, which share the prompt's blocks
and finish in the same step. ``requests`` defines the traffic once over a
``Chooser``; ``traffic()`` is the Hypothesis strategy, ``seeded_traffic()``
the fast generator for long campaigns.

With ``phases`` the traffic follows an engine's cycle (:class:`Phases`): fill,
churn, then a drain with no arrivals, after which the serving loop resets the
pool; the draws of a fill phase are those of the same steps without phases.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kvtwin.core.choices import Chooser, DrawChooser, RandomChooser

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy


@dataclass(frozen=True, slots=True)
class Request:
    rid: int
    arrival: int
    prompt: tuple[int, ...]
    max_new_tokens: int
    samples: int = 1

    def output(self) -> tuple[int, ...]:
        """The tokens this request generates (a fixed function of it, so a
        continuation can quote them)."""
        return tuple((self.rid * 7919 + j * 104729) % 997 for j in range(self.max_new_tokens))


@dataclass(frozen=True, slots=True)
class Phases:
    """An engine's traffic cycle, in engine steps. *fill*: arrivals at the
    configured rate from an empty pool until it is under pressure (failed
    allocations, evictions); *churn*: the same arrivals while the engine also
    evicts ahead of need and meets misuse; *drain*: no arrivals, running
    requests finish; at the drain's last step the engine aborts what is left
    and resets the pool, and the next cycle fills it again."""

    fill: int = 100
    churn: int = 100
    drain: int = 40

    def __post_init__(self) -> None:
        if min(self.fill, self.churn, self.drain) < 1:
            raise ValueError(f"every phase needs at least one step, got {self}")

    @property
    def cycle(self) -> int:
        return self.fill + self.churn + self.drain

    def at(self, step: int) -> str:
        """The phase of engine step ``step``: ``fill``, ``churn`` or ``drain``."""
        offset = step % self.cycle
        if offset < self.fill:
            return "fill"
        return "churn" if offset < self.fill + self.churn else "drain"

    def offset(self, step: int) -> int:
        """Steps since the start of ``step``'s phase."""
        offset = step % self.cycle
        for length in (self.fill, self.churn):
            if offset < length:
                return offset
            offset -= length
        return offset

    def ends_cycle(self, step: int) -> bool:
        return step % self.cycle == self.cycle - 1


@dataclass(frozen=True, slots=True)
class TrafficConfig:
    arrival_steps: int = 200
    max_arrivals_per_step: int = 2
    vocab: int = 50
    system_prompts: int = 3
    system_tokens: int = 24
    few_shot_prefixes: int = 2
    few_shot_tokens: int = 16
    max_user_tokens: int = 24
    max_new_tokens: int = 24
    max_samples: int = 3
    max_prompt_tokens: int = 96
    history: int = 16
    phases: Phases | None = None
    """With phases, no request arrives in a drain phase."""


def requests(choose: Chooser, config: TrafficConfig) -> Iterator[Request]:
    """Requests in arrival order."""
    systems = [
        _tokens(choose, config.vocab, 1, config.system_tokens) for _ in range(config.system_prompts)
    ]
    few_shots = [
        _tokens(choose, config.vocab, 1, config.few_shot_tokens)
        for _ in range(config.few_shot_prefixes)
    ]
    recent: list[Request] = []
    rid = 0
    for step in range(config.arrival_steps):
        if config.phases is not None and config.phases.at(step) == "drain":
            continue
        for _ in range(choose.integer(0, config.max_arrivals_per_step)):
            prompt = _prompt(choose, config, systems, few_shots, recent)
            samples = choose.integer(1, config.max_samples)
            request = Request(rid, step, prompt, choose.integer(1, config.max_new_tokens), samples)
            rid += 1
            recent = [*recent[-(config.history - 1) :], request]
            yield request


def _prompt(
    choose: Chooser,
    config: TrafficConfig,
    systems: list[tuple[int, ...]],
    few_shots: list[tuple[int, ...]],
    recent: list[Request],
) -> tuple[int, ...]:
    shape = choose.integer(0, 3)
    if shape == 0 and recent:  # exact duplicate
        return choose.pick(recent).prompt
    if shape == 3 and recent:  # multi-turn continuation
        previous = choose.pick(recent)
        turn = (
            previous.prompt
            + previous.output()
            + _tokens(choose, config.vocab, 1, config.max_user_tokens)
        )
        if len(turn) <= config.max_prompt_tokens:
            return turn
    prefix = choose.pick(systems) if systems else ()
    if shape == 2 and few_shots:
        prefix += choose.pick(few_shots)
    user = _tokens(choose, config.vocab, 1, config.max_user_tokens)
    return (prefix + user)[: config.max_prompt_tokens]


def _tokens(choose: Chooser, vocab: int, low: int, high: int) -> tuple[int, ...]:
    return tuple(choose.integer(0, vocab - 1) for _ in range(choose.integer(low, high)))


def seeded_traffic(seed: int, config: TrafficConfig | None = None) -> Iterator[Request]:
    """The fast front end: a seeded, lazily generated request stream."""
    return requests(RandomChooser(seed), config or TrafficConfig())


def traffic(config: TrafficConfig | None = None) -> SearchStrategy[list[Request]]:
    """Hypothesis strategy for request traffic; shrinks towards fewer, shorter,
    simpler requests. Exported for users checking their own allocator."""
    from hypothesis import strategies as st  # here: `kvtwin run` never draws

    config = config or TrafficConfig(arrival_steps=12)
    return st.composite(lambda draw: list(requests(DrawChooser(draw), config)))()
