"""megatron-core under the hybrid scenario: its hybrid prefix cache driven as its
inference context drives it (:mod:`.adapter`, ``--target megatron-hybrid``), and its
own serving path for a hybrid model (:mod:`.engine`, ``megatron-hybrid-engine``:
:mod:`.events` records what its context does, :mod:`.forward` stands in the
forward pass, :mod:`.observer` reads the caches)."""
