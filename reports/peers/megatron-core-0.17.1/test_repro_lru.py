"""Reproduction written by kvtwin: blocks on target 'megatron', 2 ops

divergence at step 1, register(ids=[29, 30], hashes=[155097924788577585, 2749421035306961030], parent_hashes=[0, 155097924788577585]): block[29].children expected 1, got 0

Run it with: python -m pytest test_repro_lru.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "megatron",
 "config": {
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu",
  "megatron_core": "0.17.1"
 },
 "source": "shrunk by kvtwin (ddmin) from 6 ops; kvtwin peers: blocks lru seed=0 pool=32 steps=500 (megatron-core 0.17.1)",
 "divergence": {
  "step": 1,
  "op": "register(ids=[29, 30], hashes=[155097924788577585, 2749421035306961030], parent_hashes=[0, 155097924788577585])",
  "field": "block[29].children",
  "expected": 1,
  "actual": 0
 },
 "ops": [
  {
   "verb": "allocate",
   "n": 2,
   "returned": [
    29,
    30
   ]
  },
  {
   "verb": "register",
   "ids": [
    29,
    30
   ],
   "hashes": [
    155097924788577585,
    2749421035306961030
   ],
   "parent_hashes": [
    0,
    155097924788577585
   ]
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
