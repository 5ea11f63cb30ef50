import unittest

import pytest

from pkg.config.errors import ConfigError
from pkg.config.options import make_connector, parse_mode
from pkg.validate.checks import check_opts


def test_bad_connector():
    with pytest.raises(ValueError, match="Invalid connector type"):
        make_connector("x")


def test_world_size():
    with pytest.raises(ValueError, match=r"world_size must be <= 8, got \d+"):
        make_connector("nixl", world_size=9)


class TestMode(unittest.TestCase):
    def test_unknown(self):
        self.assertRaises(ConfigError, parse_mode, "slow", None)

    def test_regex(self):
        with self.assertRaisesRegex(TypeError, "opts must be a dict"):
            check_opts(3, 16)

    def test_any(self):
        # names no message and the function raises several TypeErrors: no
        # record is picked.
        with self.assertRaises(TypeError):
            check_opts(None, 16)


def test_not_ours():
    # "Invalid " is in the connector message, but the pattern cannot match
    # any message that record makes.
    with pytest.raises(ValueError, match=r"Invalid \w+ literal"):
        make_connector("y")


def test_special_not_called():
    # special() with no arguments never runs special's body.
    with pytest.raises(TypeError):
        special()
