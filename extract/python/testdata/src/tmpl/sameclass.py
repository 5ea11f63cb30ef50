# A parameter annotated with a class of the same file: ctx.fail(...) calls
# Context.fail, a helper whose callers give the texts (click's core.py).


class UsageError(Exception):
    pass


class Context:
    def fail(self, message):
        raise UsageError(message)  # want UsageError "{message}"


class Other:
    def fail(self, message):
        pass


def invoke(ctx: Context, other: "Other", args):
    if not args:
        ctx.fail("Missing argument.")  # want UsageError "Missing argument."
    other.fail("not a helper")
