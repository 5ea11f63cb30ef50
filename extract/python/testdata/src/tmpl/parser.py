# Jinja's Parser.fail: a helper that raises the class it is given (by
# default TemplateSyntaxError) with the message it is passed; the callers
# give the texts, one built as a list of sentences joined by spaces.
from .exceptions import TemplateAssertionError, TemplateSyntaxError
from .lexer import describe_token


class Parser:
    def fail(self, msg, lineno=None, exc=TemplateSyntaxError):
        if lineno is None:
            lineno = self.lineno
        raise exc(msg, lineno, self.name)  # want TemplateSyntaxError "{msg}"

    def _fail_ut_eof(self, name, end_token_stack, lineno):
        if end_token_stack:
            currently_looking = " or ".join(map(repr, end_token_stack[-1]))
        else:
            currently_looking = None
        if name is None:
            message = ["Unexpected end of template."]
        else:
            message = [f"Encountered unknown tag {name!r}."]
        if currently_looking:
            message.append(f"Jinja was looking for the following tags: {currently_looking}.")
        if self._tag_stack:
            message.append(f"The innermost block that needs to be closed is {self._tag_stack[-1]!r}.")
        self.fail(" ".join(message), lineno)  # want TemplateSyntaxError "Unexpected end of template." TemplateSyntaxError "Unexpected end of template. Jinja was looking for the following tags: {currently_looking}." TemplateSyntaxError "Unexpected end of template. The innermost block that needs to be closed is {self._tag_stack[-1]!r}." TemplateSyntaxError "Unexpected end of template. Jinja was looking for the following tags: {currently_looking}. The innermost block that needs to be closed is {self._tag_stack[-1]!r}." TemplateSyntaxError "Encountered unknown tag {name!r}." TemplateSyntaxError "Encountered unknown tag {name!r}. Jinja was looking for the following tags: {currently_looking}." TemplateSyntaxError "Encountered unknown tag {name!r}. The innermost block that needs to be closed is {self._tag_stack[-1]!r}." TemplateSyntaxError "Encountered unknown tag {name!r}. Jinja was looking for the following tags: {currently_looking}. The innermost block that needs to be closed is {self._tag_stack[-1]!r}."

    def parse_set(self, token):
        if token.name in self.names:
            self.fail(f"translatable variable {token.name!r} defined twice.", token.lineno, exc=TemplateAssertionError)  # want TemplateAssertionError "translatable variable {token.name!r} defined twice."
        self.fail("expected call", token.lineno)  # want TemplateSyntaxError "expected call"
        # describe_token returns str (-> str in lexer.py): repr() quotes it.
        self.fail(f"unexpected {describe_token(token)!r}", token.lineno)  # want TemplateSyntaxError "unexpected '{describe_token(token)}'"

    def extend(self, parts):
        # A list extended in a way not followed is not read: a lone value
        # adds no text, and the helper's own record covers the call.
        message = ["first"]
        message.extend(parts)
        self.fail(" ".join(message))


def open_any(methods, data):
    # Appends in a loop: the list holds a number of parts not known, so
    # the join is a hole (the flow pass would see the loop once).
    errors = []
    for m in methods:
        try:
            return m(data)
        except ValueError as e:
            errors.append(f"- method {m}: {e!r}")
            continue
    summary = "\n".join(errors)
    raise ValueError(f"could not open:\n{summary}")  # want ValueError "could not open:\n{\"\\n\".join(errors)}"


def read_chunks(chunks):
    # bytes joined: str() of bytes is another text.
    value = [b"head"]
    value.append(chunks[0])
    raise ValueError(b"".join(value))  # want ValueError "{b\"\".join(value)}"


def check_lora(backend, linearized):
    # An empty list is the path on which nothing is wrong: the raise is
    # under "if problems:", so that text is left out.
    problems = []
    if backend != "triton":
        problems.append("multi-slot LoRA requires the Triton backend")
    if not linearized:
        problems.append("weights are not linearized")
    if problems:
        raise ValueError("ineligible: " + "; ".join(problems))  # want ValueError "ineligible: multi-slot LoRA requires the Triton backend" ValueError "ineligible: weights are not linearized" ValueError "ineligible: multi-slot LoRA requires the Triton backend; weights are not linearized"
