"""A runtime for the writer's tests: it imports only pytest and runs nothing at import."""

import pytest


def total(values):
    return sum(values)


def reproduce(data):
    if data.get("skip"):
        pytest.skip("asked to")
    assert total(data["values"]) == data["expected"], "the sum differs"
