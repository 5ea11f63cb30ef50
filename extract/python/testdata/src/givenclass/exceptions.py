class ParseError(ValueError):
    def __init__(self, line, col, message=None):
        if message is None:
            message = "TOML parse error"
        super().__init__(f"{message} at line {line} col {col}")


class InvalidControlChar(ParseError):
    def __init__(self, line, col, char, type):
        message = f"Control characters are not allowed in {type}, use {char} instead"
        super().__init__(line, col, message=message)
