# Exception classes whose __init__ chooses between the caller's message
# and a class attribute, the raised class's first: Python's "or" gives
# its right operand when the left is falsy, and a conditional expression
# the branch its test of the parameter gives. The raises are in use.py.


class APIError(Exception):
    message = "An unknown error occurred"

    def __init__(self, message=None, **kwargs):
        self.kwargs = kwargs
        super().__init__(message or self.message)


class NotFound(APIError):
    message = "The requested resource was not found"


class Conflict(Exception):
    message = "The resource was modified by another request"

    def __init__(self, message=None):
        self.message = message or self.message
        super().__init__(self.message)


class Throttled(Exception):
    default_detail = "Request was throttled"

    def __init__(self, detail=None):
        self.detail = detail if detail is not None else self.default_detail

    def __str__(self):
        return str(self.detail)


class QuotaExceeded(Throttled):
    default_detail = "The quota of this account is used up"


class Closed(Exception):
    message = "The connection was closed"

    def __init__(self, message=None):
        self.message = message or self.message

    def __str__(self):
        return "closed: " + self.message


def local():
    raise NotFound()  # want NotFound "The requested resource was not found"
