"""A runtime that breaks the writer's rule: it calls something at import."""

import pytest

READY = pytest.approx(1)


def reproduce(data):
    assert data
