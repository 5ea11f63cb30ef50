from .pycodec import decode, other
