"""Reproduction written by kvtwin: blocks on target 'bug:zero-double-free', 3 ops

divergence at step 2, release(ids=[30, 30]): counts.free expected 30, got 31

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
 "target": "bug:zero-double-free",
 "config": {
  "policy": "ref_zero",
  "pool_size": 32,
  "device": "cpu"
 },
 "source": "shrunk by kvtwin (ddmin) from 122 ops; kvtwin bugs: blocks ref_zero seed=0 pool=32 steps=500",
 "divergence": {
  "step": 2,
  "op": "release(ids=[30, 30])",
  "field": "counts.free",
  "expected": 30,
  "actual": 31
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
   "verb": "retain",
   "ids": [
    30
   ]
  },
  {
   "verb": "release",
   "ids": [
    30,
    30
   ]
  }
 ]
}
""")


def test_reproduction():
    divergence = replay_trace(TRACE)
    assert divergence is None, str(divergence)
