# Calls handing a constructed exception to a raiser: each is a raise of
# that exception at the call, with the text its class builds.
from .errors import ReportedError, raise_from, report_error, warn


class DuplicateField(ReportedError):
    def __init__(self, key, field):
        message = "entry {} has a duplicate {} field".format(key, field)
        super().__init__(message)


def check(key, field, seen):
    if field in seen:
        report_error(DuplicateField(key, field))  # want DuplicateField "entry {key} has a duplicate {field} field"
    if not key:
        report_error(ReportedError("empty key"))  # want ReportedError "empty key"
    if key.startswith("_"):
        warn(ReportedError("private key"))  # warn does not raise it: no site


class Parser:
    def fail(self, error):
        if self.strict:
            raise error  # want error ""

    def parse(self, text):
        if not text:
            self.fail(ValueError("empty input: %r" % text))  # want ValueError "empty input: {text!r}"


def load(name):
    # a vendored six.raise_from: read once, as raise_from calls are
    raise_from(ImportError("cannot load %s" % name), None)  # want ImportError "cannot load {name}"
