class Config:
    def __init__(self, width):
        if width < 0:
            raise ValueError("width must be >= 0")  # want ValueError "width must be >= 0"
