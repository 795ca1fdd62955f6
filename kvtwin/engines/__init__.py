"""Outside inference engines, one package each (``megatron``, ``vllm``, ``sglang``,
``tensorrt_llm``): every package registers one record
(:class:`kvtwin.core.engine_record.Engine`) when kvtwin discovers it, and only a
package here imports its engine's code. docs/architecture.md walks through
adding one."""
