# An exception class whose __str__ %-formats a class attribute joined to a
# literal with a tuple of its attributes; the raise is in another file
# (runner.py).


class CommandFailed(Exception):
    _msg = "Cmd('%s') failed%s"

    def __init__(self, command, status=None, stderr=None):
        self.command = command
        self._cmd = command[0]
        self._cmdline = " ".join(command)
        self._cause = status and " due to: %s" % status or "!"
        self.stderr = stderr and "\n  stderr: '%s'" % stderr or ""

    def __str__(self):
        return (self._msg + "\n  cmdline: %s%s") % (self._cmd, self._cause, self._cmdline, self.stderr,)


class RunFailed(CommandFailed):
    def __init__(self, command, status, stderr=None):
        super(RunFailed, self).__init__(command, status, stderr)


class WrongCount(Exception):
    _fmt = "expected %s items"

    def __str__(self):
        # two verbs, one element: not read
        return (self._fmt + " (%s)") % (self.args[0],)


def count(items):
    raise WrongCount(len(items))  # want WrongCount "{(self._fmt + \" (%s)\") % (self.args[0],)}"
