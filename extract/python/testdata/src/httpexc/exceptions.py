# An attribute __init__ assigns only when the caller gives it (Werkzeug's
# HTTPException.description): left None, the instance reads the class
# attribute, the subclass's first.


class HTTPException(Exception):
    code = None
    description = None

    def __init__(self, description=None, response=None):
        super().__init__()
        if description is not None:
            self.description = description
        self.response = response

    def __str__(self):
        return f"{self.code}: {self.description}"


class NotFound(HTTPException):
    code = 404
    description = "The requested URL was not found on the server."


def abort_here():
    raise NotFound()  # want NotFound "{self.code}: The requested URL was not found on the server."


def abort_detail(path):
    raise NotFound(f"no route for {path}")  # want NotFound "{self.code}: no route for {path}"
