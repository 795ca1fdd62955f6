"""The requests of a hybrid prefix cache and the rules their arguments keep
(docs/contract.md, section 5): what a request is, and each verb's checks, in the
order the first failure decides the kind.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from model.block_arguments import check_hashes
from model.errors import BadArgument, BadPrefillInput
from model.hybrid_errors import DuplicateRequest, UnknownRequest


class RequestView(NamedTuple):
    """What a checker compares for one live request."""

    position: int
    """Tokens whose recurrent state is computed (restored, prefilled or decoded)."""
    table: tuple[int, ...]
    """Its KV blocks, in order: ``ceil(position / block_size)`` of them."""
    restore: int | None
    """The slot it will restore from at its first prefill (pinned), or ``None``."""
    started: bool
    """Whether it holds a live state (its first prefill ran)."""


@dataclass
class Request:
    hashes: list[int]
    prompt_len: int
    position: int = 0
    table: list[int] = field(default_factory=list)
    restore: int | None = None
    started: bool = False

    def view(self) -> RequestView:
        return RequestView(self.position, tuple(self.table), self.restore, self.started)


def check_rid(rid: object) -> int:
    if isinstance(rid, bool) or not isinstance(rid, int) or rid < 0:
        raise BadArgument(f"a request id must be an int >= 0, got {rid!r}")
    return rid


def live(requests: dict[int, Request], rid: object) -> Request:
    """The live request ``rid`` names (``bad_argument``, then ``unknown_request``)."""
    rid = check_rid(rid)
    if rid not in requests:
        raise UnknownRequest(f"request {rid} is not live")
    return requests[rid]


def check_admit(
    requests: dict[int, Request],
    rid: object,
    hashes: Sequence[int],
    prompt_len: object,
    block_size: int,
) -> list[int]:
    """An admission: a new request id, a prompt of >= 1 token and exactly one hash
    per full block of it."""
    rid = check_rid(rid)
    if rid in requests:
        raise DuplicateRequest(f"request {rid} is live already")
    if isinstance(prompt_len, bool) or not isinstance(prompt_len, int) or prompt_len < 1:
        raise BadArgument(f"a prompt needs >= 1 token, got {prompt_len!r}")
    values = check_hashes(hashes, "hashes", allow_root=False)
    if len(values) != prompt_len // block_size:
        raise BadArgument(
            f"a prompt of {prompt_len} tokens has {prompt_len // block_size} full blocks of "
            f"{block_size}: one hash each, got {len(values)}"
        )
    return values


def check_chunk(request: Request, n: object, finite: bool, block_size: int) -> int:
    """A prefill chunk of ``n`` tokens: the prompt's next ones, ending on a block
    boundary unless it ends the prompt; its inputs finite."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise BadArgument(f"a prefill chunk needs >= 1 token, got {n!r}")
    remaining = request.prompt_len - request.position
    if n > remaining:
        raise BadArgument(f"a chunk of {n} tokens, but {remaining} of the prompt remain")
    end = request.position + n
    if end != request.prompt_len and end % block_size:
        raise BadArgument(
            f"a chunk that does not end the prompt must end on a block boundary: "
            f"tokens {request.position}..{end}, blocks of {block_size}"
        )
    if not finite:
        raise BadPrefillInput("the chunk's inputs hold inf or nan")
    return n


def check_decode(request: Request, n: object, finite: bool) -> None:
    """A decode step: one token, after the whole prompt, its inputs finite."""
    if n != 1 or isinstance(n, bool):
        raise BadArgument(f"a decode step takes one token, got {n!r}")
    if request.position < request.prompt_len:
        raise BadArgument(
            f"decode before the prompt is done: {request.position} of {request.prompt_len}"
        )
    if not finite:
        raise BadPrefillInput("the token's inputs hold inf or nan")
