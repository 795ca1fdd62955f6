"""megatron-core's ``TextGenerationController`` with no model, for the engine-level
targets on the CPU (``megatron-engine``, ``megatron-hybrid-engine``): the engine
calls its ``async_generate_output_tokens_dynamic_batch`` once a step, and the
stand-in answers with a target's own model step, then samples a fixed function of
each request and its length and calls ``update_requests`` as the real controller
does. Only the return type differs by release (a dict up to 0.18, a
``DynamicBatchControllerStepResult`` from 0.19)."""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any

import torch


def sampled_token(request_id: int, length: int, vocab: int) -> int:
    """The stand-in sample: a fixed function of the request and its length."""
    return (request_id * 7919 + length * 104729) % vocab


def make_controller(
    controllers: Any, context: Any, model_config: Any, step: Callable[[], Any]
) -> Any:
    """A ``TextGenerationController`` whose model step is ``step``."""
    base = controllers.TextGenerationController
    result_type = getattr(controllers, "DynamicBatchControllerStepResult", None)

    class StepController(base):  # type: ignore[misc,valid-type]
        def __init__(self) -> None:  # the model, tokenizer and CUDA buffers are not built
            self.inference_wrapped_model = types.SimpleNamespace(
                inference_context=context, model=types.SimpleNamespace(config=model_config)
            )
            self.tokenizer = None
            self.num_speculative_tokens = 0

        def set_stop_word_finished_ids_callback(self, callback: Any) -> None:
            self.stop_words = callback

        def detokenize(self, *args: Any, **kwargs: Any) -> str:
            return ""

        async def async_generate_output_tokens_dynamic_batch(self, *args: Any, **kw: Any) -> Any:
            output = step()
            if result_type is None:
                return output
            launched = None if output is None else bool(context.is_decode_only())
            decode_only = controllers.DecodeOnly(launched, launched)
            return result_type(decode_only=decode_only, output=output)

    return StepController()


def sample_and_update(context: Any, vocab: int) -> dict[str, Any]:
    """The controller's bookkeeping after the forward pass (module docstring)."""
    c = context
    active = slice(c.paused_request_count, c.total_request_count)
    request_ids = c.request_ids[active].long()
    lengths = c.get_active_sequence_lengths() + 1
    sample = torch.tensor(
        [sampled_token(int(r), int(n), vocab) for r, n in zip(request_ids, lengths, strict=True)],
        dtype=torch.long,
    )
    mask = torch.less(lengths, c.get_max_sequence_lengths()).byte()
    finished = c.request_ids[torch.nonzero(mask == 0, as_tuple=True)[0] + active.start]
    update = c.update_requests(mask, sample.clone(), None)
    return {
        "active_request_ids": request_ids,
        "finished_request_ids": finished,
        "sample": sample,
        "accepted_tokens": None,
        "log_probs": None,
        "top_n_logprobs": None,
        "routing_indices_per_request": None,
        "cuda_graph_request_count": None,
        **(update or {}),
    }
