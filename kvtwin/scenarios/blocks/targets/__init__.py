"""Block-allocator targets; importing this package registers the built-in ones
(``megatron`` registers even where megatron-core is absent: building it then
says so)."""

from kvtwin.scenarios.blocks.targets import bugs, impl, megatron, model, sglang, vllm  # noqa: F401
