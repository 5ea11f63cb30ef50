# The package re-exports its errors: other modules import them from here.
from .errors import ConfigError, fail
