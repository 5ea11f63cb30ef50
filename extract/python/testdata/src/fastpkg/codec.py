# A fallback module that other modules also import at their top level
# (pycodec.py, through reexport.py): only the names the compiled module
# replaces are tagged there.
try:
    from fastpkg._ccodec import encode, decode
except (ImportError, AttributeError):
    from .pycodec import encode
    from .reexport import decode
