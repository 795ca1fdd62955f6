"""What megatron-core's standalone tests run, and what kvtwin's megatron targets run
too, so there is one copy: ordinary modules that import only the standard library,
torch, pytest and megatron, nothing at import time; kvtwin's one standalone writer
(:mod:`kvtwin.core.standalone_writer`) carries them whole into each test."""
