"""The causes ``megatron-hybrid`` has found in megatron-core's hybrid prefix cache:
the signature, the releases and policies it was seen in, what breaks, the
upstream reference. A signature whose cause is not here is reported as not
described yet."""

from __future__ import annotations

from kvtwin.core.engines import Cause

CAUSES: tuple[Cause, ...] = ()
