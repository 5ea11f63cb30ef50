# super(C, self).__init__ in a subclass of C runs the __init__ after C's
# in the bases, not C's own.


class TreeError(Exception):
    def __init__(self, message="", **kws):
        super().__init__(message)
        self.message = message


class ParentMissing(TreeError):
    def __init__(self, target):
        self.target = target
        super().__init__(message=f"Parent not found on {target!r}.")


class StatementMissing(ParentMissing):
    def __init__(self, target):
        super(ParentMissing, self).__init__(message=f"Statement not found on {target!r}")


def statement(node):
    if node is None:
        raise ParentMissing(node)  # want ParentMissing "Parent not found on {node!r}."
    raise StatementMissing(target=node)  # want StatementMissing "Statement not found on {node!r}"
