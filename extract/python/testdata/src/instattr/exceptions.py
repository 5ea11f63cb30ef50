class ParseError(ValueError):
    def __init__(self, line, col):
        super().__init__(f"parse error at line {line} col {col}")


class UnexpectedEofError(ParseError):
    def __init__(self, line, col):
        ValueError.__init__(self, f"Unexpected end of file at line {line} col {col}")
