# Objects that keep the text they were constructed with and raise it later
# from a method (Jinja's lexer Failure, validators with a message): each
# construction's text is a site at the raise.


class TemplateSyntaxError(Exception):
    def __init__(self, message, lineno):
        super().__init__(message)
        self.lineno = lineno


class ValidationError(Exception):
    pass


class Failure:
    def __init__(self, message, cls=TemplateSyntaxError):
        self.message = message
        self.error_class = cls

    def __call__(self, lineno):
        raise self.error_class(self.message, lineno)  # want TemplateSyntaxError "{self.message}" TemplateSyntaxError "Missing end of comment tag" TemplateSyntaxError "Missing end of raw directive"


class Validator:
    message = "Enter a valid value."

    def __init__(self, regex, message=None):
        self.regex = regex
        if message is not None:
            self.message = message

    def __call__(self, value):
        if not self.regex.match(value):
            raise ValidationError(self.message)  # want ValidationError "{self.message}" ValidationError "Enter a valid value." ValidationError "Enter a valid email address." ValidationError "Enter a valid slug."


class Plain:
    def __init__(self, message):
        self.message = message.upper()  # not the parameter itself: not followed

    def check(self):
        raise ValueError(self.message)  # want ValueError "{self.message}"


RULES = [Failure("Missing end of comment tag"), Failure("Missing end of raw directive")]
PLAIN = Plain("no site")


class Point:
    # A name the object keeps is one of the hole's many values, not a text
    # of its own: no site for Point("O").
    def __init__(self, name):
        self.name = name

    def locate(self):
        raise ValueError(f"No path found to {self.name}")  # want ValueError "No path found to {self.name}"


ORIGIN = Point("O")
