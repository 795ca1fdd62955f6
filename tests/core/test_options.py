"""Options declared once: the command line, trace configs and fuzz draws read one
declaration, and every bad value is refused naming where it came from."""

from __future__ import annotations

import argparse
import random

import pytest

from kvtwin.core.errors import TraceError, UsageError
from kvtwin.core.options import Option, OptionSet, budget_option, policy_option
from kvtwin.core.registry import scenarios

OPTIONS = OptionSet(
    "demo",
    (
        Option("pool_size", int, 64, "blocks", low=4, high=100, draw=lambda rng: 8),
        Option("steps", int, None, "steps", low=1, high=10, nullable=True),
        Option("chunked", bool, True, "chunk prompts"),
        policy_option(("lru", "ref_zero")),
        budget_option("steps"),
    ),
    {"audit_every": "the demo audits every step"},
)


def _parsed(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    OPTIONS.add_to(parser)
    return parser.parse_args(list(argv))


def test_the_command_line_gives_only_what_was_typed_and_defaults_fill_the_rest():
    assert vars(_parsed()) == {}
    assert OPTIONS.values(_parsed("--pool-size", "8", "--no-chunked")) == {
        "pool_size": 8, "steps": None, "chunked": False, "policy": "lru", "budget": None,
    }  # fmt: skip


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--pool-size", "3"], "--pool-size must be an integer in 4..100, got 3"),
        (["--policy", "fifo"], "--policy must be one of lru, ref_zero, got 'fifo'"),
        (["--budget", "0"], "--budget must be a number > 0 <= 86400, got 0.0"),
        (["--budget", "nan"], "--budget must be a finite number"),
    ],
)
def test_a_bad_value_is_refused_naming_the_flag(argv, message):
    with pytest.raises(UsageError, match=message.replace("(", r"\(").replace(")", r"\)")):
        OPTIONS.values(_parsed(*argv))


def test_an_unparsable_value_names_the_flag(capsys):
    with pytest.raises(SystemExit):
        _parsed("--pool-size", "many")
    assert "--pool-size must be an integer in 4..100, got 'many'" in capsys.readouterr().err


def test_an_option_of_another_level_is_refused_with_why():
    with pytest.raises(UsageError, match=r"--audit-every: demo does not take it \(the demo"):
        OPTIONS.values({"audit_every": 8})
    with pytest.raises(UsageError, match=r"--seed: demo does not take it$"):
        OPTIONS.values({"seed": 1})


def test_a_trace_config_is_checked_against_the_same_range():
    assert OPTIONS.from_config({"pool_size": 50}, "pool_size") == 50
    with pytest.raises(TraceError, match=r"trace field 'config.pool_size': must be an integer"):
        OPTIONS.from_config({"pool_size": 500}, "pool_size")
    with pytest.raises(TraceError, match=r"'config.size': must be an integer"):
        OPTIONS.from_config({"size": True}, "pool_size", "size")
    with pytest.raises(TraceError, match=r"'config.pool_size': missing"):
        OPTIONS.from_config({}, "pool_size")


def test_fuzz_draws_use_each_options_draw_and_are_checked():
    drawn = OPTIONS.draw(random.Random(0), policy="ref_zero")
    assert drawn["pool_size"] == 8 and drawn["policy"] == "ref_zero" and drawn["steps"] is None
    with pytest.raises(UsageError, match="--policy"):
        OPTIONS.draw(random.Random(0), policy="fifo")


def test_every_scenario_declares_its_options_once_with_a_target_and_valid_defaults():
    for name, scenario in scenarios().items():
        options = scenario.campaigns.options
        assert "target" in options, name
        assert options.values({}) == options.defaults(), name  # every default in range
