"""A standalone test of a blocks engine-level finding: the shrunk trace's requests
served by megatron-core's own ``DynamicInferenceEngine`` (``add_request``,
``step_modern``) and ``DynamicInferenceContext`` on the CPU, built as kvtwin's
``megatron-engine`` builds them (:mod:`.serving`: only the model's forward pass and
sampling are stood in), megatron's block state checked after every step
(:func:`.serving.block_problems`). Anything the engine raises fails the test with
its own traceback.
"""

from kvtwin.core.cuda_on_cpu import on_cpu
from kvtwin.engines.megatron.runtime.allocator import pool_size
from kvtwin.engines.megatron.runtime.serving import (
    block_problems,
    blocks_config,
    build_engine,
    sampled_step,
    serve,
    serving_modules,
)


def reproduce(data):
    config = data["config"]
    mc = serving_modules()
    engine, context = build_engine(mc, 1, lambda: blocks_config(mc, config), sampled_step)
    assert pool_size(context.kv_block_allocator) == config["pool_size"]

    def check(index, op, request_id):
        wrong = block_problems(context, config["policy"]) if request_id is None else []
        assert not wrong, (
            f"after TRAFFIC[{index}] (megatron-core {data['release']}, {config['policy']}): "
            + "; ".join(wrong)
        )

    with on_cpu():
        serve(engine, mc, data["traffic"], check)
