"""megatron-core under the blocks scenario: its ``KVBlockAllocator`` driven op by op
(:mod:`.adapter`, ``--target megatron``) and its own serving path with every
allocator call checked (:mod:`.engine` with :mod:`.hooks`, ``megatron-engine``)."""
