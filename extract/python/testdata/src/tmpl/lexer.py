# Raises of another file's exception classes whose text is the argument.
from .exceptions import TemplateAssertionError, TemplateSyntaxError


class Stream:
    def expect(self, expr):
        if self.eof:
            raise TemplateSyntaxError(f"unexpected end of template, expected {expr!r}.", self.lineno, self.name)  # want TemplateSyntaxError "unexpected end of template, expected {expr!r}."
        raise TemplateSyntaxError(f"expected token {expr!r}, got {self.current!r}", self.lineno)  # want TemplateSyntaxError "expected token {expr!r}, got {self.current!r}"

    def check(self, node):
        raise TemplateAssertionError("chunk after expression", node.lineno)  # want TemplateAssertionError "chunk after expression"
