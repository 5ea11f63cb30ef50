# A function that raises the exception it is handed, after a condition,
# or logs it: it makes none of its own, each caller that constructs one
# does (parser.py's want comments).
strict = True
seen = []


class ReportedError(Exception):
    pass


def report_error(exception):
    if not strict:
        seen.append(exception)
        return
    raise exception  # want exception ""


def warn(exception):
    seen.append(exception)  # keeps it, raises nothing


def raise_from(value, from_value):
    value.__cause__ = from_value
    raise value  # want value ""
