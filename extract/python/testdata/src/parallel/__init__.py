# A package whose API is a compiled module's (CPython's io.py and _io):
# pyimpl.py writes the same names again in Python and nothing imports it
# (CPython's _pyio.py), so its sites are tagged twin:_fastio (see
# context.golden); other.py shares too few of the names.
from _fastio import (DEFAULT_SIZE, open, Reader, Writer, Buffer,
                     decode, encode)
