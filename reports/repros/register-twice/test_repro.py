"""Reproduction written by kvtwin: blocks on target 'bug:register-twice', 3 ops

divergence at step 2, register(ids=[29, 30], hashes=[155097924788577585, 2749421035306961030], parent_hashes=[0, 155097924788577585]): block[29].children expected 0, got 1

Run it with: python -m pytest test_repro.py
It fails at the divergent step while the target still has the bug, and passes
once the target agrees with the reference model again.
"""

import json

from kvtwin.repro import replay_trace

TRACE = json.loads(r"""
{
 "schema": 1,
 "scenario": "blocks",
 "target": "bug:register-twice",
 "config": {
  "policy": "lru",
  "pool_size": 32,
  "device": "cpu"
 },
 "source": "shrunk by kvtwin (ddmin) from 13 ops; kvtwin bugs: blocks lru seed=0 pool=32 steps=500",
 "divergence": {
  "step": 2,
  "op": "register(ids=[29, 30], hashes=[155097924788577585, 2749421035306961030], parent_hashes=[0, 155097924788577585])",
  "field": "block[29].children",
  "expected": 0,
  "actual": 1
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
    30
   ],
   "hashes": [
    2749421035306961030
   ],
   "parent_hashes": [
    155097924788577585
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
