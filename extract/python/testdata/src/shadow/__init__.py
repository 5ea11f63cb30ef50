# A decoder whose compiled module replaces the scanner and the string
# reader (CPython's json with _json): the functions that only the Python
# versions reach are tagged twin:_cscan too (see context.golden).
from .decoder import Decoder
