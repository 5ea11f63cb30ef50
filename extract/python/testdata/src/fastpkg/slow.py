# The fallback of a Python module (pure.py): nothing compiled shadows it.


def parse(text):
    raise ValueError("bad text")  # want ValueError "bad text"
