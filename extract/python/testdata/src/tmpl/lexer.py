# Raises of another file's exception classes whose text is the argument.
from .exceptions import TemplateAssertionError, TemplateSyntaxError


def describe_token(token) -> str:
    return token.type


def describe_any(token):
    return token.type


class Stream:
    def expect(self, expr):
        if self.eof:
            raise TemplateSyntaxError(f"unexpected end of template, expected {expr!r}.", self.lineno, self.name)  # want TemplateSyntaxError "unexpected end of template, expected {expr!r}."
        raise TemplateSyntaxError(f"expected token {expr!r}, got {self.current!r}", self.lineno)  # want TemplateSyntaxError "expected token {expr!r}, got {self.current!r}"

    def check(self, node):
        raise TemplateAssertionError("chunk after expression", node.lineno)  # want TemplateAssertionError "chunk after expression"

    def balance(self, data, token):
        raise TemplateSyntaxError(f"unexpected '{data}'", self.lineno)  # want TemplateSyntaxError "unexpected '{data}'"
        raise TemplateSyntaxError(f"unexpected {describe_token(token)!r}", self.lineno)  # want TemplateSyntaxError "unexpected '{describe_token(token)}'"
        raise TemplateSyntaxError(f"unexpected {describe_any(token)!r}", self.lineno)  # want TemplateSyntaxError "unexpected {describe_any(token)!r}"
        # str() returns str: its repr() is quoted too, in an f-string and with %r
        raise TemplateSyntaxError(f"unexpected {str(token)!r}", self.lineno)  # want TemplateSyntaxError "unexpected '{str(token)}'"
        raise TemplateSyntaxError("%s: missing token for %r" % (data, str(token)), self.lineno)  # want TemplateSyntaxError "{data}: missing token for '{str(token)}'"
