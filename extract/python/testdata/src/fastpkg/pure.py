def parse(text):
    raise ValueError("bad text")  # want ValueError "bad text"
