# The compiled module, when installed, replaces the Python one named as a
# submodule of this package (libcst's _parser/types/config.py does this).
try:
    from _cconfig import config as mod
except ImportError:
    from emptyinit import pyconfig as mod

Config = mod.Config
